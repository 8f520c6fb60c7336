// The hub supplies itself (docs/server.md, "The hub supplies itself"): while it serves,
// the current week and the next weeksAhead weeks hold a level. A week without one gets
// the level weeklyLevelFor makes from the week's number (the shipped level inside the
// series), so every hub and app of one version holds the same level for a week.
#pragma once

#include "engine/files/IsoWeek.h"
#include "engine/rules/Level.h"
#include "hub/HubClock.h"
#include "hub/SqlWorker.h"

#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <ostream>
#include <stop_token>
#include <string>
#include <thread>

namespace ff::hub {

// The largest --weeks-ahead.
inline constexpr int kMaxWeeksAhead = 52;

class WeekSupply {
public:
    // Makes a week's level; nothing when it cannot, or soon after `stop` is requested.
    using Maker = std::function<std::optional<Level>(IsoWeek, std::stop_token stop)>;
    // The maker of the hub: weeklyLevelFor.
    static Maker weeklyMaker();

    // Logs to `log`, a line each: the weeks it stores, what fails, and when a check
    // finds a new range of weeks all holding levels "weeks: the weeks from W to W are
    // supplied".
    WeekSupply(SqlWorker& sql, HubClock clock, int weeksAhead, Maker maker, std::ostream& log);
    // Stops the thread.
    ~WeekSupply();
    WeekSupply(const WeekSupply&) = delete;
    WeekSupply& operator=(const WeekSupply&) = delete;

    // Makes and stores the current week's level when no level is stored for it, on
    // the caller's thread (before the hub listens: it never serves without it).
    // Throws StoreError when the database fails.
    void supplyCurrentWeek();
    // Starts the thread that keeps the weeks supplied: at once, then every minute
    // (a new week is noticed within a minute of its Monday).
    void start();

private:
    // Makes the missing weeks of the current one and the next weeksAhead, in order;
    // false when stopped.
    bool supply(int ahead);
    void run();
    void log(const std::string& line);

    SqlWorker& sql_;
    HubClock clock_;
    int weeksAhead_;
    Maker maker_;
    std::ostream& log_;
    // The last range logged as supplied (only the supplying thread reads and writes it).
    std::string lastSupplied_;
    // Asked to stop by the destructor: ends the wait between checks and the making.
    std::stop_source stop_;
    std::mutex mutex_;
    std::condition_variable_any wake_;
    std::thread thread_;
};

} // namespace ff::hub
