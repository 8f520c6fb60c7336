// The community messages of the hub's API (docs/spec/hub-api.md, "Community
// levels"): a listed level, a fetched level, a page of the browse, the answer to a
// publication, a solve's receipt, a vote and its answer, a report to the operator. toJson writes a message as
// the hub answers it; fromJson reads it with every key's type and range checked and
// never throws.
#pragma once

#include "hubapi/Decoded.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ff::api {

// A rating's deviation at least this large: the players have not rated the level yet
// (a new rating's is 350), so the app and the hub's pages show no number.
inline constexpr double kUnratedDeviation = 340;

// A Glicko rating as the hub shows it (rounded to a tenth).
struct ListedRating {
    double value = 1500.0;
    double deviation = 350.0;

    nlohmann::json toJson() const;
    static Decoded<ListedRating> fromJson(const nlohmann::json& j);
};

// A community level as the hub describes it (without the level file).
struct ListedLevel {
    std::string slug; // 12 hexadecimal digits
    std::string id;
    std::string title;
    std::string author;
    std::string published;
    std::optional<std::string> pack; // the pack's slug; none when published alone
    std::int64_t grade = 1;          // the engine's difficulty, 1 to 5
    ListedRating rating;
    std::int64_t plays = 0;
    std::int64_t solves = 0;
    std::int64_t upVotes = 0;
    std::int64_t downVotes = 0;

    nlohmann::json toJson() const;
    static Decoded<ListedLevel> fromJson(const nlohmann::json& j);
};

// GET levels/{slug}: the described level with its level file (an object, without
// the solution; the engine's parseLevel reads it).
struct FetchedLevel {
    ListedLevel listed;
    nlohmann::json level;

    nlohmann::json toJson() const;
    static Decoded<FetchedLevel> fromJson(const nlohmann::json& j);
};

// GET levels: one page of the browse; `count` every level that matches.
struct CommunityPage {
    std::int64_t count = 0;
    std::int64_t offset = 0;
    std::vector<ListedLevel> levels;

    nlohmann::json toJson() const;
    static Decoded<CommunityPage> fromJson(const nlohmann::json& j);
};

// The answer to POST levels (the body is a level or pack file, read by the engine's
// parseDocument): the levels as stored and the pack, none for a level file.
struct PublishAnswer {
    struct Pack {
        std::string slug;
        std::string id;
        std::string title;
    };
    std::vector<ListedLevel> levels;
    std::optional<Pack> pack;

    nlohmann::json toJson() const;
    static Decoded<PublishAnswer> fromJson(const nlohmann::json& j);
};

// The answer to POST levels/{slug}/solves when the placement solves the level (a
// failing one is the error not-solved).
struct SolveReceipt {
    std::string outcome;
    std::int64_t steps = 0;
    bool recorded = false; // false: the author's own level
    bool first = false;    // the player's first correct report
    bool rated = false;    // this report was the player's rated game
    ListedRating rating;   // the player's rating now
    ListedLevel level;     // the level as it is now

    nlohmann::json toJson() const;
    static Decoded<SolveReceipt> fromJson(const nlohmann::json& j);
};

// PUT levels/{slug}/vote: 1 up, -1 down, 0 withdrawn; anything else is refused
// with bad-request.
struct VoteRequest {
    int vote = 0;

    nlohmann::json toJson() const;
    static Decoded<VoteRequest> fromJson(const nlohmann::json& j);
};

struct VoteAnswer {
    std::string slug;
    std::int64_t up = 0;
    std::int64_t down = 0;
    int yours = 0;

    nlohmann::json toJson() const;
    static Decoded<VoteAnswer> fromJson(const nlohmann::json& j);
};

// POST reports: a player reports a community level ({"level": SLUG}) or a player's
// name ({"player": NAME}) to the hub's operator, with a reason of 1 to
// kMaxReportReasonChars characters (not blank, no control characters). Exactly one
// of level and player; else bad-request.
inline constexpr std::size_t kMaxReportReasonChars = 500;
enum class ReportKind { Level, Player };
std::string_view reportKindName(ReportKind kind);
// Whether the hub takes `reason` (UTF-8) as a report's reason.
bool reportReasonAllowed(const std::string& reason);

struct ReportRequest {
    ReportKind kind = ReportKind::Level;
    std::string target; // the slug or the name
    std::string reason;

    nlohmann::json toJson() const;
    static Decoded<ReportRequest> fromJson(const nlohmann::json& j);
};

// The answer to POST reports: the report as kept, `target` the slug or the reported
// player's name as the hub writes it.
struct ReportAnswer {
    std::int64_t id = 0;
    ReportKind kind = ReportKind::Level;
    std::string target;
    std::string reason;
    std::string reported; // the time

    nlohmann::json toJson() const;
    static Decoded<ReportAnswer> fromJson(const nlohmann::json& j);
};

} // namespace ff::api
