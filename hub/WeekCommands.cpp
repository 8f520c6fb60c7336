#include "hub/WeekCommands.h"

#include "engine/files/IsoWeek.h"
#include "engine/files/LevelIo.h"
#include "engine/search/WeeklySeries.h"
#include "hub/HubClock.h"
#include "hub/OperatorCommand.h"
#include "hub/Schedule.h"
#include "hub/WeekStore.h"

#include <charconv>
#include <limits>

namespace ff::hub {

const char* const kWeeksUsage =
    "       furunkulus-server weeks list --db FILE|URL | --config FILE\n"
    "       furunkulus-server weeks show WEEK [--level] --db FILE|URL | --config FILE\n"
    "       furunkulus-server weeks replace WEEK FILE --db FILE|URL | --config FILE\n"
    "       furunkulus-server weeks remake WEEK --seed N --db FILE|URL | --config FILE\n";

namespace {

constexpr const char* kWeeksHelp =
    "weeks list: the current week and the coming ones that hold a level, in order:\n"
    "  week, release, grade, source (made: by the hub; made, seed N: by 'weeks remake';\n"
    "  scheduled: by an operator), title; tab-separated, with a header line.\n"
    "weeks show WEEK: the week's level (released or not): release, source, grade, id,\n"
    "  titles and hints in English and German, one 'key: value' a line; with --level\n"
    "  the level file itself, its solution included (to edit it for 'weeks replace').\n"
    "weeks replace WEEK FILE: the level of FILE becomes WEEK's, hand-scheduled, with\n"
    "  the checks of 'schedule' (valid, a stored solution that solves it); its 'week'\n"
    "  must be WEEK. Refused once WEEK is released.\n"
    "weeks remake WEEK --seed N: the hub makes WEEK's level again from the season seed\n"
    "  N (0 makes the week's own level; up to a minute of work) and stores it as made.\n"
    "  Refused once WEEK is released, and for a hand-scheduled week (replace it instead).\n"
    "--db names the hub's database as for serve (or the 'db' of a --config file); a\n"
    "SQLite file must exist.\n"
    "Exit codes: 0 done, 1 refused or failed, 2 bad usage.\n";

constexpr const char* kBadWeek = "a week is written like 2026-W48 and must exist";

OperatorCommand weeksCommandNamed(const std::string& name)
{
    OperatorCommand command{"weeks " + name, kWeeksUsage, kWeeksHelp, {}, {}};
    if (name == "show")
        command.flags.insert("--level");
    if (name == "remake")
        command.valueOptions.insert("--seed");
    return command;
}

std::string sourceText(const WeekLevel& week)
{
    if (!week.made)
        return "scheduled";
    return week.madeSeed ? "made, seed " + std::to_string(*week.madeSeed) : "made";
}

std::string gradeText(const std::optional<Level>& level)
{
    return level && level->difficulty ? std::to_string(*level->difficulty) : "-";
}

std::string translated(const I18n& texts, const std::string& language)
{
    const auto it = texts.find(language);
    return it == texts.end() ? "" : it->second;
}

int list(const OperatorCommand& command, const OperatorCommandLine& line, std::int64_t now, std::ostream& out,
         std::ostream& err)
{
    if (!line.operands.empty())
        return operatorUsage(command, "weeks list takes no week", err);
    SqlWorker sql(line.db);
    out << "week\trelease\tgrade\tsource\ttitle\n";
    for (const WeekLevel& week : WeekStore(sql).comingWeeks(now))
        out << week.week << "\t" << utcTimeText(week.releaseMs) << "\t"
            << gradeText(parseLevel(week.levelJson).value) << "\t" << sourceText(week) << "\t" << week.title
            << "\n";
    return 0;
}

int show(const OperatorCommand& command, const OperatorCommandLine& line, std::int64_t now, std::ostream& out,
         std::ostream& err)
{
    if (line.operands.size() != 1)
        return operatorUsage(command, "weeks show takes a week", err);
    const std::optional<std::string> week = weekOperand(line.operands[0]);
    if (!week)
        return operatorUsage(command, kBadWeek, err);
    SqlWorker sql(line.db);
    const std::optional<WeekLevel> stored = WeekStore(sql).anyWeek(*week);
    if (!stored) {
        err << "furunkulus-server weeks show: week " << *week << " holds no level\n";
        return 1;
    }
    if (line.options.contains("--level")) {
        out << stored->levelJson;
        return 0;
    }
    const std::optional<Level> level = parseLevel(stored->levelJson).value;
    out << "week: " << stored->week << "\n"
        << "release: " << utcTimeText(stored->releaseMs) << (stored->releaseMs <= now ? " (released)" : "")
        << "\n"
        << "source: " << sourceText(*stored) << "\n"
        << "grade: " << gradeText(level) << "\n"
        << "id: " << stored->levelId << "\n"
        << "title: " << stored->title << "\n";
    if (level)
        out << "title (de): " << translated(level->titleI18n, "de") << "\n"
            << "hint: " << level->hint.value_or("") << "\n"
            << "hint (de): " << translated(level->hintI18n, "de") << "\n";
    return 0;
}

int replace(const OperatorCommand& command, const OperatorCommandLine& line, std::int64_t now,
            std::ostream& out, std::ostream& err)
{
    if (line.operands.size() != 2)
        return operatorUsage(command, "weeks replace takes a week and a level file", err);
    const std::optional<std::string> week = weekOperand(line.operands[0]);
    if (!week)
        return operatorUsage(command, kBadWeek, err);
    const std::string release = utcTimeText(releaseMsOf(*parseIsoWeek(*week)));
    if (releaseMsOf(*parseIsoWeek(*week)) <= now) {
        err << "furunkulus-server weeks replace: week " << *week << " was released at " << release
            << " and keeps its level\n";
        return 1;
    }
    const ScheduleInput input = readWeeklyLevels(line.operands[1]);
    if (!input.errors.empty() || input.levels.size() != 1) {
        for (const std::string& e : input.errors)
            err << e << "\n";
        if (input.errors.empty())
            err << line.operands[1] << ": a file, not a folder, holding one weekly level\n";
        err << "furunkulus-server weeks replace: week " << *week << " is unchanged\n";
        return 1;
    }
    if (input.levels[0].week != *week) {
        err << "furunkulus-server weeks replace: " << line.operands[1] << " is the level of week "
            << input.levels[0].week << ", not " << *week << "\n";
        return 1;
    }
    SqlWorker sql(line.db);
    const ScheduleOutcome outcome = WeekStore(sql).schedule(input.levels, now);
    if (!outcome.refused.empty()) {
        err << "furunkulus-server weeks replace: week " << *week << " was released at " << release
            << " and keeps its level\n";
        return 1;
    }
    out << (outcome.added      ? "scheduled "
            : outcome.replaced ? "replaced the level of "
                               : "unchanged: ")
        << *week << "\n";
    return 0;
}

// The clock is read again to store: making the level takes up to a minute.
int remake(const OperatorCommand& command, const OperatorCommandLine& line, const HubClock& clock,
           std::ostream& out, std::ostream& err)
{
    const std::int64_t now = clock.nowMs();
    if (line.operands.size() != 1)
        return operatorUsage(command, "weeks remake takes a week", err);
    const std::optional<std::string> week = weekOperand(line.operands[0]);
    if (!week)
        return operatorUsage(command, kBadWeek, err);
    const auto seedOption = line.options.find("--seed");
    if (seedOption == line.options.end())
        return operatorUsage(command, "weeks remake needs --seed N", err);
    const std::string& seedText = seedOption->second;
    std::int64_t seed = -1;
    const auto [end, ec] = std::from_chars(seedText.data(), seedText.data() + seedText.size(), seed);
    if (ec != std::errc() || end != seedText.data() + seedText.size() || seed < 0)
        return operatorUsage(command,
                             "--seed takes a number from 0 to " +
                                 std::to_string(std::numeric_limits<std::int64_t>::max()),
                             err);
    const IsoWeek isoWeek = *parseIsoWeek(*week);
    const std::string refusal = "furunkulus-server weeks remake: week " + *week;
    if (releaseMsOf(isoWeek) <= now) {
        err << refusal << " was released at " << utcTimeText(releaseMsOf(isoWeek))
            << " and keeps its level\n";
        return 1;
    }
    SqlWorker sql(line.db);
    WeekStore store(sql);
    const std::string handScheduled =
        " holds a hand-scheduled level; 'weeks replace' puts another level in its place\n";
    if (const std::optional<WeekLevel> stored = store.anyWeek(*week); stored && !stored->made) {
        err << refusal << handScheduled;
        return 1;
    }
    const std::optional<Level> level =
        seasonLevel(isoWeek, static_cast<std::uint64_t>(seed), shippedSeasonAfter());
    if (!level) {
        err << refusal << ": the season seed " << seed << " gives no level; try another\n";
        return 1;
    }
    WeekLevel made = weekLevelOf(*level);
    made.made = true;
    made.madeSeed = seed;
    switch (store.remake(made, clock.nowMs())) {
    case WeekStore::RemakeOutcome::stored:
        break;
    case WeekStore::RemakeOutcome::released:
        err << refusal << " was released meanwhile and keeps its level\n";
        return 1;
    case WeekStore::RemakeOutcome::handScheduled:
        err << refusal << handScheduled;
        return 1;
    }
    out << "made " << *week << " from seed " << seed << ": " << level->title << " (grade " << gradeText(level)
        << ")\n";
    return 0;
}

} // namespace

int weeksCommand(const std::vector<std::string>& args, const std::vector<std::string>& serveOptions,
                 std::ostream& out, std::ostream& err)
{
    const std::string name = args.empty() ? "" : args[0];
    if (name != "list" && name != "show" && name != "replace" && name != "remake") {
        const OperatorCommand weeks{"weeks", kWeeksUsage, kWeeksHelp, {}, {}};
        if (name == "--help" || name == "-h" || name == "help") {
            out << "usage:\n" << kWeeksUsage << kWeeksHelp;
            return 0;
        }
        return operatorUsage(weeks, name.empty() ? "weeks needs a command" : "unknown command weeks " + name,
                             err);
    }
    const OperatorCommand command = weeksCommandNamed(name);
    OperatorCommandLine line;
    if (const std::optional<int> exit =
            readOperatorCommandLine({args.begin() + 1, args.end()}, command, serveOptions, line, out, err))
        return *exit;
    const std::optional<HubClock> clock = operatorClock(command, err);
    if (!clock)
        return 2;
    try {
        const std::int64_t now = clock->nowMs();
        if (name == "list")
            return list(command, line, now, out, err);
        if (name == "show")
            return show(command, line, now, out, err);
        if (name == "replace")
            return replace(command, line, now, out, err);
        return remake(command, line, *clock, out, err);
    } catch (const StoreError& e) {
        err << "furunkulus-server " << command.name << ": " << e.what() << "\n";
        return 1;
    }
}

} // namespace ff::hub
