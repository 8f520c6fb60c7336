#include "engine/Uniqueness.h"

#include "engine/LevelEdit.h"
#include "engine/LevelIo.h"
#include "engine/Solver.h"
#include "engine/Tightness.h"

#include <algorithm>
#include <map>
#include <optional>

namespace ff {

namespace {

// Solutions the first search and each zone round look at.
constexpr std::uint64_t kSearchLimit = 100;
// Solutions a round of the stone sequence looks at to choose the next cell.
constexpr std::uint64_t kSolutionsPerStoneRound = 32;
// Cells tried for a single stone, and proposals of one stone kept.
constexpr std::size_t kStoneCandidates = 12;
constexpr std::size_t kStoneProposals = 3;
// Stones a sequence may use (its searches: one more), and cells tried for each.
constexpr int kSequenceStones = 6;
constexpr std::size_t kSequenceCandidates = 8;
// Rounds of zone shrinking (each searches the level again).
constexpr int kZoneRounds = 48;
// Inventory changes checked, and inventory proposals kept.
constexpr int kInventoryChecks = 48;
constexpr std::size_t kInventoryProposals = 3;

// The kinds a piece of the intended solution may be swapped to, in this order.
constexpr PieceType kSwapTypes[] = {
    pieceTypeOf(PieceKind::Stone, Side::Own),     pieceTypeOf(PieceKind::Token, Side::Own),
    pieceTypeOf(PieceKind::Token, Side::Enemy),   pieceTypeOf(PieceKind::Crystal, Side::Own),
    pieceTypeOf(PieceKind::TurnRight, Side::Own), pieceTypeOf(PieceKind::TurnLeft, Side::Own),
    pieceTypeOf(PieceKind::Turn180, Side::Own),
};

bool uses(const std::vector<Placement>& placement, Cell c)
{
    return std::any_of(placement.begin(), placement.end(), [&](const Placement& p) { return p.at == c; });
}

PieceType typeOf(const Placement& p)
{
    return pieceTypeOf(p.kind, p.side);
}

// Adds `delta` pieces of `type` to the inventory: to its item when it has one (an
// item left without pieces goes), else as a new item at the end.
void adjustInventory(std::vector<InventoryItem>& inventory, PieceType type, int delta)
{
    const auto item = std::find_if(inventory.begin(), inventory.end(), [&](const InventoryItem& i) {
        return pieceTypeOf(i.kind, i.side) == type;
    });
    if (item == inventory.end()) {
        inventory.push_back({type.kind, type.side, delta});
        return;
    }
    item->count += delta;
    if (item->count <= 0)
        inventory.erase(item);
}

class Search {
public:
    Search(const UniquenessOptions& options) : options_(options) {}

    bool stopped() const { return options_.stopToken.stop_requested(); }
    void progress(double fraction) const
    {
        if (options_.progress)
            options_.progress(fraction);
    }

    // The first `limit` solutions of `level`; nothing when stopped.
    std::optional<SolveResult> solutions(const Level& level, std::uint64_t limit) const
    {
        SolveOptions o;
        o.limit = limit;
        o.threads = options_.threads;
        o.stopToken = options_.stopToken;
        SolveResult result = Solver(level).solve(o);
        if (result.cancelled)
            return std::nullopt;
        return result;
    }

    // Whether `level` is valid, its stored solution solves it with every piece
    // needed (tight: no proper subset solves it) and the solver finds no other;
    // nothing when stopped.
    std::optional<bool> uniqueAndTight(const Level& level) const
    {
        if (!level.solution || !validateLevel(level).empty())
            return false;
        const std::optional<Tightness> tightness =
            checkTightness(Arena(level), *level.solution, options_.stopToken);
        if (!tightness)
            return std::nullopt;
        if (!tightness->tight())
            return false;
        SolveOptions o;
        o.limit = 2;
        o.collect = false;
        o.threads = options_.threads;
        o.stopToken = options_.stopToken;
        const SolveResult result = Solver(level).solve(o);
        if (result.cancelled)
            return std::nullopt;
        return result.count == 1;
    }

private:
    const UniquenessOptions& options_;
};

bool anyRun(const RunTraits&)
{
    return true;
}

std::vector<Cell> zoneOf(const Level& level)
{
    return level.allowed ? *level.allowed : freeCells(level);
}

} // namespace

std::vector<Cell> freeCells(const Level& level)
{
    Level open = level;
    open.allowed.reset();
    const PlacementRules rules(open);
    std::vector<Cell> cells;
    for (int y = 0; y < level.board.height(); ++y)
        for (int x = 0; x < level.board.width(); ++x)
            if (rules.cellRefusal({x, y}) == PlacementRefusal::None)
                cells.push_back({x, y});
    return cells;
}

bool solves(const Arena& arena, const std::vector<Placement>& placement)
{
    State s = arena.initialState();
    arena.place(s, placement);
    return arena.run(s).outcome == Outcome::Solved;
}

std::vector<Cell> cellsToBlock(const std::vector<std::vector<Placement>>& solutions,
                               const std::vector<Placement>& intended)
{
    std::map<Cell, int> count;
    for (const std::vector<Placement>& s : solutions)
        if (s != intended)
            for (const Placement& p : s)
                if (!uses(intended, p.at))
                    ++count[p.at];
    std::vector<std::pair<int, Cell>> ranked;
    for (const auto& [cell, n] : count)
        ranked.push_back({-n, cell});
    std::sort(ranked.begin(), ranked.end());
    std::vector<Cell> cells;
    for (const auto& entry : ranked)
        cells.push_back(entry.second);
    return cells;
}

bool blockWithStone(Level& level, std::vector<Cell>& zone, Cell c, const std::vector<Placement>& intended,
                    const std::function<bool(const RunTraits&)>& accept)
{
    Level blocked = level;
    if (placeObject(blocked, PieceKind::Stone, Side::Own, c) != EditRefusal::None)
        return false;
    std::vector<Cell> rest = zone;
    rest.erase(std::remove(rest.begin(), rest.end(), c), rest.end());
    if (blocked.allowed) {
        if (static_cast<int>(rest.size()) < kZoneCellsPerPiece * static_cast<int>(intended.size()))
            return false;
        blocked.allowed = rest;
    }
    const Arena arena(blocked);
    State start = arena.initialState();
    arena.place(start, intended);
    const RunTraits run = traceRun(arena, std::move(start));
    if (run.outcome != Outcome::Solved || !accept(run))
        return false;
    level = std::move(blocked);
    zone = std::move(rest);
    return true;
}

bool shrinkZone(std::vector<Cell>& zone, const std::vector<Cell>& ranked, std::size_t cells, int pieces)
{
    for (std::size_t i = 0; i < std::min(cells, ranked.size()); ++i) {
        if (static_cast<int>(zone.size()) <= kZoneCellsPerPiece * pieces)
            return i > 0;
        zone.erase(std::remove(zone.begin(), zone.end(), ranked[i]), zone.end());
    }
    return true;
}

UniquenessResult proposeUniqueness(const Level& level, const std::vector<Placement>& intended,
                                   const UniquenessOptions& options)
{
    UniquenessResult result;
    const Search search(options);
    std::vector<Placement> want = intended;
    std::sort(want.begin(), want.end());
    const PlacementRules rules(level);
    if (rules.legalPart(want).size() != want.size() || rules.piecesLeft(want) != 0 ||
        !solves(Arena(level), want)) {
        result.status = UniquenessResult::Status::IntendedFails;
        return result;
    }
    const auto cancelled = [&] {
        result.status = UniquenessResult::Status::Cancelled;
        result.proposals.clear();
        return result;
    };
    const std::optional<SolveResult> first = search.solutions(level, kSearchLimit);
    if (!first)
        return cancelled();
    result.solutionsBefore = first->count;
    result.complete = first->complete;
    if (first->count == 1) {
        result.status = UniquenessResult::Status::AlreadyUnique;
        return result;
    }
    search.progress(0.1);
    const int pieces = static_cast<int>(want.size());
    // Keeps `proposal` when its level is unique with its stored solution and that
    // solution is tight; nothing when stopped.
    const auto propose = [&](UniquenessProposal proposal) -> std::optional<bool> {
        const std::optional<bool> unique = search.uniqueAndTight(proposal.level);
        if (unique && *unique)
            result.proposals.push_back(std::move(proposal));
        return unique;
    };

    // A proposal of `kind` to fill in, on the level as it is, keeping `want`.
    const auto keeping = [&](UniquenessProposal::Kind kind) {
        UniquenessProposal p;
        p.kind = kind;
        p.level = level;
        p.level.solution = want;
        return p;
    };

    // Single stones on the cells the other solutions use most.
    const std::vector<Cell> ranked = cellsToBlock(first->solutions, want);
    const std::size_t candidates = std::min(kStoneCandidates, ranked.size());
    std::size_t stones = 0;
    for (std::size_t i = 0; i < candidates && stones < kStoneProposals; ++i) {
        search.progress(0.1 + 0.3 * static_cast<double>(i) / static_cast<double>(candidates));
        UniquenessProposal p = keeping(UniquenessProposal::Kind::Stones);
        std::vector<Cell> zone = zoneOf(level);
        if (!blockWithStone(p.level, zone, ranked[i], want, anyRun))
            continue;
        p.cells = {ranked[i]};
        const std::optional<bool> unique = propose(std::move(p));
        if (!unique)
            return cancelled();
        stones += *unique ? 1 : 0;
    }

    // Takes other solutions away from p.level round by round: each round searches
    // its first `limit` solutions and keeps p when only the intended one is left,
    // else `change` narrows p down (false: no way on). False when stopped.
    const auto narrow = [&](UniquenessProposal p, int rounds, std::uint64_t limit, double from, double to,
                            const std::function<bool(UniquenessProposal&, const SolveResult&)>& change) {
        for (int round = 0; round < rounds; ++round) {
            search.progress(from + (to - from) * round / rounds);
            const std::optional<SolveResult> left = search.solutions(p.level, limit);
            if (!left)
                return false;
            if (left->count == 1)
                return propose(std::move(p)).has_value();
            if (!change(p, *left))
                break;
        }
        return true;
    };

    // A smaller zone: out go the cells that, most used first, meet every other
    // solution found; then search again, as a zone that cut the search short may
    // leave further solutions.
    std::vector<Cell> zone = zoneOf(level);
    const auto shrink = [&](UniquenessProposal& p, const SolveResult& left) {
        std::vector<std::vector<Placement>> others = left.solutions;
        std::erase(others, want);
        while (!others.empty()) {
            const std::vector<Cell> most = cellsToBlock(others, want);
            if (most.empty() || !shrinkZone(zone, most, 1, pieces))
                return false;
            p.cells.push_back(most.front());
            std::erase_if(others, [&](const std::vector<Placement>& s) { return uses(s, most.front()); });
        }
        p.level.allowed = zone;
        return true;
    };
    if (!narrow(keeping(UniquenessProposal::Kind::Zone), kZoneRounds, kSearchLimit, 0.4, 0.55, shrink))
        return cancelled();

    // When no single stone is enough: a sequence of stones, each on the first cell,
    // most used first, where the intended solution still solves.
    zone = zoneOf(level);
    const auto block = [&](UniquenessProposal& p, const SolveResult& left) {
        const std::vector<Cell> next = cellsToBlock(left.solutions, want);
        for (std::size_t k = 0; k < std::min(kSequenceCandidates, next.size()); ++k) {
            if (blockWithStone(p.level, zone, next[k], want, anyRun)) {
                p.cells.push_back(next[k]);
                return true;
            }
        }
        return false;
    };
    if (stones == 0 && !narrow(keeping(UniquenessProposal::Kind::Stones), kSequenceStones + 1,
                               kSolutionsPerStoneRound, 0.55, 0.7, block))
        return cancelled();

    // One piece fewer, or one piece of another kind, where the intended solution
    // adapts: without that piece, or with the other kind on its cell.
    int checks = 0;
    std::size_t inventory = 0;
    for (std::size_t i = 0; i < want.size(); ++i) {
        std::vector<std::pair<PieceType, std::vector<Placement>>> changes;
        if (pieces > 1) {
            std::vector<Placement> fewer = want;
            fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
            changes.push_back({typeOf(want[i]), fewer});
        }
        for (PieceType to : kSwapTypes) {
            if (to == typeOf(want[i]))
                continue;
            std::vector<Placement> swapped = want;
            swapped[i].kind = to.kind;
            swapped[i].side = to.side;
            std::sort(swapped.begin(), swapped.end());
            changes.push_back({to, swapped});
        }
        for (auto& [to, adapted] : changes) {
            if (checks == kInventoryChecks || inventory == kInventoryProposals)
                break;
            search.progress(0.7 + 0.3 * checks / kInventoryChecks);
            UniquenessProposal p;
            const bool fewer = adapted.size() < want.size();
            p.kind = fewer ? UniquenessProposal::Kind::FewerPieces : UniquenessProposal::Kind::SwapPiece;
            p.cells = {want[i].at};
            p.from = typeOf(want[i]);
            p.to = to;
            p.level = level;
            adjustInventory(p.level.inventory, p.from, -1);
            if (!fewer)
                adjustInventory(p.level.inventory, to, 1);
            p.level.solution = adapted;
            if (!solves(Arena(p.level), adapted))
                continue;
            ++checks;
            const std::optional<bool> unique = propose(std::move(p));
            if (!unique)
                return cancelled();
            inventory += *unique ? 1 : 0;
        }
    }
    if (search.stopped())
        return cancelled();
    search.progress(1);
    return result;
}

} // namespace ff
