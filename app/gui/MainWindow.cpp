// The main window's frame, the session and the navigation between the browser and
// the level in play (see MainWindow.h for the other parts).
#include "app/gui/MainWindow.h"

#include "app/gui/AppSettings.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelText.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/ProgressStore.h"
#include "app/gui/RandomPuzzlePage.h"
#include "app/gui/SoundPlayer.h"
#include "board/LevelWords.h"
#include "board/PlayerView.h"
#include "board/ShareActions.h"
#include "editor/EditorWindow.h"
#include "engine/LevelIo.h"
#include "engine/ShareCode.h"

#include <QCloseEvent>
#include <QListWidget>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QUndoGroup>
#include <QUndoStack>

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

    share_ = new ffui::ShareActions(this, [this]() -> const ff::Level* {
        const LevelEntry* entry = library_->find(targetKey());
        return library_->isPlayable(entry, AppSettings::unlockAll()) ? &*entry->level : nullptr;
    });
    connect(share_, &ffui::ShareActions::codePasted, this, &MainWindow::openShareCode);
    createFileActions();
    createGameActions();
    createMenusAndToolBar();
    applySettings();
    // Sounds of the run: its sub-moves as they are animated, and a win.
    connect(playerView()->animator(), &ffui::RunAnimator::subMoveStarted, sound_,
            [this](int type) { sound_->play(SoundPlayer::soundForEvent(type)); });

    ffui::PlayerView* view = playerView();
    connect(browser_, &LevelBrowser::levelActivated, this, [this](const QString& key) { openLevel(key); });
    connect(view, &ffui::PlayerView::runFinished, this, &MainWindow::runFinished);
    connect(view, &ffui::PlayerView::hintUsed, this, [this](ffui::HintKind kind) {
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
    share_->setShareable(readable);
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
    setWindowTitle(ffui::LevelWords::title(*entry->level));
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
