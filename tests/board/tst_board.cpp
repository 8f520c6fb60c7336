// Board drawing and hit-testing (BoardRenderer with the editor's tool icons,
// BoardGeometry, EdgeLabels, BoardWidget), the cell names (CellName), the legend (LegendDialog), the
// placement rules of the document (R21) and the names of level files (LevelFiles).
#include "board/BoardGeometry.h"
#include "board/BoardPalette.h"
#include "board/BoardRenderer.h"
#include "board/BoardWidget.h"
#include "board/CellName.h"
#include "board/EdgeLabels.h"
#include "board/EngineText.h"
#include "board/LegendDialog.h"
#include "board/LevelFiles.h"
#include "board/PlacementDocument.h"
#include "engine/files/LevelIo.h"
#include "engine/rules/Arena.h"
#include "engine/rules/BasicLayout.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using ff::Cell;
using ff::Dir;
using ff::PieceKind;
using ff::Side;
using Refusal = ff::ui::PlacementDocument::Refusal;

namespace {

ff::Piece object(PieceKind kind, Cell at)
{
    ff::Piece p;
    p.kind = kind;
    p.at = at;
    return p;
}

ff::Piece token(Side side, Cell at, const char* color, std::optional<int> value)
{
    ff::Piece p = object(PieceKind::Token, at);
    p.side = side;
    p.color = color;
    p.value = value;
    return p;
}

// The standard board with the basic layout (R4) and one of every other piece kind.
ff::Level everyKind()
{
    ff::Level l;
    l.id = "all";
    l.title = "All";
    l.pieces = ff::basicLayoutPieces();
    ff::Piece t1 = object(PieceKind::Teleporter, {3, 4});
    t1.pair = "A";
    t1.arrow = Dir::S;
    ff::Piece t2 = object(PieceKind::Teleporter, {11, 6});
    t2.pair = "LONGNAME";
    t2.arrow = Dir::W;
    ff::Piece t3 = t2;
    t3.at = {10, 1};
    l.pieces.push_back(t1);
    l.pieces.push_back(t2);
    l.pieces.push_back(t3);
    l.pieces.push_back(object(PieceKind::Crystal, {5, 5}));
    l.pieces.push_back(object(PieceKind::TurnRight, {10, 8}));
    l.pieces.push_back(object(PieceKind::TurnLeft, {1, 5}));
    l.pieces.push_back(object(PieceKind::Turn180, {14, 2}));
    l.pieces.push_back(token(Side::Enemy, {6, 1}, "yellow", 4));
    l.pieces.push_back(token(Side::Enemy, {10, 5}, "no-such-colour", std::nullopt));
    l.pieces.push_back(token(Side::Own, {3, 1}, "green", 3));
    l.pieces.push_back(token(Side::Own, {9, 7}, "#ffffff", 6));
    l.inventory = {{PieceKind::Token, Side::Own, 2}, {PieceKind::Stone, Side::Own, 1}};
    l.allowed = std::vector<Cell>{{1, 1}, {2, 1}, {4, 1}, {0, 3}};
    return l;
}

// `level` painted by the renderer into an image of `size`.
QImage paintedLevel(const ff::Level& level, QSize size)
{
    QImage img(size, QImage::Format_ARGB32_Premultiplied);
    QPainter p(&img);
    ff::ui::BoardRenderer::paintLevel(p, QRectF(QPointF(0, 0), QSizeF(size)), level);
    return img;
}

QColor pixelAtCell(const QImage& img, const ff::ui::BoardGeometry& g, Cell c, QPointF offset = {})
{
    const QPointF p = g.cellCenter(c) + offset * g.cellSize();
    return img.pixelColor(p.toPoint());
}

} // namespace

class TestBoard : public QObject {
    Q_OBJECT
private slots:
    void paintsEveryKindAtEverySize_data();
    void paintsEveryKindAtEverySize();
    void paintsWhatItShould();
    void smallBoardsKeepTheirWallLetters();
    void paintsRunOverlays();
    void tokenNumbersReadOnEveryColour_data();
    void tokenNumbersReadOnEveryColour();
    void tokensDifferInShapeAndEnemiesNeverLookOwn();
    void olderPathFades();
    void toolIconsShowTheirPieceOnTheFloor();
    void geometryRoundTrip_data();
    void geometryRoundTrip();
    void standardBoardEdgeLetters();
    void edgeLettersPairEveryCrossing_data();
    void edgeLettersPairEveryCrossing();
    void refusalsFollowR21();
    void movesAndCounts();
    void widgetHitTestsCells();
    void cellNames_data();
    void cellNames();
    void paintsCellNamesOutsideTheEdgeLetters();
    void zoneIsATintWithoutLines();
    void zoneStandsOutInGreyscale();
    void turningStonesDifferInShape();
    void crystalStandsOutFromTheFloor();
    void wallLettersStandInGatesApartFromCellNames();
    void legendListsEveryPiece();
    void legendExplainsEveryMark();
    void legendTextsStartNearTheEdge();
    void levelFileNames();
    void openDialogsStartInAFolderThatExists();
};

void TestBoard::paintsEveryKindAtEverySize_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<qreal>("dpr");
    QTest::newRow("tiny") << QSize(24, 18) << 1.0;
    QTest::newRow("thumbnail") << QSize(160, 112) << 1.0;
    QTest::newRow("window") << QSize(900, 640) << 1.0;
    QTest::newRow("tall") << QSize(300, 1200) << 1.0;
    QTest::newRow("high-dpi") << QSize(700, 500) << 2.0;
    QTest::newRow("empty") << QSize(0, 0) << 1.0;
}

void TestBoard::paintsEveryKindAtEverySize()
{
    QFETCH(QSize, size);
    QFETCH(qreal, dpr);
    const ff::Level level = everyKind();
    const std::vector<ff::Placement> placed = {{PieceKind::Token, Side::Own, {1, 1}},
                                               {PieceKind::Stone, Side::Own, {2, 1}}};
    QImage img((size * dpr).expandedTo(QSize(1, 1)), QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(dpr);
    img.fill(Qt::transparent);
    QPainter p(&img);
    ff::ui::BoardRenderer::paintLevel(p, QRectF(QPointF(0, 0), QSizeF(size)), level, placed);
    p.end();
    if (size.isEmpty())
        return;
    // The board is centred: the pixel in the middle is floor or a piece, not wall.
    const QColor corner = img.pixelColor(0, 0);
    QVERIFY(corner.alpha() == 255);
    QVERIFY(corner.lightnessF() < 0.3); // the wall
}

// A thumbnail of the level browser (128 x 88) of a tutorial's small board shows the
// wall letters its board shows, without the cell names; a large board's has neither.
void TestBoard::smallBoardsKeepTheirWallLetters()
{
    const QRectF thumbnail(0, 0, 128, 88);
    for (const auto& [width, height] : {std::pair{7, 5}, std::pair{8, 5}, std::pair{8, 6}, std::pair{6, 4}}) {
        const ff::ui::BoardGeometry g(thumbnail, width, height);
        QVERIFY2(g.letters(), qPrintable(QStringLiteral("%1 x %2").arg(width).arg(height)));
        // The gates (0.6 cells beyond the floor) stay inside the picture.
        const QRectF gates = g.boardRect().adjusted(-0.6 * g.cellSize(), -0.6 * g.cellSize(),
                                                    0.6 * g.cellSize(), 0.6 * g.cellSize());
        QVERIFY(thumbnail.contains(gates));
    }
    QVERIFY(!ff::ui::BoardGeometry(thumbnail, 7, 5).names());
    const ff::ui::BoardGeometry large(thumbnail, 16, 11);
    QVERIFY(!large.letters());
    QVERIFY(!large.names());
    const ff::ui::BoardGeometry board(QRectF(0, 0, 1000, 720), 7, 5);
    QVERIFY(board.letters());
    QVERIFY(board.names());
}

void TestBoard::paintsWhatItShould()
{
    const QSize size(1000, 720);
    const QImage img = paintedLevel(everyKind(), size);
    const ff::ui::BoardGeometry g(QRectF(QPointF(0, 0), QSizeF(size)), 16, 11);
    QVERIFY(g.letters());
    // An empty floor cell is light and warm; a void cell of the notch is dark wall.
    const QColor floor = pixelAtCell(img, g, {4, 4}, {0.25, 0.25});
    QVERIFY2(floor.lightnessF() > 0.6 && floor.red() > floor.blue(), qPrintable(floor.name()));
    const QColor wall = pixelAtCell(img, g, {15, 0}, {0.3, 0.3});
    QVERIFY2(wall.lightnessF() < 0.3, qPrintable(wall.name()));
    // Blood is dark red, a stone grey, a yellow enemy token yellow.
    const QColor blood = pixelAtCell(img, g, {8, 3}, {0.3, 0.3});
    QVERIFY2(blood.red() > 2 * blood.green() + 40 && blood.lightnessF() < 0.4, qPrintable(blood.name()));
    const QColor stone = pixelAtCell(img, g, {7, 4}, {0.1, 0.1});
    QVERIFY2(std::abs(stone.red() - stone.blue()) < 30 && stone.lightnessF() < 0.6, qPrintable(stone.name()));
    const QColor enemy = pixelAtCell(img, g, {6, 1}, {0.2, 0.15});
    QVERIFY2(enemy.red() > 200 && enemy.green() > 170 && enemy.blue() < 120, qPrintable(enemy.name()));
    // The crystal is ice blue.
    const QColor crystal = pixelAtCell(img, g, {5, 5}, {0.22, 0.05});
    QVERIFY2(crystal.blue() > crystal.red() + 60, qPrintable(crystal.name()));
}

void TestBoard::paintsRunOverlays()
{
    const ff::Level level = everyKind();
    ff::ui::BoardScene scene = ff::ui::BoardRenderer::sceneFor(level, {});
    QCOMPARE(static_cast<int>(scene.objects.size()), 11 + 4 + 4);
    QCOMPARE(scene.monsterPos, QPointF(0.5, 0.5));
    QCOMPARE(scene.monsterAngle, 90.0);
    scene.loopCells = {{1, 1}, {1, 2}};
    scene.loopPath = {{QPointF(1.5, 1.5), QPointF(1.5, 2.5), false}};
    scene.path = {{QPointF(0.5, 0.5), QPointF(0.5, 1.5), false},
                  {QPointF(3.5, 4.5), QPointF(11.5, 6.5), true}};
    scene.litEdges = {{{0, 0}, Dir::N}, {{15, 10}, Dir::S}};
    scene.cursor = Cell{4, 4};
    scene.refused = {Cell{8, 2}};
    scene.refusedAlpha = 1.0;
    scene.dropTarget = Cell{4, 3};
    scene.dropOk = false;
    scene.eatenAt = Cell{3, 1};
    ff::ui::SceneObject ghost;
    ghost.kind = PieceKind::Crystal;
    ghost.pos = QPointF(4.5, 2.5);
    scene.ghost = ghost;
    const ff::Arena arena(level);
    scene.sight = arena.look(arena.initialState());
    QImage img(QSize(800, 560), QImage::Format_ARGB32_Premultiplied);
    QPainter p(&img);
    ff::ui::BoardRenderer::paintScene(p, QRectF(0, 0, 800, 560), level, scene);
    p.end();
    const ff::ui::BoardGeometry g(QRectF(0, 0, 800, 560), 16, 11);
    // The loop cells are tinted orange.
    const QColor loop = pixelAtCell(img, g, {1, 2}, {0.35, -0.35});
    QVERIFY2(loop.red() > loop.blue() + 60, qPrintable(loop.name()));
}

void TestBoard::tokenNumbersReadOnEveryColour_data()
{
    QTest::addColumn<int>("side");
    QTest::addColumn<QString>("color");
    QTest::addColumn<int>("size");
    for (const char* color : {"yellow", "white", "navy", "black", "red", "green", "", "#2f7fd8"}) {
        for (int size : {24, 48, 120}) {
            for (Side side : {Side::Own, Side::Enemy})
                QTest::addRow("%s %s %d", side == Side::Own ? "own" : "enemy", color, size)
                    << int(side) << QString::fromLatin1(color) << size;
        }
    }
}

// A token's number is drawn in a dark or light colour with an outline in the other,
// so around it there are both near-black and near-white pixels on any token colour.
void TestBoard::tokenNumbersReadOnEveryColour()
{
    QFETCH(int, side);
    QFETCH(QString, color);
    QFETCH(int, size);
    ff::ui::SceneObject o;
    o.kind = PieceKind::Token;
    o.side = static_cast<Side>(side);
    o.color = color.isEmpty() ? QColor() : QColor::fromString(color);
    o.value = 8;
    QImage img(size * 2, size * 2, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(2, 2); // a device pixel ratio of 2, as on a high-dpi screen
    ff::ui::BoardRenderer::paintObject(p, QRectF(0, 0, size, size), o);
    p.end();
    // The number sits in the middle of the token, a little below the centre.
    int dark = 0;
    int light = 0;
    for (int y = int(size * 0.75); y < int(size * 1.45); ++y) {
        for (int x = int(size * 0.75); x < int(size * 1.25); ++x) {
            const QColor c = img.pixelColor(x, y);
            if (c.alpha() < 250)
                continue;
            dark += c.lightnessF() < 0.2;
            light += c.lightnessF() > 0.85;
        }
    }
    QVERIFY2(dark >= 4 && light >= 4, qPrintable(QStringLiteral("dark %1, light %2").arg(dark).arg(light)));
}

// Own and enemy tokens differ without colour (own: round, enemy: square with
// notches), and no enemy is drawn in the own tokens' default blue.
void TestBoard::tokensDifferInShapeAndEnemiesNeverLookOwn()
{
    const auto corner = [](Side side) {
        ff::ui::SceneObject o;
        o.kind = PieceKind::Token;
        o.side = side;
        o.color = QColor(Qt::red);
        QImage img(100, 100, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::transparent);
        QPainter p(&img);
        ff::ui::BoardRenderer::paintObject(p, QRectF(0, 0, 100, 100), o);
        p.end();
        return img.pixelColor(20, 80); // inside a square token, outside a round one
    };
    QCOMPARE(corner(Side::Own).alpha(), 0);
    QVERIFY(corner(Side::Enemy).alpha() > 200);

    const QColor own = ff::ui::BoardRenderer::tokenColor(std::nullopt, Side::Own);
    for (const char* name : {"blue", "#2f7fd8", "royalblue", "dodgerblue"}) {
        const QColor enemy = ff::ui::BoardRenderer::tokenColor(std::string(name), Side::Enemy);
        QVERIFY2(std::abs(enemy.hueF() - own.hueF()) > 0.1 || enemy.saturationF() < 0.3, name);
        QCOMPARE(ff::ui::BoardRenderer::tokenColor(std::string(name), Side::Own),
                 QColor::fromString(QLatin1String(name)));
    }
    QCOMPARE(ff::ui::BoardRenderer::tokenColor(std::string("red"), Side::Enemy), QColor(Qt::red));
    QCOMPARE(ff::ui::BoardRenderer::tokenColor(std::nullopt, Side::Enemy),
             ff::ui::BoardRenderer::tokenColor(std::string("no-such-colour"), Side::Enemy));
}

// The editor's tool icons: a piece's on a floor tile, with the player's key for a
// turning stone in a dark corner badge; the other tools' each a picture of its own.
void TestBoard::toolIconsShowTheirPieceOnTheFloor()
{
    const QColor badge(0x20, 0x20, 0x20);
    for (const ff::PieceType type : ff::kPlaceableTypes) {
        const QImage icon = ff::ui::BoardRenderer::pieceIcon(type).pixmap(64, 64).toImage();
        QCOMPARE(icon.size(), QSize(64, 64));
        QCOMPARE(icon.pixelColor(3, 32), ff::ui::BoardPalette::floor); // the tile, left of the piece
        QVERIFY(icon.pixelColor(32, 32) != ff::ui::BoardPalette::floor);
        const bool turning = ff::isTurning(ff::contentOf(type.kind, type.side));
        QCOMPARE(icon.pixelColor(36, 48) == badge, turning);
    }
    using Tool = ff::ui::BoardRenderer::ToolIcon;
    std::vector<QImage> pictures;
    for (const Tool tool :
         {Tool::Select, Tool::Blood, Tool::Teleporter, Tool::Monster, Tool::Void, Tool::Zone, Tool::Erase}) {
        const QImage icon = ff::ui::BoardRenderer::toolIcon(tool).pixmap(64, 64).toImage();
        QCOMPARE(icon.size(), QSize(64, 64));
        QVERIFY(std::find(pictures.begin(), pictures.end(), icon) == pictures.end());
        pictures.push_back(icon);
    }
}

// The path of the current step is drawn bright; a step long ago has faded.
void TestBoard::olderPathFades()
{
    ff::Level level;
    level.board = ff::Board(6, 6);
    ff::ui::BoardScene scene;
    scene.showMonster = false;
    scene.pathStep = 40;
    scene.path = {{QPointF(0.5, 1.5), QPointF(5.5, 1.5), false, 40},
                  {QPointF(0.5, 4.5), QPointF(5.5, 4.5), false, 1}};
    QImage img(QSize(600, 600), QImage::Format_ARGB32_Premultiplied);
    QPainter p(&img);
    ff::ui::BoardRenderer::paintScene(p, QRectF(0, 0, 600, 600), level, scene);
    p.end();
    const ff::ui::BoardGeometry g(QRectF(0, 0, 600, 600), 6, 6);
    const auto distance = [](const QColor& a, const QColor& b) {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
    };
    // Each line against the bare floor of its own cell, off the line.
    const int current = distance(pixelAtCell(img, g, {3, 1}), pixelAtCell(img, g, {3, 1}, {0.3, 0.3}));
    const int old = distance(pixelAtCell(img, g, {3, 4}), pixelAtCell(img, g, {3, 4}, {0.3, 0.3}));
    QVERIFY2(current > 3 * old, qPrintable(QStringLiteral("%1 %2").arg(current).arg(old)));
    QVERIFY(old > 0); // faded, not gone
}

void TestBoard::geometryRoundTrip_data()
{
    QTest::addColumn<QRectF>("target");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::newRow("standard") << QRectF(0, 0, 900, 640) << 16 << 11;
    QTest::newRow("offset tall") << QRectF(13.5, 7.25, 300, 1000) << 16 << 11;
    QTest::newRow("square small") << QRectF(0, 0, 90, 90) << 5 << 5;
    QTest::newRow("largest") << QRectF(0, 0, 1920, 1080) << 64 << 64;
    QTest::newRow("thin") << QRectF(0, 0, 1000, 100) << 64 << 2;
}

void TestBoard::geometryRoundTrip()
{
    QFETCH(QRectF, target);
    QFETCH(int, width);
    QFETCH(int, height);
    const ff::ui::BoardGeometry g(target, width, height);
    QVERIFY(g.cellSize() > 0);
    QVERIFY(target.contains(g.boardRect()));
    // Centred: equal space left and right, above and below.
    QVERIFY(std::abs((g.boardRect().left() - target.left()) - (target.right() - g.boardRect().right())) <
            1e-6);
    QVERIFY(std::abs((g.boardRect().top() - target.top()) - (target.bottom() - g.boardRect().bottom())) <
            1e-6);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const QRectF r = g.cellRect({x, y});
            QCOMPARE(r.width(), r.height());
            QCOMPARE(g.cellAt(r.center()), (std::optional<Cell>{Cell{x, y}}));
            QCOMPARE(g.cellAt(r.topLeft() + QPointF(0.01, 0.01)), (std::optional<Cell>{Cell{x, y}}));
            QCOMPARE(g.cellAt(r.bottomRight() - QPointF(0.01, 0.01)), (std::optional<Cell>{Cell{x, y}}));
        }
    }
    QCOMPARE(g.cellAt(g.boardRect().topLeft() - QPointF(1, 1)), std::optional<Cell>{});
    QCOMPARE(g.cellAt(g.boardRect().bottomRight() + QPointF(0.5, 0.5)), std::optional<Cell>{});
}

void TestBoard::standardBoardEdgeLetters()
{
    const ff::Board board = ff::Board::standard();
    const ff::ui::EdgeLabels labels(board);
    QCOMPARE(static_cast<int>(labels.labels().size()), 54);
    QCOMPARE(labels.symbolCount(), 27); // A..Z and the star
    QCOMPARE(labels.symbolAt({0, 0}, Dir::N), 0);
    QCOMPARE(labels.symbolAt({15, 10}, Dir::S), 0);
    QCOMPARE(labels.symbolAt({11, 0}, Dir::N), 11); // L: the last top edge
    QCOMPARE(labels.symbolAt({4, 10}, Dir::S), 11);
    QCOMPARE(labels.symbolAt({0, 0}, Dir::W), ff::ui::EdgeLabels::kStar);
    QCOMPARE(labels.symbolAt({15, 10}, Dir::E), ff::ui::EdgeLabels::kStar);
    QCOMPARE(labels.symbolAt({5, 5}, Dir::N), -1);
    QCOMPARE(ff::ui::EdgeLabels::symbolText(0), QStringLiteral("A"));
    QCOMPARE(ff::ui::EdgeLabels::symbolText(25), QStringLiteral("Z"));
    QCOMPARE(ff::ui::EdgeLabels::symbolText(26), QString(QChar(0x2605)));
    QCOMPARE(ff::ui::EdgeLabels::symbolText(27), QStringLiteral("a"));
    QCOMPARE(ff::ui::EdgeLabels::symbolText(53), QStringLiteral("1"));
    std::map<int, int> uses;
    for (const ff::ui::EdgeLabel& l : labels.labels())
        ++uses[l.symbol];
    for (const auto& [symbol, n] : uses)
        QCOMPARE(n, 2);
}

void TestBoard::edgeLettersPairEveryCrossing_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<QList<int>>("voids");
    QTest::newRow("standard") << 16 << 11 << QList<int>{-1};
    QTest::newRow("rectangle") << 4 << 3 << QList<int>{};
    QTest::newRow("hole in the middle") << 5 << 5 << QList<int>{2, 2};
    QTest::newRow("corners and holes") << 7 << 6 << QList<int>{0, 0, 6, 5, 2, 2, 4, 3, 3, 0, 3, 5};
    QTest::newRow("large") << 64 << 40 << QList<int>{10, 10, 53, 29, 0, 39, 63, 0};
}

void TestBoard::edgeLettersPairEveryCrossing()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(QList<int>, voids);
    std::vector<Cell> cells;
    for (int i = 0; i + 1 < voids.size(); i += 2)
        cells.push_back({voids[i], voids[i + 1]});
    const ff::Board board = voids == QList<int>{-1} ? ff::Board::standard() : ff::Board(width, height, cells);
    QVERIFY(board.voidSymmetric());
    const ff::ui::EdgeLabels labels(board);
    int boundary = 0;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            for (Dir d : {Dir::N, Dir::E, Dir::S, Dir::W}) {
                const Cell c{x, y};
                if (!board.isPlaying(c) || board.isPlaying(ff::step(c, d))) {
                    QCOMPARE(labels.symbolAt(c, d), -1);
                    continue;
                }
                ++boundary;
                // Leaving c across this edge lands on the cell R5 gives, entering
                // through the opposite side: that edge carries the same symbol.
                bool crossed = false;
                const Cell landing = board.next(c, d, &crossed);
                QVERIFY(crossed);
                QVERIFY(labels.symbolAt(c, d) >= 0);
                QCOMPARE(labels.symbolAt(landing, ff::turnAround(d)), labels.symbolAt(c, d));
            }
        }
    }
    QCOMPARE(static_cast<int>(labels.labels().size()), boundary);
    QCOMPARE(labels.symbolCount() * 2, boundary);
}

void TestBoard::refusalsFollowR21()
{
    ff::ui::PlacementDocument doc;
    ff::Level level = everyKind();
    level.allowed.reset();
    doc.setLevel(level);
    QCOMPARE(doc.checkPlace(PieceKind::Stone, Side::Own, {15, 0}), Refusal::Void);
    QCOMPARE(doc.checkPlace(PieceKind::Stone, Side::Own, {16, 3}), Refusal::Void);
    QCOMPARE(doc.checkPlace(PieceKind::Stone, Side::Own, {-1, 3}), Refusal::Void);
    QCOMPARE(doc.checkPlace(PieceKind::Stone, Side::Own, {2, 2}), Refusal::Occupied);
    QCOMPARE(doc.checkPlace(PieceKind::Stone, Side::Own, {0, 0}), Refusal::Monster);
    QCOMPARE(doc.checkPlace(PieceKind::Stone, Side::Own, {9, 3}), Refusal::Blood);
    QCOMPARE(doc.checkPlace(PieceKind::Stone, Side::Own, {3, 4}), Refusal::Teleporter);
    QCOMPARE(doc.checkPlace(PieceKind::Crystal, Side::Own, {4, 4}), Refusal::NotInInventory);
    QCOMPARE(doc.checkPlace(PieceKind::Token, Side::Enemy, {4, 4}), Refusal::NotInInventory);
    QCOMPARE(doc.checkPlace(PieceKind::Stone, Side::Own, {4, 4}), Refusal::None);
    QCOMPARE(doc.place(PieceKind::Stone, Side::Own, {4, 4}), Refusal::None);
    QCOMPARE(doc.checkPlace(PieceKind::Stone, Side::Own, {4, 3}), Refusal::NoneLeft);
    QCOMPARE(doc.checkPlace(PieceKind::Token, Side::Own, {4, 4}), Refusal::Occupied);
    // With `allowed`, only those cells.
    doc.setLevel(everyKind());
    QVERIFY(doc.placements().empty());
    QCOMPARE(doc.checkPlace(PieceKind::Stone, Side::Own, {4, 4}), Refusal::NotAllowed);
    QCOMPARE(doc.checkPlace(PieceKind::Stone, Side::Own, {4, 1}), Refusal::None);
    // The reasons are sentences.
    QCOMPARE(ff::ui::EngineText::refusal(Refusal::Blood),
             QStringLiteral("Pieces cannot be placed on blood."));
    QCOMPARE(ff::ui::EngineText::refusal(Refusal::NoneLeft, PieceKind::Token, Side::Own),
             QStringLiteral("Every own token is placed already."));
    QCOMPARE(ff::ui::EngineText::refusal(Refusal::None), QString());
}

void TestBoard::movesAndCounts()
{
    ff::ui::PlacementDocument doc;
    doc.setLevel(everyKind());
    QSignalSpy changed(&doc, &ff::ui::PlacementDocument::placementsChanged);
    QCOMPARE(doc.piecesLeft(), 3);
    QCOMPARE(doc.place(PieceKind::Token, Side::Own, {1, 1}), Refusal::None);
    QCOMPARE(doc.place(PieceKind::Token, Side::Own, {2, 1}), Refusal::None);
    QCOMPARE(doc.countLeft(PieceKind::Token, Side::Own), 0);
    QCOMPARE(doc.piecesLeft(), 1);
    QVERIFY(!doc.complete());
    QCOMPARE(doc.move({1, 1}, {2, 1}), Refusal::Occupied);
    QCOMPARE(doc.move({1, 1}, {4, 4}), Refusal::NotAllowed);
    QCOMPARE(doc.move({4, 1}, {0, 3}), Refusal::NothingPlaced);
    QCOMPARE(doc.move({1, 1}, {4, 1}), Refusal::None);
    QCOMPARE(doc.remove({1, 1}), Refusal::NothingPlaced);
    QCOMPARE(doc.place(PieceKind::Stone, Side::Own, {0, 3}), Refusal::None);
    QVERIFY(doc.complete());
    QCOMPARE(doc.placedAt({4, 1}), (std::optional<ff::Placement>{{PieceKind::Token, Side::Own, {4, 1}}}));
    QCOMPARE(changed.count(), 4);
    QCOMPARE(doc.undoStack()->count(), 4);
    QCOMPARE(doc.undoStack()->text(2), QStringLiteral("Move own token"));
}

void TestBoard::widgetHitTestsCells()
{
    ff::ui::PlacementDocument doc;
    doc.setLevel(everyKind());
    ff::ui::BoardWidget w;
    w.setDocument(&doc);
    QSignalSpy clicked(&w, &ff::ui::BoardWidget::cellClicked);
    QSignalSpy right(&w, &ff::ui::BoardWidget::cellRightClicked);
    for (QSize size : {QSize(400, 300), QSize(1100, 500), QSize(500, 900)}) {
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (Cell c : {Cell{0, 0}, Cell{11, 0}, Cell{15, 10}, Cell{4, 10}, Cell{7, 5}}) {
            QTest::mouseClick(&w, Qt::LeftButton, Qt::NoModifier, w.cellCenter(c));
            QCOMPARE(clicked.count(), 1);
            QCOMPARE(clicked.takeFirst().at(0).value<Cell>(), c);
            QCOMPARE(w.cursorCell(), (std::optional<Cell>{c}));
        }
        // Void cells and the margin are not cells to click.
        QTest::mouseClick(&w, Qt::LeftButton, Qt::NoModifier, w.cellCenter({15, 0}));
        QTest::mouseClick(&w, Qt::LeftButton, Qt::NoModifier, QPoint(1, 1));
        QCOMPARE(clicked.count(), 0);
        QTest::mouseClick(&w, Qt::RightButton, Qt::NoModifier, w.cellCenter({3, 3}));
        QCOMPARE(right.count(), 1);
        QCOMPARE(right.takeFirst().at(0).value<Cell>(), (Cell{3, 3}));
    }
    QCOMPARE(w.describeCell({0, 0}), QStringLiteral("a1: the monster, exit"));
    QCOMPARE(w.describeCell({3, 4}), QStringLiteral("d5: teleporter A"));
    QCOMPARE(w.describeCell({8, 3}), QStringLiteral("i4: blood"));
    QCOMPARE(w.describeCell({6, 1}), QStringLiteral("g2: enemy token"));
    QCOMPARE(w.describeCell({4, 4}), QStringLiteral("e5: empty"));
    QCOMPARE(doc.place(PieceKind::Stone, Side::Own, {4, 1}), Refusal::None);
    QCOMPARE(w.describeCell({4, 1}), QStringLiteral("e2: your stone"));
}

void TestBoard::cellNames_data()
{
    QTest::addColumn<int>("x");
    QTest::addColumn<int>("y");
    QTest::addColumn<QString>("name");
    // The corners of the standard board (R3): the exit (0,0), the notch's corners, the entrance.
    QTest::newRow("standard top left, the exit") << 0 << 0 << "a1";
    QTest::newRow("standard top right") << 15 << 0 << "p1";
    QTest::newRow("standard bottom left") << 0 << 10 << "a11";
    QTest::newRow("standard bottom right, the entrance") << 15 << 10 << "p11";
    QTest::newRow("c4") << 2 << 3 << "c4";
    // A custom 5 x 3 board's far corner; the largest board (64 x 64): after z come aa, ab, ...
    QTest::newRow("custom 5x3 bottom right") << 4 << 2 << "e3";
    QTest::newRow("column 26 is z") << 25 << 0 << "z1";
    QTest::newRow("column 27 is aa") << 26 << 1 << "aa2";
    QTest::newRow("column 52 is az") << 51 << 0 << "az1";
    QTest::newRow("column 53 is ba") << 52 << 0 << "ba1";
    QTest::newRow("64x64 bottom right") << 63 << 63 << "bl64";
}

void TestBoard::cellNames()
{
    QFETCH(int, x);
    QFETCH(int, y);
    QFETCH(QString, name);
    QCOMPARE(ff::ui::cellName({x, y}), name);
    QCOMPARE(ff::ui::columnName(x) + ff::ui::rowName(y), name);
}

void TestBoard::paintsCellNamesOutsideTheEdgeLetters()
{
    const QSize size(1000, 720);
    const QImage img = paintedLevel(everyKind(), size);
    const ff::ui::BoardGeometry g(QRectF(QPointF(0, 0), QSizeF(size)), 16, 11);
    const qreal s = g.cellSize();
    // Beyond the edge letters (which end 0.6 cells from the floor) and inside the margin.
    QVERIFY(ff::ui::BoardGeometry::kNameDistance > 0.6 + 0.15);
    QVERIFY(ff::ui::BoardGeometry::kNameDistance < ff::ui::BoardGeometry::kMargin - 0.15);
    // Light text on the dark wall where the name of column a stands above the board
    // and where the name of row 11 stands right of it; the wall between them is dark.
    const auto lightest = [&](QPointF centre) {
        qreal best = 0;
        for (int dy = -int(s * 0.15); dy <= int(s * 0.15); ++dy) {
            for (int dx = -int(s * 0.15); dx <= int(s * 0.15); ++dx)
                best =
                    std::max<qreal>(best, img.pixelColor((centre + QPointF(dx, dy)).toPoint()).lightnessF());
        }
        return best;
    };
    const qreal d = ff::ui::BoardGeometry::kNameDistance * s;
    QVERIFY(lightest({g.cellCenter({0, 0}).x(), g.boardRect().top() - d}) > 0.5);
    QVERIFY(lightest({g.boardRect().right() + d, g.cellCenter({15, 10}).y()}) > 0.5);
    QVERIFY(lightest({g.boardRect().right() + d, g.boardRect().top() - d}) < 0.3);
}

void TestBoard::zoneIsATintWithoutLines()
{
    // An allowed cell is tinted green all over, to its very edge, with no line around it.
    ff::Level level = everyKind();
    level.allowed = std::vector<Cell>{{4, 4}};
    const QSize size(1000, 720);
    const QImage zone = paintedLevel(level, size);
    level.allowed.reset();
    const QImage plain = paintedLevel(level, size);
    const ff::ui::BoardGeometry g(QRectF(QPointF(0, 0), QSizeF(size)), 16, 11);
    const QColor centre = pixelAtCell(zone, g, {4, 4});
    for (QPointF at : {QPointF(0, 0), QPointF(-0.44, 0), QPointF(0, 0.44), QPointF(-0.44, -0.44)}) {
        const QColor tinted = pixelAtCell(zone, g, {4, 4}, at);
        const QColor floor = pixelAtCell(plain, g, {4, 4}, at);
        QVERIFY2(tinted.green() - tinted.red() > floor.green() - floor.red(), qPrintable(tinted.name()));
        // The same tint at the edge as in the middle: never a line around the cell.
        QVERIFY2(std::abs(tinted.lightnessF() - centre.lightnessF()) < 0.05, qPrintable(tinted.name()));
    }
}

// In greyscale every zone cell is darker than every plain floor tile, by at least 12
// of 255 grey levels (about 5 %, well above the step two neighbouring areas need to
// look different on a screen), so the zone reads without colour and without zooming,
// whatever the tiles' shading. A checkerboard zone puts every tile shade on both sides.
void TestBoard::zoneStandsOutInGreyscale()
{
    ff::Level level;
    level.board = ff::Board(16, 11);
    std::vector<Cell> allowed;
    for (int y = 0; y < 11; ++y) {
        for (int x = 0; x < 16; ++x) {
            if ((x + y) % 2 == 0)
                allowed.push_back({x, y});
        }
    }
    level.allowed = allowed;
    const QSize size(1000, 720);
    const QImage img = paintedLevel(level, size);
    const ff::ui::BoardGeometry g(QRectF(QPointF(0, 0), QSizeF(size)), 16, 11);
    int darkestFloor = 255;
    int lightestZone = 0;
    for (int y = 0; y < 11; ++y) {
        for (int x = 0; x < 16; ++x) {
            const int grey = qGray(pixelAtCell(img, g, {x, y}).rgb());
            if ((x + y) % 2 == 0)
                lightestZone = std::max(lightestZone, grey);
            else
                darkestFloor = std::min(darkestFloor, grey);
        }
    }
    QVERIFY2(darkestFloor - lightestZone >= 12,
             qPrintable(QStringLiteral("floor %1, zone %2").arg(darkestFloor).arg(lightestZone)));
}

namespace {

// The pixels `kind` covers when painted alone on a transparent cell of `size`.
std::vector<bool> silhouette(PieceKind kind, int size)
{
    QImage img(size, size, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    ff::ui::SceneObject o;
    o.kind = kind;
    ff::ui::BoardRenderer::paintObject(p, QRectF(0, 0, size, size), o);
    p.end();
    std::vector<bool> mask;
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x)
            mask.push_back(qAlpha(img.pixel(x, y)) > 128);
    }
    return mask;
}

} // namespace

// The three turning stones are told apart by their outline alone, not only by the
// arrow drawn inside it: their silhouettes differ in at least a tenth of the cell.
void TestBoard::turningStonesDifferInShape()
{
    constexpr int kSize = 64;
    const std::vector<PieceKind> kinds = {PieceKind::TurnLeft, PieceKind::TurnRight, PieceKind::Turn180};
    for (size_t i = 0; i < kinds.size(); ++i) {
        for (size_t j = i + 1; j < kinds.size(); ++j) {
            const std::vector<bool> a = silhouette(kinds[i], kSize);
            const std::vector<bool> b = silhouette(kinds[j], kSize);
            int differ = 0;
            for (size_t k = 0; k < a.size(); ++k)
                differ += a[k] != b[k] ? 1 : 0;
            QVERIFY2(differ >= kSize * kSize / 10,
                     qPrintable(QStringLiteral("%1 vs %2: %3 pixels")
                                    .arg(ff::ui::EngineText::pieceName(kinds[i], Side::Own),
                                         ff::ui::EngineText::pieceName(kinds[j], Side::Own))
                                    .arg(differ)));
        }
    }
}

// A crystal on the floor: in greyscale the pixels of its cell differ from the bare
// floor by 40 grey levels on average (a sixth of the scale, as much as a stone's),
// so it is seen at a glance, not a pale ghost of the floor.
void TestBoard::crystalStandsOutFromTheFloor()
{
    constexpr int kSize = 64;
    const auto painted = [](std::optional<PieceKind> kind) {
        QImage img(kSize, kSize, QImage::Format_ARGB32_Premultiplied);
        img.fill(ff::ui::BoardPalette::floor);
        QPainter p(&img);
        if (kind) {
            ff::ui::SceneObject o;
            o.kind = *kind;
            ff::ui::BoardRenderer::paintObject(p, QRectF(0, 0, kSize, kSize), o);
        }
        return img;
    };
    const QImage floor = painted(std::nullopt);
    const auto contrast = [&](PieceKind kind) {
        const QImage img = painted(kind);
        long sum = 0;
        int count = 0;
        // The middle of the cell, which every piece covers.
        for (int y = kSize / 4; y < kSize * 3 / 4; ++y) {
            for (int x = kSize / 4; x < kSize * 3 / 4; ++x) {
                sum += std::abs(qGray(img.pixel(x, y)) - qGray(floor.pixel(x, y)));
                ++count;
            }
        }
        return static_cast<double>(sum) / count;
    };
    const double crystal = contrast(PieceKind::Crystal);
    QVERIFY2(crystal >= 40, qPrintable(QString::number(crystal)));
}

// The wall letters stand in light gates on the floor's edge: right outside the edge
// the wall is covered (light), and between a gate and the column name beyond it the
// dark wall shows, so the letters never read as a second row of column names.
void TestBoard::wallLettersStandInGatesApartFromCellNames()
{
    const QSize size(1000, 720);
    const QImage img = paintedLevel(everyKind(), size);
    const ff::ui::BoardGeometry g(QRectF(QPointF(0, 0), QSizeF(size)), 16, 11);
    const qreal s = g.cellSize();
    const auto meanLightness = [&](QRectF box) {
        qreal sum = 0;
        int count = 0;
        for (int y = qRound(box.top()); y < qRound(box.bottom()); ++y) {
            for (int x = qRound(box.left()); x < qRound(box.right()); ++x) {
                sum += img.pixelColor(x, y).lightnessF();
                ++count;
            }
        }
        return sum / count;
    };
    // Above columns a and h (the top sides of a1 and h1, whose gates carry A and H).
    for (int column : {0, 7}) {
        const qreal cx = g.cellCenter({column, 0}).x();
        const qreal top = g.boardRect().top();
        // Between the floor's outline and the letter's ink.
        const QRectF inGate(cx - s * 0.2, top - s * 0.18, s * 0.4, s * 0.12);
        QVERIFY2(meanLightness(inGate) > 0.6, qPrintable(QString::number(meanLightness(inGate))));
        const QRectF gap(cx - s * 0.2, top - s * 0.72, s * 0.4, s * 0.1);
        QVERIFY2(meanLightness(gap) < 0.3, qPrintable(QString::number(meanLightness(gap))));
    }
}

void TestBoard::legendListsEveryPiece()
{
    ff::ui::LegendDialog legend;
    const QStringList titles = legend.titles();
    for (PieceKind kind :
         {PieceKind::Token, PieceKind::Stone, PieceKind::Crystal, PieceKind::TurnRight, PieceKind::TurnLeft,
          PieceKind::Turn180, PieceKind::Blood, PieceKind::Teleporter}) {
        for (Side side : {Side::Own, Side::Enemy}) {
            QString name = ff::ui::EngineText::pieceName(kind, side);
            name[0] = name[0].toUpper();
            QVERIFY2(titles.contains(name), qPrintable(name));
        }
    }
    for (const char* mark : {"The monster", "Letters at the walls", "Cell names", "Placement zone",
                             "Numbers and colours of tokens", "Exit and entrance"})
        QVERIFY2(titles.contains(QString::fromLatin1(mark)), mark);
    // Every entry has its picture.
    int pictures = 0;
    for (const QLabel* label : legend.findChildren<QLabel*>())
        pictures += label->pixmap().isNull() ? 0 : 1;
    QCOMPARE(pictures, titles.size());
}

// Every frame and mark the player's board draws has an entry with its picture, and
// the token entries say which colour is whose.
void TestBoard::legendExplainsEveryMark()
{
    ff::ui::LegendDialog legend;
    const QStringList titles = legend.titles();
    for (const char* mark :
         {"Yellow frame: your pieces", "Cyan frame: the keyboard cursor",
          "Green dashed frame: a hint, green frame: a free cell", "Red frame and red cross: not here",
          "Red ring: the token eaten", "The monster's path and sight"})
        QVERIFY2(titles.contains(QString::fromLatin1(mark)), mark);
    QString text;
    for (const QLabel* label : legend.findChildren<QLabel*>())
        text += label->text();
    QVERIFY(text.contains(QStringLiteral("a token of yours is blue and an enemy's token gold")));
    QVERIFY(text.contains(QStringLiteral("not cell names")));
}

// Every text of the Legend starts near its left edge, past a column of pictures as
// narrow as a piece's (pieces of board stand below their text).
void TestBoard::legendTextsStartNearTheEdge()
{
    ff::ui::LegendDialog legend;
    legend.show();
    QVERIFY(QTest::qWaitForWindowExposed(&legend));
    int words = 0;
    for (const QLabel* label : legend.findChildren<QLabel*>()) {
        if (!label->pixmap().isNull() || !label->text().startsWith(QStringLiteral("<b>")))
            continue;
        ++words;
        const int left = label->mapTo(&legend, QPoint()).x();
        QVERIFY2(left < 140, qPrintable(QStringLiteral("%1 at %2").arg(label->text().left(40)).arg(left)));
    }
    QCOMPARE(words, legend.titles().size());
}

// Level files are "*.ffl.json", packs "*.ffpack.json" (docs/spec/level-format.md); a
// taken name gets "-2", "-3", ... before the suffix.
void TestBoard::levelFileNames()
{
    using ff::ui::LevelFiles;
    QCOMPARE(LevelFiles::suffix(false), QStringLiteral(".ffl.json"));
    QCOMPARE(LevelFiles::suffix(true), QStringLiteral(".ffpack.json"));
    QCOMPARE(LevelFiles::suffixOf(QStringLiteral("/a/two-floors.ffpack.json")),
             QStringLiteral(".ffpack.json"));
    QCOMPARE(LevelFiles::suffixOf(QStringLiteral("first-bite.ffl.json")), QStringLiteral(".ffl.json"));
    QCOMPARE(LevelFiles::suffixOf(QStringLiteral("notes.json")), QString());
    QVERIFY(LevelFiles::isLevelFile(QStringLiteral("x.ffpack.json")));
    QVERIFY(!LevelFiles::isLevelFile(QStringLiteral("x.ffl.json.bak")));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(LevelFiles::freePath(dir.path(), QStringLiteral("mine"), QStringLiteral(".ffl.json")),
             dir.filePath(QStringLiteral("mine.ffl.json")));
    for (const QString& name : {QStringLiteral("mine.ffl.json"), QStringLiteral("mine-2.ffl.json")}) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    QCOMPARE(LevelFiles::freePath(dir.path(), QStringLiteral("mine"), QStringLiteral(".ffl.json")),
             dir.filePath(QStringLiteral("mine-3.ffl.json")));
    // Another suffix is another name.
    QCOMPARE(LevelFiles::freePath(dir.path(), QStringLiteral("mine"), QStringLiteral(".ffpack.json")),
             dir.filePath(QStringLiteral("mine.ffpack.json")));

    QString error;
    QVERIFY(!LevelFiles::load(dir.filePath(QStringLiteral("missing.ffl.json")), error));
    QVERIFY2(error.startsWith(QStringLiteral("The file cannot be opened: ")), qPrintable(error));
}

QTEST_MAIN(TestBoard)
// The Open dialogs start in Documents, and in the home folder where there is no
// Documents folder (a fresh home): never in a folder that is missing.
void TestBoard::openDialogsStartInAFolderThatExists()
{
    using ff::ui::LevelFiles;
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QByteArray oldHome = qgetenv("HOME");
    const QByteArray oldConfig = qgetenv("XDG_CONFIG_HOME");
    qputenv("HOME", QFile::encodeName(home.path()));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    const QString fresh = LevelFiles::openFolder();
    QVERIFY(QDir(home.path()).mkdir(QStringLiteral("Documents")));
    const QString withDocuments = LevelFiles::openFolder();
    qputenv("HOME", oldHome);
    if (oldConfig.isNull())
        qunsetenv("XDG_CONFIG_HOME");
    else
        qputenv("XDG_CONFIG_HOME", oldConfig);
    QCOMPARE(fresh, home.path());
    QCOMPARE(withDocuments, home.filePath(QStringLiteral("Documents")));
}

#include "tst_board.moc"
