// The bookkeeping of the level in play (ProgressStore): attempts, hints, the active
// play time from opening a level to its win (paused while the window is
// minimised), wins with their records and the weekly streak on the Solved panel,
// replaying the last win, and giving up to see the solution (Show solution). A
// replay or a shown solution is a demo: it shows something and counts nothing.
// A win on a level of the hub (a weekly level it sent, a community level) is queued
// for the hub once (HubSession::submit, sent in the background); the Solved panel
// then shows the rank among the week's solvers, or that the solve waits to be sent,
// with the week's leaderboard one click away, and the streak the hub counts. With no
// hub set, a weekly win is queued without one, for the hub the player registers with
// later (Outbox::sendUnaddressedTo).
#pragma once

#include "app/gui/ProgressStore.h"
#include "engine/rules/Arena.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>

#include <optional>

namespace ff::online {
struct HubResult;
struct Submission;
} // namespace ff::online

class QAction;

namespace ff::app {

class LevelNavigator;
struct LevelEntry;
class SoundPlayer;

class PlayTracker : public QObject {
    Q_OBJECT
public:
    PlayTracker(LevelNavigator& navigator, SoundPlayer* sound, QObject* parent);

    QAction* showSolutionAction() const { return showSolutionAction_; }

    // A level was opened on the player page: its count and clock start afresh.
    void levelOpened();
    // The window was minimised (the play time pauses) or shown again.
    void setMinimised(bool minimised);
    // Active play time on the level in play since it was opened.
    qint64 playTimeMs() const;

    // Places the pieces of the level's last win again and runs them (nothing is
    // counted). False when the level was never won.
    bool replayWin();
    // Giving up: places the level's stored solution (else the solver's) and runs it;
    // the level counts as "solution shown" from then on. False when none is found.
    bool showSolution();

    // The Solved panel's hub line for the level in play, from what the hub answered.
    void showOnlineResult();
    // The week's leaderboard of the weekly hub level in play.
    void showLeaderboard();

signals:
    // A random puzzle was solved for the first time (its difficulty counted).
    void randomPuzzleSolved();

private:
    void runFinished(ff::Outcome outcome);
    // Queues the win's placement for the hub, unless it was sent or is queued.
    void submitToHub(const QString& key, const std::vector<ff::Placement>& placements);
    // What a win on `entry` is queued as, without the placement (nothing: it is for no hub).
    std::optional<ff::online::Submission> submissionOf(const LevelEntry& entry) const;
    void connectHub();
    void submissionDelivered(const ff::online::Submission& s, const ff::online::HubResult& answer);
    // Asks the hub how many players solved the week (the leaderboard's count).
    void fetchSolvers(const ff::online::Submission& s);
    void showWin(const ProgressStore::Win& win);
    void askToShowSolution();
    // Places `placements` and releases the monster without counting the run.
    bool playDemo(const std::vector<ff::Placement>& placements, bool solution);

    LevelNavigator& nav_;
    SoundPlayer* sound_;
    QAction* showSolutionAction_;
    // The play time: playedMs_ before the clock's last start, plus the clock while
    // it runs (invalid while paused).
    QElapsedTimer clock_;
    qint64 playedMs_ = 0;
    int runsSinceOpen_ = 0;
    enum class Demo { None, Replay, Solution } demo_ = Demo::None;
    std::optional<ProgressStore::Win> lastWin_;
    // Per level key: why its solve is not with the hub (waiting or refused).
    QHash<QString, QString> onlineNotes_;
};

} // namespace ff::app
