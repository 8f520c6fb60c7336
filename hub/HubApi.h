// The hub's HTTP API (docs/spec/hub-api.md) on HttpServer: its I/O threads read and
// write the connections, its handler threads run the routes, and the engine's work
// runs on a WorkerPool of its own within a time budget. Every answer is JSON; every
// error is {"error": code, "message": sentence}.
#pragma once

#include "hub/HttpServer.h"
#include "hub/HubClock.h"
#include "hub/WeekStore.h"

#include <cstddef>
#include <memory>
#include <string>

namespace ff::hub {

struct HubOptions {
    // The HTTP server's limits and threads (handlerThreads: --threads).
    HttpLimits http;
    // Requests per second and burst, per client address (every request) and per
    // player token (authenticated requests); 0: no limit.
    double addressRate = 50;
    double addressBurst = 100;
    double tokenRate = 10;
    double tokenBurst = 20;
    unsigned engineThreads = 2;
    std::size_t engineQueue = 64;
    int engineBudgetMs = 2000;
    // Proofs of levels to publish run on a pool of their own, so that they never
    // hold up the checks of placements: its threads and queue.
    unsigned proofThreads = 1;
    std::size_t proofQueue = 4;
    // The longest a publication waits for the engine's proof of its levels (503 above).
    int publishBudgetMs = 10000;
    // The access log's file (appended to); empty: stderr.
    std::string accessLog;
    // Requests from this address (a reverse proxy) are counted against the address
    // in the last entry of their X-Forwarded-For; empty: the header is ignored.
    std::string trustedProxy;
    // The hub's address for people ("https://hub.example.org"): the web pages' absolute
    // links; empty: the request's Host (WebPages.h).
    std::string publicUrl;
};

class HubApi {
public:
    // The weekly and the community store run their calls on `sql`.
    HubApi(SqlWorker& sql, HubClock clock, HubOptions options);
    ~HubApi();
    HubApi(const HubApi&) = delete;
    HubApi& operator=(const HubApi&) = delete;

    // Binds the address; port 0 takes a free one. The port bound, or -1.
    int bind(const std::string& host, int port);
    // Binds the separate listener for GET /metrics (docs/server.md, "Metrics"); then the
    // main listener never answers it. The port bound, or -1.
    int bindMetrics(const std::string& host, int port);
    // Whether the access log's file could be opened.
    bool accessLogOpen() const;
    // Serves until stop(); false when it could not.
    bool listen();
    // From any thread.
    void stop();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace ff::hub
