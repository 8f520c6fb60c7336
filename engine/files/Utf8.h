// UTF-8 checks for texts from level files (titles, hints, pair names).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace ff {

// The number of code points in `s`, or nothing when `s` is not well-formed UTF-8
// (stray continuation bytes, truncated or overlong sequences, surrogates, values
// above U+10FFFF).
std::optional<std::size_t> utf8Length(std::string_view s);

// The byte offset of the first byte that makes `s` ill-formed, or nothing when `s`
// is well-formed UTF-8.
std::optional<std::size_t> firstInvalidUtf8(std::string_view s);

// `s` cut to its first `maxChars` code points plus "…" when it is longer, for
// echoing user text in messages. Precondition: `s` is well-formed UTF-8.
std::string utf8Shortened(std::string_view s, std::size_t maxChars = 40);

} // namespace ff
