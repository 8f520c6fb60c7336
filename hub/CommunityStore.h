// The community levels' storage (docs/server.md, "Community levels"): published
// levels and packs with their author and date, per-player plays, solves and votes,
// and the Glicko ratings of levels and players. Every call runs as one call of the
// SqlWorker (SqlWorker.h): on its thread, in a committed transaction, every value
// bound. Keys are made here (slugs from the level's
// canonical form), never by the database, so the SQL is the same on every database.
#pragma once

#include "hub/SqlWorker.h"
#include "hubapi/CommunitySort.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ff::hub {

// A Glicko rating (Glickman 1999): the strength and its uncertainty (one standard
// deviation), both on the Elo scale.
struct Rating {
    double value = 1500.0;
    double deviation = 350.0;
};
// The deviation never falls below this, so a rating keeps following the results.
inline constexpr double kMinRatingDeviation = 30.0;

// One game between `a` and `b`, `score` 1 when a won and 0 when it lost: both
// ratings after it, each updated by Glicko's formulas with the game as the rating
// period's only game (docs/server.md gives them).
std::pair<Rating, Rating> glickoGame(Rating a, Rating b, double score);

struct CommunityLevel {
    std::string slug; // the hub's key: 12 hexadecimal digits of the canonical hash
    std::string levelId;
    std::string title;
    std::string author; // the publishing player's name
    std::int64_t authorId = 0;
    std::int64_t publishedMs = 0;
    int engineGrade = 0;  // gradeLevel's difficulty, 1..5
    std::string packSlug; // empty: published alone
    int packPosition = 0;
    std::int64_t plays = 0;
    std::int64_t solves = 0;
    std::int64_t upVotes = 0;
    std::int64_t downVotes = 0;
    Rating rating;
    std::string publicJson; // without the solution
    std::string levelJson;  // with the solution
};

// A level to publish, proven by the caller.
struct NewLevel {
    std::string slug;
    std::string canonicalHash;
    std::string levelId;
    std::string title;
    std::string levelJson;
    std::string publicJson;
    int engineGrade = 0;
};

struct NewPack {
    std::string slug;
    std::string packId;
    std::string title;
};

struct PublishResult {
    std::vector<CommunityLevel> levels; // as stored, in the order given
    // When a level is a copy of a published one: nothing is stored, and these name
    // the first such level (its position in the request) and the published one.
    std::optional<std::size_t> copyIndex;
    std::string copyOf;
};

using api::CommunitySort;
using api::SortField;

struct CommunityPage {
    std::int64_t count = 0; // every level that matches
    std::vector<CommunityLevel> levels;
};

// What a player's report of a solve attempt changed.
struct AttemptRecord {
    bool recorded = false; // false: the author's own level, nothing is kept
    bool firstSolve = false;
    bool rated = false; // this attempt was the player's rated game on the level
    Rating player;
    CommunityLevel level;
};

struct VoteRecord {
    std::int64_t up = 0;
    std::int64_t down = 0;
    int yours = 0;
};

class CommunityStore {
public:
    explicit CommunityStore(SqlWorker& sql) : sql_(sql) {}

    // The first of the canonical hashes that a published level has: its index and
    // that level's slug.
    std::optional<std::pair<std::size_t, std::string>>
    findCopy(const std::vector<std::string>& canonicalHashes);
    // Stores every level (and the pack, when given) or, when any level's canonical
    // hash is published already, nothing.
    PublishResult publish(const std::vector<NewLevel>& levels, const std::optional<NewPack>& pack,
                          std::int64_t authorId, std::int64_t nowMs);
    // The levels that browse, level and the calls on a slug see are the visible ones:
    // not hidden by the operator, their author not banned (ModerationStore.h). A
    // hidden level's canonical hash still counts for findCopy and publish.
    //
    // Newest: latest first; most solved: most solves first; difficulty: the lowest
    // rating (the easiest) first. `authorKey`: only that player's (a name key).
    CommunityPage browse(CommunitySort sort, const std::optional<std::string>& authorKey, int limit,
                         std::int64_t offset);
    std::optional<CommunityLevel> level(const std::string& slug);
    // A player opened the level: a play, once per player (not for its author).
    void recordPlay(const std::string& slug, std::int64_t playerId, std::int64_t nowMs);
    // A player's checked attempt: the player's first attempt on the level is a rated
    // game (solved: the player won); the first solve counts once.
    AttemptRecord recordAttempt(const std::string& slug, std::int64_t playerId, bool solved,
                                std::int64_t nowMs);
    // The player's vote: 1 up, -1 down, 0 withdrawn; one per player, changeable.
    VoteRecord vote(const std::string& slug, std::int64_t playerId, int vote, std::int64_t nowMs);

private:
    SqlWorker& sql_;
};

} // namespace ff::hub
