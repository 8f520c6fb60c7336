// `furunkulus-bench engine`: how fast the monster runs (README.md, "Performance").
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace ff::bench {

// Runs the engine benchmark with the arguments after "engine" and prints a table to
// `out`; with --json the last line of `out` is one JSON object whose first key is
// "steps_per_second". Returns the process exit code: 0, or 2 for bad usage (the
// message goes to `err`).
int engineBench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace ff::bench
