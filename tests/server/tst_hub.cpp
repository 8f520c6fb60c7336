// The hub's parts without HTTP: the engine's worker pool, the rate limiter, the clock's
// weeks, the prize draw, the store's calls and the supply of weeks.
#include "hub/ApiSupport.h"
#include "hub/CommunityStore.h"
#include "hub/HubClock.h"
#include "hub/RateLimiter.h"
#include "hub/Schema.h"
#include "hub/Secrets.h"
#include "hub/SqlWorker.h"
#include "hub/WeekStore.h"
#include "hub/WeekSupply.h"
#include "hub/WorkerPool.h"

#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <future>
#include <limits>
#include <sstream>
#include <thread>

using namespace ff::hub;

namespace {

// The database a store test runs on: a SQLite file in `dir`, or the empty PostgreSQL
// database of FF_HUB_TEST_DB (tests/server/with-postgres.sh, the test tst_hub_pg).
std::string testDatabase(const QTemporaryDir& dir)
{
    const QString postgresql = qEnvironmentVariable("FF_HUB_TEST_DB");
    return (postgresql.isEmpty() ? dir.filePath(QStringLiteral("hub.sqlite")) : postgresql).toStdString();
}

} // namespace

class TestHub : public QObject {
    Q_OBJECT

private slots:
    // A player's text in the level's page is text, never markup.
    void htmlTextEscapesMarkup()
    {
        QCOMPARE(ff::hub::htmlText(R"(<script>alert("x")</script> & co)"),
                 std::string(R"(&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co)"));
        QCOMPARE(ff::hub::htmlText("Round the corner"), std::string("Round the corner"));
    }

    void workerPoolRefusesWhenItsQueueIsFull()
    {
        WorkerPool pool(1, 1);
        std::promise<void> release;
        std::shared_future<void> released = release.get_future().share();
        std::promise<void> startedPromise;
        std::future<void> started = startedPromise.get_future();
        auto running = pool.trySubmit([&startedPromise, released] {
            startedPromise.set_value();
            released.wait();
            return 1;
        });
        QVERIFY(running);
        QVERIFY(started.wait_for(std::chrono::seconds(10)) == std::future_status::ready);
        auto queued = pool.trySubmit([] { return 2; });
        QVERIFY(queued);
        QVERIFY(!pool.trySubmit([] { return 3; })); // the one place in the queue is taken
        QVERIFY(running->wait_for(std::chrono::milliseconds(20)) == std::future_status::timeout);
        release.set_value();
        QCOMPARE(running->get(), 1);
        QCOMPARE(queued->get(), 2);
        auto later = pool.trySubmit([] { return 4; });
        QVERIFY(later);
        QCOMPARE(later->get(), 4);
    }

    void rateLimiterAllowsBurstsAndRefills()
    {
        RateLimiter limiter(2, 4); // 2 per second, bursts of 4
        for (int i = 0; i < 4; ++i)
            QVERIFY(limiter.allow("a", 1000));
        QVERIFY(!limiter.allow("a", 1000));
        QVERIFY(limiter.allow("b", 1000)); // keys are apart
        QVERIFY(!limiter.allow("a", 1400));
        QVERIFY(limiter.allow("a", 1500)); // half a second: one more
        QVERIFY(!limiter.allow("a", 1500));
        for (int i = 0; i < 4; ++i)
            QVERIFY(limiter.allow("a", 100000)); // full again, never more than the burst
        QVERIFY(!limiter.allow("a", 100000));
        RateLimiter unlimited(0, 0);
        for (int i = 0; i < 1000; ++i)
            QVERIFY(unlimited.allow("a", 0));
    }

    void weeksStartOnMondayUtc()
    {
        QCOMPARE(releaseMsOf({2026, 48}), *parseUtcTime("2026-11-23T00:00:00Z"));
        QCOMPARE(releaseMsOf({2027, 1}), *parseUtcTime("2027-01-04T00:00:00Z"));
        QCOMPARE(releaseMsOf({2026, 53}), *parseUtcTime("2026-12-28T00:00:00Z"));
        QCOMPARE(isoWeekAt(*parseUtcTime("2026-11-29T23:59:59Z")), (ff::IsoWeek{2026, 48}));
        QCOMPARE(isoWeekAt(*parseUtcTime("2026-11-30T00:00:00Z")), (ff::IsoWeek{2026, 49}));
        QCOMPARE(utcTimeText(*parseUtcTime("2026-11-25T12:00:00.250Z")),
                 std::string("2026-11-25T12:00:00.250Z"));
        QVERIFY(!parseUtcTime("2026-11-25T12:00:00")); // no zone: refused
        QVERIFY(!parseUtcTime("tomorrow"));
    }

    void drawFollowsItsRule()
    {
        const std::string secret(64, 'a');
        const Draw draw = drawWinner(secret, "2026-W48", {"Ada", "Bob", "Cy"});
        QCOMPARE(draw.digest, sha256Hex(secret + "\n2026-W48\nAda\nBob\nCy\n"));
        QCOMPARE(*draw.winner,
                 static_cast<std::size_t>(std::stoull(draw.digest.substr(0, 16), nullptr, 16) % 3));
        QVERIFY(!drawWinner(secret, "2026-W48", {}).winner);
        QCOMPARE(sha256Hex("abc"),
                 std::string("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QCOMPARE(randomHex(32).size(), std::size_t(64));
        QVERIFY(randomHex(32) != randomHex(32));
    }

    void storeCallsAreUndoneAlone()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        SqlWorker sql(testDatabase(dir));
        WeekStore store(sql);
        QCOMPARE(store.schemaVersion(std::chrono::seconds(10)), schemaMigrations().back().version);
        QVERIFY(store.registerPlayer("Ada", "ada", "ada", "hash-1", 0));
        QVERIFY(!store.registerPlayer("ADA", "ada", "ada", "hash-2", 0));   // the name key is taken
        QVERIFY(!store.registerPlayer("Ada.", "ada.", "ada", "hash-2", 0)); // the skeleton is taken
        // The same token hash breaks a UNIQUE constraint: that call fails alone.
        QVERIFY_THROWS_EXCEPTION(StoreError, store.registerPlayer("Bob", "bob", "bob", "hash-1", 0));
        QVERIFY(store.registerPlayer("Bob", "bob", "bob", "hash-3", 0));
        QCOMPARE(store.playerByTokenHash("hash-3")->name, std::string("Bob"));
        QVERIFY(!store.playerByTokenHash("hash-2"));

        // Calls from many threads at once share transactions; each stays whole.
        std::vector<std::thread> threads;
        for (int t = 0; t < 8; ++t)
            threads.emplace_back([&store, t] {
                for (int i = 0; i < 25; ++i) {
                    const std::string n = std::to_string(t) + "-" + std::to_string(i);
                    store.registerPlayer("p" + n, "p" + n, "p" + n, "h" + n, 0);
                    if (i % 5 == 0) {
                        try {
                            store.registerPlayer("q" + n, "q" + n, "q" + n, "hash-1", 0);
                        } catch (const StoreError&) {
                        }
                    }
                }
            });
        for (std::thread& t : threads)
            t.join();
        for (int t = 0; t < 8; ++t)
            for (int i = 0; i < 25; ++i) {
                const std::string n = std::to_string(t) + "-" + std::to_string(i);
                QVERIFY(store.playerByTokenHash("h" + n));
                // A failed call left nothing behind: its name is free.
                QVERIFY(store.registerPlayer("q" + n, "q" + n, "q" + n, "again-" + n, 0).has_value());
            }
    }

    // Made weeks give way: stored only where no level is, replaced by a hand-scheduled
    // level until released, made again only while made and not released.
    void madeWeeksGiveWay()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        SqlWorker sql(testDatabase(dir));
        WeekStore store(sql);
        auto level = [](const std::string& week, const std::string& id, bool made) {
            WeekLevel w;
            w.week = week;
            w.releaseMs = releaseMsOf(*ff::parseIsoWeek(week));
            w.levelId = id;
            w.title = id;
            w.levelJson = id;
            w.publicJson = id;
            w.drawSecret = std::string(64, '0');
            w.made = made;
            return w;
        };
        // 2031-W01 is released, W02 and W03 are not.
        const std::int64_t now = releaseMsOf(ff::IsoWeek{2031, 1}) + 1000;
        QCOMPARE(store.schedule({level("2031-W02", "hand-2", false)}, now).added, 1);
        QVERIFY(!store.storeMade(level("2031-W02", "made-2", true), now));
        QCOMPARE(store.anyWeek("2031-W02")->levelId, std::string("hand-2"));
        QVERIFY(!store.anyWeek("2031-W02")->made);
        QVERIFY(store.storeMade(level("2031-W01", "made-1", true), now));
        QVERIFY(!store.storeMade(level("2031-W01", "made-again", true), now));
        QVERIFY(store.storeMade(level("2031-W03", "made-3", true), now));
        QVERIFY(store.anyWeek("2031-W03")->made);
        QVERIFY(!store.anyWeek("2031-W03")->madeSeed);

        QVERIFY(store.remake(level("2031-W01", "remade-1", true), now) == WeekStore::RemakeOutcome::released);
        QCOMPARE(store.anyWeek("2031-W01")->levelId, std::string("made-1"));
        QVERIFY(store.remake(level("2031-W02", "remade-2", true), now) ==
                WeekStore::RemakeOutcome::handScheduled);
        QCOMPARE(store.anyWeek("2031-W02")->levelId, std::string("hand-2"));
        WeekLevel seeded = level("2031-W03", "seed-7", true);
        seeded.madeSeed = 7;
        QVERIFY(store.remake(seeded, now) == WeekStore::RemakeOutcome::stored);
        QCOMPARE(store.anyWeek("2031-W03")->levelId, std::string("seed-7"));
        QCOMPARE(store.anyWeek("2031-W03")->madeSeed, std::optional<std::int64_t>(7));
        QVERIFY(store.remake(level("2031-W04", "first-4", true), now) == WeekStore::RemakeOutcome::stored);
        QVERIFY(store.anyWeek("2031-W04")->made);

        // schedule replaces a made week not yet released: then it is hand-scheduled.
        QCOMPARE(store.schedule({level("2031-W03", "hand-3", false)}, now).replaced, 1);
        const std::optional<WeekLevel> hand = store.anyWeek("2031-W03");
        QCOMPARE(hand->levelId, std::string("hand-3"));
        QVERIFY(!hand->made);
        QVERIFY(!hand->madeSeed);

        std::vector<std::string> coming;
        for (const WeekLevel& w : store.comingWeeks(now))
            coming.push_back(w.week);
        QCOMPARE(coming, (std::vector<std::string>{"2031-W01", "2031-W02", "2031-W03", "2031-W04"}));
        QCOMPARE(store.comingWeeks(now + kWeekMs).size(), std::size_t(3));
        QCOMPARE(store.storedWeeks(releaseMsOf(ff::IsoWeek{2031, 2}), releaseMsOf(ff::IsoWeek{2031, 3})),
                 (std::vector<std::string>{"2031-W02", "2031-W03"}));
    }

    // Stopping the supply stops the making of a week at its next step, and stores nothing.
    void theSupplyStopsWhileItMakesAWeek()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        SqlWorker sql(dir.filePath(QStringLiteral("hub.sqlite")).toStdString());
        std::promise<void> makingPromise;
        std::future<void> making = makingPromise.get_future();
        std::atomic<bool> started = false;
        std::ostringstream log;
        const auto begin = std::chrono::steady_clock::now();
        {
            WeekSupply supply(
                sql, HubClock(releaseMsOf(ff::IsoWeek{2031, 1})), 1,
                [&](ff::IsoWeek, std::stop_token stop) -> std::optional<ff::Level> {
                    if (!started.exchange(true))
                        makingPromise.set_value();
                    // Far longer than the test waits, unless stopped.
                    for (int i = 0; i < 60000 && !stop.stop_requested(); ++i)
                        std::this_thread::sleep_for(std::chrono::milliseconds(1));
                    return std::nullopt;
                },
                log);
            supply.start();
            QVERIFY(making.wait_for(std::chrono::seconds(10)) == std::future_status::ready);
        }
        QVERIFY(std::chrono::steady_clock::now() - begin < std::chrono::seconds(30));
        QVERIFY(WeekStore(sql).storedWeeks(0, std::numeric_limits<std::int64_t>::max()).empty());
        QVERIFY(!QString::fromStdString(log.str()).contains(QStringLiteral("supplied")));
    }

    void aCallRunAgainStartsFromACleanResult()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        SqlWorker sql(dir.filePath(QStringLiteral("hub.sqlite")).toStdString());
        WeekStore store(sql);
        CommunityStore community(sql);
        const std::int64_t author = store.registerPlayer("Ada", "ada", "ada", "hash-1", 0)->id;
        const auto level = [](int i) {
            const std::string n = std::to_string(i);
            return NewLevel{"slug-" + n, "hash-" + n, "level-" + n, "Level " + n, "{}", "{}", 1};
        };
        for (int i = 0; i < 3; ++i)
            QCOMPARE(community.publish({level(i)}, std::nullopt, author, i).levels.size(), std::size_t(1));

        // One batch: a browse, a publication, then a call that fails, so the batch runs
        // again with a savepoint for each call. The first call holds the store's thread
        // while the others queue behind it.
        std::promise<void> holding;
        std::promise<void> release;
        std::thread holder([&] {
            sql.run([&](QSqlDatabase&) {
                holding.set_value();
                release.get_future().wait();
            });
        });
        holding.get_future().wait();
        const auto queue = [](auto call) {
            auto result = std::async(std::launch::async, call);
            std::this_thread::sleep_for(std::chrono::milliseconds(150));
            return result;
        };
        auto page = queue([&] { return community.browse(CommunitySort::Newest, std::nullopt, 10, 0); });
        auto published = queue([&] { return community.publish({level(3)}, std::nullopt, author, 3); });
        auto failing = queue([&] { return community.recordAttempt("no-such-level", author, true, 4); });
        release.set_value();
        holder.join();

        QVERIFY_THROWS_EXCEPTION(StoreError, failing.get());
        const CommunityPage p = page.get();
        QCOMPARE(p.count, std::int64_t(3));
        QCOMPARE(p.levels.size(), std::size_t(3));
        QCOMPARE(published.get().levels.size(), std::size_t(1));
        QCOMPARE(community.browse(CommunitySort::Newest, std::nullopt, 10, 0).levels.size(), std::size_t(4));
    }

    // Calls past the worker's deadline (300 ms here): the caller gives up with
    // StoreError, a call queued behind the hung one never runs, further calls fail at
    // once while the worker is hung, and once it is free the store serves again.
    void aCallPastItsDeadlineIsGivenUp()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        SqlWorker sql(dir.filePath(QStringLiteral("hub.sqlite")).toStdString(),
                      std::chrono::milliseconds(300));
        WeekStore store(sql);
        auto holding = std::make_shared<std::promise<void>>();
        auto release = std::make_shared<std::promise<void>>();
        std::shared_future<void> released = release->get_future().share();
        auto hung = std::async(std::launch::async, [&sql, holding, released] {
            sql.run([holding, released](QSqlDatabase&) {
                holding->set_value();
                released.wait();
            });
        });
        holding->get_future().wait();
        const auto elapsedMs = [](auto call) {
            const auto start = std::chrono::steady_clock::now();
            try {
                call();
            } catch (const StoreError&) {
                return std::chrono::duration_cast<std::chrono::milliseconds>(
                           std::chrono::steady_clock::now() - start)
                    .count();
            }
            return std::int64_t(-1);
        };
        const std::int64_t queuedMs =
            elapsedMs([&] { store.registerPlayer("Queued", "queued", "queued", "hash-q", 0); });
        QVERIFY_THROWS_EXCEPTION(StoreError, hung.get());
        QVERIFY2(queuedMs >= 300 && queuedMs < 1000, qPrintable(QString::number(queuedMs)));
        const std::int64_t refusedMs = elapsedMs([&] { store.playerByTokenHash("hash-q"); });
        QVERIFY2(refusedMs >= 0 && refusedMs < 100, qPrintable(QString::number(refusedMs)));

        release->set_value();
        const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
        while (elapsedMs([&] { store.playerByTokenHash("hash-q"); }) >= 0 &&
               std::chrono::steady_clock::now() < until)
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        QVERIFY(!store.playerByTokenHash("hash-q"));
        QVERIFY(store.registerPlayer("Queued", "queued", "queued", "hash-q2", 0));
    }
};

QTEST_GUILESS_MAIN(TestHub)
#include "tst_hub.moc"
