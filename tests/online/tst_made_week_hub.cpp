// A week made on this computer counts on a hub: past the shipped series the app makes
// This week (ff::weeklyLevelFor) while its hub cannot be reached; the player solves it
// offline, the solve waits in the outbox, and once the hub (which holds the same level
// for that week, scheduled here as a hub of the same version makes it) is reached the
// solve is sent and ranked, and This week becomes the hub's, keeping its progress.
#include "app/gui/LevelLibrary.h"
#include "app/gui/MainWindow.h"
#include "app/gui/ProgressStore.h"
#include "engine/files/LevelIo.h"
#include "engine/search/WeeklySeries.h"
#include "online/HubAccount.h"
#include "online/HubSession.h"
#include "online/Outbox.h"
#include "tests/app/AppTestSettings.h"
#include "tests/online/OnlineHub.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace ff::app;
using ff::online::HubAccount;
using ff::online::HubSession;
using namespace onlinetest;

namespace {

// Making a week of difficulty 1-2 takes seconds; this bound leaves room for a busy machine.
constexpr int kMakeWait = 300000;

} // namespace

class TestMadeWeekHub : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        apptest::useTemporarySettings(dir_.path());
    }

    void aSolveOfAMadeWeekIsRankedOnceTheHubIsReached()
    {
        // Week 1 of the year after the shipped series: quick to make.
        const ff::IsoWeek week{ff::parseIsoWeek(*ff::shippedWeeklyLevels().back().week)->year + 1, 1};
        const QString name = QString::fromStdString(ff::isoWeekText(week));
        const QDate wednesday = LevelLibrary::mondayOfWeek(name).addDays(2);
        const QString now = wednesday.toString(Qt::ISODate) + QStringLiteral("T12:00:00Z");
        const std::optional<ff::Level> level = ff::weeklyLevelFor(week);
        QVERIFY(level);

        // The hub holds that week's level, as a hub of the same version makes it.
        const QString file = dir_.filePath(QStringLiteral("week.ffl.json"));
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QByteArray::fromStdString(ff::writeLevel(*level)));
        }
        const QString db = dir_.filePath(QStringLiteral("hub.sqlite"));
        const ServerRun scheduled =
            runServer({QStringLiteral("schedule"), file, QStringLiteral("--db"), db}, now);
        QVERIFY2(scheduled.exitCode == 0, qPrintable(scheduled.err));
        HubProcess hub;
        QVERIFY2(hub.start(db, now, {QStringLiteral("--rate-address"), QStringLiteral("0")}),
                 qPrintable(hub.errorOutput()));
        const QUrl address(QStringLiteral("http://127.0.0.1:%1").arg(hub.port()));
        const HubReply registered = hub.post(kApi + "/players", nlohmann::json{{"name", "Lin"}}.dump());
        QCOMPARE(registered.status, 201);
        HubAccount::setAddress(address);
        HubAccount::setPlayer(address, QStringLiteral("Lin"),
                              QString::fromStdString(registered.body["token"].get<std::string>()));
        // The hub goes away before the app ever reaches it: nothing of it is cached.
        QVERIFY(hub.stop());

        const QString data = dir_.filePath(QStringLiteral("data"));
        LevelLibrary library(QStringLiteral(":/levels"), data + QStringLiteral("/levels"));
        library.setToday(wednesday);
        HubSession session(data);
        session.setReconnectMs(200);
        session.outbox()->setFirstRetryMs(60000); // the outbox alone would wait a minute
        MainWindow window(&library, nullptr, &session);
        const auto thisWeek = [&library] { return library.entries(LevelLibrary::ThisWeek); };
        QTRY_VERIFY_WITH_TIMEOUT(!thisWeek().empty(), kMakeWait);
        const QString key = QStringLiteral("made:") + name;
        QCOMPARE(thisWeek().front().key, key);
        QVERIFY(thisWeek().front().made);
        // Made while a hub is set: its solves are for that hub's week.
        QCOMPARE(thisWeek().front().hub, address);
        QCOMPARE(thisWeek().front().hubTarget, name);
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), HubSession::State::Offline, kWait);

        window.show();
        QVERIFY(window.openLevel(key));
        QCOMPARE(apptest::runPlacements(window.playerView(), *level->solution), ff::Outcome::Solved);
        QVERIFY(ProgressStore::isSolved(key));
        QCOMPARE(session.outbox()->pending().size(), std::size_t(1));
        QCOMPARE(session.outbox()->pending().front().target, name);

        // The hub is back on its address: the session finds it and sends the solve.
        hub.setListenPort(hub.port());
        QVERIFY2(hub.start(db, now, {QStringLiteral("--rate-address"), QStringLiteral("0")}),
                 qPrintable(hub.errorOutput()));
        QTRY_VERIFY_WITH_TIMEOUT(session.outbox()->pending().empty(), kWait);
        const HubReply board = hub.get(kApi + "/weeks/" + name.toStdString() + "/leaderboard");
        QCOMPARE(board.status, 200);
        QCOMPARE(board.body.value("count", 0), 1);
        QCOMPARE(board.body["solvers"][0].value("name", std::string()), std::string("Lin"));
        QTRY_COMPARE_WITH_TIMEOUT(ProgressStore::hubRecord(key, address).rank, 1, kWait);

        // This week is the hub's now; the same level keeps the made key and its progress.
        QTRY_VERIFY_WITH_TIMEOUT(!thisWeek().front().made, kWait);
        QCOMPARE(thisWeek().front().key, key);
        QCOMPARE(thisWeek().front().hubTarget, name);
        QVERIFY(ProgressStore::isSolved(key));
        QVERIFY(hub.stop());
    }
};

QTEST_MAIN(TestMadeWeekHub)
#include "tst_made_week_hub.moc"
