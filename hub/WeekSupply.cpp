#include "hub/WeekSupply.h"

#include "engine/search/WeeklySeries.h"
#include "hub/Schedule.h"
#include "hub/WeekStore.h"

#include <algorithm>
#include <chrono>
#include <exception>
#include <string>
#include <vector>

namespace ff::hub {

namespace {

constexpr std::chrono::minutes kCheckEvery{1};

} // namespace

WeekSupply::Maker WeekSupply::weeklyMaker()
{
    return [](IsoWeek week, std::stop_token stop) { return weeklyLevelFor(week, {}, std::move(stop)); };
}

WeekSupply::WeekSupply(SqlWorker& sql, HubClock clock, int weeksAhead, Maker maker, std::ostream& log)
    : sql_(sql), clock_(clock), weeksAhead_(weeksAhead), maker_(std::move(maker)), log_(log)
{
}

WeekSupply::~WeekSupply()
{
    stop_.request_stop();
    if (thread_.joinable())
        thread_.join();
}

void WeekSupply::supplyCurrentWeek()
{
    supply(0);
}

void WeekSupply::start()
{
    thread_ = std::thread([this] { run(); });
}

void WeekSupply::log(const std::string& line)
{
    log_ << ("weeks: " + line + "\n") << std::flush;
}

bool WeekSupply::supply(int ahead)
{
    WeekStore store(sql_);
    const IsoWeek current = isoWeekAt(clock_.nowMs());
    const std::int64_t from = releaseMsOf(current);
    const std::vector<std::string> stored = store.storedWeeks(from, from + ahead * kWeekMs);
    bool complete = true;
    for (int i = 0; i <= ahead; ++i) {
        const IsoWeek week = isoWeekAt(from + i * kWeekMs);
        const std::string text = isoWeekText(week);
        if (std::find(stored.begin(), stored.end(), text) != stored.end())
            continue;
        const std::optional<Level> level = maker_(week, stop_.get_token());
        if (stop_.stop_requested())
            return false;
        if (!level) {
            log("no level could be made for " + text);
            complete = false;
            continue;
        }
        WeekLevel made = weekLevelOf(*level);
        made.made = true;
        if (store.storeMade(made, clock_.nowMs()))
            log("made " + text);
    }
    const std::string supplied = "the weeks from " + isoWeekText(current) + " to " +
                                 isoWeekText(isoWeekAt(from + ahead * kWeekMs)) + " are supplied";
    if (complete && supplied != lastSupplied_) {
        log(supplied);
        lastSupplied_ = supplied;
    }
    return true;
}

void WeekSupply::run()
{
    const std::stop_token stop = stop_.get_token();
    while (!stop.stop_requested()) {
        try {
            if (!supply(weeksAhead_))
                return;
        } catch (const StoreError& e) {
            log(std::string(e.what()) + "; trying again in a minute");
        }
        std::unique_lock lock(mutex_);
        wake_.wait_for(lock, stop, kCheckEvery, [] { return false; });
    }
}

} // namespace ff::hub
