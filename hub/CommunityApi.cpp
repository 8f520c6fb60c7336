#include "hub/CommunityApi.h"

#include "engine/files/LevelIo.h"
#include "hub/ApiSupport.h"
#include "hub/LevelProof.h"
#include "hub/Secrets.h"

#include <chrono>
#include <cmath>
#include <stop_token>

namespace ff::hub {

namespace {

using json = nlohmann::json;

constexpr int kMaxPage = 100;
constexpr std::size_t kMaxPackLevels = 50;
// Slugs are this many hexadecimal digits of the canonical form's SHA-256.
constexpr std::size_t kSlugDigits = 12;

json problemsJson(const std::vector<Problem>& problems)
{
    json list = json::array();
    for (const Problem& p : problems)
        list.push_back({{"path", p.path}, {"code", p.code}, {"args", p.args}, {"message", p.message}});
    return list;
}

ApiError refused(const std::string& message, const std::vector<Problem>& problems)
{
    return {422, "level-refused", message, {{"problems", problemsJson(problems)}}};
}

double rounded(double value)
{
    return std::round(value * 10.0) / 10.0;
}

json ratingJson(const Rating& r)
{
    return {{"value", rounded(r.value)}, {"deviation", rounded(r.deviation)}};
}

json summaryJson(const CommunityLevel& l)
{
    return {{"slug", l.slug},
            {"id", l.levelId},
            {"title", l.title},
            {"author", l.author},
            {"published", utcTimeText(l.publishedMs)},
            {"pack", l.packSlug.empty() ? json(nullptr) : json(l.packSlug)},
            {"grade", l.engineGrade},
            {"rating", ratingJson(l.rating)},
            {"plays", l.plays},
            {"solves", l.solves},
            {"votes", {{"up", l.upVotes}, {"down", l.downVotes}}}};
}

// The levels of a valid document, each with the path prefix of its problems.
std::vector<std::pair<Level, std::string>> levelsOf(const Document& document)
{
    if (const Level* level = std::get_if<Level>(&document))
        return {{*level, ""}};
    std::vector<std::pair<Level, std::string>> levels;
    const Pack& pack = std::get<Pack>(document);
    for (std::size_t i = 0; i < pack.levels.size(); ++i)
        levels.emplace_back(pack.levels[i], "levels[" + std::to_string(i) + "]");
    return levels;
}

std::string where(const std::string& prefix)
{
    return prefix.empty() ? "the level" : prefix;
}

// Proves every level on the pool within the budget; a proof out of time is stopped.
std::vector<LevelProof> proveAll(WorkerPool& engine, int budgetMs,
                                 const std::vector<std::pair<Level, std::string>>& levels)
{
    auto stop = std::make_shared<std::stop_source>();
    std::optional<std::future<std::vector<LevelProof>>> job = engine.trySubmit([levels, stop] {
        std::vector<LevelProof> proofs;
        for (const auto& [level, prefix] : levels) {
            proofs.push_back(proveLevel(level, prefix, stop->get_token()));
            if (proofs.back().status == LevelProof::Status::OutOfTime)
                break;
        }
        return proofs;
    });
    if (!job)
        throw ApiError{503, "busy", "the hub is proving too many levels; try again later"};
    if (job->wait_for(std::chrono::milliseconds(budgetMs)) != std::future_status::ready) {
        stop->request_stop();
        throw ApiError{503, "engine-timeout",
                       "proving that the level has exactly one solution took longer than the hub allows (" +
                           std::to_string(budgetMs) + " ms); publish a smaller level"};
    }
    return job->get();
}

} // namespace

void CommunityApi::routes(httplib::Server& http)
{
    const auto bind = [this](void (CommunityApi::*handler)(const httplib::Request&, httplib::Response&)) {
        return guarded([this, handler](const httplib::Request& req, httplib::Response& res) {
            (this->*handler)(req, res);
        });
    };
    http.Post("/api/v1/levels", bind(&CommunityApi::publish));
    http.Get("/api/v1/levels", bind(&CommunityApi::browse));
    http.Get(R"(/api/v1/levels/([^/]+))", bind(&CommunityApi::fetch));
    http.Post(R"(/api/v1/levels/([^/]+)/solves)", bind(&CommunityApi::reportSolve));
    http.Put(R"(/api/v1/levels/([^/]+)/vote)", bind(&CommunityApi::vote));
}

CommunityLevel CommunityApi::published(const std::string& slug)
{
    std::optional<CommunityLevel> level = store_.level(slug);
    if (!level)
        throw ApiError{404, "unknown-level", "no community level " + slug + " is published"};
    return *level;
}

void CommunityApi::publish(const httplib::Request& req, httplib::Response& res)
{
    const Player author = authenticate_(req);
    const Loaded<Document> parsed = parseDocument(req.body);
    if (parsed.unparsable)
        throw ApiError{400, "bad-json", "the request body is not a level or pack file"};
    if (!parsed.value)
        throw refused("the file is not a level or pack", parsed.problems);
    const std::vector<Problem> invalid = std::holds_alternative<Level>(*parsed.value)
                                             ? validateLevel(std::get<Level>(*parsed.value))
                                             : validatePack(std::get<Pack>(*parsed.value));
    if (!invalid.empty())
        throw refused("the level is not valid", invalid);
    const std::vector<std::pair<Level, std::string>> levels = levelsOf(*parsed.value);
    if (levels.empty() || levels.size() > kMaxPackLevels)
        throw refused("a pack holds 1 to " + std::to_string(kMaxPackLevels) + " levels",
                      {{"levels", "pack-size", {}, "a published pack holds 1 to 50 levels"}});

    std::vector<std::string> hashes;
    for (std::size_t i = 0; i < levels.size(); ++i) {
        hashes.push_back(sha256Hex(canonicalLevelText(levels[i].first)));
        for (std::size_t j = 0; j < i; ++j)
            if (hashes[j] == hashes[i])
                throw ApiError{409,
                               "duplicate-level",
                               levels[i].second + " is a copy of " + levels[j].second +
                                   " (the same, turned or mirrored)",
                               {{"copy_of", nullptr}}};
    }
    if (const auto copy = store_.findCopy(hashes))
        throw ApiError{409,
                       "duplicate-level",
                       where(levels[copy->first].second) +
                           " is a copy (the same, turned or mirrored) of the published level " + copy->second,
                       {{"copy_of", copy->second}}};

    const std::vector<LevelProof> proofs = proveAll(proofs_, options_.publishBudgetMs, levels);
    std::vector<Problem> problems;
    for (const LevelProof& proof : proofs)
        problems.insert(problems.end(), proof.problems.begin(), proof.problems.end());
    if (!problems.empty())
        throw refused(
            "the engine cannot prove that the level has exactly one solution whose every piece matters",
            problems);

    std::vector<NewLevel> fresh;
    std::string slugs;
    for (std::size_t i = 0; i < levels.size(); ++i) {
        Level level = levels[i].first;
        level.solution = proofs[i].solution;
        const std::string full = writeLevel(level);
        level.solution.reset();
        fresh.push_back({hashes[i].substr(0, kSlugDigits), hashes[i], level.id, level.title, full,
                         writeLevel(level), proofs[i].grade});
        slugs += fresh.back().slug + "\n";
    }
    std::optional<NewPack> pack;
    if (const Pack* p = std::get_if<Pack>(&*parsed.value))
        pack = NewPack{sha256Hex("pack\n" + slugs).substr(0, kSlugDigits), p->id, p->title};
    const PublishResult result = store_.publish(fresh, pack, author.id, clock_.nowMs());
    if (result.copyIndex)
        throw ApiError{409,
                       "duplicate-level",
                       where(levels[*result.copyIndex].second) +
                           " is a copy (the same, turned or mirrored) of the published level " +
                           result.copyOf,
                       {{"copy_of", result.copyOf}}};
    json published = json::array();
    for (const CommunityLevel& l : result.levels)
        published.push_back(summaryJson(l));
    sendJson(res, 201,
             {{"levels", published},
              {"pack", pack ? json{{"slug", pack->slug}, {"id", pack->packId}, {"title", pack->title}}
                            : json(nullptr)}});
}

void CommunityApi::browse(const httplib::Request& req, httplib::Response& res)
{
    CommunitySort sort = CommunitySort::Newest;
    if (req.has_param("sort")) {
        const std::string name = req.get_param_value("sort");
        if (name == "solved")
            sort = CommunitySort::MostSolved;
        else if (name == "difficulty")
            sort = CommunitySort::Difficulty;
        else if (name != "newest")
            throw ApiError{400, "bad-parameter", "sort is newest, solved or difficulty"};
    }
    std::optional<std::string> authorKey;
    if (req.has_param("author"))
        authorKey = checkName(json(req.get_param_value("author"))).second;
    const int limit = intParam(req, "limit", kMaxPage, 1, kMaxPage);
    const int offset = intParam(req, "offset", 0, 0, 1'000'000'000);
    const CommunityPage page = store_.browse(sort, authorKey, limit, offset);
    json levels = json::array();
    for (const CommunityLevel& l : page.levels)
        levels.push_back(summaryJson(l));
    sendJson(res, 200, {{"count", page.count}, {"offset", offset}, {"levels", levels}});
}

void CommunityApi::fetch(const httplib::Request& req, httplib::Response& res)
{
    const CommunityLevel level = published(req.matches[1]);
    if (req.has_header("Authorization"))
        store_.recordPlay(level.slug, authenticate_(req).id, clock_.nowMs());
    json body = summaryJson(published(level.slug));
    body["level"] = json::parse(level.publicJson);
    sendJson(res, 200, body);
}

void CommunityApi::reportSolve(const httplib::Request& req, httplib::Response& res)
{
    const Player player = authenticate_(req);
    const CommunityLevel stored = published(req.matches[1]);
    const json body = parseBody(req);
    Loaded<Level> level = parseLevel(stored.levelJson);
    if (!level.value)
        throw ApiError{500, "internal-error", "the community level " + stored.slug + " is damaged"};
    const std::vector<Placement> placed = readPlacement(body, *level.value);
    const RunResult run =
        runPlacement(engine_, options_.engineBudgetMs, std::make_shared<const Arena>(*level.value), placed);
    const bool solved = run.outcome == Outcome::Solved;
    const AttemptRecord record = store_.recordAttempt(stored.slug, player.id, solved, clock_.nowMs());
    if (!solved)
        throw ApiError{
            422,
            "not-solved",
            std::string("the placement does not solve the level: ") + outcomeName(run.outcome) + " after " +
                std::to_string(run.steps) + " steps",
            {{"outcome", outcomeName(run.outcome)}, {"steps", run.steps}, {"rated", record.rated}}};
    sendJson(res, 200,
             {{"solved", true},
              {"outcome", outcomeName(run.outcome)},
              {"steps", run.steps},
              {"recorded", record.recorded},
              {"first", record.firstSolve},
              {"rated", record.rated},
              {"rating", ratingJson(record.player)},
              {"level", summaryJson(record.level)}});
}

void CommunityApi::vote(const httplib::Request& req, httplib::Response& res)
{
    const Player player = authenticate_(req);
    const CommunityLevel level = published(req.matches[1]);
    const json body = parseBody(req);
    if (!body.contains("vote") || !body["vote"].is_number_integer() ||
        body["vote"].get<std::int64_t>() < -1 || body["vote"].get<std::int64_t>() > 1)
        throw ApiError{400, "bad-request", "vote must be 1 (up), -1 (down) or 0 (withdrawn)"};
    if (level.authorId == player.id)
        throw ApiError{403, "own-level", "authors do not vote on their own levels"};
    const VoteRecord record = store_.vote(level.slug, player.id, body["vote"].get<int>(), clock_.nowMs());
    sendJson(res, 200,
             {{"slug", level.slug}, {"up", record.up}, {"down", record.down}, {"yours", record.yours}});
}

} // namespace ff::hub
