#include "app/gui/EditorLauncher.h"

#include "app/gui/AppSettings.h"
#include "app/gui/LevelActions.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelNavigator.h"
#include "board/LevelWords.h"
#include "board/ShareActions.h"
#include "board/ThemedIcon.h"
#include "editor/AutosaveStore.h"
#include "editor/EditorWindow.h"
#include "editor/LevelEditDocument.h"
#include "editor/NewLevelDialog.h"
#include "online/AppLink.h"

#include <QAction>
#include <QApplication>
#include <QFileInfo>
#include <QMainWindow>
#include <QStatusBar>

namespace ff::app {

namespace {
bool sameFile(const QString& a, const QString& b)
{
    return !a.isEmpty() && !b.isEmpty() && QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}
} // namespace

EditorLauncher::EditorLauncher(LevelNavigator& navigator, QObject* parent) : QObject(parent), nav_(navigator)
{
    newLevelAction_ =
        new QAction(ff::ui::themedIcon("document-new", QStyle::SP_FileIcon), tr("&New level…"), this);
    newLevelAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    newLevelAction_->setToolTip(tr("Make a level of your own in the level editor (Ctrl+Shift+N)"));
    connect(newLevelAction_, &QAction::triggered, this, [this] { newLevel(); });

    editLevelAction_ = new QAction(ff::ui::themedIcon("document-edit", QStyle::SP_FileDialogContentsView),
                                   tr("&Edit this level"), this);
    editLevelAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    editLevelAction_->setToolTip(
        tr("Open this level of yours in the level editor; saving there changes its file (Ctrl+Shift+E)"));
    connect(editLevelAction_, &QAction::triggered, this, [this] { editLevel(nav_.targetKey()); });

    editCopyAction_ = new QAction(tr("Edit a &copy"), this);
    editCopyAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    editCopyAction_->setToolTip(
        tr("Open a copy of this level in the level editor; the original stays as it is (Ctrl+E)"));
    connect(editCopyAction_, &QAction::triggered, this, [this] { editCopy(nav_.targetKey()); });

    for (ff::editor::EditorWindow* editor : openEditors())
        connect(editor, &ff::editor::EditorWindow::saved, this, &EditorLauncher::editorSaved);
}

void EditorLauncher::updateActions(bool targetIsPlayable)
{
    LevelLibrary* library = nav_.library();
    const LevelEntry* entry = library->find(nav_.targetKey());
    editLevelAction_->setEnabled(entry && library->isUserFile(entry->source));
    editCopyAction_->setEnabled(targetIsPlayable);
}

QList<ff::editor::EditorWindow*> EditorLauncher::openEditors()
{
    QList<ff::editor::EditorWindow*> editors;
    for (QWidget* w : QApplication::topLevelWidgets()) {
        if (auto* editor = qobject_cast<ff::editor::EditorWindow*>(w))
            editors << editor;
    }
    return editors;
}

bool EditorLauncher::closeAll()
{
    for (ff::editor::EditorWindow* editor : openEditors()) {
        if (editor->isVisible() && !editor->close())
            return false;
    }
    return true;
}

ff::editor::EditorWindow* EditorLauncher::createEditor()
{
    auto* editor = new ff::editor::EditorWindow;
    editor->setAttribute(Qt::WA_DeleteOnClose);
    editor->setMyLevelsFolder(nav_.library()->userDir());
    connect(editor, &ff::editor::EditorWindow::saved, this, &EditorLauncher::editorSaved);
    return editor;
}

void EditorLauncher::editorSaved(const QString& path)
{
    LevelLibrary* library = nav_.library();
    if (!library->isUserFile(path))
        return;
    const QString current = nav_.currentKey();
    const LevelEntry* playing = nav_.isPlaying() ? library->find(current) : nullptr;
    const bool playingThisFile = playing && sameFile(playing->source, path);
    const std::optional<ff::Level> before = playingThisFile ? playing->level : std::nullopt;
    library->reload();
    const QStringList keys = library->keysOfFile(path);
    if (!playingThisFile) {
        if (!nav_.isPlaying() && !keys.isEmpty())
            nav_.selectLevel(keys.first());
    } else if (const LevelEntry* now = library->find(current); !now || now->level != before) {
        // The level in play was changed: play the saved version.
        if (!now || now->broken() || !nav_.openLevel(current)) {
            nav_.showBrowser();
            if (!keys.isEmpty())
                nav_.selectLevel(keys.first());
        }
    }
    nav_.showStatus(tr("Saved in My levels: %1").arg(QFileInfo(path).fileName()));
}

ff::editor::EditorWindow* EditorLauncher::newLevel()
{
    ff::editor::NewLevelDialog dialog(nav_.mainWindow());
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    ff::editor::EditorWindow* editor = createEditor();
    editor->startNewLevel(dialog.level());
    editor->show();
    return editor;
}

ff::editor::EditorWindow* EditorLauncher::editLevel(const QString& key)
{
    LevelLibrary* library = nav_.library();
    const LevelEntry* entry = library->find(key);
    if (!entry || !library->isUserFile(entry->source)) {
        nav_.showStatus(
            tr("Only levels under My levels can be edited themselves; use Edit a copy for the others."));
        return nullptr;
    }
    for (ff::editor::EditorWindow* open : openEditors()) {
        if (sameFile(open->document()->filePath(), entry->source)) {
            open->show();
            open->raise();
            open->activateWindow();
            return open;
        }
    }
    ff::editor::EditorWindow* editor = createEditor();
    QString error;
    if (!editor->openFile(entry->source, &error)) {
        delete editor;
        ff::ui::showWarningBox(nav_.mainWindow(), tr("Cannot edit the level"), error);
        return nullptr;
    }
    if (ff::editor::LevelEditDocument* doc = editor->document(); doc->isPack() && entry->level) {
        const std::vector<ff::Level> levels = doc->pack().levels;
        for (std::size_t i = 0; i < levels.size(); ++i) {
            if (levels[i].id == entry->level->id)
                doc->selectLevel(static_cast<int>(i));
        }
    }
    editor->show();
    return editor;
}

ff::editor::EditorWindow* EditorLauncher::editCopy(const QString& key)
{
    const LevelEntry* entry = nav_.library()->find(key);
    if (!nav_.library()->isPlayable(entry, AppSettings::unlockAll())) {
        nav_.showStatus(tr("Choose a level that can be played to edit a copy of it."));
        return nullptr;
    }
    ff::editor::EditorWindow* editor = editUnsaved(*entry->level);
    editor->statusBar()->showMessage(
        tr("A copy of “%1”: the original stays as it is. Save puts the copy into My levels.")
            .arg(ff::ui::LevelWords::title(*entry->level)),
        4 * LevelNavigator::kStatusTimeoutMs);
    return editor;
}

ff::editor::EditorWindow* EditorLauncher::editUnsaved(const ff::Level& level)
{
    ff::editor::EditorWindow* editor = createEditor();
    editor->startLevel(level);
    editor->show();
    return editor;
}

ff::editor::EditorWindow* EditorLauncher::openEditorOn(const QString& fileOrCode)
{
    ff::editor::EditorWindow* editor = createEditor();
    editor->startNewLevel(ff::editor::LevelEditDocument::newStandardLevel(false));
    editor->show();
    if (LevelActions::isShareCodeArgument(fileOrCode)) {
        // A furunkulus: link's share code opens as the code itself.
        const std::optional<ff::online::AppLink> link = ff::online::readAppLink(fileOrCode, {});
        const QString code = link && !link->level ? link->shareCode : fileOrCode;
        QString error;
        if (!editor->openShareCode(code, &error))
            ff::ui::showWarningBox(editor, tr("Cannot open the share code"), error);
    } else if (!fileOrCode.isEmpty()) {
        editor->openFile(fileOrCode);
    }
    return editor;
}

void EditorLauncher::offerRecovery()
{
    if (ff::editor::AutosaveStore().pending().empty())
        return;
    ff::editor::EditorWindow* editor = createEditor();
    if (editor->offerRecovery(nav_.mainWindow()))
        editor->show();
    else
        delete editor;
}

} // namespace ff::app
