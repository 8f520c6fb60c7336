// The hub's storage: one SQL database through Qt SQL, a SQLite file or a PostgreSQL
// database, reached only from one thread of its own, which owns the connection (Qt
// SQL connections belong to the thread that made them). Every public function runs
// its work on that thread and waits for it, so callers on any thread see the calls one
// after another.
//
// Contracts: the schema is created and upgraded by numbered migrations when the store
// opens (schemaMigrations); on PostgreSQL several processes may open one database at
// once (the migrations run under an advisory lock). Every call runs in a transaction,
// shared with the calls waiting at the same moment (group commit; when one of them
// fails, they run again, each in a savepoint of its own), so a call that fails is
// undone alone, a killed process leaves each call's writes whole or absent, and no
// call returns before its transaction is committed
// (SQLite: synchronous = FULL, on disk; PostgreSQL: its commit, synchronous_commit as
// the server sets it). Writes that other processes may race (a name, the first solve
// of a week) are single INSERT ... ON CONFLICT DO NOTHING statements, so the database
// decides who was first. Every value reaches SQL as a bound value of a prepared
// statement, never inside the statement's text. A storage failure throws StoreError.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

class QSqlDatabase;

namespace ff::hub {

struct StoreError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Where the store keeps its data: `postgresql://[USER[:PASSWORD]@][HOST][:PORT]/DBNAME
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
// The target of --db; nothing, with `error` set, for a URL this store cannot use.
std::optional<DatabaseTarget> parseDatabaseTarget(const std::string& text, std::string& error);

// One statement of a migration: one text for both databases, or one for each where
// their SQL differs (a 64-bit column is BIGINT on PostgreSQL, an id that numbers
// itself is INTEGER PRIMARY KEY on SQLite).
struct MigrationStatement {
    MigrationStatement(const char* both) : sqlite(both), postgresql(both) {}
    MigrationStatement(const char* forSqlite, const char* forPostgresql)
        : sqlite(forSqlite), postgresql(forPostgresql)
    {
    }
    std::string sqlite;
    std::string postgresql;
};

// One migration: the schema version it brings the database to and its statements.
struct Migration {
    int version = 0;
    std::vector<MigrationStatement> statements;
};
// Every migration in order; the last one's version is the schema this program needs.
const std::vector<Migration>& schemaMigrations();

// A weekly level as scheduled.
struct WeekLevel {
    std::string week;           // "2026-W48"
    std::int64_t releaseMs = 0; // the Monday 00:00 UTC of the week
    std::string levelId;
    std::string title;
    std::string levelJson;  // the canonical level file, solution included
    std::string publicJson; // the same without the solution
    std::int64_t solvers = 0;
    // The week's secret for the prize draw (64 hexadecimal digits): its SHA-256 is
    // published with the level, the secret itself once the week has closed.
    std::string drawSecret;
};

struct Player {
    std::int64_t id = 0;
    std::string name;
    std::int64_t createdMs = 0;
};

// A player's first correct submission for a week.
struct Solve {
    std::string week;
    std::int64_t solvedMs = 0;
    std::int64_t msSinceRelease = 0;
    std::int64_t releaseMs = 0;
};

struct SolveRecord {
    bool first = false; // this call stored it; false: an earlier submission had
    Solve solve;
    std::int64_t rank = 0; // 1 for the first solver of the week
};

struct LeaderboardEntry {
    std::int64_t rank = 0;
    std::string name;
    std::int64_t solvedMs = 0;
    std::int64_t msSinceRelease = 0;
};

struct Leaderboard {
    std::int64_t count = 0;
    std::vector<LeaderboardEntry> entries;
    std::optional<LeaderboardEntry> own;
};

struct ScheduleOutcome {
    int added = 0;
    int replaced = 0;
    int unchanged = 0;
    // Weeks refused because they are released already and their level differs.
    std::vector<std::string> refused;
};

class HubStore {
public:
    // Opens the database of `database` (parseDatabaseTarget; a SQLite file is created
    // when absent) and runs the migrations it lacks. Throws StoreError when it cannot,
    // or when the database has a newer schema than this program knows.
    explicit HubStore(const std::string& database);
    ~HubStore();
    HubStore(const HubStore&) = delete;
    HubStore& operator=(const HubStore&) = delete;

    int schemaVersion();

    // Adds the levels, replacing a week's level only while that week is not released
    // (at nowMs); a released week keeps its level (a different one is refused, the
    // same one is unchanged). A week keeps the draw secret it was first scheduled
    // with. One transaction: all or nothing.
    ScheduleOutcome schedule(const std::vector<WeekLevel>& levels, std::int64_t nowMs);

    // The week's level when it is released at nowMs.
    std::optional<WeekLevel> releasedWeek(const std::string& week, std::int64_t nowMs);
    // The released week with the latest release.
    std::optional<WeekLevel> latestReleased(std::int64_t nowMs);
    // Every released week, newest first, without levelJson and publicJson.
    std::vector<WeekLevel> archive(std::int64_t nowMs);

    // A new player; nothing when the name key (the case-folded name) is taken.
    std::optional<Player> registerPlayer(const std::string& name, const std::string& nameKey,
                                         const std::string& tokenHash, std::int64_t nowMs);
    std::optional<Player> playerByTokenHash(const std::string& tokenHash);

    // Stores the player's solve of the week unless one is stored (then returns that).
    SolveRecord recordSolve(const std::string& week, std::int64_t releaseMs, std::int64_t playerId,
                            std::int64_t nowMs, const std::string& placementJson);
    // Solvers in order of their solve (ties: the earlier registered), from `offset`,
    // at most `limit`; `own` for the player when given and a solver.
    Leaderboard leaderboard(const std::string& week, int limit, int offset,
                            std::optional<std::int64_t> playerId);
    // Every solver whose solve is before `beforeMs`, in leaderboard order.
    std::vector<LeaderboardEntry> solversBefore(const std::string& week, std::int64_t beforeMs);
    // The player's solves of released weeks, oldest week first.
    std::vector<Solve> solvesOf(std::int64_t playerId);

    // Runs `work` on the store's thread as one call (its own savepoint of a shared
    // transaction, as every call above), for the store's other parts
    // (CommunityStore.h). An exception thrown by `work` undoes its writes and reaches
    // the caller.
    void runCall(const std::function<void(QSqlDatabase&)>& work);

private:
    struct Worker;
    template <class F> auto run(F&& f);
    std::unique_ptr<Worker> worker_;
};

} // namespace ff::hub
