#include "app/bench/HintBench.h"

#include "app/bench/BenchLevels.h"

#include "engine/rules/Placement.h"
#include "engine/search/Solver.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <ostream>

namespace ff::bench {

namespace {

constexpr const char* kUsage =
    "usage: furunkulus-bench hints [--json] [--rounds N] [--dir DIR]...\n"
    "  --rounds N   hints per position; the median time is reported (default 3)\n"
    "  --dir DIR    a folder of levels with stored solutions; may be repeated\n"
    "               (default: the shipped levels, levels/tutorial and levels/weekly)\n"
    "Each level is asked, as the player asks (limit 1000, both cores), for a hint with\n"
    "nothing placed (empty), with its solution's first piece on a wrong cell (wrong:\n"
    "usually the pieces to take back) and with all of its solution but the last piece\n"
    "(almost).";

struct Case {
    std::string name;
    int pieces = 0;
    double empty = 0;
    double wrong = 0;
    double almost = 0;
    double slowest() const { return std::max({empty, wrong, almost}); }
};

double medianSeconds(const ff::Solver& solver, const std::vector<ff::Placement>& placed, int rounds)
{
    ff::SolveOptions options;
    options.limit = 1000;
    std::vector<double> times;
    for (int r = 0; r < rounds; ++r) {
        const auto start = std::chrono::steady_clock::now();
        solver.hint(placed, options);
        times.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

// The solution with its first piece moved to the first legal free cell (R21, row
// order) that the solution does not use; the solution itself when there is none.
std::vector<ff::Placement> wrongPlacement(const ff::Level& level, std::vector<ff::Placement> solution)
{
    const ff::PlacementRules rules(level);
    for (int y = 0; y < level.board.height(); ++y) {
        for (int x = 0; x < level.board.width(); ++x) {
            const ff::Cell c{x, y};
            const bool used = std::any_of(solution.begin(), solution.end(),
                                          [&](const ff::Placement& p) { return p.at == c; });
            if (used || rules.cellRefusal(c) != ff::PlacementRefusal::None)
                continue;
            solution.front().at = c;
            return solution;
        }
    }
    return solution;
}

} // namespace

int hintBench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    bool json = false;
    int rounds = 3;
    std::vector<std::string> dirs;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json") {
            json = true;
        } else if (a == "--dir" && i + 1 < args.size()) {
            dirs.push_back(args[++i]);
        } else if (a == "--rounds" && i + 1 < args.size()) {
            const std::optional<int> n = wholeNumber(args[++i], 1, 99);
            if (!n) {
                err << "furunkulus-bench hints: --rounds needs a whole number from 1 to 99\n"
                    << kUsage << "\n";
                return 2;
            }
            rounds = *n;
        } else {
            err << "furunkulus-bench hints: unknown or incomplete argument '" << a << "'\n" << kUsage << "\n";
            return 2;
        }
    }
    if (dirs.empty())
        dirs = {std::string(FF_LEVELS_DIR) + "/tutorial", std::string(FF_LEVELS_DIR) + "/weekly"};

    std::vector<NamedLevel> levels;
    for (const std::string& dir : dirs) {
        if (!loadLevels(dir, "hints", err, levels))
            return 1;
    }
    std::vector<Case> cases;
    for (const NamedLevel& named : levels) {
        if (!named.level.solution || named.level.solution->empty()) {
            err << "furunkulus-bench hints: " << named.name << " has no stored solution\n";
            return 1;
        }
        const ff::Solver solver(named.level);
        std::vector<ff::Placement> almost = *named.level.solution;
        almost.pop_back();
        Case c;
        c.name = named.name;
        c.pieces = named.level.inventorySize();
        c.empty = medianSeconds(solver, {}, rounds);
        c.wrong = medianSeconds(solver, wrongPlacement(named.level, *named.level.solution), rounds);
        c.almost = medianSeconds(solver, almost, rounds);
        cases.push_back(std::move(c));
    }
    const auto slowest = std::max_element(
        cases.begin(), cases.end(), [](const Case& a, const Case& b) { return a.slowest() < b.slowest(); });

    if (json) {
        nlohmann::ordered_json doc;
        doc["cases"] = nlohmann::ordered_json::array();
        for (const Case& c : cases) {
            nlohmann::ordered_json j;
            j["name"] = c.name;
            j["pieces"] = c.pieces;
            j["empty"] = tenthMs(c.empty);
            j["wrong"] = tenthMs(c.wrong);
            j["almost"] = tenthMs(c.almost);
            j["seconds"] = tenthMs(c.slowest());
            doc["cases"].push_back(std::move(j));
        }
        doc["slowest"] = {{"name", slowest->name}, {"seconds", tenthMs(slowest->slowest())}};
        out << doc.dump() << "\n";
        return 0;
    }
    out << "furunkulus-bench hints: seconds until the hint, median of " << rounds << " per position\n\n";
    out << std::left << std::setw(28) << "level" << std::right << std::setw(7) << "pieces" << std::setw(10)
        << "empty" << std::setw(10) << "wrong" << std::setw(10) << "almost"
        << "\n";
    out << std::fixed << std::setprecision(3);
    for (const Case& c : cases)
        out << std::left << std::setw(28) << c.name << std::right << std::setw(7) << c.pieces << std::setw(10)
            << c.empty << std::setw(10) << c.wrong << std::setw(10) << c.almost << "\n";
    out << "\nslowest: " << slowest->name << ", " << slowest->slowest() << " s\n";
    return 0;
}

} // namespace ff::bench
