#include "hub/HubApi.h"

#include "engine/files/LevelIo.h"
#include "hub/AccessLog.h"
#include "hub/ApiSupport.h"
#include "hub/CommunityApi.h"
#include "hub/Metrics.h"
#include "hub/PlayerName.h"
#include "hub/Prizes.h"
#include "hub/RateLimiter.h"
#include "hub/Secrets.h"
#include "hub/WebPages.h"
#include "hub/WorkerPool.h"
#include "hubapi/Players.h"
#include "hubapi/Routes.h"
#include "hubapi/Weeks.h"

#include <chrono>
#include <map>
#include <mutex>

namespace ff::hub {

namespace {

using json = nlohmann::json;

constexpr int kMaxLeaderboardPage = 100;
// /health waits this long for the database, so that it answers within a second even
// when the database hangs.
constexpr std::chrono::milliseconds kHealthDeadline{500};
// A transfer code is valid for a day. Entering codes is limited per address to 10 an
// hour (one more every 6 minutes): with 80 bits of code, guessing a live one is hopeless.
constexpr std::int64_t kTransferCodeMs = 24 * 3600 * 1000LL;
constexpr double kTransferAttempts = 10;
constexpr double kTransferAttemptsPerSecond = kTransferAttempts / 3600;

IsoWeek weekParam(const std::string& text)
{
    const std::optional<IsoWeek> week = parseIsoWeek(text);
    if (!week || !isoWeekExists(*week))
        throw ApiError{api::ErrorCode::BadWeek, "a week is written like 2026-W48 and must exist"};
    return *week;
}

api::WeekSummary weekSummary(const WeekLevel& w)
{
    return {w.week, w.levelId, w.title, utcTimeText(w.releaseMs), w.solvers, sha256Hex(w.drawSecret),
            w.prize};
}

double seconds(std::int64_t ms)
{
    return static_cast<double>(ms) / 1000.0;
}

api::LeaderboardEntry entryOf(const LeaderboardEntry& e)
{
    return {e.rank, e.name, utcTimeText(e.solvedMs), seconds(e.msSinceRelease)};
}

// A weekly level ready to run: parsed once per level text.
// A released week's level, read once: a released week never changes its level
// (WeekStore::schedule refuses), so every hub may keep it.
struct Compiled {
    json publicLevel;
    Level level;
    std::shared_ptr<const Arena> arena;
};

} // namespace

struct HubApi::Impl {
    WeekStore store;
    PrizeStore prizes;
    HubClock clock;
    HubOptions options;
    RateLimiter perAddress;
    RateLimiter perToken;
    RateLimiter transferAttempts;
    WorkerPool engine;
    WorkerPool proofs;
    SqlWorker& sql;
    AccessLog accessLog;
    HttpMetrics httpMetrics;
    bool metricsListenerBound = false;
    HttpServer http;
    std::mutex compiledMutex;
    std::map<std::string, std::shared_ptr<const Compiled>> compiledWeeks;
    CommunityApi community;
    WebPages pages;

    Impl(SqlWorker& s, HubClock c, HubOptions o)
        : store(s), prizes(s), clock(c), options(o), perAddress(o.addressRate, o.addressBurst),
          perToken(o.tokenRate, o.tokenBurst),
          transferAttempts(kTransferAttemptsPerSecond, kTransferAttempts),
          engine(o.engineThreads, o.engineQueue), proofs(o.proofThreads, o.proofQueue), sql(s),
          accessLog(o.accessLog), http(o.http),
          community(s, c, o, engine, proofs, [this](const HttpRequest& req) { return authenticate(req); }),
          pages(s, c, o.publicUrl)
    {
    }

    // The player of the request's bearer token; 401 without one, 403 for a banned
    // player, 429 over its rate.
    Player authenticate(const HttpRequest& req)
    {
        const std::string header = req.header("Authorization");
        constexpr std::string_view prefix = "Bearer ";
        if (!header.starts_with(prefix) || header.size() == prefix.size() || header.size() > 256)
            throw ApiError{api::ErrorCode::Unauthorized,
                           "send the player's token as Authorization: Bearer TOKEN"};
        const std::optional<Player> player = store.playerByTokenHash(sha256Hex(header.substr(prefix.size())));
        if (!player)
            throw ApiError{api::ErrorCode::Unauthorized, "the token belongs to no player"};
        if (player->banned)
            throw ApiError{api::ErrorCode::Banned, "the hub's operator has banned this player"};
        if (!perToken.allow("player:" + std::to_string(player->id), clock.nowMs()))
            throw ApiError{api::ErrorCode::RateLimited, "too many requests with this token; wait a moment"};
        return *player;
    }

    // The client's address: the connection's, or behind the trusted proxy the last
    // entry of X-Forwarded-For (the one the proxy added; entries before it are the
    // client's word).
    std::string clientAddress(const std::string& peer, const std::string& forwarded) const
    {
        if (options.trustedProxy.empty() || peer != options.trustedProxy || forwarded.empty())
            return peer;
        const std::size_t comma = forwarded.rfind(',');
        std::string last = comma == std::string::npos ? forwarded : forwarded.substr(comma + 1);
        const std::size_t begin = last.find_first_not_of(" \t");
        const std::size_t end = last.find_last_not_of(" \t");
        return begin == std::string::npos ? peer : last.substr(begin, end - begin + 1);
    }

    // GET /metrics answers on the metrics listener when there is one, else on the main
    // listener to loopback connections that do not come through the trusted proxy
    // (a proxy on the same machine passes on the internet's requests).
    bool mayReadMetrics(const HttpRequest& req) const
    {
        if (req.onMetricsListener)
            return true;
        if (metricsListenerBound ||
            (!options.trustedProxy.empty() && req.peerAddress == options.trustedProxy))
            return false;
        const std::string& a = req.peerAddress;
        return a.starts_with("127.") || a == "::1" || a.starts_with("::ffff:127.");
    }

    std::string metricsText()
    {
        return httpMetrics.text() +
               gaugeText("furunkulus_http_connections_open", "Connections open.",
                         static_cast<double>(http.openConnections())) +
               gaugeText("furunkulus_engine_queue_depth", "Placements waiting for an engine thread.",
                         static_cast<double>(engine.queued())) +
               gaugeText("furunkulus_proof_queue_depth", "Levels to publish waiting for a proof thread.",
                         static_cast<double>(proofs.queued())) +
               histogramText("furunkulus_db_call_duration_seconds",
                             "Time a request waited for a call to the database.", sql.callLatency());
    }

    // The released week without its level's texts (compiled() has the level).
    WeekLevel released(const std::string& weekText)
    {
        const IsoWeek week = weekParam(weekText);
        std::optional<WeekLevel> w = store.releasedWeek(isoWeekText(week), clock.nowMs(), false);
        if (!w)
            throw ApiError{api::ErrorCode::UnknownWeek,
                           "no level of week " + isoWeekText(week) + " is released"};
        return *w;
    }

    // The level of the released week `w`, read from the database the first time.
    std::shared_ptr<const Compiled> compiled(const WeekLevel& w)
    {
        {
            std::lock_guard lock(compiledMutex);
            if (const auto it = compiledWeeks.find(w.week); it != compiledWeeks.end())
                return it->second;
        }
        const std::optional<WeekLevel> full = store.releasedWeek(w.week, w.releaseMs, true);
        if (!full)
            throw ApiError{api::ErrorCode::InternalError, "the level of week " + w.week + " is gone"};
        // Scheduling checked the level; a stored level that no longer reads as a valid
        // one (the file edited by hand) is the hub's failure, not the player's.
        Loaded<Level> loaded = parseLevel(full->levelJson);
        if (!loaded.value || !validateLevel(*loaded.value).empty())
            throw ApiError{api::ErrorCode::InternalError, "the level of week " + w.week + " is damaged"};
        Level level = std::move(*loaded.value);
        auto arena = std::make_shared<const Arena>(level);
        auto entry = std::make_shared<const Compiled>(
            Compiled{json::parse(full->publicJson), std::move(level), std::move(arena)});
        std::lock_guard lock(compiledMutex);
        return compiledWeeks.emplace(w.week, std::move(entry)).first->second;
    }

    json weekJson(const WeekLevel& w)
    {
        return api::WeekLevel{weekSummary(w), compiled(w)->publicLevel}.toJson();
    }

    void errorHandlers();
    void metricsRoutes();
    void weekRoutes();
    void weekResultRoutes();
    void playerRoutes();
    void transferRoutes();
    void submissionRoute();
};

// The per-address limit before every route, and the server's own refusals as JSON
// errors of the table.
void HubApi::Impl::errorHandlers()
{
    http.setFilter([this](const HttpRequest& req, HttpResponse& res) {
        if (perAddress.allow("address:" + clientAddress(req.peerAddress, req.header("X-Forwarded-For")),
                             clock.nowMs()))
            return false;
        sendError(res, {api::ErrorCode::RateLimited, "too many requests from this address; wait a moment"});
        return true;
    });
    http.setRefusal([this](HttpResponse& res, int status) {
        switch (status) {
        case 404:
            sendError(res, {api::ErrorCode::NotFound, "no such route"});
            break;
        case 408:
            sendError(res, {api::ErrorCode::RequestTimeout,
                            "the request did not arrive within " +
                                std::to_string(options.http.readTimeout.count()) + " ms"});
            break;
        case 413:
            sendError(res, {api::ErrorCode::BodyTooLarge, "the request body is larger than " +
                                                              std::to_string(options.http.maxBodyBytes) +
                                                              " bytes"});
            break;
        case 414:
            sendError(res, {api::ErrorCode::UriTooLong, "the path and query are longer than 8 KiB"});
            break;
        case 416:
            sendError(res, {api::ErrorCode::BadRange, "the Range header cannot be read"});
            break;
        case 431:
            sendError(res, {api::ErrorCode::HeadersTooLarge, "the request line and headers are larger than " +
                                                                 std::to_string(options.http.maxHeaderBytes) +
                                                                 " bytes"});
            break;
        case 503:
            sendError(res, {api::ErrorCode::Busy, "too many connections are open; try again later"});
            break;
        default:
            sendError(res, {api::ErrorCode::BadRequest, "the request cannot be read"});
        }
    });
    http.setObserver([this](const HttpExchange& e) {
        accessLog.write(e, clientAddress(e.peerAddress, e.forwardedFor));
        httpMetrics.record(e);
    });
    http.setFailure([](HttpResponse& res) {
        sendError(res, {api::ErrorCode::InternalError, "the hub failed on this request"});
    });
}

void HubApi::Impl::metricsRoutes()
{
    const auto metrics = [this](const HttpRequest& req, HttpResponse& res) {
        if (!mayReadMetrics(req)) {
            sendError(res, {api::ErrorCode::NotFound, "no such route"});
            return;
        }
        res.status = 200;
        res.body = metricsText();
        res.contentType = "text/plain; version=0.0.4; charset=utf-8";
    };
    http.route("GET", api::metricsPath(), metrics);
    http.route("GET", api::metricsPath(), metrics, true);
}

void HubApi::Impl::weekRoutes()
{
    http.route(
        "GET", api::healthPath(), guarded([this](const HttpRequest&, HttpResponse& res) {
            sendJson(
                res, 200,
                api::Health{"ok", store.schemaVersion(kHealthDeadline), utcTimeText(clock.nowMs())}.toJson());
        }));
    http.route("GET", api::weeksPath(), guarded([this](const HttpRequest&, HttpResponse& res) {
                   api::WeekList list;
                   for (const WeekLevel& w : store.archive(clock.nowMs()))
                       list.weeks.push_back(weekSummary(w));
                   sendJson(res, 200, list.toJson());
               }));
    http.route("GET", api::currentWeekPath(), guarded([this](const HttpRequest&, HttpResponse& res) {
                   const std::optional<WeekLevel> w = store.latestReleased(clock.nowMs(), false);
                   if (!w)
                       throw ApiError{api::ErrorCode::UnknownWeek, "no week is released yet"};
                   sendJson(res, 200, weekJson(*w));
               }));
    http.route("GET", api::weekPath(api::kWeekSegment),
               guarded([this](const HttpRequest& req, HttpResponse& res) {
                   sendJson(res, 200, weekJson(released(req.captures[0])));
               }));
}

// A week's leaderboard and its prize draw.
void HubApi::Impl::weekResultRoutes()
{
    http.route("GET", api::leaderboardPath(api::kWeekSegment),
               guarded([this](const HttpRequest& req, HttpResponse& res) {
                   const WeekLevel w = released(req.captures[0]);
                   const int limit = intParam(req, "limit", kMaxLeaderboardPage, 1, kMaxLeaderboardPage);
                   const std::int64_t offset = offsetParam(req);
                   std::optional<std::int64_t> playerId;
                   if (req.hasHeader("Authorization"))
                       playerId = authenticate(req).id;
                   const Leaderboard board = store.leaderboard(w.week, limit, offset, playerId);
                   api::Leaderboard answer{w.week, board.count, offset, {}, std::nullopt};
                   for (const LeaderboardEntry& e : board.entries)
                       answer.solvers.push_back(entryOf(e));
                   if (board.own)
                       answer.you = entryOf(*board.own);
                   sendJson(res, 200, answer.toJson());
               }));
    http.route("GET", api::drawPath(api::kWeekSegment),
               guarded([this](const HttpRequest& req, HttpResponse& res) {
                   const WeekLevel w = released(req.captures[0]);
                   const std::int64_t closes = w.releaseMs + kWeekMs;
                   if (clock.nowMs() < closes)
                       throw ApiError{api::ErrorCode::DrawNotYet, "the draw of week " + w.week +
                                                                      " is made when it closes, at " +
                                                                      utcTimeText(closes)};
                   const WeekDraw draw = weekDraw(store, w);
                   api::DrawAnswer answer{w.week,
                                          utcTimeText(closes),
                                          w.drawSecret,
                                          sha256Hex(w.drawSecret),
                                          static_cast<std::int64_t>(draw.solvers.size()),
                                          draw.draw.digest,
                                          std::nullopt};
                   if (const LeaderboardEntry* winner = draw.winner())
                       answer.winner = api::DrawAnswer::Winner{winner->rank, winner->name};
                   sendJson(res, 200, answer.toJson());
               }));
}

void HubApi::Impl::playerRoutes()
{
    http.route("POST", api::playersPath(), guarded([this](const HttpRequest& req, HttpResponse& res) {
                   const auto [name, key] = checkName(readBody<api::RegisterRequest>(req).name);
                   const std::string token = randomHex(32);
                   const std::optional<Player> player =
                       store.registerPlayer(name, key, nameSkeleton(name), sha256Hex(token), clock.nowMs());
                   if (!player)
                       throw ApiError{api::ErrorCode::NameTaken, "another player has this name"};
                   sendJson(res, 201, api::RegisterAnswer{player->id, player->name, token}.toJson());
               }));
    http.route("GET", api::mePath(), guarded([this](const HttpRequest& req, HttpResponse& res) {
                   const Player player = authenticate(req);
                   const std::int64_t now = clock.nowMs();
                   std::map<std::string, Solve> solves;
                   api::PlayerInfo info{player.id, player.name, utcTimeText(player.createdMs),
                                        {},        0,           prizesWon(store, prizes, player.id, now)};
                   for (const Solve& s : store.solvesOf(player.id)) {
                       info.solved.push_back({s.week, utcTimeText(s.solvedMs), seconds(s.msSinceRelease)});
                       solves.emplace(s.week, s);
                   }
                   // The streak: released weeks, newest first, each solved before the
                   // next Monday; the running week does not break it while unsolved.
                   std::int64_t& streak = info.streak;
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
                   sendJson(res, 200, info.toJson());
               }));
}

// Moving a player's account to another computer: a one-time code for the token.
void HubApi::Impl::transferRoutes()
{
    http.route("POST", api::transferCodePath(), guarded([this](const HttpRequest& req, HttpResponse& res) {
                   const Player player = authenticate(req);
                   const std::string code = randomTransferCode();
                   const std::int64_t now = clock.nowMs();
                   store.setTransferCode(player.id, sha256Hex(code), now + kTransferCodeMs, now);
                   sendJson(res, 201, api::TransferCode{code, utcTimeText(now + kTransferCodeMs)}.toJson());
               }));
    http.route("POST", api::transferPath(), guarded([this](const HttpRequest& req, HttpResponse& res) {
                   if (!transferAttempts.allow(
                           "transfer:" + clientAddress(req.peerAddress, req.header("X-Forwarded-For")),
                           clock.nowMs()))
                       throw ApiError{api::ErrorCode::RateLimited,
                                      "too many transfer codes from this address; try again in an hour"};
                   const std::optional<std::string> code =
                       api::normalTransferCode(readBody<api::TransferRequest>(req).code);
                   const std::string token = randomHex(32);
                   const std::optional<Player> player =
                       code ? store.redeemTransferCode(sha256Hex(*code), sha256Hex(token), clock.nowMs())
                            : std::nullopt;
                   if (!player)
                       throw ApiError{api::ErrorCode::UnknownTransferCode,
                                      "this transfer code is not known: mistyped, expired or used already"};
                   sendJson(res, 200, api::TransferAnswer{player->name, token}.toJson());
               }));
}

void HubApi::Impl::submissionRoute()
{
    http.route("POST", api::submissionsPath(api::kWeekSegment),
               guarded([this](const HttpRequest& req, HttpResponse& res) {
                   const Player player = authenticate(req);
                   const WeekLevel w = released(req.captures[0]);
                   const std::vector<Placement> placed = readBody<api::SubmissionRequest>(req).placement;
                   const std::shared_ptr<const Compiled> level = compiled(w);
                   checkPlacement(placed, level->level);
                   const RunResult run = runPlacement(engine, options.engineBudgetMs, level->arena, placed);
                   api::SubmissionReceipt answer{w.week, run.outcome == Outcome::Solved,
                                                 outcomeName(run.outcome), run.steps, std::nullopt};
                   if (run.outcome == Outcome::Solved) {
                       const SolveRecord record = store.recordSolve(w.week, w.releaseMs, player.id,
                                                                    clock.nowMs(), placementJson(placed));
                       answer.stored =
                           api::SubmissionReceipt::Stored{record.first, utcTimeText(record.solve.solvedMs),
                                                          seconds(record.solve.msSinceRelease), record.rank};
                   }
                   sendJson(res, 200, answer.toJson());
               }));
}

HubApi::HubApi(SqlWorker& sql, HubClock clock, HubOptions options)
    : impl_(std::make_unique<Impl>(sql, clock, options))
{
    impl_->errorHandlers();
    impl_->metricsRoutes();
    impl_->weekRoutes();
    impl_->weekResultRoutes();
    impl_->playerRoutes();
    impl_->transferRoutes();
    impl_->submissionRoute();
    impl_->community.routes(impl_->http);
    impl_->pages.routes(impl_->http);
}

HubApi::~HubApi() = default;

int HubApi::bind(const std::string& host, int port)
{
    return impl_->http.bind(host, port);
}

int HubApi::bindMetrics(const std::string& host, int port)
{
    const int bound = impl_->http.bindMetrics(host, port);
    impl_->metricsListenerBound = bound >= 0;
    return bound;
}

bool HubApi::accessLogOpen() const
{
    return impl_->accessLog.valid();
}

bool HubApi::listen()
{
    return impl_->http.listen();
}

void HubApi::stop()
{
    impl_->http.stop();
}

} // namespace ff::hub
