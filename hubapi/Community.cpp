#include "hubapi/Community.h"

#include "hubapi/ErrorCode.h"
#include "hubapi/JsonRead.h"

#include <algorithm>

namespace ff::api {

namespace {

using json = nlohmann::json;

constexpr double kMaxRating = 1e6;

} // namespace

json ListedRating::toJson() const
{
    return {{"value", value}, {"deviation", deviation}};
}

Decoded<ListedRating> ListedRating::fromJson(const json& j)
{
    JsonRead r(j, "");
    ListedRating rating;
    rating.value = r.number("value", -kMaxRating, kMaxRating);
    rating.deviation = r.number("deviation", 0, kMaxRating);
    return r.result(rating);
}

json ListedLevel::toJson() const
{
    return {{"slug", slug},
            {"id", id},
            {"title", title},
            {"author", author},
            {"published", published},
            {"pack", pack ? json(*pack) : json(nullptr)},
            {"grade", grade},
            {"rating", rating.toJson()},
            {"plays", plays},
            {"solves", solves},
            {"votes", {{"up", upVotes}, {"down", downVotes}}}};
}

Decoded<ListedLevel> ListedLevel::fromJson(const json& j)
{
    JsonRead r(j, "");
    ListedLevel l;
    l.slug = r.slug("slug");
    l.id = r.string("id");
    l.title = r.string("title");
    l.author = r.string("author");
    l.published = r.time("published");
    l.pack = r.nullableSlug("pack");
    l.grade = r.integer("grade", 1, 5);
    if (const json* rating = r.object("rating"))
        l.rating = r.nested<ListedRating>(*rating, "rating").value_or(ListedRating{});
    l.plays = r.integer("plays", 0, kMaxCount);
    l.solves = r.integer("solves", 0, kMaxCount);
    if (const json* votes = r.object("votes")) {
        JsonRead v(*votes, "votes");
        l.upVotes = v.integer("up", 0, kMaxCount);
        l.downVotes = v.integer("down", 0, kMaxCount);
        if (!v.ok())
            return v.result(std::move(l));
    }
    return r.result(std::move(l));
}

json FetchedLevel::toJson() const
{
    json body = listed.toJson();
    body["level"] = level;
    return body;
}

Decoded<FetchedLevel> FetchedLevel::fromJson(const json& j)
{
    Decoded<ListedLevel> listed = ListedLevel::fromJson(j);
    if (!listed)
        return {std::nullopt, listed.refusal};
    JsonRead r(j, "");
    const json* level = r.object("level");
    return r.result(FetchedLevel{std::move(*listed.value), level ? *level : json()});
}

json CommunityPage::toJson() const
{
    json list = json::array();
    for (const ListedLevel& l : levels)
        list.push_back(l.toJson());
    return {{"count", count}, {"offset", offset}, {"levels", std::move(list)}};
}

Decoded<CommunityPage> CommunityPage::fromJson(const json& j)
{
    JsonRead r(j, "");
    CommunityPage p;
    p.count = r.integer("count", 0, kMaxCount);
    p.offset = r.integer("offset", 0, kMaxCount);
    p.levels = r.list<ListedLevel>("levels");
    return r.result(std::move(p));
}

json PublishAnswer::toJson() const
{
    json list = json::array();
    for (const ListedLevel& l : levels)
        list.push_back(l.toJson());
    return {{"levels", std::move(list)},
            {"pack",
             pack ? json{{"slug", pack->slug}, {"id", pack->id}, {"title", pack->title}} : json(nullptr)}};
}

Decoded<PublishAnswer> PublishAnswer::fromJson(const json& j)
{
    JsonRead r(j, "");
    PublishAnswer a;
    a.levels = r.list<ListedLevel>("levels");
    if (const json* pack = r.object("pack", true)) {
        JsonRead p(*pack, "pack");
        Pack published{p.slug("slug"), p.string("id"), p.string("title")};
        if (!p.ok())
            return p.result(std::move(a));
        a.pack = std::move(published);
    }
    return r.result(std::move(a));
}

json SolveReceipt::toJson() const
{
    return {{"solved", true},
            {"outcome", outcome},
            {"steps", steps},
            {"recorded", recorded},
            {"first", first},
            {"rated", rated},
            {"rating", rating.toJson()},
            {"level", level.toJson()}};
}

Decoded<SolveReceipt> SolveReceipt::fromJson(const json& j)
{
    JsonRead r(j, "");
    SolveReceipt s;
    if (!r.boolean("solved") && r.ok())
        r.fail("solved", "must be true (a failing report is the error not-solved)", ErrorCode::BadRequest);
    s.outcome = r.string("outcome");
    s.steps = r.integer("steps", 0, kMaxCount);
    s.recorded = r.boolean("recorded");
    s.first = r.boolean("first");
    s.rated = r.boolean("rated");
    if (const json* rating = r.object("rating"))
        s.rating = r.nested<ListedRating>(*rating, "rating").value_or(ListedRating{});
    if (const json* level = r.object("level"))
        s.level = r.nested<ListedLevel>(*level, "level").value_or(ListedLevel{});
    return r.result(std::move(s));
}

json VoteRequest::toJson() const
{
    return {{"vote", vote}};
}

Decoded<VoteRequest> VoteRequest::fromJson(const json& j)
{
    if (!j.is_object())
        return {std::nullopt, notAnObject("")};
    const auto it = j.find("vote");
    const std::optional<std::int64_t> vote = it == j.end() ? std::nullopt : integerIn(*it, -1, 1);
    if (!vote)
        return {std::nullopt,
                Refusal{ErrorCode::BadRequest, "vote must be 1 (up), -1 (down) or 0 (withdrawn)"}};
    return {VoteRequest{static_cast<int>(*vote)}, std::nullopt};
}

json VoteAnswer::toJson() const
{
    return {{"slug", slug}, {"up", up}, {"down", down}, {"yours", yours}};
}

Decoded<VoteAnswer> VoteAnswer::fromJson(const json& j)
{
    JsonRead r(j, "");
    VoteAnswer a;
    a.slug = r.slug("slug");
    a.up = r.integer("up", 0, kMaxCount);
    a.down = r.integer("down", 0, kMaxCount);
    a.yours = static_cast<int>(r.integer("yours", -1, 1));
    return r.result(std::move(a));
}

std::string_view reportKindName(ReportKind kind)
{
    return kind == ReportKind::Level ? "level" : "player";
}

namespace {

// Code points of valid UTF-8 (the JSON reader has checked it).
std::size_t characters(const std::string& text)
{
    return static_cast<std::size_t>(std::count_if(
        text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

bool blankOrControl(const std::string& text)
{
    bool blank = true;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7F)
            return true;
        if (u != ' ')
            blank = false;
    }
    return blank;
}

} // namespace

bool reportReasonAllowed(const std::string& reason)
{
    return !reason.empty() && characters(reason) <= kMaxReportReasonChars && !blankOrControl(reason);
}

json ReportRequest::toJson() const
{
    return {{reportKindName(kind), target}, {"reason", reason}};
}

Decoded<ReportRequest> ReportRequest::fromJson(const json& j)
{
    if (!j.is_object())
        return {std::nullopt, notAnObject("")};
    const bool level = j.contains("level");
    if (level == j.contains("player"))
        return {std::nullopt, Refusal{ErrorCode::BadRequest, "a report names either a level or a player"}};
    JsonRead r(j, "");
    ReportRequest request;
    request.kind = level ? ReportKind::Level : ReportKind::Player;
    request.target = r.string(reportKindName(request.kind));
    request.reason = r.string("reason");
    if (r.ok() && !reportReasonAllowed(request.reason))
        r.fail("reason",
               "must be 1 to " + std::to_string(kMaxReportReasonChars) +
                   " characters, not blank, without control characters",
               ErrorCode::BadRequest);
    return r.result(std::move(request));
}

json ReportAnswer::toJson() const
{
    return {{"id", id}, {reportKindName(kind), target}, {"reason", reason}, {"reported", reported}};
}

Decoded<ReportAnswer> ReportAnswer::fromJson(const json& j)
{
    JsonRead r(j, "");
    ReportAnswer a;
    a.id = r.integer("id", 1, kMaxCount);
    a.kind = j.is_object() && j.contains("player") ? ReportKind::Player : ReportKind::Level;
    a.target = a.kind == ReportKind::Level ? r.slug("level") : r.string("player");
    a.reason = r.string("reason");
    a.reported = r.time("reported");
    return r.result(std::move(a));
}

} // namespace ff::api
