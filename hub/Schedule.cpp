#include "hub/Schedule.h"

#include "engine/files/LevelIo.h"
#include "engine/rules/Arena.h"
#include "hub/HubClock.h"
#include "hub/Secrets.h"

#include <algorithm>
#include <filesystem>
#include <map>

namespace ff::hub {

std::string publicLevelJson(Level level)
{
    level.solution.reset();
    return writeLevel(level);
}

WeekLevel weekLevelOf(const Level& level)
{
    const IsoWeek week = *parseIsoWeek(*level.week);
    WeekLevel w;
    w.week = isoWeekText(week);
    w.releaseMs = releaseMsOf(week);
    w.levelId = level.id;
    w.title = level.title;
    w.levelJson = writeLevel(level);
    w.publicJson = publicLevelJson(level);
    w.drawSecret = randomHex(32);
    return w;
}

ScheduleInput readWeeklyLevels(const std::string& path)
{
    namespace fs = std::filesystem;
    ScheduleInput input;
    std::vector<fs::path> files;
    std::error_code ec;
    if (fs::is_directory(path, ec)) {
        for (const fs::directory_entry& e : fs::directory_iterator(path, ec)) {
            const std::string name = e.path().filename().string();
            if (e.is_regular_file() && name.size() > 9 && name.ends_with(".ffl.json"))
                files.push_back(e.path());
        }
        if (ec)
            input.errors.push_back(path + ": " + ec.message());
    } else if (fs::is_regular_file(path, ec)) {
        files.emplace_back(path);
    } else {
        input.errors.push_back(path + ": no such file or folder");
    }
    std::sort(files.begin(), files.end());
    std::map<std::string, std::string> fileOfWeek;
    for (const fs::path& file : files) {
        const std::string name = file.string();
        std::string error;
        const std::optional<std::string> text = readTextFile(name, error);
        if (!text) {
            input.errors.push_back(name + ": " + error);
            continue;
        }
        Loaded<Level> loaded = parseLevel(*text);
        if (!loaded.value) {
            input.errors.push_back(
                name + ": " + (loaded.problems.empty() ? "not a level" : loaded.problems.front().message));
            continue;
        }
        const Level& level = *loaded.value;
        if (const std::vector<Problem> problems = validateLevel(level); !problems.empty()) {
            input.errors.push_back(name + ": " + problems.front().path + ": " + problems.front().message);
            continue;
        }
        if (!level.week) {
            input.errors.push_back(name + ": the level has no week");
            continue;
        }
        if (!level.solution) {
            input.errors.push_back(name + ": the level has no stored solution");
            continue;
        }
        const Arena arena(level);
        State state = arena.initialState();
        arena.place(state, *level.solution);
        if (arena.run(state).outcome != Outcome::Solved) {
            input.errors.push_back(name + ": the stored solution does not solve the level");
            continue;
        }
        // validateLevel has checked that the week exists.
        const IsoWeek week = *parseIsoWeek(*level.week);
        const std::string weekText = isoWeekText(week);
        if (auto [it, added] = fileOfWeek.try_emplace(weekText, name); !added) {
            input.errors.push_back(name + ": week " + weekText + " is " + it->second + "'s too");
            continue;
        }
        input.levels.push_back(weekLevelOf(level));
    }
    return input;
}

} // namespace ff::hub
