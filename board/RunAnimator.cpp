#include "board/RunAnimator.h"

#include "board/BoardRenderer.h"

#include <QEasingCurve>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ff::ui {

using ff::Cell;
using ff::Event;

namespace {

constexpr int kInstantChunk = 20000;    // sub-moves applied per timer tick when instant
constexpr size_t kMaxPath = 4000;       // path segments kept on screen (up to twice that)
constexpr long kCheckpointEvery = 256;  // steps between the copies of the run kept for scrubbing
constexpr long kReviewPathSteps = 2000; // steps of path shown when scrubbing (older ones have faded)

QPointF centre(Cell c)
{
    return QPointF(c.x + 0.5, c.y + 0.5);
}
QPointF unit(ff::Dir d)
{
    return QPointF(ff::dirDx(d), ff::dirDy(d));
}
qreal ease(qreal t)
{
    return QEasingCurve(QEasingCurve::InOutQuad).valueForProgress(std::clamp<qreal>(t, 0, 1));
}
qreal lerp(qreal a, qreal b, qreal t)
{
    return a + (b - a) * t;
}
QPointF lerp(QPointF a, QPointF b, qreal t)
{
    return a + (b - a) * t;
}

// The target angle closest to `from` (so a turn never spins the long way round).
qreal nearestAngle(qreal from, qreal to)
{
    qreal d = std::fmod(to - from, 360.0);
    if (d > 180)
        d -= 360;
    if (d < -180)
        d += 360;
    return from + d;
}

} // namespace

RunAnimator::RunAnimator(QObject* parent) : QObject(parent)
{
    timer_.setInterval(15);
    timer_.setTimerType(Qt::PreciseTimer);
    connect(&timer_, &QTimer::timeout, this, &RunAnimator::tick);
}

RunAnimator::~RunAnimator() = default;

void RunAnimator::start(const ff::Level& level, const std::vector<ff::Placement>& placements)
{
    stop();
    arena_ = std::make_unique<ff::Arena>(level);
    ff::State s = arena_->initialState();
    arena_->place(s, placements);
    sim_ = std::make_unique<ff::Simulation>(*arena_, s);

    const BoardScene initial = BoardRenderer::sceneFor(level, placements);
    scene_ = BoardScene{};
    scene_.monsterPos = initial.monsterPos;
    scene_.monsterAngle = initial.monsterAngle;
    facing_ = level.monsterFacing;
    for (const SceneObject& o : initial.objects)
        actors_.push_back(
            {o, Cell{static_cast<int>(std::floor(o.pos.x())), static_cast<int>(std::floor(o.pos.y()))},
             true});
    paused_ = false;
    skipping_ = false;
    pauseAfterStep_ = false;
    updateSight();
    showProgress();
    clock_.start();
    timer_.start();
    if (speed_ == 0)
        applyInstantly(kInstantChunk);
}

void RunAnimator::stop()
{
    timer_.stop();
    sim_.reset();
    arena_.reset();
    actors_.clear();
    queue_.clear();
    current_.reset();
    currentActor_ = -1;
    glowAt_.reset();
    checkpoints_.clear();
    shown_ = 0;
    stepEvents_.clear();
    loopCells_.clear();
    loopPath_.clear();
    animated_.clear();
    path_.clear();
    look_.reset();
    lost_.reset();
    finished_ = false;
    outcome_ = ff::Outcome::Running;
    scene_ = BoardScene{};
}

void RunAnimator::setSpeed(int cellsPerSecond)
{
    speed_ = std::max(0, cellsPerSecond);
}

int RunAnimator::paceOfStep(int speed, long step)
{
    constexpr long kSlowSteps = 3;
    if (speed <= 0 || step > kSlowSteps)
        return std::max(0, speed);
    // A third, a half and two thirds of the speed, at least a cell per second.
    return static_cast<int>(std::max<long>(1, speed * (std::max<long>(1, step) + 1) / 6));
}

void RunAnimator::setPaused(bool paused)
{
    if (paused_ == paused)
        return;
    paused_ = paused;
    pauseAfterStep_ = false;
    clock_.restart();
    emit pausedChanged(paused_);
}

void RunAnimator::stepOnce()
{
    if (!sim_ || finished_)
        return;
    if (paused_ && (current_ || !queue_.empty())) {
        // Paused mid-step, the rest of that step is shown at once, so that the step
        // played next is a whole one.
        while (!queue_.empty() || current_) {
            if (!current_)
                beginNext();
            finishCurrent();
        }
        showProgress();
    }
    pauseAfterStep_ = true;
    // Running mid-step: finish this step; between steps: play the next one.
    eventsSinceStepRequest_ = current_ || !queue_.empty() ? 1 : 0;
    if (paused_) {
        paused_ = false;
        emit pausedChanged(false);
    }
    clock_.restart();
}

void RunAnimator::skipToEnd()
{
    if (!sim_ || finished_)
        return;
    skipping_ = true;
    pauseAfterStep_ = false;
    if (paused_) {
        paused_ = false;
        emit pausedChanged(false);
    }
    applyInstantly(kInstantChunk);
}

void RunAnimator::setShowSight(bool on)
{
    showSight_ = on;
    showProgress();
}

void RunAnimator::setShowPath(bool on)
{
    showPath_ = on;
    pathChanged_ = true;
    showProgress();
}

void RunAnimator::tick()
{
    if (!sim_ || finished_)
        return;
    const qreal seconds = clock_.restart() / 1000.0;
    if (paused_)
        return;
    if (speed_ == 0 || skipping_)
        applyInstantly(kInstantChunk);
    else
        advance(std::min<qreal>(seconds, 0.25) * paceOfStep(speed_, steps()));
}

void RunAnimator::advance(qreal budget)
{
    while (budget > 0 && !paused_ && !finished_) {
        if (!current_) {
            if (!beginNext())
                break;
            emit subMoveStarted(static_cast<int>(current_->type));
        }
        const qreal w = weight(*current_);
        const qreal need = (1 - progress_) * w;
        if (budget >= need) {
            budget -= need;
            finishCurrent();
        } else {
            progress_ += budget / w;
            budget = 0;
        }
    }
    showProgress();
}

void RunAnimator::applyInstantly(int count)
{
    for (int i = 0; i < count && !paused_ && !finished_; ++i) {
        if (!current_ && !beginNext())
            break;
        finishCurrent();
    }
    showProgress();
}

bool RunAnimator::beginNext()
{
    if (queue_.empty()) {
        if (pauseAfterStep_ && eventsSinceStepRequest_ > 0) {
            pauseAfterStep_ = false;
            paused_ = true;
            emit pausedChanged(true);
            return false;
        }
        if (sim_->finished()) {
            finishRun();
            return false;
        }
        if (sim_->steps() == static_cast<long>(checkpoints_.size()) * kCheckpointEvery)
            checkpoints_.push_back({*sim_, actors_});
        before_ = sim_->state();
        const std::vector<Event>& events = sim_->step();
        stepEvents_ = events;
        queue_.assign(events.begin(), events.end());
        if (queue_.empty())
            return false;
    }
    current_ = queue_.front();
    queue_.pop_front();
    ++eventsSinceStepRequest_;
    progress_ = 0;
    const Event& e = *current_;
    currentActor_ = -1;
    glowAt_.reset();
    if (ff::isObjectEvent(e.type)) {
        if (Actor* a = actorAt(e.from))
            currentActor_ = static_cast<int>(a - actors_.data());
    }
    switch (e.type) {
    case Event::Type::Push:
    case Event::Type::ObjectSlide:
    case Event::Type::Eat:
    case Event::Type::Crush:
    case Event::Type::Remove:
        break;
    case Event::Type::Move:
    case Event::Type::Teleport:
        leave_ = e.type == Event::Type::Move ? e.dir : facing_;
        scene_.litEdges.clear();
        if (e.crossed)
            scene_.litEdges = {{e.from, leave_}, {arena_->board().reflect(e.from), ff::turnAround(leave_)}};
        angleFrom_ = scene_.monsterAngle;
        angleTo_ = nearestAngle(angleFrom_, BoardRenderer::angleOf(e.dir));
        break;
    case Event::Type::TurnStone:
    case Event::Type::SlideTurn:
        glowAt_ = e.to; // the stone that turns the monster
        angleFrom_ = scene_.monsterAngle;
        angleTo_ = nearestAngle(angleFrom_, BoardRenderer::angleOf(e.dir));
        break;
    case Event::Type::Face:
        // The token it turns to: the one its look of this step saw on that ray.
        if (look_) {
            for (const ff::Ray& ray : look_->rays) {
                if (ray.dir == e.dir && ray.token > 0)
                    glowAt_ = Cell{e.from.x + ff::dirDx(ray.dir) * ray.token,
                                   e.from.y + ff::dirDy(ray.dir) * ray.token};
            }
        }
        angleFrom_ = scene_.monsterAngle;
        angleTo_ = nearestAngle(angleFrom_, BoardRenderer::angleOf(e.dir));
        break;
    case Event::Type::Stuck:
        angleFrom_ = scene_.monsterAngle;
        angleTo_ = nearestAngle(angleFrom_, BoardRenderer::angleOf(e.dir));
        break;
    }
    return true;
}

RunAnimator::Actor* RunAnimator::actorAt(Cell c)
{
    for (Actor& a : actors_) {
        if (a.alive && a.cell == c)
            return &a;
    }
    return nullptr;
}

qreal RunAnimator::weight(const Event& e) const
{
    switch (e.type) {
    case Event::Type::Face:
        return 0.5;
    case Event::Type::TurnStone:
    case Event::Type::SlideTurn:
        return 0.7;
    case Event::Type::Stuck:
        return 0.8;
    case Event::Type::Move:
        return e.crossed ? 1.4 : e.slide ? 0.7 : 1.0;
    case Event::Type::Teleport:
        return 1.6;
    case Event::Type::Push:
        return 0.45;
    case Event::Type::ObjectSlide:
        return 0.35;
    case Event::Type::Eat:
        return 0.45;
    case Event::Type::Crush:
        return 0.6;
    case Event::Type::Remove:
        return 0.5;
    }
    return 1.0;
}

void RunAnimator::finishCurrent()
{
    const Event e = *current_;
    Actor* actor = currentActor_ >= 0 ? &actors_[currentActor_] : nullptr;
    apply(e, actor, sim_->steps());
    // An object's sub-move counts as shown only when the object was on screen.
    if (!ff::isObjectEvent(e.type) || actor)
        animated_.push_back(e);
    current_.reset();
    currentActor_ = -1;
    glowAt_.reset();
    // The step is over: the sight shown is what the monster sees now, the look its
    // next step starts with.
    if (queue_.empty())
        updateSight();
}

void RunAnimator::apply(const Event& e, Actor* actor, long step)
{
    switch (e.type) {
    case Event::Type::Face:
    case Event::Type::TurnStone:
    case Event::Type::SlideTurn:
    case Event::Type::Stuck:
        scene_.monsterAngle = BoardRenderer::angleOf(e.dir);
        facing_ = e.dir;
        break;
    case Event::Type::Move:
    case Event::Type::Teleport:
        scene_.monsterPos = centre(e.to);
        scene_.monsterAngle = BoardRenderer::angleOf(e.dir);
        scene_.monsterOpacity = 1;
        scene_.monsterScale = 1;
        addPath(e, e.type == Event::Type::Move ? e.dir : facing_, step, path_);
        facing_ = e.dir;
        if (path_.size() > 2 * kMaxPath) // trimmed in batches: long runs stay linear
            path_.erase(path_.begin(), path_.begin() + static_cast<long>(path_.size() - kMaxPath));
        pathChanged_ = true;
        break;
    case Event::Type::Push:
    case Event::Type::ObjectSlide:
        if (!actor)
            break;
        actor->cell = e.to;
        actor->look.pos = centre(e.to);
        break;
    case Event::Type::Eat:
    case Event::Type::Crush:
    case Event::Type::Remove:
        if (!actor)
            break;
        actor->alive = false;
        if (e.kind == ff::PieceKind::Token && e.side == ff::Side::Own)
            lost_ = LostToken{e.from, actor->look.color, actor->look.value,
                              e.type == Event::Type::Crush ? std::optional(e.reason) : std::nullopt};
        break;
    }
}

void RunAnimator::addPath(const Event& e, ff::Dir leave, long step, std::vector<PathSegment>& out)
{
    const QPointF edge = unit(leave) * 0.5;
    if (e.type == Event::Type::Move) {
        if (e.crossed) {
            out.push_back({centre(e.from), centre(e.from) + edge, false, step});
            out.push_back({centre(e.to) - edge, centre(e.to), false, step});
        } else {
            out.push_back({centre(e.from), centre(e.to), false, step});
        }
        return;
    }
    // Teleport: to the teleporter (possibly across a wall), then a jump to its twin.
    if (e.crossed) {
        out.push_back({centre(e.from), centre(e.from) + edge, false, step});
        out.push_back({centre(e.via) - edge, centre(e.via), false, step});
    } else {
        out.push_back({centre(e.from), centre(e.via), false, step});
    }
    out.push_back({centre(e.via), centre(e.to), true, step});
}

void RunAnimator::showProgress()
{
    scene_.objects.clear();
    int currentObject = -1;
    for (int i = 0; i < static_cast<int>(actors_.size()); ++i) {
        if (!actors_[i].alive)
            continue;
        if (i == currentActor_)
            currentObject = static_cast<int>(scene_.objects.size());
        scene_.objects.push_back(actors_[i].look);
    }
    if (pathChanged_) {
        scene_.path = showPath_ ? path_ : std::vector<PathSegment>{};
        pathChanged_ = false;
    }
    scene_.pathStep = shownStep();
    scene_.glowCell = glowAt_;
    scene_.glow = glowAt_ ? std::sin(progress_ * std::numbers::pi) : 0.0;
    if (current_) {
        const Event& e = *current_;
        const qreal t = ease(progress_);
        SceneObject* obj = currentObject >= 0 ? &scene_.objects[currentObject] : nullptr;
        switch (e.type) {
        case Event::Type::Face:
        case Event::Type::TurnStone:
        case Event::Type::SlideTurn:
            scene_.monsterAngle = lerp(angleFrom_, angleTo_, t);
            break;
        case Event::Type::Stuck:
            scene_.monsterAngle = angleFrom_ + std::sin(progress_ * std::numbers::pi * 4) * 12;
            break;
        case Event::Type::Move:
            scene_.monsterAngle = angleTo_;
            if (e.crossed) {
                const QPointF v = unit(e.dir) * 0.6;
                if (progress_ < 0.5) {
                    scene_.monsterPos = lerp(centre(e.from), centre(e.from) + v, progress_ * 2);
                    scene_.monsterOpacity = 1 - progress_ * 1.7;
                } else {
                    scene_.monsterPos = lerp(centre(e.to) - v, centre(e.to), progress_ * 2 - 1);
                    scene_.monsterOpacity = 0.15 + (progress_ - 0.5) * 1.7;
                }
            } else {
                scene_.monsterPos = lerp(centre(e.from), centre(e.to), e.slide ? progress_ : t);
            }
            break;
        case Event::Type::Teleport:
            if (progress_ < 0.4 && e.crossed) {
                // Into the wall on one side; the teleporter is across it.
                scene_.monsterPos =
                    lerp(centre(e.from), centre(e.from) + unit(leave_) * 0.6, progress_ / 0.4);
                scene_.monsterOpacity = 1 - progress_ / 0.4 * 0.85;
                scene_.monsterAngle = angleFrom_;
            } else if (progress_ < 0.4) {
                scene_.monsterPos = lerp(centre(e.from), centre(e.via), progress_ / 0.4);
                scene_.monsterAngle = angleFrom_;
            } else if (progress_ < 0.7) {
                scene_.monsterPos = centre(e.via);
                scene_.monsterOpacity = 1;
                scene_.monsterScale = 1 - (progress_ - 0.4) / 0.3 * 0.85;
                scene_.monsterAngle = angleFrom_ + (progress_ - 0.4) * 1200;
            } else {
                scene_.monsterPos = centre(e.to);
                scene_.monsterScale = 0.15 + (progress_ - 0.7) / 0.3 * 0.85;
                scene_.monsterAngle = angleTo_;
            }
            break;
        case Event::Type::Push:
        case Event::Type::ObjectSlide:
            if (obj)
                obj->pos = lerp(centre(e.from), centre(e.to), e.type == Event::Type::Push ? t : progress_);
            break;
        case Event::Type::Eat:
            if (obj) {
                obj->scale = 1 - 0.8 * t;
                obj->opacity = 1 - t;
            }
            break;
        case Event::Type::Crush:
        case Event::Type::Remove:
            if (obj) {
                // Pushed off the board, onto a teleporter or into the monster: it
                // goes on along the push (the monster's facing) and vanishes.
                if (e.reason != ff::GoneReason::ExitOrEntrance) {
                    const qreal a = qDegreesToRadians(scene_.monsterAngle);
                    obj->pos += QPointF(std::sin(a), -std::cos(a)) * 0.6 * t;
                }
                obj->scale = e.type == Event::Type::Crush ? 1 + 0.4 * t : 1 - 0.4 * t;
                obj->opacity = 1 - t;
            }
            break;
        }
    }
    scene_.sight = showSight_ && (!finished_ || shown_ < steps()) ? look_ : std::nullopt;
    emit sceneChanged();
}

void RunAnimator::updateSight()
{
    look_ = arena_->look(sim_->state());
    scene_.sightFrom = arena_->cellAt(sim_->state().monster);
}

void RunAnimator::showStep(long step)
{
    if (!finished_ || checkpoints_.empty())
        return;
    const long total = sim_->steps();
    step = std::clamp(step, 0L, total);
    // Replay from the copy before the oldest step whose path is still drawn.
    const long pathFrom = std::max(0L, step - kReviewPathSteps);
    const Checkpoint& cp = checkpoints_[std::min<size_t>(static_cast<size_t>(pathFrom / kCheckpointEvery),
                                                         checkpoints_.size() - 1)];
    ff::Simulation sim = cp.sim;
    actors_ = cp.actors;
    path_.clear();
    facing_ = sim.state().facing;
    stepEvents_.clear();
    while (sim.steps() < step) {
        before_ = sim.state();
        stepEvents_ = sim.step();
        for (const Event& e : stepEvents_) {
            const bool monsterEvent = e.type == Event::Type::Move || e.type == Event::Type::Teleport ||
                                      e.type == Event::Type::Face || e.type == Event::Type::TurnStone ||
                                      e.type == Event::Type::SlideTurn || e.type == Event::Type::Stuck;
            apply(e, monsterEvent ? nullptr : actorAt(e.from), sim.steps());
        }
    }
    const ff::State& now = sim.state();
    scene_.monsterPos = centre(arena_->cellAt(now.monster));
    scene_.monsterAngle = BoardRenderer::angleOf(now.facing);
    scene_.monsterOpacity = 1;
    scene_.monsterScale = 1;
    scene_.litEdges.clear();
    look_ = arena_->look(now);
    scene_.sightFrom = arena_->cellAt(now.monster);
    shown_ = step;
    // The end of the run keeps its marks: the loop, the lost token.
    const bool atEnd = step == total;
    scene_.loopCells = atEnd ? loopCells_ : std::vector<Cell>{};
    scene_.loopPath = atEnd ? loopPath_ : std::vector<PathSegment>{};
    scene_.eatenAt = atEnd && lost_ ? std::optional(lost_->at) : std::nullopt;
    pathChanged_ = true;
    showProgress();
}

std::optional<ff::StepWhy> RunAnimator::why() const
{
    if (!sim_ || shownStep() == 0 || stepEvents_.empty())
        return std::nullopt;
    return ff::explainStep(*arena_, before_, stepEvents_);
}

void RunAnimator::finishRun()
{
    finished_ = true;
    shown_ = sim_->steps();
    skipping_ = false;
    timer_.stop();
    outcome_ = sim_->result().outcome;
    scene_.litEdges.clear();
    if (sim_->endsInLoop()) {
        // The cells and path of one lap of the loop, from the repeating state.
        const ff::State& start = sim_->state();
        std::vector<Cell> cells{arena_->cellAt(start.monster)};
        std::vector<PathSegment> loop;
        ff::Dir facing = start.facing;
        for (const Event& e : sim_->loopEvents()) {
            const bool move = e.type == Event::Type::Move || e.type == Event::Type::Teleport;
            if (move)
                addPath(e, e.type == Event::Type::Move ? e.dir : facing, 0, loop);
            if (e.type != Event::Type::Push && e.type != Event::Type::ObjectSlide &&
                e.type != Event::Type::Eat && e.type != Event::Type::Crush && e.type != Event::Type::Remove)
                facing = e.dir;
            if (!move)
                continue;
            for (Cell c : {e.to, e.type == Event::Type::Teleport ? e.via : e.to}) {
                if (std::find(cells.begin(), cells.end(), c) == cells.end())
                    cells.push_back(c);
            }
        }
        loopCells_ = std::move(cells);
        loopPath_ = std::move(loop);
        scene_.loopCells = loopCells_;
        scene_.loopPath = loopPath_;
    }
    if (lost_)
        scene_.eatenAt = lost_->at;
    showProgress();
    emit finished(outcome_);
}

} // namespace ff::ui
