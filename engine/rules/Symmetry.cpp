#include "engine/rules/Symmetry.h"

#include <algorithm>
#include <array>

namespace ff {

namespace {

// One of the eight symmetries of a width x height rectangle: the image of a cell and
// of a direction, and the image's size.
struct Symmetry {
    int index; // 0..3: rotations by `index` quarter turns clockwise; 4..7: reflections
    int width;
    int height;

    // The linear part applied to a vector.
    std::pair<int, int> vector(int dx, int dy) const
    {
        static constexpr std::array<std::array<int, 4>, 8> m = {{{1, 0, 0, 1},
                                                                 {0, -1, 1, 0},
                                                                 {-1, 0, 0, -1},
                                                                 {0, 1, -1, 0},
                                                                 {-1, 0, 0, 1},
                                                                 {1, 0, 0, -1},
                                                                 {0, 1, 1, 0},
                                                                 {0, -1, -1, 0}}};
        const auto& r = m[static_cast<std::size_t>(index)];
        return {r[0] * dx + r[1] * dy, r[2] * dx + r[3] * dy};
    }

    // Quarter turns and the diagonal reflections exchange width and height.
    bool swaps() const { return index == 1 || index == 3 || index >= 6; }
    int imageWidth() const { return swaps() ? height : width; }
    int imageHeight() const { return swaps() ? width : height; }

    // The cell's image: the vector from the rectangle's centre, mapped, put back
    // around the image's centre (doubled coordinates keep it whole).
    Cell cell(Cell c) const
    {
        const auto [dx, dy] = vector(2 * c.x - (width - 1), 2 * c.y - (height - 1));
        return {(dx + imageWidth() - 1) / 2, (dy + imageHeight() - 1) / 2};
    }

    Dir dir(Dir d) const
    {
        const auto [dx, dy] = vector(dirDx(d), dirDy(d));
        for (const Dir e : {Dir::N, Dir::E, Dir::S, Dir::W})
            if (dirDx(e) == dx && dirDy(e) == dy)
                return e;
        return d;
    }
};

std::string cellText(Cell c)
{
    return std::to_string(c.x) + "," + std::to_string(c.y);
}

std::string sortedCells(std::vector<Cell> cells)
{
    std::sort(cells.begin(), cells.end());
    std::string text;
    for (const Cell c : cells) {
        text += ' ';
        text += cellText(c);
    }
    return text;
}

// The kind in the image, with turn-right and turn-left exchanged or kept.
PieceKind mirrored(PieceKind k, bool exchangeTurns)
{
    return exchangeTurns ? mirrorKind(k) : k;
}

std::string pieceText(const Level& level, const Piece& p, const Symmetry& s, bool exchangeTurns)
{
    std::string text = std::string(kindName(mirrored(p.kind, exchangeTurns)));
    if (carriesSide(p.kind))
        text += std::string(" ") + sideName(p.side);
    if (p.kind == PieceKind::Blood) {
        std::vector<Cell> cells;
        for (const Cell c : p.cells)
            cells.push_back(s.cell(c));
        return text + sortedCells(cells);
    }
    text += ' ';
    text += cellText(s.cell(p.at));
    if (p.kind == PieceKind::Teleporter) {
        text += std::string(" ") + dirLetter(s.dir(p.arrow));
        // The pair's name is a label: the partner's cell stands for it.
        for (const Piece& other : level.pieces)
            if (other.kind == PieceKind::Teleporter && other.pair == p.pair && !(other == p)) {
                text += " to ";
                text += cellText(s.cell(other.at));
            }
    }
    return text;
}

std::string imageText(const Level& level, const Symmetry& s, bool exchangeTurns, bool wholeLevel)
{
    const Board& board = level.board;
    std::vector<Cell> voids;
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x)
            if (board.isVoid({x, y}))
                voids.push_back(s.cell({x, y}));
    std::vector<Cell> ends;
    for (const std::optional<Cell>& end : {board.exit(), board.entrance()})
        if (end)
            ends.push_back(s.cell(*end));
    std::string text = "board " + std::to_string(s.imageWidth()) + "x" + std::to_string(s.imageHeight()) +
                       "\nvoids" + sortedCells(voids) + "\nexit and entrance" + sortedCells(ends) +
                       "\nmonster " + cellText(s.cell(level.monsterAt)) + " " +
                       dirLetter(s.dir(level.monsterFacing)) + "\n";
    if (wholeLevel)
        text += std::string("goal ") + goalName(level.effectiveGoal()) + "\n";
    std::vector<std::string> lines;
    for (const Piece& p : level.pieces)
        lines.push_back("piece " + pieceText(level, p, s, exchangeTurns));
    for (const InventoryItem& item : level.inventory)
        if (wholeLevel)
            lines.push_back(
                std::string("inventory ") + kindName(mirrored(item.kind, exchangeTurns)) +
                (carriesSide(item.kind) ? std::string(" ") + sideName(item.side) : std::string()) + " " +
                std::to_string(item.count));
    std::sort(lines.begin(), lines.end());
    for (const std::string& line : lines)
        text += line + "\n";
    if (wholeLevel && level.allowed) {
        std::vector<Cell> zone;
        for (const Cell c : *level.allowed)
            zone.push_back(s.cell(c));
        text += "zone" + sortedCells(zone) + "\n";
    }
    return text;
}

std::string leastImage(const Level& level, bool wholeLevel)
{
    std::string least;
    for (int i = 0; i < 8; ++i) {
        const Symmetry s{i, level.board.width(), level.board.height()};
        for (const bool exchange : {false, true}) {
            std::string text = imageText(level, s, exchange, wholeLevel);
            if (least.empty() || text < least)
                least = std::move(text);
        }
    }
    return least;
}

} // namespace

std::string canonicalLevelText(const Level& level)
{
    return leastImage(level, true);
}

std::string canonicalPositionText(const Level& level)
{
    return leastImage(level, false);
}

} // namespace ff
