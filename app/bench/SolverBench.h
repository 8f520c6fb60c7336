// `furunkulus-bench solver`: how fast the exact solver counts every solution of the
// benchmark levels in tests/data/bench (README.md, "Performance").
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace ff::bench {

// Runs the solver benchmark with the arguments after "solver" and prints a table to
// `out`; with --json `out` gets only one JSON object, {"cases": [{"name", "pieces",
// "seconds", "solutions", "simulations", "brute_force_simulations"}, ...]}, where
// seconds is the median over the rounds. Returns the process exit code: 0; 1 when a
// benchmark level cannot be loaded or is invalid; 2 for bad usage (the message goes
// to `err`).
int solverBench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace ff::bench
