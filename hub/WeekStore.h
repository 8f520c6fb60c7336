// The weekly store: the weeks and their levels, the players, their solves and the
// leaderboards, each call one call of the SqlWorker (SqlWorker.h). Writes that other
// processes may race (a name, the first solve of a week) are single INSERT ... ON
// CONFLICT DO NOTHING statements, so the database decides who was first.
#pragma once

#include "hub/SqlWorker.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ff::hub {

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
    std::optional<std::string> prize; // the operator's text (Prizes.h)
    // Made by a hub (WeekSupply.h, `weeks remake`), not scheduled by an operator; a
    // week made again from another season seed holds that seed.
    bool made = false;
    std::optional<std::int64_t> madeSeed;
};

struct Player {
    std::int64_t id = 0;
    std::string name;
    std::int64_t createdMs = 0;
    bool banned = false; // by the operator (ModerationStore.h): the token is refused
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
    std::int64_t playerId = 0;
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

class WeekStore {
public:
    explicit WeekStore(SqlWorker& sql) : sql_(sql) {}

    // The database's schema version (Schema.h), waiting for it at most `deadline`
    // (StoreError past it).
    int schemaVersion(std::chrono::milliseconds deadline);

    // Adds the levels, replacing a week's level only while that week is not released
    // (at nowMs); a released week keeps its level (a different one is refused, the
    // same one is unchanged). A week keeps the draw secret it was first scheduled
    // with. One transaction: all or nothing; when any week is refused, no week is
    // written and the outcome holds only the refused weeks.
    // The weeks scheduled then are hand-scheduled: an operator's level replaces a made
    // one of a week not yet released.
    ScheduleOutcome schedule(const std::vector<WeekLevel>& levels, std::int64_t nowMs);

    // Stores the level a hub made for its week (level.made, level.madeSeed) unless the
    // week holds a level already (whoever stored it, even meanwhile): true when stored.
    bool storeMade(const WeekLevel& level, std::int64_t nowMs);
    enum class RemakeOutcome { stored, released, handScheduled };
    // Stores the made level in place of the week's made level (or as its first) while
    // the week is not released at nowMs and holds no hand-scheduled level.
    RemakeOutcome remake(const WeekLevel& level, std::int64_t nowMs);
    // The weeks holding a level whose release is from fromMs to toMs.
    std::vector<std::string> storedWeeks(std::int64_t fromMs, std::int64_t toMs);
    // The week's level, released or not, with levelJson and publicJson.
    std::optional<WeekLevel> anyWeek(const std::string& week);
    // The weeks not closed at nowMs (the current one and the coming ones), in order,
    // with levelJson and publicJson.
    std::vector<WeekLevel> comingWeeks(std::int64_t nowMs);

    // The week's level when it is released at nowMs; without levelJson and publicJson
    // unless `withLevel` (a released week's level never changes: a caller may keep it).
    std::optional<WeekLevel> releasedWeek(const std::string& week, std::int64_t nowMs, bool withLevel);
    // The released week with the latest release, as releasedWeek.
    std::optional<WeekLevel> latestReleased(std::int64_t nowMs, bool withLevel);
    // Every released week, newest first; levelJson and publicJson only `withLevels`.
    std::vector<WeekLevel> archive(std::int64_t nowMs, bool withLevels = false);

    // A new player; nothing when the name key (the case-folded name) or the name's
    // skeleton (PlayerName.h) is taken.
    std::optional<Player> registerPlayer(const std::string& name, const std::string& nameKey,
                                         const std::string& skeleton, const std::string& tokenHash,
                                         std::int64_t nowMs);
    std::optional<Player> playerByTokenHash(const std::string& tokenHash);
    // Stores the hash of the player's transfer code, valid until expiresMs; it replaces
    // the player's earlier code. Codes expired at nowMs are dropped.
    void setTransferCode(std::int64_t playerId, const std::string& codeHash, std::int64_t expiresMs,
                         std::int64_t nowMs);
    // The player of the transfer code, whose token becomes the one of `tokenHash` (the
    // earlier token stops working); the code is used up. Nothing when no code has the
    // hash or it has expired at nowMs.
    std::optional<Player> redeemTransferCode(const std::string& codeHash, const std::string& tokenHash,
                                             std::int64_t nowMs);

    // Stores the player's solve of the week unless one is stored (then returns that).
    SolveRecord recordSolve(const std::string& week, std::int64_t releaseMs, std::int64_t playerId,
                            std::int64_t nowMs, const std::string& placementJson);
    // Solvers in order of their solve (ties: the earlier registered), from `offset`,
    // at most `limit`; `own` for the player when given and a solver.
    Leaderboard leaderboard(const std::string& week, int limit, std::int64_t offset,
                            std::optional<std::int64_t> playerId);
    // Every solver whose solve is before `beforeMs`, in leaderboard order.
    std::vector<LeaderboardEntry> solversBefore(const std::string& week, std::int64_t beforeMs);
    // The player's solves of released weeks, oldest week first.
    std::vector<Solve> solvesOf(std::int64_t playerId);

private:
    SqlWorker& sql_;
};

} // namespace ff::hub
