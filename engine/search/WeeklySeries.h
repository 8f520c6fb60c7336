// The weekly puzzle of any week: the shipped series (levels/weekly, compiled into
// every program that links ff_weekly), and past its end the season's level of the
// week (Season.h) made from the week's number. A hub and an app of the same version
// therefore hold the same level for every week, whether they found it in the series
// or made it (docs/weekly.md, "Beyond the series").
#pragma once

#include "engine/files/IsoWeek.h"
#include "engine/rules/Level.h"
#include "engine/search/Season.h"

#include <optional>
#include <stop_token>
#include <string_view>
#include <vector>

namespace ff {

// The text of every file of levels/weekly, in the order of their names (generated
// at build time).
const std::vector<std::string_view>& shippedWeeklyFiles();

// The shipped weekly levels, read once, in the order of their weeks.
const std::vector<Level>& shippedWeeklyLevels();

// The shipped level of `week`; nothing when the series does not hold it.
const Level* shippedWeeklyLevel(IsoWeek week);

// What a week made beyond the series must differ from: every shipped level.
const SeasonAfter& shippedSeasonAfter();

// The level of `week`: the shipped one, else seasonLevel(week, 0, shippedSeasonAfter())
// (a few seconds to a minute of work). Nothing when the generator gives no level for
// the week, or when `stop` is requested (within 100 ms).
std::optional<Level> weeklyLevelFor(IsoWeek week, const SeasonProgress& progress = {},
                                    std::stop_token stop = {});

} // namespace ff
