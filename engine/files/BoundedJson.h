// The one reader of untrusted JSON text (level files, the hub's request bodies and
// answers, caches): its size, UTF-8 and nesting depth are checked before nlohmann
// sees it, because nlohmann's parser and destructor must never meet deep nesting.
#pragma once

#include "engine/files/JsonPath.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace ff {

// Longest untrusted JSON text read by default (a level file's limit).
inline constexpr std::size_t kMaxJsonBytes = 4u * 1024u * 1024u;

// The first bound a text breaks.
struct JsonBoundBreach {
    enum class Kind { TooLarge, NotUtf8, TooDeep };
    Kind kind;
    std::size_t offset = 0; // NotUtf8: the first byte that makes the text ill-formed
};

// Checks, in this order: at most `maxBytes` bytes, well-formed UTF-8, arrays and
// objects nested at most kMaxJsonDepth deep. Nothing when the text keeps every bound.
std::optional<JsonBoundBreach> checkJsonBounds(std::string_view text, std::size_t maxBytes = kMaxJsonBytes);

// A JSON text read within the bounds: the value, or why there is none.
struct BoundedJson {
    std::optional<nlohmann::json> value;
    std::optional<JsonBoundBreach> breach; // the bound the text broke, if one did
    // Why there is no value: "too large (more than N bytes)", "not UTF-8", "nested
    // deeper than 32 levels" or "not JSON".
    std::string error;
};

// Reads `text` when it keeps the bounds of checkJsonBounds and is JSON. Never throws.
BoundedJson parseBoundedJson(std::string_view text, std::size_t maxBytes = kMaxJsonBytes);

} // namespace ff
