// The background job (board/BackgroundJob) against its contract: the work runs off
// the UI thread, its progress and result arrive on the UI thread, a cancel stops it
// within 100 ms, and nothing of a cancelled, superseded or destroyed job arrives.
#include "board/BackgroundJob.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>
#include <vector>

using ff::ui::BackgroundJob;
using Clock = std::chrono::steady_clock;

namespace {

bool onUiThread()
{
    return QThread::currentThread() == QCoreApplication::instance()->thread();
}

// What a work function on the worker thread tells the test.
struct Observed {
    std::atomic<bool> started{false};
    std::atomic<bool> ended{false};
    std::atomic<Clock::rep> endedAt{0};

    void end()
    {
        endedAt = Clock::now().time_since_epoch().count();
        ended = true;
    }
    double msSince(Clock::time_point t) const
    {
        const Clock::time_point ended{Clock::duration(endedAt.load())};
        return std::chrono::duration<double, std::milli>(ended - t).count();
    }
};

// Work that runs until its stop is requested (checking every millisecond), then
// reports 1.0 progress and returns `value`.
auto untilStopped(std::shared_ptr<Observed> seen, int value)
{
    return [seen, value](std::stop_token stop, const BackgroundJob::Progress& progress) {
        seen->started = true;
        while (!stop.stop_requested())
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        progress(1.0);
        seen->end();
        return value;
    };
}

} // namespace

class TestBackgroundJob : public QObject {
    Q_OBJECT
private slots:
    void resultArrivesOnTheUiThread();
    void progressArrivesInOrder();
    void cancelStopsWithin100ms();
    void requestStopKeepsTheResult();
    void restartDropsTheStaleResult();
    void destructionDuringARunIsSafe();
    void destructionDropsAPostedResult();
};

void TestBackgroundJob::resultArrivesOnTheUiThread()
{
    BackgroundJob job;
    std::thread::id workThread;
    std::vector<int> results;
    bool doneOnUiThread = false;
    QVERIFY(!job.isRunning());
    job.start(
        [&workThread](std::stop_token, const BackgroundJob::Progress&) {
            workThread = std::this_thread::get_id();
            return 7;
        },
        [&](int result) {
            results.push_back(result);
            doneOnUiThread = onUiThread();
        });
    QVERIFY(job.isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(results.size(), std::size_t(1), 5000);
    QCOMPARE(results.front(), 7);
    QVERIFY(doneOnUiThread);
    QVERIFY(workThread != std::this_thread::get_id());
    QVERIFY(!job.isRunning());
    QTest::qWait(50);
    QCOMPARE(results.size(), std::size_t(1)); // once only
}

void TestBackgroundJob::progressArrivesInOrder()
{
    BackgroundJob job;
    std::vector<double> fractions;
    bool allOnUiThread = true;
    connect(&job, &BackgroundJob::progressed, this, [&](double fraction) {
        fractions.push_back(fraction);
        allOnUiThread = allOnUiThread && onUiThread();
    });
    std::vector<double> seenAtDone;
    bool done = false;
    job.start(
        [](std::stop_token, const BackgroundJob::Progress& progress) {
            progress(0.25);
            progress(0.5);
            progress(1.0);
            return 0;
        },
        [&](int) {
            seenAtDone = fractions;
            done = true;
        });
    QTRY_VERIFY_WITH_TIMEOUT(done, 5000);
    // Every report of the work came before its result, in the order made.
    QCOMPARE(seenAtDone, (std::vector<double>{0.25, 0.5, 1.0}));
    QVERIFY(allOnUiThread);
}

void TestBackgroundJob::cancelStopsWithin100ms()
{
    BackgroundJob job;
    QSignalSpy progress(&job, &BackgroundJob::progressed);
    auto seen = std::make_shared<Observed>();
    bool done = false;
    job.start(untilStopped(seen, 1), [&](int) { done = true; });
    QTRY_VERIFY_WITH_TIMEOUT(seen->started.load(), 5000);
    QTest::qWait(50);
    QVERIFY(!seen->ended);
    const Clock::time_point cancelled = Clock::now();
    job.cancel();
    const double callMs = std::chrono::duration<double, std::milli>(Clock::now() - cancelled).count();
    QVERIFY(callMs < 100.0);
    QVERIFY(!job.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(seen->ended.load(), 5000);
    QVERIFY(seen->msSince(cancelled) < 100.0);
    // Neither the progress it reported on stopping nor its result arrives.
    QTest::qWait(50);
    QVERIFY(!done);
    QCOMPARE(progress.count(), 0);
}

void TestBackgroundJob::requestStopKeepsTheResult()
{
    BackgroundJob job;
    auto seen = std::make_shared<Observed>();
    std::vector<int> results;
    job.start(untilStopped(seen, 3), [&](int result) { results.push_back(result); });
    QTRY_VERIFY_WITH_TIMEOUT(seen->started.load(), 5000);
    const Clock::time_point requested = Clock::now();
    job.requestStop();
    QVERIFY(job.isRunning()); // until the result is there
    QTRY_VERIFY_WITH_TIMEOUT(!job.isRunning(), 5000);
    QVERIFY(seen->msSince(requested) < 100.0);
    QCOMPARE(results, std::vector<int>{3});
}

void TestBackgroundJob::restartDropsTheStaleResult()
{
    BackgroundJob job;
    std::vector<int> results;
    // The first job does not look at its stop token, so its result is made and
    // posted after the second job has started: it must not arrive.
    auto first = std::make_shared<Observed>();
    job.start(
        [first](std::stop_token, const BackgroundJob::Progress& progress) {
            first->started = true;
            std::this_thread::sleep_for(std::chrono::milliseconds(150));
            progress(0.5);
            first->end();
            return 1;
        },
        [&](int result) { results.push_back(result); });
    QTRY_VERIFY_WITH_TIMEOUT(first->started.load(), 5000);
    QSignalSpy progress(&job, &BackgroundJob::progressed);
    auto second = std::make_shared<Observed>();
    job.start(untilStopped(second, 2), [&](int result) { results.push_back(result); });
    QVERIFY(job.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(first->ended.load(), 5000);
    QTest::qWait(50);
    QVERIFY(results.empty());
    QCOMPARE(progress.count(), 0);
    QVERIFY(job.isRunning());
    job.requestStop();
    QTRY_COMPARE_WITH_TIMEOUT(results, std::vector<int>{2}, 5000);
    QCOMPARE(progress.count(), 1); // the second job's own report
}

void TestBackgroundJob::destructionDuringARunIsSafe()
{
    // The owner dies while its job runs: the destructor stops the work and waits
    // for it, and the callback into the owner never runs.
    auto seen = std::make_shared<Observed>();
    auto owner = std::make_unique<QObject>();
    auto* job = new BackgroundJob(owner.get());
    bool done = false;
    job->start(untilStopped(seen, 1), [&done](int) { done = true; });
    QTRY_VERIFY_WITH_TIMEOUT(seen->started.load(), 5000);
    const Clock::time_point destroyed = Clock::now();
    owner.reset();
    QVERIFY(seen->ended); // the thread is over when the destructor returns
    QVERIFY(seen->msSince(destroyed) < 100.0);
    QTest::qWait(50);
    QVERIFY(!done);
}

void TestBackgroundJob::destructionDropsAPostedResult()
{
    // The result is made and posted, but the owner dies before the UI thread
    // gets to it.
    auto seen = std::make_shared<Observed>();
    auto owner = std::make_unique<QObject>();
    auto* job = new BackgroundJob(owner.get());
    bool done = false;
    job->start(
        [seen](std::stop_token, const BackgroundJob::Progress&) {
            seen->end();
            return 1;
        },
        [&done](int) { done = true; });
    while (!seen->ended)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    std::this_thread::sleep_for(std::chrono::milliseconds(20)); // without handling events
    owner.reset();
    QTest::qWait(50);
    QVERIFY(!done);
}

QTEST_MAIN(TestBackgroundJob)
#include "tst_backgroundjob.moc"
