#include "engine/search/SolverScheduler.h"

#include "engine/search/SolverSearch.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>

namespace ff {

namespace {

using Clock = std::chrono::steady_clock;

struct Item {
    bool done = false;
    SolverTask task;
    SolverBatch batch;
};

// The state of one threaded search: the window of items in search order, the queue
// of subtrees for the workers, and the merged result. Every member below `mutex`
// is guarded by it.
class ScheduledRun {
public:
    ScheduledRun(const SolverSpace& space, const SolveOptions& options)
        : options_(options), limit_(options.limit),
          // One more than asked tells whether the limit cut anything.
          cap_(limit_ == kNoSolutionLimit ? limit_ : limit_ + 1),
          threads_(options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency())),
          splitDepth_(std::min(2, std::max(1, space.pieceCount() - 2))), window_(SolverScheduler::kWindow)
    {
        for (unsigned i = 0; i <= threads_; ++i)
            searches_.push_back(
                std::make_unique<SolverSearch>(space, stop_, cap_, options.collect, options.maxSteps));
        total_ = searches_.front()->totalPlacements();
        result_.bruteForceSimulations = total_;
    }

    SolveResult run()
    {
        std::thread producer([this] { produce(); });
        std::vector<std::thread> workers;
        for (unsigned i = 1; i <= threads_; ++i)
            workers.emplace_back([this, i] { work(*searches_[i]); });
        const std::uint64_t reported = superviseUntilFinished();
        producer.join();
        for (std::thread& t : workers)
            t.join();

        result_.complete = !result_.cancelled && !cut_;
        result_.count = std::min(count_, limit_);
        if (result_.solutions.size() > limit_)
            result_.solutions.resize(limit_);
        std::sort(result_.solutions.begin(), result_.solutions.end());
        // Complete, every placement has been settled exactly once: this reports `total`.
        report(std::max(reported, settled()));
        result_.seconds = std::chrono::duration<double>(Clock::now() - started_).count();
        return std::move(result_);
    }

private:
    static constexpr std::size_t kWindow = SolverScheduler::kWindow;

    // Merges finished items in order, none after the limit was reached (what is done
    // past it depends on timing); caller holds the mutex.
    void commit()
    {
        while (!cut_ && committed_ < produced_ && window_[committed_ % kWindow].done) {
            Item& item = window_[committed_ % kWindow];
            if (count_ == 0 && item.batch.count > 0)
                result_.simulationsToFirstSolution = result_.simulations + item.batch.firstSolutionAt;
            result_.simulations += item.batch.simulations;
            result_.nearMisses = addSat(result_.nearMisses, item.batch.nearMisses);
            const std::uint64_t room = cap_ - std::min(cap_, count_);
            count_ = addSat(count_, item.batch.count);
            for (std::size_t i = 0; i < item.batch.solutions.size() && i < room; ++i)
                result_.solutions.push_back(std::move(item.batch.solutions[i]));
            item = Item{};
            ++committed_;
            if (count_ >= cap_) {
                cut_ = true;
                stop_ = true;
                break;
            }
        }
        if (cut_ || (producerDone_ && committed_ == produced_))
            finished_ = true;
        spaceReady_.notify_all();
        if (finished_) {
            workReady_.notify_all();
            finishedCv_.notify_all();
        }
    }

    // Adds an item in search order once the window has room; false when stopped.
    bool push(std::unique_lock<std::mutex>& lock, Item&& item)
    {
        spaceReady_.wait(lock, [&] { return stop_ || produced_ - committed_ < kWindow; });
        if (stop_)
            return false;
        window_[produced_ % kWindow] = std::move(item);
        ++produced_;
        return true;
    }

    // The producer: walks the top of the tree, queueing subtrees and the leaf
    // batches found between them, in search order.
    void produce()
    {
        SolverSearch& search = *searches_.front();
        const SolverSearch::Emit emit = [&](SolverTask&& task, SolverBatch&& before) {
            std::unique_lock lock(mutex_);
            if (before.simulations > 0 && !push(lock, Item{true, {}, std::move(before)}))
                return false;
            if (!push(lock, Item{false, std::move(task), {}}))
                return false;
            queue_.push_back(produced_ - 1);
            workReady_.notify_one();
            commit();
            return true;
        };
        SolverBatch tail = search.produce(splitDepth_, emit);
        std::unique_lock lock(mutex_);
        if (!stop_)
            push(lock, Item{true, {}, std::move(tail)});
        producerDone_ = true;
        commit();
        workReady_.notify_all();
    }

    // A worker: explores queued subtrees until the search ends.
    void work(SolverSearch& search)
    {
        std::unique_lock lock(mutex_);
        for (;;) {
            workReady_.wait(lock, [&] { return stop_ || finished_ || !queue_.empty() || producerDone_; });
            if (stop_ || finished_ || queue_.empty())
                return;
            const std::size_t seq = queue_.front();
            queue_.pop_front();
            SolverTask task = std::move(window_[seq % kWindow].task);
            lock.unlock();
            SolverBatch batch = search.explore(task);
            lock.lock();
            if (stop_)
                return;
            window_[seq % kWindow].batch = std::move(batch);
            window_[seq % kWindow].done = true;
            commit();
        }
    }

    // On the calling thread: waits for the end, honours a stop request, reports
    // progress at most every 50 ms; returns the last fraction reported, and leaves
    // every thread told to stop.
    std::uint64_t superviseUntilFinished()
    {
        auto lastReport = Clock::now();
        std::uint64_t reported = 0;
        std::unique_lock lock(mutex_);
        for (;;) {
            finishedCv_.wait_for(lock, std::chrono::milliseconds(5), [&] { return finished_; });
            if (finished_)
                break;
            if (options_.stopToken.stop_requested()) {
                result_.cancelled = true;
                break;
            }
            if (options_.progress && Clock::now() - lastReport >= std::chrono::milliseconds(50)) {
                lock.unlock();
                reported = std::max(reported, settled());
                report(reported);
                lastReport = Clock::now();
                lock.lock();
            }
        }
        stop_ = true;
        spaceReady_.notify_all();
        workReady_.notify_all();
        return reported;
    }

    // Placements whose outcome is known, over every search (read without the mutex).
    std::uint64_t settled() const
    {
        std::uint64_t sum = 0;
        for (const auto& s : searches_)
            sum = std::min(total_, addSat(sum, s->settled()));
        return sum;
    }

    void report(std::uint64_t n) const
    {
        if (options_.progress)
            options_.progress(total_ ? static_cast<double>(n) / static_cast<double>(total_) : 1.0, n);
    }

    const Clock::time_point started_ = Clock::now();
    const SolveOptions& options_;
    const std::uint64_t limit_;
    const std::uint64_t cap_;
    const unsigned threads_;
    const int splitDepth_;
    std::atomic<bool> stop_{false};
    std::vector<std::unique_ptr<SolverSearch>> searches_;
    std::uint64_t total_ = 0;

    std::mutex mutex_;
    std::condition_variable workReady_;  // workers: a task is queued, or the end
    std::condition_variable spaceReady_; // producer: the window has room
    std::condition_variable finishedCv_; // caller
    std::vector<Item> window_;
    std::deque<std::size_t> queue_;
    std::size_t produced_ = 0;
    std::size_t committed_ = 0;
    bool producerDone_ = false;
    bool finished_ = false;
    bool cut_ = false;
    std::uint64_t count_ = 0;
    SolveResult result_;
};

} // namespace

SolveResult SolverScheduler::run(const SolverSpace& space, const SolveOptions& options)
{
    return ScheduledRun(space, options).run();
}

} // namespace ff
