// Reading the keys of a JSON object with their types and ranges checked, for the
// fromJson functions of hubapi. The first failure is kept as a bad-request refusal
// naming the key ("levels[2].grade must be a whole number from 1 to 5"); later reads
// give default values and change nothing.
#pragma once

#include "hubapi/Decoded.h"
#include "hubapi/ErrorCode.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ff::api {

inline constexpr std::int64_t kMaxCount = std::numeric_limits<std::int64_t>::max();

class JsonRead {
public:
    // `j` is the object at `path` ("" for the whole text).
    JsonRead(const nlohmann::json& j, std::string path);

    bool ok() const { return !refusal_; }
    template <class T> Decoded<T> result(T value) const
    {
        if (refusal_)
            return {std::nullopt, refusal_};
        return {std::move(value), std::nullopt};
    }

    std::string string(std::string_view key);
    std::optional<std::string> nullableString(std::string_view key);
    std::int64_t integer(std::string_view key, std::int64_t min, std::int64_t max);
    double number(std::string_view key, double min, double max);
    bool boolean(std::string_view key);
    // The value at `key` when it is an object (null allowed when `nullable`).
    const nlohmann::json* object(std::string_view key, bool nullable = false);
    const nlohmann::json* array(std::string_view key);
    // Strings that must have a shape: a week (2026-W48), a UTC time
    // (2026-11-23T00:00:00.000Z), a slug (12 hexadecimal digits), 64 hexadecimal digits.
    std::string week(std::string_view key);
    std::string time(std::string_view key);
    std::string slug(std::string_view key);
    std::optional<std::string> nullableSlug(std::string_view key);
    std::string hex64(std::string_view key);

    // A nested message: T::fromJson on the value at `key` (at path.key), its refusal
    // kept as this one's.
    template <class T> std::optional<T> nested(const nlohmann::json& value, const std::string& where)
    {
        if (refusal_)
            return std::nullopt;
        Decoded<T> d = T::fromJson(value);
        if (!d) {
            refusal_ = Refusal{d.refusal->code, prefixed(where, d.refusal->reason)};
            return std::nullopt;
        }
        return std::move(d.value);
    }

    // A list of messages at `key`, each refused as key[i].
    template <class T> std::vector<T> list(std::string_view key)
    {
        std::vector<T> out;
        const nlohmann::json* items = array(key);
        if (!items)
            return out;
        for (std::size_t i = 0; i < items->size() && ok(); ++i)
            if (std::optional<T> item = nested<T>((*items)[i], at(key) + "[" + std::to_string(i) + "]"))
                out.push_back(std::move(*item));
        return out;
    }

    std::string at(std::string_view key) const;
    void fail(std::string_view key, const std::string& what, ErrorCode code);

private:
    const nlohmann::json* find(std::string_view key);
    static std::string prefixed(const std::string& where, const std::string& reason);

    const nlohmann::json& j_;
    std::string path_;
    std::optional<Refusal> refusal_;
};

// The refusal of a value that is not an object, at `path` ("" for the whole text).
Refusal notAnObject(const std::string& path);

// The integer value of `j` when it is a whole number in [min, max] (unsigned values
// above the int64 range included, so nothing wraps).
std::optional<std::int64_t> integerIn(const nlohmann::json& j, std::int64_t min, std::int64_t max);

} // namespace ff::api
