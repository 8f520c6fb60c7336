#include "engine/search/SolverSearch.h"

#include <algorithm>
#include <limits>

namespace ff {

namespace {

constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

// More than one possible content: the cell is still open.
using ClassSet = SolverSpace::ClassSet;

constexpr bool undecided(ClassSet m)
{
    return (m & (m - 1)) != 0;
}
constexpr ClassSet bit(int k)
{
    return static_cast<ClassSet>(1u << k);
}

// Bits lo .. lo+len-1; 1 <= len, lo + len <= 64.
std::uint64_t bitRange(int lo, int len)
{
    return (len >= 64 ? kMax : (std::uint64_t{1} << len) - 1) << lo;
}

} // namespace

SolverSearch::SolverSearch(const SolverSpace& space, const std::atomic<bool>& stop, std::uint64_t cap,
                           bool collect, long maxSteps)
    : space_(space), arena_(space.arena()), stop_(stop), cap_(cap), collect_(collect), maxSteps_(maxSteps)
{
    frames_.resize(static_cast<std::size_t>(space.pieceCount()) + 1);
    probe_.search = this;
}

std::uint64_t SolverSearch::choose(std::uint64_t n, std::uint64_t k)
{
    if (k > n)
        return 0;
    k = std::min(k, n - k);
    unsigned __int128 c = 1;
    for (std::uint64_t i = 0; i < k; ++i) {
        c = c * (n - i) / (i + 1); // C(n, i) * (n - i) / (i + 1) = C(n, i + 1), exact
        if (c > kMax)
            return kMax;
    }
    return static_cast<std::uint64_t>(c);
}

std::uint64_t SolverSearch::totalPlacements()
{
    SolverSpace::ClassCounts counts{};
    for (int k = 1; k <= space_.classCount(); ++k)
        counts[k] = space_.count(k);
    reset(space_.initialPossible(), counts, {});
    return completions();
}

void SolverSearch::reset(const std::vector<ClassSet>& possible, const SolverSpace::ClassCounts& remaining,
                         const std::vector<std::pair<int, std::uint8_t>>& placed)
{
    const Board& board = arena_.board();
    possible_ = possible;
    hist_.fill(0);
    tokRow_.assign(board.height(), 0);
    blkRow_.assign(board.height(), 0);
    tokCol_.assign(board.width(), 0);
    blkCol_.assign(board.width(), 0);
    for (int idx : space_.candidates()) {
        const ClassSet m = possible_[idx];
        possible_[idx] = 0;
        apply(idx, m);
    }
    trail_.clear();
    remaining_ = remaining;
    updateAvailable();
    placed_ = placed;
    halted_ = false;
    batch_ = {};
}

void SolverSearch::updateAvailable()
{
    available_ = 0;
    for (int k = 1; k <= space_.classCount(); ++k) {
        if (remaining_[k] > 0)
            available_ |= bit(k);
    }
}

void SolverSearch::apply(int idx, ClassSet mask)
{
    const ClassSet old = possible_[idx];
    if (undecided(old))
        --hist_[old];
    if (undecided(mask))
        ++hist_[mask];
    possible_[idx] = mask;
    const int x = space_.xOf(idx);
    const int y = space_.yOf(idx);
    const std::uint64_t xb = std::uint64_t{1} << x;
    const std::uint64_t yb = std::uint64_t{1} << y;
    const bool open = undecided(mask);
    if (open && (mask & space_.tokenClasses())) {
        tokRow_[y] |= xb;
        tokCol_[x] |= yb;
    } else {
        tokRow_[y] &= ~xb;
        tokCol_[x] &= ~yb;
    }
    if (open && (mask & space_.blockClasses())) {
        blkRow_[y] |= xb;
        blkCol_[x] |= yb;
    } else {
        blkRow_[y] &= ~xb;
        blkCol_[x] &= ~yb;
    }
}

void SolverSearch::setPossible(int idx, ClassSet mask)
{
    trail_.emplace_back(idx, possible_[idx]);
    apply(idx, mask);
}

void SolverSearch::undo(std::size_t mark)
{
    while (trail_.size() > mark) {
        const auto [idx, mask] = trail_.back();
        trail_.pop_back();
        apply(idx, mask);
    }
}

void SolverSearch::Probe::examine(int idx)
{
    if (pending())
        return;
    const ClassSet m = search->possible_[idx];
    if (undecided(m) && (m & search->available_))
        cell = idx;
}

void SolverSearch::Probe::ray(int from, Dir d, int length)
{
    if (pending() || length == 0)
        return;
    const SolverSpace& space = search->space_;
    const ClassSet avail = search->available_;
    ClassSet split = space.tokenClasses() & avail;
    if (isToken(state->cells[from + length * space.delta(d)]))
        split |= space.blockClasses() & avail; // a block in front would hide the token
    if (!split)
        return;
    const bool tok = split & space.tokenClasses();
    const bool blk = split & space.blockClasses();
    const int x = space.xOf(from);
    const int y = space.yOf(from);
    std::uint64_t bits;
    bool row = true;
    switch (d) {
    case Dir::E:
        bits = bitRange(x + 1, length);
        break;
    case Dir::W:
        bits = bitRange(x - length, length);
        break;
    case Dir::S:
        bits = bitRange(y + 1, length);
        row = false;
        break;
    default:
        bits = bitRange(y - length, length);
        row = false;
        break;
    }
    if (row)
        bits &= (tok ? search->tokRow_[y] : 0) | (blk ? search->blkRow_[y] : 0);
    else
        bits &= (tok ? search->tokCol_[x] : 0) | (blk ? search->blkCol_[x] : 0);
    const int stride = search->arena_.stride();
    for (; bits; bits &= bits - 1) {
        const int b = std::countr_zero(bits);
        const int idx = row ? (y + 1) * stride + b + 1 : (b + 1) * stride + x + 1;
        if (search->possible_[idx] & split) {
            rayFrom = from;
            rayDir = d;
            rayLength = length;
            raySplit = split;
            return;
        }
    }
}

void SolverSearch::restartLoopCheck(Frame& f)
{
    f.saved = f.cur;
    f.savedIndex = f.steps;
    f.power = 1;
}

SolverBatch SolverSearch::produce(int splitDepth, const Emit& emit)
{
    SolverSpace::ClassCounts counts{};
    for (int k = 1; k <= space_.classCount(); ++k)
        counts[k] = space_.count(k);
    reset(space_.initialPossible(), counts, {});
    splitDepth_ = splitDepth;
    emit_ = &emit;
    Frame& f = frames_[0];
    f.cur = space_.searchStart();
    f.steps = 0;
    restartLoopCheck(f);
    walk(0);
    splitDepth_ = -1;
    emit_ = nullptr;
    return std::move(batch_);
}

SolverBatch SolverSearch::explore(const SolverTask& task)
{
    reset(task.possible, task.remaining, task.placed);
    Frame& f = frames_[task.placed.size()];
    f.cur = task.state;
    f.steps = task.steps;
    restartLoopCheck(f);
    walk(static_cast<int>(task.placed.size()));
    return std::move(batch_);
}

void SolverSearch::walk(int depth)
{
    Frame& f = frames_[depth];
    for (;;) {
        if (halted_)
            return;
        if ((++ticks_ & 255u) == 0 && stop_.load(std::memory_order_relaxed)) {
            halted_ = true;
            return;
        }
        const bool open = available_ != 0;
        if (open)
            f.backup = f.cur;
        probe_.cell = -1;
        probe_.rayFrom = -1;
        probe_.state = &f.cur;
        const int objectsBefore = f.cur.objects;
        const Settle settle = arena_.step(f.cur, probe_);
        if (open && probe_.pending()) {
            std::swap(f.cur, f.backup);
            resolve(depth);
            continue;
        }
        ++f.steps;
        if (settle != Settle::None) {
            leaf(settle == Settle::LastEnemy && f.steps <= maxSteps_, false, f.cur.enemy);
            return;
        }
        if (space_.eatAll()) {
            if (f.steps >= maxSteps_) { // a later settle would be past the cap
                leaf(false, false, f.cur.enemy);
                return;
            }
        } else if (f.steps > maxSteps_) { // the real run may repeat earlier: ask it
            leaf(true, true, f.cur.enemy);
            return;
        }
        if (f.cur.objects != objectsBefore) { // no earlier state can come back
            restartLoopCheck(f);
            continue;
        }
        if (f.cur.sameAs(f.saved)) { // endless; R20 when no enemy is left anywhere
            leaf(!space_.eatAll() && f.cur.enemy == 0, false, f.cur.enemy);
            return;
        }
        if (f.steps - f.savedIndex == f.power) {
            f.saved = f.cur;
            f.savedIndex = f.steps;
            f.power *= 2;
        }
    }
}

void SolverSearch::resolve(int depth)
{
    const int classes = space_.classCount();
    if (probe_.cell >= 0) {
        const int idx = probe_.cell;
        const ClassSet options = possible_[idx] & available_;
        for (int k = 1; k <= classes; ++k) {
            if (options & bit(k)) {
                branch(depth, idx, k);
                if (halted_)
                    return;
            }
        }
        setPossible(idx, SolverSpace::kEmptyBit);
        return;
    }
    // Nearest first: each cell is split given that the ones before it show nothing.
    // Copies: the branches below run their own steps with the probe.
    const ClassSet split = probe_.raySplit;
    const int dl = space_.delta(probe_.rayDir);
    const int from = probe_.rayFrom;
    const int length = probe_.rayLength;
    for (int j = 1; j <= length; ++j) {
        const int idx = from + j * dl;
        const ClassSet m = possible_[idx];
        if (!undecided(m) || !(m & split))
            continue;
        for (int k = 1; k <= classes; ++k) {
            if (m & split & bit(k)) {
                branch(depth, idx, k);
                if (halted_)
                    return;
            }
        }
        setPossible(idx, static_cast<ClassSet>(m & ~split));
    }
}

void SolverSearch::branch(int depth, int idx, int k)
{
    const Frame& f = frames_[depth];
    const std::size_t mark = trail_.size();
    setPossible(idx, bit(k));
    --remaining_[k];
    updateAvailable();
    placed_.emplace_back(idx, static_cast<std::uint8_t>(k));
    const std::uint8_t c = space_.content(k);
    if (depth + 1 == splitDepth_) {
        SolverTask task;
        task.state = f.cur;
        arena_.put(task.state, idx, c);
        if (c == kEnemyToken)
            --task.state.enemy; // it was counted while still in the inventory
        task.possible = possible_;
        task.remaining = remaining_;
        task.placed = placed_;
        task.steps = f.steps;
        SolverBatch before = std::move(batch_);
        batch_ = {};
        if (!(*emit_)(std::move(task), std::move(before)))
            halted_ = true;
    } else {
        Frame& child = frames_[depth + 1];
        child.cur = f.cur;
        arena_.put(child.cur, idx, c);
        if (c == kEnemyToken)
            --child.cur.enemy;
        child.steps = f.steps;
        restartLoopCheck(child);
        walk(depth + 1);
    }
    placed_.pop_back();
    ++remaining_[k];
    updateAvailable();
    undo(mark);
}

void SolverSearch::leaf(bool solved, bool verify, int enemiesLeft)
{
    const std::uint64_t n = completions();
    ++batch_.simulations;
    settledLocal_ = addSat(settledLocal_, n);
    settled_.store(settledLocal_, std::memory_order_relaxed);
    if (n == 0)
        return;
    if (!solved || (verify && !verifyRun())) {
        if (enemiesLeft <= 1 && enemiesLeft < space_.searchStart().enemy)
            batch_.nearMisses = addSat(batch_.nearMisses, n);
        return;
    }
    if (batch_.count == 0)
        batch_.firstSolutionAt = batch_.simulations;
    const std::uint64_t before = batch_.count;
    batch_.count = addSat(batch_.count, n);
    if (collect_ && before < cap_)
        enumerate(&batch_.solutions, std::min(n, cap_ - before));
    if (batch_.count >= cap_)
        halted_ = true;
}

bool SolverSearch::verifyRun()
{
    std::vector<std::vector<Placement>> one;
    enumerate(&one, 1);
    if (one.empty())
        return false;
    State s = space_.start();
    arena_.place(s, one.front());
    NullObserver null;
    return arena_.run(s, maxSteps_, null, workspace_).outcome == Outcome::Solved;
}

std::uint64_t SolverSearch::completions()
{
    classN_ = 0;
    for (int k = 1; k <= space_.classCount(); ++k) {
        if (remaining_[k] > 0) {
            classes_[classN_] = k;
            need_[classN_] = remaining_[k];
            ++classN_;
        }
    }
    if (classN_ == 0)
        return 1;
    groupN_ = 0;
    const int masks = 1 << (space_.classCount() + 1);
    for (int m = 0; m < masks; ++m) {
        if (hist_[m] == 0)
            continue;
        const ClassSet bits = static_cast<ClassSet>(m & available_);
        if (!bits)
            continue;
        int g = 0;
        while (g < groupN_ && groupBits_[g] != bits)
            ++g;
        if (g == groupN_) {
            groupBits_[g] = bits;
            groupFree_[g] = 0;
            ++groupN_;
        }
        groupFree_[g] += hist_[m];
    }
    return distribute(0, 0, need_[0]);
}

std::uint64_t SolverSearch::distribute(int ci, int group, int left)
{
    if (left == 0)
        return ci + 1 == classN_ ? 1 : distribute(ci + 1, 0, need_[ci + 1]);
    if (group == groupN_)
        return 0;
    if (!(groupBits_[group] & bit(classes_[ci])))
        return distribute(ci, group + 1, left);
    const int free = groupFree_[group];
    std::uint64_t total = 0;
    for (int x = 0; x <= std::min(left, free); ++x) {
        groupFree_[group] = free - x;
        const std::uint64_t rest = distribute(ci, group + 1, left - x);
        total = addSat(total, mulSat(choose(free, x), rest));
    }
    groupFree_[group] = free;
    return total;
}

void SolverSearch::enumerate(std::vector<std::vector<Placement>>* sink, std::uint64_t want)
{
    sink_ = sink;
    free_.clear();
    for (int idx : space_.candidates()) {
        if (undecided(possible_[idx]))
            free_.push_back(idx);
    }
    used_.assign(free_.size(), 0);
    chosen_.clear();
    if (classN_ == 0) {
        if (want > 0)
            sink_->push_back(solutionNow());
        return;
    }
    enumerateClass(0, 0, need_[0], want);
}

void SolverSearch::enumerateClass(int ci, std::size_t from, int left, std::uint64_t& want)
{
    if (want == 0)
        return;
    if (left == 0) {
        if (ci + 1 == classN_) {
            sink_->push_back(solutionNow());
            --want;
        } else {
            enumerateClass(ci + 1, 0, need_[ci + 1], want);
        }
        return;
    }
    const int k = classes_[ci];
    for (std::size_t j = from; j < free_.size() && want > 0; ++j) {
        if (used_[j] || !(possible_[free_[j]] & bit(k)))
            continue;
        used_[j] = 1;
        chosen_.emplace_back(free_[j], k);
        enumerateClass(ci, j + 1, left - 1, want);
        chosen_.pop_back();
        used_[j] = 0;
    }
}

std::vector<Placement> SolverSearch::solutionNow() const
{
    std::vector<Placement> out;
    out.reserve(placed_.size() + chosen_.size());
    for (const auto& [idx, k] : placed_)
        out.push_back(space_.placement(k, idx));
    for (const auto& [idx, k] : chosen_)
        out.push_back(space_.placement(k, idx));
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace ff
