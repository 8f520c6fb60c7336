// `furunkulus-bench generator`: how long the puzzle generator takes per difficulty
// over fixed seeds (README.md, "Performance").
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace ff::bench {

// Generates a level on the basic layout (R4) for every difficulty 1-5 and seeds
// 1..N and prints a table to `out`; with --json `out` gets only one JSON object,
// {"cases": [{"difficulty", "seeds", "found", "tight_share", "median_seconds", "max_seconds"}, ...]},
// where a seed that found nothing within the time limit counts with the limit.
// Returns the process exit code: 0; 2 for bad usage (the message goes to `err`).
int generatorBench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace ff::bench
