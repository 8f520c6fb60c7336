// The player page: a header with the level's title, difficulty, stats and hint, and
// the PlayerView that does the placing, the animation and shows each run's result,
// and after a win the Solved panel under it, in place of the view's result: the win's
// attempts, time and hints, the personal records, the weekly streak, Back to placing
// (Esc), Replay my solution and Next level (the default button: Enter). The main window's PlayTracker and
// PlayControls keep the books and hold the actions; this page only shows.
#pragma once

#include "app/gui/ProgressStore.h"

#include <QWidget>

#include <optional>

namespace ff::ui {
class PlayerView;
}

namespace ff {
struct Level;
}

class QFrame;
class QLabel;
class QPushButton;

namespace ff::app {

class PlayerPage : public QWidget {
    Q_OBJECT
public:
    explicit PlayerPage(QWidget* parent = nullptr);

    ff::ui::PlayerView* playerView() const { return view_; }
    // Shows a level's header; the caller sets the level on playerView().
    void showLevel(const ff::Level& level, const QString& key);
    // Re-reads the stats line of the current level.
    void updateStats();
    // A few words on a line of their own under the stats while this level is shown
    // (a random puzzle kept in My levels says so); showLevel clears them.
    void setStatsNote(const QString& note);
    QString statsText() const;
    QString titleText() const;
    QString hintText() const;

    // Shows the Solved panel for `win` with the level's records (ProgressStore),
    // the weekly streak for a weekly puzzle, and Next level when `hasNext` (else that
    // the collection is done); Next level takes the keyboard focus. The view's
    // result hides meanwhile; going back to placing hides the panel.
    void showSolved(const ProgressStore::Win& win, std::optional<int> weeklyStreak, bool hasNext);
    void hideSolved();
    bool isSolvedShown() const;
    // The panel's text, line by line.
    QString solvedText() const;
    // The hub's line on the Solved panel (a hub level's rank, or that its solve waits
    // to be sent) and whether its Leaderboard button is offered; empty text: none.
    void setOnlineResult(const QString& text, bool leaderboard);
    QString onlineText() const;

signals:
    void nextLevelRequested();
    void replayRequested();
    void leaderboardRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* buildSolvedPanel();
    // The Solved panel's buttons on the title's line while the title fits beside them
    // on one line, else on a line of their own below it.
    void fitSolvedPanel();

    ff::ui::PlayerView* view_;
    QLabel* title_;
    QLabel* stars_;
    QLabel* stats_;
    QLabel* hint_;
    QFrame* solved_;
    QLabel* solvedMark_;
    QLabel* solvedTitle_;
    QLabel* solvedDetail_;
    QLabel* online_;
    QPushButton* leaderboard_;
    QPushButton* back_;
    QPushButton* replay_;
    QPushButton* next_;
    QWidget* solvedButtons_;
    QString key_;
    QString statsNote_;
};

} // namespace ff::app
