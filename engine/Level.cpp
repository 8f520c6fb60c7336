#include "engine/Level.h"

#include "engine/Placement.h"

#include <array>

namespace ff {

namespace {
constexpr std::array<const char*, 8> kKindNames = {"token",     "stone",    "crystal", "turn-right",
                                                   "turn-left", "turn-180", "blood",   "teleporter"};
}

const char* kindName(PieceKind k)
{
    return kKindNames[static_cast<size_t>(k)];
}

std::optional<PieceKind> kindFromName(std::string_view s)
{
    for (size_t i = 0; i < kKindNames.size(); ++i) {
        if (s == kKindNames[i])
            return static_cast<PieceKind>(i);
    }
    return std::nullopt;
}

const char* sideName(Side s)
{
    return s == Side::Own ? "own" : "enemy";
}

std::optional<Side> sideFromName(std::string_view s)
{
    if (s == "own")
        return Side::Own;
    if (s == "enemy")
        return Side::Enemy;
    return std::nullopt;
}

const char* goalName(Goal g)
{
    return g == Goal::EatAllEnemies ? "eat-all-enemies" : "survive-forever";
}

std::optional<Goal> goalFromName(std::string_view s)
{
    if (s == "eat-all-enemies")
        return Goal::EatAllEnemies;
    if (s == "survive-forever")
        return Goal::SurviveForever;
    return std::nullopt;
}

int Level::inventorySize() const
{
    int n = 0;
    for (const auto& [type, count] : inventoryCounts(*this))
        n += count;
    return n;
}

} // namespace ff
