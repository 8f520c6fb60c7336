// The level editor's file actions on its document, with autosave and recovery: New
// level (NewLevelDialog: standard board, with the basic layout R4, or a custom size),
// New pack, Generate (GenerateDialog), Open, Save, Save As (.ffl.json; invalid levels
// only as a draft, after saying so), opening a share code, and asking about unsaved
// work before any of them replaces it. Unsaved work is autosaved every 30 seconds
// (AutosaveStore); offerRecovery() offers what a crashed editor left behind. Its
// dialogs open over the window, and it says what it did on the window's status bar.
#pragma once

#include "editor/AutosaveStore.h"
#include "engine/rules/Level.h"

#include <QObject>
#include <QString>
#include <QTimer>

class QMainWindow;
class QWidget;

namespace ff::editor {

class LevelEditDocument;

class EditorFiles : public QObject {
    Q_OBJECT
public:
    // `document` must outlive this object; `window` is its parent.
    EditorFiles(LevelEditDocument* document, QMainWindow* window);

    // Opens a level or pack file, telling the user when it cannot (true when opened). Does
    // not ask about unsaved work: the caller decides when to call it.
    bool openFile(const QString& path);
    // The same without a message: false with `error` set when the file cannot be opened.
    bool openFile(const QString& path, QString* error);
    // Starts unsaved work on `level` (a copy of another level): modified, never saved.
    void startLevel(const ff::Level& level);
    // Starts a new level (NewLevelDialog::level()): nothing to save until the first edit.
    void startNewLevel(const ff::Level& level);
    // Opens the level of a share code as unsaved work; on a bad code the document
    // is unchanged and `error` says what is wrong with the code.
    bool openShareCode(const QString& text, QString* error);
    // Where a level never saved is saved, and where Open starts: the app's My levels
    // folder (default: LevelFiles::myLevelsDir()).
    void setMyLevelsFolder(const QString& folder);

    // The File menu's actions; each but Save and Save As first offers to save unsaved work.
    void newLevel();
    void newPack();
    // Asks for the generator's options (GenerateDialog) and opens the level found as
    // unsaved work (startLevel).
    void generate();
    void open();
    bool save();
    bool saveAs();
    // Paste share code: opens `code` after asking about unsaved changes.
    void pasteShareCode(const QString& code);

    // Offers to save unsaved work; false when the user cancels.
    bool maybeSave();
    // Before the window closes: offers to save unsaved work and then removes the
    // autosave; false (nothing removed) when the user cancels.
    bool mayClose();

    // Asks about each autosave a crashed editor left behind, over `dialogParent`; a
    // recovered one is opened as unsaved work. True when work was recovered.
    bool offerRecovery(QWidget* dialogParent);
    // Writes the autosave now when there is unsaved work not yet autosaved (the
    // timer calls it every 30 seconds).
    void autosaveNow();
    // This editor's autosave file (see AutosaveStore).
    QString autosaveFile() const { return autosave_.filePath(); }

signals:
    // The level or pack was written to `path` (Save, Save As, a save before closing).
    void saved(const QString& path);
    // The document holds another level or pack (new, opened, recovered): what the
    // window shows of the old one (the selected cell, the title) is out of date.
    void documentReplaced();

private:
    // A fresh level, clean (nothing to save yet).
    void resetTo(const ff::Level& level);
    bool saveTo(const QString& path);
    void showMessage(const QString& text, int timeoutMs);
    QString levelsFolder() const;
    // A path in levelsFolder() for a level never saved: "<id>.ffl.json", or
    // "<id>-2.ffl.json" ... when that file exists.
    QString suggestedSavePath() const;

    LevelEditDocument* document_;
    QMainWindow* window_;
    QString myLevelsFolder_;
    AutosaveStore autosave_;
    QTimer autosaveTimer_;
    int revision_ = 0;
    int autosavedRevision_ = 0;
};

} // namespace ff::editor
