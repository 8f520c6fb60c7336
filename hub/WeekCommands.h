// The operator's review of the weekly levels (docs/server.md, "The hub supplies
// itself"): `weeks list`, `weeks show`, `weeks replace` and `weeks remake`.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace ff::hub {

// The usage lines of these commands, for the server's usage text.
extern const char* const kWeeksUsage;

// `weeks list|show|replace|remake ...` (args: the words after "weeks"), writing the
// outcome or listing to `out` and what went wrong to `err`. The exit code: 0 done,
// 1 refused or failed, 2 bad usage.
int weeksCommand(const std::vector<std::string>& args, const std::vector<std::string>& serveOptions,
                 std::ostream& out, std::ostream& err);

} // namespace ff::hub
