#include "engine/rules/BloodPool.h"

#include <algorithm>
#include <array>
#include <map>

namespace ff {

namespace {
constexpr std::array<Dir, 4> kDirs{Dir::N, Dir::E, Dir::S, Dir::W};
}

bool neighbours(Cell a, Cell b)
{
    return std::any_of(kDirs.begin(), kDirs.end(), [&](Dir d) { return step(a, d) == b; });
}

std::vector<std::vector<Cell>> connectedParts(const std::vector<Cell>& cells)
{
    std::map<Cell, int> part; // cell -> its part, -1 until reached
    for (Cell c : cells)
        part.emplace(c, -1);
    int parts = 0;
    for (Cell start : cells) {
        int& first = part.at(start);
        if (first >= 0)
            continue;
        first = parts;
        std::vector<Cell> todo{start};
        while (!todo.empty()) {
            const Cell c = todo.back();
            todo.pop_back();
            for (Dir d : kDirs) {
                const auto it = part.find(step(c, d));
                if (it != part.end() && it->second < 0) {
                    it->second = parts;
                    todo.push_back(it->first);
                }
            }
        }
        ++parts;
    }
    std::vector<std::vector<Cell>> out(static_cast<std::size_t>(parts));
    for (Cell c : cells)
        out[static_cast<std::size_t>(part.at(c))].push_back(c);
    return out;
}

} // namespace ff
