// What the hub's route handlers share (HubApi.cpp, CommunityApi.cpp): the JSON error
// answer, reading bodies as the typed messages of hubapi/, parameters, names and
// placements, and checking a placement with the engine on the worker pool within the
// time budget.
#pragma once

#include "engine/rules/Arena.h"
#include "engine/rules/Level.h"
#include "engine/rules/Placement.h"
#include "hub/HttpServer.h"
#include "hub/SqlWorker.h"
#include "hub/WorkerPool.h"
#include "hubapi/ErrorCode.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ff::hub {

// A request answered with an error: thrown by the handlers, written by sendError
// with the status of its code.
struct ApiError {
    api::ErrorAnswer answer;

    ApiError(api::ErrorCode code, std::string message) : answer{code, std::move(message), {}, {}, {}} {}
    explicit ApiError(api::ErrorAnswer a) : answer(std::move(a)) {}
};

// Writes the body; text that is not UTF-8 (echoed from a request) is written with
// U+FFFD in its place rather than failing the answer.
void sendJson(HttpResponse& res, int status, const nlohmann::json& body);
void sendError(HttpResponse& res, const ApiError& e);
// A player's text (a title, a name) as text in HTML: picture::markupText.
std::string htmlText(std::string_view text);

// A handler that answers an ApiError with its JSON and a storage failure with 503.
template <class Handler> HttpServer::Handler guarded(Handler handler)
{
    return [handler](const HttpRequest& req, HttpResponse& res) {
        try {
            handler(req, res);
        } catch (const ApiError& e) {
            sendError(res, e);
        } catch (const StoreError&) {
            sendError(res,
                      {api::ErrorCode::StorageError, "the hub cannot reach its database; try again later"});
        }
    };
}

// The body through the bounded reader (engine/files/BoundedJson.h) as a JSON object,
// else 400 bad-json or bad-request (413 body-too-large above the reader's bound).
nlohmann::json parseBody(const HttpRequest& req);

// The body as the message T (hubapi/), else its refusal's code and reason.
template <class T> T readBody(const HttpRequest& req)
{
    api::Decoded<T> message = T::fromJson(parseBody(req));
    if (!message)
        throw ApiError{message.refusal->code, message.refusal->reason};
    return std::move(*message.value);
}

// The query parameter as a whole number in [min, max], `fallback` when absent; else
// 400 bad-parameter.
int intParam(const HttpRequest& req, const char* name, int fallback, int min, int max);
// The query parameter `offset`: any whole number from 0 (0 when absent), one above
// 2^63 - 1 read as 2^63 - 1 (a page beyond the last is empty either way); else 400
// bad-parameter.
std::int64_t offsetParam(const HttpRequest& req);

// A display name: trimmed, 1 to 32 characters of UTF-8, no control characters; and
// its key (unique on the hub): the case-folded NFKC form, so names that look the
// same are one name. Else 400 bad-name.
std::pair<std::string, std::string> checkName(const std::string& raw);

// A placement read from a request (api::SubmissionRequest, each piece well-formed)
// checked against the level: every piece of the inventory on a cell R21 allows.
// Else 400 bad-placement or incomplete-placement.
void checkPlacement(const std::vector<Placement>& pieces, const Level& level);
// The placement as the text of a JSON array of solution entries, sorted.
std::string placementJson(std::vector<Placement> placed);

// Runs the monster on `arena`'s level with `placed` on the pool: 503 busy when its
// queue is full, 503 engine-timeout after `budgetMs`. The run is bounded by the step
// limit of R19, so a job whose caller gave up ends by itself.
RunResult runPlacement(WorkerPool& pool, int budgetMs, std::shared_ptr<const Arena> arena,
                       std::vector<Placement> placed);

} // namespace ff::hub
