// Reading, writing and validating level and pack files
// (docs/spec/level-format.md). Files from users are untrusted: every entry
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
//
// Codes and their args (x, y are cell coordinates; "path" args are JSON paths of
// the other value involved):
//   unreadable text (Loaded::unparsable): too-large {MiB}, file-not-utf8 {line,
//     column}, too-deep {max depth}, too-many-keys {max}, invalid-json {line,
//     column, detail}, json-number-overflow {detail}, internal-error {what};
//   structure: not-fearsome-floors {}, unsupported-version {version}, expected-level
//     {}, expected-pack {}, missing-key {key}, unknown-key {key}, duplicate-key {key},
//     expected-string / -object / -array / -cell / -board / -direction / -side /
//     -goal {}, integer-range {min, max}, unknown-kind {name}, too-many {max, noun};
//   validity: bad-id {}, empty-text {}, text-too-long {max, length}, invalid-utf8 {},
//     empty-language {}, bad-week {}, bad-week-number {year, week, weeks in year},
//     outside-board {x, y, width, height}, void-cell {x, y}, duplicate-cell {x, y,
//     path}, void-not-symmetric {x, y, mirror x, mirror y}, floor-taken {x, y, path},
//     empty-blood {}, blood-not-connected {x, y, from x, from y}, teleporter-unpaired
//     {pair}, teleporter-extra {pair, path, path}, cell-taken {x, y, path},
//     object-on-teleporter {x, y, path}, monster-on-object {x, y, path},
//     monster-on-blood {x, y, path}, not-placeable {kind}, duplicate-inventory {kind,
//     side, path}, no-enemy {}, inventory-too-large {pieces, free cells},
//     placement-on-object / -on-blood / -on-teleporter {x, y, path},
//     placement-on-monster {x, y}, placement-not-allowed {x, y}, cell-used {x, y,
//     path}, solution-mismatch {kind, side, placed, in inventory}, bad-extra {key},
//     duplicate-id {id, path}, empty-pack {}, too-many-problems {max}.
// A document reports at most 1000 problems (then too-many-problems).
struct Problem {
    std::string path; // JSON path: "pieces[3].at", "" for the whole document
    std::string code;
    std::vector<std::string> args;
    std::string message;
    friend bool operator==(const Problem&, const Problem&) = default;
};

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

// Every rule of docs/spec/rules.md §1-2 and the format's validity rules, each violation with
// its JSON path (as the file written by writeLevel would have it). Empty = valid.
std::vector<Problem> validateLevel(const Level& level);
// Level problems get the prefix "levels[i]."; plus the pack's own rules (id and
// title as for levels, at least one level, unique level ids).
std::vector<Problem> validatePack(const Pack& pack);

// Reads a whole file, at most kMaxFileBytes. On failure gives nothing and sets
// `error` to an English sentence ("cannot open file", "file is larger than 4 MiB").
std::optional<std::string> readTextFile(const std::string& path, std::string& error);

} // namespace ff
