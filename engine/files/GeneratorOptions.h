// What the puzzle generator (engine/search/Generator.h) is asked for, and the record of it
// a generated level keeps under "x-generator" and a share code stores in its place
// (docs/generator.md).
#pragma once

#include "engine/rules/Catalogue.h"
#include "engine/rules/Level.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ff {

// Changes whenever the same options would give a different level.
inline constexpr int kGeneratorVersion = 3;

// The board a generated level is built on.
enum class GeneratorBoard : std::uint8_t {
    Standard, // the empty standard board (R3): only tokens and what the mechanics ask for
    Basic,    // the basic layout (R4)
    Own,      // the standard board with a layout of the generator's own
    Custom,   // a custom width x height board without voids, with a layout of its own
};

// "standard", "basic", "own", "custom".
const char* generatorBoardName(GeneratorBoard board);

struct GeneratorOptions {
    std::uint64_t seed = 0;
    int difficulty = 1; // 1..5, the grade the level must get
    // Pieces to place: difficulty..kMaxGeneratorPieces; absent: the difficulty.
    std::optional<int> pieces;
    // The types the inventory is drawn from; empty: every placeable type.
    std::vector<PieceType> kinds;
    std::vector<Mechanic> include; // the solution's run uses each of them
    std::vector<Mechanic> exclude; // the solution's run uses none of them
    GeneratorBoard board = GeneratorBoard::Basic;
    int width = 6; // Custom only
    int height = 5;
    Goal goal = Goal::EatAllEnemies;
    // False: the level must be unique without a placement zone (R21), by the board
    // and blocking stones alone; an attempt that needs a zone is dropped.
    bool zone = true;
};

inline constexpr int kMaxGeneratorPieces = 6;

// The compact JSON stored under "x-generator": {"version", "seed", "difficulty",
// "pieces", "kinds", "include", "exclude", "board", "width", "height" (custom only),
// "goal", "zone" (only when false)}, enough to generate the level again.
std::string generatorRecord(const GeneratorOptions& options);
// generatorRecord's inverse: the options whose record is exactly `record` (with
// `pieces` set), nothing for any other text. Share codes store such a record as
// these options.
std::optional<GeneratorOptions> generatorOptionsFromRecord(std::string_view record);
// generatorRecord's own text of `record` when it is such a record with its keys in
// another order (JSON objects have none: the hub's answers come with their keys
// sorted), nothing for any other text.
std::optional<std::string> canonicalGeneratorRecord(std::string_view record);
// The id and the title generateLevel gives the level of `options`:
// "generated-D-SEED" and "Generated D-SEED", SEED in hexadecimal.
std::string generatedId(const GeneratorOptions& options);
std::string generatedTitle(const GeneratorOptions& options);
// The options of a level that still carries the title the generator gave it and no
// title in another language, its only extra the generator's record (its keys in any
// order): players see such a level named as a random puzzle of its difficulty and
// seed, in their language. Nothing for any other level.
std::optional<GeneratorOptions> generatorTitled(const Level& level);

} // namespace ff
