#include "app/bench/EngineBench.h"

#include "engine/rules/Arena.h"
#include "engine/rules/BasicLayout.h"
#include "engine/rules/Level.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <ctime>
#include <iomanip>
#include <ostream>
#include <string>
#include <vector>

namespace ff::bench {

namespace {

using Clock = std::chrono::steady_clock;

// The tokens of one benchmark case, placed on the basic layout.
struct TokenSet {
    const char* name;
    std::vector<ff::Placement> tokens;
};

ff::Placement enemy(int x, int y)
{
    return {ff::PieceKind::Token, ff::Side::Enemy, {x, y}};
}
ff::Placement own(int x, int y)
{
    return {ff::PieceKind::Token, ff::Side::Own, {x, y}};
}

// Fixed placements: two that settle within a handful of steps, three that walk 50-70
// steps before they settle, three that never settle (endless, 70-85 steps until the
// state first repeats), so that the figure mixes short runs, long walks and loop
// detection.
std::vector<TokenSet> tokenSets()
{
    return {
        {"one-bite", {enemy(5, 0)}},
        {"own-first", {own(3, 0), enemy(10, 0)}},
        {"two-far", {enemy(14, 7), enemy(15, 4)}},
        {"eight-solved",
         {enemy(15, 5), enemy(9, 8), own(8, 7), enemy(7, 6), enemy(10, 8), own(8, 6), enemy(3, 1),
          enemy(6, 10)}},
        {"late-loss", {enemy(15, 9), enemy(10, 10), own(13, 7), enemy(14, 3)}},
        {"endless-72", {enemy(1, 5), enemy(12, 8), own(12, 1), enemy(9, 4)}},
        {"endless-80", {enemy(4, 1), enemy(14, 4), own(13, 3), enemy(14, 9), enemy(3, 4), own(12, 6)}},
        {"endless-85", {enemy(13, 6), enemy(12, 4), own(14, 10), enemy(3, 5)}},
    };
}

struct Case {
    const char* name;
    ff::State start;
    ff::RunResult result; // what Arena::run settles on
};

struct Sample {
    double stepsPerSecond = 0;    // wall clock
    double stepsPerCpuSecond = 0; // this process's CPU time
    double runsPerSecond = 0;
    double runStepsPerSecond = 0;
};

// Wall clock and CPU time since construction. The machine is shared: when other
// processes take the core, wall-clock figures drop while CPU-time figures do not.
class Stopwatch {
public:
    double wall() const { return std::chrono::duration<double>(Clock::now() - wall0_).count(); }
    double cpu() const { return static_cast<double>(std::clock() - cpu0_) / CLOCKS_PER_SEC; }

private:
    Clock::time_point wall0_ = Clock::now();
    std::clock_t cpu0_ = std::clock();
};

// Plain steps: each case is stepped from its start exactly result.steps times (up to
// the settling step, or up to the first repeat for endless runs) with the null
// observer, then reset. Only Arena::step calls are counted.
void measureSteps(const ff::Arena& arena, const std::vector<Case>& cases, double seconds, long& sink,
                  Sample& sample)
{
    ff::State s = cases.front().start;
    ff::NullObserver null;
    long steps = 0;
    const Stopwatch watch;
    double elapsed = 0;
    do {
        for (const Case& c : cases) {
            s = c.start;
            const long n = c.result.steps;
            for (long k = 0; k < n; ++k)
                arena.step(s, null);
            steps += n;
            sink += s.monster;
        }
        elapsed = watch.wall();
    } while (elapsed < seconds);
    sample.stepsPerSecond = static_cast<double>(steps) / elapsed;
    sample.stepsPerCpuSecond = static_cast<double>(steps) / watch.cpu();
}

// Whole runs through Arena::run (loop detection included), as the solver uses them.
// Counts runs and the steps their results report; the extra steps loop detection
// takes to locate a repeat cost time but are not counted.
void measureRuns(const ff::Arena& arena, const std::vector<Case>& cases, double seconds, long& sink,
                 Sample& sample)
{
    ff::State s = cases.front().start;
    ff::NullObserver null;
    ff::RunWorkspace ws;
    long runs = 0;
    long steps = 0;
    const Stopwatch watch;
    double elapsed = 0;
    do {
        for (const Case& c : cases) {
            s = c.start;
            const ff::RunResult r = arena.run(s, ff::kDefaultMaxSteps, null, ws);
            steps += r.steps;
            sink += s.monster;
        }
        runs += static_cast<long>(cases.size());
        elapsed = watch.wall();
    } while (elapsed < seconds);
    sample.runsPerSecond = static_cast<double>(runs) / elapsed;
    sample.runStepsPerSecond = static_cast<double>(steps) / elapsed;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// Parses the whole of `s` as a number in [lo, hi] (whole when `whole`) into `v`.
bool parseNumber(const std::string& s, double lo, double hi, bool whole, double& v)
{
    double parsed = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), parsed);
    if (ec != std::errc() || end != s.data() + s.size() || parsed < lo || parsed > hi ||
        (whole && parsed != static_cast<long>(parsed)))
        return false;
    v = parsed;
    return true;
}

std::string withSeparators(double v)
{
    const std::string digits = std::to_string(static_cast<long long>(v + 0.5));
    std::string out;
    for (size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

constexpr const char* kUsage = "usage: furunkulus-bench engine [--json] [--seconds S] [--rounds N]";

} // namespace

int engineBench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    bool json = false;
    double seconds = 1.0;
    int rounds = 5;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json") {
            json = true;
        } else if (a == "--seconds" || a == "--rounds") {
            const bool isSeconds = a == "--seconds";
            double v = 0;
            const bool ok = i + 1 < args.size() && (isSeconds ? parseNumber(args[i + 1], 0.01, 600, false, v)
                                                              : parseNumber(args[i + 1], 1, 99, true, v));
            if (ok && isSeconds) {
                seconds = v;
            } else if (ok) {
                rounds = static_cast<int>(v);
            } else {
                err << "furunkulus-bench engine: " << a
                    << (isSeconds ? " needs a number of seconds from 0.01 to 600\n"
                                  : " needs a whole number from 1 to 99\n")
                    << kUsage << "\n";
                return 2;
            }
            ++i;
        } else {
            err << "furunkulus-bench engine: unknown argument '" << a << "'\n" << kUsage << "\n";
            return 2;
        }
    }

    const ff::Arena arena(ff::basicLayoutLevel());
    std::vector<Case> cases;
    for (const TokenSet& t : tokenSets()) {
        Case c{t.name, arena.initialState(), {}};
        arena.place(c.start, t.tokens);
        ff::State probe = c.start;
        c.result = arena.run(probe);
        cases.push_back(std::move(c));
    }

    out << "furunkulus-bench engine: basic layout (R4), " << cases.size() << " token placements, " << rounds
        << " rounds of " << seconds << " s per figure, one thread\n\n";
    out << std::left << std::setw(14) << "placement" << std::setw(16) << "outcome" << std::right
        << std::setw(8) << "steps"
        << "\n";
    long stepsPerPass = 0;
    for (const Case& c : cases) {
        out << std::left << std::setw(14) << c.name << std::setw(16) << ff::outcomeName(c.result.outcome)
            << std::right << std::setw(8) << c.result.steps << "\n";
        stepsPerPass += c.result.steps;
    }
    out << "\n"
        << std::setw(6) << "round" << std::setw(16) << "steps/s" << std::setw(16) << "steps/cpu-s"
        << std::setw(12) << "runs/s" << std::setw(16) << "run steps/s"
        << "\n";

    long sink = 0;
    std::vector<Sample> samples;
    for (int r = 0; r < rounds; ++r) {
        Sample s;
        measureSteps(arena, cases, seconds, sink, s);
        measureRuns(arena, cases, seconds, sink, s);
        samples.push_back(s);
        out << std::setw(6) << r + 1 << std::setw(16) << withSeparators(s.stepsPerSecond) << std::setw(16)
            << withSeparators(s.stepsPerCpuSecond) << std::setw(12) << withSeparators(s.runsPerSecond)
            << std::setw(16) << withSeparators(s.runStepsPerSecond) << std::endl;
    }
    auto pick = [&](double Sample::*field) {
        std::vector<double> v;
        for (const Sample& s : samples)
            v.push_back(s.*field);
        return median(v);
    };
    const double steps = pick(&Sample::stepsPerSecond);
    const double cpuSteps = pick(&Sample::stepsPerCpuSecond);
    const double runs = pick(&Sample::runsPerSecond);
    const double runSteps = pick(&Sample::runStepsPerSecond);
    out << std::setw(6) << "median" << std::setw(16) << withSeparators(steps) << std::setw(16)
        << withSeparators(cpuSteps) << std::setw(12) << withSeparators(runs) << std::setw(16)
        << withSeparators(runSteps) << "\n";
    if (steps < 0.9 * cpuSteps) {
        out << "note: this process got " << static_cast<int>(100 * steps / cpuSteps)
            << "% of a core (the machine is busy); steps/cpu-s is the figure per core-second\n";
    }
    out << "(checksum " << sink % 1000003 << ")\n";

    if (json) {
        nlohmann::ordered_json j;
        j["steps_per_second"] = static_cast<long long>(steps + 0.5);
        j["runs_per_second"] = static_cast<long long>(runs + 0.5);
        j["placements"] = cases.size();
        j["steps_per_cpu_second"] = static_cast<long long>(cpuSteps + 0.5);
        j["run_steps_per_second"] = static_cast<long long>(runSteps + 0.5);
        j["steps_per_pass"] = stepsPerPass;
        j["rounds"] = rounds;
        j["seconds_per_round"] = seconds;
        j["samples_steps_per_second"] = nlohmann::ordered_json::array();
        for (const Sample& s : samples)
            j["samples_steps_per_second"].push_back(static_cast<long long>(s.stepsPerSecond + 0.5));
        out << j.dump() << "\n";
    }
    return 0;
}

} // namespace ff::bench
