// Engine work off the threads that serve connections: a fixed number of threads and
// a bounded queue. A job that finds the queue full is refused at once (the caller
// answers 503), and a caller waits for its job at most its time budget; a job whose
// caller gave up still runs to its end, so jobs must be bounded themselves.
#pragma once

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace ff::hub {

class WorkerPool {
public:
    WorkerPool(unsigned threads, std::size_t queueLimit);
    ~WorkerPool();
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;

    // The jobs waiting for a thread.
    std::size_t queued();

    // The job's future, or nothing when queueLimit jobs are waiting already.
    template <class F> auto trySubmit(F job) -> std::optional<std::future<decltype(job())>>
    {
        using R = decltype(job());
        auto task = std::make_shared<std::packaged_task<R()>>(std::move(job));
        std::future<R> result = task->get_future();
        if (!push([task] { (*task)(); }))
            return std::nullopt;
        return result;
    }

private:
    bool push(std::function<void()> job);

    std::size_t queueLimit_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<std::function<void()>> jobs_;
    bool stopping_ = false;
    std::vector<std::thread> threads_;
};

} // namespace ff::hub
