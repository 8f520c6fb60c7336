// Request rates per key (an address, a player): a token bucket per key that holds up
// to `burst` requests and refills at `perSecond`. Safe to call from any thread.
#pragma once

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string>
#include <unordered_map>

namespace ff::hub {

class RateLimiter {
public:
    // perSecond 0: no limit.
    RateLimiter(double perSecond, double burst);

    // Whether one more request of `key` at `nowMs` is within the limit; counts it when it is.
    bool allow(const std::string& key, std::int64_t nowMs);

private:
    struct Bucket {
        double tokens = 0;
        std::int64_t lastMs = 0;
    };
    // Above this many keys, the full buckets (idle keys) are dropped: they are what a
    // new bucket would be, so forgetting them changes no answer.
    static constexpr std::size_t kPruneAt = 100'000;

    double perSecond_;
    double burst_;
    std::mutex mutex_;
    std::unordered_map<std::string, Bucket> buckets_;
};

} // namespace ff::hub
