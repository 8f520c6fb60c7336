#include "engine/SolverSpace.h"

#include <algorithm>

namespace ff {

namespace {

// The inventory pieces in class order: PieceKind order, own before enemy.
struct ClassKey {
    PieceKind kind;
    Side side;
    friend auto operator<=>(const ClassKey&, const ClassKey&) = default;
};

ClassKey keyOf(PieceKind kind, Side side)
{
    return {kind, kind == PieceKind::Token ? side : Side::Own};
}

} // namespace

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

    std::vector<std::pair<ClassKey, int>> counts;
    for (const InventoryItem& item : level.inventory) {
        if (item.count <= 0 || !isPlaceableKind(item.kind))
            continue;
        const ClassKey key = keyOf(item.kind, item.side);
        auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == key; });
        if (it == counts.end())
            counts.emplace_back(key, item.count);
        else
            it->second += item.count;
    }
    for (const Placement& p : fixed) {
        const ClassKey key = keyOf(p.kind, p.side);
        auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == key; });
        if (it != counts.end())
            --it->second;
        arena.put(start_, arena.index(p.at), contentOf(key.kind, key.side));
    }
    std::erase_if(counts, [](const auto& c) { return c.second <= 0; });
    std::sort(counts.begin(), counts.end());

    searchStart_ = start_;
    classCount_ = static_cast<int>(counts.size());
    for (int k = 1; k <= classCount_; ++k) {
        const auto& [key, n] = counts[k - 1];
        kind_[k] = key.kind;
        side_[k] = key.side;
        count_[k] = n;
        content_[k] = contentOf(key.kind, key.side);
        pieceCount_ += n;
        if (isToken(content_[k]))
            tokenClasses_ |= std::uint8_t(1u << k);
        else if (content_[k] >= kStone)
            blockClasses_ |= std::uint8_t(1u << k);
        if (content_[k] == kEnemyToken)
            searchStart_.enemy += n;
    }

    const std::uint8_t all = std::uint8_t((1u << (classCount_ + 1)) - 1);
    possible_.assign(size, 0);
    std::vector<bool> allowed;
    if (level.allowed) {
        allowed.assign(size, false);
        for (Cell c : *level.allowed) {
            if (arena.board().isPlaying(c))
                allowed[arena.index(c)] = true;
        }
    }
    for (int i = 0; i < size; ++i) {
        if (arena.isWall(i) || start_.cells[i] != kEmpty || i == start_.monster || arena.isBlood(i) ||
            arena.isTeleporter(i) || (!allowed.empty() && !allowed[i]))
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
