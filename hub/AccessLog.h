// The hub's access log (docs/server.md, "Access log"): one line per answered request,
//   TIME ADDRESS METHOD ROUTE STATUS MS
// the UTC time it was answered, the client's address, the method, the route's pattern
// (never the path, so no slug, week or token appears), the status and the milliseconds
// from its first byte to its answer written. Never a header, a query or a body.
#pragma once

#include "hub/HttpServer.h"

#include <cstdio>
#include <mutex>
#include <string>

namespace ff::hub {

class AccessLog {
public:
    // Appends to `path`; empty: to stderr. valid() is false when the file cannot be opened.
    explicit AccessLog(const std::string& path);
    ~AccessLog();
    AccessLog(const AccessLog&) = delete;
    AccessLog& operator=(const AccessLog&) = delete;

    bool valid() const { return file_ != nullptr; }
    // From any thread; `clientAddress` may differ from the exchange's peer behind a proxy.
    void write(const HttpExchange& exchange, const std::string& clientAddress);

private:
    std::FILE* file_;
    bool owned_;
    std::mutex mutex_;
};

// The access log's line for one exchange (without its line end); characters other than
// printable ASCII in the address are written as '?'.
std::string accessLogLine(std::int64_t utcMs, const HttpExchange& exchange, const std::string& clientAddress);

} // namespace ff::hub
