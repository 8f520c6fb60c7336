#include "editor/EditorFiles.h"

#include "board/EngineText.h"
#include "board/LevelFiles.h"
#include "board/ShareActions.h"
#include "editor/GenerateDialog.h"
#include "editor/LevelEditDocument.h"
#include "editor/NewLevelDialog.h"
#include "editor/ValidationPanel.h"
#include "engine/files/ShareCode.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace ff::editor {

namespace {
constexpr int kAutosaveMs = 30 * 1000;
} // namespace

EditorFiles::EditorFiles(LevelEditDocument* document, QMainWindow* window)
    : QObject(window), document_(document), window_(window)
{
    connect(document_, &LevelEditDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            autosave_.remove();
    });
    connect(document_, &LevelEditDocument::levelChanged, this, [this] { ++revision_; });
    connect(&autosaveTimer_, &QTimer::timeout, this, &EditorFiles::autosaveNow);
    autosaveTimer_.start(kAutosaveMs);
}

void EditorFiles::resetTo(const ff::Level& level)
{
    document_->setLevel(level);
    emit documentReplaced();
}

void EditorFiles::newPack()
{
    if (!maybeSave())
        return;
    document_->setPack(ff::Pack{
        "new-pack", tr("Untitled pack").toStdString(), {LevelEditDocument::newStandardLevel(false)}, {}});
    emit documentReplaced();
}

void EditorFiles::startLevel(const ff::Level& level)
{
    resetTo(level);
    document_->markModified();
}

void EditorFiles::startNewLevel(const ff::Level& level)
{
    resetTo(level);
}

void EditorFiles::setMyLevelsFolder(const QString& folder)
{
    myLevelsFolder_ = folder;
}

bool EditorFiles::openFile(const QString& path)
{
    QString error;
    if (!openFile(path, &error)) {
        QMessageBox::warning(window_, tr("Cannot Open Level"), error);
        return false;
    }
    return true;
}

bool EditorFiles::openFile(const QString& path, QString* error)
{
    if (!document_->load(path, error))
        return false;
    emit documentReplaced();
    return true;
}

bool EditorFiles::offerRecovery(QWidget* dialogParent)
{
    for (const AutosaveStore::Entry& entry : autosave_.pending()) {
        const QString name = entry.sourcePath.isEmpty() ? QString::fromStdString(entry.level.title)
                                                        : QFileInfo(entry.sourcePath).fileName();
        QMessageBox box(
            QMessageBox::Question, tr("Recover Unsaved Work"),
            tr("The level editor was closed unexpectedly. Unsaved work on \"%1\" from %2 was kept.")
                .arg(name, QLocale().toString(entry.savedAt.toLocalTime(), QLocale::ShortFormat)),
            QMessageBox::NoButton, dialogParent);
        box.setInformativeText(
            tr("Recover opens it in the editor, where you can save it. Discard deletes it. "
               "Later keeps it and asks again at the next start."));
        QPushButton* recover = box.addButton(tr("Recover"), QMessageBox::AcceptRole);
        box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
        QPushButton* later = box.addButton(tr("Later"), QMessageBox::RejectRole);
        box.setDefaultButton(recover);
        box.exec();
        if (box.clickedButton() == later)
            continue;
        if (box.clickedButton() == recover) {
            if (!maybeSave())
                return false;
            if (entry.pack)
                document_->setPack(*entry.pack, entry.sourcePath);
            else
                document_->setLevel(entry.level, entry.sourcePath);
            document_->markModified();
            emit documentReplaced();
            autosaveNow();
        }
        autosave_.discard(entry);
        if (box.clickedButton() == recover)
            return true;
    }
    return false;
}

bool EditorFiles::openShareCode(const QString& text, QString* error)
{
    const ff::ShareDecode decoded = ff::decodeShareCode(text.toStdString());
    if (!decoded.level) {
        *error = ui::EngineText::shareCodeError(decoded);
        return false;
    }
    startLevel(*decoded.level);
    return true;
}

QString EditorFiles::levelsFolder() const
{
    if (!document_->filePath().isEmpty())
        return QFileInfo(document_->filePath()).absolutePath();
    const QString dir = myLevelsFolder_.isEmpty() ? ui::LevelFiles::myLevelsDir() : myLevelsFolder_;
    QDir().mkpath(dir);
    return dir;
}

QString EditorFiles::suggestedSavePath() const
{
    const QString base =
        QString::fromStdString(document_->isPack() ? document_->pack().id : document_->level().id);
    return ui::LevelFiles::freePath(levelsFolder(), base, ui::LevelFiles::suffix(document_->isPack()));
}

bool EditorFiles::maybeSave()
{
    if (!document_->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        window_, tr("Unsaved Changes"),
        tr("\"%1\" has unsaved changes. Save them?").arg(document_->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save)
        return save();
    return true;
}

bool EditorFiles::save()
{
    // A level turned into a pack needs a pack file name.
    const bool packFile = ui::LevelFiles::suffixOf(document_->filePath()) == ui::LevelFiles::suffix(true);
    if (document_->filePath().isEmpty() || packFile != document_->isPack())
        return saveAs();
    return saveTo(document_->filePath());
}

bool EditorFiles::saveAs()
{
    const bool pack = document_->isPack();
    const QString suffix = ui::LevelFiles::suffix(pack);
    QString suggested = document_->filePath();
    if (suggested.isEmpty() || (ui::LevelFiles::suffixOf(suggested) == ui::LevelFiles::suffix(true)) != pack)
        suggested = suggestedSavePath();
    QString path = QFileDialog::getSaveFileName(window_, pack ? tr("Save Pack") : tr("Save Level"), suggested,
                                                ui::LevelFiles::saveFilter(pack));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(suffix))
        path += suffix;
    return saveTo(path);
}

bool EditorFiles::saveTo(const QString& path)
{
    int problems = static_cast<int>(document_->problems().size());
    if (document_->isPack())
        problems = static_cast<int>(ff::validatePack(document_->pack()).size());
    if (problems > 0) {
        QMessageBox box(
            QMessageBox::Warning, tr("Save as Draft"),
            (document_->isPack() ? tr("Problems found in this pack or its levels: %1.").arg(problems)
             : problems == 1     ? tr("This level has a problem (see the Problems list).")
                                 : tr("This level has %1 problems (see the Problems list).").arg(problems)) +
                QLatin1Char(' ') +
                tr("It can be saved as a draft to work on later, but it cannot be played or shared "
                   "as a puzzle until they are fixed."),
            QMessageBox::Cancel, window_);
        QPushButton* draft = box.addButton(tr("Save as Draft"), QMessageBox::AcceptRole);
        box.setDefaultButton(draft);
        box.exec();
        if (box.clickedButton() != draft)
            return false;
    } else if (!document_->isPack() && document_->solutionFails()) {
        QMessageBox box(QMessageBox::Question, tr("Save Level"),
                        ValidationPanel::storedSolutionFailsText() + QStringLiteral("\n\n") +
                            tr("Save the level with this solution anyway?"),
                        QMessageBox::Cancel, window_);
        box.setObjectName(QStringLiteral("solutionFailsBox"));
        QPushButton* anyway = box.addButton(tr("Save Anyway"), QMessageBox::AcceptRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != anyway)
            return false;
    }
    QString error;
    if (!document_->save(path, &error)) {
        QMessageBox::critical(
            window_, tr("Save Failed"),
            error + QStringLiteral("\n\n") +
                tr("Nothing is lost: the level is still open. Try another folder or file name."));
        return false;
    }
    autosave_.remove();
    showMessage(problems > 0 ? tr("Saved as a draft: %1").arg(path) : tr("Saved: %1").arg(path), 5000);
    emit saved(path);
    return true;
}

void EditorFiles::open()
{
    if (!maybeSave())
        return;
    const QString path =
        QFileDialog::getOpenFileName(window_, tr("Open Level"), levelsFolder(), ui::LevelFiles::openFilter());
    if (!path.isEmpty())
        openFile(path);
}

void EditorFiles::newLevel()
{
    if (!maybeSave())
        return;
    NewLevelDialog dialog(window_);
    if (dialog.exec() == QDialog::Accepted)
        resetTo(dialog.level());
}

void EditorFiles::generate()
{
    if (!maybeSave())
        return;
    GenerateDialog dialog(window_);
    if (dialog.exec() == QDialog::Accepted && dialog.level())
        startLevel(*dialog.level());
}

void EditorFiles::pasteShareCode(const QString& code)
{
    if (!maybeSave())
        return;
    QString error;
    if (!openShareCode(code, &error))
        ui::showWarningBox(window_, tr("Cannot open the share code"), error);
}

void EditorFiles::autosaveNow()
{
    if (!document_->isModified() || revision_ == autosavedRevision_)
        return;
    QString error;
    const bool saved = document_->isPack()
                           ? autosave_.save(document_->pack(), document_->filePath(), &error)
                           : autosave_.save(document_->level(), document_->filePath(), &error);
    if (saved)
        autosavedRevision_ = revision_;
    else
        showMessage(tr("Autosave failed: %1").arg(error), 5000);
}

bool EditorFiles::mayClose()
{
    if (!maybeSave())
        return false;
    autosave_.remove();
    return true;
}

void EditorFiles::showMessage(const QString& text, int timeoutMs)
{
    window_->statusBar()->showMessage(text, timeoutMs);
}

} // namespace ff::editor
