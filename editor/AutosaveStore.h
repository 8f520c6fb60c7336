// Autosaves of unsaved editor work, for recovery after a crash. Each store (one
// per editor window) writes one file, <directory>/<uuid>.autosave.json, always
// whole (QSaveFile), holding the level or pack text, the file it belongs to and
// the time.
// While the store exists it holds a QLockFile beside that file; files whose lock
// is free (their editor ended without removing them: a crash) are what pending()
// offers for recovery, so a second running editor never offers the first one's work.
#pragma once

#include "engine/rules/Level.h"

#include <QDateTime>
#include <QLockFile>
#include <QString>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ff::editor {

class AutosaveStore {
public:
    struct Entry {
        QString file;       // the autosave file
        QString sourcePath; // the level file the work belongs to; empty = never saved
        QDateTime savedAt;
        ff::Level level;              // a pack's first level when `pack` is present
        std::optional<ff::Pack> pack; // present when the work was a pack
    };

    // ff::ui::appDataDir() + "/autosave".
    static QString defaultDirectory();

    // Creates `directory` when needed and takes this store's lock.
    explicit AutosaveStore(const QString& directory = defaultDirectory());
    ~AutosaveStore();
    AutosaveStore(const AutosaveStore&) = delete;
    AutosaveStore& operator=(const AutosaveStore&) = delete;

    // This store's autosave file (it exists only after a save()).
    QString filePath() const { return filePath_; }
    // Replaces this store's autosave; false with `error` set when it cannot be written.
    bool save(const ff::Level& level, const QString& sourcePath, QString* error);
    bool save(const ff::Pack& pack, const QString& sourcePath, QString* error);
    // Deletes this store's autosave (after a clean save or close).
    void remove();

    // Autosaves left behind by editors that are no longer running, newest first.
    // Files that cannot be read as an autosave are skipped (and left alone).
    std::vector<Entry> pending() const;
    // Deletes a pending autosave (recovered or declined).
    void discard(const Entry& entry) const;

private:
    bool saveText(const std::string& text, const QString& sourcePath, QString* error);

    QString directory_;
    QString filePath_;
    std::unique_ptr<QLockFile> lock_;
};

} // namespace ff::editor
