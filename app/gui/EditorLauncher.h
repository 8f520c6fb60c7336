// The main window's way into the level editor: New level, Edit this level, Edit a
// copy, furunkulus --edit and the recovery of crashed editors' work. The editors
// open in windows of their own (ff::editor::EditorWindow); they save levels never saved
// before into My levels, and whatever they save there is listed at once.
#pragma once

#include "engine/rules/Level.h"

#include <QList>
#include <QObject>

class QAction;

namespace ff::editor {
class EditorWindow;
} // namespace ff::editor

namespace ff::app {

class LevelNavigator;

class EditorLauncher : public QObject {
    Q_OBJECT
public:
    // Editors already open (left from a window rebuilt in another language) report
    // their saves here too.
    EditorLauncher(LevelNavigator& navigator, QObject* parent);

    QAction* newLevelAction() const { return newLevelAction_; }
    QAction* editLevelAction() const { return editLevelAction_; }
    QAction* editCopyAction() const { return editCopyAction_; }
    // Enables Edit this level and Edit a copy for the target level.
    void updateActions(bool targetIsPlayable);

    // Each returns the editor window it opened (shown), or null when nothing was
    // opened (the reason shown to the user).
    // Asks what the new level starts from (NewLevelDialog), then opens it.
    ff::editor::EditorWindow* newLevel();
    // Opens the file of a level of My levels itself (also a draft that cannot be
    // played); an editor already open on that file is brought to the front.
    ff::editor::EditorWindow* editLevel(const QString& key);
    // Opens a copy of any readable, unlocked level as unsaved work: the original
    // stays as it is, saving goes to My levels.
    ff::editor::EditorWindow* editCopy(const QString& key);
    // Opens `level` as unsaved work (a draft from a share code).
    ff::editor::EditorWindow* editUnsaved(const ff::Level& level);
    // furunkulus --edit [FILE|CODE]: an editor on a file, a share code, or (empty)
    // a new empty level on the standard board.
    ff::editor::EditorWindow* openEditorOn(const QString& fileOrCode);
    // Offers what crashed editors left behind (AutosaveStore): a recovered one
    // opens in an editor.
    void offerRecovery();
    // Closes every editor, each asking about unsaved work first; false when one
    // stays open.
    bool closeAll();

private:
    ff::editor::EditorWindow* createEditor();
    void editorSaved(const QString& path);
    // The editor windows open now (top-level windows of their own).
    static QList<ff::editor::EditorWindow*> openEditors();

    LevelNavigator& nav_;
    QAction* newLevelAction_;
    QAction* editLevelAction_;
    QAction* editCopyAction_;
};

} // namespace ff::app
