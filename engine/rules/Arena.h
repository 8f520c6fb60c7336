// The monster run (rules R9-R20) on a level compiled into flat arrays.
//
// An Arena holds what never changes during a run (the board, blood, teleporters,
// precomputed next cells); a State holds what does (objects, the monster). The grid
// is padded by one ring of wall cells so that walking along a direction always
// stops on a wall; an index is (y + 1) * stride + (x + 1).
//
// step() is a template over an observer so that the solver can learn which cells a
// run examined and the player can animate every sub-move, while the plain run pays
// for neither (the NullObserver calls compile away).
#pragma once

#include "engine/rules/Content.h"
#include "engine/rules/Level.h"

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace ff {

enum class Outcome : std::uint8_t { Running, Solved, OwnTokenLost, Endless, StepLimit };
// "running", "solved", "own-token-lost", "endless", "step-limit".
const char* outcomeName(Outcome o);

// What settled the outcome during one step (R19), if anything.
enum class Settle : std::uint8_t { None, OwnTokenLost, LastEnemy };

inline constexpr long kDefaultMaxSteps = 1'000'000;

struct State {
    std::vector<std::uint64_t> masks; // see rowTok() .. colBlk(); one buffer: copies are cheap
    std::vector<std::uint8_t> cells;  // content code per grid index (Content.h)
    int colBase = 0;                  // where the column masks start in `masks`
    int monster = 0;
    Dir facing = Dir::E;
    int own = 0;
    int enemy = 0;
    int objects = 0;

    // Bit x of row y / bit y of column x: tokens, and sight blockers (the objects
    // that end a ray, void cells). Kept in step with `cells`.
    std::uint64_t& rowTok(int y) { return masks[2 * y]; }
    std::uint64_t& rowBlk(int y) { return masks[2 * y + 1]; }
    std::uint64_t& colTok(int x) { return masks[colBase + 2 * x]; }
    std::uint64_t& colBlk(int x) { return masks[colBase + 2 * x + 1]; }
    std::uint64_t rowTok(int y) const { return masks[2 * y]; }
    std::uint64_t rowBlk(int y) const { return masks[2 * y + 1]; }
    std::uint64_t colTok(int x) const { return masks[colBase + 2 * x]; }
    std::uint64_t colBlk(int x) const { return masks[colBase + 2 * x + 1]; }

    // R19's whole state: monster cell and facing, every object's kind and cell.
    bool sameAs(const State& o) const;
};

// Why a pushed object left the board (R14).
enum class GoneReason : std::uint8_t { OffBoard, Teleporter, IntoMonster, ExitOrEntrance };

// One sub-move of a step, in the order it happens.
struct Event {
    enum class Type : std::uint8_t {
        Face,        // R10: the monster turned to face a token; dir = new facing
        TurnStone,   // R11: turned by the turning stone on `to`; dir = new facing
        Stuck,       // R11: four turns in one step; the monster stays
        Move,        // monster `from` -> `to` heading dir; crossed: a wall crossing (R5)
        Teleport,    // monster from `from` into the teleporter `via`, appears on `to` facing dir
        Push,        // object pushed one cell `from` -> `to`
        ObjectSlide, // object slid one blood cell `from` -> `to` (R14)
        Eat,         // token on `from` eaten by the monster
        Crush,       // token destroyed (reason); `from` = the last cell it stood on
        Remove,      // block removed (reason); `from` = the last cell it stood on
        SlideTurn,   // R17: slide stopped on `from` by the turning stone on `to`; dir = new facing
    };
    Type type = Type::Move;
    Cell from;
    Cell to;
    Cell via;
    Dir dir = Dir::N;
    PieceKind kind = PieceKind::Token; // for object events
    Side side = Side::Own;             // for tokens
    bool crossed = false;              // Move, Teleport: the step crossed a wall
    bool slide = false;                // Move: part of a blood slide (R17)
    GoneReason reason = GoneReason::OffBoard;
    friend bool operator==(const Event&, const Event&) = default;
};

// What an event is about. A switch without default: an event type without a class
// is a -Wswitch warning.
enum class EventClass : std::uint8_t {
    MonsterTurn, // Face, TurnStone, SlideTurn, Stuck: the monster turns or stays
    MonsterMove, // Move, Teleport: the monster changes cell
    ObjectMove,  // Push, ObjectSlide: the object on `from` moves to `to`
    TokenEaten,  // Eat: the token on `from` is eaten
    ObjectGone,  // Crush, Remove: the object last on `from` leaves the board (R14)
};
constexpr EventClass eventClass(Event::Type t)
{
    switch (t) {
    case Event::Type::Face:
    case Event::Type::TurnStone:
    case Event::Type::SlideTurn:
    case Event::Type::Stuck:
        return EventClass::MonsterTurn;
    case Event::Type::Move:
    case Event::Type::Teleport:
        return EventClass::MonsterMove;
    case Event::Type::Push:
    case Event::Type::ObjectSlide:
        return EventClass::ObjectMove;
    case Event::Type::Eat:
        return EventClass::TokenEaten;
    case Event::Type::Crush:
    case Event::Type::Remove:
        return EventClass::ObjectGone;
    }
    return EventClass::MonsterTurn;
}
// An object event: about the object standing on `from` (it moves, is eaten or goes).
constexpr bool isObjectEvent(Event::Type t)
{
    const EventClass c = eventClass(t);
    return c == EventClass::ObjectMove || c == EventClass::TokenEaten || c == EventClass::ObjectGone;
}
// A push event: an object moved or sent off the board by a push chain (R13, R14).
constexpr bool isPushEvent(Event::Type t)
{
    const EventClass c = eventClass(t);
    return c == EventClass::ObjectMove || c == EventClass::ObjectGone;
}

// The observer interface step() calls. kEvents: build Event values at all.
struct NullObserver {
    static constexpr bool kEvents = false;
    void event(const Event&) {}
    // A cell whose content the step read (grid index).
    void examine(int) {}
    // A sight ray from grid index `from` along `d` examined `length` cells.
    void ray(int, Dir, int) {}
};

struct RunResult {
    Outcome outcome = Outcome::Running;
    long steps = 0;
};

// Scratch space for run(); reuse one to avoid allocations in tight loops.
struct RunWorkspace {
    State saved;
    State epochStart;
    State a;
    State b;
    State capped;
};

// One sight ray of look().
struct Ray {
    Dir dir = Dir::N;
    int length = 0; // cells in sight, up to and including what stopped the ray
    int token = 0;  // distance of the first token seen, 0 for none
};

struct Look {
    std::array<Ray, 3> rays; // facing, left, right (R9)
    Dir chosen = Dir::N;     // the facing R10 picks
    bool sawToken = false;
};

class Arena {
public:
    // Precondition: the level is valid (validateLevel gives no error).
    explicit Arena(const Level& level);

    const Board& board() const { return board_; }
    Goal goal() const { return goal_; }
    int stride() const { return stride_; }
    int gridSize() const { return static_cast<int>(floor_.size()); }
    int index(Cell c) const { return (c.y + 1) * stride_ + c.x + 1; }
    Cell cellAt(int idx) const { return {xOf_[idx], yOf_[idx]}; }
    bool isBlood(int idx) const { return floor_[idx] == kBlood; }
    bool isTeleporter(int idx) const { return floor_[idx] == kTeleporter; }
    bool isWall(int idx) const { return wall_[idx] != 0; }

    // The level's pieces with the monster at its start.
    State initialState() const;
    // Puts an object on an empty cell / clears one, keeping counts and masks right.
    void put(State& s, int idx, std::uint8_t content) const;
    void clear(State& s, int idx) const;
    // Places inventory pieces (R21). Precondition: the cells are free.
    void place(State& s, const std::vector<Placement>& placements) const;

    // R9-R10 for the current state, for showing the monster's sight.
    Look look(const State& s) const;

    // One step: R9-R18. Returns what settled the outcome during it (R19).
    template <class Obs> Settle step(State& s, Obs& obs) const;

    // Runs until the outcome is settled (R19, R20). `s` ends as the final state: for
    // `endless`, the state that repeats. Exact: a repeat is found by Brent's method
    // and then located precisely, so `steps` is the step after which the state first
    // equals an earlier one.
    template <class Obs> RunResult run(State& s, long maxSteps, Obs& obs, RunWorkspace& ws) const;
    RunResult run(State& s, long maxSteps = kDefaultMaxSteps) const;

private:
    enum Floor : std::uint8_t { kNone = 0, kBlood = 1, kTeleporter = 2 };
    enum class Entry : std::uint8_t { Plain, Blood, Stopped };

    int delta(Dir d) const { return delta_[static_cast<int>(d)]; }
    int next(int idx, Dir d) const { return next_[idx * 4 + static_cast<int>(d)]; }
    int rayToken(const State& s, int idx, Dir d, int& length) const;
    void tokenGone(State& s, std::uint8_t c, Settle& settle) const;

    template <class Obs>
    Entry enter(State& s, int from, int n, Dir d, bool sliding, Settle& settle, Obs& obs) const;
    template <class Obs> void push(State& s, int n, Dir d, Settle& settle, Obs& obs) const;
    template <class Obs> void moveObject(State& s, int c, Dir d, Settle& settle, Obs& obs) const;

    Event objectEvent(Event::Type type, int from, int to, std::uint8_t content) const;

    Board board_;
    Goal goal_;
    int width_;
    int height_;
    int stride_;
    int exit_ = -1;
    int entrance_ = -1;
    std::array<int, 4> delta_{};
    std::vector<std::uint8_t> floor_;
    std::vector<std::uint8_t> wall_;
    std::vector<int> twin_;       // teleporter: the twin's index
    std::vector<Dir> arrow_;      // teleporter: its arrow
    std::vector<int> next_;       // R15 next cell, 4 per index
    std::vector<int> slideLimit_; // R17: entries a slide from (idx, dir) may make
    std::vector<int> xOf_;
    std::vector<int> yOf_;
    State start_;
};

// ---- implementation of the templates -------------------------------------------

inline int Arena::rayToken(const State& s, int idx, Dir d, int& length) const
{
    const int x = xOf_[idx];
    const int y = yOf_[idx];
    std::uint64_t tok;
    std::uint64_t any;
    int hit;
    switch (d) {
    case Dir::E:
        tok = s.rowTok(y);
        any = (tok | s.rowBlk(y)) & (x >= 63 ? 0 : ~std::uint64_t{0} << (x + 1));
        if (!any) {
            length = width_ - 1 - x;
            return 0;
        }
        hit = std::countr_zero(any);
        length = hit - x;
        break;
    case Dir::W:
        tok = s.rowTok(y);
        any = (tok | s.rowBlk(y)) & ((std::uint64_t{1} << x) - 1);
        if (!any) {
            length = x;
            return 0;
        }
        hit = 63 - std::countl_zero(any);
        length = x - hit;
        break;
    case Dir::S:
        tok = s.colTok(x);
        any = (tok | s.colBlk(x)) & (y >= 63 ? 0 : ~std::uint64_t{0} << (y + 1));
        if (!any) {
            length = height_ - 1 - y;
            return 0;
        }
        hit = std::countr_zero(any);
        length = hit - y;
        break;
    default:
        tok = s.colTok(x);
        any = (tok | s.colBlk(x)) & ((std::uint64_t{1} << y) - 1);
        if (!any) {
            length = y;
            return 0;
        }
        hit = 63 - std::countl_zero(any);
        length = y - hit;
        break;
    }
    return (tok >> hit) & 1 ? length : 0;
}

template <class Obs> Settle Arena::step(State& s, Obs& obs) const
{
    Settle settle = Settle::None;
    const int m = s.monster;
    Dir f = s.facing;

    // R9-R10: look along facing, left, right; turn to a unique nearest token.
    const Dir dirs[3] = {f, turnLeft(f), turnRight(f)};
    int best = 0;
    int bestCount = 0;
    Dir bestDir = f;
    for (Dir d : dirs) {
        int length = 0;
        const int tok = rayToken(s, m, d, length);
        obs.ray(m, d, length);
        if (tok == 0)
            continue;
        if (best == 0 || tok < best) {
            best = tok;
            bestCount = 1;
            bestDir = d;
        } else if (tok == best) {
            ++bestCount;
        }
    }
    if (bestCount == 1 && bestDir != f) {
        f = bestDir;
        if constexpr (Obs::kEvents) {
            Event e;
            e.type = Event::Type::Face;
            e.from = e.to = cellAt(m);
            e.dir = f;
            obs.event(e);
        }
    }

    // R11: turning stones ahead turn a monster that saw no token.
    int n = next(m, f);
    obs.examine(n);
    if (bestCount == 0) {
        int turns = 0;
        while (isTurning(s.cells[n])) {
            if (turns == 4) {
                s.facing = f;
                if constexpr (Obs::kEvents) {
                    Event e;
                    e.type = Event::Type::Stuck;
                    e.from = e.to = cellAt(m);
                    e.dir = f;
                    obs.event(e);
                }
                return settle;
            }
            f = turnBy(f, s.cells[n]);
            ++turns;
            if constexpr (Obs::kEvents) {
                Event e;
                e.type = Event::Type::TurnStone;
                e.from = cellAt(m);
                e.to = cellAt(n);
                e.dir = f;
                e.kind = kindOfContent(s.cells[n]);
                obs.event(e);
            }
            n = next(m, f);
            obs.examine(n);
        }
    }
    s.facing = f;

    // R16, R12: enter the next cell.
    if (enter(s, m, n, f, false, settle, obs) != Entry::Blood)
        return settle;

    // R17: slide over blood without looking.
    const int limit = slideLimit_[n * 4 + static_cast<int>(f)];
    int cur = n;
    for (int entries = 0;; ++entries) {
        const int nn = next(cur, f);
        obs.examine(nn);
        const std::uint8_t c = s.cells[nn];
        if (isTurning(c)) {
            f = turnBy(f, c);
            s.facing = f;
            if constexpr (Obs::kEvents) {
                Event e;
                e.type = Event::Type::SlideTurn;
                e.from = cellAt(cur);
                e.to = cellAt(nn);
                e.dir = f;
                e.kind = kindOfContent(c);
                obs.event(e);
            }
            break;
        }
        if (entries == limit)
            break;
        if (enter(s, cur, nn, f, true, settle, obs) != Entry::Blood)
            break;
        cur = nn;
    }
    return settle;
}

template <class Obs>
Arena::Entry Arena::enter(State& s, int from, int n, Dir d, bool sliding, Settle& settle, Obs& obs) const
{
    const bool crossed = n != from + delta(d);
    if (floor_[n] == kTeleporter) { // R12.1
        const int to = twin_[n];
        s.monster = to;
        s.facing = arrow_[to];
        if constexpr (Obs::kEvents) {
            Event e;
            e.type = Event::Type::Teleport;
            e.from = cellAt(from);
            e.via = cellAt(n);
            e.to = cellAt(to);
            e.dir = s.facing;
            e.crossed = crossed;
            obs.event(e);
        }
        return Entry::Stopped;
    }
    const std::uint8_t c = s.cells[n];
    if (isObject(c) && !isToken(c))
        push(s, n, d, settle, obs); // R12.3, R13: the chain moves first
    s.monster = n;
    if constexpr (Obs::kEvents) {
        Event e;
        e.type = Event::Type::Move;
        e.from = cellAt(from);
        e.to = cellAt(n);
        e.dir = d;
        e.crossed = crossed;
        e.slide = sliding;
        obs.event(e);
    }
    if (isToken(c)) { // R12.2, R18
        clear(s, n);
        if constexpr (Obs::kEvents)
            obs.event(objectEvent(Event::Type::Eat, n, n, c));
        tokenGone(s, c, settle);
    }
    if (settle != Settle::None)
        return Entry::Stopped;
    return floor_[n] == kBlood ? Entry::Blood : Entry::Plain;
}

template <class Obs> void Arena::push(State& s, int n, Dir d, Settle& settle, Obs& obs) const
{
    const int dl = delta(d);
    int end = n;
    obs.examine(end);
    while (isObject(s.cells[end + dl])) {
        end += dl;
        obs.examine(end);
    }
    for (int c = end;; c -= dl) { // R13: farthest first
        moveObject(s, c, d, settle, obs);
        if (c == n)
            break;
    }
}

template <class Obs> void Arena::moveObject(State& s, int c, Dir d, Settle& settle, Obs& obs) const
{
    const std::uint8_t o = s.cells[c];
    const int dl = delta(d);
    const int t = c + dl;
    obs.examine(t);
    GoneReason reason = GoneReason::OffBoard;
    bool gone = true;
    if (s.cells[t] == kWall)
        reason = GoneReason::OffBoard;
    else if (floor_[t] == kTeleporter)
        reason = GoneReason::Teleporter;
    else if (t == s.monster)
        reason = GoneReason::IntoMonster;
    else
        gone = false;

    clear(s, c);
    if (gone) {
        if constexpr (Obs::kEvents) {
            Event e = objectEvent(isToken(o) ? Event::Type::Crush : Event::Type::Remove, c, c, o);
            e.reason = reason;
            obs.event(e);
        }
        if (isToken(o))
            tokenGone(s, o, settle);
        return;
    }
    if constexpr (Obs::kEvents)
        obs.event(objectEvent(Event::Type::Push, c, t, o));
    int rest = t;
    if (floor_[t] == kBlood) {
        // R14: slide over empty blood; stop past the pool only on a free plain cell.
        for (;;) {
            const int nx = rest + dl;
            obs.examine(nx);
            const bool free = s.cells[nx] == kEmpty && nx != s.monster;
            if (!free || floor_[nx] == kTeleporter)
                break;
            if constexpr (Obs::kEvents)
                obs.event(objectEvent(Event::Type::ObjectSlide, rest, nx, o));
            rest = nx;
            if (floor_[nx] != kBlood)
                break;
        }
    }
    if (!isToken(o) && (rest == exit_ || rest == entrance_)) {
        if constexpr (Obs::kEvents) {
            Event e = objectEvent(Event::Type::Remove, rest, rest, o);
            e.reason = GoneReason::ExitOrEntrance;
            obs.event(e);
        }
        return;
    }
    put(s, rest, o);
}

template <class Obs> RunResult Arena::run(State& s, long maxSteps, Obs& obs, RunWorkspace& ws) const
{
    // After the cap the run goes on (without counting) only to learn whether the
    // state had already repeated by the cap; Brent's method finds a repeat at index
    // r by index 3r + 2 at the latest, so 4 * cap + 8 bounds that.
    const long hardStop = 4 * maxSteps + 8;
    long i = 0;
    long epochIndex = 0;
    long savedIndex = 0;
    long power = 1;
    ws.epochStart = s;
    ws.saved = s;
    if (maxSteps <= 0)
        return {Outcome::StepLimit, 0};
    for (;;) {
        if (i == maxSteps)
            ws.capped = s;
        if (i >= hardStop) {
            s = ws.capped;
            return {Outcome::StepLimit, maxSteps};
        }
        const int objectsBefore = s.objects;
        const Settle settled = step(s, obs);
        ++i;
        if (settled != Settle::None) {
            if (i > maxSteps) {
                s = ws.capped;
                return {Outcome::StepLimit, maxSteps};
            }
            return {settled == Settle::OwnTokenLost ? Outcome::OwnTokenLost : Outcome::Solved, i};
        }
        if (s.objects != objectsBefore) {
            // No state before a removal can come back after it (objects only leave).
            if (i > maxSteps) {
                s = ws.capped;
                return {Outcome::StepLimit, maxSteps};
            }
            ws.epochStart = s;
            ws.saved = s;
            epochIndex = savedIndex = i;
            power = 1;
            continue;
        }
        if (s.sameAs(ws.saved)) {
            const long lambda = i - savedIndex;
            ws.a = ws.epochStart;
            ws.b = ws.epochStart;
            NullObserver null;
            for (long k = 0; k < lambda; ++k)
                step(ws.b, null);
            long j = epochIndex;
            while (!ws.a.sameAs(ws.b)) {
                step(ws.a, null);
                step(ws.b, null);
                ++j;
            }
            const long first = j + lambda;
            if (first > maxSteps) {
                s = ws.capped;
                return {Outcome::StepLimit, maxSteps};
            }
            s = ws.b;
            const bool survived = goal_ == Goal::SurviveForever && s.enemy == 0; // R20
            return {survived ? Outcome::Solved : Outcome::Endless, first};
        }
        if (i - savedIndex == power) {
            ws.saved = s;
            savedIndex = i;
            power *= 2;
        }
    }
}

} // namespace ff
