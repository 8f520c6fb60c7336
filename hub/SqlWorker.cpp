#include "hub/SqlWorker.h"

#include "hub/Schema.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QString>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <vector>

namespace ff::hub {

std::optional<DatabaseTarget> parseDatabaseTarget(const std::string& text, std::string& error)
{
    DatabaseTarget target;
    const std::size_t scheme = text.find("://");
    if (scheme == std::string::npos) {
        if (text.empty()) {
            error = "--db needs a SQLite file or a postgresql:// URL";
            return std::nullopt;
        }
        target.sqlitePath = text;
        return target;
    }
    const std::string schemeName = text.substr(0, scheme);
    if (schemeName != "postgresql" && schemeName != "postgres") {
        error = "--db takes a SQLite file or a postgresql:// URL, not a " + schemeName + ":// URL";
        return std::nullopt;
    }
    const QUrl url(QString::fromStdString(text), QUrl::StrictMode);
    const QString path = url.path(QUrl::FullyDecoded);
    if (!url.isValid() || url.hasFragment()) {
        error = "--db: the PostgreSQL URL is not valid";
        return std::nullopt;
    }
    if (path.size() < 2 || path.indexOf(QLatin1Char('/'), 1) >= 0) {
        error = "--db: the URL needs a database name, as in postgresql://hub@localhost/hub";
        return std::nullopt;
    }
    target.kind = DatabaseTarget::Kind::postgresql;
    target.host = url.host(QUrl::FullyDecoded).toStdString();
    target.port = url.port(-1);
    target.user = url.userName(QUrl::FullyDecoded).toStdString();
    target.password = url.password(QUrl::FullyDecoded).toStdString();
    target.name = path.mid(1).toStdString();
    static const QRegularExpression key(QStringLiteral("^[a-z_]+$"));
    static const QRegularExpression value(QStringLiteral("^[^\\s'\\\\;]+$"));
    for (const auto& [k, v] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
        if (!key.match(k).hasMatch() || !value.match(v).hasMatch()) {
            error = "--db: the URL parameter '" + k.toStdString() + "=" + v.toStdString() +
                    "' is not a connection parameter (a lower-case name and a value without"
                    " spaces, quotes, backslashes or semicolons)";
            return std::nullopt;
        }
        target.options += (target.options.empty() ? "" : ";") + (k + QLatin1Char('=') + v).toStdString();
    }
    return target;
}

bool onPostgresql(const QSqlDatabase& db)
{
    return db.driverName() == QLatin1String("QPSQL");
}

namespace {

[[noreturn]] void fail(const QString& what, const QSqlError& error)
{
    const std::string text = what.toStdString() + ": " + error.text().toStdString();
    const QString state = error.nativeErrorCode();
    if (state == QLatin1String("40P01") || state == QLatin1String("40001"))
        throw ConflictError(text);
    throw StoreError(text);
}

// The statements of the worker's connection, by their text: each is prepared once and
// run again with new values (on PostgreSQL one round trip instead of three: PREPARE,
// EXECUTE, DEALLOCATE). Each worker has a thread and a connection of its own, so this
// thread's statements are that connection's. A statement's result holds until its
// text runs again or the call ends (runBatch finishes every result after each call:
// SQLite's read of a statement not stepped to its end would stay open).
std::unordered_map<std::string, QSqlQuery>& statements()
{
    thread_local std::unordered_map<std::string, QSqlQuery> byText;
    return byText;
}

} // namespace

void finishStatements()
{
    for (auto& [text, query] : statements())
        query.finish();
}

QSqlQuery& exec(QSqlDatabase& db, const char* sql, std::initializer_list<QVariant> values)
{
    auto statement = statements().find(sql);
    if (statement == statements().end()) {
        QSqlQuery query(db);
        if (values.size() > 0 && !query.prepare(QString::fromUtf8(sql)))
            fail(QStringLiteral("prepare ") + QString::fromUtf8(sql), query.lastError());
        statement = statements().emplace(sql, std::move(query)).first;
    }
    QSqlQuery& query = statement->second;
    if (values.size() == 0) {
        if (!query.exec(QString::fromUtf8(sql)))
            fail(QString::fromUtf8(sql), query.lastError());
        return query;
    }
    int position = 0;
    for (const QVariant& v : values)
        query.bindValue(position++, v);
    if (!query.exec())
        fail(QString::fromUtf8(sql), query.lastError());
    return query;
}

const char* beginWrite(const QSqlDatabase& db)
{
    return onPostgresql(db) ? "BEGIN ISOLATION LEVEL READ COMMITTED" : "BEGIN IMMEDIATE";
}

struct SqlWorker::Thread {
    std::mutex mutex;
    std::condition_variable wake;
    std::deque<Job> jobs;
    bool stopping = false;
    // The batches begun, when the running one began (steady clock, ms; 0 between
    // batches), and the last one a caller gave up on.
    std::atomic<std::uint64_t> batches = 0;
    std::atomic<std::int64_t> batchSinceMs = 0;
    std::atomic<std::uint64_t> overdueBatch = 0;
    std::thread thread;
};

namespace {

using Job = SqlWorker::Job;

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// Closes the connection, its prepared statements first.
void close(QSqlDatabase& db)
{
    statements().clear();
    db.close();
}

std::int64_t steadyMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

bool abandoned(const Job& job)
{
    return job.abandoned->load();
}

// Takes the calls whose callers gave up out of the batch; they are not run.
void dropAbandoned(std::vector<Job>& batch)
{
    std::erase_if(batch, abandoned);
}

// How often a call undone by a conflict with another process is tried again.
constexpr int kConflictRetries = 3;

// One transaction for the calls. Without savepoints (calls rarely fail, and a
// savepoint costs PostgreSQL two round trips a call), a call that fails, or whose
// caller gave up before the commit, rolls all back and the answer is false. With a
// savepoint for each call, such a call is undone alone, and one undone by a conflict
// is tried again.
bool runTransaction(QSqlDatabase& db, std::vector<Job>& batch, bool savepoints)
{
    finishStatements();
    exec(db, beginWrite(db));
    for (Job& job : batch) {
        if (!savepoints) {
            const Job::Outcome outcome = job.work(db);
            finishStatements();
            if (outcome != Job::Outcome::done) {
                exec(db, "ROLLBACK");
                return false;
            }
            continue;
        }
        exec(db, "SAVEPOINT call");
        Job::Outcome outcome = job.work(db);
        for (int retry = 0; outcome == Job::Outcome::conflict && retry < kConflictRetries; ++retry) {
            exec(db, "ROLLBACK TO call");
            outcome = job.work(db);
        }
        if (outcome != Job::Outcome::done || abandoned(job))
            exec(db, "ROLLBACK TO call");
        finishStatements();
        exec(db, "RELEASE call");
    }
    if (!savepoints && std::any_of(batch.begin(), batch.end(), abandoned)) {
        exec(db, "ROLLBACK");
        return false;
    }
    exec(db, "COMMIT");
    return true;
}

// The calls waiting at one moment share a transaction (group commit: one write to
// disk for all of them); when one of them fails, they run again, each in a savepoint
// of its own, so a call that fails is undone alone (a call's work only reads and
// writes the database, so running it again is safe). The results are handed out only
// after the commit: no caller hears of a write that is not committed.
void runBatch(QSqlDatabase& db, std::vector<Job>& batch)
{
    dropAbandoned(batch);
    if (batch.empty())
        return;
    std::exception_ptr failure;
    try {
        if (!runTransaction(db, batch, false)) {
            dropAbandoned(batch);
            runTransaction(db, batch, true);
        }
    } catch (...) {
        failure = std::current_exception();
        finishStatements();
        QSqlQuery rollback(db);
        rollback.exec(QStringLiteral("ROLLBACK"));
    }
    for (Job& job : batch)
        job.deliver(failure);
    // A PostgreSQL connection that broke (the server restarted, the network failed) is
    // opened anew for the next batch; until that succeeds, calls fail.
    if (failure && onPostgresql(db)) {
        QSqlQuery ping(db);
        if (!db.isOpen() || !ping.exec(QStringLiteral("SELECT 1"))) {
            close(db);
            db.open();
        }
    }
}

constexpr std::size_t kMaxBatch = 256;

// Opens the database (PostgreSQL: one connection, which fails after 10 s when the
// server does not answer).
void open(QSqlDatabase& db, const DatabaseTarget& target)
{
    if (target.kind == DatabaseTarget::Kind::sqlite) {
        db.setDatabaseName(q(target.sqlitePath));
        // Another process (furunkulus-server schedule) may hold the write lock.
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open())
            fail(QStringLiteral("cannot open ") + q(target.sqlitePath), db.lastError());
        // WAL: readers never wait for the writer; FULL: a committed transaction
        // survives a power cut too, not only a killed process.
        exec(db, "PRAGMA journal_mode = WAL");
        exec(db, "PRAGMA synchronous = FULL");
        exec(db, "PRAGMA foreign_keys = ON");
        return;
    }
    db.setHostName(q(target.host));
    db.setPort(target.port);
    db.setUserName(q(target.user));
    db.setPassword(q(target.password));
    db.setDatabaseName(q(target.name));
    const bool timeoutGiven = target.options.find("connect_timeout=") != std::string::npos;
    db.setConnectOptions(q(target.options + (timeoutGiven             ? ""
                                             : target.options.empty() ? "connect_timeout=10"
                                                                      : ";connect_timeout=10")));
    if (!db.open())
        fail(QStringLiteral("cannot connect to PostgreSQL database ") + q(target.name), db.lastError());
    // Not the notice of every start that schema_migrations exists.
    exec(db, "SET client_min_messages TO WARNING");
}

} // namespace

SqlWorker::SqlWorker(const std::string& database, std::optional<std::chrono::milliseconds> callDeadline)
    : callDeadline_(callDeadline), thread_(std::make_unique<Thread>())
{
    std::string error;
    const std::optional<DatabaseTarget> target = parseDatabaseTarget(database, error);
    if (!target)
        throw StoreError(error);
    std::promise<void> opened;
    std::future<void> openedResult = opened.get_future();
    Thread* w = thread_.get();
    w->thread = std::thread([w, target = *target, &opened] {
        const QString name = QStringLiteral("hub-store");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(target.kind == DatabaseTarget::Kind::sqlite
                                                            ? QStringLiteral("QSQLITE")
                                                            : QStringLiteral("QPSQL"),
                                                        name);
            try {
                if (!db.isValid())
                    throw StoreError("Qt SQL has no driver for " +
                                     std::string(target.kind == DatabaseTarget::Kind::sqlite
                                                     ? "SQLite (QSQLITE)"
                                                     : "PostgreSQL (QPSQL; Debian: libqt6sql6-psql)"));
                open(db, target);
                migrate(db);
                opened.set_value();
            } catch (...) {
                opened.set_exception(std::current_exception());
                close(db);
                db = QSqlDatabase();
                QSqlDatabase::removeDatabase(name);
                return;
            }
            for (;;) {
                std::vector<Job> batch;
                {
                    std::unique_lock lock(w->mutex);
                    w->wake.wait(lock, [w] { return w->stopping || !w->jobs.empty(); });
                    if (w->jobs.empty())
                        break;
                    while (!w->jobs.empty() && batch.size() < kMaxBatch) {
                        batch.push_back(std::move(w->jobs.front()));
                        w->jobs.pop_front();
                    }
                }
                ++w->batches;
                w->batchSinceMs = steadyMs();
                runBatch(db, batch);
                w->batchSinceMs = 0;
            }
            close(db);
        }
        QSqlDatabase::removeDatabase(name);
    });
    try {
        openedResult.get();
    } catch (...) {
        w->thread.join();
        throw;
    }
}

SqlWorker::~SqlWorker()
{
    {
        std::lock_guard lock(thread_->mutex);
        thread_->stopping = true;
    }
    thread_->wake.notify_one();
    thread_->thread.join();
}

void SqlWorker::refuseWhileHung(std::chrono::milliseconds deadline) const
{
    const std::int64_t since = thread_->batchSinceMs;
    if (since != 0 && (thread_->overdueBatch == thread_->batches || steadyMs() - since > deadline.count()))
        throw StoreError("the database has not answered for " + std::to_string(steadyMs() - since) + " ms");
}

void SqlWorker::markOverdue()
{
    if (thread_->batchSinceMs != 0)
        thread_->overdueBatch = thread_->batches.load();
}

void SqlWorker::submit(Job job)
{
    {
        std::lock_guard lock(thread_->mutex);
        thread_->jobs.push_back(std::move(job));
    }
    thread_->wake.notify_one();
}

} // namespace ff::hub
