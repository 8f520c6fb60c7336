// Reading the values of a level file's JSON (LevelRead.cpp): typed values with the
// problem for a wrong one, and the keys of an object, each looked up once. Internal
// to the engine; the interface is engine/files/LevelIo.h.
#pragma once

#include "engine/files/Problem.h"
#include "engine/rules/Level.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ff::levelfile {

using Json = nlohmann::ordered_json;
using Extras = std::vector<std::pair<std::string, std::string>>;

// Reads values, collecting a problem for each wrong one (at most kMaxProblems + 1).
class Reader {
public:
    std::vector<Problem> problems;

    void add(std::string path, std::string code, std::vector<std::string> args, std::string message);
    void expected(const std::string& path, const std::string& code, const std::string& what);

    std::optional<std::string> string(const Json& j, const std::string& path);
    // Any JSON integer in min..max; floats, bools and strings are refused, and huge
    // numbers are compared as 64-bit values, never converted first.
    std::optional<int> integer(const Json& j, const std::string& path, int min, int max);
    std::optional<Cell> cell(const Json& j, const std::string& path);
    // An array of at most `max` entries; `noun` names them in the "too many" message.
    bool array(const Json& j, const std::string& path, std::size_t max, const std::string& what,
               const std::string& noun);
    std::vector<Cell> cells(const Json& j, const std::string& path);
    std::optional<Dir> direction(const Json& j, const std::string& path);
    std::optional<Side> side(const Json& j, const std::string& path);
    // A kind's name from the catalogue.
    std::optional<PieceKind> kind(const Json& j, const std::string& path);
    I18n translations(const Json& j, const std::string& path);
};

// The keys of one JSON object: required/optional look-ups, then every key not looked
// up is reported as unknown (or kept as an extra when it starts with "x-" and extras
// are wanted).
class Fields {
public:
    Fields(const Json& object, std::string path, Reader& reader);

    std::string path(std::string_view key) const;
    const Json* optional(const std::string& key);
    const Json* required(const std::string& key);
    void finish(Extras* extras = nullptr);

private:
    const Json& object_;
    std::string path_;
    Reader& reader_;
    std::set<std::string, std::less<>> used_;
};

} // namespace ff::levelfile
