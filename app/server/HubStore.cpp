#include "app/server/HubStore.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <chrono>
#include <condition_variable>
#include <deque>
#include <future>
#include <mutex>
#include <optional>
#include <thread>
#include <type_traits>

namespace ff::hub {

const std::vector<Migration>& schemaMigrations()
{
    // Released migrations never change; a change of schema is a new one at the end.
    static const std::vector<Migration> migrations = {
        {1,
         {"CREATE TABLE weekly_levels ("
          " week TEXT PRIMARY KEY,"
          " release_ms INTEGER NOT NULL,"
          " level_id TEXT NOT NULL,"
          " title TEXT NOT NULL,"
          " level_json TEXT NOT NULL,"
          " public_json TEXT NOT NULL,"
          " scheduled_ms INTEGER NOT NULL)",
          "CREATE INDEX weekly_levels_release ON weekly_levels (release_ms)",
          "CREATE TABLE players ("
          " id INTEGER PRIMARY KEY,"
          " name TEXT NOT NULL,"
          " name_key TEXT NOT NULL UNIQUE,"
          " token_hash TEXT NOT NULL UNIQUE,"
          " created_ms INTEGER NOT NULL)",
          "CREATE TABLE weekly_solves ("
          " week TEXT NOT NULL REFERENCES weekly_levels (week),"
          " player_id INTEGER NOT NULL REFERENCES players (id),"
          " solved_ms INTEGER NOT NULL,"
          " ms_since_release INTEGER NOT NULL,"
          " placement_json TEXT NOT NULL,"
          " PRIMARY KEY (week, player_id))",
          "CREATE INDEX weekly_solves_order ON weekly_solves (week, solved_ms, player_id)",
          "CREATE INDEX weekly_solves_player ON weekly_solves (player_id)"}},
        {2,
         {"ALTER TABLE weekly_levels ADD COLUMN draw_secret TEXT NOT NULL DEFAULT ''",
          // Weeks scheduled before this migration get their secret from SQLite's
          // generator (ChaCha20, seeded by the system); later ones from the caller.
          "UPDATE weekly_levels SET draw_secret = lower(hex(randomblob(32))) WHERE draw_secret = ''"}},
        // Community levels (CommunityStore.h). Keys are made by the hub (slugs), not by
        // the database, so the statements are the same on every database.
        {3,
         {"CREATE TABLE community_packs ("
          " slug TEXT PRIMARY KEY,"
          " pack_id TEXT NOT NULL,"
          " title TEXT NOT NULL,"
          " author_id BIGINT NOT NULL REFERENCES players (id),"
          " published_ms BIGINT NOT NULL)",
          "CREATE TABLE community_levels ("
          " slug TEXT PRIMARY KEY,"
          " canonical_hash TEXT NOT NULL UNIQUE,"
          " level_id TEXT NOT NULL,"
          " title TEXT NOT NULL,"
          " author_id BIGINT NOT NULL REFERENCES players (id),"
          " published_ms BIGINT NOT NULL,"
          " level_json TEXT NOT NULL,"
          " public_json TEXT NOT NULL,"
          " engine_grade INTEGER NOT NULL,"
          " pack_slug TEXT REFERENCES community_packs (slug),"
          " pack_position INTEGER,"
          " plays BIGINT NOT NULL,"
          " solves BIGINT NOT NULL,"
          " rating DOUBLE PRECISION NOT NULL,"
          " rating_deviation DOUBLE PRECISION NOT NULL)",
          "CREATE INDEX community_levels_published ON community_levels (published_ms)",
          "CREATE INDEX community_levels_author ON community_levels (author_id, published_ms)",
          "CREATE TABLE community_plays ("
          " level_slug TEXT NOT NULL REFERENCES community_levels (slug),"
          " player_id BIGINT NOT NULL REFERENCES players (id),"
          " first_ms BIGINT NOT NULL,"
          " rated INTEGER NOT NULL,"
          " solved_ms BIGINT,"
          " PRIMARY KEY (level_slug, player_id))",
          "CREATE TABLE community_votes ("
          " level_slug TEXT NOT NULL REFERENCES community_levels (slug),"
          " player_id BIGINT NOT NULL REFERENCES players (id),"
          " vote INTEGER NOT NULL,"
          " voted_ms BIGINT NOT NULL,"
          " PRIMARY KEY (level_slug, player_id))",
          "CREATE TABLE player_ratings ("
          " player_id BIGINT PRIMARY KEY REFERENCES players (id),"
          " rating DOUBLE PRECISION NOT NULL,"
          " rating_deviation DOUBLE PRECISION NOT NULL)"}},
    };
    return migrations;
}

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

std::string s(const QVariant& v)
{
    return v.toString().toStdString();
}

[[noreturn]] void fail(const QString& what, const QSqlError& error)
{
    throw StoreError(what.toStdString() + ": " + error.text().toStdString());
}

// A prepared statement with bound values, run at once; throws on failure.
QSqlQuery exec(QSqlDatabase& db, const char* sql, std::initializer_list<QVariant> values = {})
{
    QSqlQuery query(db);
    if (!query.prepare(QString::fromUtf8(sql)))
        fail(QStringLiteral("prepare"), query.lastError());
    for (const QVariant& v : values)
        query.addBindValue(v);
    if (!query.exec())
        fail(QStringLiteral("query"), query.lastError());
    return query;
}

// A write transaction (for the migrations; calls share runBatch's): BEGIN IMMEDIATE
// takes SQLite's write lock at the start, so two writers wait for each other (busy
// timeout) instead of failing on the upgrade from reading to writing. Rolled back
// unless committed.
class WriteTransaction {
public:
    explicit WriteTransaction(QSqlDatabase& db) : db_(db) { exec(db_, "BEGIN IMMEDIATE"); }
    ~WriteTransaction()
    {
        if (!done_) {
            QSqlQuery rollback(db_);
            rollback.exec(QStringLiteral("ROLLBACK"));
        }
    }
    void commit()
    {
        exec(db_, "COMMIT");
        done_ = true;
    }

private:
    QSqlDatabase& db_;
    bool done_ = false;
};

WeekLevel weekFrom(const QSqlQuery& query, bool withLevel)
{
    WeekLevel w;
    w.week = s(query.value(0));
    w.releaseMs = query.value(1).toLongLong();
    w.levelId = s(query.value(2));
    w.title = s(query.value(3));
    w.solvers = query.value(4).toLongLong();
    w.drawSecret = s(query.value(7));
    if (withLevel) {
        w.levelJson = s(query.value(5));
        w.publicJson = s(query.value(6));
    }
    return w;
}

constexpr const char* kWeekColumns =
    "SELECT w.week, w.release_ms, w.level_id, w.title,"
    " (SELECT COUNT(*) FROM weekly_solves s WHERE s.week = w.week), w.level_json, w.public_json,"
    " w.draw_secret"
    " FROM weekly_levels w ";

std::int64_t rankOf(QSqlDatabase& db, const std::string& week, std::int64_t solvedMs, std::int64_t playerId)
{
    QSqlQuery before =
        exec(db,
             "SELECT COUNT(*) FROM weekly_solves WHERE week = ?"
             " AND (solved_ms < ? OR (solved_ms = ? AND player_id < ?))",
             {q(week), QVariant::fromValue<qlonglong>(solvedMs), QVariant::fromValue<qlonglong>(solvedMs),
              QVariant::fromValue<qlonglong>(playerId)});
    before.next();
    return before.value(0).toLongLong() + 1;
}

QVariant v64(std::int64_t n)
{
    return QVariant::fromValue<qlonglong>(n);
}

} // namespace

// A call of the store: its work, and the handing of its result (or the batch's
// failure) to the caller.
struct Job {
    std::function<bool(QSqlDatabase&)> work; // false: it failed, its result is its exception
    std::function<void(std::exception_ptr batchFailure)> deliver;
};

struct HubStore::Worker {
    std::mutex mutex;
    std::condition_variable wake;
    std::deque<Job> jobs;
    bool stopping = false;
    std::thread thread;
};

namespace {

// The calls waiting at one moment share a transaction (group commit: one write to
// disk for all of them), each in a savepoint of its own, so a call that fails is undone
// alone. The results are handed out only after the commit: no caller hears of a write
// that is not on disk.
void runBatch(QSqlDatabase& db, std::vector<Job>& batch)
{
    std::exception_ptr failure;
    try {
        exec(db, "BEGIN IMMEDIATE");
        for (Job& job : batch) {
            exec(db, "SAVEPOINT call");
            if (!job.work(db))
                exec(db, "ROLLBACK TO call");
            exec(db, "RELEASE call");
        }
        exec(db, "COMMIT");
    } catch (...) {
        failure = std::current_exception();
        QSqlQuery rollback(db);
        rollback.exec(QStringLiteral("ROLLBACK"));
    }
    for (Job& job : batch)
        job.deliver(failure);
}

constexpr std::size_t kMaxBatch = 256;

} // namespace

template <class F> auto HubStore::run(F&& f)
{
    using R = std::invoke_result_t<F&, QSqlDatabase&>;
    struct Call {
        std::promise<R> promise;
        std::optional<R> value;
        std::exception_ptr error;
    };
    auto call = std::make_shared<Call>();
    std::future<R> result = call->promise.get_future();
    Job job;
    job.work = [call, f = std::forward<F>(f)](QSqlDatabase& db) mutable {
        try {
            call->value.emplace(f(db));
            return true;
        } catch (...) {
            call->error = std::current_exception();
            return false;
        }
    };
    job.deliver = [call](std::exception_ptr batchFailure) {
        if (batchFailure)
            call->promise.set_exception(batchFailure);
        else if (call->error)
            call->promise.set_exception(call->error);
        else
            call->promise.set_value(std::move(*call->value));
    };
    {
        std::lock_guard lock(worker_->mutex);
        worker_->jobs.push_back(std::move(job));
    }
    worker_->wake.notify_one();
    return result.get();
}

HubStore::HubStore(const std::string& sqlitePath) : worker_(std::make_unique<Worker>())
{
    std::promise<void> opened;
    std::future<void> openedResult = opened.get_future();
    Worker* w = worker_.get();
    w->thread = std::thread([w, sqlitePath, &opened] {
        const QString name = QStringLiteral("hub-store");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            try {
                db.setDatabaseName(q(sqlitePath));
                // Another process (furunkulus-server schedule) may hold the write lock.
                db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
                if (!db.open())
                    fail(QStringLiteral("cannot open ") + q(sqlitePath), db.lastError());
                // WAL: readers never wait for the writer; FULL: a committed transaction
                // survives a power cut too, not only a killed process.
                exec(db, "PRAGMA journal_mode = WAL");
                exec(db, "PRAGMA synchronous = FULL");
                exec(db, "PRAGMA foreign_keys = ON");
                exec(db, "CREATE TABLE IF NOT EXISTS schema_migrations ("
                         " version INTEGER PRIMARY KEY, applied_ms INTEGER NOT NULL)");
                QSqlQuery current = exec(db, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations");
                current.next();
                const int have = current.value(0).toInt();
                const int newest = schemaMigrations().back().version;
                if (have > newest)
                    throw StoreError("the database has schema version " + std::to_string(have) +
                                     ", newer than this program's " + std::to_string(newest));
                for (const Migration& m : schemaMigrations()) {
                    if (m.version <= have)
                        continue;
                    WriteTransaction t(db);
                    for (const std::string& statement : m.statements)
                        exec(db, statement.c_str());
                    exec(db, "INSERT INTO schema_migrations (version, applied_ms) VALUES (?, ?)",
                         {m.version, v64(std::chrono::duration_cast<std::chrono::milliseconds>(
                                             std::chrono::system_clock::now().time_since_epoch())
                                             .count())});
                    t.commit();
                }
                opened.set_value();
            } catch (...) {
                opened.set_exception(std::current_exception());
                db.close();
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
                runBatch(db, batch);
            }
            db.close();
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

HubStore::~HubStore()
{
    {
        std::lock_guard lock(worker_->mutex);
        worker_->stopping = true;
    }
    worker_->wake.notify_one();
    worker_->thread.join();
}

int HubStore::schemaVersion()
{
    return run([](QSqlDatabase& db) {
        QSqlQuery query = exec(db, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations");
        query.next();
        return query.value(0).toInt();
    });
}

ScheduleOutcome HubStore::schedule(const std::vector<WeekLevel>& levels, std::int64_t nowMs)
{
    return run([&](QSqlDatabase& db) {
        ScheduleOutcome outcome;
        for (const WeekLevel& level : levels) {
            QSqlQuery existing =
                exec(db, "SELECT release_ms, level_json FROM weekly_levels WHERE week = ?", {q(level.week)});
            if (existing.next()) {
                if (s(existing.value(1)) == level.levelJson) {
                    ++outcome.unchanged;
                    continue;
                }
                if (existing.value(0).toLongLong() <= nowMs) {
                    outcome.refused.push_back(level.week);
                    continue;
                }
                exec(db,
                     "UPDATE weekly_levels SET release_ms = ?, level_id = ?, title = ?, level_json = ?,"
                     " public_json = ?, scheduled_ms = ? WHERE week = ?",
                     {v64(level.releaseMs), q(level.levelId), q(level.title), q(level.levelJson),
                      q(level.publicJson), v64(nowMs), q(level.week)});
                ++outcome.replaced;
                continue;
            }
            exec(db,
                 "INSERT INTO weekly_levels (week, release_ms, level_id, title, level_json, public_json,"
                 " scheduled_ms, draw_secret) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                 {q(level.week), v64(level.releaseMs), q(level.levelId), q(level.title), q(level.levelJson),
                  q(level.publicJson), v64(nowMs), q(level.drawSecret)});
            ++outcome.added;
        }
        return outcome;
    });
}

std::optional<WeekLevel> HubStore::releasedWeek(const std::string& week, std::int64_t nowMs)
{
    return run([&](QSqlDatabase& db) -> std::optional<WeekLevel> {
        QSqlQuery query =
            exec(db, (std::string(kWeekColumns) + "WHERE w.week = ? AND w.release_ms <= ?").c_str(),
                 {q(week), v64(nowMs)});
        if (!query.next())
            return std::nullopt;
        return weekFrom(query, true);
    });
}

std::optional<WeekLevel> HubStore::latestReleased(std::int64_t nowMs)
{
    return run([&](QSqlDatabase& db) -> std::optional<WeekLevel> {
        QSqlQuery query =
            exec(db,
                 (std::string(kWeekColumns) + "WHERE w.release_ms <= ? ORDER BY w.release_ms DESC LIMIT 1")
                     .c_str(),
                 {v64(nowMs)});
        if (!query.next())
            return std::nullopt;
        return weekFrom(query, true);
    });
}

std::vector<WeekLevel> HubStore::archive(std::int64_t nowMs)
{
    return run([&](QSqlDatabase& db) {
        QSqlQuery query = exec(
            db, (std::string(kWeekColumns) + "WHERE w.release_ms <= ? ORDER BY w.release_ms DESC").c_str(),
            {v64(nowMs)});
        std::vector<WeekLevel> weeks;
        while (query.next())
            weeks.push_back(weekFrom(query, false));
        return weeks;
    });
}

std::optional<Player> HubStore::registerPlayer(const std::string& name, const std::string& nameKey,
                                               const std::string& tokenHash, std::int64_t nowMs)
{
    return run([&](QSqlDatabase& db) -> std::optional<Player> {
        QSqlQuery taken = exec(db, "SELECT 1 FROM players WHERE name_key = ?", {q(nameKey)});
        if (taken.next())
            return std::nullopt;
        QSqlQuery insert =
            exec(db, "INSERT INTO players (name, name_key, token_hash, created_ms) VALUES (?, ?, ?, ?)",
                 {q(name), q(nameKey), q(tokenHash), v64(nowMs)});
        return Player{insert.lastInsertId().toLongLong(), name, nowMs};
    });
}

void HubStore::runCall(const std::function<void(QSqlDatabase&)>& work)
{
    run([&](QSqlDatabase& db) {
        work(db);
        return true;
    });
}

std::optional<Player> HubStore::playerByTokenHash(const std::string& tokenHash)
{
    return run([&](QSqlDatabase& db) -> std::optional<Player> {
        QSqlQuery query =
            exec(db, "SELECT id, name, created_ms FROM players WHERE token_hash = ?", {q(tokenHash)});
        if (!query.next())
            return std::nullopt;
        return Player{query.value(0).toLongLong(), s(query.value(1)), query.value(2).toLongLong()};
    });
}

SolveRecord HubStore::recordSolve(const std::string& week, std::int64_t releaseMs, std::int64_t playerId,
                                  std::int64_t nowMs, const std::string& placementJson)
{
    return run([&](QSqlDatabase& db) {
        SolveRecord record;
        QSqlQuery existing =
            exec(db, "SELECT solved_ms, ms_since_release FROM weekly_solves WHERE week = ? AND player_id = ?",
                 {q(week), v64(playerId)});
        if (existing.next()) {
            record.solve = {week, existing.value(0).toLongLong(), existing.value(1).toLongLong(), releaseMs};
        } else {
            record.first = true;
            record.solve = {week, nowMs, nowMs - releaseMs, releaseMs};
            exec(db,
                 "INSERT INTO weekly_solves (week, player_id, solved_ms, ms_since_release, placement_json)"
                 " VALUES (?, ?, ?, ?, ?)",
                 {q(week), v64(playerId), v64(nowMs), v64(nowMs - releaseMs), q(placementJson)});
        }
        record.rank = rankOf(db, week, record.solve.solvedMs, playerId);
        return record;
    });
}

Leaderboard HubStore::leaderboard(const std::string& week, int limit, int offset,
                                  std::optional<std::int64_t> playerId)
{
    return run([&](QSqlDatabase& db) {
        Leaderboard board;
        QSqlQuery count = exec(db, "SELECT COUNT(*) FROM weekly_solves WHERE week = ?", {q(week)});
        count.next();
        board.count = count.value(0).toLongLong();
        QSqlQuery page = exec(db,
                              "SELECT p.name, s.solved_ms, s.ms_since_release FROM weekly_solves s"
                              " JOIN players p ON p.id = s.player_id WHERE s.week = ?"
                              " ORDER BY s.solved_ms, s.player_id LIMIT ? OFFSET ?",
                              {q(week), limit, offset});
        std::int64_t rank = offset;
        while (page.next())
            board.entries.push_back(
                {++rank, s(page.value(0)), page.value(1).toLongLong(), page.value(2).toLongLong()});
        if (playerId) {
            QSqlQuery own = exec(db,
                                 "SELECT p.name, s.solved_ms, s.ms_since_release FROM weekly_solves s"
                                 " JOIN players p ON p.id = s.player_id WHERE s.week = ? AND s.player_id = ?",
                                 {q(week), v64(*playerId)});
            if (own.next()) {
                const std::int64_t solvedMs = own.value(1).toLongLong();
                board.own = LeaderboardEntry{rankOf(db, week, solvedMs, *playerId), s(own.value(0)), solvedMs,
                                             own.value(2).toLongLong()};
            }
        }
        return board;
    });
}

std::vector<LeaderboardEntry> HubStore::solversBefore(const std::string& week, std::int64_t beforeMs)
{
    return run([&](QSqlDatabase& db) {
        QSqlQuery query = exec(db,
                               "SELECT p.name, s.solved_ms, s.ms_since_release FROM weekly_solves s"
                               " JOIN players p ON p.id = s.player_id WHERE s.week = ? AND s.solved_ms < ?"
                               " ORDER BY s.solved_ms, s.player_id",
                               {q(week), v64(beforeMs)});
        std::vector<LeaderboardEntry> solvers;
        while (query.next())
            solvers.push_back({static_cast<std::int64_t>(solvers.size()) + 1, s(query.value(0)),
                               query.value(1).toLongLong(), query.value(2).toLongLong()});
        return solvers;
    });
}

std::vector<Solve> HubStore::solvesOf(std::int64_t playerId)
{
    return run([&](QSqlDatabase& db) {
        QSqlQuery query =
            exec(db,
                 "SELECT s.week, s.solved_ms, s.ms_since_release, w.release_ms FROM weekly_solves s"
                 " JOIN weekly_levels w ON w.week = s.week WHERE s.player_id = ?"
                 " ORDER BY w.release_ms",
                 {v64(playerId)});
        std::vector<Solve> solves;
        while (query.next())
            solves.push_back({s(query.value(0)), query.value(1).toLongLong(), query.value(2).toLongLong(),
                              query.value(3).toLongLong()});
        return solves;
    });
}

} // namespace ff::hub
