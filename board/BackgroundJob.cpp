#include "board/BackgroundJob.h"

namespace ff::ui {

BackgroundJob::BackgroundJob(QObject* parent) : QObject(parent) {}

BackgroundJob::~BackgroundJob()
{
    // All at once, so they stop side by side; then each jthread joins as it goes.
    for (auto& [id, thread] : threads_)
        thread.request_stop();
    threads_.clear();
}

void BackgroundJob::launch(std::function<Delivery(std::stop_token, const Progress&)> work)
{
    cancel();
    const std::uint64_t id = ++lastId_;
    current_ = id;
    // The thread posts to this object only, which joins it before it is gone;
    // what it posts is checked against current_ on the UI thread.
    auto run = [this, id, work = std::move(work)](std::stop_token stop) {
        const Progress progress = [this, id](double fraction) {
            QMetaObject::invokeMethod(
                this,
                [this, id, fraction] {
                    if (id == current_)
                        emit progressed(fraction);
                },
                Qt::QueuedConnection);
        };
        Delivery deliver = work(std::move(stop), progress);
        QMetaObject::invokeMethod(
            this, [this, id, deliver = std::move(deliver)] { finish(id, deliver); }, Qt::QueuedConnection);
    };
    threads_.emplace(id, std::jthread(std::move(run)));
}

void BackgroundJob::finish(std::uint64_t id, const Delivery& deliver)
{
    threads_.erase(id); // joins: the thread has nothing left to do but end
    if (id != current_)
        return;
    current_ = 0;
    deliver();
}

void BackgroundJob::requestStop()
{
    if (current_ != 0)
        threads_.at(current_).request_stop();
}

void BackgroundJob::cancel()
{
    requestStop();
    current_ = 0;
}

} // namespace ff::ui
