// BoardRenderer's icons: the level editor's tools, each in 64 x 64 pixels on a floor
// tile, drawn in the board's colours and with its pieces.
#include "board/BoardRenderer.h"

#include "board/BoardPalette.h"
#include "board/InventoryPalette.h"
#include "engine/rules/Arena.h"

#include <QPainterPath>
#include <QPixmap>
#include <QRadialGradient>

namespace ff::ui {

namespace {
// The cells the Void tool cuts out, in its icon.
constexpr QColor kVoidCell(0x2b, 0x25, 0x33);
} // namespace

QIcon BoardRenderer::pieceIcon(ff::PieceType type)
{
    QPixmap pm(64, 64);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(BoardPalette::floor);
    p.drawRoundedRect(QRectF(2, 2, 60, 60), 10, 10);
    SceneObject o;
    o.kind = type.kind;
    o.side = type.side;
    paintObject(p, QRectF(4, 4, 56, 56), o);
    // The turning stones look alike when small: each carries the player's key for it
    // (R, L, U) in a corner badge.
    if (ff::isTurning(ff::contentOf(type.kind, type.side))) {
        const QRectF badge(34, 34, 28, 28);
        p.setBrush(QColor(0x20, 0x20, 0x20));
        p.drawRoundedRect(badge, 6, 6);
        QFont font = p.font();
        font.setPixelSize(24);
        font.setBold(true);
        p.setFont(font);
        p.setPen(Qt::white);
        p.drawText(badge, Qt::AlignCenter, QString(InventoryPalette::keyFor({type.kind, type.side})));
    }
    return QIcon(pm);
}

QIcon BoardRenderer::toolIcon(ToolIcon tool)
{
    QPixmap pm(64, 64);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF box(2, 2, 60, 60);
    switch (tool) {
    case ToolIcon::Select: {
        QPolygonF arrow;
        arrow << QPointF(18, 8) << QPointF(18, 52) << QPointF(29, 41) << QPointF(37, 57) << QPointF(44, 54)
              << QPointF(36, 38) << QPointF(51, 38);
        p.setPen(QPen(Qt::black, 3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::white);
        p.drawPolygon(arrow);
        break;
    }
    case ToolIcon::Blood: {
        p.setPen(Qt::NoPen);
        p.setBrush(BoardPalette::floor);
        p.drawRoundedRect(box, 10, 10);
        QPainterPath pool;
        pool.addRoundedRect(QRectF(8, 14, 48, 36), 14, 14);
        p.setBrush(QColor(0x8a, 0x10, 0x18));
        p.setPen(QPen(BoardPalette::bloodEdge, 2));
        p.drawPath(pool);
        p.setBrush(QColor(255, 200, 200, 70));
        p.setPen(Qt::NoPen);
        p.drawEllipse(QRectF(16, 20, 16, 7));
        break;
    }
    case ToolIcon::Teleporter: {
        p.setPen(Qt::NoPen);
        p.setBrush(BoardPalette::floor);
        p.drawRoundedRect(box, 10, 10);
        QRadialGradient grad(QPointF(32, 32), 28);
        grad.setColorAt(0, BoardPalette::teleporterCentre);
        grad.setColorAt(1, BoardPalette::teleporterRim);
        p.setBrush(grad);
        p.drawEllipse(QPointF(32, 32), 25, 25);
        QFont f = p.font();
        f.setPixelSize(26);
        f.setBold(true);
        p.setFont(f);
        p.setPen(Qt::white);
        p.drawText(box, Qt::AlignCenter, QStringLiteral("A"));
        break;
    }
    case ToolIcon::Monster:
        p.setPen(Qt::NoPen);
        p.setBrush(BoardPalette::floor);
        p.drawRoundedRect(box, 10, 10);
        paintMonster(p, QPointF(32, 32), 60, 90);
        break;
    case ToolIcon::Void:
        p.setPen(QPen(BoardPalette::grid, 2));
        p.setBrush(BoardPalette::floor);
        p.drawRoundedRect(box, 10, 10);
        p.setPen(Qt::NoPen);
        p.setBrush(kVoidCell);
        p.drawRect(QRectF(4, 4, 22, 22));
        p.drawRect(QRectF(38, 38, 22, 22));
        p.setPen(QPen(kVoidCell, 2, Qt::DashLine));
        p.drawLine(QPointF(26, 26), QPointF(38, 38));
        break;
    case ToolIcon::Zone:
        p.setPen(Qt::NoPen);
        p.setBrush(BoardPalette::floor);
        p.drawRoundedRect(box, 10, 10);
        p.setPen(QPen(BoardPalette::zone, 3, Qt::DashLine));
        p.setBrush(QColor(0x6f, 0xd6, 0x84, 120));
        p.drawRect(QRectF(12, 12, 40, 40));
        break;
    case ToolIcon::Erase:
        p.translate(32, 32);
        p.rotate(-35);
        p.setPen(QPen(QColor(0x40, 0x30, 0x30), 2.5));
        p.setBrush(QColor(0xf2, 0x8b, 0x9b));
        p.drawRoundedRect(QRectF(-24, -12, 30, 24), 4, 4);
        p.setBrush(QColor(0xee, 0xee, 0xee));
        p.drawRoundedRect(QRectF(6, -12, 18, 24), 4, 4);
        break;
    }
    return QIcon(pm);
}

} // namespace ff::ui
