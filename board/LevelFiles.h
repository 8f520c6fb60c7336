// Level and pack files, for the app's library and the level editor alike: their
// suffixes and file dialog filters, free file names, the My levels folder, and
// reading any document (a level or a pack) with its problem worded by EngineText.
#pragma once

#include "engine/files/LevelIo.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace ff::ui {

class LevelFiles {
    Q_DECLARE_TR_FUNCTIONS(ff::ui::LevelFiles)
public:
    // ".ffl.json" for a level file, ".ffpack.json" for a pack file.
    static QString suffix(bool pack);
    // The suffix of `name` among the two (empty for neither).
    static QString suffixOf(const QString& name);
    // Whether `name` ends with one of the two suffixes.
    static bool isLevelFile(const QString& name);
    // The name patterns of both, for listing a folder.
    static QStringList patterns();
    // File dialog filters: levels and packs (and all files) to open; one kind to save.
    static QString openFilter();
    static QString saveFilter(bool pack);

    // The My levels folder under the app's data folder (appDataDir; not created).
    static QString myLevelsDir();
    // Where a file dialog to open levels starts: the user's Documents folder when it
    // exists, else the home folder (a dialog given a missing folder starts in its
    // parent with the folder's name typed as a file name).
    static QString openFolder();
    // `dir`/`stem``suffix`, else with "-2", "-3", ... after the stem: the first
    // path no file uses yet.
    static QString freePath(const QString& dir, const QString& stem, const QString& suffix);

    // Reads the level or pack file at `path` (Qt resources too), bounded by
    // ff::kMaxFileBytes. When it cannot be opened, is too large or cannot be
    // parsed: nothing, and `error` says why in the UI language (the first problem
    // through EngineText::fileProblem). The document is not validated.
    static std::optional<ff::Document> load(const QString& path, QString& error);
};

} // namespace ff::ui
