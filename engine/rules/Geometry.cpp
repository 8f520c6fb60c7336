#include "engine/rules/Geometry.h"

namespace ff {

char dirLetter(Dir d)
{
    static constexpr char letters[] = {'N', 'E', 'S', 'W'};
    return letters[static_cast<int>(d)];
}

std::optional<Dir> dirFromLetter(std::string_view s)
{
    if (s == "N")
        return Dir::N;
    if (s == "E")
        return Dir::E;
    if (s == "S")
        return Dir::S;
    if (s == "W")
        return Dir::W;
    return std::nullopt;
}

} // namespace ff
