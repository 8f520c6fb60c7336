// The state tour: the app driven through every state a player meets, with a real hub
// on 127.0.0.1 (OnlineHub), in the language of FF_TOUR_LANGUAGE (en or de) on the
// screen of the offscreen platform's configuration (tests/app/screen-*.json). In each
// state every visible window and dialog lies within the screen's available area,
// needs no more than it, shows no text elided or cut where it has room
// (AppTestCase::screenFitProblems and elisionProblems) and hides no toolbar button
// behind the toolbar's extension arrow: every page, a level of each
// collection, the dialogs, hints answered, a loss, a win on the largest weekly board,
// a scrubbed run, Show solution, a kept and a discarded random puzzle, the online
// states (registered, hub away, a solve waiting, the rank shown) and the editor after
// New, Generate, Verify, Make It Unique and Publish.
#include "app/gui/AppClock.h"
#include "app/gui/AppSettings.h"
#include "app/gui/AppShell.h"
#include "app/gui/CommunityPage.h"
#include "app/gui/EditorLauncher.h"
#include "app/gui/LeaderboardDialog.h"
#include "app/gui/LevelActions.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/MainWindow.h"
#include "app/gui/OnlineSettingsPage.h"
#include "app/gui/PlayTracker.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/ProgressStore.h"
#include "app/gui/RandomPuzzlePage.h"
#include "app/gui/RandomPuzzles.h"
#include "app/gui/ReportDialog.h"
#include "app/gui/SettingsDialog.h"
#include "board/LegendDialog.h"
#include "board/PlayerView.h"
#include "board/RunAnimator.h"
#include "board/ShareActions.h"
#include "board/ShareDialog.h"
#include "editor/EditorWindow.h"
#include "editor/GenerateDialog.h"
#include "editor/LevelEditDocument.h"
#include "editor/PublishDialog.h"
#include "editor/VerifyPanel.h"
#include "engine/files/ShareCode.h"
#include "online/HubAccount.h"
#include "online/HubSession.h"
#include "online/Outbox.h"
#include "tests/app/AppTestCase.h"
#include "tests/editor/EditorTests.h"
#include "tests/online/OnlineHub.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>

#include <functional>
#include <memory>
#include <vector>

using namespace ff::app;
using ff::online::HubAccount;
using ff::online::HubSession;

// Fails unless the state `where` fits the screen with its texts whole (stateProblems).
#define TOUR_VERIFY_STATE(where)                                                                             \
    do {                                                                                                     \
        const QString stateProblems = TestTour::stateProblems(where);                                        \
        QVERIFY2(stateProblems.isEmpty(), qPrintable(stateProblems));                                        \
    } while (false)

namespace {

// How long a step of the tour waits for the hub, the solver or the generator (ms).
constexpr int kWait = 30000;

// Clicks the first button of `box` with `role` (the roles hold in every language).
bool clickRole(QMessageBox* box, QMessageBox::ButtonRole role)
{
    for (QAbstractButton* button : box->buttons()) {
        if (box->buttonRole(button) == role) {
            button->click();
            return true;
        }
    }
    return false;
}

QAction* actionWithRole(QWidget* window, QAction::MenuRole role)
{
    for (QAction* action : window->findChildren<QAction*>()) {
        if (action->menuRole() == role)
            return action;
    }
    return nullptr;
}

} // namespace

class TestTour : public apptest::AppTestCase {
    Q_OBJECT
public:
    // What does not fit the screen, is elided with room or hides behind a toolbar's
    // extension arrow, in the state `where` (named with the language and the
    // screen's size); empty when all is well.
    static QString stateProblems(const QString& where);

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void pages();
    void dialogs();
    void hintsLossScrubWinAndSolution();
    void randomPuzzles();
    void online();
    void editor();

private:
    // The app as a player starts it, in the tour's language, its window active.
    void startApp();
    MainWindow* window() const { return shell_->window(); }
    // Runs `act` on the next modal dialog, records the dialog's state as `where`
    // and closes it unless `act` did; the problems found, for after exec() returned.
    void inModal(const QString& where, std::function<void(QWidget*)> act, QString& problems);

    QString language_;
    onlinetest::OnlineHub hub_;
    std::unique_ptr<AppShell> shell_;
};

QString TestTour::stateProblems(const QString& where)
{
    QApplication::processEvents();
    const QSize screen = QApplication::primaryScreen()->size();
    const QString state = QStringLiteral("%1 (%2, %3 x %4)")
                              .arg(where, AppSettings::language())
                              .arg(screen.width())
                              .arg(screen.height());
    QStringList problems;
    for (const QString& found : {screenFitProblems(state), elisionProblems(state)}) {
        if (!found.isEmpty())
            problems << found;
    }
    // No toolbar button hides behind the extension arrow.
    for (QWidget* window : QApplication::topLevelWidgets()) {
        for (const QToolBar* bar : window->findChildren<QToolBar*>()) {
            if (bar->window() != window || !bar->isVisible())
                continue;
            for (QAction* action : bar->actions()) {
                const QWidget* button = bar->widgetForAction(action);
                if (action->isVisible() && !action->isSeparator() && button && !button->isVisible())
                    problems << QStringLiteral(
                                    "%1: \"%2\" behind the extension of the toolbar %3 (%4 px wide)")
                                    .arg(state, action->text(), bar->objectName())
                                    .arg(bar->width());
            }
        }
    }
    return problems.join(QLatin1Char('\n'));
}

void TestTour::initTestCase()
{
    language_ = qEnvironmentVariable("FF_TOUR_LANGUAGE", QStringLiteral("en"));
    QVERIFY(dir_.isValid());
    // A home of this run's own: no hub cache, outbox or session of an earlier run.
    const QString home = dir_.filePath(QStringLiteral("home"));
    QVERIFY(QDir().mkpath(home));
    qputenv("HOME", home.toLocal8Bit());
    for (const char* variable : {"XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"})
        qunsetenv(variable);
    // The app's today is the hub's: This week is the hub's week whatever the computer's date.
    qputenv(AppClock::kVariable, onlinetest::kNow.toLatin1());
    setUp();
    QVERIFY2(hub_.start(), qPrintable(hub_.errorOutput()));
}

void TestTour::init()
{
    reset();
    HubAccount::setRunAddress({});
    AppSettings::setLanguage(language_);
    if (hub_.process().port() == 0 || !hub_.process().get("/api/v1/health").status)
        QVERIFY2(hub_.restart(), qPrintable(hub_.errorOutput()));
}

void TestTour::cleanup()
{
    closeEditors();
    const QWidget* main = shell_ ? shell_->window() : nullptr;
    for (QWidget* w : QApplication::topLevelWidgets()) {
        if (w->isVisible() && w != main)
            w->close();
    }
    shell_.reset();
    AppSettings::setLanguage(QStringLiteral("en"));
    AppShell().applyLanguage();
}

void TestTour::startApp()
{
    shell_ = std::make_unique<AppShell>();
    shell_->applyLanguage();
    shell_->start({});
    QVERIFY(QTest::qWaitForWindowExposed(window()));
    window()->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window()));
}

void TestTour::inModal(const QString& where, std::function<void(QWidget*)> act, QString& problems)
{
    problems = QStringLiteral("%1: no dialog shown").arg(where);
    answerModal([where, act, &problems](QWidget* dialog) {
        QApplication::processEvents();
        problems = stateProblems(where);
        if (act)
            act(dialog);
        if (dialog->isVisible())
            dialog->close();
    });
}

// The first start, every page of the browser, and a level of each collection that
// has one to play; the first tutorial level solved.
void TestTour::pages()
{
    startApp();
    TOUR_VERIFY_STATE(QStringLiteral("first start"));
    MainWindow* w = window();
    for (int c = 0; c < LevelLibrary::CollectionCount; ++c) {
        const auto collection = static_cast<LevelLibrary::Collection>(c);
        w->showBrowser();
        w->browser()->showCollection(collection);
        TOUR_VERIFY_STATE(QStringLiteral("page %1").arg(LevelLibrary::collectionTitle(collection)));
        for (const LevelEntry& entry : w->library()->entries(collection)) {
            if (!w->library()->isPlayable(&entry, false))
                continue;
            QVERIFY(w->openLevel(entry.key));
            TOUR_VERIFY_STATE(QStringLiteral("playing %1").arg(entry.key));
            if (collection == LevelLibrary::Tutorial) {
                QCOMPARE(apptest::runPlacements(w->playerView(), *entry.level->solution),
                         ff::Outcome::Solved);
                TOUR_VERIFY_STATE(QStringLiteral("solved %1").arg(entry.key));
            }
            break;
        }
    }
}

// Settings (each tab), How to play, About, the Legend, a share code shown and opened,
// Open, Import and Export image, New level.
void TestTour::dialogs()
{
    startApp();
    MainWindow* w = window();
    QVERIFY(w->openLevel(QStringLiteral("builtin:weekly-2026-w47")));

    QString problems;
    QStringList tabProblems;
    inModal(
        QStringLiteral("Settings"),
        [&tabProblems](QWidget* dialog) {
            auto* tabs = dialog->findChild<QTabWidget*>();
            for (int i = 0; tabs && i < tabs->count(); ++i) {
                tabs->setCurrentIndex(i);
                if (const QString found =
                        stateProblems(QStringLiteral("Settings › %1").arg(tabs->tabText(i)));
                    !found.isEmpty())
                    tabProblems << found;
            }
        },
        problems);
    QAction* settings = actionWithRole(w, QAction::PreferencesRole);
    QVERIFY(settings);
    settings->trigger();
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
    QVERIFY2(tabProblems.isEmpty(), qPrintable(tabProblems.join(QLatin1Char('\n'))));

    inModal(QStringLiteral("How to play"), {}, problems);
    QAction* help = actionWithShortcut(w, QKeySequence::HelpContents);
    QVERIFY(help);
    help->trigger();
    QVERIFY2(problems.isEmpty(), qPrintable(problems));

    inModal(QStringLiteral("About"), {}, problems);
    QAction* about = actionWithRole(w, QAction::AboutRole);
    QVERIFY(about);
    about->trigger();
    QVERIFY2(problems.isEmpty(), qPrintable(problems));

    auto* legendAction = w->findChild<QAction*>(QStringLiteral("legendAction"));
    QVERIFY(legendAction);
    legendAction->trigger();
    auto* legend = w->findChild<ff::ui::LegendDialog*>();
    QVERIFY(legend && legend->isVisible());
    TOUR_VERIFY_STATE(QStringLiteral("Legend"));
    legend->close();

    ff::ui::ShareDialog* share = w->levelActions()->showShareCode();
    QVERIFY(share && share->isVisible());
    TOUR_VERIFY_STATE(QStringLiteral("share code"));
    share->close();

    QVERIFY(w->levelActions()->openShareCode(QString::fromStdString(ff::encodeShareCode(sharedLevel()))));
    auto* keep = w->findChild<QMessageBox*>(QStringLiteral("keepBox"));
    QVERIFY(keep && keep->isVisible());
    TOUR_VERIFY_STATE(QStringLiteral("a share code opened, Keep asked"));
    QVERIFY(clickRole(keep, QMessageBox::RejectRole));
    TOUR_VERIFY_STATE(QStringLiteral("playing a share code's level"));

    inModal(QStringLiteral("Open"), {}, problems);
    w->levelActions()->openAction()->trigger();
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
    inModal(QStringLiteral("Import into My levels"), {}, problems);
    w->levelActions()->importAction()->trigger();
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
    inModal(QStringLiteral("Export image"), {}, problems);
    w->levelActions()->shareActions()->exportImageAction()->trigger();
    QVERIFY2(problems.isEmpty(), qPrintable(problems));

    inModal(QStringLiteral("New level"), {}, problems);
    QVERIFY(!w->editors()->newLevel());
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
}

// On the largest weekly board: both hints answered, a loss scrubbed from the keyboard,
// a win scrubbed, back to placing, won again and on to the next level from the Solved
// panel, and there Show solution asked and shown.
void TestTour::hintsLossScrubWinAndSolution()
{
    AppSettings::setUnlockAll(true);
    startApp();
    MainWindow* w = window();
    const QString key = largestWeeklyLevel(*w->library());
    QVERIFY(w->openLevel(key));
    TOUR_VERIFY_STATE(QStringLiteral("placing on the largest weekly board"));
    ff::ui::PlayerView* view = w->playerView();
    const ff::Level level = view->level();

    view->setPlacements({level.solution->front()});
    view->requestHint(ff::ui::HintKind::CompletableCheck);
    QTRY_VERIFY_WITH_TIMEOUT(!view->isHintPending(), kWait);
    TOUR_VERIFY_STATE(QStringLiteral("Still completable? answered"));
    view->requestHint(ff::ui::HintKind::PieceShown);
    QTRY_VERIFY_WITH_TIMEOUT(!view->isHintPending(), kWait);
    TOUR_VERIFY_STATE(QStringLiteral("Show one piece answered"));

    const auto scrub = [this, view](const QString& run) {
        const ff::ui::RunAnimator* animator = view->animator();
        QWidget* focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keyClick(focus, Qt::Key_Home);
        QCOMPARE(animator->shownStep(), 0L);
        TOUR_VERIFY_STATE(QStringLiteral("%1, scrubbed to its start").arg(run));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
        QCOMPARE(animator->shownStep(), 1L);
        TOUR_VERIFY_STATE(QStringLiteral("%1, scrubbed to step 1").arg(run));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_End);
        QCOMPARE(animator->shownStep(), animator->totalSteps());
        TOUR_VERIFY_STATE(QStringLiteral("%1, scrubbed to its end").arg(run));
    };

    const std::vector<ff::Placement> losing = losingPlacements(level);
    QVERIFY(!losing.empty());
    QCOMPARE(apptest::runPlacements(view, losing), ff::Outcome::OwnTokenLost);
    TOUR_VERIFY_STATE(QStringLiteral("lost"));
    scrub(QStringLiteral("lost run"));
    if (QTest::currentTestFailed())
        return;
    view->returnToEditing();
    TOUR_VERIFY_STATE(QStringLiteral("back to placing after the loss"));

    QCOMPARE(apptest::runPlacements(view, *level.solution), ff::Outcome::Solved);
    QVERIFY(w->playerPage()->isSolvedShown());
    TOUR_VERIFY_STATE(QStringLiteral("won on the largest weekly board"));
    scrub(QStringLiteral("won run"));
    if (QTest::currentTestFailed())
        return;
    view->returnToEditing();
    TOUR_VERIFY_STATE(QStringLiteral("back to placing after the win"));
    QCOMPARE(apptest::runPlacements(view, *level.solution), ff::Outcome::Solved);
    auto* next = w->findChild<QPushButton*>(QStringLiteral("nextLevelButton"));
    QVERIFY(next && next->isVisible());
    next->click();
    QVERIFY(w->currentKey() != key);
    TOUR_VERIFY_STATE(QStringLiteral("the next level, opened from the Solved panel"));

    auto* tracker = w->findChild<PlayTracker*>();
    QVERIFY(tracker);
    tracker->showSolutionAction()->trigger();
    auto* box = w->findChild<QMessageBox*>(QStringLiteral("showSolutionBox"));
    QVERIFY(box && box->isVisible());
    TOUR_VERIFY_STATE(QStringLiteral("Show solution? asked"));
    QSignalSpy finished(view, &ff::ui::PlayerView::runFinished);
    QVERIFY(clickRole(box, QMessageBox::AcceptRole));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kWait);
    TOUR_VERIFY_STATE(QStringLiteral("solution shown"));
}

// A random puzzle, kept in My levels; another one, discarded for a new one whose
// making is cancelled.
void TestTour::randomPuzzles()
{
    startApp();
    MainWindow* w = window();
    auto* random = w->findChild<RandomPuzzles*>(QStringLiteral("randomPuzzles"));
    QVERIFY(random);
    const ff::Level kept = asGenerated(sharedLevel(), 5, 0x7fffffffffffffff);
    QVERIFY(random->openRandomPuzzle(kept));
    TOUR_VERIFY_STATE(QStringLiteral("random puzzle"));
    w->playerView()->setPlacements({kept.solution->front()});
    QVERIFY(random->keepAction()->isEnabled());
    random->keepAction()->trigger();
    QVERIFY(!random->keepAction()->isEnabled());
    TOUR_VERIFY_STATE(QStringLiteral("random puzzle kept"));
    w->showBrowser();
    w->browser()->showCollection(LevelLibrary::Random);
    TOUR_VERIFY_STATE(QStringLiteral("Random page after Keep"));
    w->browser()->showCollection(LevelLibrary::MyLevels);
    QVERIFY(itemFor(w->browser(), w->library()->entries(LevelLibrary::MyLevels).front().key));
    TOUR_VERIFY_STATE(QStringLiteral("My levels with the kept puzzle"));
    QString problems;
    inModal(QStringLiteral("Rename"), {}, problems);
    w->browser()->renameAction()->trigger();
    QVERIFY2(problems.isEmpty(), qPrintable(problems));

    const ff::Level discarded = asGenerated(sharedLevel(), 2, 0x2a);
    QVERIFY(random->openRandomPuzzle(discarded));
    w->playerView()->setPlacements({discarded.solution->front()});
    random->newPuzzleAction()->trigger();
    auto* question = w->findChild<QMessageBox*>(QStringLiteral("discardPuzzleBox"));
    QVERIFY(question && question->isVisible());
    TOUR_VERIFY_STATE(QStringLiteral("asked to discard the random puzzle"));
    QVERIFY(clickRole(question, QMessageBox::DestructiveRole));
    auto* page = w->findChild<RandomPuzzlePage*>();
    QVERIFY(page);
    // A puzzle the maker has prepared opens at once; else the page shows it being made.
    if (!page->maker()->isWaiting()) {
        QVERIFY(w->isPlaying());
        TOUR_VERIFY_STATE(QStringLiteral("random puzzle discarded, the prepared one opened"));
        return;
    }
    TOUR_VERIFY_STATE(QStringLiteral("random puzzle discarded, a new one being made"));
    page->cancel();
    TOUR_VERIFY_STATE(QStringLiteral("making of a random puzzle cancelled"));
}

// Registered in Settings › Online, the weeks, the Community page and the rank from
// the hub, the leaderboard; the hub away, a solve waiting for it, and delivered
// when it is back.
void TestTour::online()
{
    startApp();
    MainWindow* w = window();
    const QUrl address = hub_.address();
    QStringList registering;
    QString problems;
    inModal(
        QStringLiteral("Settings › Online"),
        [&](QWidget* modal) {
            auto* dialog = qobject_cast<SettingsDialog*>(modal);
            if (!dialog)
                return;
            dialog->showOnline();
            OnlineSettingsPage* page = dialog->onlinePage();
            const auto state = [&registering](const QString& where) {
                if (const QString found = stateProblems(where); !found.isEmpty())
                    registering << found;
            };
            state(QStringLiteral("Settings › Online, no hub"));
            page->findChild<QLineEdit*>(QStringLiteral("hubAddress"))->setText(address.toString());
            page->findChild<QPushButton*>(QStringLiteral("hubCheck"))->click();
            const QString asking = page->statusText();
            if (!QTest::qWaitFor([&] { return page->statusText() != asking; }, kWait))
                registering << QStringLiteral("the hub's check gave no answer");
            state(QStringLiteral("Settings › Online, hub checked"));
            page->findChild<QLineEdit*>(QStringLiteral("hubName"))->setText(QStringLiteral("Tour"));
            page->findChild<QPushButton*>(QStringLiteral("hubRegister"))->click();
            if (!QTest::qWaitFor([&] { return HubAccount::isRegistered(address); }, kWait))
                registering << QStringLiteral("not registered: ") + page->statusText();
            state(QStringLiteral("Settings › Online, registered"));
            page->findChild<QPushButton*>(QStringLiteral("hubTransferOut"))->click();
            if (!QTest::qWaitFor(
                    [&] { return page->findChild<QDialog*>(QStringLiteral("hubTransferCodeDialog")); },
                    kWait)) {
                registering << QStringLiteral("no transfer code: ") + page->statusText();
            } else {
                state(QStringLiteral("Settings › Online, transfer code"));
                page->findChild<QDialog*>(QStringLiteral("hubTransferCodeDialog"))->close();
            }
            dialog->accept();
        },
        problems);
    QAction* settings = actionWithRole(w, QAction::PreferencesRole);
    QVERIFY(settings);
    settings->trigger();
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
    QVERIFY2(registering.isEmpty(), qPrintable(registering.join(QLatin1Char('\n'))));
    QCOMPARE(HubAccount::address(), address);

    HubSession* hub = w->hub();
    LevelLibrary* library = w->library();
    QTRY_VERIFY_WITH_TIMEOUT(!library->entries(LevelLibrary::ThisWeek).front().hub.isEmpty(), kWait);
    QTRY_COMPARE_WITH_TIMEOUT(hub->state(), HubSession::State::Online, kWait);
    w->showBrowser();
    w->browser()->showCollection(LevelLibrary::ThisWeek);
    TOUR_VERIFY_STATE(QStringLiteral("This week from the hub"));
    w->browser()->showCollection(LevelLibrary::Community);
    auto* community = w->findChild<CommunityPage*>();
    QVERIFY(community);
    QTRY_VERIFY_WITH_TIMEOUT(!community->isBusy(), kWait);
    TOUR_VERIFY_STATE(QStringLiteral("Community from the hub"));

    const QString weekKey = library->entries(LevelLibrary::ThisWeek).front().key;
    QVERIFY(w->openLevel(weekKey));
    QCOMPARE(apptest::runPlacements(w->playerView(), *w->playerView()->level().solution),
             ff::Outcome::Solved);
    QTRY_VERIFY_WITH_TIMEOUT(ProgressStore::hubRecord(weekKey, address).rank > 0, kWait);
    auto* leaderboardButton = w->findChild<QPushButton*>(QStringLiteral("leaderboardButton"));
    QVERIFY(leaderboardButton);
    QTRY_VERIFY_WITH_TIMEOUT(leaderboardButton->isVisible(), kWait);
    TOUR_VERIFY_STATE(QStringLiteral("solved this week, rank shown"));
    leaderboardButton->click();
    auto* leaderboard = w->findChild<LeaderboardDialog*>();
    QVERIFY(leaderboard);
    QTRY_VERIFY_WITH_TIMEOUT(!leaderboard->isLoading(), kWait);
    TOUR_VERIFY_STATE(QStringLiteral("leaderboard"));
    leaderboard->close();

    QVERIFY(hub_.stop());
    hub->refresh();
    QTRY_COMPARE_WITH_TIMEOUT(hub->state(), HubSession::State::Offline, kWait);
    w->showBrowser();
    w->browser()->showCollection(LevelLibrary::ThisWeek);
    TOUR_VERIFY_STATE(QStringLiteral("hub away, This week"));
    w->browser()->showCollection(LevelLibrary::Community);
    TOUR_VERIFY_STATE(QStringLiteral("hub away, Community"));

    const QString archivedKey = library->entries(LevelLibrary::Archive).front().key;
    QVERIFY(w->openLevel(archivedKey));
    QVERIFY(w->playerView()->level().solution);
    QCOMPARE(apptest::runPlacements(w->playerView(), *w->playerView()->level().solution),
             ff::Outcome::Solved);
    QTRY_COMPARE_WITH_TIMEOUT(hub->outbox()->pending().size(), std::size_t(1), kWait);
    QTRY_VERIFY_WITH_TIMEOUT(!w->playerPage()->onlineText().isEmpty(), kWait);
    TOUR_VERIFY_STATE(QStringLiteral("hub away, a solve waiting in the outbox"));

    hub->setReconnectMs(200);
    hub->outbox()->setFirstRetryMs(100);
    QVERIFY2(hub_.restart(), qPrintable(hub_.errorOutput()));
    QTRY_VERIFY_WITH_TIMEOUT(hub->outbox()->pending().empty(), kWait);
    QTRY_VERIFY_WITH_TIMEOUT(ProgressStore::hubRecord(archivedKey, address).rank > 0, kWait);
    TOUR_VERIFY_STATE(QStringLiteral("hub back, the waiting solve delivered"));
}

// The editor after New, Generate, Verify, Make It Unique (asked and applied) and
// Publish (asked and done) to the hub.
void TestTour::editor()
{
    const QUrl address = hub_.address();
    HubAccount::setAddress(address);
    const std::string token = hub_.registerPlayer("Tour author");
    QVERIFY(!token.empty());
    HubAccount::setPlayer(address, QStringLiteral("Tour author"), QString::fromStdString(token));
    startApp();
    MainWindow* w = window();

    QString problems;
    inModal(
        QStringLiteral("New level"),
        [](QWidget* dialog) {
            if (auto* d = qobject_cast<QDialog*>(dialog))
                d->accept();
        },
        problems);
    ff::editor::EditorWindow* editor = w->editors()->newLevel();
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
    QVERIFY(editor);
    QVERIFY(QTest::qWaitForWindowExposed(editor));
    TOUR_VERIFY_STATE(QStringLiteral("editor after New"));

    ff::GeneratorOptions options;
    options.seed = 7;
    options.difficulty = 1;
    bool generating = false;
    problems = QStringLiteral("Generate: no dialog shown");
    answerModal([&](QWidget* modal) {
        problems = stateProblems(QStringLiteral("Generate"));
        auto* dialog = qobject_cast<ff::editor::GenerateDialog*>(modal);
        if (!dialog) {
            modal->close();
            return;
        }
        dialog->setOptions(options);
        dialog->setMaxSeconds(30);
        dialog->generate();
        generating = dialog->isRunning();
        if (const QString found = stateProblems(QStringLiteral("Generate, generating")); !found.isEmpty())
            problems += QLatin1Char('\n') + found;
        if (!generating)
            dialog->close();
    });
    editor->generate();
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
    QVERIFY(generating);
    QVERIFY(editor->document()->level().solution);
    TOUR_VERIFY_STATE(QStringLiteral("editor after Generate"));

    ff::editor::VerifyPanel* verify = editor->verifyPanel();
    verify->verify();
    QTRY_VERIFY_WITH_TIMEOUT(!verify->isRunning(), kWait);
    TOUR_VERIFY_STATE(QStringLiteral("editor after Verify"));

    editor->document()->setLevel(edtest::twoSolutionLevel());
    verify->verify();
    QTRY_VERIFY_WITH_TIMEOUT(!verify->isRunning(), kWait);
    QCOMPARE(verify->result().count, std::uint64_t(2));
    TOUR_VERIFY_STATE(QStringLiteral("editor after Verify, two solutions"));
    verify->makeUnique();
    QTRY_VERIFY_WITH_TIMEOUT(!verify->isRunning(), kWait);
    QVERIFY(!verify->proposals().proposals.empty());
    TOUR_VERIFY_STATE(QStringLiteral("Make It Unique answered"));
    verify->selectProposal(0);
    verify->applyProposal();
    QTRY_VERIFY_WITH_TIMEOUT(!verify->isRunning(), kWait);
    QCOMPARE(verify->result().count, std::uint64_t(1));
    TOUR_VERIFY_STATE(QStringLiteral("Make It Unique applied"));
    editor->setTestPlay(true);
    QVERIFY(editor->isTestPlaying());
    TOUR_VERIFY_STATE(QStringLiteral("editor, test-playing"));
    editor->setTestPlay(false);
    TOUR_VERIFY_STATE(QStringLiteral("editor, test-play ended"));

    editor->document()->undoStack()->setClean();
    QString error;
    QVERIFY2(editor->openFile(QStringLiteral(FF_TEST_DATA_DIR "/hub/corner.ffl.json"), &error),
             qPrintable(error));
    verify->verify();
    QTRY_VERIFY_WITH_TIMEOUT(verify->proof() == ff::editor::VerifyPanel::Proof::Proven, kWait);
    editor->updatePublishAction();
    QVERIFY2(editor->publishAction()->isEnabled(), qPrintable(editor->publishAction()->toolTip()));
    editor->publishAction()->trigger();
    ff::editor::PublishDialog* publish = editor->publishDialog();
    QVERIFY(publish && publish->isVisible());
    TOUR_VERIFY_STATE(QStringLiteral("Publish asked"));
    publish->publishButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(publish->state() != ff::editor::PublishDialog::State::Sending, kWait);
    QCOMPARE(publish->state(), ff::editor::PublishDialog::State::Published);
    TOUR_VERIFY_STATE(QStringLiteral("published"));
    publish->closeButton()->click();

    w->showBrowser();
    w->browser()->showCollection(LevelLibrary::Community);
    auto* community = w->findChild<CommunityPage*>();
    QVERIFY(community);
    community->reload();
    QTRY_VERIFY_WITH_TIMEOUT(!community->isBusy() && community->list()->count() > 0, kWait);
    TOUR_VERIFY_STATE(QStringLiteral("Community with the published level"));
    community->list()->setCurrentRow(0);
    community->askReport();
    auto* report = community->findChild<ReportDialog*>();
    QVERIFY(report && report->isVisible());
    TOUR_VERIFY_STATE(QStringLiteral("Report"));
    report->close();
    community->play(community->selectedKey());
    QTRY_VERIFY_WITH_TIMEOUT(w->isPlaying(), kWait);
    TOUR_VERIFY_STATE(QStringLiteral("playing a community level"));
}

QTEST_MAIN(TestTour)
#include "tst_tour.moc"
