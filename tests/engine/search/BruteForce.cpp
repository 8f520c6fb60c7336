#include "tests/engine/search/BruteForce.h"

#include "engine/rules/Arena.h"

#include <algorithm>

namespace ff::test {

std::vector<Cell> legalCells(const Level& level)
{
    std::vector<Cell> cells;
    for (int y = 0; y < level.board.height(); ++y) {
        for (int x = 0; x < level.board.width(); ++x) {
            const Cell c{x, y};
            if (level.board.isVoid(c) || c == level.monsterAt)
                continue;
            const bool taken = std::any_of(level.pieces.begin(), level.pieces.end(), [&](const Piece& p) {
                if (p.kind == PieceKind::Blood)
                    return std::find(p.cells.begin(), p.cells.end(), c) != p.cells.end();
                return p.at == c;
            });
            if (taken)
                continue;
            if (level.allowed &&
                std::find(level.allowed->begin(), level.allowed->end(), c) == level.allowed->end())
                continue;
            cells.push_back(c);
        }
    }
    return cells;
}

std::vector<std::vector<Placement>> bruteForceSolutionList(const Level& level)
{
    std::vector<Placement> pieces;
    for (const InventoryItem& item : level.inventory)
        for (int i = 0; i < item.count; ++i)
            pieces.push_back({item.kind, item.kind == PieceKind::Token ? item.side : Side::Own, {}});
    const std::vector<Cell> cells = legalCells(level);
    const Arena arena(level);
    std::vector<int> at(pieces.size(), -1);
    std::vector<std::vector<Placement>> solutions;
    auto place = [&](auto&& self, std::size_t i) -> void {
        if (i == pieces.size()) {
            std::vector<Placement> placement = pieces;
            for (std::size_t k = 0; k < pieces.size(); ++k)
                placement[k].at = cells[static_cast<std::size_t>(at[k])];
            State s = arena.initialState();
            arena.place(s, placement);
            if (arena.run(s).outcome == Outcome::Solved) {
                std::sort(placement.begin(), placement.end());
                solutions.push_back(placement);
            }
            return;
        }
        // Identical pieces take increasing cells, so each set is counted once.
        const bool sameAsPrevious =
            i > 0 && pieces[i].kind == pieces[i - 1].kind && pieces[i].side == pieces[i - 1].side;
        for (int c = sameAsPrevious ? at[i - 1] + 1 : 0; c < static_cast<int>(cells.size()); ++c) {
            if (std::find(at.begin(), at.begin() + static_cast<long>(i), c) !=
                at.begin() + static_cast<long>(i))
                continue;
            at[i] = c;
            self(self, i + 1);
        }
        at[i] = -1;
    };
    place(place, 0);
    return solutions;
}

int bruteForceSolutions(const Level& level)
{
    return static_cast<int>(bruteForceSolutionList(level).size());
}

bool someProperSubsetSolves(const Level& level, const std::vector<Placement>& placement)
{
    const Arena arena(level);
    const std::size_t all = std::size_t{1} << placement.size();
    for (std::size_t mask = 0; mask + 1 < all; ++mask) {
        std::vector<Placement> subset;
        for (std::size_t i = 0; i < placement.size(); ++i) {
            if (mask & (std::size_t{1} << i))
                subset.push_back(placement[i]);
        }
        State s = arena.initialState();
        arena.place(s, subset);
        if (arena.run(s).outcome == Outcome::Solved)
            return true;
    }
    return false;
}

} // namespace ff::test
