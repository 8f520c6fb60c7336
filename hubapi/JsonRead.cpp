#include "hubapi/JsonRead.h"

#include "engine/files/IsoWeek.h"

#include <cmath>

namespace ff::api {

namespace {

bool isHex(std::string_view s, std::size_t digits)
{
    if (s.size() != digits)
        return false;
    for (const char c : s)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    return true;
}

// 2026-11-23T00:00:00.000Z: digits where the pattern has 9.
bool isUtcTime(std::string_view s)
{
    constexpr std::string_view pattern = "9999-99-99T99:99:99.999Z";
    if (s.size() != pattern.size())
        return false;
    for (std::size_t i = 0; i < s.size(); ++i)
        if (pattern[i] == '9' ? !(s[i] >= '0' && s[i] <= '9') : s[i] != pattern[i])
            return false;
    return true;
}

} // namespace

std::optional<std::int64_t> integerIn(const nlohmann::json& j, std::int64_t min, std::int64_t max)
{
    if (j.is_number_unsigned()) {
        const std::uint64_t v = j.get<std::uint64_t>();
        if (max < 0 || v > static_cast<std::uint64_t>(max) ||
            (min > 0 && v < static_cast<std::uint64_t>(min)))
            return std::nullopt;
        return static_cast<std::int64_t>(v);
    }
    if (!j.is_number_integer())
        return std::nullopt;
    const std::int64_t v = j.get<std::int64_t>();
    if (v < min || v > max)
        return std::nullopt;
    return v;
}

Refusal notAnObject(const std::string& path)
{
    return {ErrorCode::BadRequest,
            (path.empty() ? std::string("the message") : path) + " must be a JSON object"};
}

JsonRead::JsonRead(const nlohmann::json& j, std::string path) : j_(j), path_(std::move(path))
{
    if (!j_.is_object())
        refusal_ = notAnObject(path_);
}

std::string JsonRead::at(std::string_view key) const
{
    return path_.empty() ? std::string(key) : path_ + "." + std::string(key);
}

std::string JsonRead::prefixed(const std::string& where, const std::string& reason)
{
    // A nested reader names its keys from its own root; "the message must be ..."
    // becomes "where must be ...".
    constexpr std::string_view whole = "the message";
    if (reason.starts_with(whole))
        return where + reason.substr(whole.size());
    return where + "." + reason;
}

void JsonRead::fail(std::string_view key, const std::string& what, ErrorCode code)
{
    if (!refusal_)
        refusal_ = Refusal{code, at(key) + " " + what};
}

const nlohmann::json* JsonRead::find(std::string_view key)
{
    if (refusal_)
        return nullptr;
    const auto it = j_.find(key);
    if (it == j_.end()) {
        fail(key, "is missing", ErrorCode::BadRequest);
        return nullptr;
    }
    return &*it;
}

std::string JsonRead::string(std::string_view key)
{
    const nlohmann::json* v = find(key);
    if (!v)
        return {};
    if (!v->is_string()) {
        fail(key, "must be a string", ErrorCode::BadRequest);
        return {};
    }
    return v->get<std::string>();
}

std::optional<std::string> JsonRead::nullableString(std::string_view key)
{
    const nlohmann::json* v = find(key);
    if (!v || v->is_null())
        return std::nullopt;
    if (!v->is_string()) {
        fail(key, "must be a string or null", ErrorCode::BadRequest);
        return std::nullopt;
    }
    return v->get<std::string>();
}

std::int64_t JsonRead::integer(std::string_view key, std::int64_t min, std::int64_t max)
{
    const nlohmann::json* v = find(key);
    if (!v)
        return min;
    const std::optional<std::int64_t> value = integerIn(*v, min, max);
    if (!value) {
        fail(key,
             "must be a whole number from " + std::to_string(min) + " to " +
                 (max == kMaxCount ? std::string("2^63-1") : std::to_string(max)),
             ErrorCode::BadRequest);
        return min;
    }
    return *value;
}

double JsonRead::number(std::string_view key, double min, double max)
{
    const nlohmann::json* v = find(key);
    if (!v)
        return min;
    const double value = v->is_number() ? v->get<double>() : std::nan("");
    if (!(value >= min && value <= max)) {
        fail(key, "must be a number from " + nlohmann::json(min).dump() + " to " + nlohmann::json(max).dump(),
             ErrorCode::BadRequest);
        return min;
    }
    return value;
}

bool JsonRead::boolean(std::string_view key)
{
    const nlohmann::json* v = find(key);
    if (!v)
        return false;
    if (!v->is_boolean()) {
        fail(key, "must be true or false", ErrorCode::BadRequest);
        return false;
    }
    return v->get<bool>();
}

const nlohmann::json* JsonRead::object(std::string_view key, bool nullable)
{
    const nlohmann::json* v = find(key);
    if (!v || (nullable && v->is_null()))
        return nullptr;
    if (!v->is_object()) {
        fail(key, nullable ? "must be an object or null" : "must be an object", ErrorCode::BadRequest);
        return nullptr;
    }
    return v;
}

const nlohmann::json* JsonRead::array(std::string_view key)
{
    const nlohmann::json* v = find(key);
    if (!v)
        return nullptr;
    if (!v->is_array()) {
        fail(key, "must be an array", ErrorCode::BadRequest);
        return nullptr;
    }
    return v;
}

std::string JsonRead::week(std::string_view key)
{
    std::string text = string(key);
    const std::optional<IsoWeek> week = ok() ? parseIsoWeek(text) : std::nullopt;
    if (ok() && (!week || !isoWeekExists(*week)))
        fail(key, "must be an existing ISO week like 2026-W48", ErrorCode::BadRequest);
    return text;
}

std::string JsonRead::time(std::string_view key)
{
    std::string text = string(key);
    if (ok() && !isUtcTime(text))
        fail(key, "must be a UTC time like 2026-11-23T00:00:00.000Z", ErrorCode::BadRequest);
    return text;
}

std::string JsonRead::slug(std::string_view key)
{
    std::string text = string(key);
    if (ok() && !isHex(text, 12))
        fail(key, "must be a slug of 12 hexadecimal digits", ErrorCode::BadRequest);
    return text;
}

std::optional<std::string> JsonRead::nullableSlug(std::string_view key)
{
    std::optional<std::string> text = nullableString(key);
    if (ok() && text && !isHex(*text, 12))
        fail(key, "must be a slug of 12 hexadecimal digits or null", ErrorCode::BadRequest);
    return text;
}

std::string JsonRead::hex64(std::string_view key)
{
    std::string text = string(key);
    if (ok() && !isHex(text, 64))
        fail(key, "must be 64 hexadecimal digits", ErrorCode::BadRequest);
    return text;
}

} // namespace ff::api
