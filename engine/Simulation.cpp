#include "engine/Simulation.h"

namespace ff {

Simulation::Simulation(const Arena& arena, State start, long maxSteps)
    : arena_(&arena), state_(std::move(start))
{
    State probe = state_;
    result_ = arena.run(probe, maxSteps);
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
