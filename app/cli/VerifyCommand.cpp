// `furunkulus-cli verify`: is each level valid, solvable, unique, does its stored
// solution solve it, and is every piece of its solution needed (tight)?
#include "app/cli/CliSupport.h"
#include "app/cli/Commands.h"
#include "engine/search/Solver.h"
#include "engine/search/Tightness.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <iomanip>
#include <ostream>
#include <sstream>

namespace ff::cli {

const CommandInfo kVerifyInfo = {
    "verify",
    "verify FILE|DIR... [--limit N] [--json]",
    "check that levels are valid and solvable, count their solutions",
    "For every level (a DIR is searched recursively for *.ffl.json and *.ffpack.json;\n"
    "every level of a pack is checked): is it valid, solvable, how many solutions\n"
    "does it have (exact up to the limit), is the solution unique, does its stored\n"
    "solution solve it, is it tight. Tight: no proper part of the solution (the\n"
    "stored one when it solves the level, else the solver's first), not even the\n"
    "empty placement, solves the level; the pieces it is also solved without are\n"
    "idle. Prints a table, then a line FILE: ID: not tight: solved without PIECES\n"
    "for each level that is not tight; problems of invalid levels go to stderr as\n"
    "FILE: json-path: message.\n"
    "  --limit N   count solutions up to N, 1 to 1000000000 (default 1000)\n"
    "  --json      print one JSON document instead: {\"levels\": [{\"file\", \"id\",\n"
    "              \"valid\", \"errors\", \"solvable\", \"solutions\", \"solutions_exact\",\n"
    "              \"unique\", \"stored_solution_ok\", \"tight\", \"idle\", \"seconds\"}]};\n"
    "              idle lists the idle pieces as solution entries ({\"kind\", \"side\",\n"
    "              \"at\"}); values that cannot be known (an invalid or unsolvable\n"
    "              level, a solution of more than 20 pieces for tight) are null\n"
    "Exit codes: 0 every level is valid and solvable; 1 some level is invalid or\n"
    "unsolvable; 2 bad usage, or some file cannot be read or is not JSON (2 wins).\n",
};

namespace {

constexpr long kMaxLimit = 1'000'000'000;

bool isLevelFile(const std::filesystem::path& p)
{
    const std::string name = p.filename().string();
    auto endsWith = [&](std::string_view s) {
        return name.size() > s.size() && name.compare(name.size() - s.size(), s.size(), s) == 0;
    };
    return endsWith(".ffl.json") || endsWith(".ffpack.json");
}

// The files named on the command line, directories expanded (sorted, so the output
// does not depend on the file system's order).
std::vector<std::string> expand(const std::vector<std::string>& args, std::ostream& err, int& exitCode)
{
    std::vector<std::string> files;
    for (const std::string& arg : args) {
        std::error_code ec;
        if (!std::filesystem::is_directory(arg, ec)) {
            files.push_back(arg);
            continue;
        }
        std::vector<std::string> found;
        std::filesystem::recursive_directory_iterator it(arg, ec), end;
        for (; !ec && it != end; it.increment(ec)) {
            if (it->is_regular_file(ec) && isLevelFile(it->path()))
                found.push_back(it->path().string());
        }
        if (ec) {
            err << arg << ": cannot read the directory: " << ec.message() << "\n";
            exitCode = kExitBadInput;
        }
        std::sort(found.begin(), found.end());
        files.insert(files.end(), found.begin(), found.end());
    }
    return files;
}

struct Row {
    std::string file;
    std::optional<std::string> id;
    std::vector<ff::Problem> errors;
    bool checked = false; // valid, so the solver ran
    ff::SolveResult result;
    std::optional<bool> storedOk;
    // Of the stored solution when it solves the level, else of the solver's first;
    // absent for an invalid or unsolvable level.
    std::optional<ff::Tightness> tightness;
    double seconds = 0;

    std::optional<bool> tight() const
    {
        if (!tightness || tightness->status == ff::Tightness::Status::TooManyPieces)
            return std::nullopt;
        return tightness->tight();
    }
};

Row check(const std::string& file, const ff::Level& level, std::vector<ff::Problem> problems,
          std::uint64_t limit)
{
    Row row;
    row.file = file;
    row.id = level.id;
    row.errors = std::move(problems);
    if (!row.errors.empty())
        return row;
    const auto started = std::chrono::steady_clock::now();
    const ff::Solver solver(level);
    ff::SolveOptions options;
    options.limit = limit;
    options.collect = false;
    row.result = solver.solve(options);
    if (level.solution) {
        // validateLevel has checked that the solution's cells are free and allowed.
        const ff::Arena& arena = solver.arena();
        ff::State start = arena.initialState();
        arena.place(start, *level.solution);
        row.storedOk = arena.run(start).outcome == ff::Outcome::Solved;
    }
    if (row.storedOk.value_or(false)) {
        row.tightness = ff::checkTightness(solver.arena(), *level.solution);
    } else if (row.result.count > 0) {
        ff::SolveOptions first;
        first.limit = 1;
        const ff::SolveResult found = solver.solve(first);
        row.tightness = ff::checkTightness(solver.arena(), found.solutions.front());
    }
    row.checked = true;
    row.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return row;
}

nlohmann::ordered_json rowJson(const Row& row)
{
    using json = nlohmann::ordered_json;
    json j;
    j["file"] = row.file;
    j["id"] = row.id ? json(*row.id) : json(nullptr);
    j["valid"] = row.errors.empty() && row.id.has_value();
    j["errors"] = json::array();
    for (const ff::Problem& p : row.errors)
        j["errors"].push_back(problemJson(p));
    if (row.checked) {
        j["solvable"] = row.result.count > 0;
        j["solutions"] = row.result.count;
        j["solutions_exact"] = row.result.complete;
        j["unique"] = row.result.count == 1 && row.result.complete;
        j["stored_solution_ok"] = row.storedOk ? json(*row.storedOk) : json(nullptr);
    } else {
        for (const char* key : {"solvable", "solutions", "solutions_exact", "unique", "stored_solution_ok"})
            j[key] = nullptr;
    }
    const std::optional<bool> tight = row.tight();
    j["tight"] = tight ? json(*tight) : json(nullptr);
    j["idle"] = nullptr;
    if (tight) {
        j["idle"] = json::array();
        for (const ff::Placement& p : row.tightness->idle)
            j["idle"].push_back(placementJson(p));
    }
    j["seconds"] = std::round(row.seconds * 1000.0) / 1000.0;
    return j;
}

void printTable(std::ostream& out, const std::vector<Row>& rows)
{
    std::vector<std::vector<std::string>> cells;
    cells.push_back({"FILE", "ID", "VALID", "SOLVABLE", "SOLUTIONS", "UNIQUE", "STORED", "TIGHT", "SECONDS"});
    for (const Row& r : rows) {
        auto yesNo = [](bool b) { return std::string(b ? "yes" : "no"); };
        std::ostringstream secs;
        secs << std::fixed << std::setprecision(3) << r.seconds;
        if (!r.checked) {
            cells.push_back({r.file, r.id.value_or("-"), "no", "-", "-", "-", "-", "-", "-"});
            continue;
        }
        const std::string count = std::to_string(r.result.count) + (r.result.complete ? "" : "+");
        cells.push_back({r.file, *r.id, "yes", yesNo(r.result.count > 0), count,
                         yesNo(r.result.count == 1 && r.result.complete),
                         r.storedOk ? yesNo(*r.storedOk) : std::string("-"),
                         r.tight() ? yesNo(*r.tight()) : std::string("-"), secs.str()});
    }
    std::vector<std::size_t> width(cells.front().size(), 0);
    for (const auto& line : cells) {
        for (std::size_t c = 0; c < line.size(); ++c)
            width[c] = std::max(width[c], line[c].size());
    }
    for (const auto& line : cells) {
        for (std::size_t c = 0; c < line.size(); ++c) {
            out << line[c];
            if (c + 1 < line.size())
                out << std::string(width[c] - line[c].size() + 2, ' ');
        }
        out << "\n";
    }
    for (const Row& r : rows) {
        const std::optional<bool> tight = r.tight();
        if (!tight || *tight)
            continue;
        out << r.file << ": " << *r.id << ": not tight: solved without ";
        for (std::size_t i = 0; i < r.tightness->idle.size(); ++i)
            out << (i ? ", " : "") << placementText(r.tightness->idle[i]);
        out << "\n";
    }
}

} // namespace

int verifyCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::string error;
    const std::optional<Arguments> parsed = parseArguments(args, {{"--json"}, {"--limit"}}, error);
    if (!parsed)
        return usageError(err, kVerifyInfo, error);
    if (parsed->positional.empty())
        return usageError(err, kVerifyInfo, "no FILE or DIR given");
    std::uint64_t limit = 1000;
    if (const std::string* text = parsed->value("--limit")) {
        const std::optional<long> n = parseCount(*text, 1, kMaxLimit);
        if (!n)
            return usageError(err, kVerifyInfo, "--limit needs a whole number from 1 to 1000000000");
        limit = static_cast<std::uint64_t>(*n);
    }
    const bool json = parsed->has("--json");

    int exitCode = kExitYes;
    std::vector<Row> rows;
    for (const std::string& file : expand(parsed->positional, err, exitCode)) {
        LoadedFile loaded = loadFile(file);
        if (!loaded.document) {
            Row row;
            row.file = file;
            row.errors = std::move(loaded.problems);
            exitCode = std::max(exitCode, loaded.exitCode);
            rows.push_back(std::move(row));
            continue;
        }
        for (DocumentLevel& entry : documentLevels(*loaded.document))
            rows.push_back(check(file, *entry.level, std::move(entry.problems), limit));
    }

    for (const Row& row : rows) {
        if (!row.checked || row.result.count == 0)
            exitCode = std::max<int>(exitCode, kExitNo);
        if (!json)
            printProblems(err, row.file, row.errors);
    }
    if (json) {
        nlohmann::ordered_json doc;
        doc["levels"] = nlohmann::ordered_json::array();
        for (const Row& row : rows)
            doc["levels"].push_back(rowJson(row));
        out << dumpJson(doc) << "\n";
    } else {
        printTable(out, rows);
    }
    return exitCode;
}

} // namespace ff::cli
