#include "app/gui/HelpActions.h"

#include "board/InventoryPalette.h"
#include "board/LegendDialog.h"
#include "board/ThemedIcon.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QMessageBox>
#include <QScreen>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ff::app {

HelpActions::HelpActions(QWidget* window) : QObject(window), window_(window)
{
    helpAction_ = new QAction(ff::ui::themedIcon("help-contents", QStyle::SP_MessageBoxQuestion),
                              tr("&How to play"), this);
    helpAction_->setShortcut(QKeySequence::HelpContents);
    connect(helpAction_, &QAction::triggered, this, &HelpActions::showHelp);

    legendAction_ = new QAction(ff::ui::themedIcon("help-browser", QStyle::SP_MessageBoxInformation),
                                tr("&Legend"), this);
    legendAction_->setObjectName(QStringLiteral("legendAction"));
    legendAction_->setShortcut(QKeySequence(Qt::Key_F2));
    legendAction_->setToolTip(tr("What every piece and mark of the board does (F2)"));
    connect(legendAction_, &QAction::triggered, this, [this] { ff::ui::LegendDialog::showFor(window_); });

    aboutAction_ = new QAction(tr("&About Furunkulus"), this);
    aboutAction_->setMenuRole(QAction::AboutRole);
    connect(aboutAction_, &QAction::triggered, this, &HelpActions::showAbout);
}

void HelpActions::showHelp()
{
    using ff::PieceKind;
    // The palette's key of a piece type (a token: the own one), as the player presses it.
    const auto key = [](PieceKind kind) {
        return QString(ff::ui::InventoryPalette::keyFor({kind, ff::Side::Own}));
    };
    const QString html =
        tr("<h3>Feed the monster</h3>"
           "<p>Place every piece of the inventory on the board, then release the monster. "
           "It looks ahead, left and right, turns towards the nearest token it sees and walks on. "
           "A level is solved when the monster eats every enemy token and none of yours.</p>"
           "<p><b>Mouse:</b> pick a piece in the inventory and click a cell, or drag it onto the board; "
           "drag a placed piece off the board or right-click it to take it back.</p>"
           "<p><b>Keyboard:</b> the arrow keys move the cursor; %1, %2, %3, %4, %5 and %6 choose an own "
           "token, a stone, a crystal or a right, left or U-turn stone; Space or Enter places it, Delete "
           "takes it back.</p>"
           "<p><b>During a run:</b> Space pauses, Right arrow plays one step, Esc skips to the end; "
           "afterwards Enter or Esc goes back to placing, except after a win: then Enter opens the next "
           "level.</p>"
           "<p><b>Shortcuts:</b> Ctrl+Return releases the monster, Ctrl+Z and Ctrl+Shift+Z undo and redo, "
           "Ctrl+R restarts, Ctrl+N opens the next unsolved level, Ctrl+L goes back to the levels.</p>")
            .arg(key(PieceKind::Token), key(PieceKind::Stone), key(PieceKind::Crystal),
                 key(PieceKind::TurnRight), key(PieceKind::TurnLeft), key(PieceKind::Turn180)) +
        tr("<p><b>Your own levels:</b> File › New level… (Ctrl+Shift+N, in the editor too) opens the level "
           "editor on a new level; Edit a copy (Ctrl+E) opens a copy of any level there. Levels you save "
           "land in My levels, where Edit this level (Ctrl+Shift+E) changes them later. "
           "Copy share code (Ctrl+Shift+C) turns a level into a short text to send to friends; "
           "Paste share code (Ctrl+Shift+V) plays a level someone sent you. "
           "Right-click a level for all of these.</p>") +
        tr("<p><b>Random puzzles:</b> under Random puzzle, choose a difficulty and New puzzle makes a "
           "fresh one for you. While you play it, the next one is made, so New puzzle (Ctrl+P) is quick; "
           "Keep (Ctrl+S) saves the puzzle in My levels.</p>");
    // A text that scrolls in a dialog no taller than the screen: a long translation
    // keeps OK in view on a small screen.
    QDialog dialog(window_);
    dialog.setWindowTitle(tr("How to play"));
    auto* browser = new QTextBrowser;
    browser->setObjectName(QStringLiteral("howToPlayText"));
    browser->setFrameShape(QFrame::NoFrame);
    browser->setHtml(html);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(browser, 1);
    layout->addWidget(buttons);
    constexpr int kTextWidth = 540;
    browser->document()->setTextWidth(kTextWidth);
    const QSize wanted(kTextWidth + 40,
                       int(browser->document()->size().height()) + buttons->sizeHint().height() + 60);
    // Room for the window's title bar and borders below the screen's available height.
    const QSize area = window_->screen()->availableGeometry().size();
    dialog.resize(wanted.boundedTo(QSize(area.width() - 40, area.height() * 9 / 10)));
    dialog.exec();
}

void HelpActions::showAbout()
{
    QMessageBox::about(window_, tr("About Furunkulus"),
                       tr("<h3>Furunkulus %1</h3>"
                          "<p>A puzzle game after the monster of the board game <i>Fearsome Floors</i> "
                          "(<i>Finstere Flure</i>) by Friedemann Friese.</p>"
                          "<p>A new puzzle every week.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace ff::app
