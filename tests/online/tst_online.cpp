// The app with a hub, as a new player meets it: the real furunkulus-server on
// 127.0.0.1 (OnlineHub) with the shipped weekly series and its clock on Wednesday of
// 2026-W48. Settings › Online registers a player; This week and the Archive come from
// the hub and stay in the cache, so they open with the hub stopped; a solve made while
// the hub is down is queued, survives a restart of the app and reaches the hub once
// when it is back; the Solved panel shows the rank, the leaderboard and the hub's
// streak; a forged token and a bad address are said clearly. A transfer code moves the
// account from one computer to another, both ways.
#include "app/gui/LeaderboardDialog.h"
#include "app/gui/LevelActions.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/MainWindow.h"
#include "app/gui/OnlineSettingsPage.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/ProgressStore.h"
#include "app/gui/SettingsDialog.h"
#include "board/PlayerView.h"
#include "engine/files/LevelIo.h"
#include "online/AppLink.h"
#include "online/HubAccount.h"
#include "online/HubSession.h"
#include "online/Outbox.h"
#include "tests/app/AppTestSettings.h"
#include "tests/online/OnlineHub.h"

#include <QClipboard>
#include <QDialog>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

#include <atomic>

using namespace ff::app;

using ff::online::HubAccount;
using ff::online::HubSession;
using onlinetest::kToday;

namespace {

const QString kWeek = QStringLiteral("2026-W48");

std::vector<ff::Placement> shippedSolution(const char* week)
{
    QFile f(QStringLiteral(FF_LEVELS_DIR "/weekly/%1.ffl.json").arg(QLatin1String(week)));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const ff::Loaded<ff::Level> loaded = ff::parseLevel(f.readAll().toStdString());
    return loaded.value && loaded.value->solution ? *loaded.value->solution : std::vector<ff::Placement>{};
}

// The app as it starts: a library on the hub's day, a hub session on `data`, the window.
struct App {
    explicit App(const QString& data)
        : library(QStringLiteral(":/levels"), data + QStringLiteral("/levels")), hub(data)
    {
        library.setToday(kToday);
        window = std::make_unique<MainWindow>(&library, nullptr, &hub);
    }
    const LevelEntry& thisWeek() const { return library.entries(LevelLibrary::ThisWeek).front(); }

    LevelLibrary library;
    HubSession hub;
    std::unique_ptr<MainWindow> window;
};

ff::Outcome play(MainWindow& window, const std::vector<ff::Placement>& placements)
{
    return apptest::runPlacements(window.playerView(), placements);
}

} // namespace

class TestOnline : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void withoutAHubNothingIsAsked();
    void settingsRegisterAPlayer();
    void settingsSayWhatIsWrong();
    void settingsSayAtOnceWhyAnAddressIsNone();
    void settingsGiveATransferCode();
    void settingsTakeAnAccountWithATransferCode();
    void settingsShowEveryLine();
    void settingsRowsKeepTheirPlaces();
    void weeksComeFromTheHubAndOpenOffline();
    void theWeeksPageNoticesTheHubGoingAway();
    void aSolveWhileTheHubIsDownArrivesOnce();
    void aWeeklySolveWhileTheHubIsAwayCountsInTheStreak();
    void aSolveQueuedInARunningAppArrivesWhenTheHubIsBack();
    void aForgedTokenIsSaidAndTheSolveWaits();
    void hubArgumentIsForThisRunOnly();
    void levelAddressesAreRead();
    void aLevelsAddressOpensIt();
    void appLinksAreRead();
    void aLevelsLinkOpensIt();
    void theTokenFollowsNoRedirectToAnotherHost();
    void anUnreadableOutboxIsKeptAside();
    void anUnwritableOutboxSaysSoAndKeepsTheSolve();
    // Last: it adds a solver to 2026-W48 and 2026-W45, which the tests above count.
    void aWeeklySolveWithoutAHubIsSentToTheHubRegisteredLater();

private:
    // Registers `name` over HTTP and keeps the player for the hub in the settings.
    QString registerOverHttp(const std::string& name);
    QString data();

    QTemporaryDir dir_;
    onlinetest::OnlineHub hub_;
    int dataDirs_ = 0;
};

void TestOnline::initTestCase()
{
    QVERIFY(dir_.isValid());
    apptest::useTemporarySettings(dir_.path());
    QVERIFY2(hub_.start(), qPrintable(hub_.errorOutput()));
}

void TestOnline::init()
{
    QSettings(QStringLiteral("Furunkulus"), QStringLiteral("Furunkulus")).clear();
    HubAccount::setRunAddress({});
    if (hub_.process().port() == 0 || !hub_.process().get("/api/v1/health").status)
        QVERIFY2(hub_.restart(), qPrintable(hub_.errorOutput()));
}

QString TestOnline::data()
{
    const QString path = dir_.filePath(QStringLiteral("data%1").arg(++dataDirs_));
    QDir().mkpath(path);
    return path;
}

QString TestOnline::registerOverHttp(const std::string& name)
{
    const QString token = QString::fromStdString(hub_.registerPlayer(name));
    if (token.isEmpty())
        return {};
    HubAccount::setPlayer(hub_.address(), QString::fromStdString(name), token);
    return token;
}

void TestOnline::withoutAHubNothingIsAsked()
{
    App app(data());
    QCOMPARE(app.hub.state(), HubSession::State::Off);
    // The shipped series: This week is the shipped level of 2026-W48, no hub's.
    QVERIFY(app.thisWeek().hub.isEmpty());
    QCOMPARE(app.thisWeek().key, QStringLiteral("builtin:weekly-2026-w48"));
    QVERIFY(!QDir(app.hub.cache().dir()).exists());
}

void TestOnline::settingsRegisterAPlayer()
{
    SettingsDialog dialog;
    OnlineSettingsPage* page = dialog.onlinePage();
    // Nothing to register without an address.
    QVERIFY(!page->findChild<QPushButton*>(QStringLiteral("hubRegister"))->isEnabled());
    page->findChild<QLineEdit*>(QStringLiteral("hubAddress"))
        ->setText(hub_.address().toString() + QStringLiteral("/"));
    page->findChild<QPushButton*>(QStringLiteral("hubCheck"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(page->statusText().contains(QStringLiteral("answers")), 10000);
    page->findChild<QLineEdit*>(QStringLiteral("hubName"))->setText(QStringLiteral("  Ada Lovelace "));
    QVERIFY(page->findChild<QPushButton*>(QStringLiteral("hubRegister"))->isEnabled());
    QSignalSpy changed(page, &OnlineSettingsPage::accountChanged);
    page->findChild<QPushButton*>(QStringLiteral("hubRegister"))->click();
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 10000);
    QVERIFY2(page->statusText().startsWith(QStringLiteral("Registered.")), qPrintable(page->statusText()));
    const QString token = HubAccount::token(hub_.address());
    QCOMPARE(token.size(), 64);
    // The token is kept, never shown.
    const QList<QLabel*> labels = dialog.findChildren<QLabel*>();
    bool playerShown = false;
    for (const QLabel* label : labels) {
        QVERIFY(!label->text().contains(token));
        playerShown = playerShown || label->text() == QStringLiteral("You play as Ada Lovelace on this hub.");
    }
    QVERIFY(playerShown);
    QVERIFY(!page->findChild<QPushButton*>(QStringLiteral("hubRegister"))->isEnabled());
    QVERIFY(page->findChild<QPushButton*>(QStringLiteral("hubForget"))->isVisible() || !dialog.isVisible());
    // OK stores the address (without the trailing slash); the hub knows the player.
    dialog.accept();
    QCOMPARE(HubAccount::address(), hub_.address());
    const HubReply me = hub_.process().get("/api/v1/players/me", token.toStdString());
    QCOMPARE(me.status, 200);
    QCOMPARE(me.body.value("name", std::string()), std::string("Ada Lovelace"));

    // Another computer cannot take the name, whatever its case.
    HubAccount::forget(hub_.address());
    SettingsDialog second;
    second.onlinePage()
        ->findChild<QLineEdit*>(QStringLiteral("hubName"))
        ->setText(QStringLiteral("ADA LOVELACE"));
    second.onlinePage()->findChild<QPushButton*>(QStringLiteral("hubRegister"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(second.onlinePage()->statusText().contains(QStringLiteral("Another player")),
                             10000);
    QVERIFY(!HubAccount::isRegistered(hub_.address()));
}

// While an address that is none is typed, the page says so and why, before OK.
void TestOnline::settingsSayAtOnceWhyAnAddressIsNone()
{
    SettingsDialog dialog;
    OnlineSettingsPage* page = dialog.onlinePage();
    auto* address = page->findChild<QLineEdit*>(QStringLiteral("hubAddress"));
    auto* player = page->findChild<QLabel*>(QStringLiteral("hubPlayer"));
    QVERIFY(address && player);
    QCOMPARE(player->text(), QStringLiteral("No hub: nothing is sent anywhere."));
    const auto says = [&](const QString& typed, const QString& why) {
        address->setText(typed);
        QVERIFY2(player->text().startsWith(QStringLiteral("“%1” is no hub address: ").arg(typed.trimmed())),
                 qPrintable(player->text()));
        QVERIFY2(player->text().contains(why), qPrintable(player->text()));
        QVERIFY(player->text().contains(QStringLiteral("Write it like hub.example.org")));
        QVERIFY(!player->text().contains(QStringLiteral("No hub")));
        QVERIFY(!page->findChild<QPushButton*>(QStringLiteral("hubCheck"))->isEnabled());
    };
    says(QStringLiteral("ftp://example.org"), QStringLiteral("only http:// or https://"));
    says(QStringLiteral("http://"), QStringLiteral("no host"));
    says(QStringLiteral("hub example.org"), QStringLiteral("cannot be part of an address"));
    says(QStringLiteral("http://ann@example.org"), QStringLiteral("user name"));
    says(QStringLiteral("example.org/?week=1"), QStringLiteral("“?”"));
    says(QStringLiteral("example.org#top"), QStringLiteral("“#”"));
    address->setText(QStringLiteral(" example.org:8080 "));
    QCOMPARE(player->text(),
             QStringLiteral("Not registered on this hub: register once to have your solutions ranked."));
    QVERIFY(page->findChild<QPushButton*>(QStringLiteral("hubCheck"))->isEnabled());
    address->clear();
    QCOMPARE(player->text(), QStringLiteral("No hub: nothing is sent anywhere."));
    // OK says it too, as before.
    address->setText(QStringLiteral("ftp://example.org"));
    dialog.accept();
    QVERIFY(page->statusText().contains(QStringLiteral("is no hub address: only http:// or https://")));
}

void TestOnline::settingsSayWhatIsWrong()
{
    SettingsDialog dialog;
    OnlineSettingsPage* page = dialog.onlinePage();
    page->findChild<QLineEdit*>(QStringLiteral("hubAddress"))->setText(QStringLiteral("ftp://example.org"));
    dialog.accept();
    QVERIFY(page->statusText().contains(QStringLiteral("is no hub address")));
    QVERIFY(HubAccount::address().isEmpty());
    // Nobody listens on this port of 127.0.0.1 (the hub is stopped for it).
    QVERIFY(hub_.stop());
    page->findChild<QLineEdit*>(QStringLiteral("hubAddress"))->setText(hub_.address().toString());
    page->findChild<QPushButton*>(QStringLiteral("hubCheck"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(page->statusText().contains(QStringLiteral("cannot be reached")), 10000);
    page->findChild<QLineEdit*>(QStringLiteral("hubName"))->setText(QStringLiteral("Bob"));
    page->findChild<QPushButton*>(QStringLiteral("hubRegister"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(page->statusText().contains(QStringLiteral("cannot be reached")), 10000);
    QVERIFY(!HubAccount::isRegistered(hub_.address()));
    QVERIFY(hub_.restart());
}

// Move to another computer…: the hub's code, with Copy; the code entered over HTTP
// gives the account, and this computer's token stops working.
void TestOnline::settingsGiveATransferCode()
{
    const QString token = registerOverHttp("Lamarr");
    QVERIFY(!token.isEmpty());
    SettingsDialog dialog;
    OnlineSettingsPage* page = dialog.onlinePage();
    page->findChild<QLineEdit*>(QStringLiteral("hubAddress"))->setText(hub_.address().toString());
    QVERIFY(!page->findChild<QPushButton*>(QStringLiteral("hubTransferOut"))->isHidden());
    QVERIFY(page->findChild<QPushButton*>(QStringLiteral("hubTransferIn"))->isHidden());
    page->findChild<QPushButton*>(QStringLiteral("hubTransferOut"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(page->findChild<QLineEdit*>(QStringLiteral("hubTransferCode")),
                             onlinetest::kWait);
    const QString code = page->findChild<QLineEdit*>(QStringLiteral("hubTransferCode"))->text();
    QVERIFY2(QRegularExpression(QStringLiteral("^([0-9A-Z]{4}-){3}[0-9A-Z]{4}$")).match(code).hasMatch(),
             qPrintable(code));
    bool toldWhat = false;
    for (const QLabel* label :
         page->findChild<QDialog*>(QStringLiteral("hubTransferCodeDialog"))->findChildren<QLabel*>())
        toldWhat = toldWhat || label->text().contains(QStringLiteral("no longer plays as Lamarr"));
    QVERIFY(toldWhat);
    page->findChild<QPushButton*>(QStringLiteral("hubTransferCopy"))->click();
    QCOMPARE(QGuiApplication::clipboard()->text(), code);
    // Copy says it did.
    QCOMPARE(page->findChild<QPushButton*>(QStringLiteral("hubTransferCopy"))->text(),
             QStringLiteral("Copied"));

    const HubReply moved = hub_.process().post(onlinetest::kApi + "/players/transfer",
                                               nlohmann::json{{"code", code.toStdString()}}.dump());
    QCOMPARE(moved.status, 200);
    QCOMPARE(moved.body.value("name", std::string()), std::string("Lamarr"));
    QCOMPARE(hub_.process().get(onlinetest::kApi + "/players/me", token.toStdString()).status, 401);

    // The hub away: said so.
    page->findChild<QDialog*>(QStringLiteral("hubTransferCodeDialog"))->close();
    QVERIFY(hub_.stop());
    page->findChild<QPushButton*>(QStringLiteral("hubTransferOut"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(page->statusText().contains(QStringLiteral("cannot be reached")),
                             onlinetest::kWait);
    QVERIFY(hub_.restart());
}

// Use an account from another computer…: the code from the other computer (over HTTP
// here), typed in lower case with spaces; the app then plays as that player. A used
// code and a malformed one are said clearly.
void TestOnline::settingsTakeAnAccountWithATransferCode()
{
    const std::string other = hub_.registerPlayer("Noether");
    QVERIFY(!other.empty());
    const HubReply given = hub_.process().post(onlinetest::kApi + "/players/me/transfer", "", other);
    QCOMPARE(given.status, 201);
    const QString code = QString::fromStdString(given.body.value("code", std::string()));

    SettingsDialog dialog;
    OnlineSettingsPage* page = dialog.onlinePage();
    page->findChild<QLineEdit*>(QStringLiteral("hubAddress"))->setText(hub_.address().toString());
    QVERIFY(page->findChild<QPushButton*>(QStringLiteral("hubTransferOut"))->isHidden());
    const auto enter = [page](const QString& typed) {
        page->findChild<QPushButton*>(QStringLiteral("hubTransferIn"))->click();
        auto* entryDialog = page->findChild<QDialog*>(QStringLiteral("hubTransferEntryDialog"));
        QVERIFY(entryDialog);
        entryDialog->findChild<QLineEdit*>(QStringLiteral("hubTransferEntry"))->setText(typed);
        entryDialog->accept();
    };

    enter(QStringLiteral("7K3M-9QXZ"));
    QVERIFY2(page->statusText().contains(QStringLiteral("is no transfer code")),
             qPrintable(page->statusText()));

    QSignalSpy changed(page, &OnlineSettingsPage::accountChanged);
    enter(code.toLower().replace(QLatin1Char('-'), QLatin1Char(' ')));
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, onlinetest::kWait);
    QCOMPARE(page->statusText(), QStringLiteral("This computer now plays as Noether."));
    QCOMPARE(HubAccount::name(hub_.address()), QStringLiteral("Noether"));
    const QString token = HubAccount::token(hub_.address());
    QCOMPARE(hub_.process()
                 .get(onlinetest::kApi + "/players/me", token.toStdString())
                 .body.value("name", std::string()),
             std::string("Noether"));
    QCOMPARE(hub_.process().get(onlinetest::kApi + "/players/me", other).status, 401);
    bool playerShown = false;
    for (const QLabel* label : page->findChildren<QLabel*>())
        playerShown = playerShown || label->text() == QStringLiteral("You play as Noether on this hub.");
    QVERIFY(playerShown);
    QVERIFY(page->findChild<QPushButton*>(QStringLiteral("hubTransferIn"))->isHidden());

    // The code is used up.
    HubAccount::forget(hub_.address());
    page->findChild<QPushButton*>(QStringLiteral("hubForget"))->click();
    enter(code);
    QTRY_VERIFY_WITH_TIMEOUT(page->statusText().contains(QStringLiteral("does not know this transfer code")),
                             onlinetest::kWait);
    QVERIFY(!HubAccount::isRegistered(hub_.address()));
}

void TestOnline::weeksComeFromTheHubAndOpenOffline()
{
    HubAccount::setAddress(hub_.address());
    const QString dataDir = data();
    {
        App app(dataDir);
        QTRY_VERIFY_WITH_TIMEOUT(!app.thisWeek().hub.isEmpty(), 10000);
        QCOMPARE(app.hub.state(), HubSession::State::Online);
        QCOMPARE(app.thisWeek().hubTarget, kWeek);
        // The hub's level equals the shipped one: it keeps the shipped key and its progress.
        QCOMPARE(app.thisWeek().key, QStringLiteral("builtin:weekly-2026-w48"));
        // and the shipped solution, which the hub does not send (Show solution needs no search).
        QVERIFY(app.thisWeek().level->solution);
        // Every released week of the hub (2026-W43 to W48) is there; nothing of later weeks.
        QTRY_COMPARE_WITH_TIMEOUT(app.hub.cache().weeks().size(), std::size_t(6), 10000);
        QCOMPARE(app.library.entries(LevelLibrary::Archive).size(), std::size_t(5));
        for (const LevelEntry& e : app.library.entries(LevelLibrary::Archive))
            QVERIFY2(!e.hub.isEmpty(), qPrintable(e.key));
    }
    // The app starts again with the hub stopped: the weeks open from the cache.
    QVERIFY(hub_.stop());
    App app(dataDir);
    QCOMPARE(app.thisWeek().hubTarget, kWeek);
    QVERIFY(app.window->openLevel(app.thisWeek().key));
    QTRY_COMPARE_WITH_TIMEOUT(app.hub.state(), HubSession::State::Offline, 10000);
    QVERIFY(app.hub.stateText().contains(QStringLiteral("cannot be reached")));
    // The weeks' page says so as long as it lasts.
    app.window->showBrowser();
    app.window->browser()->showCollection(LevelLibrary::ThisWeek);
    QVERIFY2(
        app.window->browser()->aboutText().contains(QStringLiteral("cannot be reached: playing offline")),
        qPrintable(app.window->browser()->aboutText()));
}

// The hub stops while the app runs: showing This week asks it again, and the page
// says it cannot be reached (long before the quarter-hourly refresh).
void TestOnline::theWeeksPageNoticesTheHubGoingAway()
{
    HubAccount::setAddress(hub_.address());
    App app(data());
    QTRY_COMPARE_WITH_TIMEOUT(app.hub.state(), HubSession::State::Online, 10000);
    app.window->showBrowser();
    app.window->browser()->showCollection(LevelLibrary::Tutorial);
    QVERIFY(hub_.stop());
    app.hub.setRecheckMs(0);
    app.window->browser()->showCollection(LevelLibrary::ThisWeek);
    QTRY_VERIFY_WITH_TIMEOUT(
        app.window->browser()->aboutText().contains(QStringLiteral("cannot be reached: playing offline")),
        10000);
}

void TestOnline::aSolveWhileTheHubIsDownArrivesOnce()
{
    HubAccount::setAddress(hub_.address());
    registerOverHttp("Grace");
    const QString dataDir = data();
    {
        App app(dataDir);
        QTRY_VERIFY_WITH_TIMEOUT(!app.thisWeek().hub.isEmpty(), 10000);
    }
    QVERIFY(hub_.stop());
    {
        App app(dataDir);
        app.window->show();
        QVERIFY(app.window->openLevel(app.thisWeek().key));
        QCOMPARE(play(*app.window, shippedSolution("2026-w48")), ff::Outcome::Solved);
        QCOMPARE(app.hub.outbox()->pending().size(), std::size_t(1));
        PlayerPage* page = app.window->playerPage();
        QVERIFY(page->isSolvedShown());
        QTRY_VERIFY_WITH_TIMEOUT(page->onlineText().contains(QStringLiteral("waits")), 10000);
        // Solving again queues nothing more.
        QCOMPARE(play(*app.window, shippedSolution("2026-w48")), ff::Outcome::Solved);
        QCOMPARE(app.hub.outbox()->pending().size(), std::size_t(1));
    }
    // The app quit with the solve unsent; the hub comes back; the app starts again.
    QVERIFY(hub_.restart());
    App app(dataDir);
    app.hub.outbox()->setFirstRetryMs(100);
    QTRY_VERIFY_WITH_TIMEOUT(app.hub.outbox()->pending().empty(), 15000);
    const HubReply board = hub_.process().get("/api/v1/weeks/2026-W48/leaderboard");
    QCOMPARE(board.status, 200);
    QCOMPARE(board.body.value("count", 0), 1);
    QCOMPARE(board.body["solvers"][0].value("name", std::string()), std::string("Grace"));
    const QString key = app.thisWeek().key;
    QTRY_COMPARE_WITH_TIMEOUT(ProgressStore::hubRecord(key, hub_.address()).solvers, 1, 10000);
    QCOMPARE(ProgressStore::hubRecord(key, hub_.address()).rank, 1);
    // The week's count of solvers, as the browser shows it, follows at the next refresh.
    app.hub.refresh();
    QTRY_COMPARE_WITH_TIMEOUT(app.thisWeek().hubSolvers, 1, 10000);

    // The Solved panel shows the rank, the hub's streak and the leaderboard.
    app.window->show();
    QVERIFY(app.window->openLevel(key));
    // The hub counts the week solved in its week: a streak of 1.
    QTRY_COMPARE_WITH_TIMEOUT(app.hub.hubStreak().value_or(-1), 1, 10000);
    QCOMPARE(play(*app.window, shippedSolution("2026-w48")), ff::Outcome::Solved);
    PlayerPage* page = app.window->playerPage();
    QVERIFY2(page->onlineText().contains(QStringLiteral("Rank 1 of 1 on the hub")),
             qPrintable(page->onlineText()));
    QVERIFY(page->solvedText().contains(QStringLiteral("1 week")));
    QVERIFY(app.hub.outbox()->pending().empty());
    page->findChild<QPushButton*>(QStringLiteral("leaderboardButton"))->click();
    LeaderboardDialog* board2 = app.window->findChild<LeaderboardDialog*>();
    QVERIFY(board2);
    QTRY_VERIFY_WITH_TIMEOUT(!board2->isLoading(), 10000);
    QVERIFY2(board2->summaryText().contains(QStringLiteral("solved by 1 on the hub")),
             qPrintable(board2->summaryText()));
    QVERIFY(board2->summaryText().contains(QStringLiteral("You are number 1")));
    QCOMPARE(board2->table()->topLevelItemCount(), 1);
    QCOMPARE(board2->table()->topLevelItem(0)->text(1), QStringLiteral("Grace"));
    board2->close();
    // Sent once: the hub holds one submission of Grace's.
    QCOMPARE(hub_.process().get("/api/v1/weeks/2026-W48/leaderboard").body.value("count", 0), 1);
}

// The hub went away after it told the streak: the week solved now counts on the
// Solved panel while its solve waits, also once the app knows the hub is away.
void TestOnline::aWeeklySolveWhileTheHubIsAwayCountsInTheStreak()
{
    HubAccount::setAddress(hub_.address());
    QVERIFY(!registerOverHttp("Meitner").isEmpty());
    App app(data());
    QTRY_VERIFY_WITH_TIMEOUT(!app.thisWeek().hub.isEmpty(), 10000);
    QTRY_COMPARE_WITH_TIMEOUT(app.hub.hubStreak().value_or(-1), 0, 10000);
    QVERIFY(hub_.stop());
    app.window->show();
    QVERIFY(app.window->openLevel(app.thisWeek().key));
    QCOMPARE(play(*app.window, shippedSolution("2026-w48")), ff::Outcome::Solved);
    PlayerPage* page = app.window->playerPage();
    QVERIFY2(page->solvedText().contains(QStringLiteral("Weekly streak: 1 week")),
             qPrintable(page->solvedText()));
    QTRY_VERIFY_WITH_TIMEOUT(page->onlineText().contains(QStringLiteral("waits")), 10000);
    QTRY_COMPARE_WITH_TIMEOUT(app.hub.state(), HubSession::State::Offline, 10000);
    QVERIFY(app.window->openLevel(app.thisWeek().key));
    QCOMPARE(play(*app.window, shippedSolution("2026-w48")), ff::Outcome::Solved);
    QVERIFY2(page->solvedText().contains(QStringLiteral("Weekly streak: 1 week")),
             qPrintable(page->solvedText()));
    QVERIFY(hub_.restart());
}

void TestOnline::aSolveQueuedInARunningAppArrivesWhenTheHubIsBack()
{
    HubAccount::setAddress(hub_.address());
    registerOverHttp("Hopper");
    App app(data());
    app.hub.setReconnectMs(200);
    app.hub.outbox()->setFirstRetryMs(60000); // the outbox alone would wait a minute
    QTRY_COMPARE_WITH_TIMEOUT(app.hub.cache().weeks().size(), std::size_t(6), 10000);
    QVERIFY(hub_.stop());
    app.window->show();
    const LevelEntry& archived = app.library.entries(LevelLibrary::Archive).at(1);
    QCOMPARE(archived.hubTarget, QStringLiteral("2026-W46"));
    QVERIFY(app.window->openLevel(archived.key));
    QCOMPARE(play(*app.window, shippedSolution("2026-w46")), ff::Outcome::Solved);
    QTRY_COMPARE_WITH_TIMEOUT(app.hub.state(), HubSession::State::Offline, 10000);
    QCOMPARE(app.hub.outbox()->pending().size(), std::size_t(1));
    // The hub comes back: the session finds it and sends the solve at once.
    QVERIFY(hub_.restart());
    QTRY_VERIFY_WITH_TIMEOUT(app.hub.outbox()->pending().empty(), 10000);
    QCOMPARE(app.hub.state(), HubSession::State::Online);
    QTRY_VERIFY_WITH_TIMEOUT(app.window->playerPage()->onlineText().startsWith(QStringLiteral("Rank ")),
                             10000);
    const HubReply board = hub_.process().get("/api/v1/weeks/2026-W46/leaderboard");
    QCOMPARE(board.body.value("count", 0), 1);
    QCOMPARE(board.body["solvers"][0].value("name", std::string()), std::string("Hopper"));
}

void TestOnline::aForgedTokenIsSaidAndTheSolveWaits()
{
    HubAccount::setAddress(hub_.address());
    HubAccount::setPlayer(hub_.address(), QStringLiteral("Mallory"), QString(64, QLatin1Char('0')));
    App app(data());
    QTRY_COMPARE_WITH_TIMEOUT(app.hub.cache().weeks().size(), std::size_t(6), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(app.hub.playerProblem().contains(QStringLiteral("Register again")), 10000);
    app.window->show();
    const LevelEntry& archived = app.library.entries(LevelLibrary::Archive).front();
    QCOMPARE(archived.hubTarget, QStringLiteral("2026-W47"));
    QVERIFY(app.window->openLevel(archived.key));
    QCOMPARE(play(*app.window, shippedSolution("2026-w47")), ff::Outcome::Solved);
    QTRY_VERIFY_WITH_TIMEOUT(
        app.window->playerPage()->onlineText().contains(QStringLiteral("Register again")), 10000);
    // Kept, not lost: the solve waits for a player the hub knows.
    QCOMPARE(app.hub.outbox()->pending().size(), std::size_t(1));
    QCOMPARE(hub_.process().get("/api/v1/weeks/2026-W47/leaderboard").body.value("count", -1), 0);
}

// The rows under the address stay where they are while the page goes from no hub to
// a hub, through a check and its answer.
void TestOnline::settingsRowsKeepTheirPlaces()
{
    SettingsDialog dialog;
    OnlineSettingsPage* page = dialog.onlinePage();
    dialog.findChild<QTabWidget*>()->setCurrentWidget(page);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* status = page->findChild<QLabel*>(QStringLiteral("onlineStatus"));
    auto* cancel = page->findChild<QPushButton*>(QStringLiteral("hubCancel"));
    const auto places = [&] {
        QCoreApplication::processEvents();
        return QList<int>{cancel->mapTo(page, QPoint()).y(), status->mapTo(page, QPoint()).y()};
    };
    const QList<int> noHub = places();
    page->findChild<QLineEdit*>(QStringLiteral("hubAddress"))->setText(hub_.address().toString());
    QCOMPARE(places(), noHub);
    page->findChild<QPushButton*>(QStringLiteral("hubCheck"))->click();
    QCOMPARE(places(), noHub);
    QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("answers")), 10000);
    QCOMPARE(places(), noHub);
}

// The page's wrapped texts keep all their lines when the hub's answers lengthen the
// page; the transfer dialogs are wide enough for their text and fit a 800x600 screen.
void TestOnline::settingsShowEveryLine()
{
    HubAccount::setRunAddress(hub_.address());
    SettingsDialog dialog;
    OnlineSettingsPage* page = dialog.onlinePage();
    dialog.findChild<QTabWidget*>()->setCurrentWidget(page);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    page->findChild<QLineEdit*>(QStringLiteral("hubAddress"))->setText(hub_.address().toString());
    page->findChild<QPushButton*>(QStringLiteral("hubTransferIn"))->click();
    auto* entryDialog = page->findChild<QDialog*>(QStringLiteral("hubTransferEntryDialog"));
    QVERIFY(entryDialog);
    QVERIFY2(entryDialog->width() >= 460 && entryDialog->width() <= 800 && entryDialog->height() <= 600,
             qPrintable(QStringLiteral("%1x%2").arg(entryDialog->width()).arg(entryDialog->height())));
    entryDialog->findChild<QLineEdit*>(QStringLiteral("hubTransferEntry"))->setText(QStringLiteral("7K3M"));
    entryDialog->accept();
    QVERIFY(page->statusText().contains(QStringLiteral("is no transfer code")));
    QVERIFY(!page->findChild<QLabel*>(QStringLiteral("hubRunNote"))->isHidden());
    // The closed dialog's labels are deleted while the loop waits.
    QList<QPointer<QLabel>> labels;
    for (QLabel* label : page->findChildren<QLabel*>())
        labels << label;
    for (const QPointer<QLabel>& label : labels) {
        if (label && label->isVisible() && label->wordWrap()) {
            QTRY_VERIFY2(label->height() >= label->heightForWidth(label->width()), qPrintable(label->text()));
        }
    }
}

void TestOnline::hubArgumentIsForThisRunOnly()
{
    HubAccount::setRunAddress(hub_.address());
    App app(data());
    QCOMPARE(app.hub.address(), hub_.address());
    QTRY_VERIFY_WITH_TIMEOUT(!app.thisWeek().hub.isEmpty(), 10000);
    // Nothing of it is stored.
    QVERIFY(HubAccount::storedAddress().isEmpty());
    // Settings › Online shows the hub in use and where it comes from, not "No hub".
    SettingsDialog dialog;
    OnlineSettingsPage* page = dialog.onlinePage();
    auto* address = page->findChild<QLineEdit*>(QStringLiteral("hubAddress"));
    QCOMPARE(address->text(), hub_.address().toString());
    QVERIFY(address->isReadOnly());
    auto* note = page->findChild<QLabel*>(QStringLiteral("hubRunNote"));
    QVERIFY(!note->isHidden());
    QVERIFY2(note->text().contains(QStringLiteral("command line")), qPrintable(note->text()));
    QVERIFY2(note->text().contains(QStringLiteral("plays offline")), qPrintable(note->text()));
    const QString player = page->findChild<QLabel*>(QStringLiteral("hubPlayer"))->text();
    QVERIFY2(!player.contains(QStringLiteral("No hub")), qPrintable(player));
    // OK stores nothing.
    dialog.accept();
    QVERIFY(HubAccount::storedAddress().isEmpty());
}

void TestOnline::levelAddressesAreRead()
{
    using ff::online::parseLevelAddress;
    const auto read =
        parseLevelAddress(QStringLiteral(" http://127.0.0.1:8080/api/v1/levels/bac223941f91/ \n"));
    QVERIFY(read);
    QCOMPARE(read->hub, QUrl(QStringLiteral("http://127.0.0.1:8080")));
    QCOMPARE(read->slug, QStringLiteral("bac223941f91"));
    // A hub under a path keeps it.
    const auto under = parseLevelAddress(QStringLiteral("https://example.org/ff/api/v1/levels/0123456789ab"));
    QVERIFY(under);
    QCOMPARE(under->hub, QUrl(QStringLiteral("https://example.org/ff")));
    // The level's page, the address the app gives now.
    const auto page = parseLevelAddress(QStringLiteral("http://127.0.0.1:8080/levels/bac223941f91"));
    QVERIFY(page);
    QCOMPARE(page->hub, QUrl(QStringLiteral("http://127.0.0.1:8080")));
    QCOMPARE(page->slug, QStringLiteral("bac223941f91"));
    const auto pageUnder = parseLevelAddress(QStringLiteral("https://example.org/ff/levels/0123456789ab/"));
    QVERIFY(pageUnder);
    QCOMPARE(pageUnder->hub, QUrl(QStringLiteral("https://example.org/ff")));
    for (const char* text :
         {"http://127.0.0.1:8080/api/v1/levels/BAC223941F91", // slugs are lower case
          "http://127.0.0.1:8080/api/v1/levels/bac223941f9",  // 11 digits
          "http://127.0.0.1:8080/api/v1/weeks/2026-W48", "ftp://h/api/v1/levels/bac223941f91",
          "127.0.0.1:8080/api/v1/levels/bac223941f91", // no scheme: could be a file
          "http://127.0.0.1:8080/api/v1/levels/bac223941f91?x=1", "FF2-abc", ""})
        QVERIFY2(!parseLevelAddress(QString::fromLatin1(text)), text);
}

void TestOnline::aLevelsAddressOpensIt()
{
    // Ada publishes a level; its address is what the editor's Publish shows.
    const QString token = registerOverHttp("Lovelace");
    QFile file(QStringLiteral(FF_TEST_DATA_DIR "/hub/corner.ffl.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const HubReply published =
        hub_.process().post("/api/v1/levels", file.readAll().toStdString(), token.toStdString());
    QVERIFY2(published.status == 201 || published.status == 409, published.body.dump().c_str());
    const std::string slug = published.status == 201
                                 ? published.body["levels"][0].value("slug", std::string())
                                 : published.body.value("copy_of", std::string());
    ff::online::HubClient client;
    client.setAddress(hub_.address());
    const QString address = client.levelAddress(QString::fromStdString(slug)).toString();
    QVERIFY(LevelActions::isShareCodeArgument(address));
    // A page for a person, not the API's JSON.
    QCOMPARE(address, hub_.address().toString() + QStringLiteral("/levels/") + QString::fromStdString(slug));

    // On the player's own hub it is a community level: progress kept, solve reported.
    HubAccount::setAddress(hub_.address());
    {
        App app(data());
        app.window->show();
        QVERIFY(app.window->levelActions()->openShareCode(address));
        const QString key = LevelLibrary::communityKey(hub_.address(), QString::fromStdString(slug));
        // Fetching the level takes the hub's engine proof: generous under a loaded machine.
        QTRY_COMPARE_WITH_TIMEOUT(app.window->currentKey(), key, 3 * onlinetest::kWait);
        QCOMPARE(app.library.collectionOf(key), LevelLibrary::Community);
    }
    // Without a hub (or with another) it opens like a share code, under Opened files.
    HubAccount::setAddress({});
    App app(data());
    app.window->show();
    QVERIFY(app.window->levelActions()->openShareCode(address));
    QTRY_VERIFY_WITH_TIMEOUT(!app.window->currentKey().isEmpty(), 10000);
    QCOMPARE(app.library.collectionOf(app.window->currentKey()), LevelLibrary::Opened);
    QCOMPARE(QString::fromStdString(app.library.find(app.window->currentKey())->level->id),
             QStringLiteral("corner"));
    // A level the hub does not have is said so.
    QVERIFY(app.window->levelActions()->openShareCode(hub_.address().toString() +
                                                      QStringLiteral("/api/v1/levels/000000000000")));
    QTRY_VERIFY_WITH_TIMEOUT(app.window->findChild<QMessageBox*>(QStringLiteral("warningBox")), 10000);
    QVERIFY(app.window->findChild<QMessageBox*>(QStringLiteral("warningBox"))
                ->text()
                .contains(QStringLiteral("no such community level")));
}

void TestOnline::appLinksAreRead()
{
    using ff::online::readAppLink;
    const QUrl none;
    const auto code = readAppLink(QStringLiteral(" furunkulus:FF2-abc%20def \n"), none);
    QVERIFY(code);
    QCOMPARE(code->shareCode, QStringLiteral("FF2-abc def"));
    QVERIFY(!code->level);
    // The protocol: http on a loopback host, https on any other.
    const auto hubOf = [](const char* link, const QUrl& own) {
        const auto read = readAppLink(QString::fromLatin1(link), own);
        return read && read->level && read->level->slug == QLatin1String("0123456789ab")
                   ? read->level->hub
                   : QUrl(QStringLiteral("none:"));
    };
    const auto url = [](const char* text) { return QUrl(QString::fromLatin1(text)); };
    QCOMPARE(hubOf("furunkulus://127.0.0.1:8080/levels/0123456789ab", none), url("http://127.0.0.1:8080"));
    QCOMPARE(hubOf("FURUNKULUS://LocalHost/levels/0123456789ab/", none), url("http://localhost"));
    QCOMPARE(hubOf("furunkulus://[::1]:9000/levels/0123456789ab", none), url("http://[::1]:9000"));
    QCOMPARE(hubOf("furunkulus://hub.example.org/levels/0123456789ab", none), url("https://hub.example.org"));
    QCOMPARE(hubOf("furunkulus://example.org:8443/ff/levels/0123456789ab", none),
             url("https://example.org:8443/ff"));
    // The player's own hub keeps its protocol, its port written or not.
    const QUrl plain = url("http://hub.example.org:8080");
    QCOMPARE(hubOf("furunkulus://hub.example.org:8080/levels/0123456789ab", plain), plain);
    QCOMPARE(hubOf("furunkulus://hub.example.org/levels/0123456789ab", plain),
             url("https://hub.example.org"));
    QCOMPARE(hubOf("furunkulus://hub.example.org/levels/0123456789ab", url("http://hub.example.org")),
             url("http://hub.example.org"));
    QCOMPARE(hubOf("furunkulus://hub.example.org:80/levels/0123456789ab", url("http://hub.example.org")),
             url("http://hub.example.org"));
    QCOMPARE(hubOf("furunkulus://hub.example.org:443/levels/0123456789ab", url("https://hub.example.org")),
             url("https://hub.example.org"));
    QCOMPARE(hubOf("furunkulus://hub.example.org/levels/0123456789ab", url("http://hub.example.org/ff")),
             url("https://hub.example.org"));
    QCOMPARE(hubOf("furunkulus://127.0.0.1:8080/levels/0123456789ab", url("https://127.0.0.1:8080")),
             url("https://127.0.0.1:8080"));
    for (const char* text :
         {"furunkulus:hello", "furunkulus:", "furunkulus://", "furunkulus:///levels/0123456789ab",
          "furunkulus://h/levels/0123456789AB", "furunkulus://h/levels/0123456789a",
          "furunkulus://h/api/v1/levels/0123456789ab", "furunkulus://h/weeks/2026-W48",
          "furunkulus://h/levels/0123456789ab?x=1", "furunkulus://h/levels/0123456789ab#x",
          "furunkulus://u@h/levels/0123456789ab", "furunkulus://h:port/levels/0123456789ab",
          "furunkulus://h/levels/0123456789ab/play", "FF2-abc", "http://h/levels/0123456789ab",
          "furunkulusx://h/levels/0123456789ab", ""})
        QVERIFY2(!readAppLink(QString::fromLatin1(text), plain), text);
    QVERIFY(ff::online::looksLikeAppLink(QStringLiteral(" Furunkulus:hello")));
    QVERIFY(!ff::online::looksLikeAppLink(QStringLiteral("furunkulusx:FF2-abc")));
}

void TestOnline::aLevelsLinkOpensIt()
{
    const QString token = registerOverHttp("Babbage");
    QFile file(QStringLiteral(FF_TEST_DATA_DIR "/hub/corner.ffl.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const HubReply published =
        hub_.process().post("/api/v1/levels", file.readAll().toStdString(), token.toStdString());
    QVERIFY2(published.status == 201 || published.status == 409, published.body.dump().c_str());
    const QString slug = QString::fromStdString(published.status == 201
                                                    ? published.body["levels"][0].value("slug", std::string())
                                                    : published.body.value("copy_of", std::string()));
    const QString hostPort = QStringLiteral("127.0.0.1:%1").arg(hub_.process().port());
    const QString link = QStringLiteral("furunkulus://%1/levels/%2").arg(hostPort, slug);
    QVERIFY(LevelActions::isShareCodeArgument(link));

    // On the player's own hub it is a community level.
    HubAccount::setAddress(hub_.address());
    {
        App app(data());
        app.window->show();
        QVERIFY(app.window->levelActions()->openShareCode(link));
        const QString key = LevelLibrary::communityKey(hub_.address(), slug);
        QTRY_COMPARE_WITH_TIMEOUT(app.window->currentKey(), key, 3 * onlinetest::kWait);
        QCOMPARE(app.library.collectionOf(key), LevelLibrary::Community);
        // A level it does not have is said on the Community page.
        QVERIFY(app.window->levelActions()->openShareCode(
            QStringLiteral("furunkulus://%1/levels/000000000000").arg(hostPort)));
        QTRY_VERIFY_WITH_TIMEOUT(
            app.window->statusBar()->currentMessage().contains(QStringLiteral("no such community level")),
            3 * onlinetest::kWait);
    }
    // Without a hub it opens from the hub on the loopback host, over http.
    HubAccount::setAddress({});
    App app(data());
    app.window->show();
    QVERIFY(app.window->levelActions()->openShareCode(link));
    QTRY_VERIFY_WITH_TIMEOUT(!app.window->currentKey().isEmpty(), 3 * onlinetest::kWait);
    const QString opened = app.window->currentKey();
    QCOMPARE(app.library.collectionOf(opened), LevelLibrary::Opened);
    QCOMPARE(QString::fromStdString(app.library.find(opened)->level->id), QStringLiteral("corner"));
    if (auto* keep = app.window->findChild<QMessageBox*>(QStringLiteral("keepBox")))
        delete keep;
    QVERIFY(app.window->isPlaying());

    // A level the hub does not know, and a hub that does not answer, are said so; the
    // level in play stays.
    const auto warningAfter = [&app](const QString& bad) {
        if (!app.window->levelActions()->openShareCode(bad))
            return QStringLiteral("not started");
        QMessageBox* box = nullptr;
        for (int i = 0; i < 200 && !box; ++i) {
            QTest::qWait(50);
            box = app.window->findChild<QMessageBox*>(QStringLiteral("warningBox"));
        }
        const QString text = box ? box->windowTitle() + QStringLiteral(": ") + box->text() : QString();
        delete box;
        return text;
    };
    const QString unknown = warningAfter(QStringLiteral("furunkulus://%1/levels/000000000000").arg(hostPort));
    QVERIFY2(unknown.startsWith(QStringLiteral("Cannot open the level: ")), qPrintable(unknown));
    QVERIFY2(unknown.contains(QStringLiteral("no such community level")), qPrintable(unknown));
    QCOMPARE(app.window->currentKey(), opened);
    QVERIFY(app.window->isPlaying());
    // A port nobody listens on.
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    const quint16 closedPort = probe.serverPort();
    probe.close();
    const QString away =
        warningAfter(QStringLiteral("furunkulus://127.0.0.1:%1/levels/%2").arg(closedPort).arg(slug));
    QVERIFY2(away.startsWith(QStringLiteral("Cannot open the level: ")), qPrintable(away));
    QVERIFY2(away.contains(QStringLiteral("cannot be reached")), qPrintable(away));
    QCOMPARE(app.window->currentKey(), opened);
    QVERIFY(app.window->isPlaying());
}

void TestOnline::theTokenFollowsNoRedirectToAnotherHost()
{
    // Another host on the loopback range counts what reaches it.
    onlinetest::FakeHub elsewhere;
    std::atomic<int> reached = 0;
    elsewhere.server.Get(".*", [&reached](const httplib::Request&, httplib::Response& res) {
        ++reached;
        res.set_content(R"({"id": 1, "name": "x", "streak": 0, "solved": []})", "application/json");
    });
    const int elsewherePort = elsewhere.start("127.0.0.2");
    if (elsewherePort <= 0)
        QSKIP("127.0.0.2 cannot be bound here");
    // The hub sends every request there, and one path to itself.
    onlinetest::FakeHub hub;
    hub.server.Get("/api/v1/players/me", [elsewherePort](const httplib::Request&, httplib::Response& res) {
        res.set_redirect("http://127.0.0.2:" + std::to_string(elsewherePort) + "/api/v1/players/me");
    });
    hub.server.Get("/api/v1/health", [](const httplib::Request&, httplib::Response& res) {
        res.set_redirect("/api/v1/health-here");
    });
    hub.server.Get("/api/v1/health-here", [](const httplib::Request&, httplib::Response& res) {
        res.set_content(R"({"status": "ok"})", "application/json");
    });
    const int port = hub.start();
    QVERIFY(port > 0);
    ff::online::HubClient client;
    client.setAddress(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)));
    client.setToken(QString(64, QLatin1Char('b')));
    QSignalSpy me(client.me(), &ff::online::HubCall::finished);
    QVERIFY(me.wait(10000));
    QCOMPARE(me.first().first().value<ff::online::HubResult>().error.kind,
             ff::online::HubError::Kind::BadAnswer);
    QCOMPARE(reached.load(), 0);
    // On the hub's own host a redirect is followed.
    QSignalSpy health(client.health(), &ff::online::HubCall::finished);
    QVERIFY(health.wait(10000));
    QVERIFY(health.first().first().value<ff::online::HubResult>().ok());
}

void TestOnline::anUnreadableOutboxIsKeptAside()
{
    const QString file = data() + QStringLiteral("/outbox.json");
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"submissions\": [{\"hub\": ");
    }
    ff::online::Outbox outbox(file);
    QVERIFY(outbox.pending().empty());
    QVERIFY2(outbox.loadProblem().contains(QStringLiteral("could not be read")),
             qPrintable(outbox.loadProblem()));
    QFile aside(file + QStringLiteral(".unreadable"));
    QVERIFY(aside.open(QIODevice::ReadOnly));
    QCOMPARE(aside.readAll(), QByteArray("{\"submissions\": [{\"hub\": "));
    // A new solve is kept in a new file; the unreadable one stays as it was.
    ff::online::Submission s;
    s.hub = QUrl(QStringLiteral("http://127.0.0.1:1"));
    s.target = kWeek;
    s.placements = shippedSolution("2026-w48");
    QVERIFY(outbox.add(s));
    QVERIFY(!outbox.add(s));
    QCOMPARE(ff::online::Outbox(file).pending().size(), std::size_t(1));
    QVERIFY(QFile::exists(file + QStringLiteral(".unreadable")));
}

void TestOnline::anUnwritableOutboxSaysSoAndKeepsTheSolve()
{
    // The outbox's folder is taken by a file: nothing can be written there.
    const QString blocked = data() + QStringLiteral("/blocked");
    {
        QFile f(blocked);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    ff::online::Outbox outbox(blocked + QStringLiteral("/outbox.json"));
    QSignalSpy failed(&outbox, &ff::online::Outbox::storageFailed);
    ff::online::Submission s;
    s.hub = QUrl(QStringLiteral("http://127.0.0.1:1"));
    s.target = kWeek;
    s.placements = shippedSolution("2026-w48");
    QVERIFY(outbox.add(s));
    QCOMPARE(failed.count(), 1);
    QVERIFY(failed.first().first().toString().contains(QStringLiteral("cannot be saved")));
    QCOMPARE(outbox.pending().size(), std::size_t(1));
}

void TestOnline::aWeeklySolveWithoutAHubIsSentToTheHubRegisteredLater()
{
    const QString dataDir = data();
    const QString key = QStringLiteral("builtin:weekly-2026-w48");
    const QString closedKey = QStringLiteral("builtin:weekly-2026-w45");
    {
        App app(dataDir);
        QCOMPARE(app.hub.state(), HubSession::State::Off);
        app.window->show();
        QVERIFY(app.window->openLevel(key));
        QCOMPARE(play(*app.window, shippedSolution("2026-w48")), ff::Outcome::Solved);
        // Kept for whichever hub the player registers with later.
        QCOMPARE(app.hub.outbox()->pending().size(), std::size_t(1));
        QVERIFY(app.hub.outbox()->pending().front().hub.isEmpty());
        QCOMPARE(app.hub.outbox()->pending().front().target, kWeek);
        const QString text = app.window->playerPage()->onlineText();
        QVERIFY2(text.contains(QStringLiteral("register")), qPrintable(text));
        // A week that closes before the solve reaches a hub.
        QVERIFY(app.window->openLevel(closedKey));
        QCOMPARE(play(*app.window, shippedSolution("2026-w45")), ff::Outcome::Solved);
        QCOMPARE(app.hub.outbox()->pending().size(), std::size_t(2));
    }
    // They survive a restart of the app; setting the hub alone sends nothing.
    App app(dataDir);
    QCOMPARE(app.hub.outbox()->pending().size(), std::size_t(2));
    HubAccount::setAddress(hub_.address());
    app.hub.reconfigure();
    QTRY_VERIFY_WITH_TIMEOUT(!app.thisWeek().hub.isEmpty(), 10000);
    QCOMPARE(app.hub.outbox()->pending().size(), std::size_t(2));
    QVERIFY(app.hub.outbox()->pending().front().hub.isEmpty());

    // Registering (Settings › Online reconfigures the session) sends it to that hub.
    QVERIFY(!registerOverHttp("Noor").isEmpty());
    app.hub.reconfigure();
    QTRY_VERIFY_WITH_TIMEOUT(app.hub.outbox()->pending().empty(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(ProgressStore::hubRecord(key, hub_.address()).sent, 10000);
    const HubReply board = hub_.process().get("/api/v1/weeks/2026-W48/leaderboard");
    QCOMPARE(board.status, 200);
    bool listed = false;
    for (const nlohmann::json& solver : board.body["solvers"])
        listed = listed || solver.value("name", std::string()) == "Noor";
    QVERIFY2(listed, board.body.dump().c_str());
    // The closed week takes the solve as a late one: its time is when the hub got it,
    // after the week's close, so it is ranked but never in the week's prize draw.
    QTRY_COMPARE_WITH_TIMEOUT(ProgressStore::hubRecord(closedKey, hub_.address()).rank, 1, 10000);
    const HubReply closed = hub_.process().get("/api/v1/weeks/2026-W45/leaderboard");
    QCOMPARE(closed.status, 200);
    QCOMPARE(closed.body.value("count", 0), 1);
    QCOMPARE(closed.body["solvers"][0].value("name", std::string()), std::string("Noor"));
    const std::string solvedAt = closed.body["solvers"][0].value("solved_at", std::string());
    QVERIFY2(solvedAt.rfind(onlinetest::kNow.left(10).toStdString(), 0) == 0, solvedAt.c_str());
}

QTEST_MAIN(TestOnline)
#include "tst_online.moc"
