#include "hub/WorkerPool.h"

namespace ff::hub {

WorkerPool::WorkerPool(unsigned threads, std::size_t queueLimit) : queueLimit_(queueLimit)
{
    for (unsigned i = 0; i < std::max(1u, threads); ++i)
        threads_.emplace_back([this] {
            for (;;) {
                std::function<void()> job;
                {
                    std::unique_lock lock(mutex_);
                    wake_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
                    if (jobs_.empty())
                        return;
                    job = std::move(jobs_.front());
                    jobs_.pop_front();
                }
                job();
            }
        });
}

WorkerPool::~WorkerPool()
{
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    for (std::thread& t : threads_)
        t.join();
}

std::size_t WorkerPool::queued()
{
    std::lock_guard lock(mutex_);
    return jobs_.size();
}

bool WorkerPool::push(std::function<void()> job)
{
    {
        std::lock_guard lock(mutex_);
        if (jobs_.size() >= queueLimit_)
            return false;
        jobs_.push_back(std::move(job));
    }
    wake_.notify_one();
    return true;
}

} // namespace ff::hub
