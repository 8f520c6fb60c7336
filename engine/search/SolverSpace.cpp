#include "engine/search/SolverSpace.h"

#include "engine/rules/Placement.h"

#include <map>

namespace ff {

SolverSpace::SolverSpace(const Arena& arena, const Level& level, const std::vector<Placement>& fixed)
    : arena_(&arena), start_(arena.initialState()), eatAll_(arena.goal() == Goal::EatAllEnemies)
{
    const int size = arena.gridSize();
    const int stride = arena.stride();
    delta_ = {-stride, 1, stride, -1};
    xOf_.resize(size);
    yOf_.resize(size);
    for (int i = 0; i < size; ++i) {
        xOf_[i] = i % stride - 1;
        yOf_[i] = i / stride - 1;
    }

    // The classes in PieceType order: PieceKind order, own before enemy.
    std::map<PieceType, int> counts = inventoryCounts(level);
    for (const Placement& p : fixed) {
        const PieceType type = pieceTypeOf(p.kind, p.side);
        if (const auto it = counts.find(type); it != counts.end())
            --it->second;
        arena.put(start_, arena.index(p.at), contentOf(type.kind, type.side));
    }
    std::erase_if(counts, [](const auto& c) { return c.second <= 0; });

    searchStart_ = start_;
    classCount_ = static_cast<int>(counts.size());
    int k = 0;
    for (const auto& [type, n] : counts) {
        ++k;
        kind_[k] = type.kind;
        side_[k] = type.side;
        count_[k] = n;
        content_[k] = contentOf(type.kind, type.side);
        pieceCount_ += n;
        if (isToken(content_[k]))
            tokenClasses_ |= ClassSet(1u << k);
        else if (isSightBlocker(content_[k]))
            blockClasses_ |= ClassSet(1u << k);
        if (content_[k] == kEnemyToken)
            searchStart_.enemy += n;
    }

    const ClassSet all = ClassSet((1u << (classCount_ + 1)) - 1);
    possible_.assign(size, 0);
    const PlacementRules rules(level);
    for (int i = 0; i < size; ++i) {
        if (arena.isWall(i) || rules.checkCell(fixed, arena.cellAt(i)) != PlacementRefusal::None)
            continue;
        possible_[i] = all;
        candidates_.push_back(i);
    }
}

Placement SolverSpace::placement(int k, int idx) const
{
    return {kind_[k], side_[k], arena_->cellAt(idx)};
}

} // namespace ff
