#include "hubapi/Weeks.h"

#include "engine/rules/Catalogue.h"
#include "hubapi/ErrorCode.h"
#include "hubapi/JsonRead.h"

#include <limits>

namespace ff::api {

namespace {

using json = nlohmann::json;

// Cells further out are refused before the hub asks R21 (which refuses every cell
// off the board), so coordinates fit an int.
constexpr std::int64_t kMaxCoordinate = 1'000'000;
constexpr double kMaxSeconds = 1e15;

json nullable(const std::optional<LeaderboardEntry>& e)
{
    return e ? e->toJson() : json(nullptr);
}

// One piece of a placement at `where` (placement[i]); bad-placement when malformed.
std::optional<Placement> readPiece(const json& e, const std::string& where, std::optional<Refusal>& refusal)
{
    const auto refuse = [&](const std::string& why) {
        refusal = Refusal{ErrorCode::BadPlacement, where + ": " + why};
        return std::nullopt;
    };
    if (!e.is_object() || !e.contains("kind") || !e["kind"].is_string() || !e.contains("at") ||
        !e["at"].is_array() || e["at"].size() != 2 || !e["at"][0].is_number_integer() ||
        !e["at"][1].is_number_integer())
        return refuse("a piece is {\"kind\": ..., \"at\": [x, y]}");
    const std::optional<PieceKind> kind = kindFromName(e["kind"].get<std::string>());
    if (!kind || !isPlaceableKind(*kind))
        return refuse("unknown kind");
    Side side = Side::Own;
    if (carriesSide(*kind)) {
        const std::optional<Side> s = e.contains("side") && e["side"].is_string()
                                          ? sideFromName(e["side"].get<std::string>())
                                          : std::nullopt;
        if (!s)
            return refuse("a token needs \"side\": \"own\" or \"enemy\"");
        side = *s;
    }
    const std::optional<std::int64_t> x = integerIn(e["at"][0], -kMaxCoordinate, kMaxCoordinate);
    const std::optional<std::int64_t> y = integerIn(e["at"][1], -kMaxCoordinate, kMaxCoordinate);
    if (!x || !y)
        return refuse("the cell is outside the board");
    return Placement{*kind, side, Cell{static_cast<int>(*x), static_cast<int>(*y)}};
}

} // namespace

json Health::toJson() const
{
    return {{"status", status}, {"schema", schema}, {"time", time}};
}

Decoded<Health> Health::fromJson(const json& j)
{
    JsonRead r(j, "");
    Health h;
    h.status = r.string("status");
    h.schema = r.integer("schema", 0, std::numeric_limits<int>::max());
    h.time = r.time("time");
    return r.result(std::move(h));
}

json WeekSummary::toJson() const
{
    return {{"week", week},
            {"id", id},
            {"title", title},
            {"release", release},
            {"solvers", solvers},
            {"draw_commitment", drawCommitment},
            {"prize", prize ? json(*prize) : json(nullptr)}};
}

Decoded<WeekSummary> WeekSummary::fromJson(const json& j)
{
    JsonRead r(j, "");
    WeekSummary w;
    w.week = r.week("week");
    w.id = r.string("id");
    w.title = r.string("title");
    w.release = r.time("release");
    w.solvers = r.integer("solvers", 0, kMaxCount);
    w.drawCommitment = r.hex64("draw_commitment");
    // Hubs before prizes (and the app's caches of their answers) have no key "prize".
    if (j.is_object() && j.contains("prize"))
        w.prize = r.nullableString("prize");
    return r.result(std::move(w));
}

json WeekList::toJson() const
{
    json list = json::array();
    for (const WeekSummary& w : weeks)
        list.push_back(w.toJson());
    return {{"weeks", std::move(list)}};
}

Decoded<WeekList> WeekList::fromJson(const json& j)
{
    JsonRead r(j, "");
    WeekList l;
    l.weeks = r.list<WeekSummary>("weeks");
    return r.result(std::move(l));
}

json WeekLevel::toJson() const
{
    json body = summary.toJson();
    body["level"] = level;
    return body;
}

Decoded<WeekLevel> WeekLevel::fromJson(const json& j)
{
    Decoded<WeekSummary> summary = WeekSummary::fromJson(j);
    if (!summary)
        return {std::nullopt, summary.refusal};
    JsonRead r(j, "");
    const json* level = r.object("level");
    return r.result(WeekLevel{std::move(*summary.value), level ? *level : json()});
}

json SubmissionRequest::toJson() const
{
    json pieces = json::array();
    for (const Placement& p : placement) {
        json piece = {{"kind", kindName(p.kind)}, {"at", {p.at.x, p.at.y}}};
        if (carriesSide(p.kind))
            piece["side"] = sideName(p.side);
        pieces.push_back(std::move(piece));
    }
    return {{"placement", std::move(pieces)}};
}

Decoded<SubmissionRequest> SubmissionRequest::fromJson(const json& j)
{
    if (!j.is_object())
        return {std::nullopt, notAnObject("")};
    const auto it = j.find("placement");
    if (it == j.end() || !it->is_array())
        return {std::nullopt, Refusal{ErrorCode::BadRequest, "placement must be an array of pieces"}};
    SubmissionRequest s;
    std::optional<Refusal> refusal;
    for (std::size_t i = 0; i < it->size(); ++i) {
        const std::optional<Placement> p =
            readPiece((*it)[i], "placement[" + std::to_string(i) + "]", refusal);
        if (!p)
            return {std::nullopt, std::move(refusal)};
        s.placement.push_back(*p);
    }
    return {std::move(s), std::nullopt};
}

json SubmissionReceipt::toJson() const
{
    json body = {{"week", week}, {"solved", solved}, {"outcome", outcome}, {"steps", steps}};
    if (stored) {
        body["first"] = stored->first;
        body["solved_at"] = stored->solvedAt;
        body["seconds"] = stored->seconds;
        body["rank"] = stored->rank;
    }
    return body;
}

Decoded<SubmissionReceipt> SubmissionReceipt::fromJson(const json& j)
{
    JsonRead r(j, "");
    SubmissionReceipt s;
    s.week = r.week("week");
    s.solved = r.boolean("solved");
    s.outcome = r.string("outcome");
    s.steps = r.integer("steps", 0, kMaxCount);
    if (r.ok() && s.solved)
        s.stored = Stored{r.boolean("first"), r.time("solved_at"), r.number("seconds", 0, kMaxSeconds),
                          r.integer("rank", 1, kMaxCount)};
    return r.result(std::move(s));
}

json LeaderboardEntry::toJson() const
{
    return {{"rank", rank}, {"name", name}, {"solved_at", solvedAt}, {"seconds", seconds}};
}

Decoded<LeaderboardEntry> LeaderboardEntry::fromJson(const json& j)
{
    JsonRead r(j, "");
    LeaderboardEntry e;
    e.rank = r.integer("rank", 1, kMaxCount);
    e.name = r.string("name");
    e.solvedAt = r.time("solved_at");
    e.seconds = r.number("seconds", 0, kMaxSeconds);
    return r.result(std::move(e));
}

json Leaderboard::toJson() const
{
    json list = json::array();
    for (const LeaderboardEntry& e : solvers)
        list.push_back(e.toJson());
    return {{"week", week},
            {"count", count},
            {"offset", offset},
            {"solvers", std::move(list)},
            {"you", nullable(you)}};
}

Decoded<Leaderboard> Leaderboard::fromJson(const json& j)
{
    JsonRead r(j, "");
    Leaderboard b;
    b.week = r.week("week");
    b.count = r.integer("count", 0, kMaxCount);
    b.offset = r.integer("offset", 0, kMaxCount);
    b.solvers = r.list<LeaderboardEntry>("solvers");
    if (const json* you = r.object("you", true))
        b.you = r.nested<LeaderboardEntry>(*you, "you");
    return r.result(std::move(b));
}

json DrawAnswer::toJson() const
{
    return {{"week", week},
            {"closed", closed},
            {"secret", secret},
            {"commitment", commitment},
            {"solvers", solvers},
            {"digest", digest},
            {"winner", winner ? json{{"rank", winner->rank}, {"name", winner->name}} : json(nullptr)}};
}

Decoded<DrawAnswer> DrawAnswer::fromJson(const json& j)
{
    JsonRead r(j, "");
    DrawAnswer d;
    d.week = r.week("week");
    d.closed = r.time("closed");
    d.secret = r.hex64("secret");
    d.commitment = r.hex64("commitment");
    d.solvers = r.integer("solvers", 0, kMaxCount);
    d.digest = r.hex64("digest");
    if (const json* winner = r.object("winner", true)) {
        JsonRead w(*winner, "winner");
        Winner won{w.integer("rank", 1, kMaxCount), w.string("name")};
        if (!w.ok())
            return w.result(std::move(d));
        d.winner = std::move(won);
    }
    return r.result(std::move(d));
}

} // namespace ff::api
