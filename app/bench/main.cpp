// furunkulus-bench: speed measurements of the engine, one benchmark per command.
#include "app/bench/EngineBench.h"
#include "app/bench/GeneratorBench.h"
#include "app/bench/HintBench.h"
#ifdef FF_HUB_BENCH
#include "app/bench/HubBench.h"
#endif
#include "app/bench/SolverBench.h"

#include <cstring>
#include <iostream>
#include <string>
#include <vector>

namespace {

struct Benchmark {
    const char* name;
    const char* summary;
    int (*run)(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
};

constexpr Benchmark kBenchmarks[] = {
    {"engine", "monster steps per second on the basic layout (R4)", ff::bench::engineBench},
    {"solver", "seconds to count every solution of the levels in tests/data/bench", ff::bench::solverBench},
    {"generator", "seconds to generate a level of each difficulty 1-5 over fixed seeds",
     ff::bench::generatorBench},
    {"hints", "seconds until the player's hint on every shipped level", ff::bench::hintBench},
#ifdef FF_HUB_BENCH
    {"hub", "furunkulus-server on loopback: requests per second and latency", ff::bench::hubBench},
#endif
};

void printUsage(std::ostream& out)
{
    out << "usage: furunkulus-bench BENCHMARK [--json] [--seconds S] [--rounds N]\n\n"
           "benchmarks:\n";
    for (const Benchmark& b : kBenchmarks)
        out << "  " << b.name << "  " << b.summary << "\n";
    out << "\noptions:\n"
           "  --json       print the figures as one JSON object on the last line\n"
           "  --seconds S  seconds each measurement runs (default 1)\n"
           "  --rounds N   measurements per figure; the median is reported (default 5)\n";
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {
        printUsage(std::cerr);
        return 2;
    }
    if (args[0] == "--help" || args[0] == "-h") {
        printUsage(std::cout);
        return 0;
    }
    for (const Benchmark& b : kBenchmarks) {
        if (args[0] == b.name)
            return b.run({args.begin() + 1, args.end()}, std::cout, std::cerr);
    }
    std::cerr << "furunkulus-bench: unknown benchmark '" << args[0] << "'\n";
    printUsage(std::cerr);
    return 2;
}
