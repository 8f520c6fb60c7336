#include "app/gui/MainWindow.h"

#include "app/gui/AppSettings.h"
#include "app/gui/BrowserStyle.h"
#include "app/gui/CommunityPage.h"
#include "app/gui/EditorLauncher.h"
#include "app/gui/HelpActions.h"
#include "app/gui/LevelActions.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelText.h"
#include "app/gui/MainMenus.h"
#include "app/gui/OnlineSettingsPage.h"
#include "app/gui/PlayControls.h"
#include "app/gui/PlayTracker.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/ProgressStore.h"
#include "app/gui/RandomPuzzlePage.h"
#include "app/gui/RandomPuzzles.h"
#include "app/gui/SettingsDialog.h"
#include "app/gui/SoundPlayer.h"
#include "board/AppDataDir.h"
#include "board/LevelWords.h"
#include "board/PlayerView.h"
#include "board/ShareActions.h"
#include "board/ThemedIcon.h"
#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"
#include "online/HubAccount.h"
#include "online/HubSession.h"

#include <QAction>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QListWidget>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>

namespace ff::app {

MainWindow::MainWindow(LevelLibrary* library, QWidget* parent, ff::online::HubSession* hub)
    : QMainWindow(parent),
      library_(library ? library : new LevelLibrary(QStringLiteral(":/levels"), {}, this)),
      hub_(hub ? hub : new ff::online::HubSession(ff::ui::appDataDir(), this)),
      randomPage_(new RandomPuzzlePage), communityPage_(new CommunityPage(library_)),
      browser_(new LevelBrowser(library_, randomPage_, communityPage_)), page_(new PlayerPage),
      stack_(new QStackedWidget), sound_(new SoundPlayer(this)), levelActions_(new LevelActions(*this, this)),
      editors_(new EditorLauncher(*this, this)), play_(new PlayTracker(*this, sound_, this)),
      random_(new RandomPuzzles(*this, this)), controls_(new PlayControls(page_->playerView(), this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    stack_->addWidget(browser_);
    stack_->addWidget(page_);
    setCentralWidget(stack_);

    connect(levelActions_, &LevelActions::editRequested, editors_, &EditorLauncher::editUnsaved);
    menus_ = createMenus();
    applySettings();
    connectPlayer();
    connectRandomPuzzles();
    connectHub();
    connect(browser_, &LevelBrowser::levelActivated, this, [this](const QString& key) { openLevel(key); });
    connect(browser_, &LevelBrowser::currentLevelChanged, this, &MainWindow::updateActions);

    setWindowTitle(tr("Levels"));
    QIcon icon;
    for (const int size : {16, 32, 48, 64, 128})
        icon.addPixmap(BrowserStyle::monsterPixmap(size, 1.0));
    setWindowIcon(icon);
    // Never larger than the screen: the window is usable down to 800 x 600. The
    // frame, added once shown, is taken off then (fitFrameToScreen).
    resize(QSize(1180, 780).boundedTo(screen()->availableGeometry().size()));
    showBrowser();
    selectTutorialUntilStarted();
}

void MainWindow::connectPlayer()
{
    ff::ui::PlayerView* view = playerView();
    // Sounds of the run: its sub-moves as they are animated (PlayTracker plays a win).
    connect(view->animator(), &ff::ui::RunAnimator::subMoveStarted, sound_,
            [this](int type) { sound_->play(SoundPlayer::soundForEvent(type)); });
    connect(view, &ff::ui::PlayerView::placementsChanged, this, &MainWindow::saveSession);
    connect(view, &ff::ui::PlayerView::sightToggled, this, [this](bool on) {
        if (library_->collectionOf(currentKey_) != LevelLibrary::Tutorial)
            AppSettings::setShowSight(on);
    });
    // After a random puzzle the next one is a new random puzzle; the next community
    // level is fetched from the hub first.
    connect(page_, &PlayerPage::nextLevelRequested, this, [this] {
        const LevelLibrary::Collection collection = library_->collectionOf(currentKey_);
        if (collection == LevelLibrary::Random)
            random_->newPuzzleAction()->trigger();
        else if (collection == LevelLibrary::Community)
            communityPage_->play(nextInCollection());
        else
            openLevel(nextInCollection());
    });
}

void MainWindow::connectRandomPuzzles()
{
    connect(random_, &RandomPuzzles::newPuzzleRequested, randomPage_, &RandomPuzzlePage::newPuzzle);
    connect(random_, &RandomPuzzles::resumableChanged, randomPage_, &RandomPuzzlePage::showResumable);
    connect(randomPage_->maker(), &RandomPuzzleMaker::puzzleReady, random_,
            [this](const ff::Level& level) { random_->openRandomPuzzle(level); });
    connect(randomPage_, &RandomPuzzlePage::resumeRequested, random_, &RandomPuzzles::resumeRandomPuzzle);
    connect(randomPage_, &RandomPuzzlePage::keepRequested, random_, &RandomPuzzles::keepUnsolvedPuzzle);
    // The page shows the puzzle being made.
    connect(randomPage_, &RandomPuzzlePage::newPuzzleStarted, this, [this] {
        if (isPlaying())
            showBrowser();
    });
    connect(play_, &PlayTracker::randomPuzzleSolved, randomPage_, &RandomPuzzlePage::updateSolved);
}

void MainWindow::connectHub()
{
    const auto load = [this] {
        const ff::online::HubCache cache = hub_->cache();
        const bool set = hub_->isSet();
        library_->setHub(hub_->address(), set ? cache.weeks() : std::vector<ff::online::HubWeek>{},
                         set ? cache.communityLevels() : std::vector<ff::online::CommunityLevel>{});
    };
    connect(hub_, &ff::online::HubSession::weeksChanged, this, load);
    load();
    // With the hub's cached weeks known, a current week that neither they nor the
    // shipped series hold is made on this computer and kept in the app's data folder.
    library_->setMadeWeeksDir(hub_->dataRoot() + QStringLiteral("/weeks"));
    if (!hub_->outbox()->loadProblem().isEmpty())
        showStatus(hub_->outbox()->loadProblem(), 3 * kStatusTimeoutMs);
    browser_->setHub(hub_);
    connect(communityPage_, &CommunityPage::problem, this, [this](const QString& text) { showStatus(text); });
    connect(hub_, &ff::online::HubSession::stateChanged, this, [this] {
        if (hub_->state() == ff::online::HubSession::State::Offline)
            showStatus(hub_->stateText());
    });
}

MainMenus* MainWindow::createMenus()
{
    backAction_ =
        new QAction(ff::ui::themedIcon("go-previous", QStyle::SP_ArrowBack), tr("&Back to levels"), this);
    backAction_->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_L), QKeySequence::Back});
    backAction_->setToolTip(tr("Back to the level browser (Ctrl+L)"));
    connect(backAction_, &QAction::triggered, this, &MainWindow::showBrowser);

    auto* next =
        new QAction(ff::ui::themedIcon("go-next", QStyle::SP_ArrowForward), tr("&Next unsolved"), this);
    next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_N));
    next->setToolTip(tr("Open the next level you have not solved yet (Ctrl+N)"));
    connect(next, &QAction::triggered, this, &MainWindow::openNextUnsolved);

    auto* settings =
        new QAction(QIcon::fromTheme(QStringLiteral("preferences-system")), tr("&Settings…"), this);
    settings->setShortcut(QKeySequence::Preferences);
    settings->setMenuRole(QAction::PreferencesRole);
    connect(settings, &QAction::triggered, this, &MainWindow::showSettings);

    auto* quit = new QAction(tr("&Quit"), this);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    // Quitting closes the editors too, each asking about unsaved work first.
    connect(quit, &QAction::triggered, this, [this] {
        if (editors_->closeAll())
            close();
    });
    return new MainMenus(*this, {levelActions_, editors_, controls_, play_, random_, new HelpActions(this),
                                 browser_, backAction_, next, settings, quit});
}

void MainWindow::selectTutorialUntilStarted()
{
    const std::vector<LevelEntry>& tutorial = library_->entries(LevelLibrary::Tutorial);
    // The first level is the first unsolved one as long as it is unsolved.
    if (!tutorial.empty() && !ProgressStore::isSolved(tutorial.front().key))
        browser_->selectLevel(tutorial.front().key);
}

ff::ui::PlayerView* MainWindow::playerView() const
{
    return page_->playerView();
}

bool MainWindow::isPlaying() const
{
    return stack_->currentWidget() == page_;
}

QString MainWindow::targetKey() const
{
    return isPlaying() ? currentKey_ : browser_->selectedKey();
}

void MainWindow::showBrowser()
{
    random_->showResumable();
    browser_->refresh();
    if (!currentKey_.isEmpty())
        browser_->selectLevel(currentKey_);
    stack_->setCurrentWidget(browser_);
    setWindowTitle(tr("Levels"));
    updateActions();
    browser_->levelList()->setFocus();
}

void MainWindow::selectLevel(const QString& key)
{
    browser_->selectLevel(key);
}

void MainWindow::playCommunityLevel(const QString& slug)
{
    showBrowser();
    browser_->showCollection(LevelLibrary::Community);
    communityPage_->playSlug(slug);
}

void MainWindow::updateActions()
{
    const bool playing = isPlaying();
    backAction_->setEnabled(playing);
    controls_->setPlaying(playing);
    const bool playable = library_->isPlayable(library_->find(targetKey()), AppSettings::unlockAll());
    editors_->updateActions(playable);
    levelActions_->shareActions()->setShareable(playable);
    play_->showSolutionAction()->setEnabled(playing);
    random_->updateActions();
    menus_->fitToolBar();
}

void MainWindow::showStatus(const QString& text, int timeoutMs)
{
    statusBar()->showMessage(text, timeoutMs);
}

bool MainWindow::openLevel(const QString& key)
{
    const LevelEntry* entry = library_->find(key);
    if (!entry) {
        showStatus(tr("This level is no longer available."));
        return false;
    }
    if (entry->broken()) {
        showStatus(LevelText::fileCannotBePlayed(entry->error));
        return false;
    }
    if (library_->isLocked(*entry, AppSettings::unlockAll())) {
        showStatus(LevelText::locked(entry->weekMonday));
        return false;
    }
    if (library_->collectionOf(key) != LevelLibrary::Random)
        randomPage_->cancel(); // the player chose another level meanwhile
    currentKey_ = key;
    play_->levelOpened();
    ff::ui::PlayerView* view = playerView();
    view->setLevel(*entry->level);
    // The tutorial teaches by showing what the monster sees; elsewhere the player's
    // own choice holds, wherever the level was opened from.
    view->setShowSight(library_->collectionOf(key) == LevelLibrary::Tutorial || AppSettings::showSight());
    page_->showLevel(*entry->level, key);
    stack_->setCurrentWidget(page_);
    setWindowTitle(ff::ui::LevelWords::title(*entry->level));
    updateActions();
    view->setFocus();
    saveSession();
    return true;
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
    showStatus(tr("Every level is solved. Well done!"));
    return false;
}

QString MainWindow::nextInCollection() const
{
    const LevelLibrary::Collection collection = library_->collectionOf(currentKey_);
    // The community levels listed on the Community page, not only the ones played.
    if (collection == LevelLibrary::Community)
        return communityPage_->nextUnsolved(currentKey_);
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

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::WindowStateChange)
        play_->setMinimised(isMinimized());
    QMainWindow::changeEvent(event);
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    menus_->fitToolBar();
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (shownOnce_)
        return;
    shownOnce_ = true;
    // The frame is known once the window system has put it around the window.
    QTimer::singleShot(0, this, &MainWindow::fitFrameToScreen);
}

void MainWindow::fitFrameToScreen()
{
    if (isMaximized() || isFullScreen())
        return;
    const QRect area = screen()->availableGeometry();
    const QRect frame = frameGeometry();
    const QRect inner = geometry();
    const QMargins margins(inner.left() - frame.left(), inner.top() - frame.top(),
                           frame.right() - inner.right(), frame.bottom() - inner.bottom());
    const QSize size = this->size().boundedTo(area.size().shrunkBy(margins));
    const QSize frameSize = size.grownBy(margins);
    const QPoint at(std::clamp(frame.x(), area.left(), area.left() + area.width() - frameSize.width()),
                    std::clamp(frame.y(), area.top(), area.top() + area.height() - frameSize.height()));
    resize(size);
    move(at);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!LevelActions::droppedLevelFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QStringList paths = LevelActions::droppedLevelFiles(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    levelActions_->importFiles(paths);
}

void MainWindow::applySettings()
{
    controls_->applySpeedSetting();
    browser_->setUnlockAll(AppSettings::unlockAll());
    sound_->setVolume(AppSettings::soundVolume());
}

void MainWindow::showSettings()
{
    const QString language = AppSettings::effectiveLanguage();
    const QUrl hubAddress = ff::online::HubAccount::address();
    SettingsDialog dialog(this);
    bool accountChanged = false;
    connect(dialog.onlinePage(), &OnlineSettingsPage::accountChanged, this,
            [&accountChanged] { accountChanged = true; });
    const bool accepted = dialog.exec() == QDialog::Accepted;
    if (accountChanged || ff::online::HubAccount::address() != hubAddress)
        hub_->reconfigure();
    if (!accepted)
        return;
    applySettings();
    // The browser shows the settings' effects where it was: showBrowser would select
    // the level played last instead of the one selected.
    if (!isPlaying()) {
        const QString selected = browser_->selectedKey();
        browser_->refresh();
        if (!selected.isEmpty())
            browser_->selectLevel(selected);
    }
    updateActions();
    if (AppSettings::effectiveLanguage() != language)
        emit languageChanged();
}

} // namespace ff::app
