// The main window's level actions: Open and Import (also level and pack files
// dropped on the window), and the share-code and puzzle-card actions
// (ff::ui::ShareActions) on the level the actions act on (LevelNavigator::targetKey).
// A share code whose level is a draft is offered to the level editor (editRequested).
#pragma once

#include "engine/rules/Level.h"

#include <QObject>
#include <QStringList>

class QAction;
class QMimeData;

namespace ff::online {
struct LevelAddress;
} // namespace ff::online

namespace ff::ui {
class ShareActions;
class ShareDialog;
} // namespace ff::ui

namespace ff::app {

class LevelNavigator;

class LevelActions : public QObject {
    Q_OBJECT
public:
    LevelActions(LevelNavigator& navigator, QObject* parent);

    QAction* openAction() const { return openAction_; }
    QAction* importAction() const { return importAction_; }
    ff::ui::ShareActions* shareActions() const { return share_; }

    // Whether a command-line argument is a share code rather than a file: it is no
    // existing file and starts like a code ("FF2-...", see ff::looksLikeShareCode),
    // is a link of the app ("furunkulus:...", ff::online::looksLikeAppLink), or is a
    // hub level's address (ff::online::parseLevelAddress).
    static bool isShareCodeArgument(const QString& argument);
    // The local level and pack files among dropped URLs.
    static QStringList droppedLevelFiles(const QMimeData* mime);

    // Opens a level or pack file (its first level). A broken file shows a message
    // box and leaves the browser in view; returns false then.
    bool openFile(const QString& path);
    // Copies level and pack files into My levels (LevelLibrary::importFile; a file
    // already there is only selected), as File > Import and dropping files on the
    // window do. Shows the imported levels in the browser, and one warning naming
    // every file refused and why. Returns the keys of the levels imported.
    QStringList importFiles(const QStringList& paths);

    // Opens the level of a code (text as typed or pasted) in the player; a level not
    // yet in the library is listed under Opened files and the user is offered to keep
    // it in My levels. A code that cannot be read, or whose level breaks the rules,
    // gets a message saying exactly why; returns false then.
    // A hub level's address (as the editor's Publish gives it) and a link of the app
    // (openAppLink) are opened too.
    bool openShareCode(const QString& text);
    // Opens what a link of the app names (ff::online::readAppLink): the level of its
    // share code, or its hub's community level (openLevelAddress; a link of the
    // player's own hub names it). A link of no known form gets a message saying the
    // forms; returns false then, and the level in play stays.
    bool openAppLink(const QString& link);
    // Opens the level at a hub's address: a level of the player's own hub on the
    // Community page (its progress kept and its solve reported), another hub's level
    // like a share code's (under Opened files, nothing sent there). Fetched in the
    // background; a failure is said in a warning box. False when nothing started.
    bool openLevelAddress(const ff::online::LevelAddress& address);
    // Opens the share code in the clipboard (a message when it holds none).
    bool pasteShareCode();
    // Puts the share code of the target level into the clipboard.
    bool copyShareCode();
    // Shows the share code of the target level in a ShareDialog beside the window
    // (ff::ui::ShareActions::showShareCode); null when there is no playable level.
    ff::ui::ShareDialog* showShareCode();
    // Writes the PuzzleCard of the target level as PNG to `path`; a warning box
    // (warningBox) says why when it cannot.
    bool exportImage(const QString& path);

    // Writes `level` (a copy: keeping reloads the library) into My levels and says so
    // in the status bar, or in a warning box why it cannot; returns the kept level's
    // key (empty then).
    static QString keepInMyLevels(LevelNavigator& navigator, ff::Level level);

signals:
    // The user chose to finish the draft of a share code in the level editor.
    void editRequested(const ff::Level& level);

private:
    void chooseFileToOpen();
    void chooseFileToImport();
    void offerToEdit(const ff::Level& draft, const QString& problem);
    // Where a level the user is offered to keep came from: the question names it.
    enum class Origin { ShareCode, Link };
    // openShareCode's share code part: `text` is a share code only.
    bool openCode(const QString& text, Origin origin);
    void offerToKeep(const QString& key, Origin origin);
    void showWarning(const QString& title, const QString& text);

    LevelNavigator& nav_;
    ff::ui::ShareActions* share_;
    QAction* openAction_;
    QAction* importAction_;
};

} // namespace ff::app
