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
    const cli::CommandInfo* info;
    cli::CommandFunction run;
};

const Command kCommands[] = {
    {&cli::kRunInfo, cli::runCommand},           {&cli::kValidateInfo, cli::validateCommand},
    {&cli::kShareInfo, cli::shareCommand},       {&cli::kSolveInfo, cli::solveCommand},
    {&cli::kVerifyInfo, cli::verifyCommand},     {&cli::kGradeInfo, cli::gradeCommand},
    {&cli::kGenerateInfo, cli::generateCommand}, {&cli::kHubInfo, cli::hubCommand},
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
        return cli::kExitBadInput;
    }
    if (isHelp(args[0]) || args[0] == "help") {
        printHelp(std::cout);
        return cli::kExitYes;
    }
    if (args[0] == "--version") {
        std::cout << "furunkulus-cli " FF_VERSION "\n";
        return cli::kExitYes;
    }
    for (const Command& c : kCommands) {
        if (args[0] != c.info->name)
            continue;
        const std::vector<std::string> rest(args.begin() + 1, args.end());
        if (std::any_of(rest.begin(), rest.end(), isHelp)) {
            std::cout << "usage: furunkulus-cli " << c.info->synopsis << "\n" << c.info->help;
            return cli::kExitYes;
        }
        return c.run(rest, std::cout, std::cerr);
    }
    std::cerr << "furunkulus-cli: unknown command '" << args[0] << "'\n";
    printUsage(std::cerr);
    return cli::kExitBadInput;
}
