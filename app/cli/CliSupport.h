// What the commands of furunkulus-cli share: exit codes, argument parsing, loading
// level and pack files with `file: json-path: message` diagnostics, and the JSON
// spelling of cells and facings.
#pragma once

#include "app/cli/Commands.h"
#include "engine/files/LevelIo.h"
#include "engine/rules/Geometry.h"

#include <nlohmann/json.hpp>

#include <iosfwd>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace ff::cli {

// The exit codes of the command-line contract.
enum ExitCode : int {
    kExitYes = 0,      // success: valid, solved, ...
    kExitNo = 1,       // the answer is "no": invalid, not solved, ...
    kExitBadInput = 2, // bad usage, or a file that cannot be read or is not JSON
};

// Arguments after the command name, split by an OptionSpec.
struct Arguments {
    std::vector<std::string> positional;
    std::set<std::string> flags;               // given flags, e.g. "--json"
    std::map<std::string, std::string> values; // given valued options, e.g. "--limit" -> "10"

    bool has(const std::string& flag) const { return flags.count(flag) != 0; }
    // The option's value, or nullptr when it was not given.
    const std::string* value(const std::string& option) const;
    // For a command that takes one FILE: what is wrong with the FILEs given ("no FILE
    // given", "expects one FILE, got 2"), or nothing when there is exactly one.
    std::optional<std::string> oneFileProblem() const;
};

struct OptionSpec {
    std::set<std::string> flags;  // options without a value
    std::set<std::string> valued; // options taking a value: "--name VALUE" or "--name=VALUE"
};

// Splits `args`. Anything starting with "-" that the spec does not know, a valued
// option without its value, an option given twice or a flag given a value is an
// error: then nothing is returned and `error` holds a sentence naming the argument.
std::optional<Arguments> parseArguments(const std::vector<std::string>& args, const OptionSpec& spec,
                                        std::string& error);

// Prints "furunkulus-cli NAME: message" and the command's usage line to `err`;
// returns kExitBadInput, so a command can `return usageError(...)`.
int usageError(std::ostream& err, const CommandInfo& command, std::string_view message);

// A whole decimal number in [min, max]; nothing for anything else.
std::optional<long> parseCount(std::string_view text, long min, long max);

// "FILE: json-path: message", or "FILE: message" for a problem of the whole file.
std::string problemLine(const std::string& file, const ff::Problem& problem);
void printProblems(std::ostream& err, const std::string& file, const std::vector<ff::Problem>& problems);

// A file read and parsed (not yet validated).
struct LoadedFile {
    std::optional<ff::Document> document; // present when the structure could be read
    std::vector<ff::Problem> problems;    // why `document` is absent
    // kExitYes with a document; kExitNo for structure problems (wrong keys, types,
    // names: the level is invalid); kExitBadInput when the file cannot be read or
    // is not acceptable JSON at all.
    int exitCode = kExitYes;
};
LoadedFile loadFile(const std::string& file);

// validateLevel or validatePack, whichever the document holds.
std::vector<ff::Problem> validateDocument(const ff::Document& document);

// The level a command works on: a level file's level, or the pack level with id
// `levelId`. `prefix` is the JSON path of that level inside the file ("" or
// "levels[3]."), to put before its problems' paths.
struct SelectedLevel {
    const ff::Level* level = nullptr;
    std::string prefix;
};
// Without `levelId` a pack is an error listing its ids; with it, a level file whose
// id differs is an error too. Errors go to `err` as "FILE: message" and give nothing
// (exit kExitBadInput).
std::optional<SelectedLevel> selectLevel(const std::string& file, const ff::Document& document,
                                         const std::string* levelId, std::ostream& err);

// One level of a document and its problems, paths as in the file: validateLevel's
// for a level file; for a pack, the problems under the level's "levels[i]" path and
// those of the pack as a whole.
struct DocumentLevel {
    const ff::Level* level = nullptr;
    std::vector<ff::Problem> problems;
    std::string prefix; // as SelectedLevel::prefix
};
// Every level of `document`, in file order.
std::vector<DocumentLevel> documentLevels(const ff::Document& document);

// Problems with their paths prefixed (see SelectedLevel::prefix).
std::vector<ff::Problem> withPrefix(std::vector<ff::Problem> problems, const std::string& prefix);

// The level a command works on, loaded, selected (see selectLevel) and valid.
struct ValidLevel {
    ff::Level level;
    std::string prefix; // as SelectedLevel::prefix
};
// loadFile, selectLevel and validateLevel in one: every problem goes to `err` and
// gives nothing, with `exitCode` set to the code the command returns.
std::optional<ValidLevel> loadValidLevel(const std::string& file, const std::string* levelId,
                                         std::ostream& err, int& exitCode);

// Compact JSON text of `j`. Invalid UTF-8 (a file name is any bytes) is replaced by
// U+FFFD instead of throwing.
std::string dumpJson(const nlohmann::ordered_json& j);

// JSON spellings of the contract: a cell is [x, y], a facing "N"/"E"/"S"/"W".
nlohmann::ordered_json cellJson(ff::Cell c);
std::string facingName(ff::Dir d);
// {"path": "...", "message": "..."}
nlohmann::ordered_json problemJson(const ff::Problem& problem);
// "(x,y)", as messages write cells.
std::string cellText(ff::Cell c);
// A placed piece as the level format writes a `solution` entry (ff::solutionEntryText):
// {"kind", "side" (tokens only), "at"}.
nlohmann::ordered_json placementJson(const ff::Placement& placement);
// "own token on (x,y)", "stone on (x,y)", as the text outputs name placed pieces.
std::string placementText(const ff::Placement& placement);

} // namespace ff::cli
