// What the hub's route handlers share (HubApi.cpp, CommunityApi.cpp): the JSON error
// answer, reading bodies, parameters, names and placements, and checking a placement
// with the engine on the worker pool within the time budget.
#pragma once

#include "engine/rules/Arena.h"
#include "engine/rules/Level.h"
#include "engine/rules/Placement.h"
#include "hub/SqlWorker.h"
#include "hub/WorkerPool.h"

#include <httplib.h>
#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace ff::hub {

// A request answered with an error: thrown by the handlers, written by sendError as
// {"error": code, "message": message} and the keys of `details` (an object or null).
struct ApiError {
    int status;
    std::string code;
    std::string message;
    nlohmann::json details = nullptr;
};

void sendJson(httplib::Response& res, int status, const nlohmann::json& body);
void sendError(httplib::Response& res, const ApiError& e);

// A handler that answers an ApiError with its JSON and a storage failure with 503.
template <class Handler> httplib::Server::Handler guarded(Handler handler)
{
    return [handler](const httplib::Request& req, httplib::Response& res) {
        try {
            handler(req, res);
        } catch (const ApiError& e) {
            sendError(res, e);
        } catch (const StoreError&) {
            sendError(res, {503, "storage-error", "the hub cannot reach its database; try again later"});
        }
    };
}

// The body as a JSON object, else 400 bad-json or bad-request.
nlohmann::json parseBody(const httplib::Request& req);
// The query parameter as a whole number in [min, max], `fallback` when absent; else
// 400 bad-parameter.
int intParam(const httplib::Request& req, const char* name, int fallback, int min, int max);

// A display name: trimmed, 1 to 32 characters of UTF-8, no control characters; and
// its key (unique on the hub): the case-folded NFKC form, so names that look the
// same are one name. Else 400 bad-name.
std::pair<std::string, std::string> checkName(const nlohmann::json& value);

// The body's "placement" for the level: every piece of the inventory on a cell R21
// allows. Else 400 bad-request, bad-placement or incomplete-placement.
std::vector<Placement> readPlacement(const nlohmann::json& body, const Level& level);
// The placement as the text of a JSON array of solution entries, sorted.
std::string placementJson(std::vector<Placement> placed);

// Runs the monster on `arena`'s level with `placed` on the pool: 503 busy when its
// queue is full, 503 engine-timeout after `budgetMs`. The run is bounded by the step
// limit of R19, so a job whose caller gave up ends by itself.
RunResult runPlacement(WorkerPool& pool, int budgetMs, std::shared_ptr<const Arena> arena,
                       std::vector<Placement> placed);

} // namespace ff::hub
