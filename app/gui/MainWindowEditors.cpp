// The main window's level editors: new levels, editing a level of My levels or a
// copy of any level, and what the editors save.
#include "app/gui/MainWindow.h"

#include "app/gui/AppSettings.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "board/LevelWords.h"
#include "editor/AutosaveStore.h"
#include "editor/EditorWindow.h"
#include "editor/LevelEditDocument.h"
#include "editor/NewLevelDialog.h"

#include <QApplication>
#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>

namespace {
bool sameFile(const QString& a, const QString& b)
{
    return !a.isEmpty() && !b.isEmpty() && QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}
} // namespace

QList<ffui::EditorWindow*> MainWindow::openEditors()
{
    QList<ffui::EditorWindow*> editors;
    for (QWidget* w : QApplication::topLevelWidgets()) {
        if (auto* editor = qobject_cast<ffui::EditorWindow*>(w))
            editors << editor;
    }
    return editors;
}

ffui::EditorWindow* MainWindow::createEditor()
{
    auto* editor = new ffui::EditorWindow;
    editor->setAttribute(Qt::WA_DeleteOnClose);
    editor->setMyLevelsFolder(library_->userDir());
    connect(editor, &ffui::EditorWindow::saved, this, &MainWindow::editorSaved);
    return editor;
}

void MainWindow::editorSaved(const QString& path)
{
    if (!library_->isUserFile(path))
        return;
    const LevelEntry* playing = isPlaying() ? library_->find(currentKey_) : nullptr;
    const bool playingThisFile = playing && sameFile(playing->source, path);
    const std::optional<ff::Level> before = playingThisFile ? playing->level : std::nullopt;
    library_->reload();
    const QStringList keys = library_->keysOfFile(path);
    if (!playingThisFile) {
        if (!isPlaying() && !keys.isEmpty())
            browser_->selectLevel(keys.first());
    } else if (const LevelEntry* now = library_->find(currentKey_); !now || now->level != before) {
        // The level in play was changed: play the saved version.
        if (!now || now->broken() || !openLevel(currentKey_)) {
            showBrowser();
            if (!keys.isEmpty())
                browser_->selectLevel(keys.first());
        }
    }
    statusBar()->showMessage(tr("Saved in My levels: %1").arg(QFileInfo(path).fileName()), kStatusTimeoutMs);
}

ffui::EditorWindow* MainWindow::newLevel()
{
    ffui::NewLevelDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    ffui::EditorWindow* editor = createEditor();
    editor->startNewLevel(dialog.level());
    editor->show();
    return editor;
}

ffui::EditorWindow* MainWindow::editLevel(const QString& key)
{
    const LevelEntry* entry = library_->find(key);
    if (!entry || !library_->isUserFile(entry->source)) {
        statusBar()->showMessage(
            tr("Only levels under My levels can be edited themselves; use Edit a copy for "
               "the others."),
            kStatusTimeoutMs);
        return nullptr;
    }
    for (ffui::EditorWindow* open : openEditors()) {
        if (sameFile(open->document()->filePath(), entry->source)) {
            open->show();
            open->raise();
            open->activateWindow();
            return open;
        }
    }
    ffui::EditorWindow* editor = createEditor();
    QString error;
    if (!editor->openFile(entry->source, &error)) {
        delete editor;
        showWarning(tr("Cannot edit the level"), error);
        return nullptr;
    }
    if (ffui::LevelEditDocument* doc = editor->document(); doc->isPack() && entry->level) {
        const std::vector<ff::Level> levels = doc->pack().levels;
        for (std::size_t i = 0; i < levels.size(); ++i) {
            if (levels[i].id == entry->level->id)
                doc->selectLevel(static_cast<int>(i));
        }
    }
    editor->show();
    return editor;
}

ffui::EditorWindow* MainWindow::editCopy(const QString& key)
{
    const LevelEntry* entry = library_->find(key);
    if (!library_->isPlayable(entry, AppSettings::unlockAll())) {
        statusBar()->showMessage(tr("Choose a level that can be played to edit a copy of it."),
                                 kStatusTimeoutMs);
        return nullptr;
    }
    ffui::EditorWindow* editor = createEditor();
    editor->startLevel(*entry->level);
    editor->show();
    editor->statusBar()->showMessage(
        tr("A copy of “%1”: the original stays as it is. Save puts the copy into My levels.")
            .arg(ffui::LevelWords::title(*entry->level)),
        4 * kStatusTimeoutMs);
    return editor;
}

ffui::EditorWindow* MainWindow::openEditorOn(const QString& fileOrCode)
{
    ffui::EditorWindow* editor = createEditor();
    editor->startNewLevel(ffui::LevelEditDocument::newStandardLevel(false));
    editor->show();
    if (isShareCodeArgument(fileOrCode)) {
        QString error;
        if (!editor->openShareCode(fileOrCode, &error))
            QMessageBox::warning(editor, tr("Cannot open the share code"), error);
    } else if (!fileOrCode.isEmpty()) {
        editor->openFile(fileOrCode);
    }
    return editor;
}

void MainWindow::offerRecovery()
{
    if (ffui::AutosaveStore().pending().empty())
        return;
    ffui::EditorWindow* editor = createEditor();
    if (editor->offerRecovery(this))
        editor->show();
    else
        delete editor;
}
