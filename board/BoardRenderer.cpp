#include "board/BoardRenderer.h"

#include "board/BoardGeometry.h"
#include "board/BoardPalette.h"
#include "board/CellName.h"
#include "board/EdgeLabels.h"
#include "board/PaintShapes.h"

#include <QLinearGradient>
#include <QPainterPath>
#include <QRadialGradient>

#include <algorithm>
#include <array>
#include <cmath>

namespace ff::ui {

using ff::Cell;
using ff::Dir;
using ff::PieceKind;

namespace {

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

// `text` with its ink (not its line box) centred on `c`, so a letter sits in the
// middle of a small shape whatever its font's ascent and descent.
void drawCentredGlyphs(QPainter& p, QPointF c, const QString& text, qreal pixelSize, const QColor& color)
{
    QFont f = p.font();
    f.setPixelSize(std::max(1, qRound(pixelSize)));
    f.setBold(true);
    QPainterPath path;
    path.addText(0, 0, f, text);
    path.translate(c - path.boundingRect().center());
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawPath(path);
}

void drawTeleporter(QPainter& p, const QRectF& r, const ff::Piece& t)
{
    const qreal s = r.width();
    const QPointF c = r.center();
    QRadialGradient grad(c, s * 0.46);
    grad.setColorAt(0, BoardPalette::teleporterCentre);
    grad.setColorAt(0.55, BoardPalette::teleporterMiddle);
    grad.setColorAt(1, BoardPalette::teleporterRim);
    p.setPen(QPen(BoardPalette::teleporterEdge, s * 0.04));
    p.setBrush(grad);
    p.drawEllipse(c, s * 0.43, s * 0.43);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(BoardPalette::teleporterRing, s * 0.03));
    p.drawEllipse(c, s * 0.3, s * 0.3);
    // The arrow: where the monster faces when it comes out here.
    const QPointF v = dirVector(t.arrow);
    p.setPen(QPen(BoardPalette::teleporterArrowEdge, s * 0.025));
    p.setBrush(BoardPalette::teleporterArrow);
    drawArrowHead(p, c + v * s * 0.40, v, s * 0.3);
    const QString name = QString::fromStdString(t.pair);
    const qreal size = s * (name.size() <= 1 ? 0.36 : name.size() <= 2 ? 0.28 : 0.5 / name.size() + 0.05);
    drawText(p, QRectF(c.x() - s * 0.35, c.y() - s * 0.3, s * 0.7, s * 0.6), name, size,
             BoardPalette::teleporterName);
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
    p.setBrush(BoardPalette::doorOpening);
    p.drawPath(arch);
    p.setPen(Qt::NoPen);
    p.setBrush(tint.lighter(150));
    const QPointF mid(d.center().x(), d.top() + d.height() * 0.6);
    drawArrowHead(p, mid + QPointF(0, inward ? s * 0.12 : -s * 0.12), QPointF(0, inward ? 1 : -1), s * 0.28);
}

} // namespace

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

namespace {

// Everything that is not floor, with faint masonry when cells are large enough.
void paintWall(QPainter& p, const QRectF& target, const BoardGeometry& g, bool detailed)
{
    QLinearGradient wall(target.topLeft(), target.bottomLeft());
    wall.setColorAt(0, BoardPalette::wallTop);
    wall.setColorAt(1, BoardPalette::wallBottom);
    p.fillRect(target, wall);
    if (!detailed)
        return;
    // The floor covers the masonry where there is floor.
    const qreal s = g.cellSize();
    p.save();
    p.setClipRect(target, Qt::IntersectClip);
    const qreal bh = s * 0.5;
    const qreal bw = s;
    p.setPen(QPen(BoardPalette::masonry, std::max<qreal>(1.0, s * 0.03)));
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
    p.setBrush(BoardPalette::floorShadow);
    p.drawPath(floor.translated(s * 0.08, s * 0.1));
    p.setBrush(BoardPalette::floor);
    p.drawPath(floor);
    if (detailed) {
        for (Cell c : playing) {
            const int shade = tileShade(c);
            p.fillRect(g.cellRect(c), shade > 0
                                          ? BoardPalette::withAlpha(BoardPalette::tileLight, shade * 7)
                                          : BoardPalette::withAlpha(BoardPalette::tileDark, -shade * 6));
        }
    }
    p.setPen(QPen(BoardPalette::grid, std::max<qreal>(1.0, s * 0.03)));
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
        drawDoor(p, g.cellRect(*board.exit()), BoardPalette::exitDoor, false);
    if (board.entrance() && board.isPlaying(*board.entrance()))
        drawDoor(p, g.cellRect(*board.entrance()), BoardPalette::entranceDoor, true);
    for (const ff::Piece& piece : level.pieces) {
        if (piece.kind != PieceKind::Blood)
            continue;
        const QPainterPath pool = unionOfCells(g, piece.cells);
        QRadialGradient grad(pool.boundingRect().center(), std::max(pool.boundingRect().width(), s) * 0.7);
        grad.setColorAt(0, BoardPalette::bloodCentre);
        grad.setColorAt(1, BoardPalette::bloodRim);
        p.setPen(QPen(BoardPalette::bloodEdge, s * 0.05, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(grad);
        p.drawPath(pool);
        if (detailed) {
            p.setPen(Qt::NoPen);
            p.setBrush(BoardPalette::bloodShine);
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

// The cells the player may place on, when the level restricts them (R21): a green
// tint dark enough that in greyscale every zone cell is darker than every plain floor
// tile, with a grid of dots and no lines, so the zone never looks like the monster's
// path (a solid line with arrows). On the dark door of the exit or the entrance the
// dots are light, so a zone cell there reads as one too.
void paintAllowedZone(QPainter& p, const BoardGeometry& g, const ff::Level& level)
{
    if (!level.allowed)
        return;
    const qreal s = g.cellSize();
    const qreal dot = std::max<qreal>(1.0, s * 0.05);
    const ff::Board& board = level.board;
    for (Cell c : *level.allowed) {
        if (!board.isPlaying(c))
            continue;
        const QRectF r = g.cellRect(c);
        p.fillRect(r, BoardPalette::zoneTint);
        p.setPen(Qt::NoPen);
        const bool door = c == board.exit() || c == board.entrance();
        p.setBrush(door ? BoardPalette::gate : BoardPalette::withAlpha(BoardPalette::zone.darker(160), 220));
        for (qreal fx : {0.25, 0.75}) {
            for (qreal fy : {0.25, 0.75})
                p.drawEllipse(QPointF(r.left() + fx * s, r.top() + fy * s), dot, dot);
        }
    }
}

// A gate for each boundary edge: a light tab standing on the floor's edge, reaching
// `depth` into the wall, its far end rounded like an arch, with the edge's symbol in
// it. Filled and fixed to the wall, it never reads as one of the cell names, which
// are plain grey text further out; lit ones glow orange.
void paintEdgeLabels(QPainter& p, const BoardGeometry& g, const ff::Board& board, const BoardScene& scene)
{
    const qreal s = g.cellSize();
    const EdgeLabels labels(board);
    for (const EdgeLabel& l : labels.labels()) {
        // In the void cell beside the edge; where that cell borders the floor on a
        // second side too (a notch), both gates are narrower and move apart.
        const Cell v = ff::step(l.cell, l.dir);
        int sides = 0;
        for (Dir d : {Dir::N, Dir::E, Dir::S, Dir::W})
            sides += board.isPlaying(ff::step(v, d)) ? 1 : 0;
        const bool crowded = sides > 1;
        const QPointF out = dirVector(l.dir);
        QPointF base = g.cellCenter(l.cell) + out * s * 0.5;
        for (Dir side : {ff::turnLeft(l.dir), ff::turnRight(l.dir)}) {
            if (board.isPlaying(ff::step(v, side)))
                base -= dirVector(side) * s * 0.2;
        }
        const qreal depth = s * (crowded ? 0.48 : 0.58);
        const qreal half = s * (crowded ? 0.22 : 0.27);
        const QPointF across(-out.y(), out.x());
        // The floor's outline covers the tab's foot, so it stands on the edge.
        QPainterPath gate;
        gate.moveTo(base + across * half);
        gate.lineTo(base + across * half + out * (depth - half));
        gate.cubicTo(base + across * half + out * depth * 1.02, base - across * half + out * depth * 1.02,
                     base - across * half + out * (depth - half));
        gate.lineTo(base - across * half);
        gate.closeSubpath();
        const bool lit = std::find(scene.litEdges.begin(), scene.litEdges.end(),
                                   std::make_pair(l.cell, l.dir)) != scene.litEdges.end();
        p.setPen(QPen(BoardPalette::outline, std::max<qreal>(1.0, s * 0.04), Qt::SolidLine, Qt::RoundCap,
                      Qt::RoundJoin));
        p.setBrush(lit ? BoardPalette::gateLit : BoardPalette::gate);
        p.drawPath(gate);
        const QPointF mid = base + out * (depth * 0.5 + s * 0.03);
        const qreal letterSize = std::min(
            s * (crowded ? 0.28 : 0.34) * (l.symbol < EdgeLabels::kStar + 27 ? 1.0 : 0.75), kMaxLetter);
        if (l.symbol == EdgeLabels::kStar)
            drawStar(p, mid, letterSize * 0.55, BoardPalette::gateLetter);
        else
            drawCentredGlyphs(p, mid, EdgeLabels::symbolText(l.symbol), letterSize, BoardPalette::gateLetter);
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
                     size, BoardPalette::cellName, false);
    }
    for (int y = 0; y < board.height(); ++y) {
        const qreal cy = g.cellCenter({0, y}).y();
        for (qreal cx : {b.left() - d, b.right() + d})
            drawText(p, QRectF(QPointF(cx, cy) - QPointF(box.width(), box.height()) / 2, box), rowName(y),
                     size, BoardPalette::cellName, false);
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
            p.setPen(QPen(BoardPalette::withAlpha(BoardPalette::placed, 200), s * 0.05));
            p.setBrush(BoardPalette::withAlpha(BoardPalette::placed, 40));
            p.drawRoundedRect(r.adjusted(s * 0.05, s * 0.05, -s * 0.05, -s * 0.05), s * 0.12, s * 0.12);
        }
        BoardRenderer::paintObject(p, r, o);
    }
    if (scene.ghost) {
        const QRectF r(g.toPixels(scene.ghost->pos) - QPointF(s / 2, s / 2), QSizeF(s, s));
        p.setPen(QPen(BoardPalette::allowed, s * 0.08, Qt::DashLine));
        p.setBrush(BoardPalette::withAlpha(BoardPalette::allowed, 60));
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
        p.setPen(QPen(BoardPalette::refused, s * 0.09));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(r);
    }
    if (scene.dropTarget) {
        const QColor c = scene.dropOk ? BoardPalette::allowed : QColor(0xe0, 0x30, 0x30);
        p.setPen(QPen(c, s * 0.07));
        p.setBrush(QColor(c.red(), c.green(), c.blue(), 60));
        p.drawRoundedRect(g.cellRect(*scene.dropTarget).adjusted(s * 0.04, s * 0.04, -s * 0.04, -s * 0.04),
                          s * 0.1, s * 0.1);
    }
    for (const Cell refused : scene.refusedAlpha > 0 ? scene.refused : std::vector<Cell>{}) {
        const QRectF r = g.cellRect(refused);
        const int a = qRound(255 * scene.refusedAlpha);
        p.fillRect(r, BoardPalette::withAlpha(BoardPalette::refused, a / 3));
        p.setPen(
            QPen(BoardPalette::withAlpha(BoardPalette::refused, a), s * 0.1, Qt::SolidLine, Qt::RoundCap));
        const QRectF x = r.adjusted(s * 0.28, s * 0.28, -s * 0.28, -s * 0.28);
        p.drawLine(x.topLeft(), x.bottomRight());
        p.drawLine(x.topRight(), x.bottomLeft());
    }
    if (scene.cursor) {
        const QRectF r = g.cellRect(*scene.cursor).adjusted(s * 0.03, s * 0.03, -s * 0.03, -s * 0.03);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(0, 0, 0, 160), s * 0.11));
        p.drawRoundedRect(r, s * 0.1, s * 0.1);
        p.setPen(QPen(BoardPalette::cursor, s * 0.06));
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
    if (detailed)
        paintEdgeLabels(p, g, board, scene);
    // The outline over the grid ends and the gates' feet.
    p.setPen(QPen(BoardPalette::outline, std::max<qreal>(1.5, s * 0.09), Qt::SolidLine, Qt::SquareCap,
                  Qt::MiterJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(floor);
    if (detailed)
        paintCellNames(p, g, board);

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

} // namespace ff::ui
