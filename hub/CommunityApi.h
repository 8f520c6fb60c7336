// The community routes of the hub's API (docs/spec/hub-api.md, "Community levels"):
// publish a level or pack (proven by the engine on the worker pool within the
// publish budget), browse, fetch, report a solve (the placement run by the engine)
// and vote.
#pragma once

#include "hub/CommunityStore.h"
#include "hub/HttpServer.h"
#include "hub/HubApi.h"
#include "hub/HubClock.h"
#include "hub/LevelProof.h"
#include "hub/ModerationStore.h"
#include "hub/WorkerPool.h"

#include <cstdint>
#include <functional>
#include <mutex>
#include <set>
#include <utility>
#include <vector>

namespace ff::hub {

class CommunityApi {
public:
    // The player of a request's bearer token (401 without one, 403 banned, 429 over
    // its rate).
    using Authenticate = std::function<Player(const HttpRequest&)>;

    // `engine` checks placements, `proofs` proves levels to publish.
    CommunityApi(SqlWorker& sql, HubClock clock, HubOptions options, WorkerPool& engine, WorkerPool& proofs,
                 Authenticate authenticate)
        : store_(sql), moderation_(sql), clock_(clock), options_(options), engine_(engine), proofs_(proofs),
          authenticate_(std::move(authenticate))
    {
    }

    void routes(HttpServer& http);

private:
    void publish(const HttpRequest& req, HttpResponse& res);
    void browse(const HttpRequest& req, HttpResponse& res);
    void fetch(const HttpRequest& req, HttpResponse& res);
    void reportSolve(const HttpRequest& req, HttpResponse& res);
    void vote(const HttpRequest& req, HttpResponse& res);
    void report(const HttpRequest& req, HttpResponse& res);
    CommunityLevel published(const std::string& slug);
    std::vector<LevelProof> proveAll(std::int64_t authorId,
                                     const std::vector<std::pair<Level, std::string>>& levels);

    CommunityStore store_;
    ModerationStore moderation_;
    HubClock clock_;
    HubOptions options_;
    WorkerPool& engine_;
    WorkerPool& proofs_;
    Authenticate authenticate_;
    // The authors with a proof queued or running: one each, so that one author's
    // publications cannot fill the proof pool's queue for everyone else.
    std::mutex provingMutex_;
    std::set<std::int64_t> proving_;
};

} // namespace ff::hub
