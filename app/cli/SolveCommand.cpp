// `furunkulus-cli solve`: search the placements that solve a level (R21, R22).
#include "app/cli/CliSupport.h"
#include "app/cli/Commands.h"
#include "engine/search/Solver.h"

#include <ostream>

namespace ff::cli {

const CommandInfo kSolveInfo = {
    "solve",
    "solve FILE [--level ID] [--all] [--limit N] [--json]",
    "find placements of the inventory that solve a level",
    "Searches every placement of the inventory (rule R21) and prints the first\n"
    "solution found, one placed piece per line.\n"
    "  --level ID   which level of a pack file to solve (required for packs)\n"
    "  --all        every solution, up to the limit\n"
    "  --limit N    at most N solutions, 1 to 1000000000 (default 1000); implies --all\n"
    "  --json       print one JSON document instead: {\"count\", \"complete\",\n"
    "               \"solutions\": [[{\"kind\", \"side\", \"at\"}, ...], ...]}; complete is\n"
    "               false when the limit cut the search short\n"
    "Exit codes: 0 some placement solves the level; 1 none does, or the level is\n"
    "invalid (problems go to stderr as FILE: json-path: message); 2 bad usage or a file\n"
    "that cannot be read or parsed.\n",
};

namespace {

constexpr long kMaxLimit = 1'000'000'000;

} // namespace

int solveCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::string error;
    const std::optional<Arguments> parsed =
        parseArguments(args, {{"--all", "--json"}, {"--limit", "--level"}}, error);
    if (!parsed)
        return usageError(err, kSolveInfo, error);
    if (const std::optional<std::string> problem = parsed->oneFileProblem())
        return usageError(err, kSolveInfo, *problem);
    std::uint64_t limit = parsed->has("--all") ? 1000 : 1;
    if (const std::string* text = parsed->value("--limit")) {
        const std::optional<long> n = parseCount(*text, 1, kMaxLimit);
        if (!n)
            return usageError(err, kSolveInfo, "--limit needs a whole number from 1 to 1000000000");
        limit = static_cast<std::uint64_t>(*n);
    }
    const bool json = parsed->has("--json");
    const std::string& file = parsed->positional.front();

    int exitCode = kExitYes;
    const std::optional<ValidLevel> valid = loadValidLevel(file, parsed->value("--level"), err, exitCode);
    if (!valid)
        return exitCode;
    const ff::Level& level = valid->level;

    const ff::Solver solver(level);
    ff::SolveOptions options;
    options.limit = limit;
    const ff::SolveResult result = solver.solve(options);

    if (json) {
        nlohmann::ordered_json doc;
        doc["count"] = result.count;
        doc["complete"] = result.complete;
        doc["solutions"] = nlohmann::ordered_json::array();
        for (const auto& solution : result.solutions) {
            nlohmann::ordered_json pieces = nlohmann::ordered_json::array();
            for (const ff::Placement& p : solution)
                pieces.push_back(placementJson(p));
            doc["solutions"].push_back(std::move(pieces));
        }
        out << dumpJson(doc) << "\n";
    } else if (result.count == 0) {
        out << file << ": no placement solves "
            << (valid->prefix.empty() ? "the level" : "level '" + level.id + "'") << "\n";
    } else {
        for (std::size_t i = 0; i < result.solutions.size(); ++i) {
            if (result.solutions.size() > 1)
                out << "solution " << i + 1 << ":\n";
            for (const ff::Placement& p : result.solutions[i])
                out << "  " << placementText(p) << "\n";
            if (result.solutions[i].empty())
                out << "  (nothing to place)\n";
        }
        out << result.count << (result.count == 1 ? " solution" : " solutions")
            << (result.complete ? " (all of them)" : " (the search stopped at the limit; there are more)")
            << "\n";
    }
    return result.count > 0 ? kExitYes : kExitNo;
}

} // namespace ff::cli
