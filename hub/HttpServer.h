// The hub's HTTP/1.1 server on Boost.Beast and Boost.Asio (docs/server.md, "What it is
// built on"). A few I/O threads read and write every connection asynchronously, so a
// slow or idle client holds no thread; a pool of handler threads runs the routes,
// which may block (database, engine). Every limit holds without a proxy in front and
// is answered with a JSON error of the API's table: the body's size whatever its
// framing (413, without reading the rest), the header's size (431) and the request
// line's (414), a deadline on each request's head and body (408), an idle deadline on
// kept-alive connections, a write deadline, and caps on the connections of one client
// address and in all (503 busy).
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ff::hub {

// The names of headers compared without case.
struct Caseless {
    bool operator()(const std::string& a, const std::string& b) const;
};

struct HttpRequest {
    std::string method;
    // The path, percent-decoded, without the query.
    std::string path;
    // The pattern of the route matched (as registered, e.g. /api/v1/levels/{slug}), or
    // empty when none matched.
    std::string route;
    // The path segments that stand for the route's {…} segments, in order.
    std::vector<std::string> captures;
    std::multimap<std::string, std::string> query;
    std::multimap<std::string, std::string, Caseless> headers;
    std::string body;
    // The address of the connection's peer.
    std::string peerAddress;
    // Whether the connection came in on the separate metrics listener.
    bool onMetricsListener = false;

    bool hasHeader(const std::string& name) const { return headers.contains(name); }
    // The header's first value, or empty.
    std::string header(const std::string& name) const;
    bool hasParam(const std::string& name) const { return query.contains(name); }
    // The query parameter's first value, or empty.
    std::string param(const std::string& name) const;
};

struct HttpResponse {
    int status = 200;
    std::string body;
    std::string contentType = "application/json";
    std::vector<std::pair<std::string, std::string>> headers;
};

// A request as the access log and the metrics see it once it is answered.
struct HttpExchange {
    std::string peerAddress;
    // One of HTTP's methods, "other", or "-" when the request line was not read.
    std::string method;
    // The route's pattern; "-" when no route matched (the path is never logged).
    std::string route;
    int status = 0;
    std::chrono::steady_clock::duration took{};
    // The request's X-Forwarded-For, or empty.
    std::string forwardedFor;
};

struct HttpLimits {
    std::size_t maxBodyBytes = 64 * 1024;
    // The request line and every header together.
    std::size_t maxHeaderBytes = 16 * 1024;
    std::size_t maxTargetBytes = 8 * 1024;
    std::chrono::milliseconds readTimeout{10'000};
    std::chrono::milliseconds idleTimeout{5'000};
    std::chrono::milliseconds writeTimeout{10'000};
    std::size_t maxConnections = 1024;
    std::size_t maxConnectionsPerAddress = 64;
    int backlog = 1024;
    unsigned ioThreads = 2;
    unsigned handlerThreads = 8;
};

class HttpServer {
public:
    using Handler = std::function<void(const HttpRequest&, HttpResponse&)>;
    // Runs before routing on a handler thread; true when it answered the request.
    using Filter = std::function<bool(const HttpRequest&, HttpResponse&)>;
    // Runs when the route's handler throws something else than it handles itself.
    using Failure = std::function<void(HttpResponse&)>;
    using Observer = std::function<void(const HttpExchange&)>;
    // Turns a refusal of the server's own (a limit, no route) into the response.
    using Refusal = std::function<void(HttpResponse&, int status)>;

    explicit HttpServer(HttpLimits limits);
    ~HttpServer();
    HttpServer(const HttpServer&) = delete;
    HttpServer& operator=(const HttpServer&) = delete;

    // `pattern`: a path whose segments written {name} match any one segment. A route
    // for the metrics listener is answered there only, the others on the main one only.
    void route(const std::string& method, const std::string& pattern, Handler handler,
               bool metricsListener = false);
    void setFilter(Filter filter);
    void setRefusal(Refusal refusal);
    void setFailure(Failure failure);
    // Called once per answered request, on any thread.
    void setObserver(Observer observer);

    // Binds the main listener; port 0 takes a free one. The port bound, or -1.
    int bind(const std::string& host, int port);
    int bindMetrics(const std::string& host, int port);
    // Serves until stop(); false when nothing was bound.
    bool listen();
    // From any thread, also before listen(): stops accepting, lets the requests in
    // flight be answered, closes the idle connections, and ends listen().
    void stop();

    std::size_t openConnections() const;

private:
    struct Impl;
    std::shared_ptr<Impl> impl_;
};

} // namespace ff::hub
