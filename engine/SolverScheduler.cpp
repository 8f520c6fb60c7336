#include "engine/SolverScheduler.h"

#include "engine/SolverSearch.h"

#include <algorithm>
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

} // namespace

SolveResult SolverScheduler::run(const SolverSpace& space, const SolveOptions& options)
{
    const auto started = Clock::now();
    SolveResult result;
    const std::uint64_t limit = options.limit;
    // One more than asked tells whether the limit cut anything.
    const std::uint64_t cap = limit == kNoSolutionLimit ? limit : limit + 1;
    const unsigned threads =
        options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
    const int pieces = space.pieceCount();
    const int splitDepth = std::min(2, std::max(1, pieces - 2));

    std::atomic<bool> stop{false};
    std::vector<std::unique_ptr<SolverSearch>> searches;
    for (unsigned i = 0; i <= threads; ++i)
        searches.push_back(
            std::make_unique<SolverSearch>(space, stop, cap, options.collect, options.maxSteps));
    const std::uint64_t total = searches.front()->totalPlacements();
    result.bruteForceSimulations = total;

    std::mutex mutex;
    std::condition_variable workReady;  // workers: a task is queued, or the end
    std::condition_variable spaceReady; // producer: the window has room
    std::condition_variable finishedCv; // caller
    std::vector<Item> window(kWindow);
    std::deque<std::size_t> queue;
    std::size_t produced = 0;
    std::size_t committed = 0;
    bool producerDone = false;
    bool finished = false;
    bool cut = false;
    std::uint64_t count = 0;

    // Merges finished items in order, none after the limit was reached (what is done
    // past it depends on timing); caller holds the mutex.
    auto commit = [&] {
        while (!cut && committed < produced && window[committed % kWindow].done) {
            Item& item = window[committed % kWindow];
            if (count == 0 && item.batch.count > 0)
                result.simulationsToFirstSolution = result.simulations + item.batch.firstSolutionAt;
            result.simulations += item.batch.simulations;
            result.nearMisses = addSat(result.nearMisses, item.batch.nearMisses);
            const std::uint64_t room = cap - std::min(cap, count);
            count = addSat(count, item.batch.count);
            for (std::size_t i = 0; i < item.batch.solutions.size() && i < room; ++i)
                result.solutions.push_back(std::move(item.batch.solutions[i]));
            item = Item{};
            ++committed;
            if (count >= cap) {
                cut = true;
                stop = true;
                break;
            }
        }
        if (cut || (producerDone && committed == produced))
            finished = true;
        spaceReady.notify_all();
        if (finished) {
            workReady.notify_all();
            finishedCv.notify_all();
        }
    };
    // Adds an item in search order once the window has room; false when stopped.
    auto push = [&](std::unique_lock<std::mutex>& lock, Item&& item) {
        spaceReady.wait(lock, [&] { return stop || produced - committed < kWindow; });
        if (stop)
            return false;
        window[produced % kWindow] = std::move(item);
        ++produced;
        return true;
    };

    std::thread producer([&] {
        SolverSearch& search = *searches.front();
        const SolverSearch::Emit emit = [&](SolverTask&& task, SolverBatch&& before) {
            std::unique_lock lock(mutex);
            if (before.simulations > 0 && !push(lock, Item{true, {}, std::move(before)}))
                return false;
            if (!push(lock, Item{false, std::move(task), {}}))
                return false;
            queue.push_back(produced - 1);
            workReady.notify_one();
            commit();
            return true;
        };
        SolverBatch tail = search.produce(splitDepth, emit);
        std::unique_lock lock(mutex);
        if (!stop)
            push(lock, Item{true, {}, std::move(tail)});
        producerDone = true;
        commit();
        workReady.notify_all();
    });
    std::vector<std::thread> workers;
    for (unsigned i = 1; i <= threads; ++i) {
        workers.emplace_back([&, i] {
            SolverSearch& search = *searches[i];
            std::unique_lock lock(mutex);
            for (;;) {
                workReady.wait(lock, [&] { return stop || finished || !queue.empty() || producerDone; });
                if (stop || finished || queue.empty())
                    return;
                const std::size_t seq = queue.front();
                queue.pop_front();
                SolverTask task = std::move(window[seq % kWindow].task);
                lock.unlock();
                SolverBatch batch = search.explore(task);
                lock.lock();
                if (stop)
                    return;
                window[seq % kWindow].batch = std::move(batch);
                window[seq % kWindow].done = true;
                commit();
            }
        });
    }

    auto settled = [&] {
        std::uint64_t sum = 0;
        for (const auto& s : searches)
            sum = std::min(total, addSat(sum, s->settled()));
        return sum;
    };
    auto report = [&](std::uint64_t n) {
        if (options.progress)
            options.progress(total ? static_cast<double>(n) / static_cast<double>(total) : 1.0, n);
    };
    auto lastReport = Clock::now();
    std::uint64_t reported = 0;
    {
        std::unique_lock lock(mutex);
        for (;;) {
            finishedCv.wait_for(lock, std::chrono::milliseconds(5), [&] { return finished; });
            if (finished)
                break;
            if ((options.cancel && options.cancel->load()) || options.stopToken.stop_requested()) {
                result.cancelled = true;
                stop = true;
                spaceReady.notify_all();
                workReady.notify_all();
                break;
            }
            if (options.progress && Clock::now() - lastReport >= std::chrono::milliseconds(50)) {
                lock.unlock();
                reported = std::max(reported, settled());
                report(reported);
                lastReport = Clock::now();
                lock.lock();
            }
        }
        stop = true;
        spaceReady.notify_all();
        workReady.notify_all();
    }
    producer.join();
    for (std::thread& t : workers)
        t.join();

    result.complete = !result.cancelled && !cut;
    result.count = std::min(count, limit);
    if (result.solutions.size() > limit)
        result.solutions.resize(limit);
    std::sort(result.solutions.begin(), result.solutions.end());
    // Complete, every placement has been settled exactly once: this reports `total`.
    report(std::max(reported, settled()));
    result.seconds = std::chrono::duration<double>(Clock::now() - started).count();
    return result;
}

} // namespace ff
