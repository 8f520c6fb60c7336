#include "hub/HubApi.h"

#include "engine/files/LevelIo.h"
#include "hub/ApiSupport.h"
#include "hub/CommunityApi.h"
#include "hub/RateLimiter.h"
#include "hub/Secrets.h"
#include "hub/WorkerPool.h"

#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <thread>

namespace ff::hub {

namespace {

using json = nlohmann::json;

constexpr int kMaxLeaderboardPage = 100;

IsoWeek weekParam(const std::string& text)
{
    const std::optional<IsoWeek> week = parseIsoWeek(text);
    if (!week || !isoWeekExists(*week))
        throw ApiError{400, "bad-week", "a week is written like 2026-W48 and must exist"};
    return *week;
}

json weekSummary(const WeekLevel& w)
{
    return {{"week", w.week},       {"id", w.levelId},
            {"title", w.title},     {"release", utcTimeText(w.releaseMs)},
            {"solvers", w.solvers}, {"draw_commitment", sha256Hex(w.drawSecret)}};
}

json entryJson(const LeaderboardEntry& e)
{
    return {{"rank", e.rank},
            {"name", e.name},
            {"solved_at", utcTimeText(e.solvedMs)},
            {"seconds", static_cast<double>(e.msSinceRelease) / 1000.0}};
}

// A weekly level ready to run: parsed once per level text.
struct Compiled {
    std::string levelJson;
    Level level;
    std::shared_ptr<const Arena> arena;
};

} // namespace

struct HubApi::Impl {
    WeekStore store;
    HubClock clock;
    HubOptions options;
    RateLimiter perAddress;
    RateLimiter perToken;
    WorkerPool engine;
    WorkerPool proofs;
    httplib::Server http;
    std::mutex compiledMutex;
    std::map<std::string, std::shared_ptr<const Compiled>> compiled;
    CommunityApi community;
    std::atomic<bool> listenEnded = false;

    Impl(SqlWorker& s, HubClock c, HubOptions o)
        : store(s), clock(c), options(o), perAddress(o.addressRate, o.addressBurst),
          perToken(o.tokenRate, o.tokenBurst), engine(o.engineThreads, o.engineQueue),
          proofs(o.proofThreads, o.proofQueue),
          community(s, c, o, engine, proofs,
                    [this](const httplib::Request& req) { return authenticate(req); })
    {
    }

    // The player of the request's bearer token; 401 without one, 429 over its rate.
    Player authenticate(const httplib::Request& req)
    {
        const std::string header = req.get_header_value("Authorization");
        constexpr std::string_view prefix = "Bearer ";
        if (!header.starts_with(prefix) || header.size() == prefix.size() || header.size() > 256)
            throw ApiError{401, "unauthorized", "send the player's token as Authorization: Bearer TOKEN"};
        const std::optional<Player> player = store.playerByTokenHash(sha256Hex(header.substr(prefix.size())));
        if (!player)
            throw ApiError{401, "unauthorized", "the token belongs to no player"};
        if (!perToken.allow("player:" + std::to_string(player->id), clock.nowMs()))
            throw ApiError{429, "rate-limited", "too many requests with this token; wait a moment"};
        return *player;
    }

    // The client's address: the connection's, or behind the trusted proxy the last
    // entry of X-Forwarded-For (the one the proxy added; entries before it are the
    // client's word).
    std::string clientAddress(const httplib::Request& req) const
    {
        if (options.trustedProxy.empty() || req.remote_addr != options.trustedProxy ||
            !req.has_header("X-Forwarded-For"))
            return req.remote_addr;
        const std::string forwarded = req.get_header_value("X-Forwarded-For");
        const std::size_t comma = forwarded.rfind(',');
        std::string last = comma == std::string::npos ? forwarded : forwarded.substr(comma + 1);
        const std::size_t begin = last.find_first_not_of(" \t");
        const std::size_t end = last.find_last_not_of(" \t");
        return begin == std::string::npos ? req.remote_addr : last.substr(begin, end - begin + 1);
    }

    WeekLevel released(const std::string& weekText)
    {
        const IsoWeek week = weekParam(weekText);
        std::optional<WeekLevel> w = store.releasedWeek(isoWeekText(week), clock.nowMs());
        if (!w)
            throw ApiError{404, "unknown-week", "no level of week " + isoWeekText(week) + " is released"};
        return *w;
    }

    std::shared_ptr<const Compiled> compile(const WeekLevel& w)
    {
        std::lock_guard lock(compiledMutex);
        std::shared_ptr<const Compiled>& entry = compiled[w.week];
        if (!entry || entry->levelJson != w.levelJson) {
            // Scheduling checked the level; a stored level that no longer reads as a
            // valid one (the file edited by hand) is the hub's failure, not the player's.
            Loaded<Level> loaded = parseLevel(w.levelJson);
            if (!loaded.value || !validateLevel(*loaded.value).empty())
                throw ApiError{500, "internal-error", "the level of week " + w.week + " is damaged"};
            Level level = std::move(*loaded.value);
            auto arena = std::make_shared<const Arena>(level);
            entry =
                std::make_shared<const Compiled>(Compiled{w.levelJson, std::move(level), std::move(arena)});
        }
        return entry;
    }

    json weekJson(const WeekLevel& w)
    {
        json body = weekSummary(w);
        body["level"] = json::parse(w.publicJson);
        return body;
    }

    void errorHandlers();
    void weekRoutes();
    void weekResultRoutes();
    void playerRoutes();
    void submissionRoute();
};

// The per-address limit before every route, and httplib's own errors as JSON.
void HubApi::Impl::errorHandlers()
{
    http.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
        if (perAddress.allow("address:" + clientAddress(req), clock.nowMs()))
            return httplib::Server::HandlerResponse::Unhandled;
        sendError(res, {429, "rate-limited", "too many requests from this address; wait a moment"});
        return httplib::Server::HandlerResponse::Handled;
    });
    // Errors httplib answers itself (unknown route, body too large, bad request) get
    // the same JSON shape.
    http.set_error_handler([](const httplib::Request&, httplib::Response& res) {
        if (!res.body.empty())
            return;
        switch (res.status) {
        case 404:
            sendError(res, {404, "not-found", "no such route"});
            break;
        case 413:
            sendError(res, {413, "body-too-large", "the request body is too large"});
            break;
        case 400:
            sendError(res, {400, "bad-request", "the request cannot be read"});
            break;
        default:
            sendError(res, {res.status, "http-error", "the request failed"});
        }
    });
    http.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
        sendError(res, {500, "internal-error", "the hub failed on this request"});
    });
}

void HubApi::Impl::weekRoutes()
{
    http.Get("/api/v1/health", guarded([this](const httplib::Request&, httplib::Response& res) {
                 sendJson(res, 200,
                          {{"status", "ok"},
                           {"schema", store.schemaVersion()},
                           {"time", utcTimeText(clock.nowMs())}});
             }));
    http.Get("/api/v1/weeks", guarded([this](const httplib::Request&, httplib::Response& res) {
                 json weeks = json::array();
                 for (const WeekLevel& w : store.archive(clock.nowMs()))
                     weeks.push_back(weekSummary(w));
                 sendJson(res, 200, {{"weeks", weeks}});
             }));
    http.Get("/api/v1/weeks/current", guarded([this](const httplib::Request&, httplib::Response& res) {
                 const std::optional<WeekLevel> w = store.latestReleased(clock.nowMs());
                 if (!w)
                     throw ApiError{404, "unknown-week", "no week is released yet"};
                 sendJson(res, 200, weekJson(*w));
             }));
    http.Get(R"(/api/v1/weeks/([^/]+))", guarded([this](const httplib::Request& req, httplib::Response& res) {
                 sendJson(res, 200, weekJson(released(req.matches[1])));
             }));
}

// A week's leaderboard and its prize draw.
void HubApi::Impl::weekResultRoutes()
{
    http.Get(R"(/api/v1/weeks/([^/]+)/leaderboard)",
             guarded([this](const httplib::Request& req, httplib::Response& res) {
                 const WeekLevel w = released(req.matches[1]);
                 const int limit = intParam(req, "limit", kMaxLeaderboardPage, 1, kMaxLeaderboardPage);
                 const int offset = intParam(req, "offset", 0, 0, 1'000'000'000);
                 std::optional<std::int64_t> playerId;
                 if (req.has_header("Authorization"))
                     playerId = authenticate(req).id;
                 const Leaderboard board = store.leaderboard(w.week, limit, offset, playerId);
                 json solvers = json::array();
                 for (const LeaderboardEntry& e : board.entries)
                     solvers.push_back(entryJson(e));
                 sendJson(res, 200,
                          {{"week", w.week},
                           {"count", board.count},
                           {"offset", offset},
                           {"solvers", solvers},
                           {"you", board.own ? entryJson(*board.own) : json(nullptr)}});
             }));
    http.Get(R"(/api/v1/weeks/([^/]+)/draw)",
             guarded([this](const httplib::Request& req, httplib::Response& res) {
                 const WeekLevel w = released(req.matches[1]);
                 const std::int64_t closes = w.releaseMs + kWeekMs;
                 if (clock.nowMs() < closes)
                     throw ApiError{403, "draw-not-yet",
                                    "the draw of week " + w.week + " is made when it closes, at " +
                                        utcTimeText(closes)};
                 std::vector<std::string> names;
                 for (const LeaderboardEntry& e : store.solversBefore(w.week, closes))
                     names.push_back(e.name);
                 const Draw draw = drawWinner(w.drawSecret, w.week, names);
                 json winner = nullptr;
                 if (draw.winner)
                     winner = {{"rank", *draw.winner + 1}, {"name", names[*draw.winner]}};
                 sendJson(res, 200,
                          {{"week", w.week},
                           {"closed", utcTimeText(closes)},
                           {"secret", w.drawSecret},
                           {"commitment", sha256Hex(w.drawSecret)},
                           {"solvers", names.size()},
                           {"digest", draw.digest},
                           {"winner", winner}});
             }));
}

void HubApi::Impl::playerRoutes()
{
    http.Post("/api/v1/players", guarded([this](const httplib::Request& req, httplib::Response& res) {
                  const json body = parseBody(req);
                  const auto [name, key] = checkName(body.contains("name") ? body["name"] : json());
                  const std::string token = randomHex(32);
                  const std::optional<Player> player =
                      store.registerPlayer(name, key, sha256Hex(token), clock.nowMs());
                  if (!player)
                      throw ApiError{409, "name-taken", "another player has this name"};
                  sendJson(res, 201, {{"id", player->id}, {"name", player->name}, {"token", token}});
              }));
    http.Get("/api/v1/players/me", guarded([this](const httplib::Request& req, httplib::Response& res) {
                 const Player player = authenticate(req);
                 const std::int64_t now = clock.nowMs();
                 std::map<std::string, Solve> solves;
                 json solved = json::array();
                 for (const Solve& s : store.solvesOf(player.id)) {
                     solved.push_back({{"week", s.week},
                                       {"solved_at", utcTimeText(s.solvedMs)},
                                       {"seconds", static_cast<double>(s.msSinceRelease) / 1000.0}});
                     solves.emplace(s.week, s);
                 }
                 // The streak: released weeks, newest first, each solved before the
                 // next Monday; the running week does not break it while unsolved.
                 int streak = 0;
                 const std::vector<WeekLevel> weeks = store.archive(now);
                 for (std::size_t i = 0; i < weeks.size(); ++i) {
                     const auto it = solves.find(weeks[i].week);
                     const bool inTime =
                         it != solves.end() && it->second.solvedMs < weeks[i].releaseMs + kWeekMs;
                     if (inTime)
                         ++streak;
                     else if (!(i == 0 && now < weeks[i].releaseMs + kWeekMs))
                         break;
                 }
                 sendJson(res, 200,
                          {{"id", player.id},
                           {"name", player.name},
                           {"registered", utcTimeText(player.createdMs)},
                           {"solved", solved},
                           {"streak", streak}});
             }));
}

void HubApi::Impl::submissionRoute()
{
    http.Post(R"(/api/v1/weeks/([^/]+)/submissions)",
              guarded([this](const httplib::Request& req, httplib::Response& res) {
                  const Player player = authenticate(req);
                  const WeekLevel w = released(req.matches[1]);
                  const json body = parseBody(req);
                  const std::shared_ptr<const Compiled> level = compile(w);
                  const std::vector<Placement> placed = readPlacement(body, level->level);
                  const RunResult run = runPlacement(engine, options.engineBudgetMs, level->arena, placed);
                  json answer = {{"week", w.week},
                                 {"solved", run.outcome == Outcome::Solved},
                                 {"outcome", outcomeName(run.outcome)},
                                 {"steps", run.steps}};
                  if (run.outcome == Outcome::Solved) {
                      const SolveRecord record = store.recordSolve(w.week, w.releaseMs, player.id,
                                                                   clock.nowMs(), placementJson(placed));
                      answer["first"] = record.first;
                      answer["solved_at"] = utcTimeText(record.solve.solvedMs);
                      answer["seconds"] = static_cast<double>(record.solve.msSinceRelease) / 1000.0;
                      answer["rank"] = record.rank;
                  }
                  sendJson(res, 200, answer);
              }));
}

HubApi::HubApi(SqlWorker& sql, HubClock clock, HubOptions options)
    : impl_(std::make_unique<Impl>(sql, clock, options))
{
    const unsigned threads = std::max(1u, options.httpThreads);
    impl_->http.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
    impl_->http.set_payload_max_length(options.maxBodyBytes);
    impl_->http.set_read_timeout(5, 0);
    impl_->http.set_write_timeout(5, 0);
    impl_->errorHandlers();
    impl_->weekRoutes();
    impl_->weekResultRoutes();
    impl_->playerRoutes();
    impl_->submissionRoute();
    impl_->community.routes(impl_->http);
}

HubApi::~HubApi() = default;

int HubApi::bind(const std::string& host, int port)
{
    if (port == 0)
        return impl_->http.bind_to_any_port(host);
    return impl_->http.bind_to_port(host, port) ? port : -1;
}

bool HubApi::listen()
{
    const bool ok = impl_->http.listen_after_bind();
    impl_->listenEnded = true;
    return ok;
}

void HubApi::stop()
{
    // httplib's stop() does nothing until listen() runs, so a stop right after the
    // bind (a SIGTERM as soon as "listening on" is printed) waits for it, a moment.
    for (int i = 0; i < 2000 && !impl_->http.is_running() && !impl_->listenEnded; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    impl_->http.stop();
}

} // namespace ff::hub
