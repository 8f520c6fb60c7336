// Reading and writing level and pack files (docs/spec/level-format.md). Files from
// users are untrusted: every entry point bounds what it reads and reports problems
// instead of throwing. What is read is then checked by validateLevel/validatePack,
// which this header brings along (engine/files/Validation.h).
#pragma once

#include "engine/files/BoundedJson.h"
#include "engine/files/Problem.h"
#include "engine/files/Validation.h"
#include "engine/rules/Level.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace ff {

// Largest file we read; larger input is refused before parsing.
inline constexpr std::size_t kMaxFileBytes = kMaxJsonBytes;

// What a document turned out to be.
using Document = std::variant<Level, Pack>;

template <class T> struct Loaded {
    std::optional<T> value;        // present when the structure could be read
    std::vector<Problem> problems; // structure problems (value absent) or none
    bool unparsable = false;       // not JSON at all, too large, too deep: CLI exit 2
};

// Parses a level / a pack / either (chosen by "format"). Structure problems (wrong
// types, missing or unknown keys, duplicate keys, bad names, integers outside their
// range) leave `value` empty and are all reported; semantic validity is checked
// separately by validateLevel / validatePack. A wrong "format" or "version" stops
// the reading of that object (its layout is unknown). Lists are bounded (4096
// pieces, cells per list or placements, 64 inventory entries, 200 translations,
// 1000 levels; coordinates within +-1000000). Input larger than kMaxFileBytes, not
// UTF-8, not JSON, nested deeper than 32 arrays/objects or with more than 256 keys
// in one object is `unparsable`. Never throws.
Loaded<Level> parseLevel(std::string_view json);
Loaded<Pack> parsePack(std::string_view json);
Loaded<Document> parseDocument(std::string_view json);

// Writes canonical JSON: keys in the format doc's order, optional keys only when
// present (empty i18n maps and an empty void list count as absent), x- keys last
// in their order, one piece / inventory entry / placement per line, cells as
// [x, y], 2-space indent, trailing newline. parse(write(x)) == x for every level
// and pack whose pieces keep the default values in the fields their kind does not
// use (as parsed levels do), and write(parse(text)) == text for canonical text.
// Extras are copied verbatim (validateLevel checks they are JSON). Never throws
// on bad UTF-8 (such bytes are replaced; validateLevel reports them).
std::string writeLevel(const Level& level);
std::string writePack(const Pack& pack);
// One placed piece as writeLevel writes an entry of `solution`, on one line:
// {"kind": "stone", "at": [2, 3]}, tokens with their "side" after the kind.
std::string solutionEntryText(const Placement& placement);

// A list of placed pieces as compact JSON, keys in alphabetical order:
// [{"at":[3,4],"kind":"token","side":"own"},{"at":[0,10],"kind":"stone"}] (the side
// for tokens only). The game keeps runs in its settings in this form.
std::string writePlacementList(const std::vector<Placement>& placements);
// Reads a JSON array of placed pieces, each as an entry of a level's `solution` (any
// key order and spacing, so writePlacementList's text too). Nothing when the text is
// not such an array, an entry has a structure problem or a kind is not placeable.
std::optional<std::vector<Placement>> parsePlacementList(std::string_view json);

// Reads a whole file, at most kMaxFileBytes. On failure gives nothing and sets
// `error` to an English sentence ("cannot open file", "file is larger than 4 MiB").
std::optional<std::string> readTextFile(const std::string& path, std::string& error);

} // namespace ff
