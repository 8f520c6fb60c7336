// The player page: a header with the level's title, difficulty, stats and hint, and
// the PlayerView that does the placing, the animation and shows each run's result.
// MainWindow owns the actions; this page only shows.
#pragma once

#include <QWidget>

namespace ffui {
class PlayerView;
}
namespace ff {
struct Level;
}
class QLabel;

class PlayerPage : public QWidget {
    Q_OBJECT
public:
    explicit PlayerPage(QWidget* parent = nullptr);

    ffui::PlayerView* playerView() const { return view_; }
    // Shows a level's header; the caller sets the level on playerView().
    void showLevel(const ff::Level& level, const QString& key);
    // Re-reads the stats line of the current level.
    void updateStats();
    QString statsText() const;
    QString titleText() const;
    QString hintText() const;

private:
    ffui::PlayerView* view_;
    QLabel* title_;
    QLabel* stars_;
    QLabel* stats_;
    QLabel* hint_;
    QString key_;
};
