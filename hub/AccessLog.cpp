#include "hub/AccessLog.h"

#include "hub/HubClock.h"

#include <chrono>
#include <cstdint>

namespace ff::hub {

namespace {

std::string printable(std::string text)
{
    for (char& c : text)
        if (c <= ' ' || c > '~')
            c = '?';
    return text.empty() ? "-" : text;
}

} // namespace

AccessLog::AccessLog(const std::string& path)
    : file_(path.empty() ? stderr : std::fopen(path.c_str(), "a")), owned_(!path.empty())
{
}

AccessLog::~AccessLog()
{
    if (owned_ && file_)
        std::fclose(file_);
}

std::string accessLogLine(std::int64_t utcMs, const HttpExchange& exchange, const std::string& clientAddress)
{
    const double ms = std::chrono::duration<double, std::milli>(exchange.took).count();
    char took[32];
    std::snprintf(took, sizeof took, "%.1f", ms);
    return utcTimeText(utcMs) + " " + printable(clientAddress) + " " + printable(exchange.method) + " " +
           printable(exchange.route) + " " + std::to_string(exchange.status) + " " + took;
}

void AccessLog::write(const HttpExchange& exchange, const std::string& clientAddress)
{
    if (!file_)
        return;
    const std::int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                                 std::chrono::system_clock::now().time_since_epoch())
                                 .count();
    const std::string line = accessLogLine(now, exchange, clientAddress) + "\n";
    std::lock_guard lock(mutex_);
    std::fwrite(line.data(), 1, line.size(), file_);
    std::fflush(file_);
}

} // namespace ff::hub
