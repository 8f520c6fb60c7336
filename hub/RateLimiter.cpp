#include "hub/RateLimiter.h"

#include <algorithm>

namespace ff::hub {

RateLimiter::RateLimiter(double perSecond, double burst) : perSecond_(perSecond), burst_(std::max(1.0, burst))
{
}

bool RateLimiter::allow(const std::string& key, std::int64_t nowMs)
{
    if (perSecond_ <= 0)
        return true;
    std::lock_guard lock(mutex_);
    auto refilled = [&](const Bucket& b) {
        return std::min(burst_, b.tokens + perSecond_ * static_cast<double>(nowMs - b.lastMs) / 1000.0);
    };
    if (buckets_.size() >= kPruneAt)
        std::erase_if(buckets_, [&](const auto& entry) { return refilled(entry.second) >= burst_; });
    auto [it, added] = buckets_.try_emplace(key, Bucket{burst_, nowMs});
    Bucket& b = it->second;
    if (!added) {
        b.tokens = refilled(b);
        b.lastMs = std::max(b.lastMs, nowMs);
    }
    if (b.tokens < 1.0)
        return false;
    b.tokens -= 1.0;
    return true;
}

} // namespace ff::hub
