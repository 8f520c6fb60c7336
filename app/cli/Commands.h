// The commands of furunkulus-cli. Each command lives in its own source file as one
// function plus its help text; main.cpp lists them in its table. A command gets the
// arguments after its name, writes results to `out` and diagnostics to `err`, and
// returns the process exit code (CliSupport.h: 0 yes, 1 no, 2 bad usage/input).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace ff::cli {

using CommandFunction = int (*)(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

struct CommandInfo {
    const char* name;
    const char* synopsis; // "run FILE [--solution] ...", shown in usage errors
    const char* summary;  // one line for the command list
    const char* help;     // options and exit codes, for --help
};

// run: simulate one level (RunCommand.cpp).
extern const CommandInfo kRunInfo;
int runCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// validate: check level and pack files (ValidateCommand.cpp).
extern const CommandInfo kValidateInfo;
int validateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// share: level share codes, encode and decode (ShareCommand.cpp).
extern const CommandInfo kShareInfo;
int shareCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// solve: search the placements that solve a level (SolveCommand.cpp).
extern const CommandInfo kSolveInfo;
int solveCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// verify: valid, solvable, unique, stored solution ok (VerifyCommand.cpp).
extern const CommandInfo kVerifyInfo;
int verifyCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// grade: the difficulty of levels, 1 to 5, and its features (GradeCommand.cpp).
extern const CommandInfo kGradeInfo;
int gradeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// generate: new levels with exactly one solution at a difficulty (GenerateCommand.cpp).
extern const CommandInfo kGenerateInfo;
int generateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// season: weekly levels made from the weeks' numbers (SeasonCommand.cpp).
extern const CommandInfo kSeasonInfo;
int seasonCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// render: a level's board as an SVG or PNG picture (RenderCommand.cpp).
extern const CommandInfo kRenderInfo;
int renderCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// hub: a client of furunkulus-server (HubCommand.cpp).
extern const CommandInfo kHubInfo;
int hubCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace ff::cli
