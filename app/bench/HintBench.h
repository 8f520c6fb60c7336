// `furunkulus-bench hints`: how long the player waits for a hint on every shipped
// level (README.md, "Performance").
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace ff::bench {

// Runs the hint benchmark with the arguments after "hints" and prints a table to
// `out`; with --json `out` gets only one JSON object, {"cases": [{"name", "pieces",
// "empty", "wrong", "almost", "seconds"}, ...], "slowest": {"name", "seconds"}},
// the times being medians over the rounds and "seconds" the slowest of a level's
// three. Returns 0; 1 when a level cannot be loaded or lacks a stored solution; 2 for
// bad usage (the message goes to `err`).
int hintBench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace ff::bench
