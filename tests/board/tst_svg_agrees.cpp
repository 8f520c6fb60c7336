// The SVG writer (picture/BoardSvg.h) and the app's renderer (board/BoardRenderer.h)
// show the same things on every shipped level (levels/**/*.ffl.json and packs),
// with the stored solution placed. The SVG's side is read from its data-kind
// attributes. The app's side is what it paints: for the pieces, the teleporters,
// the blood and the zone, the cells whose pixels change when the renderer paints
// the level with them instead of without them; for the pieces' kinds and sides, the
// scene the renderer paints its objects from (BoardRenderer::sceneFor); for the
// gates, the edge labels it paints; for the teleporters' names, the pieces it
// writes them from. So a thing either renderer forgets, or draws on another cell,
// fails here.
#include "board/BoardGeometry.h"
#include "board/BoardRenderer.h"
#include "board/EdgeLabels.h"
#include "engine/files/LevelIo.h"
#include "picture/BoardSvg.h"
#include "picture/CellName.h"

#include <QDirIterator>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>

namespace {

constexpr int kCell = 40; // pixels per cell of the app's pictures

QString name(ff::Cell c)
{
    return QString::fromStdString(ff::picture::cellName(c));
}

QString letter(ff::Dir d)
{
    return QString(QChar::fromLatin1(ff::dirLetter(d)));
}

// The app's picture of `level` with `placements`; `floorOnly`: without its pieces
// and the monster, which would hide the floor under them.
QImage paint(const ff::Level& level, const std::vector<ff::Placement>& placements, bool floorOnly = false)
{
    const QSize size(qRound((level.board.width() + 2 * ff::ui::BoardGeometry::kMargin) * kCell),
                     qRound((level.board.height() + 2 * ff::ui::BoardGeometry::kMargin) * kCell));
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::black);
    QPainter p(&image);
    ff::ui::BoardScene scene = ff::ui::BoardRenderer::sceneFor(level, placements);
    if (floorOnly) {
        scene.objects.clear();
        scene.showMonster = false;
    }
    ff::ui::BoardRenderer::paintScene(p, QRectF(QPointF(0, 0), size), level, scene);
    return image;
}

// The playing cells whose middle half looks different in `a` and `b`.
QStringList changedCells(const ff::Level& level, const QImage& a, const QImage& b)
{
    const ff::ui::BoardGeometry g(QRectF(QPointF(0, 0), a.size()), level.board.width(), level.board.height());
    QStringList out;
    for (int y = 0; y < level.board.height(); ++y) {
        for (int x = 0; x < level.board.width(); ++x) {
            if (!level.board.isPlaying({x, y}))
                continue;
            const QRect r =
                g.cellRect({x, y}).adjusted(kCell / 4, kCell / 4, -kCell / 4, -kCell / 4).toRect();
            long difference = 0;
            for (int py = r.top(); py <= r.bottom(); ++py) {
                for (int px = r.left(); px <= r.right(); ++px) {
                    const QRgb pa = a.pixel(px, py);
                    const QRgb pb = b.pixel(px, py);
                    difference += std::abs(qRed(pa) - qRed(pb)) + std::abs(qGreen(pa) - qGreen(pb)) +
                                  std::abs(qBlue(pa) - qBlue(pb));
                }
            }
            // On average more than 8 of 765 per pixel: a piece, not the antialiased
            // edge of one next door.
            if (difference > 8L * r.width() * r.height())
                out << name({x, y});
        }
    }
    out.sort();
    return out;
}

// The cells the app paints a piece on: where its picture changes when the level
// loses its pieces and the solution.
QStringList appObjectCells(const ff::Level& level)
{
    ff::Level without = level;
    std::erase_if(without.pieces, [](const ff::Piece& p) { return ff::isObjectKind(p.kind); });
    return changedCells(level, paint(level, level.solution.value_or(std::vector<ff::Placement>{})),
                        paint(without, {}));
}

// The cells the app paints something of `what` on, the pieces and the monster left
// out: where its picture changes when the level loses the pieces `what` picks.
QStringList appFloorCells(const ff::Level& level, const std::function<bool(const ff::Piece&)>& what)
{
    ff::Level without = level;
    std::erase_if(without.pieces, what);
    return changedCells(level, paint(level, {}, true), paint(without, {}, true));
}

struct SvgGroup {
    QString kind;
    QMap<QString, QString> data; // data-* attributes without "data-"
};

std::vector<SvgGroup> svgGroups(const QString& svg)
{
    std::vector<SvgGroup> out;
    static const QRegularExpression group(QStringLiteral("<g( data-[^>]*)>"));
    static const QRegularExpression attribute(QStringLiteral(" data-([a-z]+)=\"([^\"]*)\""));
    for (auto it = group.globalMatch(svg); it.hasNext();) {
        SvgGroup g;
        for (auto a = attribute.globalMatch(it.next().captured(1)); a.hasNext();) {
            const QRegularExpressionMatch m = a.next();
            g.data[m.captured(1)] = m.captured(2);
        }
        g.kind = g.data.value("kind");
        out.push_back(g);
    }
    return out;
}

QStringList svgCells(const std::vector<SvgGroup>& groups, const QStringList& kinds)
{
    QStringList out;
    for (const SvgGroup& g : groups) {
        if (!kinds.contains(g.kind))
            continue;
        out << (g.data.contains("cells") ? g.data.value("cells").split(' ')
                                         : QStringList{g.data.value("cell")});
    }
    out.sort();
    out.removeDuplicates();
    return out;
}

const QStringList kObjectKinds = {"token", "stone", "crystal", "turn-right", "turn-left", "turn-180"};

} // namespace

class TestSvgAgrees : public QObject {
    Q_OBJECT
private slots:
    void everyShippedLevel_data();
    void everyShippedLevel();
};

void TestSvgAgrees::everyShippedLevel_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("index");
    QDirIterator it(QStringLiteral(FF_LEVELS_DIR), {"*.ffl.json", "*.ffpack.json"}, QDir::Files,
                    QDirIterator::Subdirectories);
    QStringList files;
    while (it.hasNext())
        files << it.next();
    files.sort();
    QVERIFY(files.size() >= 100);
    for (const QString& file : files) {
        std::string error;
        const auto text = ff::readTextFile(file.toStdString(), error);
        QVERIFY2(text, error.c_str());
        const auto document = ff::parseDocument(*text);
        QVERIFY2(document.value, qPrintable(file));
        const int count = std::holds_alternative<ff::Pack>(*document.value)
                              ? static_cast<int>(std::get<ff::Pack>(*document.value).levels.size())
                              : 1;
        const QString shortName = QDir(QStringLiteral(FF_LEVELS_DIR)).relativeFilePath(file);
        for (int i = 0; i < count; ++i)
            QTest::addRow("%s #%d", qPrintable(shortName), i) << file << i;
    }
}

void TestSvgAgrees::everyShippedLevel()
{
    QFETCH(QString, file);
    QFETCH(int, index);
    std::string error;
    const auto document = ff::parseDocument(*ff::readTextFile(file.toStdString(), error));
    const ff::Level level =
        std::holds_alternative<ff::Pack>(*document.value)
            ? std::get<ff::Pack>(*document.value).levels.at(static_cast<std::size_t>(index))
            : std::get<ff::Level>(*document.value);
    const std::vector<ff::Placement> solution = level.solution.value_or(std::vector<ff::Placement>{});

    ff::picture::SvgOptions options;
    options.showSolution = true;
    const std::vector<SvgGroup> svg =
        svgGroups(QString::fromStdString(ff::picture::boardSvg(level, options)));

    // The pieces: on the same cells, of the same kinds and sides, placed the same.
    QCOMPARE(appObjectCells(level), svgCells(svg, kObjectKinds));
    QStringList appObjects;
    for (const ff::ui::SceneObject& o : ff::ui::BoardRenderer::sceneFor(level, solution).objects) {
        QString item =
            QString::fromLatin1(ff::kindName(o.kind)) + " " +
            name({static_cast<int>(std::floor(o.pos.x())), static_cast<int>(std::floor(o.pos.y()))});
        if (o.kind == ff::PieceKind::Token)
            item += QString(" ") + ff::sideName(o.side);
        appObjects << item + (o.placed ? " placed" : "");
    }
    QStringList svgObjects;
    for (const SvgGroup& g : svg) {
        if (!kObjectKinds.contains(g.kind))
            continue;
        QString item = g.kind + " " + g.data.value("cell");
        if (g.data.contains("side"))
            item += " " + g.data.value("side");
        svgObjects << item + (g.data.value("placed") == "true" ? " placed" : "");
    }
    appObjects.sort();
    svgObjects.sort();
    QCOMPARE(appObjects, svgObjects);

    // The floor's things.
    const auto isTeleporter = [](const ff::Piece& p) { return p.kind == ff::PieceKind::Teleporter; };
    QCOMPARE(appFloorCells(level, isTeleporter), svgCells(svg, {"teleporter"}));
    const auto isBlood = [](const ff::Piece& p) { return p.kind == ff::PieceKind::Blood; };
    QCOMPARE(appFloorCells(level, isBlood), svgCells(svg, {"blood"}));
    ff::Level noZone = level;
    noZone.allowed.reset();
    QCOMPARE(changedCells(level, paint(level, {}, true), paint(noZone, {}, true)), svgCells(svg, {"zone"}));

    QStringList appNames;
    for (const ff::Piece& p : level.pieces) {
        if (p.kind == ff::PieceKind::Teleporter)
            appNames << name(p.at) + " " + QString::fromStdString(p.pair) + " " + letter(p.arrow);
    }
    QStringList svgNames;
    for (const SvgGroup& g : svg) {
        if (g.kind == "teleporter")
            svgNames << g.data.value("cell") + " " + g.data.value("pair") + " " + g.data.value("arrow");
    }
    appNames.sort();
    svgNames.sort();
    QCOMPARE(appNames, svgNames);

    // The gates and their letters.
    QStringList appGates;
    const ff::ui::EdgeLabels labels(level.board);
    for (const ff::ui::EdgeLabel& l : labels.labels())
        appGates << name(l.cell) + " " + letter(l.dir) + " " + ff::ui::EdgeLabels::symbolText(l.symbol);
    QStringList svgGates;
    for (const SvgGroup& g : svg) {
        if (g.kind == "gate")
            svgGates << g.data.value("cell") + " " + g.data.value("edge") + " " + g.data.value("letter");
    }
    appGates.sort();
    svgGates.sort();
    QCOMPARE(appGates, svgGates);

    // The monster.
    const ff::ui::BoardScene scene = ff::ui::BoardRenderer::sceneFor(level, solution);
    const ff::Cell monster{static_cast<int>(std::floor(scene.monsterPos.x())),
                           static_cast<int>(std::floor(scene.monsterPos.y()))};
    QStringList svgMonster;
    for (const SvgGroup& g : svg) {
        if (g.kind == "monster")
            svgMonster << g.data.value("cell") + " " + g.data.value("facing");
    }
    QCOMPARE(svgMonster, QStringList{name(monster) + " " +
                                     letter(static_cast<ff::Dir>(qRound(scene.monsterAngle / 90.0) % 4))});
}

QTEST_MAIN(TestSvgAgrees)
#include "tst_svg_agrees.moc"
