#include "engine/files/LevelFields.h"

#include "engine/files/JsonPath.h"
#include "engine/files/ProblemLimit.h"
#include "engine/files/Utf8.h"

#include <cstdint>
#include <limits>

namespace ff::levelfile {

namespace {
// Bounds on untrusted input: a list of cells holds what a 64 x 64 board can use.
constexpr std::size_t kMaxCellList = 64 * 64;
constexpr std::size_t kMaxTranslations = 200;
// Coordinates: far outside any board, yet safe to step and compare with.
constexpr int kMaxCoordinate = 1000000;
} // namespace

void Reader::add(std::string path, std::string code, std::vector<std::string> args, std::string message)
{
    if (problems.size() <= kMaxProblems)
        problems.push_back({std::move(path), std::move(code), std::move(args), std::move(message)});
}

void Reader::expected(const std::string& path, const std::string& code, const std::string& what)
{
    add(path, code, {}, "expected " + what);
}

std::optional<std::string> Reader::string(const Json& j, const std::string& path)
{
    if (!j.is_string()) {
        expected(path, "expected-string", "a string");
        return std::nullopt;
    }
    return j.get<std::string>();
}

std::optional<int> Reader::integer(const Json& j, const std::string& path, int min, int max)
{
    bool ok = false;
    std::int64_t v = 0;
    if (j.is_number_unsigned()) {
        const std::uint64_t u = j.get<std::uint64_t>();
        ok = u <= static_cast<std::uint64_t>(std::numeric_limits<int>::max());
        v = ok ? static_cast<std::int64_t>(u) : 0;
    } else if (j.is_number_integer()) {
        v = j.get<std::int64_t>();
        ok = true;
    }
    if (!ok || v < min || v > max) {
        add(path, "integer-range", {std::to_string(min), std::to_string(max)},
            "expected an integer from " + std::to_string(min) + " to " + std::to_string(max));
        return std::nullopt;
    }
    return static_cast<int>(v);
}

std::optional<Cell> Reader::cell(const Json& j, const std::string& path)
{
    if (!j.is_array() || j.size() != 2) {
        expected(path, "expected-cell", "a cell [x, y]");
        return std::nullopt;
    }
    const std::optional<int> x = integer(j[0], pathIndex(path, 0), -kMaxCoordinate, kMaxCoordinate);
    const std::optional<int> y = integer(j[1], pathIndex(path, 1), -kMaxCoordinate, kMaxCoordinate);
    if (!x || !y)
        return std::nullopt;
    return Cell{*x, *y};
}

bool Reader::array(const Json& j, const std::string& path, std::size_t max, const std::string& what,
                   const std::string& noun)
{
    if (!j.is_array()) {
        expected(path, "expected-array", what);
        return false;
    }
    if (j.size() > max) {
        add(path, "too-many", {std::to_string(max), noun},
            "too many " + noun + " (at most " + std::to_string(max) + ")");
        return false;
    }
    return true;
}

std::vector<Cell> Reader::cells(const Json& j, const std::string& path)
{
    std::vector<Cell> out;
    if (!array(j, path, kMaxCellList, "a list of cells [[x, y], ...]", "cells"))
        return out;
    for (std::size_t i = 0; i < j.size(); ++i) {
        if (const std::optional<Cell> c = cell(j[i], pathIndex(path, i)))
            out.push_back(*c);
    }
    return out;
}

std::optional<Dir> Reader::direction(const Json& j, const std::string& path)
{
    std::optional<Dir> d;
    if (j.is_string())
        d = dirFromLetter(j.get_ref<const std::string&>());
    if (!d)
        add(path, "expected-direction", {}, R"(expected "N", "E", "S" or "W")");
    return d;
}

std::optional<Side> Reader::side(const Json& j, const std::string& path)
{
    std::optional<Side> s;
    if (j.is_string())
        s = sideFromName(j.get_ref<const std::string&>());
    if (!s)
        add(path, "expected-side", {}, R"(expected "own" or "enemy")");
    return s;
}

std::optional<PieceKind> Reader::kind(const Json& j, const std::string& path)
{
    if (!j.is_string()) {
        expected(path, "expected-string", "a string");
        return std::nullopt;
    }
    const std::string& name = j.get_ref<const std::string&>();
    const std::optional<PieceKind> k = kindFromName(name);
    if (!k) {
        add(path, "unknown-kind", {name},
            "unknown piece kind \"" + utf8Shortened(name) + "\" (expected " + kindNameList() + ")");
    }
    return k;
}

I18n Reader::translations(const Json& j, const std::string& path)
{
    I18n out;
    if (!j.is_object()) {
        expected(path, "expected-object", "an object mapping language codes to texts");
        return out;
    }
    if (j.size() > kMaxTranslations) {
        add(path, "too-many", {std::to_string(kMaxTranslations), "translations"},
            "too many translations (at most " + std::to_string(kMaxTranslations) + ")");
        return out;
    }
    for (const auto& [lang, text] : j.items()) {
        if (std::optional<std::string> s = string(text, pathKey(path, lang)))
            out[lang] = std::move(*s);
    }
    return out;
}

Fields::Fields(const Json& object, std::string path, Reader& reader)
    : object_(object), path_(std::move(path)), reader_(reader)
{
}

std::string Fields::path(std::string_view key) const
{
    return pathKey(path_, key);
}

const Json* Fields::optional(const std::string& key)
{
    used_.insert(key);
    const auto it = object_.find(key);
    return it == object_.end() ? nullptr : &*it;
}

const Json* Fields::required(const std::string& key)
{
    const Json* j = optional(key);
    if (!j)
        reader_.add(path_, "missing-key", {key}, "missing required key \"" + key + "\"");
    return j;
}

void Fields::finish(Extras* extras)
{
    for (const auto& [key, value] : object_.items()) {
        if (used_.count(key))
            continue;
        if (extras && key.rfind("x-", 0) == 0)
            extras->emplace_back(key, value.dump(-1, ' ', false, Json::error_handler_t::replace));
        else
            reader_.add(path(key), "unknown-key", {key}, "unknown key \"" + utf8Shortened(key) + "\"");
    }
}

} // namespace ff::levelfile
