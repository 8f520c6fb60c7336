// The command lines of the operator's commands beside serve (`weeks ...`, `prizes`):
// operands, the hub's database by --db or a --config file's `db`, and a command's own
// options.
#pragma once

#include "hub/HubClock.h"

#include <map>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <vector>

namespace ff::hub {

struct OperatorCommand {
    std::string name;  // "weeks prize"
    std::string usage; // its usage lines
    std::string help;  // the text after them for --help
    // Its options besides --db and --config: with a value, and without one.
    std::set<std::string> valueOptions;
    std::set<std::string> flags;
};

struct OperatorCommandLine {
    std::vector<std::string> operands;
    std::string db;
    std::map<std::string, std::string> options; // the command's own; a flag's value is ""
};

// Writes "furunkulus-server NAME: WHAT", the usage and a pointer to --help to `err`;
// returns 2, the exit code of bad usage.
int operatorUsage(const OperatorCommand& command, const std::string& what, std::ostream& err);

// The operands, database and options of a command's words; an exit code when they are
// not a command line to run (the help asked for, bad usage, a SQLite file that is not
// there: a mistyped name would otherwise become a new, empty hub).
std::optional<int> readOperatorCommandLine(const std::vector<std::string>& args,
                                           const OperatorCommand& command,
                                           const std::vector<std::string>& serveOptions,
                                           OperatorCommandLine& line, std::ostream& out, std::ostream& err);

// The week of a command line's operand ("2026-W48"); nothing when it is no week.
std::optional<std::string> weekOperand(const std::string& text);

// The hub's clock (FURUNKULUS_HUB_NOW in tests); nothing, with the reason written to
// `err`, when the environment's time is not one.
std::optional<HubClock> operatorClock(const OperatorCommand& command, std::ostream& err);

} // namespace ff::hub
