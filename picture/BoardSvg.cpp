#include "picture/BoardSvg.h"

#include "picture/CellName.h"
#include "picture/Colour.h"
#include "picture/EdgeLabels.h"
#include "picture/Layout.h"
#include "picture/Markup.h"
#include "picture/Palette.h"
#include "picture/Shapes.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <locale>
#include <sstream>

namespace ff::picture {

using ff::Cell;
using ff::Dir;
using ff::PieceKind;

namespace {

// A number as SVG writes it: at most four decimals, no trailing zeros, never "-0";
// the same whatever the process's locale.
std::string num(double v)
{
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, v, std::chars_format::fixed, 4).ptr;
    std::string s(buffer, end);
    s.erase(s.find_last_not_of('0') + 1);
    if (s.back() == '.')
        s.pop_back();
    return s == "-0" ? "0" : s;
}

// The parts one after the other (appended, not added up, which GCC 12 warns about).
template <typename... Parts> std::string cat(const Parts&... parts)
{
    std::string out;
    (out.append(parts), ...);
    return out;
}

// fill="#rrggbb" with fill-opacity when the colour is see-through; `what` is
// "fill" or "stroke".
std::string paint(const char* what, Rgba c)
{
    std::string out = std::string(" ") + what + "=\"" + hexText(c) + "\"";
    if (c.a != 255)
        out += std::string(" ") + what + "-opacity=\"" + num(c.a / 255.0) + "\"";
    return out;
}

std::string stroke(Rgba c, double width, const char* cap = "butt", const char* join = "miter")
{
    std::string out = paint("stroke", c) + " stroke-width=\"" + num(width) + "\"";
    if (std::string(cap) != "butt")
        out += std::string(" stroke-linecap=\"") + cap + "\"";
    if (std::string(join) != "miter")
        out += std::string(" stroke-linejoin=\"") + join + "\"";
    return out;
}

Point dirVector(Dir d)
{
    return {static_cast<double>(ff::dirDx(d)), static_cast<double>(ff::dirDy(d))};
}

Point operator+(Point a, Point b)
{
    return {a.x + b.x, a.y + b.y};
}
Point operator-(Point a, Point b)
{
    return {a.x - b.x, a.y - b.y};
}
Point operator*(Point a, double f)
{
    return {a.x * f, a.y * f};
}

Point centreOf(Cell c)
{
    return {c.x + 0.5, c.y + 0.5};
}

std::string points(const Point* first, std::size_t count)
{
    std::string out;
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0)
            out += ' ';
        out += num(first[i].x);
        out += ',';
        out += num(first[i].y);
    }
    return out;
}

template <typename Container> std::string points(const Container& c)
{
    return points(c.data(), c.size());
}

std::string dirText(Dir d)
{
    return std::string(1, ff::dirLetter(d));
}

// An object of the level or of the solution, as the app's scene holds it.
struct Object {
    PieceKind kind = PieceKind::Stone;
    ff::Side side = ff::Side::Own;
    Rgba colour;
    int value = 0;
    Cell at;
    bool placed = false;
};

class Writer {
public:
    Writer(const ff::Level& level, const SvgOptions& options)
        : level_(level), board_(level.board), options_(options)
    {
        out_.imbue(std::locale::classic());
        const int width = std::max(options.width, 1);
        const double w = board_.width();
        const double h = board_.height();
        margin_ = kMargin;
        pixel_ = (w + 2 * margin_) / width;
        detailed_ = 1 / pixel_ >= kMinLetterCell;
        if (!detailed_) {
            margin_ = kThumbMargin;
            pixel_ = (w + 2 * margin_) / width;
        }
        heightPx_ = std::max(1, static_cast<int>(std::lround((h + 2 * margin_) / pixel_)));
        for (const ff::Piece& piece : level.pieces) {
            if (!ff::isObjectKind(piece.kind))
                continue;
            Object o{piece.kind, piece.side, {}, piece.value.value_or(0), piece.at, false};
            if (piece.kind == PieceKind::Token)
                o.colour = tokenColour(piece.color, piece.side);
            objects_.push_back(o);
        }
        if (options.showSolution && level.solution) {
            for (const ff::Placement& pl : *level.solution)
                objects_.push_back({pl.kind, pl.side, tokenColour(std::nullopt, pl.side), 0, pl.at, true});
        }
    }

    int heightPx() const { return heightPx_; }

    std::string write()
    {
        const double w = board_.width();
        const double h = board_.height();
        out_ << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
             << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << std::max(options_.width, 1)
             << "\" height=\"" << heightPx_ << "\" viewBox=\"" << num(-margin_) << " " << num(-margin_) << " "
             << num(w + 2 * margin_) << " " << num(h + 2 * margin_) << "\" role=\"img\" aria-labelledby=\""
             << id("title") << " " << id("desc") << "\" font-family=\"DejaVu Sans, sans-serif\">\n"
             << "<title id=\"" << id("title") << "\">" << markupText(level_.title) << "</title>\n"
             << "<desc id=\"" << id("desc") << "\">" << markupText(description()) << "</desc>\n";
        writeWall();
        writeFloor();
        writeDoors();
        writeBlood();
        writeTeleporters();
        writeZone();
        if (detailed_)
            writeGates();
        writeOutline();
        if (detailed_)
            writeCellNames();
        for (std::size_t i = 0; i < objects_.size(); ++i)
            writeObject(objects_[i], i);
        writeMonster();
        out_ << "</svg>\n";
        return out_.str();
    }

private:
    std::string id(const std::string& name) const { return options_.idPrefix + name; }
    // At least one pixel wide, else `cells`.
    double atLeastPixels(double cells, double pixels) const { return std::max(cells, pixels * pixel_); }

    std::string description() const
    {
        std::ostringstream d;
        d << "A Furunkulus board of " << board_.width() << " by " << board_.height() << " cells. "
          << "The monster stands on " << cellName(level_.monsterAt) << " facing "
          << facingWord(level_.monsterFacing) << ".";
        if (board_.exit())
            d << " Exit on " << cellName(*board_.exit()) << ".";
        if (board_.entrance())
            d << " Entrance on " << cellName(*board_.entrance()) << ".";
        std::string fixed;
        std::string placed;
        for (const Object& o : objects_)
            (o.placed ? placed : fixed) += (o.placed || !fixed.empty() ? "; " : "") +
                                           ff::pieceNoun(o.kind, o.side) + " on " + cellName(o.at);
        if (!fixed.empty())
            d << " Pieces: " << fixed << ".";
        if (!placed.empty())
            d << " Placed by the solution: " << placed.substr(2) << ".";
        for (const ff::Piece& piece : level_.pieces) {
            if (piece.kind == PieceKind::Teleporter)
                d << " Teleporter " << piece.pair << " on " << cellName(piece.at) << ", arrow "
                  << facingWord(piece.arrow) << ".";
            if (piece.kind == PieceKind::Blood) {
                d << " Blood on";
                for (Cell c : piece.cells)
                    d << " " << cellName(c);
                d << ".";
            }
        }
        if (level_.allowed)
            d << " Pieces may be placed on " << level_.allowed->size() << " marked cells.";
        return d.str();
    }

    static const char* facingWord(Dir d)
    {
        switch (d) {
        case Dir::N:
            return "north";
        case Dir::E:
            return "east";
        case Dir::S:
            return "south";
        case Dir::W:
            return "west";
        }
        return "";
    }

    std::vector<Cell> playingCells() const
    {
        std::vector<Cell> cells;
        for (int y = 0; y < board_.height(); ++y) {
            for (int x = 0; x < board_.width(); ++x) {
                if (board_.isPlaying({x, y}))
                    cells.push_back({x, y});
            }
        }
        return cells;
    }

    // One path of the cells' squares: filled, the union of the cells.
    static std::string cellsPath(const std::vector<Cell>& cells)
    {
        std::string d;
        for (Cell c : cells)
            d += cat("M", num(c.x), " ", num(c.y), "h1v1h-1z");
        return d;
    }

    // The sides of `cells` that border no other of them.
    static std::string outlinePath(const std::vector<Cell>& cells)
    {
        const auto in = [&](Cell c) { return std::find(cells.begin(), cells.end(), c) != cells.end(); };
        std::string d;
        for (Cell c : cells) {
            if (!in({c.x, c.y - 1}))
                d += cat("M", num(c.x), " ", num(c.y), "h1");
            if (!in({c.x + 1, c.y}))
                d += cat("M", num(c.x + 1), " ", num(c.y), "v1");
            if (!in({c.x, c.y + 1}))
                d += cat("M", num(c.x), " ", num(c.y + 1), "h1");
            if (!in({c.x - 1, c.y}))
                d += cat("M", num(c.x), " ", num(c.y), "v1");
        }
        return d;
    }

    void writeWall()
    {
        const double w = board_.width();
        const double h = board_.height();
        out_ << "<defs>\n<linearGradient id=\"" << id("wall") << "\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
             << "<stop offset=\"0\" stop-color=\"" << hexText(palette::wallTop) << "\"/>"
             << "<stop offset=\"1\" stop-color=\"" << hexText(palette::wallBottom)
             << "\"/></linearGradient>\n";
        if (detailed_) {
            // Bricks half a cell high and a cell wide, each row shifted by half a brick,
            // rows counted from the board's top edge.
            out_ << "<pattern id=\"" << id("masonry")
                 << "\" patternUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"1\" height=\"1\">"
                 << "<path d=\"M0 0H1M0 0.5H1M0 1H1M0.5 0V0.5M0 0.5V1M1 0.5V1\" fill=\"none\""
                 << stroke(palette::masonry, atLeastPixels(0.03, 1)) << "/></pattern>\n";
        }
        out_ << "</defs>\n<rect x=\"" << num(-margin_) << "\" y=\"" << num(-margin_) << "\" width=\""
             << num(w + 2 * margin_) << "\" height=\"" << num(h + 2 * margin_) << "\" fill=\"url(#"
             << id("wall") << ")\"/>\n";
        if (detailed_)
            out_ << "<rect x=\"" << num(-margin_) << "\" y=\"" << num(-margin_) << "\" width=\""
                 << num(w + 2 * margin_) << "\" height=\"" << num(h + 2 * margin_) << "\" fill=\"url(#"
                 << id("masonry") << ")\"/>\n";
    }

    // A small deterministic per-cell variation so the floor looks like laid tiles
    // (as the app's renderer shades them).
    static int tileShade(Cell c)
    {
        const unsigned h = static_cast<unsigned>(c.x * 73856093) ^ static_cast<unsigned>(c.y * 19349663);
        return static_cast<int>((h >> 3) % 13) - 6;
    }

    void writeFloor()
    {
        const std::vector<Cell> playing = playingCells();
        const std::string floor = cellsPath(playing);
        out_ << "<path d=\"" << floor << "\" transform=\"translate(0.08 0.1)\""
             << paint("fill", palette::floorShadow) << "/>\n";
        out_ << "<path d=\"" << floor << "\"" << paint("fill", palette::floor) << "/>\n";
        if (detailed_) {
            for (Cell c : playing) {
                const int shade = tileShade(c);
                if (shade == 0)
                    continue;
                const Rgba tint = shade > 0
                                      ? withAlpha(palette::tileLight, static_cast<std::uint8_t>(shade * 7))
                                      : withAlpha(palette::tileDark, static_cast<std::uint8_t>(-shade * 6));
                out_ << "<rect x=\"" << c.x << "\" y=\"" << c.y << "\" width=\"1\" height=\"1\""
                     << paint("fill", tint) << "/>\n";
            }
        }
        std::string grid;
        for (Cell c : playing) {
            if (board_.isPlaying({c.x + 1, c.y}))
                grid += cat("M", num(c.x + 1), " ", num(c.y), "v1");
            if (board_.isPlaying({c.x, c.y + 1}))
                grid += cat("M", num(c.x), " ", num(c.y + 1), "h1");
        }
        if (!grid.empty())
            out_ << "<path d=\"" << grid << "\" fill=\"none\""
                 << stroke(palette::grid, atLeastPixels(0.03, 1)) << "/>\n";
    }

    void writeDoor(Cell c, Rgba tint, bool inward, const char* kind)
    {
        const double x = c.x;
        const double y = c.y;
        const double left = x + 0.26;
        const double top = y + 0.16;
        const double dw = 0.48;
        const double dh = 0.7;
        out_ << "<g data-kind=\"" << kind << "\" data-cell=\"" << cellName(c) << "\">"
             << "<rect x=\"" << num(x) << "\" y=\"" << num(y) << "\" width=\"1\" height=\"1\""
             << paint("fill", withAlpha(tint, 110)) << "/>"
             << "<path d=\"M" << num(left) << " " << num(top + dh) << "V" << num(top + dw / 2) << "A"
             << num(dw / 2) << " " << num(dw / 2) << " 0 0 1 " << num(left + dw) << " " << num(top + dw / 2)
             << "V" << num(top + dh) << "Z\"" << paint("fill", palette::doorOpening)
             << stroke(darker(tint, 220), 0.04) << "/>";
        const Point mid{left + dw / 2, top + dh * 0.6};
        const Point tip = mid + Point{0, inward ? 0.12 : -0.12};
        out_ << "<polygon points=\"" << points(arrowHead(tip, {0, inward ? 1.0 : -1.0}, 0.28)) << "\""
             << paint("fill", lighter(tint, 150)) << "/></g>\n";
    }

    void writeDoors()
    {
        if (board_.exit() && board_.isPlaying(*board_.exit()))
            writeDoor(*board_.exit(), palette::exitDoor, false, "exit");
        if (board_.entrance() && board_.isPlaying(*board_.entrance()))
            writeDoor(*board_.entrance(), palette::entranceDoor, true, "entrance");
    }

    void writeBlood()
    {
        int n = 0;
        for (const ff::Piece& piece : level_.pieces) {
            if (piece.kind != PieceKind::Blood || piece.cells.empty())
                continue;
            int minX = piece.cells[0].x, maxX = minX, minY = piece.cells[0].y, maxY = minY;
            std::string names;
            for (Cell c : piece.cells) {
                minX = std::min(minX, c.x);
                maxX = std::max(maxX, c.x);
                minY = std::min(minY, c.y);
                maxY = std::max(maxY, c.y);
                names += cat(names.empty() ? "" : " ", cellName(c));
            }
            const std::string gradient = id("blood" + std::to_string(n++));
            const double radius = std::max<double>(maxX - minX + 1, 1) * 0.7;
            out_ << "<g data-kind=\"blood\" data-cells=\"" << names << "\"><radialGradient id=\"" << gradient
                 << "\" gradientUnits=\"userSpaceOnUse\" cx=\"" << num((minX + maxX + 1) / 2.0) << "\" cy=\""
                 << num((minY + maxY + 1) / 2.0) << "\" r=\"" << num(radius)
                 << "\"><stop offset=\"0\" stop-color=\"" << hexText(palette::bloodCentre)
                 << "\"/><stop offset=\"1\" stop-color=\"" << hexText(palette::bloodRim)
                 << "\"/></radialGradient>"
                 << "<path d=\"" << cellsPath(piece.cells) << "\" fill=\"url(#" << gradient << ")\"/>"
                 << "<path d=\"" << outlinePath(piece.cells) << "\" fill=\"none\""
                 << stroke(palette::bloodEdge, 0.05, "round", "round") << "/>";
            if (detailed_) {
                for (Cell c : piece.cells)
                    out_ << "<ellipse cx=\"" << num(c.x + 0.35) << "\" cy=\"" << num(c.y + 0.26)
                         << "\" rx=\"0.15\" ry=\"0.06\"" << paint("fill", palette::bloodShine) << "/>";
            }
            out_ << "</g>\n";
        }
    }

    // Text centred on `c` as the app centres it in a box: the line's middle (DejaVu
    // Sans: ascent 0.928, descent 0.236 of the size) on the point.
    void writeText(Point c, const std::string& text, double size, Rgba colour, bool bold)
    {
        out_ << "<text x=\"" << num(c.x) << "\" y=\"" << num(c.y + size * 0.346) << "\" font-size=\""
             << num(size) << "\"" << (bold ? " font-weight=\"bold\"" : "") << " text-anchor=\"middle\""
             << paint("fill", colour) << ">" << markupText(text) << "</text>";
    }

    void writeTeleporters()
    {
        int n = 0;
        for (const ff::Piece& t : level_.pieces) {
            if (t.kind != PieceKind::Teleporter)
                continue;
            const Point c = centreOf(t.at);
            const std::string gradient = id("teleporter" + std::to_string(n++));
            out_ << "<g data-kind=\"teleporter\" data-cell=\"" << cellName(t.at) << "\" data-pair=\""
                 << markupText(t.pair) << "\" data-arrow=\"" << dirText(t.arrow) << "\"><radialGradient id=\""
                 << gradient << "\" gradientUnits=\"userSpaceOnUse\" cx=\"" << num(c.x) << "\" cy=\""
                 << num(c.y) << "\" r=\"0.46\"><stop offset=\"0\" stop-color=\""
                 << hexText(palette::teleporterCentre) << "\"/><stop offset=\"0.55\" stop-color=\""
                 << hexText(palette::teleporterMiddle) << "\"/><stop offset=\"1\" stop-color=\""
                 << hexText(palette::teleporterRim) << "\"/></radialGradient>"
                 << "<circle cx=\"" << num(c.x) << "\" cy=\"" << num(c.y) << "\" r=\"0.43\" fill=\"url(#"
                 << gradient << ")\"" << stroke(palette::teleporterEdge, 0.04) << "/>"
                 << "<circle cx=\"" << num(c.x) << "\" cy=\"" << num(c.y) << "\" r=\"0.3\" fill=\"none\""
                 << stroke(palette::teleporterRing, 0.03) << "/>";
            const Point v = dirVector(t.arrow);
            out_ << "<polygon points=\"" << points(arrowHead(c + v * 0.40, v, 0.3)) << "\""
                 << paint("fill", palette::teleporterArrow) << stroke(palette::teleporterArrowEdge, 0.025)
                 << "/>";
            // The name's size as the app's: by its length in characters.
            const double length = static_cast<double>(t.pair.size());
            const double size = length <= 1 ? 0.36 : length <= 2 ? 0.28 : 0.5 / length + 0.05;
            writeText(c, t.pair, size, palette::teleporterName, true);
            out_ << "</g>\n";
        }
    }

    void writeZone()
    {
        if (!level_.allowed)
            return;
        const Rgba dot = withAlpha(darker(palette::zone, 160), 220);
        const double radius = atLeastPixels(0.05, 1);
        for (Cell c : *level_.allowed) {
            if (!board_.isPlaying(c))
                continue;
            const bool door = c == board_.exit() || c == board_.entrance();
            out_ << "<g data-kind=\"zone\" data-cell=\"" << cellName(c) << "\"><rect x=\"" << c.x << "\" y=\""
                 << c.y << "\" width=\"1\" height=\"1\"" << paint("fill", palette::zoneTint) << "/>";
            for (double fx : {0.25, 0.75}) {
                for (double fy : {0.25, 0.75})
                    out_ << "<circle cx=\"" << num(c.x + fx) << "\" cy=\"" << num(c.y + fy) << "\" r=\""
                         << num(radius) << "\"" << paint("fill", door ? palette::gate : dot) << "/>";
            }
            out_ << "</g>\n";
        }
    }

    // As the app's renderer draws the gates: a light tab on the floor's edge reaching
    // into the wall, its far end rounded, the edge's symbol in it.
    void writeGates()
    {
        const EdgeLabels labels(board_);
        for (const EdgeLabel& l : labels.labels()) {
            const Cell v = ff::step(l.cell, l.dir);
            int sides = 0;
            for (Dir d : {Dir::N, Dir::E, Dir::S, Dir::W})
                sides += board_.isPlaying(ff::step(v, d)) ? 1 : 0;
            const bool crowded = sides > 1;
            const Point out = dirVector(l.dir);
            Point base = centreOf(l.cell) + out * 0.5;
            for (Dir side : {ff::turnLeft(l.dir), ff::turnRight(l.dir)}) {
                if (board_.isPlaying(ff::step(v, side)))
                    base = base - dirVector(side) * 0.2;
            }
            const double depth = crowded ? 0.48 : 0.58;
            const double half = crowded ? 0.22 : 0.27;
            const Point across{-out.y, out.x};
            const Point a = base + across * half;
            const Point b = a + out * (depth - half);
            const Point c1 = base + across * half + out * (depth * 1.02);
            const Point c2 = base - across * half + out * (depth * 1.02);
            const Point e = base - across * half + out * (depth - half);
            const Point f = base - across * half;
            const std::string symbol = EdgeLabels::symbolText(l.symbol);
            out_ << "<g data-kind=\"gate\" data-cell=\"" << cellName(l.cell) << "\" data-edge=\""
                 << dirText(l.dir) << "\" data-letter=\"" << symbol << "\"><path d=\"M" << num(a.x) << " "
                 << num(a.y) << "L" << num(b.x) << " " << num(b.y) << "C" << num(c1.x) << " " << num(c1.y)
                 << " " << num(c2.x) << " " << num(c2.y) << " " << num(e.x) << " " << num(e.y) << "L"
                 << num(f.x) << " " << num(f.y) << "Z\"" << paint("fill", palette::gate)
                 << stroke(palette::outline, atLeastPixels(0.04, 1), "round", "round") << "/>";
            const Point mid = base + out * (depth * 0.5 + 0.03);
            const double letter =
                std::min((crowded ? 0.28 : 0.34) * (l.symbol < EdgeLabels::kStar + 27 ? 1.0 : 0.75),
                         kMaxLetter * pixel_);
            if (l.symbol == EdgeLabels::kStar) {
                out_ << "<polygon points=\"" << points(star(mid, letter * 0.55)) << "\""
                     << paint("fill", palette::gateLetter) << "/>";
            } else {
                // The glyph's ink centred on the point: half a capital's height (0.73) below it.
                out_ << "<text x=\"" << num(mid.x) << "\" y=\"" << num(mid.y + letter * 0.365)
                     << "\" font-size=\"" << num(letter) << "\" font-weight=\"bold\" text-anchor=\"middle\""
                     << paint("fill", palette::gateLetter) << ">" << symbol << "</text>";
            }
            out_ << "</g>\n";
        }
    }

    void writeOutline()
    {
        out_ << "<path d=\"" << outlinePath(playingCells()) << "\" fill=\"none\""
             << stroke(palette::outline, atLeastPixels(0.09, 1.5), "square", "miter") << "/>\n";
    }

    void writeCellNames()
    {
        const double size = std::min(std::max(0.28, std::min(9 * pixel_, 0.45)), kMaxLetter * 0.6 * pixel_);
        out_ << "<g data-kind=\"cell-names\">";
        for (int x = 0; x < board_.width(); ++x) {
            for (double y : {-kNameDistance, board_.height() + kNameDistance})
                writeText({x + 0.5, y}, columnName(x), size, palette::cellName, false);
        }
        for (int y = 0; y < board_.height(); ++y) {
            for (double x : {-kNameDistance, board_.width() + kNameDistance})
                writeText({x, y + 0.5}, rowName(y), size, palette::cellName, false);
        }
        out_ << "</g>\n";
    }

    // A radial gradient in the picture's units.
    std::string radial(const std::string& name, Point c, double r, Rgba from, Rgba to)
    {
        std::ostringstream g;
        g << "<radialGradient id=\"" << id(name) << "\" gradientUnits=\"userSpaceOnUse\" cx=\"" << num(c.x)
          << "\" cy=\"" << num(c.y) << "\" r=\"" << num(r) << "\"><stop offset=\"0\" stop-color=\""
          << hexText(from) << "\"/><stop offset=\"1\" stop-color=\"" << hexText(to)
          << "\"/></radialGradient>";
        return g.str();
    }

    // A token's number, its ink centred on `c`, outlined in the opposite colour.
    void writeNumber(Point c, int value, Rgba base)
    {
        if (value <= 0)
            return;
        const double size = 0.42;
        const Rgba fill = textOn(base);
        const Rgba halo = lightness(fill) > 0.5 ? palette::darkHalo : palette::lightText;
        out_ << "<text x=\"" << num(c.x) << "\" y=\"" << num(c.y + size * 0.364) << "\" font-size=\""
             << num(size) << "\" font-weight=\"bold\" text-anchor=\"middle\" paint-order=\"stroke\""
             << paint("fill", fill) << stroke(halo, atLeastPixels(size * 0.16, 1), "round", "round") << ">"
             << value << "</text>";
    }

    void writeToken(const Object& o, const std::string& name)
    {
        const Point c = centreOf(o.at);
        out_ << radial(name, c - Point{0.12, 0.14}, 0.5, lighter(o.colour, 130), darker(o.colour, 115));
        const std::string fill = " fill=\"url(#" + id(name) + ")\"";
        if (o.side == ff::Side::Own) {
            const double rad = 0.37;
            out_ << "<circle cx=\"" << num(c.x) << "\" cy=\"" << num(c.y) << "\" r=\"" << num(rad) << "\""
                 << paint("fill", palette::ownRing) << stroke(palette::ownRim, 0.03) << "/>"
                 << "<circle cx=\"" << num(c.x) << "\" cy=\"" << num(c.y) << "\" r=\"" << num(rad * 0.78)
                 << "\"" << fill << "/>";
            const Point top = c + Point{0, -rad * 0.62};
            const double w = 0.17;
            out_ << "<path d=\"M" << num(top.x - w / 2) << " " << num(top.y) << "H" << num(top.x + w / 2)
                 << "V" << num(top.y + w * 0.45) << "Q" << num(top.x + w / 2) << " " << num(top.y + w * 0.9)
                 << " " << num(top.x) << " " << num(top.y + w * 1.1) << "Q" << num(top.x - w / 2) << " "
                 << num(top.y + w * 0.9) << " " << num(top.x - w / 2) << " " << num(top.y + w * 0.45) << "Z\""
                 << paint("fill", withAlpha(textOn(o.colour), 200)) << "/>";
            writeNumber(c + Point{0, rad * 0.2}, o.value, o.colour);
            return;
        }
        const double half = 0.36;
        out_ << "<rect x=\"" << num(c.x - half) << "\" y=\"" << num(c.y - half) << "\" width=\""
             << num(2 * half) << "\" height=\"" << num(2 * half) << "\" rx=\"0.09\"" << fill
             << stroke(palette::enemyRim, 0.075, "round", "round") << "/>";
        for (int sign : {-1, 1}) {
            const double x = c.x + sign * half * 0.55;
            const double top = c.y - half;
            const std::array<Point, 3> horn = {
                {{x - half * 0.22, top}, {x + half * 0.22, top}, {x, top + half * 0.42}}};
            out_ << "<polygon points=\"" << points(horn) << "\"" << paint("fill", palette::enemyRim) << "/>";
        }
        writeNumber(c + Point{0, half * 0.125}, o.value, o.colour);
    }

    void writeStone(Cell at, const std::string& name)
    {
        const Point corner{static_cast<double>(at.x), static_cast<double>(at.y)};
        const Point c = centreOf(at);
        std::array<Point, kStoneOutline.size()> outline;
        for (std::size_t i = 0; i < outline.size(); ++i)
            outline[i] = corner + kStoneOutline[i];
        out_ << radial(name, c - Point{0.15, 0.18}, 0.65, palette::stoneLight, palette::stoneDark)
             << "<polygon points=\"" << points(outline) << "\" fill=\"url(#" << id(name) << ")\""
             << stroke(darker(palette::stoneDark, 170), 0.045, "round", "round") << "/>"
             << "<ellipse cx=\"" << num(corner.x + 0.41) << "\" cy=\"" << num(corner.y + 0.29)
             << "\" rx=\"0.13\" ry=\"0.07\"" << paint("fill", palette::stoneShine) << "/>";
    }

    void writeCrystal(Cell at, const std::string& name)
    {
        const Point c = centreOf(at);
        std::array<Point, 6> hex;
        std::array<Point, 6> inner;
        for (int i = 0; i < 6; ++i) {
            const double a = (-90.0 + 60.0 * i) * 3.14159265358979323846 / 180;
            hex[static_cast<std::size_t>(i)] = c + Point{std::cos(a) * 0.40, std::sin(a) * 0.40};
            inner[static_cast<std::size_t>(i)] = c + (hex[static_cast<std::size_t>(i)] - c) * 0.45;
        }
        out_ << "<linearGradient id=\"" << id(name) << "\" gradientUnits=\"userSpaceOnUse\" x1=\""
             << num(at.x) << "\" y1=\"" << num(at.y) << "\" x2=\"" << num(at.x + 1) << "\" y2=\""
             << num(at.y + 1) << "\"><stop offset=\"0\" stop-color=\"" << hexText(palette::crystalLight)
             << "\"/><stop offset=\"1\" stop-color=\"" << hexText(palette::crystalDeep)
             << "\"/></linearGradient>"
             << "<polygon points=\"" << points(hex) << "\" fill=\"url(#" << id(name) << ")\""
             << stroke(palette::crystalRim, 0.06, "round", "round") << "/>";
        std::string facets = cat("M", num(inner[0].x), " ", num(inner[0].y));
        for (std::size_t i = 1; i < 6; ++i)
            facets += cat("L", num(inner[i].x), " ", num(inner[i].y));
        facets += "Z";
        for (std::size_t i = 0; i < 6; ++i)
            facets += cat("M", num(inner[i].x), " ", num(inner[i].y), "L", num(hex[i].x), " ", num(hex[i].y));
        out_ << "<path d=\"" << facets << "\" fill=\"none\"" << stroke(palette::crystalFacet, 0.03) << "/>"
             << "<polygon points=\"" << points(star(c + Point{-0.17, -0.2}, 0.07)) << "\""
             << paint("fill", palette::crystalSparkle) << "/>";
    }

    void writeTurnStone(PieceKind kind, Cell at, const std::string& name)
    {
        const Point c = centreOf(at);
        const std::string gradient =
            radial(name, c - Point{0.15, 0.18}, 0.65, palette::turnStoneLight, palette::turnStoneDark);
        out_ << gradient;
        if (kind == PieceKind::Turn180) {
            out_ << "<rect x=\"" << num(at.x + 0.12) << "\" y=\"" << num(at.y + 0.12)
                 << "\" width=\"0.76\" height=\"0.76\" rx=\"0.18\" fill=\"url(#" << id(name) << ")\""
                 << stroke(darker(palette::turnStoneDark, 170), 0.045, "round", "round") << "/>";
        } else {
            const double sign = kind == PieceKind::TurnLeft ? -1 : 1;
            std::array<Point, kTurnStoneOutline.size()> outline;
            for (std::size_t i = 0; i < outline.size(); ++i)
                outline[i] = c + Point{kTurnStoneOutline[i].x * sign, kTurnStoneOutline[i].y};
            out_ << "<polygon points=\"" << points(outline) << "\" fill=\"url(#" << id(name) << ")\""
                 << stroke(darker(palette::turnStoneDark, 170), 0.06, "round", "round") << "/>";
        }
        const double r = 0.42;
        const TurnArrow arrow = turnArrow(kind);
        std::vector<Point> line;
        for (Point q : arrow.line)
            line.push_back(c + q * r);
        out_ << "<polyline points=\"" << points(line) << "\" fill=\"none\""
             << stroke(palette::turnArrow, kTurnArrowWidth * r, "butt", "round") << "/>"
             << "<polygon points=\""
             << points(arrowHead(c + arrow.tip * r, arrow.heading, kTurnArrowHead * r)) << "\""
             << paint("fill", palette::turnArrow) << "/>";
    }

    void writeObject(const Object& o, std::size_t index)
    {
        const std::string name = "piece" + std::to_string(index);
        out_ << "<g data-kind=\"" << ff::kindName(o.kind) << "\" data-cell=\"" << cellName(o.at) << "\"";
        if (o.kind == PieceKind::Token)
            out_ << " data-side=\"" << ff::sideName(o.side) << "\"";
        if (o.placed)
            out_ << " data-placed=\"true\"";
        out_ << ">";
        if (o.placed)
            out_ << "<rect x=\"" << num(o.at.x + 0.05) << "\" y=\"" << num(o.at.y + 0.05)
                 << "\" width=\"0.9\" height=\"0.9\" rx=\"0.12\""
                 << paint("fill", withAlpha(palette::placed, 40))
                 << stroke(withAlpha(palette::placed, 200), 0.05) << "/>";
        switch (o.kind) {
        case PieceKind::Token:
            writeToken(o, name);
            break;
        case PieceKind::Stone:
            writeStone(o.at, name);
            break;
        case PieceKind::Crystal:
            writeCrystal(o.at, name);
            break;
        case PieceKind::TurnRight:
        case PieceKind::TurnLeft:
        case PieceKind::Turn180:
            writeTurnStone(o.kind, o.at, name);
            break;
        case PieceKind::Blood:
        case PieceKind::Teleporter:
            break;
        }
        out_ << "</g>\n";
    }

    void writeMonster()
    {
        const Point c = centreOf(level_.monsterAt);
        const std::string line = stroke(palette::monsterLine, 0.03, "round", "round");
        out_ << "<g data-kind=\"monster\" data-cell=\"" << cellName(level_.monsterAt) << "\" data-facing=\""
             << dirText(level_.monsterFacing) << "\" transform=\"translate(" << num(c.x) << " " << num(c.y)
             << ") rotate(" << 90 * static_cast<int>(level_.monsterFacing) << ")\">"
             << radial("monster", {-0.1, -0.12}, 0.48, palette::monsterLight, palette::monsterDark);
        for (int i = -1; i <= 1; ++i) {
            const std::array<Point, 3> spike = {
                {{i * 0.16 - 0.09, 0.25}, {i * 0.16 + 0.09, 0.25}, {i * 0.2, 0.47}}};
            out_ << "<polygon points=\"" << points(spike) << "\"" << paint("fill", palette::monsterSpike)
                 << line << "/>";
        }
        out_ << "<polygon points=\"0,-0.5 0.2,-0.22 -0.2,-0.22\"" << paint("fill", palette::monsterSnout)
             << line << "/><ellipse cx=\"0\" cy=\"0.02\" rx=\"0.34\" ry=\"0.32\" fill=\"url(#"
             << id("monster") << ")\"" << line << "/>";
        for (int sign : {-1, 1})
            out_ << "<ellipse cx=\"" << num(sign * 0.13) << "\" cy=\"-0.12\" rx=\"0.1\" ry=\"0.11\""
                 << paint("fill", palette::monsterEye) << stroke(palette::monsterLine, 0.02)
                 << "/><ellipse cx=\"" << num(sign * 0.12) << "\" cy=\"-0.16\" rx=\"0.05\" ry=\"0.055\""
                 << paint("fill", palette::monsterPupil) << "/>";
        out_ << "<path d=\"M-0.1316 0.1008A0.14 0.09 0 0 0 0.1316 0.1008\" fill=\"none\""
             << stroke(palette::monsterGrin, 0.035, "round") << "/></g>\n";
    }

    const ff::Level& level_;
    const ff::Board& board_;
    const SvgOptions& options_;
    double margin_ = kMargin;
    double pixel_ = 1; // one pixel in cells
    bool detailed_ = true;
    int heightPx_ = 1;
    std::vector<Object> objects_;
    std::ostringstream out_;
};

} // namespace

std::string boardSvg(const ff::Level& level, const SvgOptions& options)
{
    return Writer(level, options).write();
}

int svgHeight(const ff::Level& level, int width)
{
    return Writer(level, SvgOptions{width, false, ""}).heightPx();
}

} // namespace ff::picture
