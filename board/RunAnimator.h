// Plays a monster run on screen: takes every sub-move ff::Simulation::step()
// reports, in order, and animates it as one segment of a BoardScene (steps, blood
// slides cell by cell, pushes, crushes, teleports, wall crossings with their edge
// letters lit, turns). Driven by a QTimer, so the UI never blocks: at speed 0
// (instant) and when skipping, sub-moves are applied in chunks per timer tick.
//
// After the run the player can scrub through it: showStep() shows the board after
// any step (pieces, monster, the path so far) and why() explains that step. The
// states come from the engine's Simulation, copied every few steps while the run
// plays, so a seek replays at most a short stretch.
#pragma once

#include "board/BoardScene.h"
#include "engine/rules/Arena.h"
#include "engine/rules/Explain.h"
#include "engine/rules/Level.h"
#include "engine/rules/Simulation.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <deque>
#include <memory>
#include <optional>
#include <vector>

namespace ff::ui {

class RunAnimator : public QObject {
    Q_OBJECT
public:
    // The own token that was lost, for the result.
    struct LostToken {
        ff::Cell at; // the last cell it stood on
        QColor color;
        int value = 0;
        std::optional<ff::GoneReason> crushed; // why it was crushed (R14); empty: eaten
    };

    explicit RunAnimator(QObject* parent = nullptr);
    ~RunAnimator() override;

    // Starts a run of `level` with `placements` placed. Preconditions: the level is
    // valid and the placements are legal (R21); the animator keeps its own copy.
    void start(const ff::Level& level, const std::vector<ff::Placement>& placements);
    // Ends the run (finished or not) and forgets it.
    void stop();
    // A run is shown (running or finished).
    bool isActive() const { return sim_ != nullptr; }
    bool isFinished() const { return finished_; }

    // Cells per second; 0 = instant.
    void setSpeed(int cellsPerSecond);
    // The pace of step `step` (1 for the first) at `speed` cells per second: the
    // first three steps of a run are slower (a third, a half and two thirds of the
    // speed: 2, 3 and 4 cells per second at 6), so that a short run, such as a
    // tutorial's three steps, can be followed; 0 (instant) stays instant.
    static int paceOfStep(int speed, long step);
    int speed() const { return speed_; }
    void setPaused(bool paused);
    bool isPaused() const { return paused_; }
    // Running: plays the rest of the current step, or the next whole step, then
    // pauses. Paused: shows the rest of the current step at once and plays the next
    // whole step, then pauses.
    void stepOnce();
    // Applies every remaining sub-move without animation.
    void skipToEnd();
    void setShowSight(bool on);
    void setShowPath(bool on);

    const BoardScene& scene() const { return scene_; }
    // Every sub-move played to its end so far, in order, each with the object it
    // moved on screen (for tests: equal to the engine's events).
    const std::vector<ff::Event>& animatedEvents() const { return animated_; }
    // Steps started so far.
    long steps() const { return sim_ ? sim_->steps() : 0; }
    // The settled outcome once finished, else Running.
    ff::Outcome outcome() const { return finished_ ? outcome_ : ff::Outcome::Running; }
    std::optional<LostToken> lostToken() const { return lost_; }
    // Enemy tokens still on the board (the engine's count).
    int enemiesLeft() const { return sim_ ? sim_->state().enemy : 0; }
    // After an endless run: the cells the monster visits in its loop.
    const std::vector<ff::Cell>& loopCells() const { return scene_.loopCells; }

    // After the run: shows the board after `step` steps (clamped to 0..totalSteps());
    // the end of the run is shown when it finishes.
    void showStep(long step);
    // The step shown: after the run the one showStep chose, before it the step playing.
    long shownStep() const { return finished_ ? shown_ : steps(); }
    // The run's steps once finished, else the steps so far.
    long totalSteps() const { return steps(); }
    // Why the monster did what it did in the step shown; empty before the first step.
    std::optional<ff::StepWhy> why() const;

signals:
    void sceneChanged();
    void pausedChanged(bool paused);
    void finished(ff::Outcome outcome);
    // An animated sub-move begins (ff::Event::Type as int); not for sub-moves shown
    // at once (instant speed, skipping to the end).
    void subMoveStarted(int eventType);

private:
    struct Actor {
        SceneObject look;
        ff::Cell cell;
        bool alive = true;
    };

    void tick();
    // Plays up to `budget` cells' worth of animation.
    void advance(qreal budget);
    // Applies up to `count` sub-moves at once.
    void applyInstantly(int count);
    // Takes the next sub-move (taking a step from the simulation when needed);
    // false when the run ended or a single step completed.
    bool beginNext();
    void showProgress();
    void finishCurrent();
    void finishRun();
    // Puts the effect of a finished sub-move on the board (`actor`: the object it
    // moves, if on screen); `step` numbers its path segments.
    void apply(const ff::Event& e, Actor* actor, long step);
    // `leave`: the direction the monster moved in (for a teleport, its facing before).
    static void addPath(const ff::Event& e, ff::Dir leave, long step, std::vector<PathSegment>& out);
    Actor* actorAt(ff::Cell c);
    qreal weight(const ff::Event& e) const;
    void updateSight();

    // The run before a step: the engine's simulation and the objects on screen.
    struct Checkpoint {
        ff::Simulation sim;
        std::vector<Actor> actors;
    };

    std::unique_ptr<ff::Arena> arena_;
    std::unique_ptr<ff::Simulation> sim_;
    std::vector<Checkpoint> checkpoints_; // before steps 0, k, 2k, ... (k = kCheckpointEvery)
    long shown_ = 0;                      // after the run: the step shown
    std::vector<ff::Cell> loopCells_;     // after a run that ends in a loop: its cells and path
    std::vector<PathSegment> loopPath_;
    ff::State before_;                  // the state the step shown started from
    std::vector<ff::Event> stepEvents_; // and its sub-moves
    std::vector<Actor> actors_;
    std::deque<ff::Event> queue_;
    std::optional<ff::Event> current_;
    int currentActor_ = -1;
    qreal progress_ = 0;
    ff::Dir facing_ = ff::Dir::E;    // after the last finished sub-move
    ff::Dir leave_ = ff::Dir::E;     // the current Move / Teleport's direction of travel
    std::optional<ff::Cell> glowAt_; // the turning stone or the faced token of the current sub-move
    qreal angleFrom_ = 0;
    qreal angleTo_ = 0;
    std::vector<ff::Event> animated_;
    std::vector<PathSegment> path_;
    BoardScene scene_;
    std::optional<ff::Look> look_;
    std::optional<LostToken> lost_;
    ff::Outcome outcome_ = ff::Outcome::Running;
    bool finished_ = false;
    bool paused_ = false;
    bool skipping_ = false;
    bool pauseAfterStep_ = false;
    bool showSight_ = false;
    bool showPath_ = true;
    bool pathChanged_ = false; // path_ differs from the scene's: copy it on the next frame
    int speed_ = 4;
    long eventsSinceStepRequest_ = 0;
    QTimer timer_;
    QElapsedTimer clock_;
};

} // namespace ff::ui
