// A problem with a file or a level, as readers and validation report it.
#pragma once

#include <string>
#include <vector>

namespace ff {

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
//     duplicate-id {id, path}, empty-pack {}, too-many-problems {max};
//   publication (publicationProblems): nothing-to-place {}, untitled {} (the title) or
//     {language} (a title_i18n entry).
// A document reports at most 1000 problems (then too-many-problems).
struct Problem {
    std::string path; // JSON path: "pieces[3].at", "" for the whole document
    std::string code;
    std::vector<std::string> args;
    std::string message;
    friend bool operator==(const Problem&, const Problem&) = default;
};

} // namespace ff
