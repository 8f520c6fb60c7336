// furunkulus-cli: run and check Furunkulus levels from the command line
// (docs/spec/level-format.md, "The command-line contract"). Each command is one function in
// its own file; this table is the only place that lists them.
#include "app/cli/CliSupport.h"
#include "app/cli/Commands.h"

#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

namespace {

struct Command {
    const ff::cli::CommandInfo* info;
    ff::cli::CommandFunction run;
};

const Command kCommands[] = {
    {&ff::cli::kRunInfo, ff::cli::runCommand},           {&ff::cli::kValidateInfo, ff::cli::validateCommand},
    {&ff::cli::kShareInfo, ff::cli::shareCommand},       {&ff::cli::kSolveInfo, ff::cli::solveCommand},
    {&ff::cli::kVerifyInfo, ff::cli::verifyCommand},     {&ff::cli::kGradeInfo, ff::cli::gradeCommand},
    {&ff::cli::kGenerateInfo, ff::cli::generateCommand}, {&ff::cli::kSeasonInfo, ff::cli::seasonCommand},
    {&ff::cli::kRenderInfo, ff::cli::renderCommand},     {&ff::cli::kHubInfo, ff::cli::hubCommand},
};

bool isHelp(const std::string& a)
{
    return a == "--help" || a == "-h";
}

void printUsage(std::ostream& out)
{
    out << "usage: furunkulus-cli COMMAND [ARGS...]\n\ncommands:\n";
    for (const Command& c : kCommands)
        out << "  " << c.info->name << "  " << c.info->summary << "\n";
    out << "\nfurunkulus-cli --help shows every command's options and exit codes.\n";
}

void printHelp(std::ostream& out)
{
    out << "furunkulus-cli: run and check Furunkulus levels (*.ffl.json) and packs (*.ffpack.json).\n"
           "Exit codes: 0 yes (solved, valid), 1 no, 2 bad usage or unreadable input.\n"
           "Errors in files are printed as FILE: json-path: message. --json prints one\n"
           "JSON document on stdout.\n"
           "  -h, --help   print this help; after a command, that command's help\n"
           "  --version    print the version\n";
    for (const Command& c : kCommands)
        out << "\nfurunkulus-cli " << c.info->synopsis << "\n" << c.info->help;
    out << "\nThe file format, every output and the exit codes: docs/spec/level-format.md\n";
}

} // namespace

int main(int argc, char** argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {
        printUsage(std::cerr);
        return ff::cli::kExitBadInput;
    }
    if (isHelp(args[0]) || args[0] == "help") {
        printHelp(std::cout);
        return ff::cli::kExitYes;
    }
    if (args[0] == "--version") {
        std::cout << "furunkulus-cli " FF_VERSION "\n";
        return ff::cli::kExitYes;
    }
    for (const Command& c : kCommands) {
        if (args[0] != c.info->name)
            continue;
        const std::vector<std::string> rest(args.begin() + 1, args.end());
        if (std::any_of(rest.begin(), rest.end(), isHelp)) {
            std::cout << "usage: furunkulus-cli " << c.info->synopsis << "\n" << c.info->help;
            return ff::cli::kExitYes;
        }
        return c.run(rest, std::cout, std::cerr);
    }
    std::cerr << "furunkulus-cli: unknown command '" << args[0] << "'\n";
    printUsage(std::cerr);
    return ff::cli::kExitBadInput;
}
