#include "engine/rules/Arena.h"

#include <cstring>

namespace ff {

const char* outcomeName(Outcome o)
{
    switch (o) {
    case Outcome::Running:
        return "running";
    case Outcome::Solved:
        return "solved";
    case Outcome::OwnTokenLost:
        return "own-token-lost";
    case Outcome::Endless:
        return "endless";
    case Outcome::StepLimit:
        return "step-limit";
    }
    return "running";
}

bool State::sameAs(const State& o) const
{
    return monster == o.monster && facing == o.facing && objects == o.objects && own == o.own &&
           enemy == o.enemy && cells.size() == o.cells.size() &&
           std::memcmp(cells.data(), o.cells.data(), cells.size()) == 0;
}

Arena::Arena(const Level& level)
    : board_(level.board), goal_(level.effectiveGoal()), width_(level.board.width()),
      height_(level.board.height()), stride_(width_ + 2)
{
    const int size = stride_ * (height_ + 2);
    delta_ = {-stride_, 1, stride_, -1};
    floor_.assign(size, kNone);
    wall_.assign(size, 1);
    twin_.assign(size, -1);
    arrow_.assign(size, Dir::N);
    next_.assign(static_cast<size_t>(size) * 4, 0);
    slideLimit_.assign(static_cast<size_t>(size) * 4, 0);
    xOf_.resize(size);
    yOf_.resize(size);
    for (int i = 0; i < size; ++i) {
        xOf_[i] = i % stride_ - 1;
        yOf_[i] = i / stride_ - 1;
    }

    State& s = start_;
    s.cells.assign(size, kWall);
    s.colBase = 2 * height_;
    s.masks.assign(2 * height_ + 2 * width_, 0);
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            const int i = index({x, y});
            if (board_.isPlaying({x, y})) {
                wall_[i] = 0;
                s.cells[i] = kEmpty;
            } else {
                s.rowBlk(y) |= std::uint64_t{1} << x;
                s.colBlk(x) |= std::uint64_t{1} << y;
            }
        }
    }
    for (int i = 0; i < size; ++i) {
        for (int d = 0; d < 4; ++d)
            next_[i * 4 + d] = wall_[i] ? i : index(board_.next(cellAt(i), static_cast<Dir>(d)));
    }
    if (board_.exit() && board_.isPlaying(*board_.exit()))
        exit_ = index(*board_.exit());
    if (board_.entrance() && board_.isPlaying(*board_.entrance()))
        entrance_ = index(*board_.entrance());

    std::vector<std::pair<std::string, int>> firstEnd;
    for (const Piece& p : level.pieces) {
        if (p.kind == PieceKind::Blood) {
            for (Cell c : p.cells)
                floor_[index(c)] = kBlood;
        } else if (p.kind == PieceKind::Teleporter) {
            const int i = index(p.at);
            floor_[i] = kTeleporter;
            arrow_[i] = p.arrow;
            bool paired = false;
            for (auto& [name, other] : firstEnd) {
                if (name == p.pair && twin_[other] < 0) {
                    twin_[other] = i;
                    twin_[i] = other;
                    paired = true;
                    break;
                }
            }
            if (!paired)
                firstEnd.emplace_back(p.pair, i);
        }
    }
    for (const Piece& p : level.pieces) {
        if (isObjectKind(p.kind))
            put(s, index(p.at), contentOf(p.kind, p.side));
    }
    s.monster = index(level.monsterAt);
    s.facing = level.monsterFacing;

    // R17: a slide stops before entering a cell it already entered; the cells a
    // slide can reach depend only on where it starts and its direction.
    std::vector<int> seen(size, -1);
    int stamp = 0;
    for (int i = 0; i < size; ++i) {
        if (floor_[i] != kBlood)
            continue;
        for (int d = 0; d < 4; ++d, ++stamp) {
            int cur = i;
            int k = 0;
            seen[i] = stamp;
            for (;;) {
                const int nn = next(cur, static_cast<Dir>(d));
                if (seen[nn] == stamp)
                    break;
                ++k;
                if (floor_[nn] != kBlood)
                    break;
                seen[nn] = stamp;
                cur = nn;
            }
            slideLimit_[i * 4 + d] = k;
        }
    }
}

State Arena::initialState() const
{
    return start_;
}

void Arena::put(State& s, int idx, std::uint8_t c) const
{
    s.cells[idx] = c;
    ++s.objects;
    const int x = xOf_[idx];
    const int y = yOf_[idx];
    if (isToken(c)) {
        s.rowTok(y) |= std::uint64_t{1} << x;
        s.colTok(x) |= std::uint64_t{1} << y;
        ++(c == kOwnToken ? s.own : s.enemy);
    } else if (isSightBlocker(c)) {
        s.rowBlk(y) |= std::uint64_t{1} << x;
        s.colBlk(x) |= std::uint64_t{1} << y;
    }
}

void Arena::clear(State& s, int idx) const
{
    const std::uint8_t c = s.cells[idx];
    s.cells[idx] = kEmpty;
    --s.objects;
    const int x = xOf_[idx];
    const int y = yOf_[idx];
    if (isToken(c)) {
        s.rowTok(y) &= ~(std::uint64_t{1} << x);
        s.colTok(x) &= ~(std::uint64_t{1} << y);
        --(c == kOwnToken ? s.own : s.enemy);
    } else if (isSightBlocker(c)) {
        s.rowBlk(y) &= ~(std::uint64_t{1} << x);
        s.colBlk(x) &= ~(std::uint64_t{1} << y);
    }
}

void Arena::place(State& s, const std::vector<Placement>& placements) const
{
    for (const Placement& p : placements)
        put(s, index(p.at), contentOf(p.kind, p.side));
}

void Arena::tokenGone(State& s, std::uint8_t c, Settle& settle) const
{
    if (settle != Settle::None)
        return;
    if (c == kOwnToken)
        settle = Settle::OwnTokenLost;
    else if (s.enemy == 0 && goal_ == Goal::EatAllEnemies)
        settle = Settle::LastEnemy;
}

Look Arena::look(const State& s) const
{
    Look look;
    const Dir f = s.facing;
    const Dir dirs[3] = {f, turnLeft(f), turnRight(f)};
    int best = 0;
    int bestCount = 0;
    look.chosen = f;
    for (int k = 0; k < 3; ++k) {
        Ray& r = look.rays[k];
        r.dir = dirs[k];
        r.token = rayToken(s, s.monster, dirs[k], r.length);
        if (r.token == 0)
            continue;
        if (best == 0 || r.token < best) {
            best = r.token;
            bestCount = 1;
            look.chosen = dirs[k];
        } else if (r.token == best) {
            ++bestCount;
        }
    }
    look.sawToken = bestCount > 0;
    if (bestCount != 1)
        look.chosen = f;
    return look;
}

Event Arena::objectEvent(Event::Type type, int from, int to, std::uint8_t content) const
{
    Event e;
    e.type = type;
    e.from = cellAt(from);
    e.to = cellAt(to);
    e.kind = kindOfContent(content);
    e.side = sideOfContent(content);
    return e;
}

RunResult Arena::run(State& s, long maxSteps) const
{
    NullObserver null;
    RunWorkspace ws;
    return run(s, maxSteps, null, ws);
}

} // namespace ff
