#include "app/gui/PlayControls.h"

#include "app/gui/AppSettings.h"
#include "board/PlayerView.h"
#include "board/ThemedIcon.h"

#include <QAction>
#include <QSlider>
#include <QUndoGroup>
#include <QUndoStack>

namespace ff::app {

PlayControls::PlayControls(ff::ui::PlayerView* view, QObject* parent)
    : QObject(parent), view_(view), undoGroup_(new QUndoGroup(this))
{
    undoAction_ = undoGroup_->createUndoAction(this, tr("&Undo"));
    undoAction_->setIcon(ff::ui::themedIcon("edit-undo", QStyle::SP_ArrowLeft));
    undoAction_->setShortcut(QKeySequence::Undo);
    redoAction_ = undoGroup_->createRedoAction(this, tr("&Redo"));
    redoAction_->setIcon(ff::ui::themedIcon("edit-redo", QStyle::SP_ArrowRight));
    redoAction_->setShortcuts(QKeySequence::Redo);
    connect(undoGroup_, &QUndoGroup::undoTextChanged, this, &PlayControls::updateUndoTips);
    connect(undoGroup_, &QUndoGroup::redoTextChanged, this, &PlayControls::updateUndoTips);
    connect(undoGroup_, &QUndoGroup::activeStackChanged, this, &PlayControls::updateUndoTips);
    updateUndoTips();

    restartAction_ =
        new QAction(ff::ui::themedIcon("view-refresh", QStyle::SP_BrowserReload), tr("Re&start"), this);
    restartAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    restartAction_->setToolTip(tr("Take every placed piece back (Ctrl+R)"));
    connect(restartAction_, &QAction::triggered, view_, &ff::ui::PlayerView::restart);

    releaseAction_ = new QAction(ff::ui::themedIcon("media-playback-start", QStyle::SP_MediaPlay),
                                 tr("&Release the monster"), this);
    releaseAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    releaseAction_->setToolTip(tr("Let the monster run once every piece is placed (Ctrl+Return)"));
    connect(releaseAction_, &QAction::triggered, view_, &ff::ui::PlayerView::release);

    speed_ = new QSlider(Qt::Horizontal);
    speed_->setObjectName(QStringLiteral("speedSlider"));
    speed_->setRange(0, static_cast<int>(AppSettings::speedSteps().size()) - 1);
    speed_->setPageStep(1);
    speed_->setFocusPolicy(Qt::NoFocus);
    connect(speed_, &QSlider::valueChanged, this, &PlayControls::setSpeedFromSlider);
}

// The toolbar shows Undo and Redo as arrows only: the tooltip says what they do.
void PlayControls::updateUndoTips()
{
    const QString undo = undoGroup_->undoText();
    const QString redo = undoGroup_->redoText();
    undoAction_->setToolTip(undo.isEmpty() ? tr("Undo (Ctrl+Z)") : tr("Undo: %1 (Ctrl+Z)").arg(undo));
    redoAction_->setToolTip(redo.isEmpty() ? tr("Redo (Ctrl+Shift+Z)")
                                           : tr("Redo: %1 (Ctrl+Shift+Z)").arg(redo));
}

void PlayControls::setPlaying(bool playing)
{
    restartAction_->setEnabled(playing);
    releaseAction_->setEnabled(playing);
    QUndoStack* stack = view_->undoStack();
    if (playing && !undoGroup_->stacks().contains(stack))
        undoGroup_->addStack(stack);
    undoGroup_->setActiveStack(playing ? stack : nullptr);
}

void PlayControls::applySpeedSetting()
{
    speed_->setValue(AppSettings::speedPosition(AppSettings::animationSpeed()));
    setSpeedFromSlider(speed_->value());
}

void PlayControls::setSpeedFromSlider(int position)
{
    const int speed = AppSettings::speedSteps().value(position);
    view_->setAnimationSpeed(speed);
    speed_->setToolTip(tr("Animation speed: %1").arg(AppSettings::speedLabel(speed)));
}

} // namespace ff::app
