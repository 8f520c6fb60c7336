// Writing canonical level and pack files (engine/files/LevelIo.h).
#include "engine/files/LevelIo.h"

#include "engine/files/JsonPath.h"
#include "engine/files/LevelFormat.h"
#include "engine/files/ProblemLimit.h"
#include "engine/files/Utf8.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <set>

namespace ff {

using namespace levelfile;

namespace {

using Json = nlohmann::ordered_json;
using Extras = std::vector<std::pair<std::string, std::string>>;

std::string jsonString(std::string_view s)
{
    return Json(std::string(s)).dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string cellText(Cell c)
{
    return '[' + std::to_string(c.x) + ", " + std::to_string(c.y) + ']';
}

std::string cellsText(const std::vector<Cell>& cells)
{
    std::string out = "[";
    for (std::size_t i = 0; i < cells.size(); ++i)
        out += (i ? ", " : "") + cellText(cells[i]);
    return out + ']';
}

std::string dirText(Dir d)
{
    return jsonString(std::string(1, dirLetter(d)));
}

std::string translationsText(const I18n& map)
{
    std::string out = "{";
    bool first = true;
    for (const auto& [lang, text] : map) {
        out += (first ? "" : ", ") + jsonString(lang) + ": " + jsonString(text);
        first = false;
    }
    return out + '}';
}

// `{"kind": ..., "side": ...` for a placeable kind, without the closing brace.
std::string kindText(PieceKind kind, Side side)
{
    std::string out = "{\"kind\": " + jsonString(kindName(kind));
    if (carriesSide(kind))
        out += ", \"side\": " + jsonString(sideName(side));
    return out;
}

// The keys of a piece follow from what it is on its cell, as readPiece reads them.
std::string pieceText(const Piece& p)
{
    const Occupant occupant = occupantOf(p.kind);
    if (occupant == Occupant::Blood)
        return "{\"kind\": " + jsonString(kindName(p.kind)) + ", \"cells\": " + cellsText(p.cells) + '}';
    if (occupant == Occupant::Teleporter)
        return "{\"kind\": " + jsonString(kindName(p.kind)) + ", \"pair\": " + jsonString(p.pair) +
               ", \"at\": " + cellText(p.at) + ", \"arrow\": " + dirText(p.arrow) + '}';
    std::string out = kindText(p.kind, p.side) + ", \"at\": " + cellText(p.at);
    if (carriesSide(p.kind)) {
        if (p.color)
            out += ", \"color\": " + jsonString(*p.color);
        if (p.value)
            out += ", \"value\": " + std::to_string(*p.value);
    }
    return out + '}';
}

// A JSON object with one member per line; `indent` is the indentation of its braces.
class ObjectWriter {
public:
    explicit ObjectWriter(std::string indent) : indent_(std::move(indent)) {}

    const std::string& memberIndent() const { return inner_; }

    void member(std::string_view key, const std::string& valueText)
    {
        text_ += text_.empty() ? "{\n" : ",\n";
        text_ += inner_ + jsonString(key) + ": " + valueText;
    }

    // An array with one element per line.
    void list(std::string_view key, const std::vector<std::string>& elements)
    {
        if (elements.empty()) {
            member(key, "[]");
            return;
        }
        std::string value = "[\n";
        for (std::size_t i = 0; i < elements.size(); ++i)
            value += inner_ + "  " + elements[i] + (i + 1 < elements.size() ? ",\n" : "\n");
        member(key, value + inner_ + ']');
    }

    std::string finish() const { return text_.empty() ? "{}" : text_ + '\n' + indent_ + '}'; }

private:
    std::string indent_;
    std::string inner_ = indent_ + "  ";
    std::string text_;
};

std::string boardText(const Board& board, const std::string& indent)
{
    if (board.isStandard())
        return "\"standard\"";
    ObjectWriter w(indent);
    w.member("width", std::to_string(board.width()));
    w.member("height", std::to_string(board.height()));
    if (!board.voids().empty())
        w.member("void", cellsText(board.voids()));
    if (board.exit())
        w.member("exit", cellText(*board.exit()));
    if (board.entrance())
        w.member("entrance", cellText(*board.entrance()));
    return w.finish();
}

void writeExtras(ObjectWriter& w, const Extras& extras)
{
    for (const auto& [key, value] : extras)
        w.member(key, value);
}

std::string levelText(const Level& l, const std::string& indent)
{
    ObjectWriter w(indent);
    w.member("format", jsonString(kLevelFormat));
    w.member("version", std::to_string(kVersion));
    w.member("id", jsonString(l.id));
    w.member("title", jsonString(l.title));
    if (!l.titleI18n.empty())
        w.member("title_i18n", translationsText(l.titleI18n));
    if (l.author)
        w.member("author", jsonString(*l.author));
    if (!l.authorI18n.empty())
        w.member("author_i18n", translationsText(l.authorI18n));
    if (l.week)
        w.member("week", jsonString(*l.week));
    if (l.difficulty)
        w.member("difficulty", std::to_string(*l.difficulty));
    if (l.hint)
        w.member("hint", jsonString(*l.hint));
    if (!l.hintI18n.empty())
        w.member("hint_i18n", translationsText(l.hintI18n));
    w.member("board", boardText(l.board, w.memberIndent()));
    w.member("monster",
             "{\"at\": " + cellText(l.monsterAt) + ", \"facing\": " + dirText(l.monsterFacing) + '}');
    std::vector<std::string> lines;
    for (const Piece& p : l.pieces)
        lines.push_back(pieceText(p));
    w.list("pieces", lines);
    lines.clear();
    for (const InventoryItem& item : l.inventory)
        lines.push_back(kindText(item.kind, item.side) + ", \"count\": " + std::to_string(item.count) + '}');
    w.list("inventory", lines);
    if (l.allowed)
        w.member("allowed", cellsText(*l.allowed));
    if (l.goal)
        w.member("rules", "{\"goal\": " + jsonString(goalName(*l.goal)) + '}');
    if (l.solution) {
        lines.clear();
        for (const Placement& p : *l.solution)
            lines.push_back(solutionEntryText(p));
        w.list("solution", lines);
    }
    writeExtras(w, l.extras);
    return w.finish();
}

} // namespace

std::string solutionEntryText(const Placement& placement)
{
    return kindText(placement.kind, placement.side) + ", \"at\": " + cellText(placement.at) + '}';
}

std::string writePlacementList(const std::vector<Placement>& placements)
{
    nlohmann::json list = nlohmann::json::array();
    for (const Placement& p : placements) {
        nlohmann::json entry = {{"kind", kindName(p.kind)}, {"at", {p.at.x, p.at.y}}};
        if (carriesSide(p.kind))
            entry["side"] = sideName(p.side);
        list.push_back(std::move(entry));
    }
    return list.dump();
}

std::string writeLevel(const Level& level)
{
    return levelText(level, "") + '\n';
}

std::string writePack(const Pack& pack)
{
    ObjectWriter w("");
    w.member("format", jsonString(kPackFormat));
    w.member("version", std::to_string(kVersion));
    w.member("id", jsonString(pack.id));
    w.member("title", jsonString(pack.title));
    std::vector<std::string> levels;
    for (const Level& level : pack.levels)
        levels.push_back(levelText(level, w.memberIndent() + "  "));
    w.list("levels", levels);
    writeExtras(w, pack.extras);
    return w.finish() + '\n';
}

} // namespace ff
