// The main window's actions, menus, toolbar and settings.
#include "app/gui/MainWindow.h"

#include "app/gui/AppSettings.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/RandomPuzzlePage.h"
#include "app/gui/SettingsDialog.h"
#include "app/gui/SoundPlayer.h"
#include "board/LegendDialog.h"
#include "board/PlayerView.h"
#include "board/ShareActions.h"
#include "editor/EditorWindow.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QResizeEvent>
#include <QSlider>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <QUndoGroup>

namespace {
QIcon themed(const char* name, QStyle::StandardPixmap fallback)
{
    return QIcon::fromTheme(QString::fromLatin1(name), QApplication::style()->standardIcon(fallback));
}
} // namespace

void MainWindow::createFileActions()
{
    openAction_ = new QAction(themed("document-open", QStyle::SP_DialogOpenButton), tr("&Open…"), this);
    openAction_->setShortcut(QKeySequence::Open);
    openAction_->setToolTip(tr("Open a level or pack file"));
    connect(openAction_, &QAction::triggered, this, &MainWindow::chooseFileToOpen);

    importAction_ = new QAction(tr("&Import into My levels…"), this);
    importAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    connect(importAction_, &QAction::triggered, this, &MainWindow::chooseFileToImport);

    newLevelAction_ = new QAction(themed("document-new", QStyle::SP_FileIcon), tr("&New level…"), this);
    newLevelAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    newLevelAction_->setToolTip(tr("Make a level of your own in the level editor (Ctrl+Shift+N)"));
    connect(newLevelAction_, &QAction::triggered, this, [this] { newLevel(); });

    editLevelAction_ =
        new QAction(themed("document-edit", QStyle::SP_FileDialogContentsView), tr("&Edit this level"), this);
    editLevelAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    editLevelAction_->setToolTip(
        tr("Open this level of yours in the level editor; saving there changes its file (Ctrl+Shift+E)"));
    connect(editLevelAction_, &QAction::triggered, this, [this] { editLevel(targetKey()); });

    editCopyAction_ = new QAction(tr("Edit a &copy"), this);
    editCopyAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    editCopyAction_->setToolTip(
        tr("Open a copy of this level in the level editor; the original stays as it is (Ctrl+E)"));
    connect(editCopyAction_, &QAction::triggered, this, [this] { editCopy(targetKey()); });

    quitAction_ = new QAction(tr("&Quit"), this);
    quitAction_->setShortcut(QKeySequence::Quit);
    quitAction_->setMenuRole(QAction::QuitRole);
    // Quitting closes the editors too, each asking about unsaved work first.
    connect(quitAction_, &QAction::triggered, this, [this] {
        for (ffui::EditorWindow* editor : openEditors()) {
            if (editor->isVisible() && !editor->close())
                return;
        }
        close();
    });
}

void MainWindow::createGameActions()
{
    nextAction_ = new QAction(themed("go-next", QStyle::SP_ArrowForward), tr("&Next unsolved"), this);
    nextAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_N));
    nextAction_->setToolTip(tr("Open the next level you have not solved yet (Ctrl+N)"));
    connect(nextAction_, &QAction::triggered, this, [this] { openNextUnsolved(); });

    newPuzzleAction_ = new QAction(themed("view-refresh", QStyle::SP_BrowserReload), tr("New &puzzle"), this);
    newPuzzleAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    newPuzzleAction_->setToolTip(tr("Another random puzzle of the same difficulty and mechanics (Ctrl+P)"));
    connect(newPuzzleAction_, &QAction::triggered, this, [this] { browser_->randomPage()->newPuzzle(); });

    keepAction_ = new QAction(themed("document-save", QStyle::SP_DialogSaveButton), tr("&Keep"), this);
    keepAction_->setShortcut(QKeySequence::Save);
    keepAction_->setToolTip(tr("Keep this random puzzle in My levels (Ctrl+S)"));
    connect(keepAction_, &QAction::triggered, this, [this] { keepRandomPuzzle(); });

    backAction_ = new QAction(themed("go-previous", QStyle::SP_ArrowBack), tr("&Back to levels"), this);
    backAction_->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_L), QKeySequence::Back});
    backAction_->setToolTip(tr("Back to the level browser (Ctrl+L)"));
    connect(backAction_, &QAction::triggered, this, &MainWindow::showBrowser);

    undoAction_ = undoGroup_->createUndoAction(this, tr("&Undo"));
    undoAction_->setIcon(themed("edit-undo", QStyle::SP_ArrowLeft));
    undoAction_->setShortcut(QKeySequence::Undo);
    redoAction_ = undoGroup_->createRedoAction(this, tr("&Redo"));
    redoAction_->setIcon(themed("edit-redo", QStyle::SP_ArrowRight));
    redoAction_->setShortcuts(QKeySequence::Redo);
    // The toolbar shows them as arrows only: the tooltip says what they do.
    const auto undoTips = [this] {
        const QString undo = undoGroup_->undoText();
        const QString redo = undoGroup_->redoText();
        undoAction_->setToolTip(undo.isEmpty() ? tr("Undo (Ctrl+Z)") : tr("Undo: %1 (Ctrl+Z)").arg(undo));
        redoAction_->setToolTip(redo.isEmpty() ? tr("Redo (Ctrl+Shift+Z)")
                                               : tr("Redo: %1 (Ctrl+Shift+Z)").arg(redo));
    };
    connect(undoGroup_, &QUndoGroup::undoTextChanged, this, undoTips);
    connect(undoGroup_, &QUndoGroup::redoTextChanged, this, undoTips);
    connect(undoGroup_, &QUndoGroup::activeStackChanged, this, undoTips);
    undoTips();

    restartAction_ = new QAction(themed("view-refresh", QStyle::SP_BrowserReload), tr("Re&start"), this);
    restartAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    restartAction_->setToolTip(tr("Take every placed piece back (Ctrl+R)"));
    connect(restartAction_, &QAction::triggered, this, [this] { playerView()->restart(); });

    releaseAction_ =
        new QAction(themed("media-playback-start", QStyle::SP_MediaPlay), tr("&Release the monster"), this);
    releaseAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    releaseAction_->setToolTip(tr("Let the monster run once every piece is placed (Ctrl+Return)"));
    connect(releaseAction_, &QAction::triggered, this, [this] { playerView()->release(); });

    showSolutionAction_ =
        new QAction(themed("help-hint", QStyle::SP_DialogHelpButton), tr("Show s&olution…"), this);
    showSolutionAction_->setToolTip(
        tr("Give up: place the solution and let the monster run; the level counts as solution shown"));
    connect(showSolutionAction_, &QAction::triggered, this, &MainWindow::askToShowSolution);

    settingsAction_ =
        new QAction(QIcon::fromTheme(QStringLiteral("preferences-system")), tr("&Settings…"), this);
    settingsAction_->setShortcut(QKeySequence::Preferences);
    settingsAction_->setMenuRole(QAction::PreferencesRole);
    connect(settingsAction_, &QAction::triggered, this, &MainWindow::showSettings);

    helpAction_ = new QAction(themed("help-contents", QStyle::SP_DialogHelpButton), tr("&How to play"), this);
    helpAction_->setShortcut(QKeySequence::HelpContents);
    connect(helpAction_, &QAction::triggered, this, &MainWindow::showHelp);

    legendAction_ =
        new QAction(themed("help-browser", QStyle::SP_MessageBoxInformation), tr("&Legend"), this);
    legendAction_->setObjectName(QStringLiteral("legendAction"));
    legendAction_->setShortcut(QKeySequence(Qt::Key_F2));
    legendAction_->setToolTip(tr("What every piece and mark of the board does (F2)"));
    connect(legendAction_, &QAction::triggered, this, [this] { ffui::LegendDialog::showFor(this); });

    aboutAction_ = new QAction(tr("&About Furunkulus"), this);
    aboutAction_->setMenuRole(QAction::AboutRole);
    connect(aboutAction_, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createMenusAndToolBar()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(newLevelAction_);
    file->addAction(openAction_);
    file->addAction(importAction_);
    file->addSeparator();
    file->addAction(editLevelAction_);
    file->addAction(editCopyAction_);
    file->addSeparator();
    file->addAction(share_->copyCodeAction());
    file->addAction(share_->exportImageAction());
    file->addAction(share_->pasteCodeAction());
    file->addSeparator();
    file->addAction(quitAction_);

    auto* levelMenu = new QMenu(this);
    levelMenu->setObjectName(QStringLiteral("levelContextMenu"));
    QAction* play = levelMenu->addAction(tr("&Play"));
    connect(play, &QAction::triggered, this, [this] { openLevel(browser_->selectedKey()); });
    levelMenu->setDefaultAction(play);
    levelMenu->addSeparator();
    levelMenu->addAction(editLevelAction_);
    levelMenu->addAction(editCopyAction_);
    levelMenu->addSeparator();
    levelMenu->addAction(share_->copyCodeAction());
    levelMenu->addAction(share_->exportImageAction());
    levelMenu->addAction(share_->pasteCodeAction());
    levelMenu->addSeparator();
    levelMenu->addAction(newLevelAction_);
    levelMenu->addSeparator();
    levelMenu->addAction(browser_->renameAction());
    levelMenu->addAction(browser_->deleteAction());
    levelMenu->addAction(browser_->undoDeleteAction());
    levelMenu->addAction(browser_->openFolderAction());
    connect(levelMenu, &QMenu::aboutToShow, this, [this, play] {
        const LevelEntry* entry = library_->find(browser_->selectedKey());
        play->setEnabled(library_->isPlayable(entry, AppSettings::unlockAll()));
    });
    browser_->setContextMenu(levelMenu);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(undoAction_);
    edit->addAction(redoAction_);
    edit->addSeparator();
    edit->addAction(settingsAction_);

    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(backAction_);
    game->addAction(nextAction_);
    game->addAction(newPuzzleAction_);
    game->addAction(keepAction_);
    game->addSeparator();
    game->addAction(restartAction_);
    game->addAction(releaseAction_);
    game->addAction(showSolutionAction_);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(helpAction_);
    help->addAction(legendAction_);
    help->addAction(aboutAction_);

    QToolBar* bar = addToolBar(tr("Game"));
    toolBar_ = bar;
    bar->setObjectName(QStringLiteral("gameToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setIconSize(QSize(20, 20));
    bar->addAction(backAction_);
    bar->addAction(nextAction_);
    bar->addAction(newPuzzleAction_);
    bar->addAction(keepAction_);
    bar->addSeparator();
    bar->addAction(undoAction_);
    bar->addAction(redoAction_);
    bar->addSeparator();

    auto* speedLabel = new QLabel(tr("Speed"));
    speedLabel->setContentsMargins(8, 0, 6, 0);
    bar->addWidget(speedLabel);
    speed_ = new QSlider(Qt::Horizontal);
    speed_->setObjectName(QStringLiteral("speedSlider"));
    speed_->setRange(0, static_cast<int>(AppSettings::speedSteps().size()) - 1);
    speed_->setPageStep(1);
    speed_->setFixedWidth(140);
    speed_->setFocusPolicy(Qt::NoFocus);
    bar->addWidget(speed_);
    connect(speed_, &QSlider::valueChanged, this, &MainWindow::setSpeedFromSlider);

    auto* spacer = new QWidget;
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bar->addWidget(spacer);
    bar->addAction(legendAction_);
    bar->addAction(settingsAction_);
}

void MainWindow::fitToolBar()
{
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // Their texts name the step to undo and change with every move: icons only (the
    // text shows as the tooltip), so the toolbar does not shift under the pointer.
    for (QAction* a : {undoAction_, redoAction_}) {
        if (auto* button = qobject_cast<QToolButton*>(toolBar_->widgetForAction(a)))
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    }
    // A narrow window shows every button as an icon with its tooltip rather than
    // hiding the last ones (Legend, Settings) behind the extension arrow.
    if (toolBar_->sizeHint().width() > width())
        toolBar_->setToolButtonStyle(Qt::ToolButtonIconOnly);
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    fitToolBar();
}

void MainWindow::setSpeedFromSlider(int position)
{
    const int speed = AppSettings::speedSteps().value(position);
    playerView()->setAnimationSpeed(speed);
    speed_->setToolTip(tr("Animation speed: %1").arg(AppSettings::speedLabel(speed)));
}

void MainWindow::applySettings()
{
    speed_->setValue(AppSettings::speedPosition(AppSettings::animationSpeed()));
    setSpeedFromSlider(speed_->value());
    browser_->setUnlockAll(AppSettings::unlockAll());
    sound_->setVolume(AppSettings::soundVolume());
}

void MainWindow::showSettings()
{
    const QString language = AppSettings::effectiveLanguage();
    SettingsDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    applySettings();
    if (isPlaying())
        updateActions();
    else
        showBrowser();
    if (AppSettings::effectiveLanguage() != language)
        emit languageChanged();
}
