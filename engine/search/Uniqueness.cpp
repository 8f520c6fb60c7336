#include "engine/search/Uniqueness.h"

#include "engine/files/LevelIo.h"
#include "engine/rules/LevelEdit.h"
#include "engine/search/Solver.h"
#include "engine/search/Tightness.h"

#include <algorithm>
#include <array>
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

// The types a piece of the intended solution may be swapped to, in this order: the
// stone first (it only blocks), then every other placeable type in the catalogue's
// order.
constexpr std::array<PieceType, kPlaceableTypes.size()> swapTypes()
{
    constexpr PieceType kStone = pieceTypeOf(PieceKind::Stone, Side::Own);
    std::array<PieceType, kPlaceableTypes.size()> out{};
    std::size_t n = 0;
    out[n++] = kStone;
    for (const PieceType t : kPlaceableTypes) {
        if (t != kStone)
            out[n++] = t;
    }
    return out;
}
constexpr std::array<PieceType, kPlaceableTypes.size()> kSwapTypes = swapTypes();

bool uses(const std::vector<Placement>& placement, Cell c)
{
    return std::any_of(placement.begin(), placement.end(), [&](const Placement& p) { return p.at == c; });
}

PieceType typeOf(const Placement& p)
{
    return pieceTypeOf(p.kind, p.side);
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

namespace {

// The proposals for one level, in the order proposeUniqueness tries them; each
// step answers false when the search was stopped.
class Proposer {
public:
    Proposer(const Level& level, const std::vector<Placement>& want, const Search& search,
             UniquenessResult& result)
        : level_(level), want_(want), search_(search), result_(result), pieces_(static_cast<int>(want.size()))
    {
    }

    // Single stones on the cells the other solutions use most; `stones` counts the
    // proposals kept.
    bool singleStones(const SolveResult& first, std::size_t& stones)
    {
        const std::vector<Cell> ranked = cellsToBlock(first.solutions, want_);
        const std::size_t candidates = std::min(kStoneCandidates, ranked.size());
        for (std::size_t i = 0; i < candidates && stones < kStoneProposals; ++i) {
            search_.progress(0.1 + 0.3 * static_cast<double>(i) / static_cast<double>(candidates));
            UniquenessProposal p = keeping(UniquenessProposal::Kind::Stones);
            std::vector<Cell> zone = zoneOf(level_);
            if (!blockWithStone(p.level, zone, ranked[i], want_, anyRun))
                continue;
            p.cells = {ranked[i]};
            const std::optional<bool> unique = propose(std::move(p));
            if (!unique)
                return false;
            stones += *unique ? 1 : 0;
        }
        return true;
    }

    // A smaller zone: out go the cells that, most used first, meet every other
    // solution found; then search again, as a zone that cut the search short may
    // leave further solutions.
    bool smallerZone()
    {
        std::vector<Cell> zone = zoneOf(level_);
        const auto shrink = [&](UniquenessProposal& p, const SolveResult& left) {
            std::vector<std::vector<Placement>> others = left.solutions;
            std::erase(others, want_);
            while (!others.empty()) {
                const std::vector<Cell> most = cellsToBlock(others, want_);
                if (most.empty() || !shrinkZone(zone, most, 1, pieces_))
                    return false;
                p.cells.push_back(most.front());
                std::erase_if(others, [&](const std::vector<Placement>& s) { return uses(s, most.front()); });
            }
            p.level.allowed = zone;
            return true;
        };
        return narrow(keeping(UniquenessProposal::Kind::Zone), kZoneRounds, kSearchLimit, 0.4, 0.55, shrink);
    }

    // When no single stone is enough: a sequence of stones, each on the first cell,
    // most used first, where the intended solution still solves.
    bool stoneSequence()
    {
        std::vector<Cell> zone = zoneOf(level_);
        const auto block = [&](UniquenessProposal& p, const SolveResult& left) {
            const std::vector<Cell> next = cellsToBlock(left.solutions, want_);
            for (std::size_t k = 0; k < std::min(kSequenceCandidates, next.size()); ++k) {
                if (blockWithStone(p.level, zone, next[k], want_, anyRun)) {
                    p.cells.push_back(next[k]);
                    return true;
                }
            }
            return false;
        };
        return narrow(keeping(UniquenessProposal::Kind::Stones), kSequenceStones + 1, kSolutionsPerStoneRound,
                      0.55, 0.7, block);
    }

    // One piece fewer, or one piece of another kind, where the intended solution
    // adapts: without that piece, or with the other kind on its cell.
    bool inventoryChanges()
    {
        int checks = 0;
        std::size_t inventory = 0;
        for (std::size_t i = 0; i < want_.size(); ++i) {
            for (auto& [to, adapted] : changesOf(i)) {
                if (checks == kInventoryChecks || inventory == kInventoryProposals)
                    break;
                search_.progress(0.7 + 0.3 * checks / kInventoryChecks);
                UniquenessProposal p;
                const bool fewer = adapted.size() < want_.size();
                p.kind = fewer ? UniquenessProposal::Kind::FewerPieces : UniquenessProposal::Kind::SwapPiece;
                p.cells = {want_[i].at};
                p.from = typeOf(want_[i]);
                p.to = to;
                p.level = level_;
                adjustInventory(p.level, p.from, -1);
                if (!fewer)
                    adjustInventory(p.level, to, 1);
                p.level.solution = adapted;
                if (!solves(Arena(p.level), adapted))
                    continue;
                ++checks;
                const std::optional<bool> unique = propose(std::move(p));
                if (!unique)
                    return false;
                inventory += *unique ? 1 : 0;
            }
        }
        return true;
    }

private:
    // Keeps `proposal` when its level is unique with its stored solution and that
    // solution is tight; nothing when stopped.
    std::optional<bool> propose(UniquenessProposal proposal)
    {
        const std::optional<bool> unique = search_.uniqueAndTight(proposal.level);
        if (unique && *unique)
            result_.proposals.push_back(std::move(proposal));
        return unique;
    }

    // A proposal of `kind` to fill in, on the level as it is, keeping the intended
    // solution.
    UniquenessProposal keeping(UniquenessProposal::Kind kind) const
    {
        UniquenessProposal p;
        p.kind = kind;
        p.level = level_;
        p.level.solution = want_;
        return p;
    }

    // Takes other solutions away from p.level round by round: each round searches
    // its first `limit` solutions and keeps p when only the intended one is left,
    // else `change` narrows p down (false: no way on). False when stopped.
    bool narrow(UniquenessProposal p, int rounds, std::uint64_t limit, double from, double to,
                const std::function<bool(UniquenessProposal&, const SolveResult&)>& change)
    {
        for (int round = 0; round < rounds; ++round) {
            search_.progress(from + (to - from) * round / rounds);
            const std::optional<SolveResult> left = search_.solutions(p.level, limit);
            if (!left)
                return false;
            if (left->count == 1)
                return propose(std::move(p)).has_value();
            if (!change(p, *left))
                break;
        }
        return true;
    }

    // The intended solution without piece i (when there is more than one), then
    // with piece i swapped to each other type, with the type that changes.
    std::vector<std::pair<PieceType, std::vector<Placement>>> changesOf(std::size_t i) const
    {
        std::vector<std::pair<PieceType, std::vector<Placement>>> changes;
        if (pieces_ > 1) {
            std::vector<Placement> fewer = want_;
            fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
            changes.push_back({typeOf(want_[i]), fewer});
        }
        for (PieceType to : kSwapTypes) {
            if (to == typeOf(want_[i]))
                continue;
            std::vector<Placement> swapped = want_;
            swapped[i].kind = to.kind;
            swapped[i].side = to.side;
            std::sort(swapped.begin(), swapped.end());
            changes.push_back({to, swapped});
        }
        return changes;
    }

    const Level& level_;
    const std::vector<Placement>& want_;
    const Search& search_;
    UniquenessResult& result_;
    int pieces_;
};

} // namespace

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
    Proposer proposer(level, want, search, result);
    std::size_t stones = 0;
    if (!proposer.singleStones(*first, stones) || !proposer.smallerZone() ||
        (stones == 0 && !proposer.stoneSequence()) || !proposer.inventoryChanges() || search.stopped())
        return cancelled();
    search.progress(1);
    return result;
}

} // namespace ff
