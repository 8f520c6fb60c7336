// The main window's level actions: opening and importing files, share codes and
// the puzzle card (ffui::ShareActions).
#include "app/gui/MainWindow.h"

#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "board/EngineText.h"
#include "board/LevelFiles.h"
#include "board/LevelWords.h"
#include "board/PlayerView.h"
#include "board/ShareActions.h"
#include "editor/EditorWindow.h"
#include "engine/LevelIo.h"
#include "engine/ShareCode.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>

namespace {
// The local level and pack files among dropped URLs.
QStringList droppedLevelFiles(const QMimeData* mime)
{
    QStringList paths;
    for (const QUrl& url : mime->urls()) {
        const QString path = url.toLocalFile();
        if (ffui::LevelFiles::isLevelFile(path))
            paths << path;
    }
    return paths;
}
} // namespace

bool MainWindow::isShareCodeArgument(const QString& argument)
{
    return !QFileInfo::exists(argument) && ff::looksLikeShareCode(argument.toStdString());
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!droppedLevelFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QStringList paths = droppedLevelFiles(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    importFiles(paths);
}

QStringList MainWindow::importFiles(const QStringList& paths)
{
    QStringList keys;
    QStringList errors;
    for (const QString& path : paths) {
        QString error;
        // A file already in My levels is listed there; copying it would only double it.
        const QStringList imported =
            library_->isUserFile(path) ? library_->keysOfFile(path) : library_->importFile(path, error);
        if (imported.isEmpty() && !error.isEmpty())
            errors << error;
        keys << imported;
    }
    if (!keys.isEmpty()) {
        statusBar()->showMessage(keys.size() == 1 ? tr("Imported one level into My levels.")
                                                  : tr("Imported %1 levels into My levels.").arg(keys.size()),
                                 kStatusTimeoutMs);
        showBrowser();
        browser_->selectLevel(keys.first());
    }
    if (!errors.isEmpty())
        showWarning(tr("Cannot import the file"), errors.join(QStringLiteral("\n\n")));
    return keys;
}

void MainWindow::showWarning(const QString& title, const QString& text)
{
    ffui::showWarningBox(this, title, text);
}

void MainWindow::chooseFileToOpen()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a level"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
        ffui::LevelFiles::openFilter());
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::chooseFileToImport()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import a level into My levels"),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation), ffui::LevelFiles::openFilter());
    if (!path.isEmpty())
        importFiles({path});
}

bool MainWindow::copyShareCode()
{
    return share_->copyShareCode();
}

ffui::ShareDialog* MainWindow::showShareCode()
{
    return share_->showShareCode();
}

bool MainWindow::exportImage(const QString& path)
{
    return share_->exportImage(path);
}

bool MainWindow::pasteShareCode()
{
    const QString code = share_->clipboardShareCode();
    return !code.isEmpty() && openShareCode(code);
}

bool MainWindow::openShareCode(const QString& text)
{
    const ff::ShareDecode decoded = ff::decodeShareCode(text.toStdString());
    if (!decoded.level) {
        showWarning(tr("Cannot open the share code"), ffui::EngineText::shareCodeError(decoded));
        return false;
    }
    if (const std::vector<ff::Problem> problems = ff::validateLevel(*decoded.level); !problems.empty()) {
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Cannot play this level yet"),
                                    tr("The share code holds a draft that cannot be played yet: %1")
                                        .arg(ffui::EngineText::fileProblem(problems.front())),
                                    QMessageBox::Cancel, this);
        box->setObjectName(QStringLiteral("draftCodeBox"));
        box->setInformativeText(tr("You can open it in the level editor and finish it there."));
        QPushButton* edit = box->addButton(tr("Open in the Level Editor"), QMessageBox::AcceptRole);
        box->setDefaultButton(edit);
        box->setAttribute(Qt::WA_DeleteOnClose);
        connect(box, &QMessageBox::buttonClicked, this,
                [this, edit, level = *decoded.level](QAbstractButton* b) {
                    if (b != edit)
                        return;
                    ffui::EditorWindow* editor = createEditor();
                    editor->startLevel(level);
                    editor->show();
                });
        box->open();
        return false;
    }
    const QString key = library_->addSharedLevel(*decoded.level);
    if (!openLevel(key))
        return false;
    const LevelLibrary::Collection collection = library_->collectionOf(key);
    if (collection == LevelLibrary::Opened)
        offerToKeep(key);
    else
        statusBar()->showMessage(
            tr("This level is already in “%1”.").arg(LevelLibrary::collectionTitle(collection)),
            kStatusTimeoutMs);
    return true;
}

void MainWindow::offerToKeep(const QString& key)
{
    const LevelEntry* entry = library_->find(key);
    auto* box =
        new QMessageBox(QMessageBox::Question, tr("Keep this level?"),
                        tr("“%1” from the share code is ready to play. Keep it in My levels, so that it "
                           "is still there after a restart?")
                            .arg(ffui::LevelWords::title(*entry->level)),
                        QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("keepBox"));
    QPushButton* keep = box->addButton(tr("Keep in My Levels"), QMessageBox::AcceptRole);
    box->addButton(tr("Just Play"), QMessageBox::RejectRole);
    box->setDefaultButton(keep);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, key, keep](QAbstractButton* b) {
        const LevelEntry* shared = library_->find(key);
        if (b != keep || !shared)
            return;
        const ff::Level level = *shared->level;
        QString error;
        const QString kept = library_->keepInMyLevels(level, error);
        if (kept.isEmpty()) {
            showWarning(tr("Cannot keep the level"), error);
            return;
        }
        if (isPlaying() && currentKey_ == key) {
            const std::vector<ff::Placement> placements = playerView()->placements();
            openLevel(kept);
            playerView()->setPlacements(placements);
        }
        statusBar()->showMessage(tr("“%1” is kept in My levels.").arg(ffui::LevelWords::title(level)),
                                 kStatusTimeoutMs);
    });
    box->open();
}
