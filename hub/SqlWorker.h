// The hub's database connection: one SQL database through Qt SQL, a SQLite file or a
// PostgreSQL database, reached only from one thread of its own, which owns the
// connection (Qt SQL connections belong to the thread that made them). The stores
// (WeekStore.h, CommunityStore.h) run each of their calls on that thread through
// run() and wait for it, so callers on any thread see the calls one after another.
//
// Contracts: the database is brought to the newest schema when the worker opens it
// (Schema.h). Every call runs in a transaction, shared with the calls waiting at the
// same moment (group commit; when one of them fails, they run again, each in a
// savepoint of its own), so a call that fails is undone alone, a killed process
// leaves each call's writes whole or absent, and no call returns before its
// transaction is committed (SQLite: synchronous = FULL, on disk; PostgreSQL: its
// commit, synchronous_commit as the server sets it). Every value reaches SQL as a
// bound value of a prepared statement, never inside the statement's text. A storage
// failure throws StoreError, and so does a call past its deadline (a database that
// hangs: a stopped server, a lock held by another process).
#pragma once

#include "hub/Metrics.h"
#include <QSqlDatabase>

#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <functional>
#include <future>
#include <initializer_list>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <variant>

namespace ff::hub {

struct StoreError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A failure that trying again may cure: PostgreSQL broke a deadlock between two
// processes' transactions (or a serialization failure) by undoing this statement.
struct ConflictError : StoreError {
    using StoreError::StoreError;
};

// Where the hub keeps its data: `postgresql://[USER[:PASSWORD]@][HOST][:PORT]/DBNAME
// [?KEY=VALUE&...]` (also `postgres://`; the keys are libpq's connection parameters,
// such as sslmode, and the environment's PGHOST, PGPASSWORD, ... fill what the URL
// leaves out), or else the name of a SQLite file.
struct DatabaseTarget {
    enum class Kind { sqlite, postgresql } kind = Kind::sqlite;
    std::string sqlitePath;
    std::string host;
    int port = -1; // -1: libpq's default
    std::string user;
    std::string password;
    std::string name;
    std::string options; // "key=value" pairs, ';'-separated, for Qt's QPSQL driver
};
// The target of --db; nothing, with `error` set, for a URL the hub cannot use.
std::optional<DatabaseTarget> parseDatabaseTarget(const std::string& text, std::string& error);

class SqlWorker {
public:
    // Opens the database of `database` (parseDatabaseTarget; a SQLite file is created
    // when absent) and runs the migrations it lacks. Throws StoreError when it cannot,
    // or when the database has a newer schema than this program knows. `callDeadline`:
    // the longest run() waits for a call; none: until the call ends.
    explicit SqlWorker(const std::string& database,
                       std::optional<std::chrono::milliseconds> callDeadline = std::nullopt);
    ~SqlWorker();
    SqlWorker(const SqlWorker&) = delete;
    SqlWorker& operator=(const SqlWorker&) = delete;

    // Runs `work` on the worker's thread as one call and returns what it returns. An
    // exception thrown by `work` undoes its writes and reaches the caller. `work` may
    // run more than once (again in a savepoint when another call of its batch failed,
    // or after a conflict with another process undid it): it gives its result only by
    // returning it, each run from the start, never through state it captured.
    //
    // Past the deadline the caller gives up with StoreError: the call does not run when
    // it has not begun, and its writes are rolled back when it has, unless the database
    // is committing them already. The work may still run after its caller has given up,
    // so it owns what it reads (it captures by value). While the worker has been in one
    // transaction for longer than the deadline (the database hangs), calls fail at once
    // instead of waiting behind it; when the database answers again, the worker goes on.
    template <class F> std::invoke_result_t<F&, QSqlDatabase&> run(F&& work)
    {
        return runWithin(std::forward<F>(work), callDeadline_);
    }
    // The same with a shorter deadline of its own (at most the worker's).
    template <class F>
    std::invoke_result_t<F&, QSqlDatabase&> run(F&& work, std::chrono::milliseconds deadline)
    {
        return runWithin(std::forward<F>(work),
                         callDeadline_ ? std::min(*callDeadline_, deadline) : deadline);
    }

    // How long callers waited for their calls (a call past its deadline counts with
    // the time its caller waited).
    const Histogram& callLatency() const { return callLatency_; }

    // A call as the worker's thread runs it: its work, and the handing of its result
    // (or the batch's failure) to the caller.
    struct Job {
        enum class Outcome { done, failed, conflict }; // failed, conflict: its result is its exception
        std::function<Outcome(QSqlDatabase&)> work;
        std::function<void(std::exception_ptr batchFailure)> deliver;
        // Set when the caller gave up at its deadline.
        std::shared_ptr<std::atomic<bool>> abandoned = std::make_shared<std::atomic<bool>>(false);
    };

private:
    struct Thread;
    template <class F>
    std::invoke_result_t<F&, QSqlDatabase&> runWithin(F&& work,
                                                      std::optional<std::chrono::milliseconds> deadline);
    // Throws StoreError when the worker's transaction has run for longer than `deadline`
    // or a caller has given up on it.
    void refuseWhileHung(std::chrono::milliseconds deadline) const;
    // A caller gave up on a call at the worker's deadline: the running transaction
    // counts as hung.
    void markOverdue();
    void submit(Job job);
    std::optional<std::chrono::milliseconds> callDeadline_;
    Histogram callLatency_;
    std::unique_ptr<Thread> thread_;
};

// The statements of a worker's connection, for the work of its calls and its set-up
// (on the worker's thread only).
bool onPostgresql(const QSqlDatabase& db);
// Runs the statement at once and returns it, its result ready to read; throws on
// failure. With values, a prepared statement with them bound; without, run as it is
// (PostgreSQL prepares only queries and changes of rows, not BEGIN, SAVEPOINT or
// CREATE TABLE). The result holds until the same text runs again or the call ends.
QSqlQuery& exec(QSqlDatabase& db, const char* sql, std::initializer_list<QVariant> values = {});
// Ends the reading of every statement's result.
void finishStatements();
// The statement that starts a write transaction on the database. SQLite: BEGIN
// IMMEDIATE takes the write lock at the start, so two writers wait for each other
// (busy timeout) instead of failing on the upgrade from reading to writing.
// PostgreSQL: READ COMMITTED; rows are locked as they are written, and racing inserts
// of one key are settled by ON CONFLICT.
const char* beginWrite(const QSqlDatabase& db);

template <class F>
std::invoke_result_t<F&, QSqlDatabase&>
SqlWorker::runWithin(F&& work, std::optional<std::chrono::milliseconds> deadline)
{
    using R = std::invoke_result_t<F&, QSqlDatabase&>;
    using Value = std::conditional_t<std::is_void_v<R>, std::monostate, R>;
    struct Call {
        std::promise<R> promise;
        std::optional<Value> value;
        std::exception_ptr error;
    };
    auto call = std::make_shared<Call>();
    std::future<R> result = call->promise.get_future();
    Job job;
    job.work = [call, f = std::forward<F>(work)](QSqlDatabase& db) mutable {
        // A run again starts from nothing: no result of an undone run remains.
        call->value.reset();
        call->error = nullptr;
        try {
            if constexpr (std::is_void_v<R>) {
                f(db);
                call->value.emplace();
            } else {
                call->value.emplace(f(db));
            }
            return Job::Outcome::done;
        } catch (const ConflictError&) {
            call->error = std::current_exception();
            return Job::Outcome::conflict;
        } catch (...) {
            call->error = std::current_exception();
            return Job::Outcome::failed;
        }
    };
    job.deliver = [call](std::exception_ptr batchFailure) {
        if (batchFailure)
            call->promise.set_exception(batchFailure);
        else if (call->error)
            call->promise.set_exception(call->error);
        else if constexpr (std::is_void_v<R>)
            call->promise.set_value();
        else
            call->promise.set_value(std::move(*call->value));
    };
    if (deadline)
        refuseWhileHung(*deadline);
    const std::shared_ptr<std::atomic<bool>> abandoned = job.abandoned;
    const auto started = std::chrono::steady_clock::now();
    submit(std::move(job));
    const bool answered = !deadline || result.wait_for(*deadline) == std::future_status::ready;
    if (!deadline)
        result.wait();
    callLatency_.observe(std::chrono::steady_clock::now() - started);
    if (!answered) {
        abandoned->store(true);
        // A shorter deadline of a caller's own (/health) is no sign that the database hangs.
        if (callDeadline_ && *deadline >= *callDeadline_)
            markOverdue();
        throw StoreError("the database did not answer within " + std::to_string(deadline->count()) + " ms");
    }
    return result.get();
}

} // namespace ff::hub
