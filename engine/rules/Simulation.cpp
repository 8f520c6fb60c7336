#include "engine/rules/Simulation.h"

namespace ff {

Simulation::Simulation(const Arena& arena, State start, long maxSteps)
    : arena_(&arena), state_(std::move(start))
{
    State probe = state_;
    result_ = arena.run(probe, maxSteps);
}

bool Simulation::endsInLoop() const
{
    return result_.outcome == Outcome::Endless ||
           (result_.outcome == Outcome::Solved && arena_->goal() == Goal::SurviveForever);
}

std::vector<Event> Simulation::loopEvents() const
{
    std::vector<Event> lap;
    if (!finished() || !endsInLoop())
        return lap;
    // The state first repeats after result_.steps steps, so a lap is at most that long.
    State s = state_;
    Recorder rec{&lap};
    for (long i = 0; i < result_.steps; ++i) {
        arena_->step(s, rec);
        if (s.sameAs(state_))
            break;
    }
    return lap;
}

const std::vector<Event>& Simulation::step()
{
    events_.clear();
    Recorder rec{&events_};
    arena_->step(state_, rec);
    ++steps_;
    return events_;
}

} // namespace ff
