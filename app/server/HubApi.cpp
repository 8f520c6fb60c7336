#include "app/server/HubApi.h"

#include "app/server/RateLimiter.h"
#include "app/server/Secrets.h"
#include "app/server/WorkerPool.h"
#include "engine/files/LevelIo.h"
#include "engine/files/Utf8.h"
#include "engine/rules/Arena.h"
#include "engine/rules/Placement.h"

#include <QList>
#include <QString>

#include <httplib.h>
#include <nlohmann/json.hpp>

#include <charconv>
#include <chrono>
#include <cstdlib>
#include <map>
#include <mutex>

namespace ff::hub {

namespace {

using json = nlohmann::json;

constexpr int kMaxNameChars = 32;
constexpr int kMaxLeaderboardPage = 100;
// Cells further out are refused before R21 is asked (which refuses every cell off
// the board), so coordinates fit an int.
constexpr std::int64_t kMaxCoordinate = 1'000'000;

// A request answered with an error: thrown by the handlers, written by answer().
struct ApiError {
    int status;
    std::string code;
    std::string message;
};

void sendJson(httplib::Response& res, int status, const json& body)
{
    res.status = status;
    res.set_content(body.dump(), "application/json");
}

void sendError(httplib::Response& res, const ApiError& e)
{
    sendJson(res, e.status, {{"error", e.code}, {"message", e.message}});
    if (e.status == 401)
        res.set_header("WWW-Authenticate", "Bearer");
    if (e.status == 429)
        res.set_header("Retry-After", "1");
}

json parseBody(const httplib::Request& req)
{
    json body = json::parse(req.body, nullptr, false);
    if (body.is_discarded())
        throw ApiError{400, "bad-json", "the request body is not JSON"};
    if (!body.is_object())
        throw ApiError{400, "bad-request", "the request body must be a JSON object"};
    return body;
}

IsoWeek weekParam(const std::string& text)
{
    const std::optional<IsoWeek> week = parseIsoWeek(text);
    if (!week || !isoWeekExists(*week))
        throw ApiError{400, "bad-week", "a week is written like 2026-W48 and must exist"};
    return *week;
}

int intParam(const httplib::Request& req, const char* name, int fallback, int min, int max)
{
    if (!req.has_param(name))
        return fallback;
    const std::string text = req.get_param_value(name);
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < min || value > max)
        throw ApiError{400, "bad-parameter",
                       std::string(name) + " must be a whole number from " + std::to_string(min) + " to " +
                           std::to_string(max)};
    return value;
}

// A display name: trimmed, 1 to kMaxNameChars characters of UTF-8, no control
// characters. Its key (unique on the hub) is the case-folded NFKC form, so names that
// look the same are one name.
std::pair<std::string, std::string> checkName(const json& value)
{
    if (!value.is_string())
        throw ApiError{400, "bad-name", "name must be a string"};
    const std::string raw = value.get<std::string>();
    if (firstInvalidUtf8(raw))
        throw ApiError{400, "bad-name", "name must be UTF-8"};
    const QString name = QString::fromStdString(raw).trimmed();
    if (name.isEmpty() || name.toUcs4().size() > kMaxNameChars)
        throw ApiError{400, "bad-name", "name must have 1 to 32 characters"};
    for (const char32_t c : name.toUcs4())
        if (c < 0x20 || (c >= 0x7f && c < 0xa0) || c == 0x2028 || c == 0x2029)
            throw ApiError{400, "bad-name", "name must not hold control characters"};
    const QString key = name.normalized(QString::NormalizationForm_KC).toCaseFolded();
    return {name.toStdString(), key.toStdString()};
}

std::vector<Placement> readPlacement(const json& body, const Level& level)
{
    const auto it = body.find("placement");
    if (it == body.end() || !it->is_array())
        throw ApiError{400, "bad-request", "placement must be an array of pieces"};
    const PlacementRules rules(level);
    std::vector<Placement> placed;
    for (std::size_t i = 0; i < it->size(); ++i) {
        const json& e = (*it)[i];
        const std::string where = "placement[" + std::to_string(i) + "]";
        if (placed.size() >= static_cast<std::size_t>(level.inventorySize()))
            throw ApiError{400, "bad-placement", where + ": more pieces than the inventory holds"};
        if (!e.is_object() || !e.contains("kind") || !e["kind"].is_string() || !e.contains("at") ||
            !e["at"].is_array() || e["at"].size() != 2 || !e["at"][0].is_number_integer() ||
            !e["at"][1].is_number_integer())
            throw ApiError{400, "bad-placement", where + ": a piece is {\"kind\": ..., \"at\": [x, y]}"};
        const std::optional<PieceKind> kind = kindFromName(e["kind"].get<std::string>());
        if (!kind || !isPlaceableKind(*kind))
            throw ApiError{400, "bad-placement", where + ": unknown kind"};
        Side side = Side::Own;
        if (carriesSide(*kind)) {
            const std::optional<Side> s = e.contains("side") && e["side"].is_string()
                                              ? sideFromName(e["side"].get<std::string>())
                                              : std::nullopt;
            if (!s)
                throw ApiError{400, "bad-placement",
                               where + ": a token needs \"side\": \"own\" or \"enemy\""};
            side = *s;
        }
        const std::int64_t x = e["at"][0].get<std::int64_t>();
        const std::int64_t y = e["at"][1].get<std::int64_t>();
        if (std::abs(x) > kMaxCoordinate || std::abs(y) > kMaxCoordinate)
            throw ApiError{400, "bad-placement", where + ": the cell is outside the board"};
        const Cell at{static_cast<int>(x), static_cast<int>(y)};
        if (const PlacementRefusal r = rules.checkPlace(placed, *kind, side, at); r != PlacementRefusal::None)
            throw ApiError{400, "bad-placement", where + ": the piece may not stand there (R21)"};
        placed.push_back({*kind, side, at});
    }
    if (rules.piecesLeft(placed) > 0)
        throw ApiError{400, "incomplete-placement",
                       std::to_string(rules.piecesLeft(placed)) + " pieces of the inventory are not placed"};
    return placed;
}

std::string placementJson(std::vector<Placement> placed)
{
    std::sort(placed.begin(), placed.end());
    std::string text = "[";
    for (std::size_t i = 0; i < placed.size(); ++i)
        text += (i ? ", " : "") + solutionEntryText(placed[i]);
    return text + "]";
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
    Arena arena;
};

} // namespace

struct HubApi::Impl {
    HubStore& store;
    HubClock clock;
    HubOptions options;
    RateLimiter perAddress;
    RateLimiter perToken;
    WorkerPool engine;
    httplib::Server http;
    std::mutex compiledMutex;
    std::map<std::string, std::shared_ptr<const Compiled>> compiled;

    Impl(HubStore& s, HubClock c, HubOptions o)
        : store(s), clock(c), options(o), perAddress(o.addressRate, o.addressBurst),
          perToken(o.tokenRate, o.tokenBurst), engine(o.engineThreads, o.engineQueue)
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
            Arena arena(level);
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

    void routes();
};

void HubApi::Impl::routes()
{
    // Every handler answers an ApiError with its JSON, a storage failure with 503.
    auto guarded = [this](auto handler) {
        return [this, handler](const httplib::Request& req, httplib::Response& res) {
            try {
                handler(req, res);
            } catch (const ApiError& e) {
                sendError(res, e);
            } catch (const StoreError& e) {
                sendError(res, {503, "storage-error", "the hub cannot reach its database; try again later"});
            }
        };
    };

    http.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
        if (perAddress.allow("address:" + req.remote_addr, clock.nowMs()))
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
    http.Post(
        R"(/api/v1/weeks/([^/]+)/submissions)",
        guarded([this](const httplib::Request& req, httplib::Response& res) {
            const Player player = authenticate(req);
            const WeekLevel w = released(req.matches[1]);
            const json body = parseBody(req);
            const std::shared_ptr<const Compiled> level = compile(w);
            const std::vector<Placement> placed = readPlacement(body, level->level);
            // The run is bounded by the step limit of R19, so a job whose caller
            // gave up ends by itself.
            std::optional<std::future<RunResult>> job = engine.trySubmit([level, placed] {
                State state = level->arena.initialState();
                level->arena.place(state, placed);
                return level->arena.run(state);
            });
            if (!job)
                throw ApiError{503, "busy", "the hub is checking too many solutions; try again"};
            if (job->wait_for(std::chrono::milliseconds(options.engineBudgetMs)) != std::future_status::ready)
                throw ApiError{503, "engine-timeout", "checking the placement took too long; try again"};
            const RunResult run = job->get();
            json answer = {{"week", w.week},
                           {"solved", run.outcome == Outcome::Solved},
                           {"outcome", outcomeName(run.outcome)},
                           {"steps", run.steps}};
            if (run.outcome == Outcome::Solved) {
                const SolveRecord record =
                    store.recordSolve(w.week, w.releaseMs, player.id, clock.nowMs(), placementJson(placed));
                answer["first"] = record.first;
                answer["solved_at"] = utcTimeText(record.solve.solvedMs);
                answer["seconds"] = static_cast<double>(record.solve.msSinceRelease) / 1000.0;
                answer["rank"] = record.rank;
            }
            sendJson(res, 200, answer);
        }));
}

HubApi::HubApi(HubStore& store, HubClock clock, HubOptions options)
    : impl_(std::make_unique<Impl>(store, clock, options))
{
    const unsigned threads = std::max(1u, options.httpThreads);
    impl_->http.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
    impl_->http.set_payload_max_length(options.maxBodyBytes);
    impl_->http.set_read_timeout(5, 0);
    impl_->http.set_write_timeout(5, 0);
    impl_->routes();
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
    return impl_->http.listen_after_bind();
}

void HubApi::stop()
{
    impl_->http.stop();
}

} // namespace ff::hub
