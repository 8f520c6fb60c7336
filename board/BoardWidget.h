// The board on screen: draws a PlacementDocument (or, during a run, the scene the
// RunAnimator provides) and turns mouse, keyboard and drops into requests. It never
// changes the document itself: it emits what the user asked for and the owner
// decides (so the player and the editor can give the same gestures other meanings).
//
// Gestures: a left click on a cell (cellClicked); a right click (cellRightClicked);
// dragging a placed piece to another cell (pieceMoved) or off the floor
// (pieceDraggedOff); dropping a palette piece (pieceDropped); arrow keys move the
// cursor over the playing cells. Other keys are left to the parent.
#pragma once

#include "board/BoardGeometry.h"
#include "board/BoardScene.h"
#include "board/InventoryPalette.h"

#include <QTimer>
#include <QWidget>

#include <optional>

namespace ff::ui {

class PlacementDocument;

class BoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit BoardWidget(QWidget* parent = nullptr);

    // `document` must outlive the widget.
    void setDocument(PlacementDocument* document);
    PlacementDocument* document() const { return document_; }

    // While set, this scene is drawn instead of the document's and editing gestures
    // are ignored (the monster is running).
    void setRunScene(const BoardScene* scene);
    bool isShowingRun() const { return runScene_ != nullptr; }

    std::optional<ff::Cell> cursorCell() const { return cursor_; }
    void setCursorCell(ff::Cell c);
    // A short red flash on a refused cell, or on several at once.
    void flashRefused(const std::vector<ff::Cell>& cells);
    void flashRefused(ff::Cell c);
    // A see-through piece suggested by a hint; nothing clears it.
    void setGhost(std::optional<ff::Placement> ghost);
    // The piece a click would place: hovering shows whether a cell takes it.
    void setHoverChoice(std::optional<PieceChoice> choice);
    // Show the monster's sight rays while placing (needs a valid level).
    void setShowSight(bool on);
    bool showSight() const { return showSight_; }

    // Where the cells are in this widget now.
    BoardGeometry boardGeometry() const;
    // The widget position of a cell's centre (for tests and tooltips).
    QPoint cellCenter(ff::Cell c) const;
    // What stands on a cell, in words (the tooltip), after its name: "d2: stone".
    QString describeCell(ff::Cell c) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void cellClicked(ff::Cell cell);
    void cellRightClicked(ff::Cell cell);
    void pieceDropped(ff::ui::PieceChoice choice, ff::Cell cell);
    void pieceMoved(ff::Cell from, ff::Cell to);
    void pieceDraggedOff(ff::Cell from);
    void cursorMoved(ff::Cell cell);
    // A click while a run is shown.
    void runClicked();

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    BoardScene editScene() const;
    std::optional<ff::Cell> playingCellAt(QPointF p) const;
    void moveCursor(ff::Dir d);

    PlacementDocument* document_ = nullptr;
    const BoardScene* runScene_ = nullptr;
    std::optional<ff::Cell> cursor_;
    std::vector<ff::Cell> refused_;
    qreal refusedAlpha_ = 0;
    QTimer refusedTimer_;
    std::optional<ff::Placement> ghost_;
    std::optional<PieceChoice> hoverChoice_;
    std::optional<ff::Cell> hover_;
    bool showSight_ = false;
    // The monster's look at the placement, computed when first painted after the
    // placement or the document changed.
    mutable std::optional<ff::Look> sight_;

    // A drag of a placed piece (or of a palette piece over the board).
    std::optional<ff::Cell> pressCell_;
    QPointF pressPos_;
    bool dragging_ = false;
    QPointF dragPos_;
    std::optional<ff::Cell> dropTarget_;
    bool dropOk_ = true;
};

} // namespace ff::ui
