#include "board/ShareActions.h"

#include "board/LevelWords.h"
#include "board/PuzzleCard.h"
#include "board/ShareDialog.h"
#include "board/ThemedIcon.h"
#include "engine/files/ShareCode.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFontMetrics>
#include <QGridLayout>
#include <QMainWindow>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>

namespace ff::ui {

namespace {
constexpr int kStatusTimeoutMs = 6000;
} // namespace

void showWarningBox(QWidget* parent, const QString& title, const QString& text)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("warningBox"));
    // A window manager elides a title wider than the window: the box is at least as
    // wide as its title in a bold face and the title bar's buttons.
    constexpr int kTitleBarButtons = 160;
    QFont titleFont = box->font();
    titleFont.setBold(true);
    if (auto* grid = qobject_cast<QGridLayout*>(box->layout()))
        grid->addItem(new QSpacerItem(QFontMetrics(titleFont).horizontalAdvance(title) + kTitleBarButtons, 0),
                      grid->rowCount(), 0, 1, grid->columnCount());
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

ShareActions::ShareActions(QMainWindow* window, LevelSource level)
    : QObject(window), window_(window), level_(std::move(level))
{
    copyCode_ = new QAction(themedIcon("edit-copy", QStyle::SP_FileLinkIcon), tr("Cop&y share code"), this);
    copyCode_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copyCode_->setToolTip(tr("Copy this level as a short text that others can paste (Ctrl+Shift+C)"));
    connect(copyCode_, &QAction::triggered, this, [this] {
        if (copyShareCode())
            showShareCode();
    });

    exportImage_ =
        new QAction(themedIcon("image-x-generic", QStyle::SP_FileIcon), tr("E&xport image…"), this);
    exportImage_->setToolTip(tr("Save a picture of this puzzle with its share code, ready to post (PNG)"));
    connect(exportImage_, &QAction::triggered, this, &ShareActions::chooseImageFile);

    pasteCode_ = new QAction(themedIcon("edit-paste"), tr("Pas&te share code"), this);
    pasteCode_->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), QKeySequence::Paste});
    pasteCode_->setToolTip(tr("Play the level of a share code copied to the clipboard (Ctrl+Shift+V)"));
    connect(pasteCode_, &QAction::triggered, this, [this] {
        if (const QString code = clipboardShareCode(); !code.isEmpty())
            emit codePasted(code);
    });
}

void ShareActions::setShareable(bool on)
{
    copyCode_->setEnabled(on);
    exportImage_->setEnabled(on);
}

const ff::Level* ShareActions::levelOrSayWhyNot(const QString& whyNot)
{
    const ff::Level* level = level_();
    if (!level)
        window_->statusBar()->showMessage(whyNot, kStatusTimeoutMs);
    return level;
}

bool ShareActions::copyShareCode()
{
    const ff::Level* level =
        levelOrSayWhyNot(tr("Choose a level that can be played to copy its share code."));
    if (!level)
        return false;
    const QString code = QString::fromStdString(ff::encodeShareCode(*level));
    QApplication::clipboard()->setText(code);
    window_->statusBar()->showMessage(
        tr("The share code of “%1” is in the clipboard (%2 characters). Paste it "
           "into a message; others open it with File › Paste share code.")
            .arg(LevelWords::title(*level))
            .arg(code.size()),
        2 * kStatusTimeoutMs);
    return true;
}

ShareDialog* ShareActions::showShareCode()
{
    const ff::Level* level =
        levelOrSayWhyNot(tr("Choose a level that can be played to copy its share code."));
    if (!level)
        return nullptr;
    auto* dialog = new ShareDialog(LevelWords::title(*level),
                                   QString::fromStdString(ff::encodeShareCode(*level)), window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // A tool window: the window's shortcuts keep working while it is open.
    dialog->setWindowFlag(Qt::Tool);
    connect(dialog, &ShareDialog::copyRequested, this, &ShareActions::copyShareCode);
    dialog->show();
    return dialog;
}

void ShareActions::chooseImageFile()
{
    const ff::Level* level = levelOrSayWhyNot(tr("Choose a level that can be played to export its picture."));
    if (!level)
        return;
    const QString name = QString::fromStdString(level->id) + QStringLiteral(".png");
    QString path = QFileDialog::getSaveFileName(
        window_, tr("Export a puzzle card"),
        QDir(QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)).filePath(name),
        tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive))
        path += QStringLiteral(".png");
    exportImage(path);
}

bool ShareActions::exportImage(const QString& path)
{
    const ff::Level* level = levelOrSayWhyNot(tr("Choose a level that can be played to export its picture."));
    if (!level)
        return false;
    QString error;
    if (!writeCard(*level, path, error)) {
        showWarningBox(window_, tr("Cannot export the image"), error);
        return false;
    }
    window_->statusBar()->showMessage(tr("Saved the puzzle card: %1").arg(QDir::toNativeSeparators(path)),
                                      kStatusTimeoutMs);
    return true;
}

bool ShareActions::writeCard(const ff::Level& level, const QString& path, QString& error)
{
    return PuzzleCard::save(PuzzleCard::render(level), path, error);
}

QString ShareActions::clipboardShareCode()
{
    const QString text = QApplication::clipboard()->text();
    if (!ff::looksLikeShareCode(text.toStdString()) && !(alsoPasted_ && alsoPasted_(text))) {
        showWarningBox(window_, tr("Paste share code"),
                       tr("The clipboard holds no share code. Copy the whole code (it starts "
                          "with “FF2-” or “FF1-”) and try again."));
        return {};
    }
    return text;
}

} // namespace ff::ui
