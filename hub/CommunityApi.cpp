#include "hub/CommunityApi.h"

#include "engine/files/LevelIo.h"
#include "hub/ApiSupport.h"
#include "hub/LevelProof.h"
#include "hub/Secrets.h"
#include "hubapi/Community.h"
#include "hubapi/CommunitySort.h"
#include "hubapi/Routes.h"
#include "hubapi/Weeks.h"

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

ApiError refused(const std::string& message, const std::vector<Problem>& problems)
{
    std::vector<api::LevelProblem> listed;
    for (const Problem& p : problems)
        listed.push_back({p.path, p.code, p.args, p.message});
    return ApiError{api::ErrorAnswer{api::ErrorCode::LevelRefused, message, std::move(listed), {}, {}}};
}

ApiError duplicate(const std::string& message, std::optional<std::string> copyOf)
{
    return ApiError{api::ErrorAnswer{
        api::ErrorCode::DuplicateLevel, message, {}, api::ErrorAnswer::Copy{std::move(copyOf)}, {}}};
}

double rounded(double value)
{
    return std::round(value * 10.0) / 10.0;
}

api::ListedRating listedRating(const Rating& r)
{
    return {rounded(r.value), rounded(r.deviation)};
}

api::ListedLevel listed(const CommunityLevel& l)
{
    return {l.slug,
            l.levelId,
            l.title,
            l.author,
            utcTimeText(l.publishedMs),
            l.packSlug.empty() ? std::nullopt : std::optional<std::string>(l.packSlug),
            l.engineGrade,
            listedRating(l.rating),
            l.plays,
            l.solves,
            l.upVotes,
            l.downVotes};
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

} // namespace

void CommunityApi::routes(HttpServer& http)
{
    const auto bind = [this](void (CommunityApi::*handler)(const HttpRequest&, HttpResponse&)) {
        return guarded(
            [this, handler](const HttpRequest& req, HttpResponse& res) { (this->*handler)(req, res); });
    };
    http.route("POST", api::levelsPath(), bind(&CommunityApi::publish));
    http.route("GET", api::levelsPath(), bind(&CommunityApi::browse));
    http.route("GET", api::levelPath(api::kSlugSegment), bind(&CommunityApi::fetch));
    http.route("POST", api::solvesPath(api::kSlugSegment), bind(&CommunityApi::reportSolve));
    http.route("PUT", api::votePath(api::kSlugSegment), bind(&CommunityApi::vote));
    http.route("POST", api::reportsPath(), bind(&CommunityApi::report));
}

// Proves every level on the pool within the budget; a proof out of time is stopped.
// An author waits for one proof at a time: a second publication while the first is
// queued or running is refused at once (429), and the author's place is given up when
// the proof ends, before its answer is handed out.
std::vector<LevelProof> CommunityApi::proveAll(std::int64_t authorId,
                                               const std::vector<std::pair<Level, std::string>>& levels)
{
    {
        std::lock_guard lock(provingMutex_);
        if (!proving_.insert(authorId).second)
            throw ApiError{api::ErrorCode::RateLimited,
                           "the hub is still proving another level of yours; wait for its answer"};
    }
    const auto release = [this, authorId] {
        std::lock_guard lock(provingMutex_);
        proving_.erase(authorId);
    };
    auto stop = std::make_shared<std::stop_source>();
    std::optional<std::future<std::vector<LevelProof>>> job = proofs_.trySubmit([levels, stop, release] {
        struct Release {
            std::function<void()> release;
            ~Release() { release(); }
        } held{release};
        std::vector<LevelProof> proofs;
        for (const auto& [level, prefix] : levels) {
            proofs.push_back(proveLevel(level, prefix, stop->get_token()));
            if (proofs.back().status == LevelProof::Status::OutOfTime)
                break;
        }
        return proofs;
    });
    if (!job) {
        release();
        throw ApiError{api::ErrorCode::Busy, "the hub is proving too many levels; try again later"};
    }
    const int budgetMs = options_.publishBudgetMs;
    if (job->wait_for(std::chrono::milliseconds(budgetMs)) != std::future_status::ready) {
        stop->request_stop();
        throw ApiError{api::ErrorCode::EngineTimeout,
                       "proving that the level has exactly one solution took longer than the hub allows (" +
                           std::to_string(budgetMs) + " ms); publish a smaller level"};
    }
    return job->get();
}

CommunityLevel CommunityApi::published(const std::string& slug)
{
    std::optional<CommunityLevel> level = store_.level(slug);
    if (!level)
        throw ApiError{api::ErrorCode::UnknownLevel, "no community level " + slug + " is published"};
    return *level;
}

void CommunityApi::publish(const HttpRequest& req, HttpResponse& res)
{
    const Player author = authenticate_(req);
    const Loaded<Document> parsed = parseDocument(req.body);
    if (parsed.unparsable)
        throw ApiError{api::ErrorCode::BadJson, "the request body is not a level or pack file"};
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
    for (const auto& [level, prefix] : levels) {
        const std::vector<Problem> unpublishable = publicationProblems(level);
        if (unpublishable.empty())
            continue;
        const Problem& first = unpublishable.front();
        if (first.code == "nothing-to-place")
            throw ApiError{api::ErrorCode::NothingToPlace,
                           where(prefix) + " has nothing to place: its inventory is empty"};
        throw ApiError{api::ErrorCode::UntitledLevel, where(prefix) + " has no title of its own (" +
                                                          first.path +
                                                          " is blank or the editor's title for a new level)"};
    }

    std::vector<std::string> hashes;
    for (std::size_t i = 0; i < levels.size(); ++i) {
        hashes.push_back(sha256Hex(canonicalLevelText(levels[i].first)));
        for (std::size_t j = 0; j < i; ++j)
            if (hashes[j] == hashes[i])
                throw duplicate(levels[i].second + " is a copy of " + levels[j].second +
                                    " (the same, turned or mirrored)",
                                std::nullopt);
    }
    if (const auto copy = store_.findCopy(hashes))
        throw duplicate(where(levels[copy->first].second) +
                            " is a copy (the same, turned or mirrored) of the published level " +
                            copy->second,
                        copy->second);

    const std::vector<LevelProof> proofs = proveAll(author.id, levels);
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
        throw duplicate(where(levels[*result.copyIndex].second) +
                            " is a copy (the same, turned or mirrored) of the published level " +
                            result.copyOf,
                        result.copyOf);
    api::PublishAnswer answer;
    for (const CommunityLevel& l : result.levels)
        answer.levels.push_back(listed(l));
    if (pack)
        answer.pack = api::PublishAnswer::Pack{pack->slug, pack->packId, pack->title};
    sendJson(res, 201, answer.toJson());
}

void CommunityApi::browse(const HttpRequest& req, HttpResponse& res)
{
    api::CommunitySort sort = api::CommunitySort::Newest;
    if (req.hasParam("sort")) {
        const std::optional<api::CommunitySort> named = api::sortFromName(req.param("sort"));
        if (!named)
            throw ApiError{api::ErrorCode::BadParameter, "sort is newest, solved or difficulty"};
        sort = *named;
    }
    std::optional<std::string> authorKey;
    if (req.hasParam("author"))
        authorKey = checkName(req.param("author")).second;
    const int limit = intParam(req, "limit", kMaxPage, 1, kMaxPage);
    const std::int64_t offset = offsetParam(req);
    const CommunityPage page = store_.browse(sort, authorKey, limit, offset);
    api::CommunityPage answer{page.count, offset, {}};
    for (const CommunityLevel& l : page.levels)
        answer.levels.push_back(listed(l));
    sendJson(res, 200, answer.toJson());
}

void CommunityApi::fetch(const HttpRequest& req, HttpResponse& res)
{
    const CommunityLevel level = published(req.captures[0]);
    if (req.hasHeader("Authorization"))
        store_.recordPlay(level.slug, authenticate_(req).id, clock_.nowMs());
    sendJson(res, 200,
             api::FetchedLevel{listed(published(level.slug)), json::parse(level.publicJson)}.toJson());
}

void CommunityApi::reportSolve(const HttpRequest& req, HttpResponse& res)
{
    const Player player = authenticate_(req);
    const CommunityLevel stored = published(req.captures[0]);
    const std::vector<Placement> placed = readBody<api::SubmissionRequest>(req).placement;
    Loaded<Level> level = parseLevel(stored.levelJson);
    if (!level.value)
        throw ApiError{api::ErrorCode::InternalError, "the community level " + stored.slug + " is damaged"};
    checkPlacement(placed, *level.value);
    const RunResult run =
        runPlacement(engine_, options_.engineBudgetMs, std::make_shared<const Arena>(*level.value), placed);
    const bool solved = run.outcome == Outcome::Solved;
    const AttemptRecord record = store_.recordAttempt(stored.slug, player.id, solved, clock_.nowMs());
    if (!solved)
        throw ApiError{
            api::ErrorAnswer{api::ErrorCode::NotSolved,
                             std::string("the placement does not solve the level: ") +
                                 outcomeName(run.outcome) + " after " + std::to_string(run.steps) + " steps",
                             {},
                             {},
                             api::ErrorAnswer::Failed{outcomeName(run.outcome), run.steps, record.rated}}};
    sendJson(res, 200,
             api::SolveReceipt{outcomeName(run.outcome), run.steps, record.recorded, record.firstSolve,
                               record.rated, listedRating(record.player), listed(record.level)}
                 .toJson());
}

void CommunityApi::vote(const HttpRequest& req, HttpResponse& res)
{
    const Player player = authenticate_(req);
    const CommunityLevel level = published(req.captures[0]);
    const api::VoteRequest request = readBody<api::VoteRequest>(req);
    if (level.authorId == player.id)
        throw ApiError{api::ErrorCode::OwnLevel, "authors do not vote on their own levels"};
    const VoteRecord record = store_.vote(level.slug, player.id, request.vote, clock_.nowMs());
    sendJson(res, 200, api::VoteAnswer{level.slug, record.up, record.down, record.yours}.toJson());
}

void CommunityApi::report(const HttpRequest& req, HttpResponse& res)
{
    const Player reporter = authenticate_(req);
    const api::ReportRequest request = readBody<api::ReportRequest>(req);
    const bool level = request.kind == api::ReportKind::Level;
    const std::string key = level ? request.target : checkName(request.target).second;
    const ReportRecord record =
        moderation_.report(reporter.id, request.kind, key, request.reason, clock_.nowMs());
    if (record.status == ReportRecord::Status::UnknownTarget)
        throw level
            ? ApiError{api::ErrorCode::UnknownLevel, "no community level " + request.target + " is published"}
            : ApiError{api::ErrorCode::UnknownPlayer, "no player is named " + request.target};
    if (record.status == ReportRecord::Status::AlreadyReported)
        throw ApiError{api::ErrorCode::AlreadyReported, "you have reported this " +
                                                            std::string(api::reportKindName(request.kind)) +
                                                            " already"};
    sendJson(res, 201,
             api::ReportAnswer{record.id, request.kind, record.target, request.reason,
                               utcTimeText(record.reportedMs)}
                 .toJson());
}

} // namespace ff::hub
