#include "app/gui/MainMenus.h"

#include "app/gui/AppSettings.h"
#include "app/gui/EditorLauncher.h"
#include "app/gui/HelpActions.h"
#include "app/gui/LevelActions.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelNavigator.h"
#include "app/gui/PlayControls.h"
#include "app/gui/PlayTracker.h"
#include "app/gui/RandomPuzzles.h"
#include "board/ShareActions.h"

#include <QAction>
#include <QLabel>
#include <QLayout>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSlider>
#include <QToolBar>
#include <QToolButton>

#include <initializer_list>

namespace ff::app {

namespace {
// The speed slider's width in the toolbar, and when the toolbar is short of room.
constexpr int kSpeedWidth = 140;
constexpr int kNarrowSpeedWidth = 90;
} // namespace

MainMenus::MainMenus(LevelNavigator& navigator, const Parts& parts)
    : QObject(navigator.mainWindow()), nav_(navigator), parts_(parts)
{
    createMenuBar();
    createContextMenu();
    createToolBar();
}

void MainMenus::addTargetActions(QMenu* menu)
{
    ff::ui::ShareActions* share = parts_.levels->shareActions();
    menu->addAction(parts_.editors->editLevelAction());
    menu->addAction(parts_.editors->editCopyAction());
    menu->addSeparator();
    menu->addAction(share->copyCodeAction());
    menu->addAction(share->exportImageAction());
    menu->addAction(share->pasteCodeAction());
}

void MainMenus::createMenuBar()
{
    QMenuBar* bar = nav_.mainWindow()->menuBar();
    QMenu* file = bar->addMenu(tr("&File"));
    file->addAction(parts_.editors->newLevelAction());
    file->addAction(parts_.levels->openAction());
    file->addAction(parts_.levels->importAction());
    file->addSeparator();
    addTargetActions(file);
    file->addSeparator();
    file->addAction(parts_.quit);

    QMenu* edit = bar->addMenu(tr("&Edit"));
    edit->addAction(parts_.controls->undoAction());
    edit->addAction(parts_.controls->redoAction());
    edit->addSeparator();
    edit->addAction(parts_.settings);

    QMenu* game = bar->addMenu(tr("&Game"));
    game->addAction(parts_.back);
    game->addAction(parts_.next);
    game->addAction(parts_.random->newPuzzleAction());
    game->addAction(parts_.random->keepAction());
    game->addSeparator();
    game->addAction(parts_.controls->restartAction());
    game->addAction(parts_.controls->releaseAction());
    game->addAction(parts_.play->showSolutionAction());

    QMenu* help = bar->addMenu(tr("&Help"));
    help->addAction(parts_.help->helpAction());
    help->addAction(parts_.help->legendAction());
    help->addAction(parts_.help->aboutAction());
}

void MainMenus::createContextMenu()
{
    LevelBrowser* browser = parts_.browser;
    auto* menu = new QMenu(nav_.mainWindow());
    menu->setObjectName(QStringLiteral("levelContextMenu"));
    QAction* play = menu->addAction(tr("&Play"));
    connect(play, &QAction::triggered, this, [this] { nav_.openLevel(parts_.browser->selectedKey()); });
    menu->setDefaultAction(play);
    menu->addSeparator();
    addTargetActions(menu);
    menu->addSeparator();
    menu->addAction(parts_.editors->newLevelAction());
    menu->addSeparator();
    menu->addAction(browser->renameAction());
    menu->addAction(browser->deleteAction());
    menu->addAction(browser->undoDeleteAction());
    menu->addAction(browser->openFolderAction());
    connect(menu, &QMenu::aboutToShow, this, [this, play] {
        const LevelEntry* entry = nav_.library()->find(parts_.browser->selectedKey());
        play->setEnabled(nav_.library()->isPlayable(entry, AppSettings::unlockAll()));
    });
    browser->setContextMenu(menu);
}

void MainMenus::createToolBar()
{
    QToolBar* bar = nav_.mainWindow()->addToolBar(tr("Game"));
    toolBar_ = bar;
    bar->setObjectName(QStringLiteral("gameToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setIconSize(QSize(20, 20));
    bar->addAction(parts_.back);
    bar->addAction(parts_.next);
    bar->addAction(parts_.random->newPuzzleAction());
    bar->addAction(parts_.random->keepAction());
    bar->addSeparator();
    bar->addAction(parts_.controls->undoAction());
    bar->addAction(parts_.controls->redoAction());
    bar->addSeparator();

    auto* speedLabel = new QLabel(tr("Speed"));
    speedLabel->setContentsMargins(8, 0, 6, 0);
    speedLabel_ = bar->addWidget(speedLabel);
    speed_ = bar->addWidget(parts_.controls->speedSlider());

    auto* spacer = new QWidget;
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bar->addWidget(spacer);
    bar->addAction(parts_.help->legendAction());
    bar->addAction(parts_.settings);
}

void MainMenus::fitToolBar()
{
    // Every step below starts undone, so that what a narrow page gave up comes back on
    // a page with room.
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (QAction* a : toolBar_->actions()) {
        if (auto* button = qobject_cast<QToolButton*>(toolBar_->widgetForAction(a)))
            button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    }
    // Their texts name the step to undo and change with every move: icons only (the
    // text shows as the tooltip), so the toolbar does not shift under the pointer.
    for (QAction* a : {parts_.controls->undoAction(), parts_.controls->redoAction()}) {
        if (auto* button = qobject_cast<QToolButton*>(toolBar_->widgetForAction(a)))
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    }
    QSlider* speed = parts_.controls->speedSlider();
    speed->setFixedWidth(kSpeedWidth);
    speedLabel_->setVisible(true);
    speed_->setVisible(true);
    const auto fits = [this] {
        toolBar_->layout()->invalidate();
        return toolBar_->sizeHint().width() <= nav_.mainWindow()->width();
    };
    if (fits())
        return;
    // Too narrow (German labels at 800 pixels): the slider shortens first, the Legend
    // gives up its text (it stays as the tooltip), then the speed slider leaves the
    // toolbar (the speed stays in the settings), then the other buttons give up their
    // texts one by one, the least needed first, so that the others keep theirs.
    speed->setFixedWidth(kNarrowSpeedWidth);
    if (fits())
        return;
    const auto iconOnly = [this](QAction* a) {
        if (auto* button = qobject_cast<QToolButton*>(toolBar_->widgetForAction(a)); button && a->isVisible())
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    };
    iconOnly(parts_.help->legendAction());
    if (fits())
        return;
    speedLabel_->setVisible(false);
    speed_->setVisible(false);
    for (QAction* a :
         {parts_.random->keepAction(), parts_.random->newPuzzleAction(), parts_.next, parts_.back}) {
        if (fits())
            return;
        iconOnly(a);
    }
}

} // namespace ff::app
