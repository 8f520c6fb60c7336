#include "hub/Metrics.h"

#include <array>
#include <cstdio>

namespace ff::hub {

namespace {

// Upper bounds in seconds, from a millisecond to ten seconds (the longest budgets).
constexpr std::array<double, 14> kBounds = {0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05,
                                            0.1,    0.25,  0.5,    1,     2.5,  5,     10};

std::string number(double value)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.9g", value);
    return text;
}

// A label value as the text format writes it: backslash, quote and line end escaped.
std::string escaped(const std::string& value)
{
    std::string out;
    for (const char c : value) {
        if (c == '\\' || c == '"')
            out += '\\';
        if (c == '\n')
            out += "\\n";
        else
            out += c;
    }
    return out;
}

std::string withLabel(const std::string& labels, const std::string& more)
{
    return "{" + labels + (labels.empty() ? "" : ",") + more + "}";
}

} // namespace

Histogram::Histogram() : counts_(kBounds.size(), 0) {}

void Histogram::observe(std::chrono::steady_clock::duration took)
{
    const double seconds = std::chrono::duration<double>(took).count();
    std::lock_guard lock(mutex_);
    for (std::size_t i = 0; i < kBounds.size(); ++i)
        if (seconds <= kBounds[i])
            ++counts_[i];
    sum_ += seconds;
    ++count_;
}

std::string Histogram::text(const std::string& name, const std::string& labels) const
{
    std::lock_guard lock(mutex_);
    std::string out;
    for (std::size_t i = 0; i < kBounds.size(); ++i)
        out += name + "_bucket" + withLabel(labels, "le=\"" + number(kBounds[i]) + "\"") + " " +
               std::to_string(counts_[i]) + "\n";
    out += name + "_bucket" + withLabel(labels, "le=\"+Inf\"") + " " + std::to_string(count_) + "\n";
    const std::string plain = labels.empty() ? std::string() : "{" + labels + "}";
    out += name + "_sum" + plain + " " + number(sum_) + "\n";
    out += name + "_count" + plain + " " + std::to_string(count_) + "\n";
    return out;
}

void HttpMetrics::record(const HttpExchange& exchange)
{
    std::lock_guard lock(mutex_);
    const std::pair<std::string, std::string> key{exchange.method, exchange.route};
    ++requests_[key][exchange.status];
    latency_[key].observe(exchange.took);
}

std::string HttpMetrics::text() const
{
    std::lock_guard lock(mutex_);
    std::string out = "# HELP furunkulus_http_requests_total Requests answered, by method, route pattern and "
                      "status.\n# TYPE furunkulus_http_requests_total counter\n";
    for (const auto& [key, statuses] : requests_)
        for (const auto& [status, count] : statuses)
            out += "furunkulus_http_requests_total{method=\"" + escaped(key.first) + "\",route=\"" +
                   escaped(key.second) + "\",status=\"" + std::to_string(status) + "\"} " +
                   std::to_string(count) + "\n";
    out +=
        "# HELP furunkulus_http_request_duration_seconds Time from a request's first byte to its answer "
        "written, by method and route pattern.\n# TYPE furunkulus_http_request_duration_seconds histogram\n";
    for (const auto& [key, histogram] : latency_)
        out += histogram.text("furunkulus_http_request_duration_seconds",
                              "method=\"" + escaped(key.first) + "\",route=\"" + escaped(key.second) + "\"");
    return out;
}

std::string gaugeText(const std::string& name, const std::string& help, double value)
{
    return "# HELP " + name + " " + help + "\n# TYPE " + name + " gauge\n" + name + " " + number(value) +
           "\n";
}

std::string histogramText(const std::string& name, const std::string& help, const Histogram& histogram)
{
    return "# HELP " + name + " " + help + "\n# TYPE " + name + " histogram\n" + histogram.text(name, "");
}

} // namespace ff::hub
