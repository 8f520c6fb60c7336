#include "engine/Generator.h"

#include "engine/Arena.h"
#include "engine/BasicLayout.h"
#include "engine/LevelEdit.h"
#include "engine/LevelIo.h"
#include "engine/Solver.h"
#include "engine/Uniqueness.h"

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

// Random placements tried per layout before the next attempt.
constexpr int kPlacementTries = 400;
// Rounds of taking other solutions away before the next attempt.
constexpr int kUniquenessRounds = 24;
// Solutions a round looks at to choose the cell to block.
constexpr std::uint64_t kSolutionsPerRound = 32;
// Cells a round takes out of the zone while the solutions reach the round's limit.
constexpr std::size_t kCellsPerCrowdedRound = 4;

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

std::string hex(std::uint64_t v)
{
    static const char* digits = "0123456789abcdef";
    std::string s;
    do {
        s.insert(s.begin(), digits[v & 15]);
        v >>= 4;
    } while (v != 0);
    return s;
}

// The layout, tokens and inventory of one attempt (not necessarily valid).
Level drawLevel(const GeneratorOptions& options, Rng& rng, std::vector<PieceType>& toPlace)
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

    const bool small = level.board.playingCount() < 60;
    for (int i = rng.range(1, small ? 2 : 3); i > 0; --i)
        addObject(level, rng, PieceKind::Token, Side::Enemy);
    for (int i = rng.range(0, small ? 1 : 2); i > 0; --i)
        addObject(level, rng, PieceKind::Token, Side::Own);

    static const std::vector<PieceType> kDefaultKinds = {pieceTypeOf(PieceKind::Token, Side::Own),
                                                         pieceTypeOf(PieceKind::Stone, Side::Own)};
    const std::vector<PieceType>& kinds = options.kinds.empty() ? kDefaultKinds : options.kinds;
    std::map<PieceType, int> counts;
    toPlace.clear();
    for (int i = options.pieces.value_or(options.difficulty); i > 0; --i)
        ++counts[kinds[rng.below(kinds.size())]];
    for (const auto& [type, count] : counts) {
        level.inventory.push_back({type.kind, type.side, count});
        toPlace.insert(toPlace.end(), static_cast<std::size_t>(count), type);
    }
    return level;
}

// A placement of `toPlace` on `cells` that solves the level and whose run fits the
// mechanics asked for, sorted as the solver lists solutions; nothing after
// kPlacementTries tries.
std::optional<std::vector<Placement>>
intendedPlacement(const Level& level, const std::vector<PieceType>& toPlace, std::vector<Cell> cells,
                  const GeneratorOptions& options, Rng& rng, const std::stop_token& stop)
{
    if (cells.size() < toPlace.size())
        return std::nullopt;
    const Arena arena(level);
    for (int t = 0; t < kPlacementTries && !stop.stop_requested(); ++t) {
        std::vector<Placement> placement;
        for (std::size_t i = 0; i < toPlace.size(); ++i) {
            const std::size_t j = i + rng.below(cells.size() - i);
            std::swap(cells[i], cells[j]);
            placement.push_back({toPlace[i].kind, toPlace[i].side, cells[i]});
        }
        std::sort(placement.begin(), placement.end());
        if (!solves(arena, placement))
            continue;
        State start = arena.initialState();
        arena.place(start, placement);
        if (fits(traceRun(arena, std::move(start)).mechanics, options))
            return placement;
    }
    return std::nullopt;
}

enum class Verdict : std::uint8_t { Accepted, Rejected, Stopped };

// One attempt: draw, find an intended placement, take the other solutions away,
// grade. `level` holds the result when Accepted.
Verdict attempt(const GeneratorOptions& options, Rng& rng, unsigned threads, const std::stop_token& stop,
                Level& level)
{
    std::vector<PieceType> toPlace;
    level = drawLevel(options, rng, toPlace);
    if (!validateLevel(level).empty())
        return Verdict::Rejected;
    std::vector<Cell> zone = freeCells(level);
    const int pieces = static_cast<int>(toPlace.size());
    if (static_cast<int>(zone.size()) < kZoneCellsPerPiece * pieces)
        return Verdict::Rejected;
    const std::optional<std::vector<Placement>> intended =
        intendedPlacement(level, toPlace, zone, options, rng, stop);
    if (stop.stop_requested())
        return Verdict::Stopped;
    if (!intended)
        return Verdict::Rejected;

    SolveOptions some;
    some.limit = kSolutionsPerRound;
    some.threads = threads;
    some.stopToken = stop;
    SolveResult search;
    const auto fitsOptions = [&](const RunTraits& run) { return fits(run.mechanics, options); };
    for (int round = 0;; ++round) {
        search = Solver(level).solve(some);
        if (search.cancelled)
            return Verdict::Stopped;
        if (search.count == 1)
            break;
        const std::vector<Cell> ranked = cellsToBlock(search.solutions, *intended);
        if (round == kUniquenessRounds || ranked.empty())
            return Verdict::Rejected;
        if (rng.oneIn(2) && blockWithStone(level, zone, ranked.front(), *intended, fitsOptions))
            continue;
        // Out of the zone: the most used cell, and while the search stops at its
        // limit (many solutions left) a few more.
        const std::size_t cells = search.count >= kSolutionsPerRound ? kCellsPerCrowdedRound : 1;
        if (!shrinkZone(zone, ranked, cells, pieces))
            return Verdict::Rejected;
        level.allowed = zone;
    }

    // The last round's search found one solution below its limit: it was complete,
    // so it is the full search the grade needs (every placement settled).
    level.solution = *intended;
    const Grade grade = gradeSearched(level, Solver(level), search, threads);
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

const char* generatorBoardName(GeneratorBoard board)
{
    switch (board) {
    case GeneratorBoard::Standard:
        return "standard";
    case GeneratorBoard::Basic:
        return "basic";
    case GeneratorBoard::Own:
        return "own";
    case GeneratorBoard::Custom:
        return "custom";
    }
    return "basic";
}

std::string pieceTypeName(PieceType type)
{
    if (type.kind == PieceKind::Token)
        return type.side == Side::Own ? "own-token" : "enemy-token";
    return kindName(type.kind);
}

std::optional<PieceType> pieceTypeFromName(std::string_view name)
{
    if (name == "own-token")
        return pieceTypeOf(PieceKind::Token, Side::Own);
    if (name == "enemy-token")
        return pieceTypeOf(PieceKind::Token, Side::Enemy);
    const std::optional<PieceKind> kind = kindFromName(name);
    if (!kind || *kind == PieceKind::Token || !isPlaceableKind(*kind))
        return std::nullopt;
    return pieceTypeOf(*kind, Side::Own);
}

std::optional<Mechanic> mechanicFromName(std::string_view name)
{
    for (int i = 0; i < kMechanicCount; ++i)
        if (name == mechanicName(static_cast<Mechanic>(i)))
            return static_cast<Mechanic>(i);
    return std::nullopt;
}

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

std::string generatorRecord(const GeneratorOptions& options)
{
    nlohmann::ordered_json j;
    j["version"] = kGeneratorVersion;
    j["seed"] = options.seed;
    j["difficulty"] = options.difficulty;
    j["pieces"] = options.pieces.value_or(options.difficulty);
    j["kinds"] = nlohmann::ordered_json::array();
    for (PieceType t : options.kinds)
        j["kinds"].push_back(pieceTypeName(t));
    j["include"] = nlohmann::ordered_json::array();
    for (Mechanic m : options.include)
        j["include"].push_back(mechanicName(m));
    j["exclude"] = nlohmann::ordered_json::array();
    for (Mechanic m : options.exclude)
        j["exclude"].push_back(mechanicName(m));
    j["board"] = generatorBoardName(options.board);
    if (options.board == GeneratorBoard::Custom) {
        j["width"] = options.width;
        j["height"] = options.height;
    }
    j["goal"] = goalName(options.goal);
    return j.dump();
}

std::optional<GeneratorOptions> generatorOptionsFromRecord(std::string_view record)
{
    const nlohmann::json j = nlohmann::json::parse(record, nullptr, false);
    if (!j.is_object())
        return std::nullopt;
    GeneratorOptions o;
    try {
        if (j.at("version").get<int>() != kGeneratorVersion)
            return std::nullopt;
        o.seed = j.at("seed").get<std::uint64_t>();
        o.difficulty = j.at("difficulty").get<int>();
        o.pieces = j.at("pieces").get<int>();
        for (const auto& name : j.at("kinds")) {
            const std::optional<PieceType> type = pieceTypeFromName(name.get<std::string>());
            if (!type)
                return std::nullopt;
            o.kinds.push_back(*type);
        }
        for (const auto* list : {&j.at("include"), &j.at("exclude")}) {
            for (const auto& name : *list) {
                const std::optional<Mechanic> m = mechanicFromName(name.get<std::string>());
                if (!m)
                    return std::nullopt;
                (list == &j.at("include") ? o.include : o.exclude).push_back(*m);
            }
        }
        const std::string board = j.at("board").get<std::string>();
        for (const GeneratorBoard b :
             {GeneratorBoard::Standard, GeneratorBoard::Basic, GeneratorBoard::Own, GeneratorBoard::Custom}) {
            if (board == generatorBoardName(b))
                o.board = b;
        }
        if (o.board == GeneratorBoard::Custom) {
            o.width = j.at("width").get<int>();
            o.height = j.at("height").get<int>();
        }
        const std::optional<Goal> goal = goalFromName(j.at("goal").get<std::string>());
        if (!goal)
            return std::nullopt;
        o.goal = *goal;
    } catch (const nlohmann::json::exception&) {
        return std::nullopt;
    }
    if (generatorRecord(o) != record)
        return std::nullopt;
    return o;
}

std::string generatedId(const GeneratorOptions& options)
{
    return "generated-" + std::to_string(options.difficulty) + "-" + hex(options.seed);
}

std::string generatedTitle(const GeneratorOptions& options)
{
    return "Generated " + std::to_string(options.difficulty) + "-" + hex(options.seed);
}

std::optional<Level> generateLevel(const GeneratorOptions& options, const GeneratorControl& control)
{
    if (checkGeneratorOptions(options) != GeneratorOptionsCheck::Ok)
        return std::nullopt;
    std::stop_source source;
    const Deadline deadline(source, control.stopToken, control.maxSeconds);
    const std::stop_token stop = source.get_token();
    for (std::uint64_t n = 0; !stop.stop_requested(); ++n) {
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
