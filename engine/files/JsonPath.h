// JSON paths as problems report them: "pieces[3].at", "levels[1].board.void[2]";
// "" is the whole document.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>

namespace ff {

inline std::string pathKey(std::string_view path, std::string_view key)
{
    std::string out(path);
    if (!out.empty())
        out += '.';
    out += key;
    return out;
}

inline std::string pathIndex(std::string_view path, std::size_t index)
{
    return std::string(path) + '[' + std::to_string(index) + ']';
}

// `path` (relative to a nested document) seen from the document that holds it at `prefix`.
inline std::string pathJoin(std::string_view prefix, std::string_view path)
{
    if (path.empty())
        return std::string(prefix);
    if (prefix.empty())
        return std::string(path);
    return std::string(prefix) + '.' + std::string(path);
}

// Deepest nesting of arrays and objects in JSON text (brackets inside strings do not
// count). Untrusted text deeper than kMaxJsonDepth is refused before it is parsed.
inline constexpr std::size_t kMaxJsonDepth = 32;

inline std::size_t jsonNestingDepth(std::string_view text)
{
    std::size_t depth = 0;
    std::size_t deepest = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return deepest;
}

} // namespace ff
