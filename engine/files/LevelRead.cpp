// Reading level and pack files (engine/files/LevelIo.h).
#include "engine/files/LevelIo.h"

#include "engine/files/BoundedJson.h"
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

// Bounds on untrusted input (nesting: kMaxJsonDepth, checked before nlohmann sees
// the text); the counts keep every list to what a 64 x 64 board can use.
constexpr std::size_t kMaxCellList = 64 * 64;
constexpr std::size_t kMaxPieces = 64 * 64;
constexpr std::size_t kMaxInventory = 64;
constexpr std::size_t kMaxTranslations = 200;
constexpr std::size_t kMaxLevels = 1000;
// Coordinates: far outside any board, yet safe to step and compare with.
constexpr int kMaxCoordinate = 1000000;
// nlohmann's ordered_json finds keys by linear search, so building an object costs
// keys^2: more keys than this make the text unparsable.
constexpr std::size_t kMaxObjectKeys = 256;

class Reader {
public:
    std::vector<Problem> problems;

    void add(std::string path, std::string code, std::vector<std::string> args, std::string message)
    {
        if (problems.size() <= kMaxProblems)
            problems.push_back({std::move(path), std::move(code), std::move(args), std::move(message)});
    }

    void expected(const std::string& path, const std::string& code, const std::string& what)
    {
        add(path, code, {}, "expected " + what);
    }

    std::optional<std::string> string(const Json& j, const std::string& path)
    {
        if (!j.is_string()) {
            expected(path, "expected-string", "a string");
            return std::nullopt;
        }
        return j.get<std::string>();
    }

    // Any JSON integer in min..max; floats, bools and strings are refused, and huge
    // numbers are compared as 64-bit values, never converted first.
    std::optional<int> integer(const Json& j, const std::string& path, int min, int max)
    {
        bool ok = false;
        std::int64_t v = 0;
        if (j.is_number_unsigned()) {
            const std::uint64_t u = j.get<std::uint64_t>();
            ok = u <= static_cast<std::uint64_t>(std::numeric_limits<int>::max());
            v = ok ? static_cast<std::int64_t>(u) : 0;
        } else if (j.is_number_integer()) {
            v = j.get<std::int64_t>();
            ok = true;
        }
        if (!ok || v < min || v > max) {
            add(path, "integer-range", {std::to_string(min), std::to_string(max)},
                "expected an integer from " + std::to_string(min) + " to " + std::to_string(max));
            return std::nullopt;
        }
        return static_cast<int>(v);
    }

    std::optional<Cell> cell(const Json& j, const std::string& path)
    {
        if (!j.is_array() || j.size() != 2) {
            expected(path, "expected-cell", "a cell [x, y]");
            return std::nullopt;
        }
        const std::optional<int> x = integer(j[0], pathIndex(path, 0), -kMaxCoordinate, kMaxCoordinate);
        const std::optional<int> y = integer(j[1], pathIndex(path, 1), -kMaxCoordinate, kMaxCoordinate);
        if (!x || !y)
            return std::nullopt;
        return Cell{*x, *y};
    }

    // An array of at most `max` entries; `noun` names them in the "too many" message.
    bool array(const Json& j, const std::string& path, std::size_t max, const std::string& what,
               const std::string& noun)
    {
        if (!j.is_array()) {
            expected(path, "expected-array", what);
            return false;
        }
        if (j.size() > max) {
            add(path, "too-many", {std::to_string(max), noun},
                "too many " + noun + " (at most " + std::to_string(max) + ")");
            return false;
        }
        return true;
    }

    std::vector<Cell> cells(const Json& j, const std::string& path)
    {
        std::vector<Cell> out;
        if (!array(j, path, kMaxCellList, "a list of cells [[x, y], ...]", "cells"))
            return out;
        for (std::size_t i = 0; i < j.size(); ++i) {
            if (const std::optional<Cell> c = cell(j[i], pathIndex(path, i)))
                out.push_back(*c);
        }
        return out;
    }

    std::optional<Dir> direction(const Json& j, const std::string& path)
    {
        std::optional<Dir> d;
        if (j.is_string())
            d = dirFromLetter(j.get_ref<const std::string&>());
        if (!d)
            add(path, "expected-direction", {}, R"(expected "N", "E", "S" or "W")");
        return d;
    }

    std::optional<Side> side(const Json& j, const std::string& path)
    {
        std::optional<Side> s;
        if (j.is_string())
            s = sideFromName(j.get_ref<const std::string&>());
        if (!s)
            add(path, "expected-side", {}, R"(expected "own" or "enemy")");
        return s;
    }

    std::optional<PieceKind> kind(const Json& j, const std::string& path)
    {
        if (!j.is_string()) {
            expected(path, "expected-string", "a string");
            return std::nullopt;
        }
        const std::string& name = j.get_ref<const std::string&>();
        const std::optional<PieceKind> k = kindFromName(name);
        if (!k) {
            add(path, "unknown-kind", {name},
                "unknown piece kind \"" + utf8Shortened(name) +
                    "\" (expected token, stone, crystal, turn-right, turn-left, turn-180, blood or "
                    "teleporter)");
        }
        return k;
    }

    I18n translations(const Json& j, const std::string& path)
    {
        I18n out;
        if (!j.is_object()) {
            expected(path, "expected-object", "an object mapping language codes to texts");
            return out;
        }
        if (j.size() > kMaxTranslations) {
            add(path, "too-many", {std::to_string(kMaxTranslations), "translations"},
                "too many translations (at most " + std::to_string(kMaxTranslations) + ")");
            return out;
        }
        for (const auto& [lang, text] : j.items()) {
            if (std::optional<std::string> s = string(text, pathKey(path, lang)))
                out[lang] = std::move(*s);
        }
        return out;
    }
};

// The keys of one JSON object: required/optional look-ups, then every key not looked
// up is reported as unknown (or kept as an extra when it starts with "x-" and extras
// are wanted).
class Fields {
public:
    Fields(const Json& object, std::string path, Reader& reader)
        : object_(object), path_(std::move(path)), reader_(reader)
    {
    }

    std::string path(std::string_view key) const { return pathKey(path_, key); }

    const Json* optional(const std::string& key)
    {
        used_.insert(key);
        const auto it = object_.find(key);
        return it == object_.end() ? nullptr : &*it;
    }

    const Json* required(const std::string& key)
    {
        const Json* j = optional(key);
        if (!j)
            reader_.add(path_, "missing-key", {key}, "missing required key \"" + key + "\"");
        return j;
    }

    void finish(Extras* extras = nullptr)
    {
        for (const auto& [key, value] : object_.items()) {
            if (used_.count(key))
                continue;
            if (extras && key.rfind("x-", 0) == 0)
                extras->emplace_back(key, value.dump(-1, ' ', false, Json::error_handler_t::replace));
            else
                reader_.add(path(key), "unknown-key", {key}, "unknown key \"" + utf8Shortened(key) + "\"");
        }
    }

private:
    const Json& object_;
    std::string path_;
    Reader& reader_;
    std::set<std::string, std::less<>> used_;
};

enum class FileKind { Level, Pack };

// Reads "format" and "version" of a document or a pack's level. Gives nothing (with a
// problem) when the object is not a Fearsome Floors file of a version we read; the
// rest of it is then not looked at, as its layout is unknown.
std::optional<FileKind> readHeader(const Json& j, const std::string& path, Reader& r)
{
    if (!j.is_object()) {
        r.add(path, "not-fearsome-floors", {}, "not a Fearsome Floors level file (expected a JSON object)");
        return std::nullopt;
    }
    const auto format = j.find("format");
    if (format == j.end()) {
        r.add(path, "not-fearsome-floors", {}, R"(not a Fearsome Floors level file: missing "format")");
        return std::nullopt;
    }
    std::optional<FileKind> kind;
    if (format->is_string() && format->get_ref<const std::string&>() == kLevelFormat)
        kind = FileKind::Level;
    else if (format->is_string() && format->get_ref<const std::string&>() == kPackFormat)
        kind = FileKind::Pack;
    if (!kind) {
        r.add(pathKey(path, "format"), "not-fearsome-floors", {}, "not a Fearsome Floors level file");
        return std::nullopt;
    }
    const auto version = j.find("version");
    if (version == j.end()) {
        r.add(path, "missing-key", {"version"}, "missing required key \"version\"");
        return std::nullopt;
    }
    const bool isOne = version->is_number_unsigned()
                           ? version->get<std::uint64_t>() == static_cast<std::uint64_t>(kVersion)
                           : version->is_number_integer() && version->get<std::int64_t>() == kVersion;
    if (!isOne) {
        if (version->is_number()) {
            const std::string shown = version->dump();
            r.add(pathKey(path, "version"), "unsupported-version", {shown},
                  "version " + shown + " is not supported (this program reads version 1)");
        } else {
            r.add(pathKey(path, "version"), "integer-range", {"1", "1"}, "expected the integer 1");
        }
        return std::nullopt;
    }
    return kind;
}

void readBoard(const Json& j, const std::string& path, Level& level, Reader& r)
{
    if (j.is_string() && j.get_ref<const std::string&>() == "standard") {
        level.board = Board::standard();
        return;
    }
    if (!j.is_object()) {
        r.add(path, "expected-board", {}, R"(expected "standard" or a board object)");
        return;
    }
    Fields f(j, path, r);
    std::optional<int> width;
    std::optional<int> height;
    if (const Json* w = f.required("width"))
        width = r.integer(*w, f.path("width"), Board::kMinSize, Board::kMaxSize);
    if (const Json* h = f.required("height"))
        height = r.integer(*h, f.path("height"), Board::kMinSize, Board::kMaxSize);
    std::vector<Cell> voids;
    if (const Json* v = f.optional("void"))
        voids = r.cells(*v, f.path("void"));
    std::optional<Cell> exit;
    std::optional<Cell> entrance;
    if (const Json* e = f.optional("exit"))
        exit = r.cell(*e, f.path("exit"));
    if (const Json* e = f.optional("entrance"))
        entrance = r.cell(*e, f.path("entrance"));
    f.finish();
    if (width && height)
        level.board = Board(*width, *height, std::move(voids), exit, entrance);
}

std::optional<Piece> readPiece(const Json& j, const std::string& path, Reader& r)
{
    if (!j.is_object()) {
        r.expected(path, "expected-object", "a piece object");
        return std::nullopt;
    }
    Fields f(j, path, r);
    Piece p;
    const Json* kindJson = f.required("kind");
    const std::optional<PieceKind> kind = kindJson ? r.kind(*kindJson, f.path("kind")) : std::nullopt;
    if (!kind)
        return std::nullopt; // which other keys belong depends on the kind
    p.kind = *kind;
    const auto readAt = [&] {
        if (const Json* at = f.required("at")) {
            if (const std::optional<Cell> c = r.cell(*at, f.path("at")))
                p.at = *c;
        }
    };
    // The keys besides "kind" follow from what the piece is on its cell: a pool its
    // cells, a teleporter its pair, cell and arrow, an object its cell, and a token
    // (the kind that carries a side) its side, colour and number too.
    const Occupant occupant = occupantOf(p.kind);
    if (occupant == Occupant::Blood) {
        if (const Json* cells = f.required("cells"))
            p.cells = r.cells(*cells, f.path("cells"));
    } else if (occupant == Occupant::Teleporter) {
        if (const Json* pair = f.required("pair"))
            p.pair = r.string(*pair, f.path("pair")).value_or("");
        readAt();
        if (const Json* arrow = f.required("arrow"))
            p.arrow = r.direction(*arrow, f.path("arrow")).value_or(Dir::N);
    } else if (carriesSide(p.kind)) {
        if (const Json* side = f.required("side"))
            p.side = r.side(*side, f.path("side")).value_or(Side::Enemy);
        readAt();
        if (const Json* color = f.optional("color"))
            p.color = r.string(*color, f.path("color"));
        if (const Json* value = f.optional("value"))
            p.value = r.integer(*value, f.path("value"), 1, 6);
    } else {
        readAt();
    }
    f.finish();
    return p;
}

// An inventory entry (with "count") or a solution placement (with "at").
struct PlacedKind {
    PieceKind kind = PieceKind::Stone;
    Side side = Side::Own;
};

std::optional<PlacedKind> readPlacedKind(Fields& f, Reader& r)
{
    const Json* kindJson = f.required("kind");
    const std::optional<PieceKind> kind = kindJson ? r.kind(*kindJson, f.path("kind")) : std::nullopt;
    if (!kind)
        return std::nullopt;
    PlacedKind out{*kind, Side::Own};
    if (carriesSide(*kind)) {
        if (const Json* side = f.required("side"))
            out.side = r.side(*side, f.path("side")).value_or(Side::Own);
    }
    return out;
}

void readInventory(const Json& j, const std::string& path, Level& level, Reader& r)
{
    if (!r.array(j, path, kMaxInventory, "a list of inventory entries", "inventory entries"))
        return;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const std::string itemPath = pathIndex(path, i);
        if (!j[i].is_object()) {
            r.expected(itemPath, "expected-object", "an inventory entry object");
            continue;
        }
        Fields f(j[i], itemPath, r);
        const std::optional<PlacedKind> k = readPlacedKind(f, r);
        if (!k)
            continue;
        InventoryItem item{k->kind, k->side, 0};
        if (const Json* count = f.required("count"))
            item.count = r.integer(*count, f.path("count"), 0, kMaxInventoryCount).value_or(0);
        f.finish();
        level.inventory.push_back(item);
    }
}

void readSolution(const Json& j, const std::string& path, Level& level, Reader& r)
{
    if (!r.array(j, path, kMaxPieces, "a list of placed pieces", "placed pieces"))
        return;
    std::vector<Placement> solution;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const std::string itemPath = pathIndex(path, i);
        if (!j[i].is_object()) {
            r.expected(itemPath, "expected-object", "a placed piece object");
            continue;
        }
        Fields f(j[i], itemPath, r);
        const std::optional<PlacedKind> k = readPlacedKind(f, r);
        if (!k)
            continue;
        Placement p{k->kind, k->side, {}};
        if (const Json* at = f.required("at"))
            p.at = r.cell(*at, f.path("at")).value_or(Cell{});
        f.finish();
        solution.push_back(p);
    }
    level.solution = std::move(solution);
}

// Reads a level object whose header has been checked.
Level readLevelBody(const Json& j, const std::string& path, Reader& r)
{
    Level level;
    Fields f(j, path, r);
    f.optional("format");
    f.optional("version");
    const auto text = [&](const char* key, bool required) -> std::optional<std::string> {
        const Json* v = required ? f.required(key) : f.optional(key);
        return v ? r.string(*v, f.path(key)) : std::nullopt;
    };
    const auto translations = [&](const char* key) {
        const Json* v = f.optional(key);
        return v ? r.translations(*v, f.path(key)) : I18n{};
    };
    level.id = text("id", true).value_or("");
    level.title = text("title", true).value_or("");
    level.titleI18n = translations("title_i18n");
    level.author = text("author", false);
    level.authorI18n = translations("author_i18n");
    level.week = text("week", false);
    if (const Json* d = f.optional("difficulty"))
        level.difficulty = r.integer(*d, f.path("difficulty"), 1, 5);
    level.hint = text("hint", false);
    level.hintI18n = translations("hint_i18n");
    if (const Json* b = f.required("board"))
        readBoard(*b, f.path("board"), level, r);
    if (const Json* m = f.required("monster")) {
        const std::string mPath = f.path("monster");
        if (!m->is_object()) {
            r.expected(mPath, "expected-object", R"(an object {"at": [x, y], "facing": "E"})");
        } else {
            Fields mf(*m, mPath, r);
            if (const Json* at = mf.required("at"))
                level.monsterAt = r.cell(*at, mf.path("at")).value_or(Cell{});
            if (const Json* facing = mf.required("facing"))
                level.monsterFacing = r.direction(*facing, mf.path("facing")).value_or(Dir::E);
            mf.finish();
        }
    }
    if (const Json* pieces = f.required("pieces")) {
        const std::string pPath = f.path("pieces");
        if (r.array(*pieces, pPath, kMaxPieces, "a list of pieces", "pieces")) {
            for (std::size_t i = 0; i < pieces->size(); ++i) {
                if (std::optional<Piece> p = readPiece((*pieces)[i], pathIndex(pPath, i), r))
                    level.pieces.push_back(std::move(*p));
            }
        }
    }
    if (const Json* inventory = f.required("inventory"))
        readInventory(*inventory, f.path("inventory"), level, r);
    if (const Json* allowed = f.optional("allowed"))
        level.allowed = r.cells(*allowed, f.path("allowed"));
    if (const Json* rules = f.optional("rules")) {
        const std::string rPath = f.path("rules");
        if (!rules->is_object()) {
            r.expected(rPath, "expected-object", R"(an object {"goal": ...})");
        } else {
            Fields rf(*rules, rPath, r);
            if (const Json* goal = rf.optional("goal")) {
                if (goal->is_string())
                    level.goal = goalFromName(goal->get_ref<const std::string&>());
                if (!level.goal)
                    r.add(rf.path("goal"), "expected-goal", {},
                          R"(expected "eat-all-enemies" or "survive-forever")");
            }
            rf.finish();
        }
    }
    if (const Json* solution = f.optional("solution"))
        readSolution(*solution, f.path("solution"), level, r);
    f.finish(&level.extras);
    return level;
}

Pack readPackBody(const Json& j, Reader& r)
{
    Pack pack;
    Fields f(j, "", r);
    f.optional("format");
    f.optional("version");
    if (const Json* id = f.required("id"))
        pack.id = r.string(*id, "id").value_or("");
    if (const Json* title = f.required("title"))
        pack.title = r.string(*title, "title").value_or("");
    if (const Json* levels = f.required("levels")) {
        if (r.array(*levels, "levels", kMaxLevels, "a list of levels", "levels")) {
            for (std::size_t i = 0; i < levels->size(); ++i) {
                const std::string lPath = pathIndex("levels", i);
                const std::optional<FileKind> kind = readHeader((*levels)[i], lPath, r);
                if (kind == FileKind::Pack)
                    r.add(pathKey(lPath, "format"), "expected-level", {},
                          "expected a level, found a level pack");
                else if (kind == FileKind::Level)
                    pack.levels.push_back(readLevelBody((*levels)[i], lPath, r));
            }
        }
    }
    f.finish(&pack.extras);
    return pack;
}

// The bounds of the shared reader (engine/files/BoundedJson.h), checked before
// nlohmann parses anything, as the problems of a level file.
std::optional<Problem> precheck(std::string_view text)
{
    const std::optional<JsonBoundBreach> breach = checkJsonBounds(text, kMaxFileBytes);
    if (!breach)
        return std::nullopt;
    switch (breach->kind) {
    case JsonBoundBreach::Kind::TooLarge:
        return Problem{"", "too-large", {"4"}, "the file is larger than 4 MiB"};
    case JsonBoundBreach::Kind::NotUtf8: {
        std::size_t line = 1;
        std::size_t column = 1;
        for (std::size_t i = 0; i < breach->offset; ++i) {
            if (text[i] == '\n') {
                ++line;
                column = 1;
            } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
                ++column;
            }
        }
        return Problem{"",
                       "file-not-utf8",
                       {std::to_string(line), std::to_string(column)},
                       "the file is not valid UTF-8 text (line " + std::to_string(line) + ", column " +
                           std::to_string(column) + ")"};
    }
    case JsonBoundBreach::Kind::TooDeep:
        break;
    }
    return Problem{"",
                   "too-deep",
                   {std::to_string(kMaxJsonDepth)},
                   "the JSON is nested deeper than " + std::to_string(kMaxJsonDepth) + " levels"};
}

// nlohmann's parse error without its "[json.exception...]" tag, position prefix and
// "last read" echo (which can hold control characters or cut characters).
std::string syntaxDetail(const std::string& what)
{
    std::string detail = what;
    const std::size_t column = detail.find(", column ");
    if (column != std::string::npos) {
        const std::size_t colon = detail.find(": ", column);
        if (colon != std::string::npos)
            detail.erase(0, colon + 2);
    }
    const std::size_t lastRead = detail.find("; last read");
    if (lastRead != std::string::npos)
        detail.erase(lastRead);
    return detail;
}

// One open array or object while parsing: where its current child is.
struct Frame {
    bool isObject = false;
    std::size_t index = 0;                   // arrays: the current element
    std::string key;                         // objects: the current key
    std::set<std::string, std::less<>> keys; // objects: the keys seen so far
};

// Thrown by the parse callback to stop at an object with too many keys.
struct TooManyKeys {
    std::string path;
};

// The path of the current child of frames[depth - 1] ("" for depth 0); built only
// when a problem needs it.
std::string framePath(const std::vector<Frame>& frames, std::size_t depth)
{
    std::string path;
    for (std::size_t i = 0; i < depth; ++i)
        path = frames[i].isObject ? pathKey(path, frames[i].key) : pathIndex(path, frames[i].index);
    return path;
}

// Parses JSON text, reporting syntax errors (unparsable) and duplicate keys (a
// structure problem) into `loaded`. Gives the value when the text is JSON.
template <class T> std::optional<Json> parseJson(std::string_view text, Loaded<T>& loaded)
{
    if (std::optional<Problem> p = precheck(text)) {
        loaded.problems.push_back(std::move(*p));
        loaded.unparsable = true;
        return std::nullopt;
    }
    std::vector<Frame> frames;
    const auto callback = [&](int, Json::parse_event_t event, Json& parsed) {
        switch (event) {
        case Json::parse_event_t::object_start:
        case Json::parse_event_t::array_start:
            frames.push_back(Frame{event == Json::parse_event_t::object_start, 0, {}, {}});
            break;
        case Json::parse_event_t::key: {
            Frame& top = frames.back();
            top.key = parsed.get<std::string>();
            if (top.keys.size() == kMaxObjectKeys)
                throw TooManyKeys{framePath(frames, frames.size() - 1)};
            if (!top.keys.insert(top.key).second && loaded.problems.size() <= kMaxProblems) {
                loaded.problems.push_back({framePath(frames, frames.size()),
                                           "duplicate-key",
                                           {top.key},
                                           "duplicate key \"" + utf8Shortened(top.key) + "\""});
            }
            break;
        }
        case Json::parse_event_t::object_end:
        case Json::parse_event_t::array_end:
            frames.pop_back();
            if (!frames.empty() && !frames.back().isObject)
                ++frames.back().index;
            break;
        case Json::parse_event_t::value:
            if (!frames.empty() && !frames.back().isObject)
                ++frames.back().index;
            break;
        }
        return true;
    };
    try {
        return Json::parse(text.begin(), text.end(), callback, true, false);
    } catch (const TooManyKeys& e) {
        const std::string max = std::to_string(kMaxObjectKeys);
        loaded.problems = {
            Problem{e.path, "too-many-keys", {max}, "more than " + max + " keys in one object"}};
        loaded.unparsable = true;
        return std::nullopt;
    } catch (const Json::parse_error& e) {
        std::size_t line = 1;
        std::size_t column = 1;
        const std::size_t end = std::min<std::size_t>(e.byte == 0 ? 0 : e.byte - 1, text.size());
        for (std::size_t i = 0; i < end; ++i) {
            if (text[i] == '\n') {
                line = 1 + line;
                column = 1;
            } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
                ++column;
            }
        }
        const std::string detail = syntaxDetail(e.what());
        loaded.problems = {Problem{"",
                                   "invalid-json",
                                   {std::to_string(line), std::to_string(column), detail},
                                   "not valid JSON (line " + std::to_string(line) + ", column " +
                                       std::to_string(column) + "): " + detail}};
        loaded.unparsable = true;
        return std::nullopt;
    } catch (const Json::exception& e) {
        // Numbers too large for a double: "[json.exception.out_of_range.406] number overflow...".
        std::string detail = e.what();
        detail.erase(0, detail.find("] ") == std::string::npos ? 0 : detail.find("] ") + 2);
        loaded.problems = {Problem{"", "json-number-overflow", {detail}, "not valid JSON: " + detail}};
        loaded.unparsable = true;
        return std::nullopt;
    }
}

template <class T> Loaded<T> failure(const std::exception& e)
{
    Loaded<T> out;
    out.problems.push_back(
        {"", "internal-error", {e.what()}, std::string("cannot read the file: ") + e.what()});
    out.unparsable = true;
    return out;
}

// Parses either kind of document; `want` restricts it to one.
Loaded<Document> parseAny(std::string_view text, std::optional<FileKind> want)
{
    Loaded<Document> out;
    const std::optional<Json> json = parseJson(text, out);
    if (!json)
        return out;
    Reader r;
    r.problems = std::move(out.problems);
    const std::optional<FileKind> kind = readHeader(*json, "", r);
    if (kind && want && *kind != *want) {
        if (*want == FileKind::Level)
            r.add("format", "expected-level", {}, "expected a level, found a level pack");
        else
            r.add("format", "expected-pack", {}, "expected a level pack, found a single level");
    } else if (kind == FileKind::Level) {
        Level level = readLevelBody(*json, "", r);
        if (r.problems.empty())
            out.value = std::move(level);
    } else if (kind == FileKind::Pack) {
        Pack pack = readPackBody(*json, r);
        if (r.problems.empty())
            out.value = std::move(pack);
    }
    out.problems = std::move(r.problems);
    capProblems(out.problems);
    return out;
}

} // namespace

std::optional<std::vector<Placement>> parsePlacementList(std::string_view json)
{
    try {
        Loaded<Document> scratch;
        const std::optional<Json> parsed = parseJson(json, scratch);
        if (!parsed)
            return std::nullopt;
        Reader r;
        Level holder;
        readSolution(*parsed, "", holder, r);
        if (!r.problems.empty() || !holder.solution)
            return std::nullopt;
        if (!std::all_of(holder.solution->begin(), holder.solution->end(),
                         [](const Placement& p) { return isPlaceableKind(p.kind); }))
            return std::nullopt;
        return holder.solution;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

Loaded<Level> parseLevel(std::string_view json)
{
    try {
        Loaded<Document> doc = parseAny(json, FileKind::Level);
        Loaded<Level> out{std::nullopt, std::move(doc.problems), doc.unparsable};
        if (doc.value)
            out.value = std::get<Level>(std::move(*doc.value));
        return out;
    } catch (const std::exception& e) {
        return failure<Level>(e);
    }
}

Loaded<Pack> parsePack(std::string_view json)
{
    try {
        Loaded<Document> doc = parseAny(json, FileKind::Pack);
        Loaded<Pack> out{std::nullopt, std::move(doc.problems), doc.unparsable};
        if (doc.value)
            out.value = std::get<Pack>(std::move(*doc.value));
        return out;
    } catch (const std::exception& e) {
        return failure<Pack>(e);
    }
}

Loaded<Document> parseDocument(std::string_view json)
{
    try {
        return parseAny(json, std::nullopt);
    } catch (const std::exception& e) {
        return failure<Document>(e);
    }
}

std::optional<std::string> readTextFile(const std::string& path, std::string& error)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        error = "is a directory, not a file";
        return std::nullopt;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = std::string("cannot open file: ") + std::strerror(errno);
        return std::nullopt;
    }
    std::string text;
    char buffer[65536];
    while (in) {
        in.read(buffer, sizeof buffer);
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (text.size() > kMaxFileBytes) {
            error = "file is larger than 4 MiB";
            return std::nullopt;
        }
    }
    if (in.bad()) {
        error = "cannot read file";
        return std::nullopt;
    }
    return text;
}

} // namespace ff
