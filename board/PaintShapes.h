// Shapes that the board renderer's parts share (BoardRenderer.cpp for the board,
// BoardRendererPieces.cpp for the pieces): a star and an arrow head, as
// picture/Shapes.h gives them to the SVG writer too.
#pragma once

#include <QColor>
#include <QPainter>
#include <QPointF>

namespace ff::ui {

// A five-pointed star of radius `r` around `c`, filled with `color`.
void drawStar(QPainter& p, QPointF c, qreal r, const QColor& color);
// An arrow head of `size` pointing along `heading` near `tip`, in the painter's pen and brush.
void drawArrowHead(QPainter& p, QPointF tip, QPointF heading, qreal size);

} // namespace ff::ui
