#include "app/gui/MainWindow.h"

#include "app/gui/AppSettings.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelText.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/ProgressStore.h"
#include "app/gui/PuzzleCard.h"
#include "app/gui/RandomPuzzlePage.h"
#include "app/gui/SettingsDialog.h"
#include "app/gui/ShareDialog.h"
#include "app/gui/SoundPlayer.h"
#include "board/EngineText.h"
#include "board/LegendDialog.h"
#include "board/PlayerView.h"
#include "editor/AutosaveStore.h"
#include "editor/EditorWindow.h"
#include "editor/LevelEditDocument.h"
#include "editor/NewLevelDialog.h"
#include "engine/files/ShareCode.h"
#include "engine/search/Solver.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QResizeEvent>
#include <QScreen>
#include <QSlider>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <QUndoGroup>
#include <QUndoStack>

#include <utility>

namespace {
constexpr int kStatusTimeoutMs = 6000;

QIcon themed(const char* name, QStyle::StandardPixmap fallback)
{
    return QIcon::fromTheme(QString::fromLatin1(name), QApplication::style()->standardIcon(fallback));
}

QString levelFileFilter()
{
    return MainWindow::tr("Levels and packs (*.ffl.json *.ffpack.json);;All files (*)");
}

// The editor windows open now (top-level windows of their own).
QList<ffui::EditorWindow*> openEditors()
{
    QList<ffui::EditorWindow*> editors;
    for (QWidget* w : QApplication::topLevelWidgets()) {
        if (auto* editor = qobject_cast<ffui::EditorWindow*>(w))
            editors << editor;
    }
    return editors;
}

bool sameFile(const QString& a, const QString& b)
{
    return !a.isEmpty() && !b.isEmpty() && QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}
} // namespace

bool MainWindow::isShareCodeArgument(const QString& argument)
{
    return !QFileInfo::exists(argument) && ff::looksLikeShareCode(argument.toStdString());
}

MainWindow::MainWindow(LevelLibrary* library, QWidget* parent)
    : QMainWindow(parent),
      library_(library ? library : new LevelLibrary(QStringLiteral(":/levels"), {}, this)),
      browser_(new LevelBrowser(library_)), page_(new PlayerPage), stack_(new QStackedWidget),
      undoGroup_(new QUndoGroup(this)), sound_(new SoundPlayer(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    stack_->addWidget(browser_);
    stack_->addWidget(page_);
    setCentralWidget(stack_);

    createActions();
    createMenusAndToolBar();
    applySettings();
    // Sounds of the run: its sub-moves as they are animated, and a win.
    connect(playerView()->animator(), &ffui::RunAnimator::subMoveStarted, sound_,
            [this](int type) { sound_->play(SoundPlayer::soundForEvent(type)); });

    ffui::PlayerView* view = playerView();
    connect(browser_, &LevelBrowser::levelActivated, this, [this](const QString& key) { openLevel(key); });
    connect(view, &ffui::PlayerView::runFinished, this, &MainWindow::runFinished);
    connect(view, &ffui::PlayerView::hintUsed, this, [this](int kind) {
        if (currentKey_.isEmpty())
            return;
        ProgressStore::addHint(currentKey_, kind);
        page_->updateStats();
    });
    connect(view, &ffui::PlayerView::placementsChanged, this, &MainWindow::saveSession);
    // Giving up is offered where the hints are, not only in the Game menu.
    view->addHintAction(showSolutionAction_);
    connect(view, &ffui::PlayerView::sightToggled, this, [this](bool on) {
        if (library_->collectionOf(currentKey_) != LevelLibrary::Tutorial)
            AppSettings::setShowSight(on);
    });
    // A change of the pieces ends a replay or a shown solution: the next run is the player's.
    connect(view, &ffui::PlayerView::placementsChanged, this, [this] {
        demo_ = Demo::None;
        page_->hideSolved();
    });
    // After a random puzzle the next one is a new random puzzle.
    connect(page_, &PlayerPage::nextLevelRequested, this, [this] {
        if (library_->collectionOf(currentKey_) == LevelLibrary::Random)
            newPuzzleAction_->trigger();
        else
            openLevel(nextInCollection());
    });
    connect(page_, &PlayerPage::replayRequested, this, &MainWindow::replayWin);
    connect(browser_, &LevelBrowser::currentLevelChanged, this, &MainWindow::updateActions);
    connect(browser_->randomPage()->maker(), &RandomPuzzleMaker::puzzleReady, this,
            [this](const ff::Level& level) { openRandomPuzzle(level); });
    connect(browser_->randomPage(), &RandomPuzzlePage::resumeRequested, this,
            &MainWindow::resumeRandomPuzzle);
    // The page shows the puzzle being made.
    connect(browser_->randomPage(), &RandomPuzzlePage::newPuzzleStarted, this, [this] {
        if (isPlaying())
            showBrowser();
    });
    restoreRandomPuzzle();
    // Editors left open while the window was rebuilt (another language) report here now.
    for (ffui::EditorWindow* editor : openEditors())
        connect(editor, &ffui::EditorWindow::saved, this, &MainWindow::editorSaved);

    setWindowTitle(tr("Levels"));
    QIcon icon;
    for (const int size : {16, 32, 48, 64, 128})
        icon.addPixmap(LevelBrowser::monsterPixmap(size, 1.0));
    setWindowIcon(icon);
    // Never larger than the screen: the window is usable down to 800 x 600.
    resize(QSize(1180, 780).boundedTo(screen()->availableGeometry().size()));
    showBrowser();
    selectTutorialUntilStarted();
}

void MainWindow::selectTutorialUntilStarted()
{
    const std::vector<LevelEntry>& tutorial = library_->entries(LevelLibrary::Tutorial);
    // The first level is the first unsolved one as long as it is unsolved.
    if (!tutorial.empty() && !ProgressStore::isSolved(tutorial.front().key))
        browser_->selectLevel(tutorial.front().key);
}

ffui::PlayerView* MainWindow::playerView() const
{
    return page_->playerView();
}

bool MainWindow::isPlaying() const
{
    return stack_->currentWidget() == page_;
}

void MainWindow::createActions()
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

    copyCodeAction_ = new QAction(themed("edit-copy", QStyle::SP_FileLinkIcon), tr("Copy &share code"), this);
    copyCodeAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copyCodeAction_->setToolTip(tr("Copy this level as a short text that others can paste (Ctrl+Shift+C)"));
    connect(copyCodeAction_, &QAction::triggered, this, [this] {
        if (copyShareCode())
            showShareCode();
    });

    exportImageAction_ =
        new QAction(themed("image-x-generic", QStyle::SP_FileIcon), tr("Export &image…"), this);
    exportImageAction_->setToolTip(
        tr("Save a picture of this puzzle with its share code, ready to post (PNG)"));
    connect(exportImageAction_, &QAction::triggered, this, &MainWindow::chooseImageFile);

    pasteCodeAction_ =
        new QAction(themed("edit-paste", QStyle::SP_DialogOpenButton), tr("&Paste share code"), this);
    pasteCodeAction_->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), QKeySequence::Paste});
    pasteCodeAction_->setToolTip(tr("Play the level of a share code copied to the clipboard (Ctrl+Shift+V)"));
    connect(pasteCodeAction_, &QAction::triggered, this, [this] { pasteShareCode(); });

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
    file->addAction(copyCodeAction_);
    file->addAction(exportImageAction_);
    file->addAction(pasteCodeAction_);
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
    levelMenu->addAction(copyCodeAction_);
    levelMenu->addAction(exportImageAction_);
    levelMenu->addAction(pasteCodeAction_);
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

void MainWindow::updateActions()
{
    const bool playing = isPlaying();
    backAction_->setEnabled(playing);
    restartAction_->setEnabled(playing);
    releaseAction_->setEnabled(playing);
    undoGroup_->setActiveStack(playing ? playerView()->undoStack() : nullptr);
    const LevelEntry* entry = library_->find(targetKey());
    const bool readable = library_->isPlayable(entry, AppSettings::unlockAll());
    editLevelAction_->setEnabled(entry && library_->isUserFile(entry->source));
    editCopyAction_->setEnabled(readable);
    copyCodeAction_->setEnabled(readable);
    exportImageAction_->setEnabled(readable);
    showSolutionAction_->setEnabled(playing);
    const bool random = playing && library_->collectionOf(currentKey_) == LevelLibrary::Random;
    newPuzzleAction_->setVisible(random);
    keepAction_->setVisible(random);
    keepAction_->setEnabled(random && !isKept(*entry->level));
    fitToolBar();
}

QString MainWindow::targetKey() const
{
    return isPlaying() ? currentKey_ : browser_->selectedKey();
}

void MainWindow::showBrowser()
{
    showResumableRandomPuzzle();
    browser_->refresh();
    if (!currentKey_.isEmpty())
        browser_->selectLevel(currentKey_);
    stack_->setCurrentWidget(browser_);
    setWindowTitle(tr("Levels"));
    updateActions();
    browser_->levelList()->setFocus();
}

bool MainWindow::openLevel(const QString& key)
{
    const LevelEntry* entry = library_->find(key);
    if (!entry) {
        statusBar()->showMessage(tr("This level is no longer available."), kStatusTimeoutMs);
        return false;
    }
    if (entry->broken()) {
        statusBar()->showMessage(LevelText::fileCannotBePlayed(entry->error), kStatusTimeoutMs);
        return false;
    }
    if (library_->isLocked(*entry, AppSettings::unlockAll())) {
        statusBar()->showMessage(LevelText::locked(entry->weekMonday), kStatusTimeoutMs);
        return false;
    }
    if (library_->collectionOf(key) != LevelLibrary::Random)
        browser_->randomPage()->cancel(); // the player chose another level meanwhile
    currentKey_ = key;
    playedMs_ = 0;
    clock_.start();
    runsSinceOpen_ = 0;
    demo_ = Demo::None;
    lastWin_.reset();
    ffui::PlayerView* view = playerView();
    view->setLevel(*entry->level);
    // The tutorial teaches by showing what the monster sees; elsewhere the player's
    // own choice holds, wherever the level was opened from.
    view->setShowSight(library_->collectionOf(key) == LevelLibrary::Tutorial || AppSettings::showSight());
    QUndoStack* stack = view->undoStack();
    if (!undoGroup_->stacks().contains(stack))
        undoGroup_->addStack(stack);
    page_->showLevel(*entry->level, key);
    stack_->setCurrentWidget(page_);
    setWindowTitle(LevelText::title(*entry->level));
    updateActions();
    view->setFocus();
    saveSession();
    return true;
}

bool MainWindow::openFile(const QString& path)
{
    QString error;
    const QStringList keys = library_->openFile(path, error);
    if (keys.isEmpty()) {
        showBrowser();
        showWarning(tr("Cannot open the file"), error);
        return false;
    }
    return openLevel(keys.first());
}

bool MainWindow::restoreSession()
{
    const ProgressStore::Session session = ProgressStore::session();
    if (session.key.isEmpty())
        return false;
    if (!library_->find(session.key)) {
        const bool random = session.key.startsWith(QStringLiteral("random:"));
        if (random || session.key.startsWith(QStringLiteral("code:"))) {
            const ff::ShareDecode decoded = ff::decodeShareCode(session.source.toStdString());
            if (decoded.level && ff::validateLevel(*decoded.level).empty()) {
                if (random)
                    library_->addRandomLevel(*decoded.level);
                else
                    library_->addSharedLevel(*decoded.level);
            }
        } else if (!session.source.startsWith(QLatin1Char(':'))) {
            QString error;
            library_->openFile(session.source, error);
        }
    }
    if (!openLevel(session.key)) {
        ProgressStore::clearSession();
        showBrowser();
        return false;
    }
    playerView()->setPlacements(session.placements);
    saveSession();
    return true;
}

bool MainWindow::openNextUnsolved()
{
    static constexpr LevelLibrary::Collection kOrder[] = {
        LevelLibrary::Tutorial, LevelLibrary::ThisWeek, LevelLibrary::Archive, LevelLibrary::Upcoming,
        LevelLibrary::More,     LevelLibrary::MyLevels, LevelLibrary::Opened};
    QStringList keys;
    for (const auto c : kOrder) {
        for (const LevelEntry& e : library_->entries(c)) {
            if (library_->isPlayable(&e, AppSettings::unlockAll()))
                keys << e.key;
        }
    }
    const QString from = isPlaying() ? currentKey_ : browser_->selectedKey();
    const qsizetype start = keys.indexOf(from);
    for (qsizetype i = 1; i <= keys.size(); ++i) {
        const QString& key = keys[(start + i + keys.size()) % keys.size()];
        if (key != currentKey_ && !ProgressStore::isSolved(key))
            return openLevel(key);
    }
    statusBar()->showMessage(tr("Every level is solved. Well done!"), kStatusTimeoutMs);
    return false;
}

void MainWindow::runFinished(ff::Outcome outcome)
{
    if (currentKey_.isEmpty())
        return;
    if (outcome == ff::Outcome::Solved)
        sound_->play(SoundPlayer::Win);
    const Demo demo = std::exchange(demo_, Demo::None);
    if (demo == Demo::Replay && lastWin_)
        showWin(*lastWin_);
    if (demo != Demo::None)
        return;
    const bool firstSolve = outcome == ff::Outcome::Solved && !ProgressStore::isSolved(currentKey_);
    ProgressStore::addAttempt(currentKey_);
    ++runsSinceOpen_;
    if (outcome == ff::Outcome::Solved) {
        ProgressStore::markSolved(currentKey_);
        lastWin_ =
            ProgressStore::recordWin(currentKey_, runsSinceOpen_, playTimeMs(), playerView()->placements());
        const LevelEntry* entry = library_->find(currentKey_);
        if (entry->week && *entry->week == library_->currentWeek())
            ProgressStore::markWeekSolvedInTime(*entry->week);
    }
    if (firstSolve && library_->collectionOf(currentKey_) == LevelLibrary::Random) {
        ProgressStore::addRandomSolved(library_->find(currentKey_)->level->difficulty.value_or(0));
        browser_->randomPage()->updateSolved();
    }
    page_->updateStats();
    if (outcome == ff::Outcome::Solved)
        showWin(*lastWin_);
}

void MainWindow::showWin(const ProgressStore::Win& win)
{
    const LevelEntry* entry = library_->find(currentKey_);
    std::optional<int> streak;
    if (entry && entry->week)
        streak = ProgressStore::weeklyStreak(library_->currentWeek());
    const bool random = library_->collectionOf(currentKey_) == LevelLibrary::Random;
    page_->showSolved(win, streak, random || !nextInCollection().isEmpty());
}

QString MainWindow::nextInCollection() const
{
    const LevelLibrary::Collection collection = library_->collectionOf(currentKey_);
    std::vector<LevelLibrary::Collection> group{collection};
    if (collection == LevelLibrary::ThisWeek || collection == LevelLibrary::Archive)
        group = {LevelLibrary::ThisWeek, LevelLibrary::Archive};
    QStringList keys;
    for (const auto c : group) {
        for (const LevelEntry& e : library_->entries(c)) {
            if (library_->isPlayable(&e, AppSettings::unlockAll()))
                keys << e.key;
        }
    }
    const qsizetype start = keys.indexOf(currentKey_);
    for (qsizetype i = 1; i < keys.size(); ++i) {
        const QString& key = keys[(start + i) % keys.size()];
        if (key != currentKey_ && !ProgressStore::isSolved(key))
            return key;
    }
    return {};
}

qint64 MainWindow::playTimeMs() const
{
    return playedMs_ + (clock_.isValid() ? clock_.elapsed() : 0);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::WindowStateChange) {
        if (isMinimized() && clock_.isValid()) {
            playedMs_ += clock_.elapsed();
            clock_.invalidate();
        } else if (!isMinimized() && !clock_.isValid() && !currentKey_.isEmpty()) {
            clock_.start();
        }
    }
    QMainWindow::changeEvent(event);
}

bool MainWindow::playDemo(const std::vector<ff::Placement>& placements, bool solution)
{
    ffui::PlayerView* view = playerView();
    if (!isPlaying() || placements.empty() || !view->isPlayable())
        return false;
    view->returnToEditing();
    view->setPlacements(placements);
    demo_ = solution ? Demo::Solution : Demo::Replay;
    if (solution)
        view->releaseSolution();
    else
        view->release();
    // A run that finishes at once has reset demo_ already; one that did not start
    // must not leave it set for the player's next run.
    if (!view->isRunning())
        demo_ = Demo::None;
    return true;
}

bool MainWindow::replayWin()
{
    return playDemo(ProgressStore::winningPlacements(currentKey_), false);
}

void MainWindow::askToShowSolution()
{
    auto* box = new QMessageBox(QMessageBox::Question, tr("Show the solution?"),
                                tr("Give up and see the solution? The level then counts as "
                                   "“solution shown”, never as solved without hints."),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("showSolutionBox"));
    QPushButton* show = box->addButton(tr("Show Solution"), QMessageBox::AcceptRole);
    box->addButton(tr("Keep Trying"), QMessageBox::RejectRole);
    box->setDefaultButton(show);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, show](QAbstractButton* b) {
        if (b == show)
            showSolution();
    });
    box->open();
}

bool MainWindow::showSolution()
{
    if (!isPlaying() || !playerView()->isPlayable())
        return false;
    const ff::Level& level = playerView()->level();
    std::vector<ff::Placement> solution = level.solution.value_or(std::vector<ff::Placement>{});
    if (solution.empty()) {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        ff::SolveOptions options;
        options.limit = 1;
        const ff::SolveResult result = ff::Solver(level).solve(options);
        QApplication::restoreOverrideCursor();
        if (!result.solutions.empty())
            solution = result.solutions.front();
    }
    if (solution.empty()) {
        statusBar()->showMessage(tr("This level has no solution to show."), kStatusTimeoutMs);
        return false;
    }
    ProgressStore::markRevealed(currentKey_);
    page_->updateStats();
    statusBar()->showMessage(tr("This is a solution. The level is marked “solution shown”."),
                             2 * kStatusTimeoutMs);
    return playDemo(solution, true);
}

bool MainWindow::openRandomPuzzle(const ff::Level& level)
{
    const QString key = library_->addRandomLevel(level);
    ProgressStore::Session puzzle;
    puzzle.key = key;
    puzzle.source = QString::fromStdString(ff::encodeShareCode(level));
    ProgressStore::setRandomPuzzle(puzzle);
    return openLevel(key);
}

void MainWindow::restoreRandomPuzzle()
{
    const ProgressStore::Session puzzle = ProgressStore::randomPuzzle();
    if (puzzle.key.isEmpty() || library_->find(puzzle.key))
        return;
    const ff::ShareDecode decoded = ff::decodeShareCode(puzzle.source.toStdString());
    if (!decoded.level || !ff::validateLevel(*decoded.level).empty() ||
        library_->addRandomLevel(*decoded.level) != puzzle.key) {
        ProgressStore::clearRandomPuzzle();
        return;
    }
    showResumableRandomPuzzle();
}

void MainWindow::showResumableRandomPuzzle()
{
    const ProgressStore::Session puzzle = ProgressStore::randomPuzzle();
    const LevelEntry* entry = puzzle.key.isEmpty() ? nullptr : library_->find(puzzle.key);
    if (!entry || ProgressStore::isSolved(puzzle.key))
        browser_->randomPage()->showResumable({}, 0);
    else
        browser_->randomPage()->showResumable(LevelText::title(*entry->level),
                                              static_cast<int>(puzzle.placements.size()));
}

bool MainWindow::resumeRandomPuzzle()
{
    const ProgressStore::Session puzzle = ProgressStore::randomPuzzle();
    if (puzzle.key.isEmpty() || !openLevel(puzzle.key))
        return false;
    playerView()->setPlacements(puzzle.placements);
    saveSession();
    return true;
}

bool MainWindow::isKept(const ff::Level& level) const
{
    const std::vector<LevelEntry>& mine = library_->entries(LevelLibrary::MyLevels);
    return std::any_of(mine.begin(), mine.end(), [&](const LevelEntry& e) { return e.level == level; });
}

bool MainWindow::keepRandomPuzzle()
{
    const LevelEntry* entry = isPlaying() ? library_->find(currentKey_) : nullptr;
    if (!entry || library_->collectionOf(currentKey_) != LevelLibrary::Random || isKept(*entry->level))
        return false;
    const ff::Level level = *entry->level;
    QString error;
    if (library_->keepInMyLevels(level, error).isEmpty()) {
        showWarning(tr("Cannot keep the level"), error);
        return false;
    }
    updateActions();
    statusBar()->showMessage(tr("“%1” is kept in My levels.").arg(LevelText::title(level)), kStatusTimeoutMs);
    return true;
}

void MainWindow::saveSession()
{
    if (currentKey_.isEmpty())
        return;
    const LevelEntry* entry = library_->find(currentKey_);
    if (!entry)
        return;
    ProgressStore::Session session;
    session.key = currentKey_;
    session.source = entry->source;
    session.placements = playerView()->placements();
    ProgressStore::setSession(session);
    if (ProgressStore::randomPuzzle().key == currentKey_ && !ProgressStore::isSolved(currentKey_))
        ProgressStore::setRandomPuzzle(session);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveSession();
    event->accept();
}

namespace {
// The local level and pack files among dropped URLs.
QStringList droppedLevelFiles(const QMimeData* mime)
{
    QStringList paths;
    for (const QUrl& url : mime->urls()) {
        const QString path = url.toLocalFile();
        if (path.endsWith(QStringLiteral(".ffl.json")) || path.endsWith(QStringLiteral(".ffpack.json")))
            paths << path;
    }
    return paths;
}
} // namespace

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
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("warningBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::chooseFileToOpen()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a level"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
        levelFileFilter());
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::chooseFileToImport()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import a level into My levels"),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation), levelFileFilter());
    if (!path.isEmpty())
        importFiles({path});
}

bool MainWindow::copyShareCode()
{
    const LevelEntry* entry = library_->find(targetKey());
    if (!library_->isPlayable(entry, AppSettings::unlockAll())) {
        statusBar()->showMessage(tr("Choose a level that can be played to copy its share code."),
                                 kStatusTimeoutMs);
        return false;
    }
    const QString code = QString::fromStdString(ff::encodeShareCode(*entry->level));
    QApplication::clipboard()->setText(code);
    statusBar()->showMessage(tr("The share code of “%1” is in the clipboard (%2 characters). Paste it into a "
                                "message; others open it with File › Paste share code.")
                                 .arg(LevelText::title(*entry->level))
                                 .arg(code.size()),
                             2 * kStatusTimeoutMs);
    return true;
}

ShareDialog* MainWindow::showShareCode()
{
    const LevelEntry* entry = library_->find(targetKey());
    if (!library_->isPlayable(entry, AppSettings::unlockAll())) {
        statusBar()->showMessage(tr("Choose a level that can be played to copy its share code."),
                                 kStatusTimeoutMs);
        return nullptr;
    }
    auto* dialog = new ShareDialog(LevelText::title(*entry->level),
                                   QString::fromStdString(ff::encodeShareCode(*entry->level)), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // A tool window: the main window's shortcuts keep working while it is open.
    dialog->setWindowFlag(Qt::Tool);
    connect(dialog, &ShareDialog::copyRequested, this, &MainWindow::copyShareCode);
    dialog->show();
    return dialog;
}

void MainWindow::chooseImageFile()
{
    const LevelEntry* entry = library_->find(targetKey());
    if (!library_->isPlayable(entry, AppSettings::unlockAll()))
        return;
    const QString name = QString::fromStdString(entry->level->id) + QStringLiteral(".png");
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export a puzzle card"),
        QDir(QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)).filePath(name),
        tr("PNG images (*.png)"));
    if (!path.isEmpty())
        exportImage(path);
}

bool MainWindow::exportImage(const QString& path)
{
    const LevelEntry* entry = library_->find(targetKey());
    if (!library_->isPlayable(entry, AppSettings::unlockAll()))
        return false;
    const QImage card =
        PuzzleCard::render(*entry->level, QString::fromStdString(ff::encodeShareCode(*entry->level)));
    QString error;
    if (!PuzzleCard::save(card, path, error)) {
        showWarning(tr("Cannot export the image"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved the puzzle card: %1").arg(QDir::toNativeSeparators(path)),
                             kStatusTimeoutMs);
    return true;
}

bool MainWindow::pasteShareCode()
{
    const QString text = QApplication::clipboard()->text();
    if (!ff::looksLikeShareCode(text.toStdString())) {
        showWarning(tr("Paste share code"),
                    tr("The clipboard holds no share code. Copy the whole code (it starts "
                       "with “FF2-” or “FF1-”) and try again."));
        return false;
    }
    return openShareCode(text);
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
                            .arg(LevelText::title(*entry->level)),
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
        statusBar()->showMessage(tr("“%1” is kept in My levels.").arg(LevelText::title(level)),
                                 kStatusTimeoutMs);
    });
    box->open();
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
            .arg(LevelText::title(*entry->level)),
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

void MainWindow::showHelp()
{
    QMessageBox box(this);
    box.setWindowTitle(tr("How to play"));
    box.setTextFormat(Qt::RichText);
    box.setText(
        tr("<h3>Feed the monster</h3>"
           "<p>Place every piece of the inventory on the board, then release the monster. "
           "It looks ahead, left and right, turns towards the nearest token it sees and walks on. "
           "A level is solved when the monster eats every enemy token and none of yours.</p>"
           "<p><b>Mouse:</b> pick a piece in the inventory and click a cell, or drag it onto the board; "
           "drag a placed piece off the board or right-click it to take it back.</p>"
           "<p><b>Keyboard:</b> the arrow keys move the cursor; O, S, C, R, L and U choose an own token, "
           "a stone, a crystal or a right, left or U-turn stone; Space or Enter places it, Delete takes it "
           "back.</p>"
           "<p><b>During a run:</b> Space pauses, Right arrow plays one step, Esc skips to the end; "
           "afterwards Enter goes back to placing.</p>"
           "<p><b>Shortcuts:</b> Ctrl+Return releases the monster, Ctrl+Z and Ctrl+Shift+Z undo and redo, "
           "Ctrl+R restarts, Ctrl+N opens the next unsolved level, Ctrl+L goes back to the levels.</p>") +
        tr("<p><b>Your own levels:</b> File › New level… (Ctrl+Shift+N) opens the level editor on a new "
           "level; Edit a copy (Ctrl+E) opens a copy of any level there. Levels you save land in "
           "My levels, where Edit this level (Ctrl+Shift+E) changes them later. "
           "Copy share code (Ctrl+Shift+C) turns a level into a short text to send to friends; "
           "Paste share code (Ctrl+Shift+V) plays a level someone sent you. "
           "Right-click a level for all of these.</p>") +
        tr("<p><b>Random puzzles:</b> under Random puzzle, choose a difficulty and New puzzle makes a "
           "fresh one for you. While you play it, the next one is made, so New puzzle (Ctrl+P) is quick; "
           "Keep (Ctrl+S) saves the puzzle in My levels.</p>"));
    box.exec();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Furunkulus"),
                       tr("<h3>Furunkulus %1</h3>"
                          "<p>A puzzle game after the monster of the board game <i>Fearsome Floors</i> "
                          "(<i>Finstere Flure</i>) by Friedemann Friese.</p>"
                          "<p>A new puzzle every week.</p>")
                           .arg(QApplication::applicationVersion()));
}
