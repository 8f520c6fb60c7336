// The controls of the level in play: Undo and Redo of the player's moves (their
// tooltips name the step), Restart, Release the monster, and the animation speed
// slider (AppSettings::speedSteps).
#pragma once

#include <QObject>

class QAction;
class QSlider;
class QUndoGroup;

namespace ff::ui {
class PlayerView;
} // namespace ff::ui

namespace ff::app {

class PlayControls : public QObject {
    Q_OBJECT
public:
    PlayControls(ff::ui::PlayerView* view, QObject* parent);

    QAction* undoAction() const { return undoAction_; }
    QAction* redoAction() const { return redoAction_; }
    QAction* restartAction() const { return restartAction_; }
    QAction* releaseAction() const { return releaseAction_; }
    // Unparented until it is placed (on the toolbar), which then owns it.
    QSlider* speedSlider() const { return speed_; }

    // Enables the controls and Undo/Redo on the player's moves while a level is in play.
    void setPlaying(bool playing);
    // Sets the slider to the speed of AppSettings::animationSpeed.
    void applySpeedSetting();

private:
    void updateUndoTips();
    void setSpeedFromSlider(int position);

    ff::ui::PlayerView* view_;
    QUndoGroup* undoGroup_;
    QAction* undoAction_;
    QAction* redoAction_;
    QAction* restartAction_;
    QAction* releaseAction_;
    QSlider* speed_;
};

} // namespace ff::app
