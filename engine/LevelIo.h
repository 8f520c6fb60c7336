// Reading, writing and validating level and pack files
// (../shared/spec/level-format.md). Files from users are untrusted: every entry
// point bounds what it reads and reports problems instead of throwing.
#pragma once

#include "engine/Level.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace ff {

// Largest file we read; larger input is refused before parsing.
inline constexpr std::size_t kMaxFileBytes = 4u * 1024u * 1024u;

// One problem with a file or a level. `code` is a stable identifier of the kind of
// problem (e.g. "outside-board") and `args` the values its sentence names, so a UI
// can phrase and translate it; `message` is the English sentence the CLI prints,
// e.g. "(16,2) is outside the 16x11 board".
struct Problem {
    std::string path; // JSON path: "pieces[3].at", "" for the whole document
    std::string code;
    std::vector<std::string> args;
    std::string message;
    friend bool operator==(const Problem&, const Problem&) = default;
};

// What a document turned out to be.
using Document = std::variant<Level, Pack>;

template <class T>
struct Loaded {
    std::optional<T> value;         // present when the structure could be read
    std::vector<Problem> problems;  // structure problems (value absent) or none
    bool unparsable = false;        // not JSON at all, too large, too deep: CLI exit 2
};

// Parses a level / a pack / either (chosen by "format"). Structure problems (wrong
// types, missing or unknown keys, bad names) leave `value` empty; semantic validity
// is checked separately by validateLevel / validatePack.
Loaded<Level> parseLevel(std::string_view json);
Loaded<Pack> parsePack(std::string_view json);
Loaded<Document> parseDocument(std::string_view json);

// Writes canonical JSON (keys in the format doc's order, 2-space indent, trailing
// newline). parse(write(x)) == x for every level and pack.
std::string writeLevel(const Level& level);
std::string writePack(const Pack& pack);

// Every rule of rules.md §1-2 and the format's validity rules, each violation with
// its JSON path. Empty = valid.
std::vector<Problem> validateLevel(const Level& level);
// Level problems get the prefix "levels[i]."; plus pack-level rules (unique ids).
std::vector<Problem> validatePack(const Pack& pack);

// Reads a whole file, at most kMaxFileBytes. On failure gives nothing and sets
// `error` to an English sentence ("cannot open file", "file is larger than 4 MiB").
std::optional<std::string> readTextFile(const std::string& path, std::string& error);

} // namespace ff
