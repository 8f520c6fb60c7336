#include "engine/files/BoundedJson.h"

#include "engine/files/Utf8.h"

namespace ff {

std::optional<JsonBoundBreach> checkJsonBounds(std::string_view text, std::size_t maxBytes)
{
    if (text.size() > maxBytes)
        return JsonBoundBreach{JsonBoundBreach::Kind::TooLarge};
    if (const std::optional<std::size_t> bad = firstInvalidUtf8(text))
        return JsonBoundBreach{JsonBoundBreach::Kind::NotUtf8, *bad};
    if (jsonNestingDepth(text) > kMaxJsonDepth)
        return JsonBoundBreach{JsonBoundBreach::Kind::TooDeep};
    return std::nullopt;
}

BoundedJson parseBoundedJson(std::string_view text, std::size_t maxBytes)
{
    if (const std::optional<JsonBoundBreach> breach = checkJsonBounds(text, maxBytes)) {
        switch (breach->kind) {
        case JsonBoundBreach::Kind::TooLarge:
            return {std::nullopt, breach, "too large (more than " + std::to_string(maxBytes) + " bytes)"};
        case JsonBoundBreach::Kind::NotUtf8:
            return {std::nullopt, breach, "not UTF-8"};
        case JsonBoundBreach::Kind::TooDeep:
            return {std::nullopt, breach, "nested deeper than " + std::to_string(kMaxJsonDepth) + " levels"};
        }
    }
    nlohmann::json value = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    if (value.is_discarded())
        return {std::nullopt, std::nullopt, "not JSON"};
    return {std::move(value), std::nullopt, {}};
}

} // namespace ff
