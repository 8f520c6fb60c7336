#include "board/PaintShapes.h"

#include "picture/Shapes.h"

#include <QPolygonF>

namespace ff::ui {

namespace {

template <std::size_t N> QPolygonF polygon(const std::array<ff::picture::Point, N>& points)
{
    QPolygonF out;
    for (const ff::picture::Point q : points)
        out << QPointF(q.x, q.y);
    return out;
}

} // namespace

void drawStar(QPainter& p, QPointF c, qreal r, const QColor& color)
{
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawPolygon(polygon(ff::picture::star({c.x(), c.y()}, r)));
}

void drawArrowHead(QPainter& p, QPointF tip, QPointF heading, qreal size)
{
    if (heading.isNull())
        return;
    p.drawPolygon(polygon(ff::picture::arrowHead({tip.x(), tip.y()}, {heading.x(), heading.y()}, size)));
}

} // namespace ff::ui
