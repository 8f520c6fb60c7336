// `furunkulus-cli season`: a season of weekly levels, each made from its week's
// number (engine/search/Season.h, docs/weekly.md "Making a season").
#include "app/cli/CliSupport.h"
#include "app/cli/Commands.h"
#include "engine/files/IsoWeek.h"
#include "engine/search/Season.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <limits>
#include <mutex>
#include <ostream>
#include <stop_token>
#include <thread>

namespace ff::cli {

namespace {

// The most weeks one command makes: two years.
constexpr long kMaxSeasonWeeks = 106;

const std::string kSeasonHelp =
    "Makes COUNT weekly levels from FROM-WEEK (YYYY-WNN) on into DIR, named, identified\n"
    "and shaped as levels/weekly is: valid, exactly one solution (stored), tight,\n"
    "graded by the season's calendar, a run of at most " +
    std::to_string(ff::kSeasonMaxRunSteps) +
    " steps, titled and hinted in\n"
    "English and German (docs/weekly.md, \"Making a season\"). Each week's level\n"
    "depends only on the week, the seed and the --after levels, never on the other\n"
    "weeks made; the same arguments give the same bytes. A progress line goes to\n"
    "standard error.\n"
    "  --out DIR         the folder to write YYYY-wNN.ffl.json into (required)\n"
    "  --after DIR       the levels (*.ffl.json) of DIR come before: no week looks\n"
    "                    like one of them or takes its title (may be repeated)\n"
    "  --seed N          the season's seed, 0 to 9223372036854775807 (default 0)\n"
    "Exit codes: 0 made; 1 a week found no level, or two weeks are alike or share a\n"
    "title (each named); 2 bad usage, or a folder cannot be read or written.\n";

// The values of every "--after DIR" and "--after=DIR" in `args`, taken out of it.
std::vector<std::string> takeAfter(std::vector<std::string>& args, std::string& error)
{
    std::vector<std::string> dirs;
    std::vector<std::string> rest;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--after") {
            if (i + 1 == args.size()) {
                error = "--after needs a folder";
                return {};
            }
            dirs.push_back(args[++i]);
        } else if (args[i].starts_with("--after=")) {
            dirs.push_back(args[i].substr(8));
        } else {
            rest.push_back(args[i]);
        }
    }
    args = std::move(rest);
    return dirs;
}

// Adds the levels of every *.ffl.json file in `dir` to `after`; false (with a line
// on `err`) when the folder or a file cannot be read.
bool readAfter(const std::string& dir, ff::SeasonAfter& after, std::ostream& err)
{
    std::error_code ec;
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (entry.is_regular_file() && name.ends_with(".ffl.json"))
            files.push_back(entry.path());
    }
    if (ec) {
        err << "furunkulus-cli season: cannot read the folder " << dir << "\n";
        return false;
    }
    std::sort(files.begin(), files.end());
    for (const std::filesystem::path& file : files) {
        const LoadedFile loaded = loadFile(file.string());
        const ff::Level* level = loaded.document ? std::get_if<ff::Level>(&*loaded.document) : nullptr;
        if (!level) {
            err << "furunkulus-cli season: " << file.string() << " is not a level file\n";
            return false;
        }
        ff::addToSeasonAfter(after, *level);
    }
    return true;
}

// Makes the level of every week, on one worker per core: each week's level depends
// only on its week, so the order the workers take them in changes nothing. The first
// week that finds no level stops the others; its entry, and those of the weeks not
// made, stay empty, and `failedWeek` holds its index. One progress line on `err`.
std::vector<std::optional<ff::Level>> makeWeeks(const std::vector<ff::IsoWeek>& weeks, std::uint64_t seed,
                                                const ff::SeasonAfter& after,
                                                std::chrono::steady_clock::time_point start,
                                                std::ostream& err, std::optional<std::size_t>& failedWeek)
{
    std::vector<std::optional<ff::Level>> made(weeks.size());
    std::mutex mutex;
    std::size_t next = 0;
    std::stop_source failed;
    const auto work = [&] {
        for (;;) {
            std::size_t i = 0;
            {
                const std::lock_guard lock(mutex);
                if (next == weeks.size() || failed.stop_requested())
                    return;
                i = next++;
            }
            const std::string name = ff::isoWeekText(weeks[i]);
            const auto progress = [&](int candidate, std::uint64_t attempt) {
                const double seconds =
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
                const std::lock_guard lock(mutex);
                err << "\rseason: " << name << " (" << i + 1 << "/" << weeks.size() << "), seed " << candidate
                    << ", attempt " << attempt << ", " << static_cast<long>(seconds) << " s   " << std::flush;
            };
            std::optional<ff::Level> level =
                ff::seasonLevel(weeks[i], seed, after, progress, failed.get_token());
            const std::lock_guard lock(mutex);
            if (!level) {
                if (!failed.stop_requested())
                    failedWeek = i;
                failed.request_stop();
                return;
            }
            made[i] = std::move(level);
        }
    };
    const std::size_t workers = std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, weeks.size());
    {
        std::vector<std::jthread> pool;
        for (std::size_t w = 0; w < workers; ++w)
            pool.emplace_back(work);
    }
    return made;
}

} // namespace

const CommandInfo kSeasonInfo = {
    "season",
    "season FROM-WEEK COUNT --out DIR [--after DIR]... [--seed N]",
    "make a season of weekly levels from the weeks' numbers",
    kSeasonHelp.c_str(),
};

int seasonCommand(const std::vector<std::string>& args, std::ostream&, std::ostream& err)
{
    std::string error;
    std::vector<std::string> rest = args;
    const std::vector<std::string> afterDirs = takeAfter(rest, error);
    if (!error.empty())
        return usageError(err, kSeasonInfo, error);
    const std::optional<Arguments> parsed = parseArguments(rest, {{}, {"--out", "--seed"}}, error);
    if (!parsed)
        return usageError(err, kSeasonInfo, error);
    if (parsed->positional.size() != 2)
        return usageError(err, kSeasonInfo, "needs FROM-WEEK and COUNT");
    const std::optional<ff::IsoWeek> from = ff::parseIsoWeek(parsed->positional[0]);
    if (!from || !ff::isoWeekExists(*from))
        return usageError(err, kSeasonInfo,
                          "FROM-WEEK must be a week such as 2029-W01, not '" + parsed->positional[0] + "'");
    const std::optional<long> count = parseCount(parsed->positional[1], 1, kMaxSeasonWeeks);
    if (!count)
        return usageError(err, kSeasonInfo,
                          "COUNT needs a whole number from 1 to " + std::to_string(kMaxSeasonWeeks) +
                              ", not '" + parsed->positional[1] + "'");
    const std::string* out = parsed->value("--out");
    if (!out)
        return usageError(err, kSeasonInfo, "--out DIR is required");
    std::uint64_t seed = 0;
    if (const std::string* text = parsed->value("--seed")) {
        const std::optional<long> n = parseCount(*text, 0, std::numeric_limits<long>::max());
        if (!n)
            return usageError(err, kSeasonInfo,
                              "--seed needs a whole number from 0 to 9223372036854775807, not '" + *text +
                                  "'");
        seed = static_cast<std::uint64_t>(*n);
    }
    ff::SeasonAfter after;
    for (const std::string& dir : afterDirs)
        if (!readAfter(dir, after, err))
            return kExitBadInput;
    std::error_code ec;
    std::filesystem::create_directories(*out, ec);
    if (ec) {
        err << "furunkulus-cli season: cannot create the folder " << *out << "\n";
        return kExitBadInput;
    }

    const auto start = std::chrono::steady_clock::now();
    const std::vector<ff::IsoWeek> weeks = ff::seasonWeeks(*from, static_cast<int>(*count));
    std::optional<std::size_t> failedWeek;
    const std::vector<std::optional<ff::Level>> made = makeWeeks(weeks, seed, after, start, err, failedWeek);
    std::vector<ff::Level> season;
    for (std::size_t i = 0; i < weeks.size() && made[i]; ++i) {
        const std::string name = ff::isoWeekText(weeks[i]);
        std::string lowerName = name;
        std::transform(lowerName.begin(), lowerName.end(), lowerName.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        const std::filesystem::path path = std::filesystem::path(*out) / (lowerName + ".ffl.json");
        std::ofstream file(path, std::ios::binary | std::ios::trunc);
        file << ff::writeLevel(*made[i]);
        file.close();
        if (!file) {
            err << "\nfurunkulus-cli season: cannot write " << path.string() << "\n";
            return kExitBadInput;
        }
        season.push_back(*made[i]);
    }
    if (failedWeek) {
        err << "\nfurunkulus-cli season: no level for " << ff::isoWeekText(weeks[*failedWeek]) << "\n";
        return kExitNo;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    err << "\rseason: " << weeks.size() << " weeks in " << static_cast<long>(seconds) << " s"
        << std::string(40, ' ') << "\n";
    const std::vector<std::string> clashes = ff::seasonClashes(season);
    for (const std::string& clash : clashes)
        err << "furunkulus-cli season: " << clash << "\n";
    return clashes.empty() ? kExitYes : kExitNo;
}

} // namespace ff::cli
