// The hub's metrics in the Prometheus text format, version 0.0.4 (docs/server.md,
// "Metrics"): requests by method, route pattern and status, their latency, and the
// histograms and gauges the hub's parts keep. Safe to use from any thread.
#pragma once

#include "hub/HttpServer.h"

#include <chrono>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <tuple>
#include <vector>

namespace ff::hub {

// Durations in seconds, counted in buckets of upper bounds (Prometheus' `le`).
class Histogram {
public:
    Histogram();
    void observe(std::chrono::steady_clock::duration took);
    // The histogram's lines for the metric `name` with `labels` (`a="b",…`, or empty).
    std::string text(const std::string& name, const std::string& labels) const;

private:
    mutable std::mutex mutex_;
    std::vector<std::uint64_t> counts_;
    double sum_ = 0;
    std::uint64_t count_ = 0;
};

class HttpMetrics {
public:
    void record(const HttpExchange& exchange);
    // The request counters and latency histograms, with their HELP and TYPE lines.
    std::string text() const;

private:
    mutable std::mutex mutex_;
    // (method, route) to status to count, and to the latency.
    std::map<std::pair<std::string, std::string>, std::map<int, std::uint64_t>> requests_;
    std::map<std::pair<std::string, std::string>, Histogram> latency_;
};

// A gauge's HELP, TYPE and value lines.
std::string gaugeText(const std::string& name, const std::string& help, double value);
// A histogram's HELP and TYPE lines and its values.
std::string histogramText(const std::string& name, const std::string& help, const Histogram& histogram);

} // namespace ff::hub
