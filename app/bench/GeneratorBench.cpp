#include "app/bench/GeneratorBench.h"

#include "app/bench/BenchLevels.h"

#include "engine/rules/Arena.h"
#include "engine/search/Generator.h"
#include "engine/search/Tightness.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <ostream>

namespace ff::bench {

namespace {

constexpr const char* kUsage = "usage: furunkulus-bench generator [--json] [--seeds N] [--max-seconds S]\n"
                               "  --seeds N        seeds 1..N per difficulty (default 5)\n"
                               "  --max-seconds S  time limit per level, whole seconds (default 120)";

struct Case {
    int difficulty = 0;
    int found = 0;
    int tight = 0; // found levels whose stored solution is tight (engine/search/Tightness.h)
    double median = 0;
    double slowest = 0;
};

} // namespace

int generatorBench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    bool json = false;
    int seeds = 5;
    int maxSeconds = 120;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json") {
            json = true;
            continue;
        }
        const bool numeric = a == "--seeds" || a == "--max-seconds";
        const std::optional<int> v =
            numeric && i + 1 < args.size() ? wholeNumber(args[i + 1], 1, 3600) : std::nullopt;
        if (v) {
            if (a == "--seeds")
                seeds = v.value();
            else
                maxSeconds = v.value();
            ++i;
            continue;
        }
        err << "furunkulus-bench generator: unknown or incomplete argument '" << a << "'\n" << kUsage << "\n";
        return 2;
    }

    std::vector<Case> cases;
    for (int d = 1; d <= 5; ++d) {
        Case c;
        c.difficulty = d;
        std::vector<double> times;
        for (int s = 1; s <= seeds; ++s) {
            ff::GeneratorOptions options;
            options.seed = static_cast<std::uint64_t>(s);
            options.difficulty = d;
            ff::GeneratorControl control;
            control.maxSeconds = maxSeconds;
            const auto start = std::chrono::steady_clock::now();
            const std::optional<ff::Level> level = ff::generateLevel(options, control);
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            const bool found = level.has_value();
            c.found += found ? 1 : 0;
            if (found && ff::checkTightness(ff::Arena(*level), level->solution.value()).tight())
                ++c.tight;
            times.push_back(found ? seconds : static_cast<double>(maxSeconds));
        }
        std::sort(times.begin(), times.end());
        c.median = times[times.size() / 2];
        c.slowest = times.back();
        cases.push_back(c);
    }

    if (json) {
        nlohmann::ordered_json doc;
        doc["cases"] = nlohmann::ordered_json::array();
        for (const Case& c : cases) {
            nlohmann::ordered_json j;
            j["difficulty"] = c.difficulty;
            j["seeds"] = seeds;
            j["found"] = c.found;
            j["tight_share"] = c.found == 0 ? 0.0 : std::round(1000.0 * c.tight / c.found) / 1000.0;
            j["median_seconds"] = std::round(c.median * 1000.0) / 1000.0;
            j["max_seconds"] = std::round(c.slowest * 1000.0) / 1000.0;
            doc["cases"].push_back(std::move(j));
        }
        out << doc.dump() << "\n";
        return 0;
    }
    out << "furunkulus-bench generator: basic layout, seeds 1-" << seeds << ", at most " << maxSeconds
        << " s per level, threads: one per core\n\n"
        << "difficulty  found  tight  median s  slowest s\n";
    for (const Case& c : cases)
        out << std::setw(10) << c.difficulty << std::setw(5) << c.found << "/" << seeds << std::setw(5)
            << c.tight << "/" << c.found << std::setw(10) << std::fixed << std::setprecision(3) << c.median
            << std::setw(11) << c.slowest << "\n";
    return 0;
}

} // namespace ff::bench
