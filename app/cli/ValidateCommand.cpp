// `furunkulus-cli validate`: check level and pack files.
#include "app/cli/CliSupport.h"
#include "app/cli/Commands.h"

#include <algorithm>
#include <ostream>

namespace ff::cli {

const CommandInfo kValidateInfo = {
    "validate",
    "validate FILE... [--json]",
    "check that level and pack files are valid",
    "Checks every FILE (a level or a pack) against the level format and the rules:\n"
    "prints \"FILE: ok\" to stdout for a valid file, else every problem to stderr as\n"
    "FILE: json-path: message.\n"
    "  --json   print one JSON document instead:\n"
    "           {\"files\": [{\"file\", \"valid\", \"errors\": [{\"path\", \"message\"}]}]}\n"
    "Exit codes: 0 every file is valid; 1 some file is invalid; 2 bad usage or some\n"
    "file cannot be read or is not JSON (2 wins over 1).\n",
};

int validateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::string error;
    const std::optional<Arguments> parsed = parseArguments(args, {{"--json"}, {}}, error);
    if (!parsed)
        return usageError(err, kValidateInfo, error);
    if (parsed->positional.empty())
        return usageError(err, kValidateInfo, "no FILE given");
    const bool json = parsed->has("--json");

    int exitCode = kExitYes;
    nlohmann::ordered_json files = nlohmann::ordered_json::array();
    for (const std::string& file : parsed->positional) {
        LoadedFile loaded = loadFile(file);
        int code = loaded.exitCode;
        std::vector<ff::Problem> problems = std::move(loaded.problems);
        if (loaded.document) {
            problems = validateDocument(*loaded.document);
            code = problems.empty() ? kExitYes : kExitNo;
        }
        exitCode = std::max(exitCode, code);
        if (json) {
            nlohmann::ordered_json entry;
            entry["file"] = file;
            entry["valid"] = code == kExitYes;
            entry["errors"] = nlohmann::ordered_json::array();
            for (const ff::Problem& p : problems)
                entry["errors"].push_back(problemJson(p));
            files.push_back(std::move(entry));
        } else if (code == kExitYes) {
            out << file << ": ok\n";
        } else {
            printProblems(err, file, problems);
        }
    }
    if (json) {
        nlohmann::ordered_json doc;
        doc["files"] = std::move(files);
        out << dumpJson(doc) << "\n";
    }
    return exitCode;
}

} // namespace ff::cli
