#include "engine/search/Generator.h"

#include "engine/files/LevelIo.h"
#include "engine/rules/Arena.h"
#include "engine/rules/BasicLayout.h"
#include "engine/rules/LevelEdit.h"
#include "engine/search/Solver.h"
#include "engine/search/Tightness.h"
#include "engine/search/Uniqueness.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>

namespace ff {

namespace {

// SplitMix64: a tiny PRNG whose output is fixed by its 64-bit state on every machine.
class Rng {
public:
    explicit Rng(std::uint64_t seed) : state_(seed) {}

    std::uint64_t next()
    {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    // Uniform enough in [0, n) for n > 0 (modulo of a 64-bit draw).
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
    // In [lo, hi].
    int range(int lo, int hi) { return lo + static_cast<int>(below(static_cast<std::size_t>(hi - lo + 1))); }
    bool oneIn(int n) { return below(static_cast<std::size_t>(n)) == 0; }

private:
    std::uint64_t state_;
};

// Every attempt of a seed gets a PRNG of its own, so attempts never depend on how
// much an earlier one drew.
Rng attemptRng(std::uint64_t seed, std::uint64_t attempt)
{
    Rng mixer(seed ^ (attempt * 0xD1B54A32D192ED03ull));
    return Rng(mixer.next());
}

// Placements built per layout before the next attempt.
constexpr int kPlacementTries = 600;
// Rounds of taking other solutions away before the next attempt.
constexpr int kUniquenessRounds = 24;
// Solutions a round looks at to choose the cell to block.
constexpr std::uint64_t kSolutionsPerRound = 32;
// Cells a round tries a blocking stone on, the most used first.
constexpr std::size_t kStoneCandidates = 4;
// Cells a round takes out of the zone while the solutions reach the round's limit.
constexpr std::size_t kCellsPerCrowdedRound = 4;
// Blocking stones a level may get: one per this many playing cells, at least
// kMinBlockingStones. More would clutter the board: the puzzle is the pieces' idea,
// not a maze of stones.
constexpr int kCellsPerBlockingStone = 16;
constexpr int kMinBlockingStones = 3;

bool contains(const std::vector<Mechanic>& list, Mechanic m)
{
    return std::find(list.begin(), list.end(), m) != list.end();
}

bool fits(const std::vector<Mechanic>& used, const GeneratorOptions& options)
{
    return std::all_of(options.include.begin(), options.include.end(),
                       [&](Mechanic m) { return contains(used, m); }) &&
           std::none_of(options.exclude.begin(), options.exclude.end(),
                        [&](Mechanic m) { return contains(used, m); });
}

// A mechanic that the generator may add pieces for: asked for, or, on a layout of
// its own, by chance when not excluded.
bool wants(const GeneratorOptions& options, Rng& rng, Mechanic m)
{
    if (contains(options.include, m))
        return true;
    const bool own = options.board == GeneratorBoard::Own || options.board == GeneratorBoard::Custom;
    return own && !contains(options.exclude, m) && rng.oneIn(5);
}

std::optional<Cell> randomFreeCell(const Level& level, Rng& rng)
{
    const std::vector<Cell> cells = freeCells(level);
    if (cells.empty())
        return std::nullopt;
    return cells[rng.below(cells.size())];
}

void addObject(Level& level, Rng& rng, PieceKind kind, Side side = Side::Own)
{
    if (const std::optional<Cell> c = randomFreeCell(level, rng))
        placeObject(level, kind, side, *c);
}

// A blood pool grown by a random walk from a free cell.
void addBloodPool(Level& level, Rng& rng, int cells)
{
    std::optional<Cell> c = randomFreeCell(level, rng);
    for (int i = 0; c && i < cells; ++i) {
        paintBlood(level, *c);
        const Cell n = step(*c, static_cast<Dir>(rng.below(4)));
        if (level.board.isPlaying(n) && standRefusal(level, Occupant::Blood, n) == EditRefusal::None)
            c = n;
    }
}

void addTeleporterPair(Level& level, Rng& rng)
{
    for (int end = 0; end < 2; ++end) {
        if (const std::optional<Cell> c = randomFreeCell(level, rng)) {
            placeTeleporter(level, *c);
            setTeleporterArrow(level, *c, static_cast<Dir>(rng.below(4)));
        }
    }
}

// The board and its fixed pieces, before tokens and the inventory.
Level baseLevel(const GeneratorOptions& options, Rng& rng)
{
    switch (options.board) {
    case GeneratorBoard::Basic:
        return basicLayoutLevel();
    case GeneratorBoard::Standard:
        return Level{};
    case GeneratorBoard::Own: {
        Level level;
        for (int i = rng.range(6, 12); i > 0; --i)
            addObject(level, rng, PieceKind::Stone);
        for (int i = rng.range(0, 2); i > 0; --i)
            addBloodPool(level, rng, rng.range(2, 4));
        return level;
    }
    case GeneratorBoard::Custom: {
        Level level;
        level.board = Board(options.width, options.height);
        level.monsterAt = {rng.range(0, options.width - 1), rng.range(0, options.height - 1)};
        level.monsterFacing = static_cast<Dir>(rng.below(4));
        for (int i = rng.range(0, options.width * options.height / 10); i > 0; --i)
            addObject(level, rng, PieceKind::Stone);
        return level;
    }
    }
    return Level{};
}

// The layout and tokens of one attempt, without the inventory (not necessarily valid).
Level drawLevel(const GeneratorOptions& options, Rng& rng)
{
    Level level = baseLevel(options, rng);
    level.id = generatedId(options);
    level.title = generatedTitle(options);
    if (options.goal == Goal::SurviveForever)
        level.goal = Goal::SurviveForever;
    if (wants(options, rng, Mechanic::Teleport) || contains(options.include, Mechanic::CrushTeleporter))
        addTeleporterPair(level, rng);
    if (wants(options, rng, Mechanic::TurnRight))
        addObject(level, rng, PieceKind::TurnRight);
    if (wants(options, rng, Mechanic::TurnLeft))
        addObject(level, rng, PieceKind::TurnLeft);
    if (wants(options, rng, Mechanic::Turn180))
        addObject(level, rng, PieceKind::Turn180);
    if (wants(options, rng, Mechanic::CrystalSight))
        addObject(level, rng, PieceKind::Crystal);
    const bool hasBlood = std::any_of(level.pieces.begin(), level.pieces.end(),
                                      [](const Piece& p) { return p.kind == PieceKind::Blood; });
    if (!hasBlood && (contains(options.include, Mechanic::MonsterSlide) ||
                      contains(options.include, Mechanic::ObjectSlide)))
        addBloodPool(level, rng, rng.range(2, 4));

    // More pieces to place need more to do: more enemies to reach and own tokens to
    // keep out of the monster's way.
    const bool small = level.board.playingCount() < 60;
    const int pieces = options.pieces.value_or(options.difficulty);
    for (int i = rng.range(1, small ? 2 : 2 + pieces / 3); i > 0; --i)
        addObject(level, rng, PieceKind::Token, Side::Enemy);
    for (int i = rng.range(0, small ? 1 : 1 + pieces / 2); i > 0; --i)
        addObject(level, rng, PieceKind::Token, Side::Own);

    return level;
}

// The types an inventory is drawn from: the options' kinds, else all seven.
const std::vector<PieceType>& inventoryKinds(const GeneratorOptions& options)
{
    static const std::vector<PieceType> kAll(kPlaceableTypes.begin(), kPlaceableTypes.end());
    return options.kinds.empty() ? kAll : options.kinds;
}

// The inventory that `placement` places.
std::vector<InventoryItem> inventoryOf(const std::vector<Placement>& placement)
{
    std::map<PieceType, int> counts;
    for (const Placement& p : placement)
        ++counts[pieceTypeOf(p.kind, p.side)];
    std::vector<InventoryItem> items;
    for (const auto& [type, count] : counts)
        items.push_back({type.kind, type.side, count});
    return items;
}

// Pieces put down per try beyond the pieces to place: the try keeps the subsets
// that are needed whole.
constexpr int kSparePieces = 2;

// A tight placement (engine/search/Tightness.h) of `pieces` pieces of `kinds` on `cells`
// whose run fits the mechanics asked for and whose grade is the target, sorted as
// the solver lists solutions; nothing after kPlacementTries tries. A try puts
// pieces + kSparePieces random pieces down one at a time, each on a cell the run
// with the pieces so far reads, so that every piece stands where the monster looks
// or walks: the player's idea built piece by piece. When they solve the level, the
// subsets of `pieces` of them that solve it and are tight are the candidates, in a
// fixed order. (The smallest subset that solves is always tight, but seldom as
// large as asked; among the larger ones the tight ones are the puzzles.)
std::optional<std::vector<Placement>> intendedPlacement(const Level& level,
                                                        const std::vector<PieceType>& kinds, int pieces,
                                                        const std::vector<Cell>& cells,
                                                        const GeneratorOptions& options, Rng& rng,
                                                        const std::stop_token& stop)
{
    const std::size_t drawn = static_cast<std::size_t>(pieces + kSparePieces);
    if (cells.size() < drawn)
        return std::nullopt;
    const Arena arena(level);
    RunWorkspace ws;
    std::vector<std::uint8_t> seen;
    for (int t = 0; t < kPlacementTries && !stop.stop_requested(); ++t) {
        std::vector<Placement> placement;
        while (placement.size() < drawn) {
            markCellsRead(arena, placement, seen, ws);
            std::vector<Cell> choice;
            for (Cell c : cells) {
                const bool taken = std::any_of(placement.begin(), placement.end(),
                                               [&](const Placement& p) { return p.at == c; });
                if (!taken && seen[static_cast<std::size_t>(arena.index(c))])
                    choice.push_back(c);
            }
            if (choice.empty())
                break;
            const PieceType type = kinds[rng.below(kinds.size())];
            placement.push_back({type.kind, type.side, choice[rng.below(choice.size())]});
        }
        if (placement.size() < drawn || !solves(arena, placement))
            continue;
        std::vector<bool> keep(drawn, false);
        std::fill(keep.begin(), keep.begin() + pieces, true);
        do {
            std::vector<Placement> subset;
            for (std::size_t i = 0; i < drawn; ++i) {
                if (keep[i])
                    subset.push_back(placement[i]);
            }
            std::sort(subset.begin(), subset.end());
            if (!checkTightness(arena, subset).tight())
                continue;
            State start = arena.initialState();
            arena.place(start, subset);
            if (!fits(traceRun(arena, std::move(start)).mechanics, options))
                continue;
            // The grade needs no search, only the solution: a placement that misses
            // the target is dropped before the costly uniqueness rounds.
            Level graded = level;
            graded.inventory = inventoryOf(subset);
            graded.solution = subset;
            if (gradeLevel(graded, 1).difficulty == options.difficulty)
                return subset;
        } while (std::prev_permutation(keep.begin(), keep.end()));
    }
    return std::nullopt;
}

// Puts a stone on one of the first cells of `ranked` where the intended placement
// still solves the level, fits the options and stays tight; false when none does.
bool blockWithTightStone(Level& level, std::vector<Cell>& zone, const std::vector<Cell>& ranked,
                         const std::vector<Placement>& intended, const GeneratorOptions& options)
{
    const auto fitsOptions = [&](const RunTraits& run) { return fits(run.mechanics, options); };
    for (std::size_t i = 0; i < std::min(kStoneCandidates, ranked.size()); ++i) {
        Level blocked = level;
        std::vector<Cell> rest = zone;
        if (!blockWithStone(blocked, rest, ranked[i], intended, fitsOptions))
            continue;
        if (!checkTightness(Arena(blocked), intended).tight())
            continue;
        level = std::move(blocked);
        zone = std::move(rest);
        return true;
    }
    return false;
}

// The free cells the run of `placement` reads, and the placement's own cells, in
// row order.
std::vector<Cell> readCells(const Level& level, const std::vector<Placement>& placement)
{
    const Arena arena(level);
    std::vector<std::uint8_t> seen;
    RunWorkspace ws;
    markCellsRead(arena, placement, seen, ws);
    for (const Placement& p : placement)
        seen[static_cast<std::size_t>(arena.index(p.at))] = 1;
    std::vector<Cell> cells;
    for (Cell c : freeCells(level)) {
        if (seen[static_cast<std::size_t>(arena.index(c))])
            cells.push_back(c);
    }
    return cells;
}

// Takes the other solutions away: each round searches the first kSolutionsPerRound
// solutions and blocks the cell most of them use with a stone (at most one stone per
// kCellsPerBlockingStone playing cells in all); with `shrink`, cells
// leave the zone where no stone will do, and several at once while the solutions
// fill the round's limit (a stone cannot take away crowds). The search that found
// the intended solution alone, or nothing after kUniquenessRounds rounds.
std::optional<SolveResult> makeUnique(Level& level, std::vector<Cell>& zone,
                                      const std::vector<Placement>& intended, const GeneratorOptions& options,
                                      unsigned threads, const std::stop_token& stop, bool shrink)
{
    SolveOptions some;
    some.limit = kSolutionsPerRound;
    some.threads = threads;
    some.stopToken = stop;
    const int pieces = static_cast<int>(intended.size());
    int stones = std::max(kMinBlockingStones, level.board.playingCount() / kCellsPerBlockingStone);
    for (int round = 0; round <= kUniquenessRounds; ++round) {
        SolveResult search = Solver(level).solve(some);
        if (search.cancelled)
            return std::nullopt;
        if (search.count == 1)
            return search;
        const std::vector<Cell> ranked = cellsToBlock(search.solutions, intended);
        if (ranked.empty())
            return std::nullopt;
        const bool crowded = search.count >= kSolutionsPerRound;
        if (!(shrink && crowded) && stones > 0 &&
            blockWithTightStone(level, zone, ranked, intended, options)) {
            --stones;
            continue;
        }
        if (!shrink || !shrinkZone(zone, ranked, crowded ? kCellsPerCrowdedRound : 1, pieces))
            return std::nullopt;
        level.allowed = zone;
    }
    return std::nullopt;
}

enum class Verdict : std::uint8_t { Accepted, Rejected, Stopped };

// One attempt: draw, find an intended placement, take the other solutions away,
// grade. `level` holds the result when Accepted.
Verdict attempt(const GeneratorOptions& options, Rng& rng, unsigned threads, const std::stop_token& stop,
                Level& level)
{
    level = drawLevel(options, rng);
    if (!validateLevel(level).empty())
        return Verdict::Rejected;
    std::vector<Cell> zone = freeCells(level);
    const int pieces = options.pieces.value_or(options.difficulty);
    if (static_cast<int>(zone.size()) < kZoneCellsPerPiece * pieces)
        return Verdict::Rejected;
    if (solves(Arena(level), {}))
        return Verdict::Rejected;
    const std::optional<std::vector<Placement>> intended =
        intendedPlacement(level, inventoryKinds(options), pieces, zone, options, rng, stop);
    if (stop.stop_requested())
        return Verdict::Stopped;
    if (!intended)
        return Verdict::Rejected;
    level.inventory = inventoryOf(*intended);

    // First without a zone, by blocking stones alone: the uniqueness is then a
    // matter of the monster's rules. When that fails, from the drawn level again, with
    // a zone of the cells the intended run reads (every cell in it is one the monster
    // looks at or walks on, so a real choice), shrunk only as far as needed.
    const Level drawn = level;
    std::optional<SolveResult> unique = makeUnique(level, zone, *intended, options, threads, stop, false);
    if (!unique && !options.zone)
        return stop.stop_requested() ? Verdict::Stopped : Verdict::Rejected;
    if (!unique && !stop.stop_requested()) {
        level = drawn;
        zone = readCells(level, *intended);
        if (static_cast<int>(zone.size()) < kZoneCellsPerPiece * pieces)
            return Verdict::Rejected;
        level.allowed = zone;
        unique = makeUnique(level, zone, *intended, options, threads, stop, true);
    }
    if (stop.stop_requested())
        return Verdict::Stopped;
    if (!unique)
        return Verdict::Rejected;
    if (!checkTightness(Arena(level), *intended).tight())
        return Verdict::Rejected;

    level.solution = *intended;
    const Grade grade = gradeLevel(level, threads);
    if (grade.status != Grade::Status::Graded || grade.difficulty != options.difficulty ||
        !fits(grade.features.mechanics, options))
        return Verdict::Rejected;
    level.difficulty = grade.difficulty;
    return Verdict::Accepted;
}

// Stops `source` when `stop` is requested or `seconds` have passed, whichever comes
// first, until destroyed.
class Deadline {
public:
    Deadline(std::stop_source& source, const std::stop_token& stop, double seconds)
        : source_(source), link_(stop, [this] { source_.request_stop(); }),
          timer_([this, seconds](std::stop_token done) {
              const auto until = std::chrono::steady_clock::now() +
                                 std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                     std::chrono::duration<double>(seconds));
              std::unique_lock lock(mutex_);
              wake_.wait_until(lock, done, until, [] { return false; });
              if (!done.stop_requested())
                  source_.request_stop();
          })
    {
    }

private:
    std::stop_source& source_;
    std::stop_callback<std::function<void()>> link_;
    std::mutex mutex_;
    std::condition_variable_any wake_;
    std::jthread timer_;
};

} // namespace

GeneratorOptionsCheck checkGeneratorOptions(const GeneratorOptions& options)
{
    if (options.difficulty < 1 || options.difficulty > 5)
        return GeneratorOptionsCheck::Difficulty;
    const int pieces = options.pieces.value_or(options.difficulty);
    if (pieces < options.difficulty || pieces > kMaxGeneratorPieces)
        return GeneratorOptionsCheck::Pieces;
    if (options.board == GeneratorBoard::Custom) {
        if (options.width < Board::kMinSize || options.width > Board::kMaxSize ||
            options.height < Board::kMinSize || options.height > Board::kMaxSize)
            return GeneratorOptionsCheck::BoardSize;
        if (options.width * options.height < kZoneCellsPerPiece * pieces + 4)
            return GeneratorOptionsCheck::NoRoom;
    }
    for (Mechanic m : options.include)
        if (contains(options.exclude, m))
            return GeneratorOptionsCheck::IncludedAndExcluded;
    if (contains(options.include, Mechanic::SurviveForever) && options.goal != Goal::SurviveForever)
        return GeneratorOptionsCheck::SurviveForeverGoal;
    return GeneratorOptionsCheck::Ok;
}

std::string generatorOptionsProblem(const GeneratorOptions& options)
{
    const int pieces = options.pieces.value_or(options.difficulty);
    switch (checkGeneratorOptions(options)) {
    case GeneratorOptionsCheck::Ok:
        return {};
    case GeneratorOptionsCheck::Difficulty:
        return "the difficulty must be 1 to 5";
    case GeneratorOptionsCheck::Pieces:
        return "the pieces to place must be " + std::to_string(options.difficulty) + " to " +
               std::to_string(kMaxGeneratorPieces) + " (a difficulty d needs at least d pieces)";
    case GeneratorOptionsCheck::BoardSize:
        return "a board's width and height must be " + std::to_string(Board::kMinSize) + " to " +
               std::to_string(Board::kMaxSize);
    case GeneratorOptionsCheck::NoRoom:
        return "a " + std::to_string(options.width) + "x" + std::to_string(options.height) +
               " board has no room for " + std::to_string(pieces) + " pieces";
    case GeneratorOptionsCheck::IncludedAndExcluded:
        for (Mechanic m : options.include)
            if (contains(options.exclude, m))
                return std::string("the mechanic ") + mechanicName(m) + " is both included and excluded";
        break;
    case GeneratorOptionsCheck::SurviveForeverGoal:
        return "survive_forever needs the goal survive-forever";
    }
    return {};
}

std::optional<Level> generateLevel(const GeneratorOptions& options, const GeneratorControl& control)
{
    if (checkGeneratorOptions(options) != GeneratorOptionsCheck::Ok)
        return std::nullopt;
    std::stop_source source;
    const Deadline deadline(source, control.stopToken, control.maxSeconds);
    const std::stop_token stop = source.get_token();
    for (std::uint64_t n = 0; !stop.stop_requested() && (control.maxAttempts == 0 || n < control.maxAttempts);
         ++n) {
        if (control.progress)
            control.progress(n);
        Rng rng = attemptRng(options.seed, n);
        Level level;
        const Verdict verdict = attempt(options, rng, control.threads, stop, level);
        if (verdict == Verdict::Stopped)
            break;
        if (verdict == Verdict::Rejected)
            continue;
        level.extras = {{"x-generator", generatorRecord(options)}};
        return level;
    }
    return std::nullopt;
}

} // namespace ff
