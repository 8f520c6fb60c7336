// Where a board's cells lie inside a target rectangle: the board keeps its aspect
// ratio, is centred, and keeps a margin on every side (room for the edge letters
// and, outside them, the cell names' column letters and row numbers; or a thin
// frame on thumbnails too small to show them). Shared by painting and
// hit-testing so that both always agree.
#pragma once

#include "engine/rules/Board.h"
#include "picture/Layout.h"

#include <QPointF>
#include <QRectF>

#include <optional>

namespace ff::ui {

class BoardGeometry {
public:
    static constexpr qreal kMargin = ff::picture::kMargin; // in cells, with edge letters and cell names
    static constexpr qreal kGateMargin = 0.7;              // in cells, with edge letters only
    static constexpr qreal kThumbMargin = 0.25;            // in cells, without
    static constexpr qreal kMinLetterCell = 14;            // pixels per cell needed for letters and names
    static constexpr qreal kMinGateCell = 11; // pixels per cell needed for the edge letters alone
    static constexpr qreal kNameDistance = ff::picture::kNameDistance;

    // The layout painting uses: kMargin; else, when the cells would be smaller than
    // kMinLetterCell, kGateMargin (names() is false: the wall letters matter to the
    // puzzle, the cell names do not); else, below kMinGateCell, kThumbMargin (then
    // letters() is false too). A level browser's thumbnail of a small board so keeps
    // the wall letters its board shows.
    BoardGeometry(const QRectF& target, int width, int height);

    // Whether the edge letters (wall crossings) are drawn, and the cell names.
    bool letters() const { return letters_; }
    bool names() const { return names_; }

    qreal cellSize() const { return cell_; }
    // The whole width x height rectangle of cells.
    QRectF boardRect() const;
    QRectF cellRect(ff::Cell c) const;
    QPointF cellCenter(ff::Cell c) const { return cellRect(c).center(); }
    // A point in cell units (the centre of cell (x,y) is (x+0.5, y+0.5)) in pixels.
    QPointF toPixels(QPointF cellPoint) const;
    // The cell of the rectangle under `p`, or nothing when `p` is outside it.
    std::optional<ff::Cell> cellAt(QPointF p) const;

private:
    void layout(const QRectF& target, qreal margin);

    bool letters_ = true;
    bool names_ = true;
    int width_;
    int height_;
    qreal cell_;
    QPointF origin_;
};

} // namespace ff::ui
