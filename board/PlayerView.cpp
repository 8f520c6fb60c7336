#include "board/PlayerView.h"

#include "board/CellName.h"
#include "board/EngineText.h"
#include "board/RunResultPanel.h"
#include "board/RunTimeline.h"
#include "engine/files/LevelIo.h"
#include "engine/search/Solver.h"

#include <QAction>
#include <QApplication>
#include <QBoxLayout>
#include <QCheckBox>
#include <QFrame>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace ff::ui {

using ff::Cell;
using Refusal = PlacementDocument::Refusal;

namespace {
QLabel* heading(const QString& text)
{
    auto* label = new QLabel(text);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    return label;
}
} // namespace

PlayerView::PlayerView(QWidget* parent)
    : QWidget(parent), document_(new PlacementDocument(this)), animator_(new RunAnimator(this)),
      board_(new BoardWidget), palette_(new InventoryPalette), message_(new QLabel), left_(new QLabel),
      release_(new QPushButton(tr("Release the monster"))), restart_(new QPushButton(tr("Restart"))),
      pause_(new QPushButton(tr("Pause"))), step_(new QPushButton(tr("Step"))),
      skip_(new QPushButton(tr("Skip to end"))), completable_(new QPushButton(tr("Still completable?"))),
      showPiece_(new QPushButton(tr("Show one piece"))),
      sight_(new QCheckBox(tr("Show the monster's sight"))), path_(new QCheckBox(tr("Show the path"))),
      runBox_(new QWidget), timeline_(new RunTimeline(animator_)), placing_(new QWidget),
      sideScroll_(new QScrollArea), feedback_(new QStackedWidget), result_(new RunResultPanel),
      hint_(new BackgroundJob(this))
{
    setObjectName(QStringLiteral("playerView"));
    document_->setObjectName(QStringLiteral("placementDocument"));
    board_->setObjectName(QStringLiteral("board"));
    palette_->setObjectName(QStringLiteral("palette"));
    release_->setObjectName(QStringLiteral("releaseButton"));
    board_->setDocument(document_);
    palette_->setDocument(document_);
    setFocusProxy(board_);

    buildFeedback();
    styleControls();
    // The buttons get their icons here, before the side panel measures its width.
    updateControls();
    QWidget* sidePanel = buildSidePanel();

    auto* main = new QVBoxLayout;
    main->addWidget(board_, 1);
    main->addWidget(feedback_);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(main, 1);
    layout->addWidget(sidePanel);
    connectSignals();
}

// The message line and, in its place after a run, the result panel.
void PlayerView::buildFeedback()
{
    message_->setObjectName(QStringLiteral("playerMessage"));
    left_->setObjectName(QStringLiteral("piecesLeft"));
    message_->setWordWrap(true);
    message_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    message_->setContentsMargins(10, 4, 10, 4);
    feedback_->addWidget(message_);
    feedback_->addWidget(result_);
    // Room for a result with two lines of detail, so the board keeps its size when
    // one appears (a longer one in a narrow window may take more).
    feedback_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    feedback_->setMinimumHeight(result_->twoLineHeight());
}

// Fonts, icons, tooltips, names and focus of the buttons.
void PlayerView::styleControls()
{
    QFont big = release_->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    release_->setFont(big);
    release_->setMinimumHeight(40);
    release_->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    release_->setToolTip(tr("Let the monster run once every piece is placed (Ctrl+Return)"));
    restart_->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    restart_->setToolTip(tr("Take every placed piece back"));
    pause_->setToolTip(tr("Pause or resume the run (Space)"));
    step_->setToolTip(tr("Play one step of the monster, then pause (Right arrow)"));
    skip_->setToolTip(tr("Show the end of the run at once (Esc)"));
    completable_->setToolTip(tr("Ask whether the pieces placed so far can still lead to a solution"));
    showPiece_->setToolTip(tr("Show one more piece of a solution that fits what you placed"));
    path_->setToolTip(tr("Draw the way the monster walks during a run"));
    completable_->setObjectName(QStringLiteral("completableButton"));
    sight_->setObjectName(QStringLiteral("sightBox"));
    showPiece_->setObjectName(QStringLiteral("showPieceButton"));
    // Reached with Tab, but a click leaves the keyboard focus on the board.
    for (QWidget* w : std::initializer_list<QWidget*>{release_, restart_, pause_, step_, skip_, completable_,
                                                      showPiece_, sight_, path_})
        w->setFocusPolicy(Qt::TabFocus);
    path_->setChecked(true);
}

// The column beside the board: pieces, help, release, hints, run controls;
// scrolls when the window is too low for a long inventory.
QWidget* PlayerView::buildSidePanel()
{
    auto* runLayout = new QHBoxLayout(runBox_);
    runLayout->setContentsMargins(0, 0, 0, 0);
    runLayout->addWidget(pause_);
    runLayout->addWidget(step_);
    runLayout->addWidget(skip_);

    // After a run the timeline takes the place of the pieces, which cannot move then.
    auto* placing = new QVBoxLayout(placing_);
    placing->setContentsMargins(0, 0, 0, 0);
    placing->addWidget(heading(tr("Pieces to place")));
    placing->addWidget(palette_);
    placing->addWidget(left_);
    auto* keys =
        new QLabel(tr("Click a piece, then a cell; drag pieces to move them, right-click or drag them "
                      "off the board to take them back. Keys: arrows move, the letter picks a piece, "
                      "Space places, Delete removes, Ctrl+Enter releases the monster."));
    keys->setWordWrap(true);
    keys->setObjectName(QStringLiteral("placingHelp"));
    QFont small = keys->font();
    small.setPointSizeF(small.pointSizeF() * 0.88);
    keys->setFont(small);
    keys->setForegroundRole(QPalette::PlaceholderText);
    placing->addWidget(keys);
    auto* side = new QVBoxLayout;
    side->addWidget(timeline_);
    side->addWidget(placing_);
    side->addSpacing(8);
    side->addWidget(release_);
    side->addWidget(restart_);
    side->addSpacing(12);
    side->addWidget(heading(tr("Hints")));
    auto* hints = new QHBoxLayout;
    hints->addWidget(completable_);
    hints->addWidget(showPiece_);
    hintColumn_ = new QVBoxLayout;
    hintColumn_->addLayout(hints);
    side->addLayout(hintColumn_);
    side->addSpacing(12);
    side->addWidget(heading(tr("Monster run")));
    side->addWidget(runBox_);
    side->addWidget(sight_);
    side->addWidget(path_);
    side->addStretch(1);
    auto* sideWidget = new QWidget;
    sideWidget->setLayout(side);
    auto* sideScroll = sideScroll_;
    sideScroll->setWidget(sideWidget);
    sideScroll->setWidgetResizable(true);
    sideScroll->setFrameShape(QFrame::NoFrame);
    sideScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    sideWidget->setMinimumWidth(280);
    sideScroll->setFixedWidth(std::max(280, sideWidget->minimumSizeHint().width()) +
                              sideScroll->verticalScrollBar()->sizeHint().width());
    sideScroll->setFocusPolicy(Qt::NoFocus);
    return sideScroll;
}

void PlayerView::connectSignals()
{
    connect(document_, &PlacementDocument::placementsChanged, this, [this] {
        // A message spoke of the placement before this change (undo and redo too);
        // the code making the change says anything still true afterwards.
        message_->clear();
        if (animator_->isActive())
            returnToEditing();
        cancelHint();
        board_->setGhost(std::nullopt);
        updateControls();
        emit placementsChanged();
    });
    connect(board_, &BoardWidget::cellClicked, this, [this](Cell c) { placeAt(c, palette_->selected()); });
    connect(board_, &BoardWidget::cellRightClicked, this, &PlayerView::removeAt);
    connect(board_, &BoardWidget::pieceDropped, this,
            [this](PieceChoice choice, Cell c) { placeAt(c, choice); });
    connect(board_, &BoardWidget::pieceMoved, this, [this](Cell from, Cell to) {
        const Refusal r = document_->move(from, to);
        if (r != Refusal::None)
            refuse(r, to);
    });
    connect(board_, &BoardWidget::pieceDraggedOff, this, &PlayerView::removeAt);
    connect(board_, &BoardWidget::runClicked, this, [this] {
        if (animator_->isFinished())
            returnToEditing();
    });
    connect(palette_, &InventoryPalette::selectionChanged, this, [this] {
        board_->setHoverChoice(palette_->selected());
        board_->setFocus();
    });

    connect(release_, &QPushButton::clicked, this, &PlayerView::release);
    connect(completable_, &QPushButton::clicked, this, [this] { requestHint(HintKind::CompletableCheck); });
    connect(showPiece_, &QPushButton::clicked, this, [this] { requestHint(HintKind::PieceShown); });
    connect(restart_, &QPushButton::clicked, this, &PlayerView::restart);
    connect(pause_, &QPushButton::clicked, this, [this] { animator_->setPaused(!animator_->isPaused()); });
    connect(step_, &QPushButton::clicked, animator_, &RunAnimator::stepOnce);
    connect(skip_, &QPushButton::clicked, animator_, &RunAnimator::skipToEnd);
    connect(sight_, &QCheckBox::toggled, this, [this](bool on) {
        board_->setShowSight(on && playable_);
        animator_->setShowSight(on);
    });
    connect(sight_, &QCheckBox::clicked, this, &PlayerView::sightToggled);
    connect(path_, &QCheckBox::toggled, animator_, &RunAnimator::setShowPath);
    connect(result_, &RunResultPanel::backClicked, this, &PlayerView::returnToEditing);
    connect(timeline_, &RunTimeline::stepRequested, this, &PlayerView::showRunStep);
    connect(animator_, &RunAnimator::sceneChanged, board_, qOverload<>(&QWidget::update));
    connect(animator_, &RunAnimator::sceneChanged, this, &PlayerView::showRunProgress);
    connect(animator_, &RunAnimator::sceneChanged, timeline_, &RunTimeline::showExplanation);
    connect(animator_, &RunAnimator::pausedChanged, this, [this] {
        updateControls();
        showRunProgress();
    });
    connect(animator_, &RunAnimator::finished, this, &PlayerView::onRunFinished);

    const auto addScrub = [this](QList<QKeySequence> keys, auto step) {
        auto* action = new QAction(this);
        action->setShortcuts(keys);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        action->setEnabled(false);
        connect(action, &QAction::triggered, this, [this, step] { showRunStep(step(animator_)); });
        addAction(action);
        scrubActions_ << action;
    };
    addScrub({Qt::Key_Left, Qt::Key_Comma}, [](const RunAnimator* run) { return run->shownStep() - 1; });
    addScrub({Qt::Key_Right, Qt::Key_Period}, [](const RunAnimator* run) { return run->shownStep() + 1; });
    addScrub({Qt::Key_Home}, [](const RunAnimator*) { return 0L; });
    addScrub({Qt::Key_End}, [](const RunAnimator* run) { return run->totalSteps(); });
}

void PlayerView::setLevel(const ff::Level& level)
{
    cancelHint();
    returnToEditing();
    board_->setGhost(std::nullopt);
    const std::vector<ff::Problem> problems = ff::validateLevel(level);
    playable_ = problems.empty();
    unplayableReason_ =
        playable_ ? QString()
                  : tr("This level cannot be played: %1").arg(EngineText::fileProblem(problems.front()));
    document_->setLevel(level);
    board_->setDocument(document_);
    board_->setCursorCell(startCell());
    board_->setShowSight(playable_ && sight_->isChecked());
    palette_->clearSelection();
    palette_->selectNextAvailable();
    lastHint_.reset();
    message_->clear();
    if (!playable_)
        say(unplayableReason_);
    updateControls();
}

void PlayerView::setShowSight(bool on)
{
    sight_->setChecked(on);
}

bool PlayerView::showsSight() const
{
    return sight_->isChecked();
}

Cell PlayerView::startCell() const
{
    const ff::Level& level = document_->level();
    if (level.allowed) {
        for (int y = 0; y < level.board.height(); ++y) {
            for (int x = 0; x < level.board.width(); ++x) {
                if (document_->checkCell({x, y}) == Refusal::None)
                    return {x, y};
            }
        }
    }
    return level.monsterAt;
}

void PlayerView::setPlacements(const std::vector<ff::Placement>& placements)
{
    returnToEditing();
    const int dropped = document_->setPlacements(placements);
    if (dropped > 0)
        say(tr("Saved pieces left out because they do not fit this level: %n", nullptr, dropped));
    palette_->selectNextAvailable();
}

void PlayerView::restart()
{
    returnToEditing();
    board_->setGhost(std::nullopt);
    if (document_->restart())
        say(tr("Every placed piece was taken back."));
    palette_->selectNextAvailable();
}

void PlayerView::release()
{
    if (animator_->isActive())
        return;
    if (!playable_) {
        say(unplayableReason_);
        return;
    }
    const int left = document_->piecesLeft();
    if (left > 0) {
        say(tr("Place every piece before releasing the monster: %n still to place.", nullptr, left));
        return;
    }
    board_->setGhost(std::nullopt);
    animator_->setShowSight(sight_->isChecked());
    animator_->setShowPath(path_->isChecked());
    board_->setRunScene(&animator_->scene());
    shownStep_ = -1;
    // The run's keys work on the board.
    if (isAncestorOf(QApplication::focusWidget()))
        board_->setFocus();
    animator_->start(document_->level(), document_->placements());
    updateControls();
    showRunProgress();
}

void PlayerView::releaseSolution()
{
    showingSolution_ = true;
    release();
    showingSolution_ = animator_->isActive();
}

void PlayerView::addHintAction(QAction* action)
{
    auto* button = new QToolButton;
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    button->setFocusPolicy(Qt::TabFocus);
    hintColumn_->addWidget(button);
}

void PlayerView::showRunProgress()
{
    if (!animator_->isActive() || animator_->isFinished())
        return;
    const long step = animator_->steps();
    const bool paused = animator_->isPaused();
    if (step == shownStep_ && paused == shownPaused_)
        return;
    shownStep_ = step;
    shownPaused_ = paused;
    const auto why = animator_->why();
    const QString where = why ? EngineText::stepExplanation(step, *why) : tr("The monster is on the prowl…");
    const QString keys = paused ? tr("Space resumes, Right arrow plays one step, Esc skips to the end.")
                                : tr("Space pauses, Right arrow plays one step, Esc skips to the end.");
    message_->setText(where + QLatin1Char(' ') + keys);
}

void PlayerView::showRunStep(long step)
{
    if (!animator_->isFinished())
        return;
    animator_->showStep(step);
}

void PlayerView::setAnimationSpeed(int cellsPerSecond)
{
    animator_->setSpeed(cellsPerSecond);
}

void PlayerView::returnToEditing()
{
    feedback_->show();
    if (!animator_->isActive())
        return;
    const bool hadFocus = isAncestorOf(QApplication::focusWidget());
    animator_->stop();
    showingSolution_ = false;
    board_->setRunScene(nullptr);
    timeline_->hide();
    placing_->show();
    feedback_->setCurrentWidget(message_);
    message_->clear();
    updateControls();
    if (hadFocus)
        board_->setFocus();
    emit resultLeft();
}

void PlayerView::cancelHint()
{
    if (!hint_->isRunning())
        return;
    hint_->cancel();
    updateControls();
}

void PlayerView::requestHint(HintKind kind)
{
    if (animator_->isActive())
        return;
    if (!playable_) {
        say(unplayableReason_);
        return;
    }
    hint_->start(
        [level = document_->level(), placed = document_->placements()](std::stop_token stop,
                                                                       const BackgroundJob::Progress&) {
            ff::SolveOptions options;
            options.limit = 1000;
            options.stopToken = std::move(stop);
            return ff::Solver(level).hint(placed, options);
        },
        [this, kind](const ff::Hint& hint) { showHint(kind, hint); });
    updateControls();
    say(tr("Asking the solver…"));
}

void PlayerView::showHint(HintKind kind, const ff::Hint& hint)
{
    updateControls();
    const std::vector<ff::Placement> placed = document_->placements();
    QString answer;
    switch (hint.status) {
    case ff::Hint::Status::Cancelled:
        message_->clear();
        return;
    case ff::Hint::Status::Invalid:
        say(tr("The solver cannot use this placement."));
        return;
    case ff::Hint::Status::Unsolvable:
        say(tr("No placement at all solves this level."));
        return;
    case ff::Hint::Status::NotCompletable:
        board_->setGhost(std::nullopt);
        answer = takeBackText(hint.takeBack);
        break;
    case ff::Hint::Status::Completable:
        if (kind == HintKind::CompletableCheck) {
            answer = tr("Yes: the pieces placed so far can still lead to a solution.");
        } else if (hint.next) {
            board_->setGhost(*hint.next);
            answer =
                tr("One %1 belongs on %2 (shown see-through on the board).")
                    .arg(EngineText::pieceName(hint.next->kind, hint.next->side), cellName(hint.next->at));
        } else {
            answer = tr("Every piece is placed and this placement solves the level. Release the monster!");
        }
        break;
    }
    // A playable level can always be completed from nothing, and an answer repeated for
    // the same pieces tells nothing new: neither counts as a hint.
    const bool nothingPlaced =
        placed.empty() && hint.status == ff::Hint::Status::Completable && kind == HintKind::CompletableCheck;
    const bool repeated = lastHint_ && lastHint_->placements == placed && lastHint_->answer == answer;
    if (nothingPlaced || repeated) {
        say(answer + QLatin1Char(' ') + tr("(This tells nothing new, so it does not count as a hint.)"));
        return;
    }
    lastHint_ = CountedHint{placed, answer};
    say(answer);
    emit hintUsed(kind);
}

QString PlayerView::takeBackText(const std::vector<ff::Placement>& pieces)
{
    QStringList names;
    std::vector<ff::Cell> cells;
    for (const ff::Placement& p : pieces) {
        cells.push_back(p.at);
        names << tr("the %1 on %2").arg(EngineText::pieceName(p.kind, p.side), cellName(p.at));
    }
    board_->flashRefused(cells);
    return tr("No: with the pieces where they are now, the level cannot be solved. Take back %1.")
        .arg(QLocale().createSeparatedList(names));
}

void PlayerView::say(const QString& text)
{
    message_->setText(text);
    emit statusMessage(text);
}

void PlayerView::refuse(Refusal r, Cell cell, PieceChoice choice)
{
    board_->flashRefused(cell);
    say(EngineText::refusal(r, choice.kind, choice.side));
}

void PlayerView::placeAt(Cell cell, std::optional<PieceChoice> choice)
{
    if (animator_->isActive())
        return;
    if (!playable_) {
        say(unplayableReason_);
        return;
    }
    if (!choice) {
        if (document_->piecesLeft() == 0)
            say(tr("Every piece is placed. Release the monster, or move a piece by dragging it."));
        else
            say(tr("Choose a piece to place first (click it in the list, or press its key)."));
        return;
    }
    const Refusal r = document_->place(choice->kind, choice->side, cell);
    if (r != Refusal::None) {
        refuse(r, cell, *choice);
        return;
    }
    board_->setGhost(std::nullopt);
    message_->clear();
    palette_->selectNextAvailable();
    if (document_->complete())
        say(tr("Every piece is placed. Release the monster when you are ready."));
}

void PlayerView::removeAt(Cell cell)
{
    if (animator_->isActive())
        return;
    const Refusal r = document_->remove(cell);
    if (r != Refusal::None) {
        refuse(r, cell);
        return;
    }
    message_->clear();
    palette_->selectNextAvailable();
}

void PlayerView::onRunFinished(ff::Outcome outcome)
{
    result_->showOutcome(outcome, *animator_, document_->level(), showingSolution_);
    timeline_->showRun();
    placing_->hide();
    timeline_->show();
    // Scrolled into view in a low window, once the column is laid out anew.
    QTimer::singleShot(0, this, [this] { sideScroll_->ensureWidgetVisible(timeline_); });
    feedback_->setCurrentWidget(result_);
    updateControls();
    emit runFinished(outcome);
}

void PlayerView::setResultHidden(bool hidden)
{
    feedback_->setHidden(hidden);
}

void PlayerView::updateControls()
{
    const bool active = animator_->isActive();
    const bool running = active && !animator_->isFinished();
    const int left = document_->piecesLeft();
    left_->setText(left > 0 ? tr("Pieces still to place: %n", nullptr, left) : tr("Every piece is placed."));
    // With pieces left the monster cannot run; an unplayable level's button stays
    // enabled so that a click says why it cannot run.
    release_->setEnabled(!active && (left == 0 || !playable_));
    restart_->setEnabled(!document_->placements().empty() || active);
    palette_->setEnabled(!active);
    completable_->setEnabled(!active && playable_ && !hint_->isRunning());
    showPiece_->setEnabled(!active && playable_ && !hint_->isRunning());
    pause_->setEnabled(running);
    step_->setEnabled(running);
    skip_->setEnabled(running);
    // There is no path before the monster is released.
    path_->setEnabled(active);
    for (QAction* scrub : scrubActions_)
        scrub->setEnabled(animator_->isFinished());
    pause_->setText(animator_->isPaused() ? tr("Resume") : tr("Pause"));
    pause_->setIcon(
        style()->standardIcon(animator_->isPaused() ? QStyle::SP_MediaPlay : QStyle::SP_MediaPause));
    step_->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    skip_->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
}

void PlayerView::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    if (event->modifiers() == Qt::ControlModifier && (key == Qt::Key_Return || key == Qt::Key_Enter)) {
        release();
        return;
    }
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (animator_->isActive()) {
        if (animator_->isFinished()) {
            if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Escape)
                returnToEditing();
            else
                QWidget::keyPressEvent(event);
            return;
        }
        if (key == Qt::Key_Space)
            animator_->setPaused(!animator_->isPaused());
        else if (key == Qt::Key_Right || key == Qt::Key_N)
            animator_->stepOnce();
        else if (key == Qt::Key_Escape)
            animator_->skipToEnd();
        else
            QWidget::keyPressEvent(event);
        return;
    }
    // Placing keys belong to the board (and the palette); a focused button keeps its own.
    if (!board_->hasFocus() && !palette_->hasFocus() && !hasFocus()) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (const auto choice = InventoryPalette::choiceForKey(key)) {
        if (!palette_->select(*choice))
            say(EngineText::refusal(Refusal::NotInInventory, choice->kind, choice->side));
        else
            message_->clear();
        return;
    }
    const auto cursor = board_->cursorCell();
    switch (key) {
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (cursor)
            placeAt(*cursor, palette_->selected());
        return;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        if (cursor)
            removeAt(*cursor);
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace ff::ui
