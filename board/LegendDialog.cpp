#include "board/LegendDialog.h"

#include "board/BoardGeometry.h"
#include "board/BoardRenderer.h"
#include "board/EngineText.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QVBoxLayout>

namespace ff::ui {

using ff::Cell;
using ff::Dir;
using ff::PieceKind;
using ff::Side;

namespace {

constexpr qreal kPieceCell = 44; // pixels per cell of the piece samples
constexpr qreal kBoardCell = 30; // pixels per cell of the board samples

// `level` painted by BoardRenderer as the board paints it, `cell` pixels per cell.
// With `margin` the picture keeps the board's whole margin (edge letters and cell
// names); without, a thin frame of wall.
QPixmap sample(const ff::Level& level, const BoardScene& scene, qreal cell, bool margin)
{
    const qreal dpr = qApp->devicePixelRatio();
    const qreal m = BoardGeometry::kMargin;
    const qreal frame = margin ? m : 0.12;
    const int w = level.board.width();
    const int h = level.board.height();
    const QSizeF size((w + 2 * frame) * cell, (h + 2 * frame) * cell);
    QPixmap picture((size * dpr).toSize());
    picture.setDevicePixelRatio(dpr);
    picture.fill(Qt::transparent);
    QPainter p(&picture);
    // The renderer's layout for this target puts the cells exactly `frame` cells in.
    const QRectF target(QPointF((frame - m) * cell, (frame - m) * cell),
                        QSizeF((w + 2 * m) * cell, (h + 2 * m) * cell));
    BoardRenderer::paintScene(p, target, level, scene);
    return picture;
}

ff::Level floorLevel(int width, int height)
{
    ff::Level level;
    level.board = ff::Board(width, height);
    return level;
}

BoardScene emptyScene()
{
    BoardScene scene;
    scene.showMonster = false;
    return scene;
}

// One object on one floor cell.
QPixmap objectSample(PieceKind kind, Side side)
{
    BoardScene scene = emptyScene();
    SceneObject o;
    o.kind = kind;
    o.side = side;
    o.pos = QPointF(0.5, 0.5);
    scene.objects.push_back(o);
    return sample(floorLevel(1, 1), scene, kPieceCell, false);
}

QPixmap monsterSample()
{
    BoardScene scene;
    scene.monsterPos = QPointF(0.5, 0.5);
    scene.monsterAngle = BoardRenderer::angleOf(Dir::E);
    return sample(floorLevel(1, 1), scene, kPieceCell, false);
}

// Tokens with numbers and colours of their own.
QPixmap numberedTokensSample()
{
    BoardScene scene = emptyScene();
    const struct {
        Side side;
        const char* color;
        int value;
    } tokens[] = {{Side::Own, "crimson", 1}, {Side::Own, "seagreen", 2}, {Side::Enemy, "orchid", 3}};
    for (int i = 0; i < 3; ++i) {
        SceneObject o;
        o.kind = PieceKind::Token;
        o.side = tokens[i].side;
        o.color = BoardRenderer::tokenColor(std::string(tokens[i].color), tokens[i].side);
        o.value = tokens[i].value;
        o.pos = QPointF(i + 0.5, 0.5);
        scene.objects.push_back(o);
    }
    return sample(floorLevel(3, 1), scene, kPieceCell, false);
}

QPixmap bloodSample()
{
    ff::Level level = floorLevel(3, 1);
    ff::Piece blood;
    blood.kind = PieceKind::Blood;
    blood.cells = {{0, 0}, {1, 0}};
    level.pieces.push_back(blood);
    return sample(level, emptyScene(), kPieceCell, false);
}

QPixmap teleporterSample()
{
    ff::Level level = floorLevel(3, 1);
    for (const auto& [x, arrow] : {std::pair{0, Dir::N}, std::pair{2, Dir::E}}) {
        ff::Piece t;
        t.kind = PieceKind::Teleporter;
        t.at = {x, 0};
        t.pair = "A";
        t.arrow = arrow;
        level.pieces.push_back(t);
    }
    return sample(level, emptyScene(), kPieceCell, false);
}

QPixmap doorsSample()
{
    ff::Level level;
    level.board = ff::Board(2, 1, {}, Cell{0, 0}, Cell{1, 0});
    return sample(level, emptyScene(), kPieceCell, false);
}

// A small board with a notch in two corners: its edge letters and cell names.
ff::Level notchedLevel()
{
    ff::Level level;
    level.board = ff::Board(4, 3, {{3, 0}, {0, 2}});
    return level;
}

// The monster has left a2 westwards through the wall at F and come back in at the
// other F onto d2, as a run shows it: both letters lit, the stubs of its path.
QPixmap crossingSample()
{
    const ff::Level level = notchedLevel();
    BoardScene scene;
    scene.litEdges = {{Cell{0, 1}, Dir::W}, {level.board.reflect(Cell{0, 1}), Dir::E}};
    scene.path = {{QPointF(0.5, 1.5), QPointF(0, 1.5), false}, {QPointF(4, 1.5), QPointF(3.5, 1.5), false}};
    scene.monsterPos = QPointF(3.5, 1.5);
    scene.monsterAngle = BoardRenderer::angleOf(Dir::W);
    return sample(level, scene, kBoardCell, true);
}

QPixmap zoneSample()
{
    ff::Level level = floorLevel(3, 2);
    level.allowed = std::vector<Cell>{{0, 0}, {1, 0}, {0, 1}};
    return sample(level, emptyScene(), kBoardCell, false);
}

// The frames and marks the player's board draws over the pieces, each on cells of
// its own: a sample of `width` floor cells with `scene` on them.
QPixmap marksSample(int width, const BoardScene& scene)
{
    return sample(floorLevel(width, 1), scene, kPieceCell, false);
}

SceneObject sampleObject(PieceKind kind, Side side, int x)
{
    SceneObject o;
    o.kind = kind;
    o.side = side;
    o.pos = QPointF(x + 0.5, 0.5);
    return o;
}

QPixmap placedSample()
{
    BoardScene scene = emptyScene();
    for (const auto& [x, kind] : {std::pair{0, PieceKind::Stone}, std::pair{1, PieceKind::Turn180}}) {
        SceneObject o = sampleObject(kind, Side::Own, x);
        o.placed = true;
        scene.objects.push_back(o);
    }
    return marksSample(2, scene);
}

QPixmap cursorSample()
{
    BoardScene scene = emptyScene();
    scene.cursor = Cell{0, 0};
    return marksSample(1, scene);
}

// A hinted piece, a cell that takes the piece in hand, one that does not.
QPixmap dropSample()
{
    BoardScene scene = emptyScene();
    scene.ghost = sampleObject(PieceKind::TurnRight, Side::Own, 0);
    scene.dropTarget = Cell{1, 0};
    return marksSample(2, scene);
}

QPixmap refusedDropSample()
{
    BoardScene scene = emptyScene();
    scene.dropTarget = Cell{0, 0};
    scene.dropOk = false;
    scene.refused = {Cell{1, 0}};
    scene.refusedAlpha = 1.0;
    return marksSample(2, scene);
}

QPixmap eatenSample()
{
    BoardScene scene = emptyScene();
    scene.objects.push_back(sampleObject(PieceKind::Token, Side::Own, 0));
    scene.eatenAt = Cell{0, 0};
    return marksSample(1, scene);
}

// The monster has walked from a1 to c1 and looks ahead at a token on e1.
QPixmap pathAndSightSample()
{
    BoardScene scene = emptyScene();
    scene.showMonster = true;
    scene.monsterPos = QPointF(2.5, 0.5);
    scene.monsterAngle = BoardRenderer::angleOf(Dir::E);
    scene.path = {{QPointF(0.5, 0.5), QPointF(1.5, 0.5), false, 0},
                  {QPointF(1.5, 0.5), QPointF(2.5, 0.5), false, 1}};
    scene.pathStep = 1;
    scene.objects.push_back(sampleObject(PieceKind::Token, Side::Enemy, 4));
    ff::Look look;
    look.rays = {ff::Ray{Dir::E, 2, 2}, ff::Ray{Dir::N, 1, 0}, ff::Ray{Dir::S, 1, 0}};
    look.chosen = Dir::E;
    look.sawToken = true;
    scene.sight = look;
    scene.sightFrom = Cell{2, 0};
    return marksSample(5, scene);
}

} // namespace

LegendDialog::LegendDialog(QWidget* parent) : QDialog(parent), entries_(new QWidget)
{
    setObjectName(QStringLiteral("legendDialog"));
    setWindowTitle(tr("Legend"));
    auto* grid = new QGridLayout(entries_);
    grid->setColumnStretch(1, 1);
    grid->setHorizontalSpacing(16);
    grid->setVerticalSpacing(12);

    addEntry(monsterSample(), tr("The monster"),
             tr("Every step it looks straight ahead, to its left and to its right (never back, never "
                "diagonally) and turns towards the nearest token it sees. When two directions tie, or it "
                "sees no token, it keeps its way. Then it moves on one cell."));
    // Every piece kind, a token once per side, in the catalogue's order.
    for (const PieceKind kind : ff::kPieceKinds) {
        for (const Side side : {Side::Own, Side::Enemy}) {
            if (side == Side::Enemy && !ff::carriesSide(kind))
                continue;
            const ff::Occupant occupant = ff::occupantOf(kind);
            addEntry(occupant == ff::Occupant::Blood        ? bloodSample()
                     : occupant == ff::Occupant::Teleporter ? teleporterSample()
                                                            : objectSample(kind, side),
                     EngineText::pieceLabel({kind, side}), EngineText::pieceDescription(kind, side));
        }
    }
    addEntry(numberedTokensSample(), tr("Numbers and colours of tokens"),
             tr("Without a colour of its own a token of yours is blue and an enemy's token gold. Numbers and "
                "other colours only tell tokens apart. Whether a token is yours or an enemy's always shows "
                "in its shape: round with a white ring and a shield is yours, square with horns is the "
                "enemy's."));
    addEntry(crossingSample(), tr("Letters at the walls"),
             tr("The light gates on the edge of the floor are passages through the wall, not cell names. "
                "Only the monster crosses walls. It walks into the wall at a gate and comes back in "
                "through the gate with the same letter, still heading the same way, in the same step; "
                "both gates light up orange. Sight and pushed pieces do not cross walls. In the picture it "
                "left a2 through the gate F and came back in onto d2. After Z the gates are marked ★, then "
                "a, b, c, …: the same pairs, only more of them. The letter in a teleporter names its pair "
                "and has nothing to do with the gates."));
    addEntry(sample(notchedLevel(), emptyScene(), kBoardCell, true), tr("Cell names"),
             tr("The small grey letters a, b, c, … name the columns, the numbers 1, 2, 3, … the rows: hints "
                "and messages name a cell like b2 (column b, row 2). Do not take them for the letters at the "
                "walls."));
    addEntry(zoneSample(), tr("Placement zone"),
             tr("When a level marks cells green with dots, your pieces may go only there. To the monster it "
                "is floor like any other."));
    addEntry(placedSample(), tr("Yellow frame: your pieces"),
             tr("A yellow frame marks a piece you placed: drag it to move it, right-click it or press Delete "
                "to take it back. Pieces without a frame belong to the level and stay where they are."));
    addEntry(cursorSample(), tr("Cyan frame: the keyboard cursor"),
             tr("The arrow keys move it; a letter key picks a piece and Space or Enter places it on the "
                "cursor's cell. On a piece you placed, both frames show."));
    addEntry(dropSample(), tr("Green dashed frame: a hint, green frame: a free cell"),
             tr("A see-through piece in a green dashed frame is a hint: that piece on that cell. A plain "
                "green frame follows the mouse while a piece is in hand: the cell takes it."));
    addEntry(refusedDropSample(), tr("Red frame and red cross: not here"),
             tr("A red frame under the mouse: the cell does not take the piece in hand. A red cross flashes "
                "where a piece was refused; the line under the board says why."));
    addEntry(eatenSample(), tr("Red ring: the token eaten"),
             tr("After a lost run a red ring marks the token of yours the monster ate."));
    addEntry(pathAndSightSample(), tr("The monster's path and sight"),
             tr("A line with arrows shows the way the monster went: its last step bright yellow, older steps "
                "fading, jumps through a wall or a teleporter dotted, an endless loop orange. With "
                "\"Show the monster's sight\" the yellow rays show what it sees, the brightest the way it "
                "turns, and yellow rings mark the tokens it sees."));
    addEntry(doorsSample(), tr("Exit and entrance"),
             tr("The two doors in the corners of the standard board, as on the board of Fearsome Floors, the "
                "board game this puzzle comes from. A stone, crystal or turning stone pushed onto either is "
                "removed."));

    auto* scroll = new QScrollArea;
    scroll->setWidget(entries_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->button(QDialogButtonBox::Close)->setText(tr("Close"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    // Small screens get all of it within reach, the Close button included.
    resize(QSize(640, 620).boundedTo(screen()->availableGeometry().size() * 0.92));
}

void LegendDialog::addEntry(const QPixmap& picture, const QString& title, const QString& text)
{
    auto* grid = static_cast<QGridLayout*>(entries_->layout());
    const int row = grid->rowCount();
    auto* image = new QLabel;
    image->setPixmap(picture);
    auto* words =
        new QLabel(QStringLiteral("<b>%1</b><br>%2").arg(title.toHtmlEscaped(), text.toHtmlEscaped()));
    words->setWordWrap(true);
    words->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    words->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A picture of a piece stands beside its text; a wider one (a piece of board)
    // below it, so that the pictures' column is as narrow as a piece and every text
    // starts near the dialog's edge.
    constexpr qreal kBesideWidth = 2 * kPieceCell;
    if (picture.deviceIndependentSize().width() > kBesideWidth) {
        image->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        grid->addWidget(words, row, 1);
        grid->addWidget(image, row + 1, 1);
    } else {
        image->setAlignment(Qt::AlignRight | Qt::AlignTop);
        grid->addWidget(image, row, 0);
        grid->addWidget(words, row, 1);
    }
    titles_ << title;
}

LegendDialog* LegendDialog::showFor(QWidget* parent)
{
    QWidget* window = parent->window();
    auto* legend = window->findChild<LegendDialog*>(QString(), Qt::FindDirectChildrenOnly);
    if (!legend)
        legend = new LegendDialog(window);
    legend->show();
    legend->raise();
    legend->activateWindow();
    return legend;
}

} // namespace ff::ui
