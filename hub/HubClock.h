// The hub's time: milliseconds since 1970-01-01 00:00 UTC, and the releases of weeks.
#pragma once

#include "engine/files/IsoWeek.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace ff::hub {

class HubClock {
public:
    // The system's clock.
    HubClock();
    // For tests only: the clock reads `startMs` now and runs on at real speed.
    explicit HubClock(std::int64_t startMs);

    std::int64_t nowMs() const;

private:
    std::int64_t offsetMs_ = 0;
};

// The environment variable that sets the clock for tests (FURUNKULUS_HUB_NOW, a time
// as "2026-11-25T12:00:00Z"): the system clock when it is unset; nothing (and
// `error` set) when it does not hold such a time.
std::optional<HubClock> clockFromEnvironment(std::string& error);

// "2026-11-25T12:00:00Z" (or with milliseconds) as milliseconds; nothing for other text.
std::optional<std::int64_t> parseUtcTime(const std::string& text);
// Milliseconds as "2026-11-25T12:00:00.000Z".
std::string utcTimeText(std::int64_t ms);

// The Monday 00:00 UTC that starts the week. Precondition: isoWeekExists(w).
std::int64_t releaseMsOf(IsoWeek w);
// The week that holds the moment.
IsoWeek isoWeekAt(std::int64_t ms);

inline constexpr std::int64_t kWeekMs = 7 * 24 * 3600 * 1000LL;

} // namespace ff::hub
