#include "hub/ApiSupport.h"

#include "engine/files/BoundedJson.h"
#include "engine/files/LevelIo.h"
#include "engine/files/Utf8.h"
#include "hub/PlayerName.h"
#include "picture/Markup.h"

#include <QList>
#include <QString>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <limits>

namespace ff::hub {

namespace {

using json = nlohmann::json;

constexpr int kMaxNameChars = 32;

} // namespace

void sendJson(HttpResponse& res, int status, const json& body)
{
    res.status = status;
    res.body = body.dump(-1, ' ', false, json::error_handler_t::replace);
    res.contentType = "application/json";
}

std::string htmlText(std::string_view text)
{
    return picture::markupText(text);
}

void sendError(HttpResponse& res, const ApiError& e)
{
    const int status = api::errorStatus(e.answer.code);
    sendJson(res, status, e.answer.toJson());
    if (e.answer.code == api::ErrorCode::Unauthorized)
        res.headers.emplace_back("WWW-Authenticate", "Bearer");
    if (e.answer.code == api::ErrorCode::RateLimited)
        res.headers.emplace_back("Retry-After", "1");
}

json parseBody(const HttpRequest& req)
{
    BoundedJson read = parseBoundedJson(req.body);
    if (read.breach && read.breach->kind == JsonBoundBreach::Kind::TooLarge)
        throw ApiError{api::ErrorCode::BodyTooLarge, "the request body is too large"};
    if (read.breach && read.breach->kind == JsonBoundBreach::Kind::TooDeep)
        throw ApiError{api::ErrorCode::BadJson, "the request body is " + read.error};
    if (!read.value)
        throw ApiError{api::ErrorCode::BadJson, "the request body is not JSON"};
    if (!read.value->is_object())
        throw ApiError{api::ErrorCode::BadRequest, "the request body must be a JSON object"};
    return std::move(*read.value);
}

int intParam(const HttpRequest& req, const char* name, int fallback, int min, int max)
{
    if (!req.hasParam(name))
        return fallback;
    const std::string text = req.param(name);
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < min || value > max)
        throw ApiError{api::ErrorCode::BadParameter, std::string(name) + " must be a whole number from " +
                                                         std::to_string(min) + " to " + std::to_string(max)};
    return value;
}

std::int64_t offsetParam(const HttpRequest& req)
{
    if (!req.hasParam("offset"))
        return 0;
    const std::string text = req.param("offset");
    if (text.empty() || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        throw ApiError{api::ErrorCode::BadParameter, "offset must be a whole number from 0"};
    std::int64_t value = 0;
    if (std::from_chars(text.data(), text.data() + text.size(), value).ec == std::errc::result_out_of_range)
        return std::numeric_limits<std::int64_t>::max();
    return value;
}

std::pair<std::string, std::string> checkName(const std::string& raw)
{
    if (firstInvalidUtf8(raw))
        throw ApiError{api::ErrorCode::BadName, "name must be UTF-8"};
    const QString name = QString::fromStdString(raw).trimmed();
    if (name.isEmpty() || name.toUcs4().size() > kMaxNameChars)
        throw ApiError{api::ErrorCode::BadName, "name must have 1 to 32 characters"};
    if (hasHiddenCharacter(name.toStdString()))
        throw ApiError{api::ErrorCode::BadName,
                       "name must not hold control, invisible or text direction characters"};
    const QString key = name.normalized(QString::NormalizationForm_KC).toCaseFolded();
    return {name.toStdString(), key.toStdString()};
}

void checkPlacement(const std::vector<Placement>& pieces, const Level& level)
{
    const PlacementRules rules(level);
    std::vector<Placement> placed;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const std::string where = "placement[" + std::to_string(i) + "]";
        if (placed.size() >= static_cast<std::size_t>(level.inventorySize()))
            throw ApiError{api::ErrorCode::BadPlacement, where + ": more pieces than the inventory holds"};
        const Placement& p = pieces[i];
        if (rules.checkPlace(placed, p.kind, p.side, p.at) != PlacementRefusal::None)
            throw ApiError{api::ErrorCode::BadPlacement, where + ": the piece may not stand there (R21)"};
        placed.push_back(p);
    }
    if (rules.piecesLeft(placed) > 0)
        throw ApiError{api::ErrorCode::IncompletePlacement,
                       std::to_string(rules.piecesLeft(placed)) + " pieces of the inventory are not placed"};
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
        throw ApiError{api::ErrorCode::Busy, "the hub is checking too many solutions; try again"};
    if (job->wait_for(std::chrono::milliseconds(budgetMs)) != std::future_status::ready)
        throw ApiError{api::ErrorCode::EngineTimeout, "checking the placement took too long; try again"};
    return job->get();
}

} // namespace ff::hub
