#include "board/BoardWidget.h"

#include "board/BoardRenderer.h"
#include "board/CellName.h"
#include "board/EngineText.h"
#include "board/PlacementDocument.h"
#include "engine/rules/Arena.h"

#include <QApplication>
#include <QDragEnterEvent>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace ff::ui {

using ff::Cell;

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setAcceptDrops(true);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    refusedTimer_.setInterval(30);
    connect(&refusedTimer_, &QTimer::timeout, this, [this] {
        refusedAlpha_ -= 0.04;
        if (refusedAlpha_ <= 0) {
            refusedAlpha_ = 0;
            refusedTimer_.stop();
        }
        update();
    });
}

void BoardWidget::setDocument(PlacementDocument* document)
{
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    if (document_) {
        connect(document_, &PlacementDocument::placementsChanged, this, [this] {
            sight_.reset();
            update();
        });
        const ff::Level& level = document_->level();
        if (!cursor_ || !level.board.isPlaying(*cursor_))
            cursor_ = level.monsterAt;
    }
    ghost_.reset();
    sight_.reset();
    updateGeometry();
    update();
}

void BoardWidget::setRunScene(const BoardScene* scene)
{
    runScene_ = scene;
    dragging_ = false;
    pressCell_.reset();
    dropTarget_.reset();
    update();
}

void BoardWidget::setCursorCell(Cell c)
{
    cursor_ = c;
    emit cursorMoved(c);
    update();
}

void BoardWidget::flashRefused(Cell c)
{
    flashRefused(std::vector<Cell>{c});
}

void BoardWidget::flashRefused(const std::vector<Cell>& cells)
{
    refused_ = cells;
    refusedAlpha_ = 1.0;
    refusedTimer_.start();
    update();
}

void BoardWidget::setGhost(std::optional<ff::Placement> ghost)
{
    ghost_ = ghost;
    update();
}

void BoardWidget::setHoverChoice(std::optional<PieceChoice> choice)
{
    hoverChoice_ = choice;
    update();
}

void BoardWidget::leaveEvent(QEvent* event)
{
    QWidget::leaveEvent(event);
    hover_.reset();
    update();
}

void BoardWidget::setShowSight(bool on)
{
    showSight_ = on;
    update();
}

BoardGeometry BoardWidget::boardGeometry() const
{
    const ff::Board& b = document_ ? document_->level().board : ff::Board::standard();
    return BoardGeometry(QRectF(rect()), b.width(), b.height());
}

QPoint BoardWidget::cellCenter(Cell c) const
{
    return boardGeometry().cellCenter(c).toPoint();
}

QSize BoardWidget::sizeHint() const
{
    if (!document_)
        return QSize(640, 460);
    const ff::Board& b = document_->level().board;
    const qreal cell = 40;
    return QSize(qRound((b.width() + 2 * BoardGeometry::kMargin) * cell),
                 qRound((b.height() + 2 * BoardGeometry::kMargin) * cell));
}

QSize BoardWidget::minimumSizeHint() const
{
    return QSize(240, 180);
}

QString BoardWidget::describeCell(Cell c) const
{
    if (!document_)
        return {};
    const ff::Level& level = document_->level();
    QStringList parts;
    if (level.monsterAt == c)
        parts << tr("the monster");
    for (const ff::Piece& piece : level.pieces) {
        if (piece.kind == ff::PieceKind::Blood) {
            if (std::find(piece.cells.begin(), piece.cells.end(), c) != piece.cells.end())
                parts << tr("blood");
        } else if (piece.at == c) {
            parts << (piece.kind == ff::PieceKind::Teleporter
                          ? tr("teleporter %1").arg(QString::fromStdString(piece.pair))
                          : EngineText::pieceName(piece.kind, piece.side));
        }
    }
    if (const auto placed = document_->placedAt(c))
        parts << tr("your %1").arg(EngineText::pieceName(placed->kind, placed->side));
    if (level.board.exit() == c)
        parts << tr("exit");
    if (level.board.entrance() == c)
        parts << tr("entrance");
    if (parts.isEmpty())
        parts << tr("empty");
    return cellName(c) + QStringLiteral(": ") + parts.join(QStringLiteral(", "));
}

bool BoardWidget::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const auto cell = runScene_ ? std::nullopt : playingCellAt(help->pos());
        if (cell)
            QToolTip::showText(help->globalPos(), describeCell(*cell), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

std::optional<Cell> BoardWidget::playingCellAt(QPointF p) const
{
    if (!document_)
        return std::nullopt;
    const auto c = boardGeometry().cellAt(p);
    if (c && document_->level().board.isPlaying(*c))
        return c;
    return std::nullopt;
}

BoardScene BoardWidget::editScene() const
{
    const ff::Level& level = document_->level();
    std::vector<ff::Placement> shown = document_->placements();
    std::optional<ff::Placement> carried;
    if (dragging_ && pressCell_) {
        const auto it = std::find_if(shown.begin(), shown.end(),
                                     [&](const ff::Placement& p) { return p.at == *pressCell_; });
        if (it != shown.end()) {
            carried = *it;
            shown.erase(it);
        }
    }
    BoardScene scene = BoardRenderer::sceneFor(level, shown);
    if (showSight_) {
        if (!sight_) {
            const ff::Arena arena(level);
            ff::State s = arena.initialState();
            arena.place(s, document_->placements());
            sight_ = arena.look(s);
        }
        scene.sight = sight_;
        scene.sightFrom = level.monsterAt;
    }
    if (ghost_) {
        SceneObject g;
        g.kind = ghost_->kind;
        g.side = ghost_->side;
        g.pos = QPointF(ghost_->at.x + 0.5, ghost_->at.y + 0.5);
        scene.ghost = g;
    }
    if (carried) {
        SceneObject o;
        o.kind = carried->kind;
        o.side = carried->side;
        o.placed = true;
        const BoardGeometry g = boardGeometry();
        const QPointF origin = g.boardRect().topLeft();
        o.pos = (dragPos_ - origin) / g.cellSize();
        o.scale = 1.1;
        scene.objects.push_back(o);
    }
    scene.cursor = hasFocus() ? cursor_ : std::nullopt;
    scene.refused = refused_;
    scene.refusedAlpha = refusedAlpha_;
    scene.dropTarget = dropTarget_;
    scene.dropOk = dropOk_;
    if (!dropTarget_ && !dragging_ && hover_ && hoverChoice_ && !document_->placedAt(*hover_) &&
        document_->countLeft(hoverChoice_->kind, hoverChoice_->side) > 0) {
        scene.dropTarget = hover_;
        scene.dropOk = document_->checkPlace(hoverChoice_->kind, hoverChoice_->side, *hover_) ==
                       PlacementDocument::Refusal::None;
    }
    return scene;
}

void BoardWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    if (!document_) {
        p.fillRect(rect(), QColor(0x24, 0x1f, 0x29));
        return;
    }
    const ff::Level& level = document_->level();
    if (runScene_)
        BoardRenderer::paintScene(p, QRectF(rect()), level, *runScene_);
    else
        BoardRenderer::paintScene(p, QRectF(rect()), level, editScene());
}

void BoardWidget::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    if (runScene_) {
        emit runClicked();
        return;
    }
    if (!document_)
        return;
    const auto cell = playingCellAt(event->position());
    if (event->button() == Qt::RightButton) {
        if (cell)
            emit cellRightClicked(*cell);
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    pressCell_ = cell;
    pressPos_ = event->position();
    dragging_ = false;
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event)
{
    if (!document_ || runScene_)
        return;
    if (const auto cell = playingCellAt(event->position()); cell != hover_) {
        hover_ = cell;
        // A placed piece can be picked up and dragged.
        setCursor(cell && document_->placedAt(*cell) ? Qt::OpenHandCursor : Qt::ArrowCursor);
        update();
    }
    if (!pressCell_ || !(event->buttons() & Qt::LeftButton))
        return;
    if (!dragging_) {
        if ((event->position() - pressPos_).manhattanLength() < QApplication::startDragDistance() ||
            !document_->placedAt(*pressCell_))
            return;
        dragging_ = true;
        setCursor(Qt::ClosedHandCursor);
    }
    dragPos_ = event->position();
    dropTarget_ = playingCellAt(dragPos_);
    dropOk_ =
        dropTarget_ && document_->checkMove(*pressCell_, *dropTarget_) == PlacementDocument::Refusal::None;
    update();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (!document_ || runScene_ || event->button() != Qt::LeftButton || !pressCell_)
        return;
    const Cell from = *pressCell_;
    const bool wasDragging = dragging_;
    pressCell_.reset();
    dragging_ = false;
    dropTarget_.reset();
    hover_.reset();
    setCursor(Qt::ArrowCursor);
    const auto cell = playingCellAt(event->position());
    if (!wasDragging) {
        if (cell) {
            cursor_ = *cell;
            emit cellClicked(*cell);
        }
        update();
        return;
    }
    if (cell)
        emit pieceMoved(from, *cell);
    else
        emit pieceDraggedOff(from);
    update();
}

void BoardWidget::moveCursor(ff::Dir d)
{
    if (!document_)
        return;
    const ff::Board& b = document_->level().board;
    Cell c = cursor_.value_or(document_->level().monsterAt);
    for (Cell n = ff::step(c, d); b.inside(n); n = ff::step(n, d)) {
        if (b.isPlaying(n)) {
            setCursorCell(n);
            return;
        }
    }
}

void BoardWidget::keyPressEvent(QKeyEvent* event)
{
    if (runScene_ || event->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) {
        QWidget::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        moveCursor(ff::Dir::W);
        break;
    case Qt::Key_Right:
        moveCursor(ff::Dir::E);
        break;
    case Qt::Key_Up:
        moveCursor(ff::Dir::N);
        break;
    case Qt::Key_Down:
        moveCursor(ff::Dir::S);
        break;
    default:
        QWidget::keyPressEvent(event);
    }
}

void BoardWidget::dragEnterEvent(QDragEnterEvent* event)
{
    if (!runScene_ && InventoryPalette::decode(event->mimeData()))
        event->acceptProposedAction();
}

void BoardWidget::dragMoveEvent(QDragMoveEvent* event)
{
    const auto choice = InventoryPalette::decode(event->mimeData());
    if (!document_ || runScene_ || !choice) {
        event->ignore();
        return;
    }
    dropTarget_ = playingCellAt(event->position());
    dropOk_ = dropTarget_ && document_->checkPlace(choice->kind, choice->side, *dropTarget_) ==
                                 PlacementDocument::Refusal::None;
    event->acceptProposedAction();
    update();
}

void BoardWidget::dragLeaveEvent(QDragLeaveEvent*)
{
    dropTarget_.reset();
    update();
}

void BoardWidget::dropEvent(QDropEvent* event)
{
    dropTarget_.reset();
    update();
    const auto choice = InventoryPalette::decode(event->mimeData());
    const auto cell = playingCellAt(event->position());
    if (!document_ || runScene_ || !choice || !cell) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    cursor_ = *cell;
    emit pieceDropped(*choice, *cell);
}

void BoardWidget::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    update();
}

void BoardWidget::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    update();
}

} // namespace ff::ui
