// A run observed step by step, with every sub-move reported in order (for the
// CLI's --trace and path, and for the player's animation).
//
// The outcome is settled once up front by the fast Arena::run, so step() never
// goes past the settling step and finished() is exact from the start.
#pragma once

#include "engine/rules/Arena.h"

#include <vector>

namespace ff {

class Simulation {
public:
    // `arena` must outlive the simulation.
    Simulation(const Arena& arena, State start, long maxSteps = kDefaultMaxSteps);

    bool finished() const { return steps_ >= result_.steps; }
    // Takes the next step and returns its sub-moves. Precondition: !finished().
    const std::vector<Event>& step();
    // Steps taken so far.
    long steps() const { return steps_; }
    // Running until finished, then the settled outcome.
    Outcome outcome() const { return finished() ? result_.outcome : Outcome::Running; }
    // The outcome and step count the run settles on.
    const RunResult& result() const { return result_; }
    const State& state() const { return state_; }
    const Arena& arena() const { return *arena_; }

    // The run settles because its state repeats: `endless` (R19), or `solved` under
    // `survive-forever` (R20). From its final state (R26: the repeated one) the
    // monster walks the same loop forever.
    bool endsInLoop() const;
    // For a finished run that endsInLoop: the sub-moves of one lap of the loop, from
    // state() until the state equals it again, in order. Empty for any other run.
    std::vector<Event> loopEvents() const;

private:
    struct Recorder {
        static constexpr bool kEvents = true;
        std::vector<Event>* out;
        void event(const Event& e) { out->push_back(e); }
        void examine(int) {}
        void ray(int, Dir, int) {}
    };

    const Arena* arena_;
    State state_;
    RunResult result_;
    long steps_ = 0;
    std::vector<Event> events_;
};

} // namespace ff
