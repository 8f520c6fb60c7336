#include "board/BoardRenderer.h"

#include "board/BoardGeometry.h"
#include "board/CellName.h"
#include "board/EdgeLabels.h"

#include <QLinearGradient>
#include <QPainterPath>
#include <QRadialGradient>
#include <QtMath>

#include <algorithm>
#include <array>
#include <cmath>

namespace ffui {

using ff::Cell;
using ff::Dir;
using ff::PieceKind;

namespace {

const QColor kWallTop(0x3b, 0x34, 0x42);
const QColor kWallBottom(0x1f, 0x1b, 0x25);
const QColor kFloor(0xd3, 0xc2, 0x9c);
const QColor kGrid(0x9e, 0x8b, 0x68);
const QColor kOutline(0x17, 0x12, 0x0e);
const QColor kLetter(0xee, 0xe2, 0xc4);
const QColor kCellName(0xb8, 0xae, 0x9c);
const QColor kOwnDefault(0x2f, 0x7f, 0xd8);
const QColor kEnemyDefault(0xe2, 0xa1, 0x1b);
// An enemy whose colour is the own tokens' blue (or close to it) is drawn in this
// instead, apart from the default enemy colour too.
const QColor kEnemyNotOwn(0xee, 0xe8, 0xdc);
constexpr qreal kMaxLetter = 30; // pixels: big boards on big screens need no bigger letters

// A small deterministic per-cell variation so the floor looks like laid tiles.
int tileShade(Cell c)
{
    const unsigned h = static_cast<unsigned>(c.x * 73856093) ^ static_cast<unsigned>(c.y * 19349663);
    return static_cast<int>((h >> 3) % 13) - 6;
}

QPainterPath unionOfCells(const BoardGeometry& g, const std::vector<Cell>& cells)
{
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    for (Cell c : cells)
        path.addRect(g.cellRect(c));
    return path.simplified();
}

QPointF dirVector(Dir d)
{
    return QPointF(ff::dirDx(d), ff::dirDy(d));
}

// Readable text colour on `bg`.
QColor textOn(const QColor& bg)
{
    return bg.lightnessF() > 0.6 ? QColor(0x20, 0x1a, 0x14) : Qt::white;
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
    const QColor halo = fill.lightnessF() > 0.5 ? QColor(0x10, 0x0c, 0x08) : QColor(Qt::white);
    p.save();
    p.setPen(QPen(halo, std::max<qreal>(1.0, pixelSize * 0.16), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(text);
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawPath(text);
    p.restore();
}

void drawText(QPainter& p, const QRectF& box, const QString& text, qreal pixelSize, const QColor& color,
              bool bold = true)
{
    QFont f = p.font();
    f.setPixelSize(std::max(1, qRound(pixelSize)));
    f.setBold(bold);
    p.setFont(f);
    p.setPen(color);
    p.drawText(box, Qt::AlignCenter, text);
}

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
    p.setBrush(QColor(255, 255, 255, 55));
    p.drawEllipse(QRectF(r.left() + s * 0.28, r.top() + s * 0.22, s * 0.26, s * 0.14));
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
    QLinearGradient grad(r.topLeft(), r.bottomRight());
    grad.setColorAt(0, QColor(225, 248, 255, 120));
    grad.setColorAt(1, QColor(120, 200, 235, 70));
    p.setBrush(grad);
    p.setPen(QPen(QColor(70, 160, 205, 235), s * 0.045, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolygon(hex);
    // Facets: an inner hexagon joined to the outer corners.
    QPolygonF inner;
    for (QPointF q : hex)
        inner << c + (q - c) * 0.45;
    p.setBrush(QColor(255, 255, 255, 45));
    p.setPen(QPen(QColor(255, 255, 255, 210), s * 0.025));
    p.drawPolygon(inner);
    for (int i = 0; i < 6; ++i)
        p.drawLine(inner[i], hex[i]);
    drawStar(p, c + QPointF(-s * 0.17, -s * 0.2), s * 0.07, QColor(255, 255, 255, 230));
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
    const QColor base = o.color.isValid() ? o.color : (o.side == ff::Side::Own ? kOwnDefault : kEnemyDefault);
    QRadialGradient grad(c - QPointF(s * 0.12, s * 0.14), s * 0.5);
    grad.setColorAt(0, base.lighter(130));
    grad.setColorAt(1, base.darker(115));
    const QString number = o.value > 0 ? QString::number(o.value) : QString();
    if (o.side == ff::Side::Own) {
        // Own: round, a white ring and a shield.
        const qreal rad = s * 0.37;
        p.setPen(QPen(QColor(20, 20, 30), s * 0.03));
        p.setBrush(Qt::white);
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
    p.setPen(QPen(QColor(15, 12, 12), s * 0.075, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(grad);
    p.drawRoundedRect(box, s * 0.09, s * 0.09);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(15, 12, 12));
    for (int sign : {-1, 1}) {
        QPolygonF horn;
        const qreal x = c.x() + sign * half * 0.55;
        horn << QPointF(x - half * 0.22, box.top()) << QPointF(x + half * 0.22, box.top())
             << QPointF(x, box.top() + half * 0.42);
        p.drawPolygon(horn);
    }
    drawNumber(p, box.adjusted(0, half * 0.25, 0, 0), number, s * 0.42, base);
}

void drawTeleporter(QPainter& p, const QRectF& r, const ff::Piece& t)
{
    const qreal s = r.width();
    const QPointF c = r.center();
    QRadialGradient grad(c, s * 0.46);
    grad.setColorAt(0, QColor(0xc9, 0x9b, 0xff));
    grad.setColorAt(0.55, QColor(0x6a, 0x35, 0xc4));
    grad.setColorAt(1, QColor(0x25, 0x0c, 0x52));
    p.setPen(QPen(QColor(0x1a, 0x08, 0x3a), s * 0.04));
    p.setBrush(grad);
    p.drawEllipse(c, s * 0.43, s * 0.43);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(255, 255, 255, 90), s * 0.03));
    p.drawEllipse(c, s * 0.3, s * 0.3);
    // The arrow: where the monster faces when it comes out here.
    const QPointF v = dirVector(t.arrow);
    p.setPen(QPen(QColor(0x3a, 0x2a, 0x00), s * 0.025));
    p.setBrush(QColor(0xff, 0xd3, 0x4d));
    drawArrowHead(p, c + v * s * 0.40, v, s * 0.3);
    const QString name = QString::fromStdString(t.pair);
    const qreal size = s * (name.size() <= 1 ? 0.36 : name.size() <= 2 ? 0.28 : 0.5 / name.size() + 0.05);
    drawText(p, QRectF(c.x() - s * 0.35, c.y() - s * 0.3, s * 0.7, s * 0.6), name, size, Qt::white);
}

void drawDoor(QPainter& p, const QRectF& r, const QColor& tint, bool inward)
{
    const qreal s = r.width();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(tint.red(), tint.green(), tint.blue(), 110));
    p.drawRect(r);
    QPainterPath arch;
    const QRectF d(r.left() + s * 0.26, r.top() + s * 0.16, s * 0.48, s * 0.7);
    arch.moveTo(d.bottomLeft());
    arch.lineTo(d.left(), d.top() + d.width() / 2);
    arch.arcTo(QRectF(d.left(), d.top(), d.width(), d.width()), 180, -180);
    arch.lineTo(d.bottomRight());
    arch.closeSubpath();
    p.setPen(QPen(tint.darker(220), s * 0.04));
    p.setBrush(QColor(0x2a, 0x22, 0x1a, 200));
    p.drawPath(arch);
    p.setPen(Qt::NoPen);
    p.setBrush(tint.lighter(150));
    const QPointF mid(d.center().x(), d.top() + d.height() * 0.6);
    drawArrowHead(p, mid + QPointF(0, inward ? s * 0.12 : -s * 0.12), QPointF(0, inward ? 1 : -1), s * 0.28);
}

} // namespace

QColor BoardRenderer::tokenColor(const std::optional<std::string>& name, ff::Side side)
{
    if (name) {
        const QColor c = QColor::fromString(QString::fromStdString(*name));
        const bool ownLike = std::abs(c.hueF() - kOwnDefault.hueF()) < 0.1 && c.saturationF() > 0.35 &&
                             std::abs(c.lightnessF() - kOwnDefault.lightnessF()) < 0.25;
        if (c.isValid())
            return side == ff::Side::Enemy && ownLike ? kEnemyNotOwn : c;
    }
    return side == ff::Side::Own ? kOwnDefault : kEnemyDefault;
}

BoardScene BoardRenderer::sceneFor(const ff::Level& level, const std::vector<ff::Placement>& placements)
{
    BoardScene scene;
    const auto centre = [](Cell c) { return QPointF(c.x + 0.5, c.y + 0.5); };
    for (const ff::Piece& piece : level.pieces) {
        if (!ff::isObjectKind(piece.kind))
            continue;
        SceneObject o;
        o.kind = piece.kind;
        o.side = piece.side;
        if (piece.kind == PieceKind::Token) {
            o.color = tokenColor(piece.color, piece.side);
            o.value = piece.value.value_or(0);
        }
        o.pos = centre(piece.at);
        scene.objects.push_back(o);
    }
    for (const ff::Placement& pl : placements) {
        SceneObject o;
        o.kind = pl.kind;
        o.side = pl.side;
        o.pos = centre(pl.at);
        o.placed = true;
        scene.objects.push_back(o);
    }
    scene.monsterPos = centre(level.monsterAt);
    scene.monsterAngle = angleOf(level.monsterFacing);
    return scene;
}

void BoardRenderer::paintLevel(QPainter& p, const QRectF& target, const ff::Level& level,
                               const std::vector<ff::Placement>& placements)
{
    paintScene(p, target, level, sceneFor(level, placements));
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
        drawStoneBody(p, r, QColor(0xa4, 0xa2, 0x9e), QColor(0x5b, 0x5a, 0x5e), false);
        break;
    case PieceKind::Crystal:
        drawCrystal(p, r);
        break;
    case PieceKind::TurnRight:
    case PieceKind::TurnLeft:
    case PieceKind::Turn180:
        drawStoneBody(p, r, QColor(0x8e, 0x9c, 0xae), QColor(0x46, 0x50, 0x60), true);
        p.translate(r.center());
        drawTurnArrow(p, r.width() * 0.42, o.kind, QColor(0xff, 0xf4, 0xd6));
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
    p.setPen(QPen(QColor(0x1c, 0x3a, 0x0e), 0.03, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(QColor(0x8a, 0x4b, 0xa8));
    for (int i = -1; i <= 1; ++i) {
        QPolygonF spike;
        spike << QPointF(i * 0.16 - 0.09, 0.25) << QPointF(i * 0.16 + 0.09, 0.25) << QPointF(i * 0.2, 0.47);
        p.drawPolygon(spike);
    }
    // The snout: a wedge pointing where the monster faces.
    QPolygonF snout;
    snout << QPointF(0, -0.5) << QPointF(0.2, -0.22) << QPointF(-0.2, -0.22);
    p.setBrush(QColor(0xf2, 0x9b, 0x2b));
    p.drawPolygon(snout);
    QRadialGradient body(QPointF(-0.1, -0.12), 0.48);
    body.setColorAt(0, QColor(0x9b, 0xd8, 0x5a));
    body.setColorAt(1, QColor(0x2f, 0x6b, 0x1a));
    p.setBrush(body);
    p.drawEllipse(QPointF(0, 0.02), 0.34, 0.32);
    // Eyes looking ahead.
    for (int sign : {-1, 1}) {
        p.setPen(QPen(QColor(0x1c, 0x3a, 0x0e), 0.02));
        p.setBrush(Qt::white);
        p.drawEllipse(QPointF(sign * 0.13, -0.12), 0.1, 0.11);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x14, 0x0c, 0x08));
        p.drawEllipse(QPointF(sign * 0.12, -0.16), 0.05, 0.055);
    }
    // A grin.
    p.setPen(QPen(QColor(0x1c, 0x2a, 0x0e), 0.035, Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    p.drawArc(QRectF(-0.14, -0.02, 0.28, 0.18), 200 * 16, 140 * 16);
    p.restore();
}

namespace {

// Everything that is not floor, with faint masonry when cells are large enough.
void paintWall(QPainter& p, const QRectF& target, const BoardGeometry& g, bool detailed)
{
    QLinearGradient wall(target.topLeft(), target.bottomLeft());
    wall.setColorAt(0, kWallTop);
    wall.setColorAt(1, kWallBottom);
    p.fillRect(target, wall);
    if (!detailed)
        return;
    // The floor covers the masonry where there is floor.
    const qreal s = g.cellSize();
    p.save();
    p.setClipRect(target, Qt::IntersectClip);
    const qreal bh = s * 0.5;
    const qreal bw = s;
    p.setPen(QPen(QColor(0, 0, 0, 60), std::max<qreal>(1.0, s * 0.03)));
    const QRectF board = g.boardRect();
    const qreal y0 = board.top() - std::ceil((board.top() - target.top()) / bh) * bh;
    int row = 0;
    for (qreal y = y0; y < target.bottom(); y += bh, ++row) {
        p.drawLine(QPointF(target.left(), y), QPointF(target.right(), y));
        const qreal shift = (row % 2) * bw / 2;
        const qreal x0 = board.left() + shift - std::ceil((board.left() + shift - target.left()) / bw) * bw;
        for (qreal x = x0; x < target.right(); x += bw)
            p.drawLine(QPointF(x, y), QPointF(x, y + bh));
    }
    p.restore();
}

// A drop shadow, the floor, per-tile shading and the grid; returns the floor's outline.
QPainterPath paintFloor(QPainter& p, const BoardGeometry& g, const ff::Board& board, bool detailed)
{
    const qreal s = g.cellSize();
    std::vector<Cell> playing;
    for (int y = 0; y < board.height(); ++y) {
        for (int x = 0; x < board.width(); ++x) {
            if (board.isPlaying({x, y}))
                playing.push_back({x, y});
        }
    }
    const QPainterPath floor = unionOfCells(g, playing);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 110));
    p.drawPath(floor.translated(s * 0.08, s * 0.1));
    p.setBrush(kFloor);
    p.drawPath(floor);
    if (detailed) {
        for (Cell c : playing) {
            const int shade = tileShade(c);
            p.fillRect(g.cellRect(c),
                       shade > 0 ? QColor(255, 250, 235, shade * 7) : QColor(60, 40, 20, -shade * 6));
        }
    }
    p.setPen(QPen(kGrid, std::max<qreal>(1.0, s * 0.03)));
    for (Cell c : playing) {
        const QRectF r = g.cellRect(c);
        if (board.isPlaying({c.x + 1, c.y}))
            p.drawLine(r.topRight(), r.bottomRight());
        if (board.isPlaying({c.x, c.y + 1}))
            p.drawLine(r.bottomLeft(), r.bottomRight());
    }
    return floor;
}

// The exit, the entrance, blood pools and teleporters.
void paintFloorFeatures(QPainter& p, const BoardGeometry& g, const ff::Level& level, bool detailed)
{
    const ff::Board& board = level.board;
    const qreal s = g.cellSize();
    if (board.exit() && board.isPlaying(*board.exit()))
        drawDoor(p, g.cellRect(*board.exit()), QColor(0x3f, 0xa3, 0x4e), false);
    if (board.entrance() && board.isPlaying(*board.entrance()))
        drawDoor(p, g.cellRect(*board.entrance()), QColor(0x3d, 0x7a, 0xc9), true);
    for (const ff::Piece& piece : level.pieces) {
        if (piece.kind != PieceKind::Blood)
            continue;
        const QPainterPath pool = unionOfCells(g, piece.cells);
        QRadialGradient grad(pool.boundingRect().center(), std::max(pool.boundingRect().width(), s) * 0.7);
        grad.setColorAt(0, QColor(0x9a, 0x12, 0x1a));
        grad.setColorAt(1, QColor(0x5e, 0x06, 0x0c));
        p.setPen(QPen(QColor(0x3c, 0x02, 0x06), s * 0.05, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(grad);
        p.drawPath(pool);
        if (detailed) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(255, 200, 200, 45));
            for (Cell c : piece.cells) {
                const QRectF r = g.cellRect(c);
                p.drawEllipse(QRectF(r.left() + s * 0.2, r.top() + s * 0.2, s * 0.3, s * 0.12));
            }
        }
    }
    for (const ff::Piece& piece : level.pieces) {
        if (piece.kind == PieceKind::Teleporter)
            drawTeleporter(p, g.cellRect(piece.at), piece);
    }
}

// The cells the player may place on, when the level restricts them (R21): a light
// green tint with a grid of dots, no lines, so the zone never looks like the
// monster's path (a solid line with arrows).
void paintAllowedZone(QPainter& p, const BoardGeometry& g, const ff::Level& level)
{
    if (!level.allowed)
        return;
    const qreal s = g.cellSize();
    const qreal dot = std::max<qreal>(0.8, s * 0.035);
    for (Cell c : *level.allowed) {
        if (!level.board.isPlaying(c))
            continue;
        const QRectF r = g.cellRect(c);
        p.fillRect(r, QColor(0x8f, 0xe0, 0x9c, 70));
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x2f, 0x8f, 0x4a, 150));
        for (qreal fx : {0.25, 0.75}) {
            for (qreal fy : {0.25, 0.75})
                p.drawEllipse(QPointF(r.left() + fx * s, r.top() + fy * s), dot, dot);
        }
    }
}

// Edge letters in the wall beside each boundary edge; lit ones on a glowing disc.
void paintEdgeLabels(QPainter& p, const BoardGeometry& g, const ff::Board& board, const BoardScene& scene)
{
    const qreal s = g.cellSize();
    const EdgeLabels labels(board);
    for (const EdgeLabel& l : labels.labels()) {
        // In the void cell beside the edge; where that cell borders the floor
        // on a second side too (a notch), both letters move apart.
        const Cell v = ff::step(l.cell, l.dir);
        int sides = 0;
        for (Dir d : {Dir::N, Dir::E, Dir::S, Dir::W})
            sides += board.isPlaying(ff::step(v, d)) ? 1 : 0;
        const bool crowded = sides > 1;
        QPointF mid = g.cellCenter(l.cell) + dirVector(l.dir) * s * (crowded ? 0.74 : 0.86);
        for (Dir side : {ff::turnLeft(l.dir), ff::turnRight(l.dir)}) {
            if (board.isPlaying(ff::step(v, side)))
                mid -= dirVector(side) * s * 0.2;
        }
        const qreal letterSize = (crowded ? 0.34 : 0.4) * (l.symbol < EdgeLabels::kStar + 27 ? 1.0 : 0.8);
        const bool lit = std::find(scene.litEdges.begin(), scene.litEdges.end(),
                                   std::make_pair(l.cell, l.dir)) != scene.litEdges.end();
        if (lit) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0xff, 0xb3, 0x2e, 220));
            p.drawEllipse(mid, s * 0.3, s * 0.3);
        }
        const QColor color = lit ? QColor(0x2a, 0x14, 0x00) : kLetter;
        if (l.symbol == EdgeLabels::kStar)
            drawStar(p, mid, std::min(s * letterSize, kMaxLetter) * 0.55, color);
        else
            drawText(p, QRectF(mid.x() - s * 0.4, mid.y() - s * 0.3, s * 0.8, s * 0.6),
                     EdgeLabels::symbolText(l.symbol), std::min(s * letterSize, kMaxLetter), color);
    }
}

// The column letters above and below the board and the row numbers left and right
// of it (CellName.h), smaller, thinner and dimmer than the edge letters, and outside
// them, so the two are not taken for each other.
void paintCellNames(QPainter& p, const BoardGeometry& g, const ff::Board& board)
{
    const qreal s = g.cellSize();
    const QRectF b = g.boardRect();
    const qreal d = BoardGeometry::kNameDistance * s;
    // Readable on small boards too, as far as the band beyond the edge letters allows.
    const qreal size = std::min(std::max(s * 0.28, std::min<qreal>(9, s * 0.45)), kMaxLetter * 0.6);
    const QSizeF box(s, s * 0.4);
    for (int x = 0; x < board.width(); ++x) {
        const qreal cx = g.cellCenter({x, 0}).x();
        for (qreal cy : {b.top() - d, b.bottom() + d})
            drawText(p, QRectF(QPointF(cx, cy) - QPointF(box.width(), box.height()) / 2, box), columnName(x),
                     size, kCellName, false);
    }
    for (int y = 0; y < board.height(); ++y) {
        const qreal cy = g.cellCenter({0, y}).y();
        for (qreal cx : {b.left() - d, b.right() + d})
            drawText(p, QRectF(QPointF(cx, cy) - QPointF(box.width(), box.height()) / 2, box), rowName(y),
                     size, kCellName, false);
    }
}

// Joined segments are stroked as one line, so a see-through path shows no brighter
// spots where they meet; jumps (teleports, wall crossings) are dotted.
void paintSegments(QPainter& p, const BoardGeometry& g, const std::vector<PathSegment>& segs,
                   const QColor& color, qreal width)
{
    const qreal s = g.cellSize();
    QPainterPath line;
    QPainterPath jumps;
    for (const PathSegment& seg : segs) {
        QPainterPath& into = seg.jump ? jumps : line;
        if (into.elementCount() == 0 || into.currentPosition() != g.toPixels(seg.from))
            into.moveTo(g.toPixels(seg.from));
        into.lineTo(g.toPixels(seg.to));
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(color, s * width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(line);
    p.setPen(QPen(color, s * width, Qt::DotLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(jumps);
    // An arrow head halfway along every walked segment says which way the monster went.
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    for (const PathSegment& seg : segs) {
        if (!seg.jump && seg.from != seg.to)
            drawArrowHead(p, g.toPixels((seg.from + seg.to) / 2), seg.to - seg.from, s * width * 3.2);
    }
}

// The path so far: the current step's part bright and wide, older steps fading with
// their age, so a path that crosses itself many times stays readable.
void paintPath(QPainter& p, const BoardGeometry& g, const BoardScene& scene)
{
    constexpr long kFadeSteps = 24; // steps until a part of the path is at its faintest
    constexpr int kShades = 6;
    std::array<std::vector<PathSegment>, kShades + 1> byAge; // 0: the current step
    for (const PathSegment& seg : scene.path) {
        const long age = scene.pathStep - seg.step;
        byAge[age <= 0 ? 0 : std::min<long>(kShades, 1 + (age - 1) * kShades / kFadeSteps)].push_back(seg);
    }
    for (int shade = kShades; shade >= 1; --shade)
        paintSegments(p, g, byAge[shade], QColor(255, 255, 255, 170 - (shade - 1) * 125 / (kShades - 1)),
                      0.07);
    paintSegments(p, g, byAge[0], QColor(0xff, 0xe2, 0x5a, 240), 0.11);
}

// Overlays below the pieces: the loop, the path so far, the glow of a turn.
void paintRunOverlays(QPainter& p, const BoardGeometry& g, const BoardScene& scene)
{
    const qreal s = g.cellSize();
    for (Cell c : scene.loopCells)
        p.fillRect(g.cellRect(c), QColor(0xff, 0x8a, 0x1c, 90));
    paintPath(p, g, scene);
    paintSegments(p, g, scene.loopPath, QColor(0xff, 0x7a, 0x00, 230), 0.12);
    if (scene.glowCell && scene.glow > 0) {
        const QPointF c = g.cellCenter(*scene.glowCell);
        QRadialGradient halo(c, s * 0.75);
        halo.setColorAt(0, QColor(0xff, 0xf0, 0x80, qRound(230 * scene.glow)));
        halo.setColorAt(0.6, QColor(0xff, 0xc8, 0x30, qRound(150 * scene.glow)));
        halo.setColorAt(1, QColor(0xff, 0xc8, 0x30, 0));
        p.setPen(Qt::NoPen);
        p.setBrush(halo);
        p.drawEllipse(c, s * 0.75, s * 0.75);
    }
}

// The objects (placed ones framed) and the ghost of a piece being dragged.
void paintObjects(QPainter& p, const BoardGeometry& g, const BoardScene& scene)
{
    const qreal s = g.cellSize();
    for (const SceneObject& o : scene.objects) {
        const QRectF r(g.toPixels(o.pos) - QPointF(s / 2, s / 2), QSizeF(s, s));
        if (o.placed) {
            p.setPen(QPen(QColor(0xff, 0xd5, 0x4a, 200), s * 0.05));
            p.setBrush(QColor(0xff, 0xd5, 0x4a, 40));
            p.drawRoundedRect(r.adjusted(s * 0.05, s * 0.05, -s * 0.05, -s * 0.05), s * 0.12, s * 0.12);
        }
        BoardRenderer::paintObject(p, r, o);
    }
    if (scene.ghost) {
        const QRectF r(g.toPixels(scene.ghost->pos) - QPointF(s / 2, s / 2), QSizeF(s, s));
        p.setPen(QPen(QColor(0x4c, 0xe0, 0x6a), s * 0.08, Qt::DashLine));
        p.setBrush(QColor(0x4c, 0xe0, 0x6a, 60));
        p.drawRoundedRect(r.adjusted(s * 0.04, s * 0.04, -s * 0.04, -s * 0.04), s * 0.12, s * 0.12);
        SceneObject ghost = *scene.ghost;
        ghost.opacity = 0.6;
        BoardRenderer::paintObject(p, r, ghost);
    }
}

// The monster's sight rays, the chosen one brighter, seen tokens ringed.
void paintSight(QPainter& p, const BoardGeometry& g, const ff::Board& board, const BoardScene& scene)
{
    if (!scene.sight || !scene.showMonster)
        return;
    const qreal s = g.cellSize();
    const QPointF m = g.cellCenter(scene.sightFrom);
    for (const ff::Ray& ray : scene.sight->rays) {
        if (ray.length <= 0)
            continue;
        const bool chosen = scene.sight->sawToken && ray.dir == scene.sight->chosen;
        // A ray stopped by the wall ends at the wall, not inside it.
        const Cell from = scene.sightFrom;
        const Cell last{from.x + ff::dirDx(ray.dir) * ray.length, from.y + ff::dirDy(ray.dir) * ray.length};
        const qreal reach = board.isVoid(last) ? ray.length - 0.5 : ray.length;
        const QPointF end = m + dirVector(ray.dir) * s * reach;
        p.setPen(QPen(chosen ? QColor(0xff, 0xe0, 0x40, 200) : QColor(0xff, 0xf5, 0xb0, 110),
                      s * (chosen ? 0.2 : 0.12), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(m, end);
        if (ray.token > 0) {
            p.setPen(QPen(QColor(0xff, 0xe0, 0x40), s * 0.06));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(m + dirVector(ray.dir) * s * ray.token, s * 0.46, s * 0.46);
        }
    }
}

// Markers over everything: the eaten token, the drop target, a refused cell, the cursor.
void paintMarkers(QPainter& p, const BoardGeometry& g, const BoardScene& scene)
{
    const qreal s = g.cellSize();
    if (scene.eatenAt) {
        const QRectF r = g.cellRect(*scene.eatenAt).adjusted(s * 0.08, s * 0.08, -s * 0.08, -s * 0.08);
        p.setPen(QPen(QColor(0xe0, 0x20, 0x20), s * 0.09));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(r);
    }
    if (scene.dropTarget) {
        const QColor c = scene.dropOk ? QColor(0x4c, 0xe0, 0x6a) : QColor(0xe0, 0x30, 0x30);
        p.setPen(QPen(c, s * 0.07));
        p.setBrush(QColor(c.red(), c.green(), c.blue(), 60));
        p.drawRoundedRect(g.cellRect(*scene.dropTarget).adjusted(s * 0.04, s * 0.04, -s * 0.04, -s * 0.04),
                          s * 0.1, s * 0.1);
    }
    for (const Cell refused : scene.refusedAlpha > 0 ? scene.refused : std::vector<Cell>{}) {
        const QRectF r = g.cellRect(refused);
        const int a = qRound(255 * scene.refusedAlpha);
        p.fillRect(r, QColor(0xe0, 0x20, 0x20, a / 3));
        p.setPen(QPen(QColor(0xe0, 0x20, 0x20, a), s * 0.1, Qt::SolidLine, Qt::RoundCap));
        const QRectF x = r.adjusted(s * 0.28, s * 0.28, -s * 0.28, -s * 0.28);
        p.drawLine(x.topLeft(), x.bottomRight());
        p.drawLine(x.topRight(), x.bottomLeft());
    }
    if (scene.cursor) {
        const QRectF r = g.cellRect(*scene.cursor).adjusted(s * 0.03, s * 0.03, -s * 0.03, -s * 0.03);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(0, 0, 0, 160), s * 0.11));
        p.drawRoundedRect(r, s * 0.1, s * 0.1);
        p.setPen(QPen(QColor(0x6f, 0xe7, 0xff), s * 0.06));
        p.drawRoundedRect(r, s * 0.1, s * 0.1);
    }
}

} // namespace

void BoardRenderer::paintScene(QPainter& p, const QRectF& target, const ff::Level& level,
                               const BoardScene& scene)
{
    const ff::Board& board = level.board;
    const BoardGeometry g(target, board.width(), board.height());
    const qreal s = g.cellSize();
    if (s <= 0)
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const bool detailed = g.letters();

    paintWall(p, target, g, detailed);
    const QPainterPath floor = paintFloor(p, g, board, detailed);
    paintFloorFeatures(p, g, level, detailed);
    paintAllowedZone(p, g, level);
    // The outline over the grid ends.
    p.setPen(QPen(kOutline, std::max<qreal>(1.5, s * 0.09), Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(floor);
    if (detailed) {
        paintEdgeLabels(p, g, board, scene);
        paintCellNames(p, g, board);
    }

    paintRunOverlays(p, g, scene);
    paintObjects(p, g, scene);
    paintSight(p, g, board, scene);
    if (scene.showMonster && scene.monsterOpacity > 0) {
        p.save();
        p.setOpacity(scene.monsterOpacity);
        paintMonster(p, g.toPixels(scene.monsterPos), s * scene.monsterScale, scene.monsterAngle);
        p.restore();
    }
    paintMarkers(p, g, scene);
    p.restore();
}

} // namespace ffui
