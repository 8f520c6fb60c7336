#include "board/PaintShapes.h"

#include <QPolygonF>
#include <QtMath>

#include <cmath>

namespace ff::ui {

void drawStar(QPainter& p, QPointF c, qreal r, const QColor& color)
{
    QPolygonF star;
    for (int i = 0; i < 10; ++i) {
        const qreal a = qDegreesToRadians(-90.0 + 36.0 * i);
        const qreal rr = i % 2 == 0 ? r : r * 0.45;
        star << c + QPointF(std::cos(a) * rr, std::sin(a) * rr);
    }
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawPolygon(star);
}

void drawArrowHead(QPainter& p, QPointF tip, QPointF heading, qreal size)
{
    const qreal len = std::hypot(heading.x(), heading.y());
    if (len <= 0)
        return;
    const QPointF u = heading / len;
    const QPointF n(-u.y(), u.x());
    QPolygonF head;
    head << tip + u * size * 0.55 << tip - u * size * 0.45 + n * size * 0.55
         << tip - u * size * 0.45 - n * size * 0.55;
    p.drawPolygon(head);
}

} // namespace ff::ui
