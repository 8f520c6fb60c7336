#include "app/bench/SolverBench.h"

#include "app/bench/BenchLevels.h"

#include "engine/files/LevelIo.h"
#include "engine/search/Solver.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <iomanip>
#include <optional>
#include <ostream>
#include <string_view>
#include <tuple>

namespace ff::bench {

namespace {

constexpr const char* kUsage =
    "usage: furunkulus-bench solver [--json] [--rounds N] [--threads N] [--dir DIR]\n"
    "  --rounds N   searches per level; the median time is reported (default 3)\n"
    "  --threads N  worker threads, 0 = one per core (default 0)\n"
    "  --dir DIR    the benchmark levels (*.ffl.json; default tests/data/bench)\n"
    "Levels named unique*.ffl.json are unique: what is timed for them is the proof\n"
    "(a count with limit 2); every other level has all its solutions counted.";

// A level whose file name starts with this is unique; its benchmark is the proof a
// puzzle generator makes (count with limit 2), which has to exhaust the whole search.
constexpr std::string_view kUniquePrefix = "unique";

struct Case {
    std::string name;
    int pieces = 0;
    std::uint64_t limit = ff::kNoSolutionLimit;
    double seconds = 0;
    ff::SolveResult result;
};

} // namespace

int solverBench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    bool json = false;
    int rounds = 3;
    unsigned threads = 0;
    std::string dir = FF_BENCH_DIR;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json") {
            json = true;
            continue;
        }
        if ((a == "--rounds" || a == "--threads" || a == "--dir") && i + 1 < args.size()) {
            const std::string& v = args[++i];
            if (a == "--dir") {
                dir = v;
                continue;
            }
            const std::optional<int> n = wholeNumber(v, a == "--rounds" ? 1 : 0, a == "--rounds" ? 99 : 64);
            if (!n) {
                err << "furunkulus-bench solver: " << a << " needs a whole number from "
                    << (a == "--rounds" ? "1 to 99" : "0 to 64") << "\n"
                    << kUsage << "\n";
                return 2;
            }
            if (a == "--rounds")
                rounds = *n;
            else
                threads = static_cast<unsigned>(*n);
            continue;
        }
        err << "furunkulus-bench solver: unknown or incomplete argument '" << a << "'\n" << kUsage << "\n";
        return 2;
    }

    std::vector<NamedLevel> levels;
    if (!loadLevels(dir, "solver", err, levels))
        return 1;

    std::vector<Case> cases;
    for (const NamedLevel& named : levels) {
        Case c;
        c.name = named.name;
        c.pieces = named.level.inventorySize();
        const ff::Solver solver(named.level);
        ff::SolveOptions options;
        if (c.name.starts_with(kUniquePrefix))
            c.limit = 2;
        options.limit = c.limit;
        options.collect = false;
        options.threads = threads;
        std::vector<double> times;
        for (int r = 0; r < rounds; ++r) {
            c.result = solver.solve(options);
            times.push_back(c.result.seconds);
        }
        std::sort(times.begin(), times.end());
        c.seconds = times[times.size() / 2];
        cases.push_back(std::move(c));
    }
    std::sort(cases.begin(), cases.end(), [](const Case& a, const Case& b) {
        return std::tie(a.pieces, a.name) < std::tie(b.pieces, b.name);
    });

    if (json) {
        nlohmann::ordered_json doc;
        doc["cases"] = nlohmann::ordered_json::array();
        for (const Case& c : cases) {
            nlohmann::ordered_json j;
            j["name"] = c.name;
            j["pieces"] = c.pieces;
            j["seconds"] = tenthMs(c.seconds);
            if (c.limit != ff::kNoSolutionLimit)
                j["limit"] = c.limit;
            j["solutions"] = c.result.count;
            j["simulations"] = c.result.simulations;
            j["brute_force_simulations"] = c.result.bruteForceSimulations;
            doc["cases"].push_back(std::move(j));
        }
        out << doc.dump() << "\n";
        return 0;
    }
    out << "furunkulus-bench solver: every solution of each level in " << dir
        << " (unique*: the proof, limit 2)"
        << ", median of " << rounds
        << " searches, worker threads: " << (threads ? std::to_string(threads) : std::string("one per core"))
        << "\n\n";
    out << std::left << std::setw(22) << "level" << std::right << std::setw(7) << "pieces" << std::setw(10)
        << "seconds" << std::setw(11) << "solutions" << std::setw(13) << "simulations" << std::setw(14)
        << "brute force" << std::setw(10) << "ratio"
        << "\n";
    for (const Case& c : cases) {
        const double ratio = c.result.simulations ? static_cast<double>(c.result.bruteForceSimulations) /
                                                        static_cast<double>(c.result.simulations)
                                                  : 0.0;
        out << std::left << std::setw(22) << c.name << std::right << std::setw(7) << c.pieces << std::setw(10)
            << std::fixed << std::setprecision(3) << c.seconds << std::setw(11) << c.result.count
            << std::setw(13) << c.result.simulations << std::setw(14) << c.result.bruteForceSimulations
            << std::setw(9) << std::setprecision(0) << ratio << "x\n";
    }
    return 0;
}

} // namespace ff::bench
