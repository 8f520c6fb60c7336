// The exact search over placements (R21) for one thread: a depth-first walk that
// simulates each run once for all the placements it cannot tell apart.
//
// Why it is exact. Each candidate cell has a set of possible contents: empty or one
// of the inventory classes still to place. The search runs the monster with only the
// pieces it has decided on; an undecided cell is empty in that run. Arena::step
// reports every cell whose content it reads (examine) and every sight ray (ray).
// Before the run may use an undecided cell, the search splits: one branch per
// inventory class the cell could hold (the piece is put there, and since the run has
// not read the cell before, the run so far is the same with the piece there from the
// start), and a branch where the cell holds none of them. For a sight ray only the
// classes that could change what the ray reports are split off: tokens on any ray
// cell, and blocks (stones, turning stones) only on a ray that sees a token, in
// front of it; a crystal never changes a ray (R9). So, by induction over the steps,
// every full placement that agrees with the decisions made has exactly the run the
// search simulates, with its other pieces standing still on cells the run never
// read. Two adjustments keep that true: the run's enemy count includes the enemy
// tokens not yet placed (R19: eating the board's last enemy ends the run only when
// no enemy token is left anywhere, SolverSpace::searchStart), and loop detection
// restarts whenever a piece is put down, since states differ from the real ones
// only by the undecided pieces, which never move. When the run ends, the placements
// it stands for are all ways to put the remaining pieces on undecided cells that
// allow them; that number is counted by combinatorics, and the solutions are listed
// only as far as asked. Every placement falls in exactly one leaf, so the counts and
// sets equal brute force's.
//
// Step limit (R19). A settled run (token eaten) has the same step count as the real
// one. A repeat the search finds is a real repeat, but the real run may repeat
// earlier, through states from before the last piece was put down; with the goal
// eat-all-enemies an endless run is never a solution, and under survive-forever a
// leaf the search cannot decide within the cap is decided by running one of its
// placements with Arena::run (all of them run identically).
//
// Cost. Identical pieces are one class, so each combination is reached once; runs
// share every prefix up to a split; one step is redone per split; the state copies
// per step are a few hundred bytes. Memory is a few states per inventory piece
// plus one byte per cell: nothing grows with the number of placements tried.
#pragma once

#include "engine/search/SolverSpace.h"
#include "engine/search/SolverTypes.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace ff {

class SolverSearch {
public:
    // Receives a subtree to hand to another thread, after the batch of leaves found
    // before it (in search order); false stops the search.
    using Emit = std::function<bool(SolverTask&& task, SolverBatch&& before)>;

    // `space` must outlive the search. A batch stops growing at `cap` solutions;
    // `collect` keeps the solutions, not only their number. `stop` halts every walk
    // within 256 steps (a walk never waits).
    SolverSearch(const SolverSpace& space, const std::atomic<bool>& stop, std::uint64_t cap, bool collect,
                 long maxSteps);

    // Walks the whole space from the start. Subtrees below `splitDepth` placed pieces
    // go to `emit` instead of being walked; what is found outside them is passed to
    // `emit` in order, and what follows the last one is returned.
    SolverBatch produce(int splitDepth, const Emit& emit);
    // Walks one emitted subtree.
    SolverBatch explore(const SolverTask& task);

    // Placements whose outcome this search has settled so far (read from any thread).
    std::uint64_t settled() const { return settled_.load(std::memory_order_relaxed); }
    // Placements the inventory allows in all: what brute force simulates.
    std::uint64_t totalPlacements();

    // n over k, saturating at the largest std::uint64_t.
    static std::uint64_t choose(std::uint64_t n, std::uint64_t k);

private:
    // What Arena::step reported that needs a split before the step can be trusted.
    struct Probe {
        static constexpr bool kEvents = false;
        SolverSearch* search = nullptr;
        const State* state = nullptr;
        int cell = -1; // a read cell with several possible contents
        int rayFrom = -1;
        Dir rayDir = Dir::N;
        int rayLength = 0;
        SolverSpace::ClassSet raySplit = 0; // the classes the ray must split off
        bool pending() const { return cell >= 0 || rayFrom >= 0; }
        void event(const Event&) {}
        void examine(int idx);
        void ray(int from, Dir d, int length);
    };

    struct Frame {
        State cur;
        State backup;
        State saved; // Brent's method, as in Arena::run
        long steps = 0;
        long savedIndex = 0;
        long power = 1;
    };

    void reset(const std::vector<SolverSpace::ClassSet>& possible, const SolverSpace::ClassCounts& remaining,
               const std::vector<std::pair<int, std::uint8_t>>& placed);
    void walk(int depth);
    void resolve(int depth);
    void branch(int depth, int idx, int k);
    // A settled run: `solved` unless `verify` asks Arena::run; `enemiesLeft` as the
    // run's State::enemy (unplaced enemy tokens included).
    void leaf(bool solved, bool verify, int enemiesLeft);
    bool verifyRun();
    void restartLoopCheck(Frame& f);

    void setPossible(int idx, SolverSpace::ClassSet mask);
    void apply(int idx, SolverSpace::ClassSet mask);
    void undo(std::size_t mark);
    void updateAvailable();

    std::uint64_t completions();
    std::uint64_t distribute(int ci, int group, int left);
    // Lists up to `want` of the current leaf's placements into `sink`.
    void enumerate(std::vector<std::vector<Placement>>* sink, std::uint64_t want);
    void enumerateClass(int ci, std::size_t from, int left, std::uint64_t& want);
    std::vector<Placement> solutionNow() const;

    const SolverSpace& space_;
    const Arena& arena_;
    const std::atomic<bool>& stop_;
    const std::uint64_t cap_;
    const bool collect_;
    const long maxSteps_;

    std::vector<SolverSpace::ClassSet> possible_;
    std::array<int, SolverSpace::kClassSets> hist_{}; // undecided candidate cells per possible set
    std::vector<std::uint64_t> tokRow_, tokCol_, blkRow_, blkCol_;
    std::vector<std::pair<int, SolverSpace::ClassSet>> trail_;
    SolverSpace::ClassCounts remaining_{};
    SolverSpace::ClassSet available_ = 0; // classes with pieces left
    std::vector<std::pair<int, std::uint8_t>> placed_;
    std::vector<Frame> frames_;
    Probe probe_;

    int splitDepth_ = -1;
    const Emit* emit_ = nullptr;
    SolverBatch batch_;
    bool halted_ = false;
    unsigned ticks_ = 0;
    std::uint64_t settledLocal_ = 0;
    std::atomic<std::uint64_t> settled_{0};

    // Scratch for completions() / enumerate().
    int classes_[SolverSpace::kMaxClasses] = {};
    int need_[SolverSpace::kMaxClasses] = {};
    int classN_ = 0;
    SolverSpace::ClassSet groupBits_[SolverSpace::kClassSets] = {};
    int groupFree_[SolverSpace::kClassSets] = {};
    int groupN_ = 0;
    std::vector<int> free_;
    std::vector<char> used_;
    std::vector<std::pair<int, int>> chosen_; // grid index, class
    std::vector<std::vector<Placement>>* sink_ = nullptr;
    RunWorkspace workspace_;
};

} // namespace ff
