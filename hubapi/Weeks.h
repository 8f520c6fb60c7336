// The weekly messages of the hub's API (docs/spec/hub-api.md, "Routes"): health, the
// archive, a week with its level, a submission and its receipt, the leaderboard and
// the prize draw. toJson writes a message as the hub answers it; fromJson reads it
// with every key's type and range checked and never throws.
#pragma once

#include "engine/rules/Placement.h"
#include "hubapi/Decoded.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ff::api {

// GET health.
struct Health {
    std::string status; // "ok"
    std::int64_t schema = 0;
    std::string time;

    nlohmann::json toJson() const;
    static Decoded<Health> fromJson(const nlohmann::json& j);
};

// A released week without its level (an entry of GET weeks).
struct WeekSummary {
    std::string week; // 2026-W48
    std::string id;   // the level's id
    std::string title;
    std::string release; // the Monday 00:00 UTC of the week
    std::int64_t solvers = 0;
    std::string drawCommitment;       // 64 hexadecimal digits
    std::optional<std::string> prize; // the operator's text of the week's prize; absent reads as none

    nlohmann::json toJson() const;
    static Decoded<WeekSummary> fromJson(const nlohmann::json& j);
};

// GET weeks: released weeks, newest first.
struct WeekList {
    std::vector<WeekSummary> weeks;

    nlohmann::json toJson() const;
    static Decoded<WeekList> fromJson(const nlohmann::json& j);
};

// GET weeks/current and weeks/{week}: the week and its level file without the
// solution (an object; the engine's parseLevel reads it).
struct WeekLevel {
    WeekSummary summary;
    nlohmann::json level;

    nlohmann::json toJson() const;
    static Decoded<WeekLevel> fromJson(const nlohmann::json& j);
};

// POST weeks/{week}/submissions and POST levels/{slug}/solves: {"placement": [...]},
// each piece an entry of a level's solution. Pieces are checked one by one (a
// placeable kind, a side for tokens and only there, a cell within +-1000000) and
// refused with bad-placement naming the piece; a missing or non-array placement is
// bad-request. Whether the pieces fit the level is the hub's check.
struct SubmissionRequest {
    std::vector<Placement> placement;

    nlohmann::json toJson() const;
    static Decoded<SubmissionRequest> fromJson(const nlohmann::json& j);
};

// The answer to a submission. `stored` is present exactly when `solved`: the
// player's first correct submission of the week.
struct SubmissionReceipt {
    struct Stored {
        bool first = false; // this request stored it
        std::string solvedAt;
        double seconds = 0; // from the week's release
        std::int64_t rank = 0;
    };
    std::string week;
    bool solved = false;
    std::string outcome;
    std::int64_t steps = 0;
    std::optional<Stored> stored;

    nlohmann::json toJson() const;
    static Decoded<SubmissionReceipt> fromJson(const nlohmann::json& j);
};

struct LeaderboardEntry {
    std::int64_t rank = 0;
    std::string name;
    std::string solvedAt;
    double seconds = 0;

    nlohmann::json toJson() const;
    static Decoded<LeaderboardEntry> fromJson(const nlohmann::json& j);
};

// GET weeks/{week}/leaderboard: a page of the week's solvers; `you` the asking
// player's own entry (none without a token or when the player has not solved it).
struct Leaderboard {
    std::string week;
    std::int64_t count = 0;
    std::int64_t offset = 0;
    std::vector<LeaderboardEntry> solvers;
    std::optional<LeaderboardEntry> you;

    nlohmann::json toJson() const;
    static Decoded<Leaderboard> fromJson(const nlohmann::json& j);
};

// GET weeks/{week}/draw: the prize draw of a closed week.
struct DrawAnswer {
    struct Winner {
        std::int64_t rank = 0;
        std::string name;
    };
    std::string week;
    std::string closed;
    std::string secret;
    std::string commitment;
    std::int64_t solvers = 0;
    std::string digest;
    std::optional<Winner> winner; // none when nobody solved the week in time

    nlohmann::json toJson() const;
    static Decoded<DrawAnswer> fromJson(const nlohmann::json& j);
};

} // namespace ff::api
