#include "engine/rules/Explain.h"

#include "engine/rules/Simulation.h"

namespace ff {

namespace {

RaySeen seen(const Arena& arena, const State& s, const Ray& ray)
{
    RaySeen r;
    r.dir = ray.dir;
    if (ray.token > 0) {
        r.end = RayEnd::Token;
        r.distance = ray.token;
        const Cell m = arena.cellAt(s.monster);
        const Cell t{m.x + dirDx(ray.dir) * ray.token, m.y + dirDy(ray.dir) * ray.token};
        const std::uint8_t c = s.cells[arena.index(t)];
        r.side = sideOfContent(c);
        r.kind = kindOfContent(c);
        return r;
    }
    // Without a token the ray ended on a blocker, or ran to the edge of the rectangle
    // (Arena::look's length then counts the cells up to the edge).
    const Cell m = arena.cellAt(s.monster);
    const Cell last{m.x + dirDx(ray.dir) * ray.length, m.y + dirDy(ray.dir) * ray.length};
    const std::uint8_t c = ray.length > 0 ? s.cells[arena.index(last)] : std::uint8_t{kEmpty};
    r.distance = ray.length;
    if (isSightBlocker(c)) {
        r.end = RayEnd::Piece;
        r.kind = kindOfContent(c);
    } else {
        r.end = RayEnd::Wall;
        if (c == kWall)
            r.distance = ray.length - 1;
    }
    return r;
}

} // namespace

StepWhy explainStep(const Arena& arena, const State& before, const std::vector<Event>& events)
{
    StepWhy why;
    why.at = arena.cellAt(before.monster);
    why.facing = before.facing;
    const Look look = arena.look(before);
    int ties = 0;
    for (int k = 0; k < 3; ++k) {
        why.rays[k] = seen(arena, before, look.rays[k]);
        const int t = look.rays[k].token;
        if (t == 0)
            continue;
        if (why.nearest == 0 || t < why.nearest) {
            why.nearest = t;
            ties = 1;
        } else if (t == why.nearest) {
            ++ties;
        }
    }
    why.faced = look.chosen;
    why.choice = !look.sawToken                 ? Choice::NothingSeen
                 : ties > 1                     ? Choice::Tie
                 : look.chosen == before.facing ? Choice::NearestAhead
                                                : Choice::TurnToNearest;

    // The objects of one push (R13, R28): their events come before the monster's
    // Move into the chain's first cell; the last Push of the group is that object.
    int pushed = 0;
    Deed push;
    push.type = Deed::Type::Push;
    std::vector<Deed> gone;
    for (const Event& e : events) {
        if (isPushEvent(e.type)) {
            // Each object of the chain either moves (Push) or leaves the board
            // (Crush, Remove); a removal on the exit or entrance follows its Push.
            const bool oneObject = e.type == Event::Type::Push || (e.type != Event::Type::ObjectSlide &&
                                                                   e.reason != GoneReason::ExitOrEntrance);
            if (oneObject) {
                ++pushed;
                push.kind = e.kind;
                push.side = e.side;
            }
            if (e.type == Event::Type::Crush || e.type == Event::Type::Remove) {
                Deed d;
                d.type = e.type == Event::Type::Crush ? Deed::Type::Crush : Deed::Type::Remove;
                d.kind = e.kind;
                d.side = e.side;
                d.at = e.from;
                d.reason = e.reason;
                gone.push_back(d);
            }
            continue;
        }
        if (pushed > 0) { // a removed object was pushed first, so gone is empty without one
            push.count = pushed;
            why.deeds.push_back(push);
            why.deeds.insert(why.deeds.end(), gone.begin(), gone.end());
            pushed = 0;
            gone.clear();
        }
        Deed d;
        d.dir = e.dir;
        d.at = e.to;
        d.kind = e.kind;
        d.side = e.side;
        d.crossed = e.crossed;
        switch (e.type) {
        case Event::Type::Face:
            continue;
        case Event::Type::TurnStone:
            d.type = Deed::Type::TurnStone;
            break;
        case Event::Type::Stuck:
            d.type = Deed::Type::Stuck;
            break;
        case Event::Type::Move:
            if (e.slide && !why.deeds.empty() && why.deeds.back().type == Deed::Type::Slide) {
                Deed& slide = why.deeds.back();
                ++slide.count;
                slide.at = e.to;
                slide.crossed = slide.crossed || e.crossed;
                continue;
            }
            d.type = e.slide ? Deed::Type::Slide : Deed::Type::Walk;
            break;
        case Event::Type::Teleport:
            d.type = Deed::Type::Teleport;
            break;
        case Event::Type::Eat:
            d.type = Deed::Type::Eat;
            d.at = e.from;
            break;
        case Event::Type::SlideTurn:
            d.type = Deed::Type::SlideTurn;
            d.at = e.from;
            break;
        case Event::Type::Push:
        case Event::Type::ObjectSlide:
        case Event::Type::Crush:
        case Event::Type::Remove:
            break;
        }
        why.deeds.push_back(d);
    }
    return why;
}

std::vector<StepWhy> explainRun(const Arena& arena, State start, long maxSteps)
{
    std::vector<StepWhy> out;
    Simulation sim(arena, std::move(start), maxSteps);
    while (!sim.finished()) {
        const State before = sim.state();
        out.push_back(explainStep(arena, before, sim.step()));
    }
    return out;
}

} // namespace ff
