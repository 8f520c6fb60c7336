// validateLevel / validatePack (engine/files/Validation.h): the semantic rules of a
// level, docs/spec/rules.md §1-2 and the validity rules of the level format.
#include "engine/files/Validation.h"

#include "engine/files/IsoWeek.h"
#include "engine/files/JsonPath.h"
#include "engine/files/ProblemLimit.h"
#include "engine/files/Utf8.h"
#include "engine/rules/BloodPool.h"
#include "engine/rules/Placement.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <set>

namespace ff {

namespace {

constexpr std::size_t kMaxIdLength = 64;
constexpr std::size_t kMaxPairLength = 8;

std::string cellName(Cell c)
{
    return '(' + std::to_string(c.x) + ',' + std::to_string(c.y) + ')';
}

std::vector<std::string> cellArgs(Cell c)
{
    return {std::to_string(c.x), std::to_string(c.y)};
}

bool validId(std::string_view id)
{
    if (id.empty() || id.size() > kMaxIdLength)
        return false;
    return std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
    });
}

class Validator {
public:
    explicit Validator(const Level& level)
        : l_(level), board_(level.board), rules_(level), inventory_(inventoryCounts(level))
    {
    }

    std::vector<Problem> run()
    {
        checkTexts();
        checkBoard();
        checkPieces();
        checkMonster();
        checkInventory();
        checkAllowed();
        checkFreeCells();
        checkSolution();
        checkExtras(l_.extras, problems_);
        capProblems(problems_);
        return std::move(problems_);
    }

    static void checkExtras(const std::vector<std::pair<std::string, std::string>>& extras,
                            std::vector<Problem>& out);
    static void checkId(const std::string& id, const std::string& path, std::vector<Problem>& out);
    // Well-formed UTF-8 of at most `max` characters (and at least one when `nonEmpty`).
    static void checkText(const std::string& text, const std::string& path, std::size_t max, bool nonEmpty,
                          std::vector<Problem>& out);

private:
    void add(std::string path, std::string code, std::vector<std::string> args, std::string message)
    {
        if (problems_.size() <= kMaxProblems)
            problems_.push_back({std::move(path), std::move(code), std::move(args), std::move(message)});
    }

    void checkRange(int value, const std::string& path, int min, int max)
    {
        if (value < min || value > max)
            add(path, "integer-range", {std::to_string(min), std::to_string(max)},
                "expected an integer from " + std::to_string(min) + " to " + std::to_string(max));
    }

    void checkTranslations(const I18n& map, const std::string& path)
    {
        for (const auto& [lang, text] : map) {
            if (lang.empty())
                add(path, "empty-language", {}, "a language code is empty");
            else if (!utf8Length(lang))
                add(path, "invalid-utf8", {}, "a language code is not valid UTF-8 text");
            else
                checkText(text, pathKey(path, lang), kMaxTextLength, false, problems_);
        }
    }

    void checkTexts()
    {
        checkId(l_.id, "id", problems_);
        checkText(l_.title, "title", kMaxTextLength, true, problems_);
        checkTranslations(l_.titleI18n, "title_i18n");
        if (l_.author)
            checkText(*l_.author, "author", kMaxTextLength, false, problems_);
        checkTranslations(l_.authorI18n, "author_i18n");
        if (l_.week)
            checkWeek(*l_.week);
        if (l_.difficulty)
            checkRange(*l_.difficulty, "difficulty", 1, 5);
        if (l_.hint)
            checkText(*l_.hint, "hint", kMaxTextLength, false, problems_);
        checkTranslations(l_.hintI18n, "hint_i18n");
    }

    void checkWeek(const std::string& week)
    {
        const std::optional<IsoWeek> parsed = parseIsoWeek(week);
        if (!parsed) {
            add("week", "bad-week", {}, R"(expected an ISO week "YYYY-Www" such as "2026-W48")");
            return;
        }
        if (!isoWeekExists(*parsed)) {
            const int weeks = isoWeeksInYear(parsed->year);
            add("week", "bad-week-number", {week.substr(0, 4), week.substr(6, 2), std::to_string(weeks)},
                "week " + week.substr(6, 2) + " does not exist in " + week.substr(0, 4) +
                    " (it has weeks 01 to " + std::to_string(weeks) + ")");
        }
    }

    // Reports `c` when it is outside the rectangle or void; true when it is playing.
    bool checkPlaying(Cell c, const std::string& path)
    {
        if (!board_.inside(c)) {
            std::vector<std::string> args = cellArgs(c);
            args.push_back(std::to_string(board_.width()));
            args.push_back(std::to_string(board_.height()));
            add(path, "outside-board", std::move(args),
                cellName(c) + " is outside the " + std::to_string(board_.width()) + 'x' +
                    std::to_string(board_.height()) + " board");
            return false;
        }
        if (board_.isVoid(c)) {
            add(path, "void-cell", cellArgs(c), cellName(c) + " is a void cell");
            return false;
        }
        return true;
    }

    // Reports a cell listed before in the same list; true when it is new.
    bool checkUnique(std::map<Cell, std::string>& seen, Cell c, const std::string& path)
    {
        const auto [it, fresh] = seen.emplace(c, path);
        if (!fresh) {
            std::vector<std::string> args = cellArgs(c);
            args.push_back(it->second);
            add(path, "duplicate-cell", std::move(args),
                cellName(c) + " is listed twice (also " + it->second + ')');
        }
        return fresh;
    }

    void checkBoard()
    {
        checkRange(board_.width(), "board.width", Board::kMinSize, Board::kMaxSize);
        checkRange(board_.height(), "board.height", Board::kMinSize, Board::kMaxSize);
        std::map<Cell, std::string> seen;
        for (std::size_t i = 0; i < board_.voids().size(); ++i) {
            const Cell c = board_.voids()[i];
            const std::string path = pathIndex("board.void", i);
            if (!board_.inside(c)) {
                checkPlaying(c, path);
                continue;
            }
            if (!checkUnique(seen, c, path))
                continue;
            const Cell m = board_.reflect(c);
            if (!board_.isVoid(m)) {
                std::vector<std::string> args = cellArgs(c);
                args.push_back(std::to_string(m.x));
                args.push_back(std::to_string(m.y));
                add(path, "void-not-symmetric", std::move(args),
                    cellName(c) + " is void but its mirror cell " + cellName(m) +
                        " is not (the void cells must be point-symmetric)");
            }
        }
        if (board_.exit())
            checkPlaying(*board_.exit(), "board.exit");
        if (board_.entrance())
            checkPlaying(*board_.entrance(), "board.entrance");
    }

    static std::string piecePath(std::size_t i) { return pathIndex("pieces", i); }

    void checkFloor(Cell c, std::size_t piece, const std::string& path)
    {
        const auto [it, fresh] = floor_.emplace(c, piece);
        if (fresh || (it->second != piece && mayShareCell(occupantOf(l_.pieces[it->second].kind),
                                                          occupantOf(l_.pieces[piece].kind))))
            return;
        const std::string other = piecePath(it->second);
        std::vector<std::string> args = cellArgs(c);
        args.push_back(other);
        if (it->second == piece)
            add(path, "duplicate-cell", std::move(args), cellName(c) + " is listed twice");
        else
            add(path, "floor-taken", std::move(args),
                cellName(c) + " already has a floor feature (" + other + ')');
    }

    void checkBlood(const Piece& p, std::size_t i)
    {
        const std::string cellsPath = pathKey(piecePath(i), "cells");
        if (p.cells.empty()) {
            add(cellsPath, "empty-blood", {}, "a blood pool needs at least one cell");
            return;
        }
        bool allPlaying = true;
        for (std::size_t k = 0; k < p.cells.size(); ++k) {
            const std::string path = pathIndex(cellsPath, k);
            if (checkPlaying(p.cells[k], path))
                checkFloor(p.cells[k], i, path);
            else
                allPlaying = false;
        }
        if (!allPlaying)
            return; // connectivity means little while cells are off the board
        const std::vector<std::vector<Cell>> parts = connectedParts(p.cells);
        if (parts.size() > 1) {
            // The first cell that cannot be reached from the first one.
            const Cell c = parts[1].front();
            std::vector<std::string> args = cellArgs(c);
            const std::vector<std::string> from = cellArgs(p.cells.front());
            args.insert(args.end(), from.begin(), from.end());
            add(cellsPath, "blood-not-connected", std::move(args),
                "the blood pool is not connected: " + cellName(c) + " cannot be reached from " +
                    cellName(p.cells.front()) + " by steps N, E, S or W");
        }
    }

    void checkPieces()
    {
        std::map<std::string, std::vector<std::size_t>> pairs;
        for (std::size_t i = 0; i < l_.pieces.size(); ++i) {
            const Piece& p = l_.pieces[i];
            if (p.kind == PieceKind::Blood) {
                checkBlood(p, i);
            } else if (p.kind == PieceKind::Teleporter) {
                const std::string pairPath = pathKey(piecePath(i), "pair");
                checkText(p.pair, pairPath, kMaxPairLength, true, problems_);
                const std::string atPath = pathKey(piecePath(i), "at");
                if (checkPlaying(p.at, atPath))
                    checkFloor(p.at, i, atPath);
                pairs[p.pair].push_back(i);
            }
        }
        for (const auto& [name, ends] : pairs) {
            if (ends.size() == 1) {
                add(pathKey(piecePath(ends[0]), "pair"), "teleporter-unpaired", {name},
                    "teleporter pair \"" + utf8Shortened(name) + "\" has only one end");
            }
            for (std::size_t k = 2; k < ends.size(); ++k) {
                add(pathKey(piecePath(ends[k]), "pair"), "teleporter-extra",
                    {name, piecePath(ends[0]), piecePath(ends[1])},
                    "teleporter pair \"" + utf8Shortened(name) + "\" already has two ends (" +
                        piecePath(ends[0]) + " and " + piecePath(ends[1]) + ')');
            }
        }
        for (std::size_t i = 0; i < l_.pieces.size(); ++i) {
            const Piece& p = l_.pieces[i];
            if (!isObjectKind(p.kind))
                continue;
            const std::string atPath = pathKey(piecePath(i), "at");
            if (checkPlaying(p.at, atPath)) {
                const auto [it, fresh] = objects_.emplace(p.at, i);
                if (!fresh && !mayShareCell(Occupant::Object, Occupant::Object)) {
                    std::vector<std::string> args = cellArgs(p.at);
                    args.push_back(piecePath(it->second));
                    add(atPath, "cell-taken", std::move(args),
                        cellName(p.at) + " already holds an object (" + piecePath(it->second) + ')');
                }
                const auto floor = floor_.find(p.at);
                if (floor != floor_.end() &&
                    !mayShareCell(Occupant::Object, occupantOf(l_.pieces[floor->second].kind))) {
                    std::vector<std::string> args = cellArgs(p.at);
                    args.push_back(piecePath(floor->second));
                    add(atPath, "object-on-teleporter", std::move(args),
                        cellName(p.at) + " is a teleporter (" + piecePath(floor->second) +
                            "); no object may stand on it");
                }
            }
            if (p.kind == PieceKind::Token) {
                if (p.value)
                    checkRange(*p.value, pathKey(piecePath(i), "value"), 1, 6);
                if (p.color)
                    checkText(*p.color, pathKey(piecePath(i), "color"), kMaxTextLength, false, problems_);
                if (p.side == Side::Enemy)
                    ++enemies_;
            }
        }
    }

    void checkMonster()
    {
        const Cell c = l_.monsterAt;
        if (!checkPlaying(c, "monster.at"))
            return;
        if (const auto it = objects_.find(c);
            it != objects_.end() && !mayShareCell(Occupant::Monster, Occupant::Object)) {
            std::vector<std::string> args = cellArgs(c);
            args.push_back(piecePath(it->second));
            add("monster.at", "monster-on-object", std::move(args),
                cellName(c) + " holds an object (" + piecePath(it->second) +
                    "); the monster needs an empty cell");
        }
        if (const auto it = floor_.find(c);
            it != floor_.end() && !mayShareCell(Occupant::Monster, occupantOf(l_.pieces[it->second].kind))) {
            std::vector<std::string> args = cellArgs(c);
            args.push_back(piecePath(it->second));
            add("monster.at", "monster-on-blood", std::move(args),
                cellName(c) + " is blood (" + piecePath(it->second) +
                    "); the monster may not start on blood");
        }
    }

    // Reports a kind the player cannot place; true when it is placeable.
    bool checkPlaceable(PieceKind kind, const std::string& path)
    {
        if (isPlaceableKind(kind))
            return true;
        add(path, "not-placeable", {kindName(kind)},
            std::string(kindName(kind)) + " is never placed by the player (expected " +
                kindNameList(isPlaceableKind) + ")");
        return false;
    }

    void checkInventory()
    {
        std::map<PieceType, std::size_t> seen;
        for (std::size_t i = 0; i < l_.inventory.size(); ++i) {
            const InventoryItem& item = l_.inventory[i];
            const std::string path = pathIndex("inventory", i);
            const bool placeable = checkPlaceable(item.kind, pathKey(path, "kind"));
            checkRange(item.count, pathKey(path, "count"), 0, kMaxInventoryCount);
            if (!placeable)
                continue;
            const auto [it, fresh] = seen.emplace(pieceTypeOf(item.kind, item.side), i);
            if (!fresh) {
                const std::string other = pathIndex("inventory", it->second);
                add(path, "duplicate-inventory", {kindName(item.kind), sideName(item.side), other},
                    pieceNoun(item.kind, item.side, 2) + " are already listed at " + other);
            }
        }
        if (const auto enemies = inventory_.find({PieceKind::Token, Side::Enemy});
            enemies != inventory_.end())
            enemies_ += enemies->second;
        if (enemies_ == 0)
            add("", "no-enemy", {},
                "the level has no enemy token (there must be at least one on the board or in the inventory)");
    }

    void checkAllowed()
    {
        if (!l_.allowed)
            return;
        std::map<Cell, std::string> seen;
        for (std::size_t i = 0; i < l_.allowed->size(); ++i) {
            const Cell c = (*l_.allowed)[i];
            const std::string path = pathIndex("allowed", i);
            if (checkPlaying(c, path))
                checkUnique(seen, c, path);
        }
    }

    // Why the player may not place on playing cell `c` (R21): a problem at `path`,
    // or nothing when a piece may go there.
    std::optional<Problem> placementBlocker(Cell c, const std::string& path) const
    {
        std::vector<std::string> args = cellArgs(c);
        const std::optional<std::size_t> piece = rules_.blockingPiece(c);
        const PlacementRefusal refusal = rules_.cellRefusal(c);
        switch (refusal) {
        case PlacementRefusal::Occupied:
            args.push_back(piecePath(*piece));
            return Problem{path, "placement-on-object", args,
                           cellName(c) + " already holds an object (" + piecePath(*piece) + ')'};
        case PlacementRefusal::Monster:
            return Problem{path, "placement-on-monster", args, cellName(c) + " is the monster's cell"};
        case PlacementRefusal::Blood:
        case PlacementRefusal::Teleporter: {
            args.push_back(piecePath(*piece));
            const bool blood = refusal == PlacementRefusal::Blood;
            return Problem{path, blood ? "placement-on-blood" : "placement-on-teleporter", args,
                           cellName(c) + " is " + (blood ? "blood" : "a teleporter") + " (" +
                               piecePath(*piece) + "); nothing may be placed there"};
        }
        case PlacementRefusal::NotAllowed:
            return Problem{path, "placement-not-allowed", args,
                           cellName(c) + " is not one of the allowed cells"};
        default:
            return std::nullopt;
        }
    }

    void checkFreeCells()
    {
        int free = 0;
        for (int y = 0; y < board_.height(); ++y) {
            for (int x = 0; x < board_.width(); ++x) {
                if (rules_.cellRefusal({x, y}) == PlacementRefusal::None)
                    ++free;
            }
        }
        const int size = l_.inventorySize();
        if (size > free) {
            add("inventory", "inventory-too-large", {std::to_string(size), std::to_string(free)},
                "the inventory holds " + std::to_string(size) + (size == 1 ? " piece" : " pieces") +
                    " but only " + std::to_string(free) + (free == 1 ? " free cell is" : " free cells are") +
                    " allowed");
        }
    }

    void checkSolution()
    {
        if (!l_.solution)
            return;
        std::map<Cell, std::string> used;
        std::map<PieceType, int> placed;
        for (std::size_t i = 0; i < l_.solution->size(); ++i) {
            const Placement& p = (*l_.solution)[i];
            const std::string path = pathIndex("solution", i);
            if (checkPlaceable(p.kind, pathKey(path, "kind")))
                ++placed[pieceTypeOf(p.kind, p.side)];
            const std::string atPath = pathKey(path, "at");
            if (!checkPlaying(p.at, atPath))
                continue;
            if (std::optional<Problem> blocker = placementBlocker(p.at, atPath))
                add(std::move(blocker->path), std::move(blocker->code), std::move(blocker->args),
                    std::move(blocker->message));
            else if (const auto [it, fresh] = used.emplace(p.at, path); !fresh)
                add(atPath, "cell-used", {std::to_string(p.at.x), std::to_string(p.at.y), it->second},
                    cellName(p.at) + " is already used by " + it->second);
        }
        std::map<PieceType, int> all = inventory_;
        for (const auto& [type, n] : placed)
            all.emplace(type, 0);
        for (const auto& [type, expected] : all) {
            const auto it = placed.find(type);
            const int got = it == placed.end() ? 0 : it->second;
            if (got != expected) {
                add("solution", "solution-mismatch",
                    {kindName(type.kind), sideName(type.side), std::to_string(got), std::to_string(expected)},
                    "the solution places " + std::to_string(got) + ' ' +
                        pieceNoun(type.kind, type.side, got) + " but the inventory holds " +
                        std::to_string(expected));
            }
        }
    }

    const Level& l_;
    const Board& board_;
    std::vector<Problem> problems_;
    std::map<Cell, std::size_t> floor_;   // cell -> index of its blood or teleporter piece
    std::map<Cell, std::size_t> objects_; // cell -> index of the first object on it
    const PlacementRules rules_;
    const std::map<PieceType, int> inventory_;
    int enemies_ = 0;
};

void Validator::checkText(const std::string& text, const std::string& path, std::size_t max, bool nonEmpty,
                          std::vector<Problem>& out)
{
    const std::optional<std::size_t> length = utf8Length(text);
    if (!length) {
        out.push_back({path, "invalid-utf8", {}, "not valid UTF-8 text"});
    } else if (*length > max) {
        out.push_back(
            {path,
             "text-too-long",
             {std::to_string(max), std::to_string(*length)},
             "longer than " + std::to_string(max) + " characters (it has " + std::to_string(*length) + ")"});
    } else if (nonEmpty && *length == 0) {
        out.push_back({path, "empty-text", {}, "must not be empty"});
    }
}

void Validator::checkId(const std::string& id, const std::string& path, std::vector<Problem>& out)
{
    if (!validId(id))
        out.push_back({path, "bad-id", {}, R"(expected 1 to 64 characters of a-z, 0-9, "-", "_" and ".")"});
}

void Validator::checkExtras(const std::vector<std::pair<std::string, std::string>>& extras,
                            std::vector<Problem>& out)
{
    std::set<std::string> seen;
    for (const auto& [key, value] : extras) {
        if (!utf8Length(key)) {
            out.push_back({key, "invalid-utf8", {}, "a key is not valid UTF-8 text"});
            continue;
        }
        if (key.rfind("x-", 0) != 0) {
            out.push_back({key, "unknown-key", {key}, "unknown key \"" + utf8Shortened(key) + "\""});
            continue;
        }
        if (!seen.insert(key).second) {
            out.push_back({key, "duplicate-key", {key}, "duplicate key \"" + utf8Shortened(key) + "\""});
            continue;
        }
        // Extras come from parsed files (always well-formed) or from code; the
        // writer copies them verbatim, so they must be JSON text.
        const bool json = jsonNestingDepth(value) <= kMaxJsonDepth && nlohmann::json::accept(value);
        if (!json)
            out.push_back({key,
                           "bad-extra",
                           {key},
                           "the value of \"" + utf8Shortened(key) + "\" is not valid JSON text"});
    }
}

} // namespace

std::vector<Problem> validateLevel(const Level& level)
{
    try {
        return Validator(level).run();
    } catch (const std::exception& e) {
        return {
            Problem{"", "internal-error", {e.what()}, std::string("cannot check the level: ") + e.what()}};
    }
}

std::vector<Problem> validatePack(const Pack& pack)
{
    std::vector<Problem> out;
    try {
        Validator::checkId(pack.id, "id", out);
        Validator::checkText(pack.title, "title", kMaxTextLength, true, out);
        if (pack.levels.empty())
            out.push_back({"levels", "empty-pack", {}, "a pack needs at least one level"});
        std::map<std::string, std::size_t> ids;
        for (std::size_t i = 0; i < pack.levels.size(); ++i) {
            const std::string prefix = pathIndex("levels", i);
            for (Problem& p : validateLevel(pack.levels[i])) {
                if (out.size() > kMaxProblems)
                    break;
                p.path = pathJoin(prefix, p.path);
                out.push_back(std::move(p));
            }
            const auto [it, fresh] = ids.emplace(pack.levels[i].id, i);
            if (!fresh) {
                const std::string other = pathIndex("levels", it->second);
                out.push_back(
                    {pathKey(prefix, "id"),
                     "duplicate-id",
                     {pack.levels[i].id, other},
                     "the id \"" + utf8Shortened(pack.levels[i].id) + "\" is already used by " + other});
            }
        }
        Validator::checkExtras(pack.extras, out);
        capProblems(out);
    } catch (const std::exception& e) {
        out.push_back({"", "internal-error", {e.what()}, std::string("cannot check the pack: ") + e.what()});
    }
    return out;
}

namespace {

bool titleOfItsOwn(const std::string& title)
{
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    const std::size_t first = std::find_if_not(title.begin(), title.end(), blank) - title.begin();
    const std::size_t last = title.rend() - std::find_if_not(title.rbegin(), title.rend(), blank);
    if (first >= last)
        return false;
    const std::string_view text(title.data() + first, last - first);
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    return std::none_of(kNewLevelTitles.begin(), kNewLevelTitles.end(), [&](std::string_view fresh) {
        return std::equal(text.begin(), text.end(), fresh.begin(), fresh.end(),
                          [&](char a, char b) { return lower(a) == lower(b); });
    });
}

} // namespace

std::vector<Problem> publicationProblems(const Level& level)
{
    std::vector<Problem> out;
    if (level.inventorySize() == 0)
        out.push_back({"inventory", "nothing-to-place", {}, "the level has nothing to place"});
    if (!titleOfItsOwn(level.title))
        out.push_back({"title", "untitled", {}, "the level has no title of its own"});
    for (const auto& [lang, title] : level.titleI18n)
        if (!titleOfItsOwn(title))
            out.push_back({pathKey("title_i18n", lang),
                           "untitled",
                           {lang},
                           "the level has no " + lang + " title of its own"});
    return out;
}

} // namespace ff
