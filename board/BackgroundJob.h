// Runs engine work off the UI thread, one job at a time, so the UI never freezes:
// a hint search, a verification, a puzzle generator. The work runs on a thread of
// its own with a std::stop_token and a progress function; its result comes back on
// the UI thread to the `done` callback given to start().
//
// Only the latest job counts: start() and cancel() make the running job stale, and
// nothing of a stale job arrives, neither progress nor result (its thread is asked
// to stop and ends in the background). Destroying the BackgroundJob asks every
// thread to stop and waits for them, so no callback runs after it is gone: make it
// a child of the object its callbacks use. The work must not touch that object or
// any widget (give it copies of what it needs) and must honour its stop token
// promptly, since cancel requests and the destructor rely on it.
//
// Create, use and destroy it on the UI thread.
#pragma once

#include <QObject>

#include <cstdint>
#include <functional>
#include <map>
#include <stop_token>
#include <thread>
#include <utility>

namespace ff::ui {

class BackgroundJob : public QObject {
    Q_OBJECT
public:
    // How far the work got, a fraction 0..1. The work calls it on its own thread,
    // at most a few dozen times a second (each call posts one event).
    using Progress = std::function<void(double fraction)>;

    explicit BackgroundJob(QObject* parent = nullptr);
    // Asks every thread still running to stop and waits until they have ended.
    ~BackgroundJob() override;

    // Cancels the running job, then calls `work(stopToken, progress)` on a new
    // thread (Work: Result(std::stop_token, const Progress&), Result copyable) and
    // hands its result to `done(result)` on the UI thread, unless the job went
    // stale before.
    template <class Work, class Done> void start(Work work, Done done)
    {
        launch(
            [work = std::move(work), done = std::move(done)](std::stop_token stop, const Progress& progress) {
                return Delivery([done, result = work(std::move(stop), progress)] { done(result); });
            });
    }
    // Asks the running job's work to stop and drops the job: nothing of it arrives.
    // Returns at once; the thread ends on its own.
    void cancel();
    // Asks the running job's work to stop early but keeps the job: what the work
    // returns when stopped (for the solver, a result marked cancelled) arrives as usual.
    void requestStop();
    // A job was started and neither its result has arrived nor was it cancelled.
    bool isRunning() const { return current_ != 0; }

signals:
    // The running job's progress, on the UI thread.
    void progressed(double fraction);

private:
    // Hands a result to `done`: made on the work's thread, called on the UI thread.
    using Delivery = std::function<void()>;

    void launch(std::function<Delivery(std::stop_token, const Progress&)> work);
    void finish(std::uint64_t id, const Delivery& deliver);

    // Every thread not joined yet, stale ones included, by job id.
    std::map<std::uint64_t, std::jthread> threads_;
    std::uint64_t lastId_ = 0;
    std::uint64_t current_ = 0; // the running job, 0 for none
};

} // namespace ff::ui
