#include "hub/ApiSupport.h"

#include "engine/files/LevelIo.h"
#include "engine/files/Utf8.h"

#include <QList>
#include <QString>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdlib>

namespace ff::hub {

namespace {

using json = nlohmann::json;

constexpr int kMaxNameChars = 32;
// Cells further out are refused before R21 is asked (which refuses every cell off
// the board), so coordinates fit an int.
constexpr std::int64_t kMaxCoordinate = 1'000'000;

} // namespace

void sendJson(httplib::Response& res, int status, const json& body)
{
    res.status = status;
    res.set_content(body.dump(), "application/json");
}

void sendError(httplib::Response& res, const ApiError& e)
{
    json body = {{"error", e.code}, {"message", e.message}};
    if (e.details.is_object())
        body.update(e.details);
    sendJson(res, e.status, body);
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

RunResult runPlacement(WorkerPool& pool, int budgetMs, std::shared_ptr<const Arena> arena,
                       std::vector<Placement> placed)
{
    std::optional<std::future<RunResult>> job = pool.trySubmit([arena, placed = std::move(placed)] {
        State state = arena->initialState();
        arena->place(state, placed);
        return arena->run(state);
    });
    if (!job)
        throw ApiError{503, "busy", "the hub is checking too many solutions; try again"};
    if (job->wait_for(std::chrono::milliseconds(budgetMs)) != std::future_status::ready)
        throw ApiError{503, "engine-timeout", "checking the placement took too long; try again"};
    return job->get();
}

} // namespace ff::hub
