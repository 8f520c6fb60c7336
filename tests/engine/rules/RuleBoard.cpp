#include "tests/engine/rules/RuleBoard.h"

#include "engine/rules/BloodPool.h"

#include <cctype>
#include <stdexcept>

namespace ff::test {

namespace {

struct ObjectLetter {
    char letter;
    PieceKind kind;
    Side side;
};

constexpr ObjectLetter kObjects[] = {
    {'o', PieceKind::Token, Side::Own},       {'e', PieceKind::Token, Side::Enemy},
    {'s', PieceKind::Stone, Side::Enemy},     {'c', PieceKind::Crystal, Side::Enemy},
    {'r', PieceKind::TurnRight, Side::Enemy}, {'l', PieceKind::TurnLeft, Side::Enemy},
    {'u', PieceKind::Turn180, Side::Enemy},
};

const ObjectLetter* objectOf(char letter)
{
    const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
    for (const ObjectLetter& o : kObjects) {
        if (o.letter == lower)
            return &o;
    }
    return nullptr;
}

std::string cellText(Cell c)
{
    return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")";
}

} // namespace

RuleBoard::RuleBoard(std::vector<std::string> rows) : rows_(std::move(rows)) {}

RuleBoard RuleBoard::standard(std::vector<std::string> rows)
{
    RuleBoard b;
    b.standard_ = true;
    if (rows.empty()) {
        const Board board = Board::standard();
        rows.assign(board.height(), std::string(board.width(), '.'));
        for (Cell c : board.voids())
            rows[c.y][c.x] = '#';
        rows[0][0] = 'M';
    }
    b.rows_ = std::move(rows);
    return b;
}

RuleBoard& RuleBoard::facing(Dir d)
{
    facing_ = d;
    return *this;
}

RuleBoard& RuleBoard::set(Cell c, char letter)
{
    if (c.y < 0 || c.y >= static_cast<int>(rows_.size()) || c.x < 0 ||
        c.x >= static_cast<int>(rows_[c.y].size()))
        throw std::invalid_argument("set: " + cellText(c) + " is outside the picture");
    rows_[c.y][c.x] = letter;
    return *this;
}

RuleBoard& RuleBoard::teleporter(char digit, Dir first, Dir second)
{
    arrows_[digit] = {first, second};
    return *this;
}

RuleBoard& RuleBoard::exit(Cell c)
{
    exit_ = c;
    return *this;
}

RuleBoard& RuleBoard::entrance(Cell c)
{
    entrance_ = c;
    return *this;
}

RuleBoard& RuleBoard::goal(Goal g)
{
    goal_ = g;
    return *this;
}

Level RuleBoard::level() const
{
    const int height = static_cast<int>(rows_.size());
    const int width = height == 0 ? 0 : static_cast<int>(rows_[0].size());
    if (height < Board::kMinSize || height > Board::kMaxSize || width < Board::kMinSize ||
        width > Board::kMaxSize)
        throw std::invalid_argument("the picture must be 2..64 cells each way");
    for (const std::string& row : rows_) {
        if (static_cast<int>(row.size()) != width)
            throw std::invalid_argument("the picture's rows differ in length");
    }

    Level level;
    level.id = "rule-test";
    level.title = "Rule test";
    level.monsterFacing = facing_;
    if (goal_ != Goal::EatAllEnemies)
        level.goal = goal_;

    std::vector<Cell> voids;
    std::vector<std::vector<bool>> blood(height, std::vector<bool>(width, false));
    std::map<char, std::vector<Cell>> teleporters;
    int monsters = 0;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const char ch = rows_[y][x];
            const Cell at{x, y};
            if (ch == '.')
                continue;
            if (ch == '#') {
                voids.push_back(at);
            } else if (ch == 'b') {
                blood[y][x] = true;
            } else if (ch == 'M' || ch == 'm') {
                ++monsters;
                level.monsterAt = at;
                blood[y][x] = ch == 'm';
            } else if (ch >= '1' && ch <= '8') {
                teleporters[ch].push_back(at);
            } else if (const ObjectLetter* o = objectOf(ch)) {
                Piece p;
                p.kind = o->kind;
                p.at = at;
                p.side = o->side;
                level.pieces.push_back(p);
                blood[y][x] = std::isupper(static_cast<unsigned char>(ch)) != 0;
            } else {
                throw std::invalid_argument("unknown letter '" + std::string(1, ch) + "' at " + cellText(at));
            }
        }
    }
    if (monsters != 1)
        throw std::invalid_argument("the picture needs exactly one monster, it has " +
                                    std::to_string(monsters));

    if (standard_) {
        level.board = Board::standard();
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                if ((rows_[y][x] == '#') != (height == 11 && width == 16 && level.board.isVoid({x, y})))
                    throw std::invalid_argument("the standard picture must be 16 x 11 with the R3 voids; " +
                                                cellText({x, y}) + " differs");
            }
        }
        if (exit_ || entrance_)
            throw std::invalid_argument("the standard board's exit and entrance are fixed (R3)");
    } else {
        level.board = Board(width, height, voids, exit_, entrance_);
    }

    for (const auto& [digit, cells] : teleporters) {
        const auto arrows = arrows_.find(digit);
        if (cells.size() != 2 || arrows == arrows_.end())
            throw std::invalid_argument("teleporter '" + std::string(1, digit) +
                                        "' needs exactly two cells and its arrows");
        for (int k = 0; k < 2; ++k) {
            Piece p;
            p.kind = PieceKind::Teleporter;
            p.at = cells[k];
            p.pair = std::string(1, digit);
            p.arrow = k == 0 ? arrows->second.first : arrows->second.second;
            level.pieces.push_back(p);
        }
    }

    // Blood: one piece per connected group of cells.
    std::vector<Cell> bloodCells;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            if (blood[y][x])
                bloodCells.push_back({x, y});
        }
    }
    for (std::vector<Cell>& part : connectedParts(bloodCells)) {
        Piece pool;
        pool.kind = PieceKind::Blood;
        pool.cells = std::move(part);
        level.pieces.push_back(pool);
    }
    return level;
}

std::vector<std::string> RuleBoard::picture(const Arena& arena, const State& s) const
{
    std::vector<std::string> out = rows_;
    for (int y = 0; y < static_cast<int>(out.size()); ++y) {
        for (int x = 0; x < static_cast<int>(out[y].size()); ++x) {
            char& ch = out[y][x];
            if (ch == '#')
                continue;
            const int idx = arena.index({x, y});
            const bool blood = arena.isBlood(idx);
            const std::uint8_t content = s.cells[idx];
            if (idx == s.monster) {
                ch = blood ? 'm' : 'M';
            } else if (isObject(content)) {
                ch = letter(kindOfContent(content), sideOfContent(content));
                if (blood)
                    ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
            } else if (blood) {
                ch = 'b';
            } else if (!arena.isTeleporter(idx)) {
                ch = '.';
            }
        }
    }
    return out;
}

char RuleBoard::letter(PieceKind kind, Side side)
{
    for (const ObjectLetter& o : kObjects) {
        if (o.kind == kind && effectiveSide(kind, o.side) == effectiveSide(kind, side))
            return o.letter;
    }
    return '?';
}

} // namespace ff::test
