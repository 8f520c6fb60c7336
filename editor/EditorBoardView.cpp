#include "editor/EditorBoardView.h"

#include "board/BoardPalette.h"
#include "board/BoardRenderer.h"
#include "editor/LevelEditDocument.h"
#include "engine/rules/LevelEdit.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace ff::editor {

using ff::Cell;
using Refusal = LevelEditDocument::Refusal;

EditorBoardView::EditorBoardView(LevelEditDocument* document, QWidget* parent)
    : QWidget(parent), document_(document)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(document_, &LevelEditDocument::levelChanged, this, [this] {
        if (selected_ && !document_->level().board.inside(*selected_))
            setSelectedCell(std::nullopt);
        update();
    });
}

void EditorBoardView::setTool(EditorTool tool)
{
    if (tool_ == tool)
        return;
    tool_ = tool;
    emit toolChanged(tool);
    update();
}

void EditorBoardView::setTokenStyle(const QString& color, int value)
{
    tokenColor_ = color.isEmpty() ? std::nullopt : std::optional<std::string>(color.toStdString());
    tokenValue_ = value >= 1 && value <= 6 ? std::optional<int>(value) : std::nullopt;
}

void EditorBoardView::setPreview(std::vector<ff::Placement> placements,
                                 std::vector<ff::Placement> highlighted, std::vector<ff::Placement> idle)
{
    preview_ = std::move(placements);
    highlighted_ = std::move(highlighted);
    idle_ = std::move(idle);
    update();
}

void EditorBoardView::setPreviewLevel(std::optional<ff::Level> level, std::vector<ff::Cell> changed)
{
    previewLevel_ = std::move(level);
    changed_ = std::move(changed);
    update();
}

void EditorBoardView::setSelectedCell(std::optional<Cell> cell)
{
    if (selected_ == cell)
        return;
    selected_ = cell;
    emit selectionChanged(cell);
    update();
}

ui::BoardGeometry EditorBoardView::boardGeometry() const
{
    const ff::Board& b = document_->level().board;
    return ui::BoardGeometry(QRectF(rect()), b.width(), b.height());
}

QPoint EditorBoardView::cellCenter(Cell c) const
{
    return boardGeometry().cellCenter(c).toPoint();
}

QSize EditorBoardView::sizeHint() const
{
    return QSize(820, 580);
}

QSize EditorBoardView::minimumSizeHint() const
{
    return QSize(320, 240);
}

std::optional<Cell> EditorBoardView::cellAt(QPointF p) const
{
    return boardGeometry().cellAt(p);
}

bool EditorBoardView::isStrokeTool() const
{
    return tool_.mode != EditorMode::Select && tool_.mode != EditorMode::Monster &&
           tool_.mode != EditorMode::Teleporter;
}

QString EditorBoardView::strokeText() const
{
    switch (tool_.mode) {
    case EditorMode::Blood:
        return tr("Paint blood");
    case EditorMode::Void:
        return tr("Shape the floor");
    case EditorMode::Zone:
        return tr("Change the placement zone");
    case EditorMode::Erase:
        return tr("Erase");
    default:
        return tr("Place pieces");
    }
}

void EditorBoardView::report(int refusal)
{
    const auto r = static_cast<Refusal>(refusal);
    if (r != Refusal::None)
        emit refused(LevelEditDocument::refusalText(r));
}

QString EditorBoardView::applyStroke(Cell c)
{
    Refusal r = Refusal::None;
    switch (tool_.mode) {
    case EditorMode::Object:
        r = document_->placeObject(tool_.piece.kind, tool_.piece.side, c, tokenColor_, tokenValue_);
        break;
    case EditorMode::Blood:
        r = document_->paintBlood(c);
        break;
    case EditorMode::Void:
        r = document_->setVoid(c, strokeSets_);
        break;
    case EditorMode::Zone:
        r = document_->setAllowed(c, strokeSets_);
        break;
    case EditorMode::Erase:
        r = document_->erase(c);
        if (r == Refusal::Nothing)
            r = Refusal::None;
        break;
    case EditorMode::Select:
    case EditorMode::Monster:
    case EditorMode::Teleporter:
        break;
    }
    return LevelEditDocument::refusalText(r);
}

void EditorBoardView::applyClick(Cell c)
{
    const ff::Level& level = document_->level();
    switch (tool_.mode) {
    case EditorMode::Select:
        setSelectedCell(c);
        return;
    case EditorMode::Monster:
        if (level.monsterAt == c)
            document_->setMonsterFacing(ff::turnRight(level.monsterFacing));
        else
            report(static_cast<int>(document_->placeMonster(c)));
        return;
    case EditorMode::Teleporter:
        if (const auto i = document_->teleporterAt(c))
            document_->setTeleporterArrow(c, ff::turnRight(level.pieces[*i].arrow));
        else
            report(static_cast<int>(document_->placeTeleporter(c)));
        return;
    default:
        break;
    }
    const ff::Board& board = level.board;
    strokeSets_ = tool_.mode == EditorMode::Void ? !board.isVoid(c)
                  : tool_.mode == EditorMode::Zone
                      ? !(level.allowed &&
                          std::find(level.allowed->begin(), level.allowed->end(), c) != level.allowed->end())
                      : true;
    const QString reason = applyStroke(c);
    if (!reason.isEmpty())
        emit refused(reason);
}

void EditorBoardView::deleteSelection()
{
    if (!selected_)
        return;
    const Refusal r = document_->erase(*selected_);
    // Every level has its monster (ff::eraseAt leaves it); say so rather than "nothing there".
    if (r == Refusal::Nothing && document_->level().monsterAt == *selected_)
        emit refused(tr("The monster cannot be deleted: every level has one. Drag it to move it."));
    else
        report(static_cast<int>(r));
}

void EditorBoardView::turnSelection()
{
    if (!selected_)
        return;
    const ff::Level& level = document_->level();
    if (level.monsterAt == *selected_)
        document_->setMonsterFacing(ff::turnRight(level.monsterFacing));
    else if (const auto i = document_->teleporterAt(*selected_))
        document_->setTeleporterArrow(*selected_, ff::turnRight(level.pieces[*i].arrow));
}

void EditorBoardView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    const ff::Level& level = previewLevel_ ? *previewLevel_ : document_->level();
    ui::BoardScene scene = ui::BoardRenderer::sceneFor(level, preview_);
    scene.cursor = selected_;
    if (moveFrom_ && moveTarget_ && *moveTarget_ != *moveFrom_) {
        scene.dropTarget = moveTarget_;
        scene.dropOk = document_->checkMove(*moveFrom_, *moveTarget_) == Refusal::None;
        // The moved object follows the pointer.
        for (ui::SceneObject& o : scene.objects) {
            if (o.pos == QPointF(moveFrom_->x + 0.5, moveFrom_->y + 0.5)) {
                o.pos = QPointF(moveTarget_->x + 0.5, moveTarget_->y + 0.5);
                o.opacity = 0.7;
            }
        }
        if (ff::movableAt(level, *moveFrom_) == ff::Occupant::Monster) {
            scene.monsterPos = QPointF(moveTarget_->x + 0.5, moveTarget_->y + 0.5);
            scene.monsterOpacity = 0.7;
        }
    }
    const QRectF target(rect());
    ui::BoardRenderer::paintScene(p, target, level, scene);

    const ui::BoardGeometry g = boardGeometry();
    const qreal s = g.cellSize();
    p.setRenderHint(QPainter::Antialiasing);
    for (const ff::Placement& pl : highlighted_) {
        p.setPen(QPen(ui::BoardPalette::warning, std::max<qreal>(2.0, s * 0.08), Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(g.cellRect(pl.at).adjusted(s * 0.02, s * 0.02, -s * 0.02, -s * 0.02));
    }
    // Inside the warning ring, so a piece with both shows both.
    for (const ff::Placement& pl : idle_) {
        p.setPen(QPen(ui::BoardPalette::idle, std::max<qreal>(2.0, s * 0.08)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(g.cellRect(pl.at).adjusted(s * 0.12, s * 0.12, -s * 0.12, -s * 0.12));
    }
    for (const Cell c : changed_) {
        p.setPen(QPen(ui::BoardPalette::changed, std::max<qreal>(2.0, s * 0.1)));
        p.setBrush(ui::BoardPalette::withAlpha(ui::BoardPalette::changed, 50));
        p.drawRoundedRect(g.cellRect(c).adjusted(s * 0.04, s * 0.04, -s * 0.04, -s * 0.04), s * 0.15,
                          s * 0.15);
    }
    // On custom boards the void tool shows the rectangle's cells, void ones dashed.
    if (tool_.mode == EditorMode::Void && !level.board.isStandard()) {
        p.setPen(QPen(QColor(255, 255, 255, 90), 1, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        for (int y = 0; y < level.board.height(); ++y) {
            for (int x = 0; x < level.board.width(); ++x) {
                if (level.board.isVoid({x, y}))
                    p.drawRect(g.cellRect({x, y}).adjusted(2, 2, -2, -2));
            }
        }
    }
    if (hover_ && !moveFrom_) {
        p.setPen(QPen(QColor(255, 255, 255, 150), std::max<qreal>(1.0, s * 0.04)));
        p.setBrush(QColor(255, 255, 255, 35));
        p.drawRect(g.cellRect(*hover_));
        if (tool_.mode == EditorMode::Void && !level.board.isStandard()) {
            p.setPen(QPen(QColor(255, 255, 255, 110), std::max<qreal>(1.0, s * 0.04), Qt::DotLine));
            p.drawRect(g.cellRect(level.board.reflect(*hover_)));
        }
    }
}

void EditorBoardView::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    const auto cell = cellAt(event->position());
    if (!cell)
        return;
    if (event->button() == Qt::RightButton) {
        const Refusal r = document_->erase(*cell);
        if (r != Refusal::Nothing)
            report(static_cast<int>(r));
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    const ff::Level& level = document_->level();
    if (tool_.mode == EditorMode::Select) {
        setSelectedCell(cell);
        if (ff::movableAt(level, *cell)) {
            moveFrom_ = cell;
            moveTarget_ = cell;
        }
        return;
    }
    if (!isStrokeTool()) {
        applyClick(*cell);
        return;
    }
    stroking_ = true;
    document_->beginStroke(strokeText());
    lastStrokeCell_ = cell;
    applyClick(*cell);
}

void EditorBoardView::mouseMoveEvent(QMouseEvent* event)
{
    const auto cell = cellAt(event->position());
    if (cell != hover_) {
        hover_ = cell;
        emit hoverChanged(cell);
        update();
    }
    if (moveFrom_) {
        if (cell && cell != moveTarget_) {
            moveTarget_ = cell;
            update();
        }
        return;
    }
    if (stroking_ && cell && cell != lastStrokeCell_) {
        lastStrokeCell_ = cell;
        applyStroke(*cell);
    }
}

void EditorBoardView::mouseReleaseEvent(QMouseEvent* event)
{
    if (moveFrom_) {
        const Cell from = *moveFrom_;
        const auto to = cellAt(event->position());
        moveFrom_.reset();
        moveTarget_.reset();
        if (to && *to != from) {
            const Refusal r = document_->move(from, *to);
            report(static_cast<int>(r));
            if (r == Refusal::None)
                setSelectedCell(to);
        }
        update();
        return;
    }
    if (stroking_) {
        stroking_ = false;
        lastStrokeCell_.reset();
        document_->endStroke();
    }
}

void EditorBoardView::leaveEvent(QEvent*)
{
    if (hover_) {
        hover_.reset();
        emit hoverChanged(std::nullopt);
        update();
    }
}

void EditorBoardView::keyPressEvent(QKeyEvent* event)
{
    const ff::Board& board = document_->level().board;
    const auto moveSelection = [&](ff::Dir d) {
        // Shift+arrow carries the piece on the selected cell along.
        if (selected_ && (event->modifiers() & Qt::ShiftModifier)) {
            const Cell to = ff::step(*selected_, d);
            const Refusal r = document_->move(*selected_, to);
            report(static_cast<int>(r));
            if (r == Refusal::None)
                setSelectedCell(to);
            return;
        }
        Cell c = selected_.value_or(document_->level().monsterAt);
        if (selected_) {
            const Cell n = ff::step(c, d);
            if (board.inside(n))
                c = n;
        }
        setSelectedCell(c);
    };
    switch (event->key()) {
    case Qt::Key_Up:
        moveSelection(ff::Dir::N);
        return;
    case Qt::Key_Right:
        moveSelection(ff::Dir::E);
        return;
    case Qt::Key_Down:
        moveSelection(ff::Dir::S);
        return;
    case Qt::Key_Left:
        moveSelection(ff::Dir::W);
        return;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        deleteSelection();
        return;
    case Qt::Key_R:
        turnSelection();
        return;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (selected_)
            applyClick(*selected_);
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace ff::editor
