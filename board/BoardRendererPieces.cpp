// BoardRenderer's pieces: the objects (tokens, stones, crystals, turning stones),
// the monster and the colour of a token.
#include "board/BoardRenderer.h"

#include "board/BoardPalette.h"
#include "board/PaintShapes.h"
#include "picture/Colour.h"

#include <QLinearGradient>
#include <QPainterPath>
#include <QRadialGradient>
#include <QtMath>

#include <algorithm>
#include <array>
#include <cmath>

namespace ff::ui {

using ff::PieceKind;

namespace {

// Readable text colour on `bg` (picture::textOn).
QColor textOn(const QColor& bg)
{
    return qColor(
        ff::picture::textOn({static_cast<std::uint8_t>(bg.red()), static_cast<std::uint8_t>(bg.green()),
                             static_cast<std::uint8_t>(bg.blue()), static_cast<std::uint8_t>(bg.alpha())}));
}

// A token's number: in the readable colour on `bg`, outlined in the opposite one so
// it stays legible on every colour and over the token's gradient.
void drawNumber(QPainter& p, const QRectF& box, const QString& number, qreal pixelSize, const QColor& bg)
{
    if (number.isEmpty())
        return;
    QFont f = p.font();
    f.setPixelSize(std::max(1, qRound(pixelSize)));
    f.setBold(true);
    QPainterPath text;
    text.addText(0, 0, f, number);
    const QRectF bounds = text.boundingRect();
    text.translate(box.center() - bounds.center());
    const QColor fill = textOn(bg);
    const QColor halo = fill.lightnessF() > 0.5 ? BoardPalette::darkHalo : BoardPalette::lightText;
    p.save();
    p.setPen(QPen(halo, std::max<qreal>(1.0, pixelSize * 0.16), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(text);
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawPath(text);
    p.restore();
}

// The turn a turning stone makes, in a box of radius r around the origin.
void drawTurnArrow(QPainter& p, qreal r, PieceKind kind, const QColor& color)
{
    QPen pen(color, r * 0.2, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin);
    p.setBrush(Qt::NoBrush);
    p.setPen(pen);
    if (kind == PieceKind::Turn180) {
        const qreal a = r * 0.5;
        QPainterPath u;
        u.moveTo(-a, r * 0.65);
        u.lineTo(-a, 0);
        u.arcTo(QRectF(-a, -a, 2 * a, 2 * a), 180, -180);
        u.lineTo(a, r * 0.2);
        p.drawPath(u);
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        drawArrowHead(p, QPointF(a, r * 0.45), QPointF(0, 1), r * 0.55);
        return;
    }
    p.save();
    if (kind == PieceKind::TurnLeft)
        p.scale(-1, 1);
    const qreal a = r * 0.55;
    const qreal start = 100;
    const qreal sweep = -280;
    QPainterPath arc;
    arc.arcMoveTo(QRectF(-a, -a, 2 * a, 2 * a), start);
    arc.arcTo(QRectF(-a, -a, 2 * a, 2 * a), start, sweep);
    p.drawPath(arc);
    const qreal end = qDegreesToRadians(start + sweep);
    const QPointF tip(std::cos(end) * a, -std::sin(end) * a);
    const QPointF heading(std::sin(end), std::cos(end));
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    drawArrowHead(p, tip + heading * r * 0.12, heading, r * 0.55);
    p.restore();
}

void drawStoneBody(QPainter& p, const QRectF& r, const QColor& light, const QColor& dark, bool rounded)
{
    const qreal s = r.width();
    QRadialGradient grad(r.center() - QPointF(s * 0.15, s * 0.18), s * 0.65);
    grad.setColorAt(0, light);
    grad.setColorAt(1, dark);
    p.setBrush(grad);
    p.setPen(QPen(dark.darker(170), s * 0.045, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    if (rounded) {
        p.drawRoundedRect(r.adjusted(s * 0.12, s * 0.12, -s * 0.12, -s * 0.12), s * 0.18, s * 0.18);
        return;
    }
    static const std::array<QPointF, 9> shape = {
        QPointF(0.30, 0.12), QPointF(0.66, 0.10), QPointF(0.88, 0.30),
        QPointF(0.90, 0.62), QPointF(0.74, 0.88), QPointF(0.40, 0.90),
        QPointF(0.14, 0.74), QPointF(0.10, 0.42), QPointF(0.30, 0.12)};
    QPolygonF poly;
    for (QPointF q : shape)
        poly << r.topLeft() + q * s;
    p.drawPolygon(poly);
    p.setPen(Qt::NoPen);
    p.setBrush(BoardPalette::stoneShine);
    p.drawEllipse(QRectF(r.left() + s * 0.28, r.top() + s * 0.22, s * 0.26, s * 0.14));
}

// A turning stone's body, its silhouette telling the kind without the arrow: a block
// pointed to the right for the right-turning stone, to the left for the left-turning
// one, a rounded square for the U-turn stone.
void drawTurnStoneBody(QPainter& p, const QRectF& r, PieceKind kind)
{
    const qreal s = r.width();
    if (kind == PieceKind::Turn180) {
        drawStoneBody(p, r, BoardPalette::turnStoneLight, BoardPalette::turnStoneDark, true);
        return;
    }
    const qreal sign = kind == PieceKind::TurnLeft ? -1 : 1;
    static const std::array<QPointF, 5> shape = {QPointF(-0.38, -0.36), QPointF(0.12, -0.36),
                                                 QPointF(0.42, 0.0), QPointF(0.12, 0.36),
                                                 QPointF(-0.38, 0.36)};
    QPolygonF poly;
    for (QPointF q : shape)
        poly << r.center() + QPointF(q.x() * sign, q.y()) * s;
    QRadialGradient grad(r.center() - QPointF(s * 0.15, s * 0.18), s * 0.65);
    grad.setColorAt(0, BoardPalette::turnStoneLight);
    grad.setColorAt(1, BoardPalette::turnStoneDark);
    p.setBrush(grad);
    p.setPen(
        QPen(BoardPalette::turnStoneDark.darker(170), s * 0.06, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolygon(poly);
}

void drawCrystal(QPainter& p, const QRectF& r)
{
    const qreal s = r.width();
    const QPointF c = r.center();
    const qreal rad = s * 0.40;
    QPolygonF hex;
    for (int i = 0; i < 6; ++i) {
        const qreal a = qDegreesToRadians(-90.0 + 60.0 * i);
        hex << c + QPointF(std::cos(a) * rad, std::sin(a) * rad);
    }
    // Ice blue from light to deep with a dark rim, so it stands out from the tan
    // floor and the green zone, in greyscale too.
    QLinearGradient grad(r.topLeft(), r.bottomRight());
    grad.setColorAt(0, BoardPalette::crystalLight);
    grad.setColorAt(1, BoardPalette::crystalDeep);
    p.setBrush(grad);
    p.setPen(QPen(BoardPalette::crystalRim, s * 0.06, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolygon(hex);
    // Facets: an inner hexagon joined to the outer corners.
    QPolygonF inner;
    for (QPointF q : hex)
        inner << c + (q - c) * 0.45;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(BoardPalette::crystalFacet, s * 0.03));
    p.drawPolygon(inner);
    for (int i = 0; i < 6; ++i)
        p.drawLine(inner[i], hex[i]);
    drawStar(p, c + QPointF(-s * 0.17, -s * 0.2), s * 0.07, BoardPalette::crystalSparkle);
}

void drawShield(QPainter& p, QPointF top, qreal w, const QColor& color)
{
    QPainterPath sh;
    sh.moveTo(top + QPointF(-w / 2, 0));
    sh.lineTo(top + QPointF(w / 2, 0));
    sh.lineTo(top + QPointF(w / 2, w * 0.45));
    sh.quadTo(top + QPointF(w / 2, w * 0.9), top + QPointF(0, w * 1.1));
    sh.quadTo(top + QPointF(-w / 2, w * 0.9), top + QPointF(-w / 2, w * 0.45));
    sh.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawPath(sh);
}

void drawToken(QPainter& p, const QRectF& r, const SceneObject& o)
{
    const qreal s = r.width();
    const QPointF c = r.center();
    const QColor base = o.color.isValid()
                            ? o.color
                            : (o.side == ff::Side::Own ? BoardPalette::ownToken : BoardPalette::enemyToken);
    QRadialGradient grad(c - QPointF(s * 0.12, s * 0.14), s * 0.5);
    grad.setColorAt(0, base.lighter(130));
    grad.setColorAt(1, base.darker(115));
    const QString number = o.value > 0 ? QString::number(o.value) : QString();
    if (o.side == ff::Side::Own) {
        // Own: round, a white ring and a shield.
        const qreal rad = s * 0.37;
        p.setPen(QPen(BoardPalette::ownRim, s * 0.03));
        p.setBrush(BoardPalette::ownRing);
        p.drawEllipse(c, rad, rad);
        p.setPen(Qt::NoPen);
        p.setBrush(grad);
        p.drawEllipse(c, rad * 0.78, rad * 0.78);
        const QColor mark = textOn(base);
        drawShield(p, c + QPointF(0, -rad * 0.62), s * 0.17,
                   QColor(mark.red(), mark.green(), mark.blue(), 200));
        drawNumber(p, QRectF(c.x() - rad, c.y() - rad * 0.5, 2 * rad, rad * 1.4), number, s * 0.42, base);
        return;
    }
    // Enemy: square-ish with a dark ring and two horn notches.
    const qreal half = s * 0.36;
    const QRectF box(c.x() - half, c.y() - half, 2 * half, 2 * half);
    p.setPen(QPen(BoardPalette::enemyRim, s * 0.075, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(grad);
    p.drawRoundedRect(box, s * 0.09, s * 0.09);
    p.setPen(Qt::NoPen);
    p.setBrush(BoardPalette::enemyRim);
    for (int sign : {-1, 1}) {
        QPolygonF horn;
        const qreal x = c.x() + sign * half * 0.55;
        horn << QPointF(x - half * 0.22, box.top()) << QPointF(x + half * 0.22, box.top())
             << QPointF(x, box.top() + half * 0.42);
        p.drawPolygon(horn);
    }
    drawNumber(p, box.adjusted(0, half * 0.25, 0, 0), number, s * 0.42, base);
}

} // namespace

QColor BoardRenderer::tokenColor(const std::optional<std::string>& name, ff::Side side)
{
    return qColor(ff::picture::tokenColour(name, side));
}

void BoardRenderer::paintObject(QPainter& p, const QRectF& cell, const SceneObject& o)
{
    p.save();
    p.setOpacity(p.opacity() * o.opacity);
    const QRectF r = o.scale == 1.0
                         ? cell
                         : QRectF(cell.center() - QPointF(cell.width(), cell.height()) * o.scale / 2,
                                  cell.size() * o.scale);
    switch (o.kind) {
    case PieceKind::Token:
        drawToken(p, r, o);
        break;
    case PieceKind::Stone:
        drawStoneBody(p, r, BoardPalette::stoneLight, BoardPalette::stoneDark, false);
        break;
    case PieceKind::Crystal:
        drawCrystal(p, r);
        break;
    case PieceKind::TurnRight:
    case PieceKind::TurnLeft:
    case PieceKind::Turn180:
        drawTurnStoneBody(p, r, o.kind);
        p.translate(r.center());
        drawTurnArrow(p, r.width() * 0.42, o.kind, BoardPalette::turnArrow);
        break;
    case PieceKind::Blood:
    case PieceKind::Teleporter:
        break;
    }
    p.restore();
}

void BoardRenderer::paintMonster(QPainter& p, QPointF centre, qreal cell, qreal angle)
{
    p.save();
    p.translate(centre);
    p.rotate(angle);
    p.scale(cell, cell);
    // Spikes on the back.
    p.setPen(QPen(BoardPalette::monsterLine, 0.03, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(BoardPalette::monsterSpike);
    for (int i = -1; i <= 1; ++i) {
        QPolygonF spike;
        spike << QPointF(i * 0.16 - 0.09, 0.25) << QPointF(i * 0.16 + 0.09, 0.25) << QPointF(i * 0.2, 0.47);
        p.drawPolygon(spike);
    }
    // The snout: a wedge pointing where the monster faces.
    QPolygonF snout;
    snout << QPointF(0, -0.5) << QPointF(0.2, -0.22) << QPointF(-0.2, -0.22);
    p.setBrush(BoardPalette::monsterSnout);
    p.drawPolygon(snout);
    QRadialGradient body(QPointF(-0.1, -0.12), 0.48);
    body.setColorAt(0, BoardPalette::monsterLight);
    body.setColorAt(1, BoardPalette::monsterDark);
    p.setBrush(body);
    p.drawEllipse(QPointF(0, 0.02), 0.34, 0.32);
    // Eyes looking ahead.
    for (int sign : {-1, 1}) {
        p.setPen(QPen(BoardPalette::monsterLine, 0.02));
        p.setBrush(BoardPalette::monsterEye);
        p.drawEllipse(QPointF(sign * 0.13, -0.12), 0.1, 0.11);
        p.setPen(Qt::NoPen);
        p.setBrush(BoardPalette::monsterPupil);
        p.drawEllipse(QPointF(sign * 0.12, -0.16), 0.05, 0.055);
    }
    // A grin.
    p.setPen(QPen(BoardPalette::monsterGrin, 0.035, Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    p.drawArc(QRectF(-0.14, -0.02, 0.28, 0.18), 200 * 16, 140 * 16);
    p.restore();
}

} // namespace ff::ui
