#include "engine/search/WeeklySeries.h"

#include "engine/files/LevelIo.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace ff {

const std::vector<Level>& shippedWeeklyLevels()
{
    static const std::vector<Level> kLevels = [] {
        std::vector<Level> levels;
        for (const std::string_view text : shippedWeeklyFiles()) {
            Loaded<Level> loaded = parseLevel(text);
            // The series is checked by tst_weekly before it ships: a file that does
            // not read is a broken build, not bad input.
            if (!loaded.value || !loaded.value->week || !parseIsoWeek(*loaded.value->week))
                throw std::logic_error("a shipped weekly level does not read");
            levels.push_back(std::move(*loaded.value));
        }
        std::sort(levels.begin(), levels.end(), [](const Level& a, const Level& b) {
            return *parseIsoWeek(*a.week) < *parseIsoWeek(*b.week);
        });
        return levels;
    }();
    return kLevels;
}

const Level* shippedWeeklyLevel(IsoWeek week)
{
    const std::string name = isoWeekText(week);
    for (const Level& level : shippedWeeklyLevels())
        if (*level.week == name)
            return &level;
    return nullptr;
}

const SeasonAfter& shippedSeasonAfter()
{
    static const SeasonAfter kAfter = [] {
        SeasonAfter after;
        for (const Level& level : shippedWeeklyLevels())
            addToSeasonAfter(after, level);
        return after;
    }();
    return kAfter;
}

std::optional<Level> weeklyLevelFor(IsoWeek week, const SeasonProgress& progress, std::stop_token stop)
{
    if (const Level* shipped = shippedWeeklyLevel(week))
        return *shipped;
    return seasonLevel(week, 0, shippedSeasonAfter(), progress, std::move(stop));
}

} // namespace ff
