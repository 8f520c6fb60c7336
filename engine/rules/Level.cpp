#include "engine/rules/Level.h"

#include "engine/rules/Placement.h"

namespace ff {

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
