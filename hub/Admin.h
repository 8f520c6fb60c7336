// `furunkulus-server admin`: the operator's moderation commands on the hub's database
// (docs/server.md, "Moderation"), also while hubs serve it. Each action is written to
// the audit table with its reason and the operator ($USER, else "operator").
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace ff::hub {

// The usage lines of `admin`, for the server's usage text.
extern const char* const kAdminUsage;

// Runs `admin ARGS...` (the words after "admin"), writing its listing or outcome to
// `out` and what went wrong to `err`. The exit code: 0 done, 1 refused or failed,
// 2 bad usage.
int adminCommand(const std::vector<std::string>& args, const std::vector<std::string>& serveOptions,
                 std::ostream& out, std::ostream& err);

} // namespace ff::hub
