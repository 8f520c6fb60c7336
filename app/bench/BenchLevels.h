// What the benchmarks that run on level files share: reading a folder of levels and
// whole-number options.
#pragma once

#include "engine/rules/Level.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace ff::bench {

struct NamedLevel {
    std::string name; // the file name without ".ffl.json"
    ff::Level level;
};

// Every *.ffl.json level in `dir`, sorted by file name, appended to `out`. False,
// with a message naming `bench` on `err`, when the folder holds none or one of them
// cannot be read or is not a valid level.
bool loadLevels(const std::string& dir, const char* bench, std::ostream& err, std::vector<NamedLevel>& out);

// Seconds rounded to 0.1 ms, as the benchmarks print them in JSON.
double tenthMs(double seconds);

// `s` as a whole number within [lo, hi], nothing otherwise.
std::optional<int> wholeNumber(const std::string& s, int lo, int hi);

} // namespace ff::bench
