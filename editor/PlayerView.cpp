#include "editor/PlayerView.h"

#include "engine/LevelIo.h"
#include "engine/Solver.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>

namespace ffui {

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
      showPiece_(new QPushButton(tr("Show one piece"))), sight_(new QCheckBox(tr("Show the monster's sight"))),
      path_(new QCheckBox(tr("Show the path"))), runBox_(new QWidget)
{
    setObjectName(QStringLiteral("playerView"));
    board_->setObjectName(QStringLiteral("board"));
    palette_->setObjectName(QStringLiteral("palette"));
    release_->setObjectName(QStringLiteral("releaseButton"));
    board_->setDocument(document_);
    palette_->setDocument(document_);
    setFocusProxy(board_);

    message_->setObjectName(QStringLiteral("playerMessage"));
    message_->setWordWrap(true);
    message_->setMinimumHeight(message_->fontMetrics().height() * 2);
    message_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    message_->setContentsMargins(10, 4, 10, 4);

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
    completable_->setObjectName(QStringLiteral("completableButton"));
    showPiece_->setObjectName(QStringLiteral("showPieceButton"));
    for (QWidget* w : std::initializer_list<QWidget*>{release_, restart_, pause_, step_, skip_, completable_,
                                                      showPiece_, sight_, path_})
        w->setFocusPolicy(Qt::NoFocus);
    path_->setChecked(true);

    auto* runLayout = new QHBoxLayout(runBox_);
    runLayout->setContentsMargins(0, 0, 0, 0);
    runLayout->addWidget(pause_);
    runLayout->addWidget(step_);
    runLayout->addWidget(skip_);

    auto* side = new QVBoxLayout;
    side->addWidget(heading(tr("Pieces to place")));
    side->addWidget(palette_);
    side->addWidget(left_);
    auto* keys = new QLabel(tr("Click a piece, then a cell; drag pieces to move them, right-click or drag them "
                               "off the board to take them back. Keys: arrows move, the letter picks a piece, "
                               "Space places, Delete removes."));
    keys->setWordWrap(true);
    keys->setObjectName(QStringLiteral("placingHelp"));
    QFont small = keys->font();
    small.setPointSizeF(small.pointSizeF() * 0.88);
    keys->setFont(small);
    keys->setForegroundRole(QPalette::PlaceholderText);
    side->addWidget(keys);
    side->addSpacing(8);
    side->addWidget(release_);
    side->addWidget(restart_);
    side->addSpacing(12);
    side->addWidget(heading(tr("Hints")));
    auto* hints = new QHBoxLayout;
    hints->addWidget(completable_);
    hints->addWidget(showPiece_);
    side->addLayout(hints);
    side->addSpacing(12);
    side->addWidget(heading(tr("Monster run")));
    side->addWidget(runBox_);
    side->addWidget(sight_);
    side->addWidget(path_);
    side->addStretch(1);
    auto* sideWidget = new QWidget;
    sideWidget->setLayout(side);
    // Scrolls when the window is too low for a long inventory.
    auto* sideScroll = new QScrollArea;
    sideScroll->setWidget(sideWidget);
    sideScroll->setWidgetResizable(true);
    sideScroll->setFrameShape(QFrame::NoFrame);
    sideScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    sideWidget->setMinimumWidth(280);
    sideScroll->setFixedWidth(std::max(280, sideWidget->minimumSizeHint().width())
                              + sideScroll->verticalScrollBar()->sizeHint().width());
    sideScroll->setFocusPolicy(Qt::NoFocus);

    auto* main = new QVBoxLayout;
    main->addWidget(board_, 1);
    main->addWidget(message_);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(main, 1);
    layout->addWidget(sideScroll);

    connect(document_, &PlacementDocument::placementsChanged, this, [this] {
        if (animator_->isActive())
            returnToEditing();
        cancelHint();
        board_->setGhost(std::nullopt);
        updateControls();
        emit placementsChanged();
    });
    connect(board_, &BoardWidget::cellClicked, this, [this](Cell c) { placeAt(c, palette_->selected()); });
    connect(board_, &BoardWidget::cellRightClicked, this, &PlayerView::removeAt);
    connect(board_, &BoardWidget::pieceDropped, this, [this](PieceChoice choice, Cell c) { placeAt(c, choice); });
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
    connect(completable_, &QPushButton::clicked, this, [this] { requestHint(0); });
    connect(showPiece_, &QPushButton::clicked, this, [this] { requestHint(1); });
    connect(restart_, &QPushButton::clicked, this, &PlayerView::restart);
    connect(pause_, &QPushButton::clicked, this, [this] { animator_->setPaused(!animator_->isPaused()); });
    connect(step_, &QPushButton::clicked, animator_, &RunAnimator::stepOnce);
    connect(skip_, &QPushButton::clicked, animator_, &RunAnimator::skipToEnd);
    connect(sight_, &QCheckBox::toggled, this, [this](bool on) {
        board_->setShowSight(on && playable_);
        animator_->setShowSight(on);
    });
    connect(path_, &QCheckBox::toggled, animator_, &RunAnimator::setShowPath);
    connect(animator_, &RunAnimator::sceneChanged, board_, qOverload<>(&QWidget::update));
    connect(animator_, &RunAnimator::pausedChanged, this, &PlayerView::updateControls);
    connect(animator_, &RunAnimator::finished, this, &PlayerView::onRunFinished);
    updateControls();
}

PlayerView::~PlayerView() { cancelHint(); }

void PlayerView::setLevel(const ff::Level& level)
{
    cancelHint();
    returnToEditing();
    board_->setGhost(std::nullopt);
    const std::vector<ff::Problem> problems = ff::validateLevel(level);
    playable_ = problems.empty();
    unplayableReason_ = playable_ ? QString()
                                  : tr("This level cannot be played: %1: %2")
                                        .arg(QString::fromStdString(problems.front().path),
                                             QString::fromStdString(problems.front().message));
    document_->setLevel(level);
    board_->setDocument(document_);
    board_->setShowSight(playable_ && sight_->isChecked());
    palette_->clearSelection();
    palette_->selectNextAvailable();
    message_->clear();
    if (!playable_)
        say(unplayableReason_);
    updateControls();
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
    say(tr("The monster is on the prowl…"));
    animator_->setShowSight(sight_->isChecked());
    animator_->setShowPath(path_->isChecked());
    board_->setRunScene(&animator_->scene());
    animator_->start(document_->level(), document_->placements());
    updateControls();
}

void PlayerView::setAnimationSpeed(int cellsPerSecond) { animator_->setSpeed(cellsPerSecond); }

void PlayerView::returnToEditing()
{
    if (!animator_->isActive())
        return;
    animator_->stop();
    board_->setRunScene(nullptr);
    board_->setBanner({}, {}, {});
    message_->clear();
    updateControls();
}

void PlayerView::cancelHint()
{
    ++hintGeneration_;
    hintCancel_ = true;
    if (hintThread_.joinable())
        hintThread_.join();
    hintCancel_ = false;
    if (hintPending_) {
        hintPending_ = false;
        updateControls();
    }
}

void PlayerView::requestHint(int kind)
{
    if (animator_->isActive())
        return;
    if (!playable_) {
        say(unplayableReason_);
        return;
    }
    cancelHint();
    hintPending_ = true;
    updateControls();
    say(tr("Asking the solver…"));
    const int generation = hintGeneration_;
    hintThread_ = std::thread([this, kind, generation, level = document_->level(),
                               placed = document_->placements()] {
        ff::SolveOptions options;
        options.limit = 1000;
        options.cancel = &hintCancel_;
        const ff::Hint hint = ff::Solver(level).hint(placed, options);
        // Delivered on the UI thread; dropped if the view is gone (the destructor
        // joins this thread first, then deleting the view discards posted calls).
        QMetaObject::invokeMethod(
            this,
            [this, kind, generation, hint] {
                if (generation == hintGeneration_)
                    showHint(kind, hint);
            },
            Qt::QueuedConnection);
    });
}

void PlayerView::showHint(int kind, const ff::Hint& hint)
{
    if (hintThread_.joinable())
        hintThread_.join();
    hintPending_ = false;
    updateControls();
    switch (hint.status) {
    case ff::Hint::Status::Cancelled:
        message_->clear();
        return;
    case ff::Hint::Status::Invalid:
        say(tr("The solver cannot use this placement."));
        return;
    case ff::Hint::Status::NotCompletable:
        say(tr("No: with the pieces where they are now, the level cannot be solved. Take some back."));
        break;
    case ff::Hint::Status::Completable:
        if (kind == 0) {
            say(tr("Yes: the pieces placed so far can still lead to a solution."));
        } else if (hint.next) {
            board_->setGhost(*hint.next);
            say(tr("One %1 belongs on column %2, row %3 (shown see-through on the board).")
                    .arg(PlacementDocument::pieceName(hint.next->kind, hint.next->side))
                    .arg(hint.next->at.x)
                    .arg(hint.next->at.y));
        } else {
            say(tr("Every piece is placed and this placement solves the level. Release the monster!"));
        }
        break;
    }
    emit hintUsed(kind);
}

void PlayerView::say(const QString& text)
{
    message_->setText(text);
    emit statusMessage(text);
}

void PlayerView::refuse(Refusal r, Cell cell, PieceChoice choice)
{
    board_->flashRefused(cell);
    say(PlacementDocument::refusalText(r, choice.kind, choice.side));
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
    const long steps = animator_->steps();
    QString title;
    QString detail;
    QColor accent;
    std::optional<SceneObject> icon;
    switch (outcome) {
    case ff::Outcome::Solved:
        title = tr("Solved!");
        detail = document_->level().effectiveGoal() == ff::Goal::SurviveForever
            ? tr("The monster roams forever and none of your tokens was lost.")
            : tr("The monster ate every enemy token. Steps taken: %1.").arg(steps);
        accent = QColor(0x4c, 0xc3, 0x6a);
        break;
    case ff::Outcome::OwnTokenLost: {
        title = tr("One of your tokens was eaten");
        const auto lost = animator_->lostToken();
        const Cell at = lost ? lost->at : Cell{};
        detail = tr("In step %1 the monster got your token on column %2, row %3 (circled).")
                     .arg(steps)
                     .arg(at.x)
                     .arg(at.y);
        if (lost && lost->value > 0)
            detail += QLatin1Char(' ') + tr("It was the token with the number %1.").arg(lost->value);
        if (lost) {
            icon = SceneObject{};
            icon->kind = ff::PieceKind::Token;
            icon->side = ff::Side::Own;
            icon->color = lost->color;
            icon->value = lost->value;
        }
        accent = QColor(0xe8, 0x4a, 0x3c);
        break;
    }
    case ff::Outcome::Endless:
        title = tr("The monster wanders forever");
        detail = tr("From step %1 on it repeats itself without eating every enemy; its loop is marked in orange.")
                     .arg(steps);
        accent = QColor(0xff, 0x9a, 0x2e);
        break;
    case ff::Outcome::StepLimit:
    case ff::Outcome::Running:
        title = tr("Step limit reached");
        detail = tr("The run was stopped at step %1 without a result.").arg(steps);
        accent = QColor(0xb0, 0xb0, 0xb0);
        break;
    }
    board_->setBanner(title, detail, accent, icon);
    say(title + QStringLiteral(" \u2014 ") + detail);
    updateControls();
    emit runFinished(outcome);
}

void PlayerView::updateControls()
{
    const bool active = animator_->isActive();
    const bool running = active && !animator_->isFinished();
    const int left = document_->piecesLeft();
    left_->setText(left > 0 ? tr("Pieces still to place: %n", nullptr, left) : tr("Every piece is placed."));
    release_->setEnabled(!active);
    restart_->setEnabled(!document_->placements().empty() || active);
    palette_->setEnabled(!active);
    completable_->setEnabled(!active && playable_ && !hintPending_);
    showPiece_->setEnabled(!active && playable_ && !hintPending_);
    pause_->setEnabled(running);
    step_->setEnabled(running);
    skip_->setEnabled(running);
    pause_->setText(animator_->isPaused() ? tr("Resume") : tr("Pause"));
    pause_->setIcon(style()->standardIcon(animator_->isPaused() ? QStyle::SP_MediaPlay : QStyle::SP_MediaPause));
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
    if (const auto choice = InventoryPalette::choiceForKey(key)) {
        if (!palette_->select(*choice))
            say(PlacementDocument::refusalText(Refusal::NotInInventory, choice->kind, choice->side));
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

} // namespace ffui
