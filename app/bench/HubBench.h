// `furunkulus-bench hub`: furunkulus-server under load on loopback (README.md, "Run a
// hub"). It starts the server itself on 127.0.0.1 with a new SQLite file in a
// temporary folder and the shipped weekly levels scheduled, the clock in week
// 2026-W48, rate limits off.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace ff::bench {

// Runs, with --clients threads each on its own connections, one phase after the
// other: `register` (new players), `submit` (each player's first correct submission of
// 2026-W48, a write), `resubmit` (the same again: checked, nothing written) and
// `fetch` (GET this week's level), the last two for --seconds each. Prints per phase
// the requests, failures, requests per second, p50 and p99 latency; with --json one
// JSON object {"phases": [{"name", "requests", "failures", "per_second", "p50_ms",
// "p99_ms"}]}. Returns 0; 1 when the server cannot be started or a phase has
// failures; 2 for bad usage.
int hubBench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace ff::bench
