// `furunkulus-server schedule`: the weekly levels an operator puts on the hub.
#pragma once

#include "engine/rules/Level.h"
#include "hub/WeekStore.h"

#include <string>
#include <vector>

namespace ff::hub {

struct ScheduleInput {
    std::vector<WeekLevel> levels;
    std::vector<std::string> errors; // "FILE: what is wrong", one per refused file
};

// Reads every *.ffl.json of the folder (not its subfolders; or the one file), in name
// order. A level is taken when it is valid (validateLevel), has a `week` and a stored
// solution, and that solution solves it; its release is the Monday 00:00 UTC of the week.
// Two files for one week are an error.
ScheduleInput readWeeklyLevels(const std::string& path);

// The week of a weekly level (its `week` set and existing) as the hub stores it: its
// release the Monday 00:00 UTC of the week, a new draw secret, scheduled by an operator.
WeekLevel weekLevelOf(const Level& level);

// The level file as the hub serves it before the week is solved: canonical, without
// the solution.
std::string publicLevelJson(Level level);

} // namespace ff::hub
