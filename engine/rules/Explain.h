// Why the monster did what it did in each step of a run, as data for the player.
//
// A step's explanation is taken from the same look the run uses (Arena::look on the
// state the step starts from, R9-R10) and from the step's own sub-moves (the Events
// of Simulation::step, R11-R18), so it can never disagree with the run. It holds no
// sentences: the UI words it.
#pragma once

#include "engine/rules/Arena.h"

#include <array>
#include <vector>

namespace ff {

// What ended a sight ray (R9): the first token, a piece that ends sight (its kind
// in RaySeen::kind), or the wall (a void cell or the board's edge).
enum class RayEnd : std::uint8_t { Token, Piece, Wall };

struct RaySeen {
    Dir dir = Dir::N;
    RayEnd end = RayEnd::Wall;
    // Cells from the monster to what ended the ray (a neighbour is 1); for the wall,
    // the cells in sight before it.
    int distance = 0;
    Side side = Side::Own;             // RayEnd::Token only
    PieceKind kind = PieceKind::Token; // RayEnd::Token and RayEnd::Piece: what ended the ray
};

// R10's choice.
enum class Choice : std::uint8_t {
    TurnToNearest, // exactly one ray saw the nearest token, to the left or right: turned along it
    NearestAhead,  // exactly one ray saw the nearest token, straight ahead: facing kept
    Tie,           // two or three rays saw a token at the nearest distance: facing kept
    NothingSeen,   // no ray saw a token: facing kept
};

// One thing the monster did after looking, in the order it happened. Consecutive
// blood-slide moves are one Slide; the objects one push moves are one Push.
struct Deed {
    enum class Type : std::uint8_t {
        TurnStone, // R11: turned by a turning stone (kind) ahead; dir = new facing
        Stuck,     // R11, R25: four turns, stays; dir = facing kept
        Walk,      // R16: entered the next cell heading dir; crossed: through the wall (R5)
        Slide, // R17: `count` cells over blood heading dir, ending on `at`; crossed: through the wall on the
               // way
        Teleport,  // R12.1: came out on `at` facing dir; crossed: reached the teleporter through the wall
        Push,      // R13: pushed a chain of `count` objects, the first of them `kind` / `side`
        Eat,       // R12.2: ate the token (side) on `at`
        Crush,     // R14: a pushed token (side) was destroyed (reason) on `at`
        Remove,    // R14: a pushed block (kind) left the board (reason) from `at`
        SlideTurn, // R17: the slide stopped on `at` by a turning stone (kind); dir = new facing
    };
    Type type = Type::Walk;
    Dir dir = Dir::N;
    PieceKind kind = PieceKind::Token;
    Side side = Side::Own;
    Cell at;
    int count = 1;
    bool crossed = false;
    GoneReason reason = GoneReason::OffBoard;
    friend bool operator==(const Deed&, const Deed&) = default;
};

struct StepWhy {
    Cell at;                     // where the monster looked from
    Dir facing = Dir::N;         // its facing when it looked
    std::array<RaySeen, 3> rays; // facing, left, right (R9)
    Choice choice = Choice::NothingSeen;
    Dir faced = Dir::N; // the facing after R10
    int nearest = 0;    // the nearest token's distance; 0 when none was seen
    std::vector<Deed> deeds;
};

// The explanation of one step from the state it starts from and its sub-moves
// (Simulation::step of that state).
StepWhy explainStep(const Arena& arena, const State& before, const std::vector<Event>& events);

// Every step of the run from `start`, in order (as many as Simulation takes).
std::vector<StepWhy> explainRun(const Arena& arena, State start, long maxSteps = kDefaultMaxSteps);

} // namespace ff
