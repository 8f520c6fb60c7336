#include "engine/files/Utf8.h"

namespace ff {

namespace {

// Length in bytes of the well-formed sequence starting at s[i], or 0 when there is none.
std::size_t sequenceLength(std::string_view s, std::size_t i)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char b0 = byte(i);
    if (b0 < 0x80)
        return 1;
    std::size_t n = 0;
    unsigned char lo = 0x80;
    unsigned char hi = 0xBF;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        n = 2;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        n = 3;
        if (b0 == 0xE0)
            lo = 0xA0; // overlong
        else if (b0 == 0xED)
            hi = 0x9F; // surrogates
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        n = 4;
        if (b0 == 0xF0)
            lo = 0x90; // overlong
        else if (b0 == 0xF4)
            hi = 0x8F; // above U+10FFFF
    } else {
        return 0;
    }
    if (s.size() - i < n)
        return 0;
    if (byte(i + 1) < lo || byte(i + 1) > hi)
        return 0;
    for (std::size_t k = 2; k < n; ++k) {
        if (byte(i + k) < 0x80 || byte(i + k) > 0xBF)
            return 0;
    }
    return n;
}

} // namespace

std::optional<std::size_t> firstInvalidUtf8(std::string_view s)
{
    std::size_t i = 0;
    while (i < s.size()) {
        const std::size_t n = sequenceLength(s, i);
        if (n == 0)
            return i;
        i += n;
    }
    return std::nullopt;
}

std::optional<std::size_t> utf8Length(std::string_view s)
{
    std::size_t count = 0;
    std::size_t i = 0;
    while (i < s.size()) {
        const std::size_t n = sequenceLength(s, i);
        if (n == 0)
            return std::nullopt;
        i += n;
        ++count;
    }
    return count;
}

std::string utf8Shortened(std::string_view s, std::size_t maxChars)
{
    std::size_t i = 0;
    for (std::size_t count = 0; i < s.size(); ++count) {
        if (count == maxChars)
            return std::string(s.substr(0, i)) + "\u2026";
        const std::size_t n = sequenceLength(s, i);
        i += n == 0 ? 1 : n;
    }
    return std::string(s);
}

} // namespace ff
