#include "editor/LevelEditDocument.h"

#include "editor/LevelEditCommand.h"
#include "board/PlacementDocument.h"
#include "engine/ShareCode.h"
#include "engine/BasicLayout.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>
#include <map>

namespace ffui {

using ff::Cell;
using ff::Dir;
using ff::Level;
using ff::Piece;
using ff::PieceKind;

namespace {

bool adjacent(Cell a, Cell b)
{
    return std::abs(a.x - b.x) + std::abs(a.y - b.y) == 1;
}

// The connected parts of `cells` (4-neighbourhood), each in the cells' order.
std::vector<std::vector<Cell>> components(const std::vector<Cell>& cells)
{
    std::vector<int> part(cells.size(), -1);
    int parts = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (part[i] >= 0)
            continue;
        part[i] = parts;
        std::vector<std::size_t> todo{i};
        while (!todo.empty()) {
            const std::size_t k = todo.back();
            todo.pop_back();
            for (std::size_t j = 0; j < cells.size(); ++j) {
                if (part[j] < 0 && adjacent(cells[k], cells[j])) {
                    part[j] = parts;
                    todo.push_back(j);
                }
            }
        }
        ++parts;
    }
    std::vector<std::vector<Cell>> out(static_cast<std::size_t>(parts));
    for (std::size_t i = 0; i < cells.size(); ++i)
        out[static_cast<std::size_t>(part[i])].push_back(cells[i]);
    return out;
}

// "A".."Z", "AA".."ZZ", ... for n = 0, 1, ...
std::string pairName(int n)
{
    std::string name;
    for (++n; n > 0; n = (n - 1) / 26)
        name.insert(name.begin(), static_cast<char>('A' + (n - 1) % 26));
    return name;
}

// Removes the blood cell `c` from pool `index`, splitting what falls apart.
void removeBloodCell(Level& level, std::size_t index, Cell c)
{
    std::vector<Cell> rest = level.pieces[index].cells;
    rest.erase(std::remove(rest.begin(), rest.end(), c), rest.end());
    if (rest.empty()) {
        level.pieces.erase(level.pieces.begin() + static_cast<std::ptrdiff_t>(index));
        return;
    }
    std::vector<std::vector<Cell>> parts = components(rest);
    level.pieces[index].cells = parts.front();
    for (std::size_t i = 1; i < parts.size(); ++i) {
        Piece pool;
        pool.kind = PieceKind::Blood;
        pool.cells = parts[i];
        level.pieces.push_back(pool);
    }
}

std::optional<std::size_t> findPiece(const Level& level, Cell c, bool (*match)(const Piece&, Cell))
{
    for (std::size_t i = 0; i < level.pieces.size(); ++i) {
        if (match(level.pieces[i], c))
            return i;
    }
    return std::nullopt;
}

} // namespace

LevelEditDocument::LevelEditDocument(QObject* parent) : QObject(parent)
{
    level_ = newStandardLevel(false);
    problems_ = ff::validateLevel(level_);
    connect(&undo_, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

LevelEditDocument::~LevelEditDocument()
{
    // The stack's last cleanChanged must not reach listeners of a half-destroyed document.
    undo_.disconnect(this);
}

void LevelEditDocument::setLevel(const Level& level, const QString& filePath)
{
    strokeKey_.clear();
    undo_.clear();
    applySnapshot(Snapshot{level, std::nullopt});
    undo_.setClean();
    if (filePath_ != filePath) {
        filePath_ = filePath;
        emit filePathChanged(filePath_);
    }
    emit modifiedChanged(false);
}

QString LevelEditDocument::displayName() const
{
    return filePath_.isEmpty() ? tr("Untitled") : QFileInfo(filePath_).fileName();
}

void LevelEditDocument::markModified()
{
    undo_.resetClean();
    emit modifiedChanged(true);
}

Level LevelEditDocument::newStandardLevel(bool basicLayout)
{
    Level level;
    level.id = kNewLevelId;
    level.title = tr("Untitled").toStdString();
    level.board = ff::Board::standard();
    level.monsterAt = {0, 0};
    level.monsterFacing = Dir::E;
    if (basicLayout)
        level.pieces = ff::basicLayoutPieces();
    return level;
}

Level LevelEditDocument::newCustomLevel(int width, int height)
{
    Level level = newStandardLevel(false);
    level.board = ff::Board(std::clamp(width, ff::Board::kMinSize, ff::Board::kMaxSize),
                            std::clamp(height, ff::Board::kMinSize, ff::Board::kMaxSize));
    return level;
}

void LevelEditDocument::setPack(const ff::Pack& pack, const QString& filePath)
{
    PackState state{pack.id, pack.title, pack.levels, pack.extras, 0};
    if (state.levels.empty())
        state.levels.push_back(newStandardLevel(false));
    const Level first = state.levels.front();
    setLevel(first, filePath);
    applySnapshot(Snapshot{first, state});
}

LevelEditDocument::Snapshot LevelEditDocument::snapshot() const
{
    Snapshot s{level_, pack_};
    if (s.pack)
        s.pack->levels[static_cast<std::size_t>(s.pack->current)] = level_;
    return s;
}

void LevelEditDocument::applySnapshot(const Snapshot& snapshot)
{
    const bool packChanges = snapshot.pack != pack_;
    level_ = snapshot.level;
    pack_ = snapshot.pack;
    problems_ = ff::validateLevel(level_);
    emit levelChanged();
    if (packChanges)
        emit packChanged();
}

bool LevelEditDocument::push(Snapshot after, const QString& text, const QString& mergeKey)
{
    Snapshot before = snapshot();
    if (after.pack)
        after.pack->levels[static_cast<std::size_t>(after.pack->current)] = after.level;
    if (after == before)
        return false;
    undo_.push(new LevelEditCommand(this, std::move(before), std::move(after), text, mergeKey));
    return true;
}

bool LevelEditDocument::edit(const Level& after, const QString& text, const QString& mergeKey)
{
    if (after == level_)
        return false;
    return push(Snapshot{after, pack_}, text, mergeKey);
}

ff::Pack LevelEditDocument::pack() const
{
    const Snapshot s = snapshot();
    return ff::Pack{s.pack->id, s.pack->title, s.pack->levels, s.pack->extras};
}

void LevelEditDocument::selectLevel(int index)
{
    if (!pack_ || index < 0 || index >= levelCount() || index == pack_->current)
        return;
    Snapshot s = snapshot();
    s.pack->current = index;
    s.level = s.pack->levels[static_cast<std::size_t>(index)];
    applySnapshot(s);
}

void LevelEditDocument::makePack()
{
    if (pack_)
        return;
    PackState state{level_.id + "-pack", level_.title, {level_}, {}, 0};
    push(Snapshot{level_, state}, tr("Make a pack"));
}

void LevelEditDocument::addLevel(Level level)
{
    Snapshot s = snapshot();
    if (!s.pack)
        s.pack = PackState{level_.id + "-pack", level_.title, {level_}, {}, 0};
    const auto taken = [&](const std::string& id) {
        return std::any_of(s.pack->levels.begin(), s.pack->levels.end(),
                           [&](const Level& l) { return l.id == id; });
    };
    std::string base = level.id;
    const std::size_t dash = base.find_last_of('-');
    if (dash != std::string::npos && dash + 1 < base.size() &&
        base.find_first_not_of("0123456789", dash + 1) == std::string::npos)
        base.erase(dash);
    for (int n = 2; taken(level.id); ++n)
        level.id = base + "-" + std::to_string(n);
    const auto at = static_cast<std::size_t>(s.pack->current) + 1;
    s.pack->levels.insert(s.pack->levels.begin() + static_cast<std::ptrdiff_t>(at), level);
    s.pack->current = static_cast<int>(at);
    s.level = level;
    push(s, tr("Add a level"));
}

bool LevelEditDocument::removeLevel(int index)
{
    if (!pack_ || index < 0 || index >= levelCount() || levelCount() == 1)
        return false;
    Snapshot s = snapshot();
    std::vector<Level>& levels = s.pack->levels;
    levels.erase(levels.begin() + index);
    int& current = s.pack->current;
    if (current > index || current == static_cast<int>(levels.size()))
        --current;
    s.level = levels[static_cast<std::size_t>(current)];
    return push(s, tr("Remove a level"));
}

bool LevelEditDocument::moveLevel(int from, int to)
{
    if (!pack_ || from < 0 || to < 0 || from >= levelCount() || to >= levelCount() || from == to)
        return false;
    Snapshot s = snapshot();
    std::vector<int> order(s.pack->levels.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = static_cast<int>(i);
    order.erase(order.begin() + from);
    order.insert(order.begin() + to, from);
    std::vector<Level> levels;
    for (int i : order)
        levels.push_back(s.pack->levels[static_cast<std::size_t>(i)]);
    s.pack->current =
        static_cast<int>(std::find(order.begin(), order.end(), s.pack->current) - order.begin());
    s.pack->levels = std::move(levels);
    return push(s, tr("Move a level"));
}

bool LevelEditDocument::editPack(const std::string& id, const std::string& title, const QString& mergeKey)
{
    if (!pack_)
        return false;
    Snapshot s = snapshot();
    s.pack->id = id;
    s.pack->title = title;
    return push(s, tr("Edit the pack"), mergeKey);
}

std::vector<ff::Problem> LevelEditDocument::packProblems() const
{
    std::vector<ff::Problem> out;
    if (!pack_)
        return out;
    for (ff::Problem& p : ff::validatePack(pack())) {
        if (p.path.rfind("levels[", 0) != 0 || p.code == "duplicate-id")
            out.push_back(std::move(p));
    }
    return out;
}

LevelEditDocument::Refusal LevelEditDocument::commit(const Level& after, const QString& text)
{
    if (inStroke())
        edit(after, strokeText_, strokeKey_);
    else
        edit(after, text);
    return Refusal::None;
}

void LevelEditDocument::beginStroke(const QString& text)
{
    strokeKey_ = QStringLiteral("stroke-%1").arg(++strokeCount_);
    strokeText_ = text;
}

void LevelEditDocument::endStroke()
{
    strokeKey_.clear();
}

std::optional<std::size_t> LevelEditDocument::objectAt(Cell c) const
{
    return findPiece(level_, c,
                     [](const Piece& p, Cell at) { return ff::isObjectKind(p.kind) && p.at == at; });
}

std::optional<std::size_t> LevelEditDocument::teleporterAt(Cell c) const
{
    return findPiece(level_, c,
                     [](const Piece& p, Cell at) { return p.kind == PieceKind::Teleporter && p.at == at; });
}

std::optional<std::size_t> LevelEditDocument::bloodAt(Cell c) const
{
    return findPiece(level_, c, [](const Piece& p, Cell at) {
        return p.kind == PieceKind::Blood && std::find(p.cells.begin(), p.cells.end(), at) != p.cells.end();
    });
}

LevelEditDocument::Refusal LevelEditDocument::placeObject(PieceKind kind, ff::Side side, Cell c,
                                                          std::optional<std::string> color,
                                                          std::optional<int> value)
{
    if (!ff::isObjectKind(kind))
        return Refusal::Void;
    if (const Refusal r = taken(c, kTeleporter | kMonster); r != Refusal::None)
        return r;
    Piece piece;
    piece.kind = kind;
    piece.at = c;
    if (kind == PieceKind::Token) {
        piece.side = side;
        piece.color = std::move(color);
        piece.value = value;
    }
    Level after = level_;
    if (const auto old = objectAt(c))
        after.pieces[*old] = piece;
    else
        after.pieces.push_back(piece);
    return commit(after, tr("Place %1").arg(PlacementDocument::pieceName(kind, side)));
}

LevelEditDocument::Refusal LevelEditDocument::paintBlood(Cell c)
{
    if (const Refusal r = taken(c, kTeleporter | kMonster); r != Refusal::None)
        return r;
    if (bloodAt(c))
        return Refusal::None;
    Level after = level_;
    std::vector<std::size_t> touching;
    for (std::size_t i = 0; i < after.pieces.size(); ++i) {
        const Piece& p = after.pieces[i];
        if (p.kind == PieceKind::Blood &&
            std::any_of(p.cells.begin(), p.cells.end(), [c](Cell b) { return adjacent(b, c); }))
            touching.push_back(i);
    }
    if (touching.empty()) {
        Piece pool;
        pool.kind = PieceKind::Blood;
        pool.cells = {c};
        after.pieces.push_back(pool);
    } else {
        Piece& first = after.pieces[touching.front()];
        first.cells.push_back(c);
        for (auto it = touching.rbegin(); it + 1 != touching.rend(); ++it) {
            const std::vector<Cell> cells = after.pieces[*it].cells;
            after.pieces.erase(after.pieces.begin() + static_cast<std::ptrdiff_t>(*it));
            Piece& target = after.pieces[touching.front()];
            target.cells.insert(target.cells.end(), cells.begin(), cells.end());
        }
    }
    return commit(after, tr("Paint blood"));
}

LevelEditDocument::Refusal LevelEditDocument::placeTeleporter(Cell c)
{
    if (const Refusal r = taken(c, kTeleporter | kObject | kBlood); r != Refusal::None)
        return r;
    std::map<std::string, int> ends;
    for (const Piece& p : level_.pieces) {
        if (p.kind == PieceKind::Teleporter)
            ++ends[p.pair];
    }
    std::optional<std::string> name;
    for (const Piece& p : level_.pieces) {
        if (p.kind == PieceKind::Teleporter && ends[p.pair] == 1) {
            name = p.pair;
            break;
        }
    }
    for (int n = 0; !name; ++n) {
        if (!ends.count(pairName(n)))
            name = pairName(n);
    }
    Piece piece;
    piece.kind = PieceKind::Teleporter;
    piece.at = c;
    piece.pair = *name;
    piece.arrow = Dir::N;
    Level after = level_;
    after.pieces.push_back(piece);
    return commit(after, tr("Place teleporter %1").arg(QString::fromStdString(*name)));
}

LevelEditDocument::Refusal LevelEditDocument::setTeleporterArrow(Cell c, Dir arrow)
{
    const auto index = teleporterAt(c);
    if (!index)
        return Refusal::Nothing;
    Level after = level_;
    after.pieces[*index].arrow = arrow;
    return commit(after, tr("Turn teleporter arrow"));
}

LevelEditDocument::Refusal LevelEditDocument::placeMonster(Cell c)
{
    if (const Refusal r = taken(c, kObject | kBlood); r != Refusal::None)
        return r;
    Level after = level_;
    after.monsterAt = c;
    return commit(after, tr("Move monster"));
}

void LevelEditDocument::setMonsterFacing(Dir facing)
{
    Level after = level_;
    after.monsterFacing = facing;
    commit(after, tr("Turn monster"));
}

LevelEditDocument::Refusal LevelEditDocument::setVoid(Cell c, bool isVoid)
{
    const ff::Board& board = level_.board;
    if (board.isStandard())
        return Refusal::StandardBoard;
    if (!board.inside(c))
        return Refusal::Void;
    if (board.isVoid(c) == isVoid)
        return Refusal::None;
    const Cell mirror = board.reflect(c);
    std::vector<Cell> voids = board.voids();
    if (isVoid) {
        for (Cell cell : {c, mirror}) {
            if (objectAt(cell) || teleporterAt(cell) || bloodAt(cell) || level_.monsterAt == cell ||
                board.exit() == cell || board.entrance() == cell)
                return Refusal::Occupied;
        }
        voids.push_back(c);
        if (mirror != c)
            voids.push_back(mirror);
    } else {
        voids.erase(std::remove_if(voids.begin(), voids.end(), [&](Cell v) { return v == c || v == mirror; }),
                    voids.end());
    }
    Level after = level_;
    after.board = ff::Board(board.width(), board.height(), voids, board.exit(), board.entrance());
    if (after.allowed) {
        std::vector<Cell>& allowed = *after.allowed;
        allowed.erase(
            std::remove_if(allowed.begin(), allowed.end(), [&](Cell a) { return after.board.isVoid(a); }),
            allowed.end());
        if (allowed.empty())
            after.allowed.reset();
    }
    return commit(after, isVoid ? tr("Make cells void") : tr("Make cells floor"));
}

LevelEditDocument::Refusal LevelEditDocument::setAllowed(Cell c, bool allowed)
{
    if (level_.board.isVoid(c))
        return Refusal::Void;
    Level after = level_;
    std::vector<Cell> cells = after.allowed.value_or(std::vector<Cell>{});
    const auto it = std::find(cells.begin(), cells.end(), c);
    if (allowed && it == cells.end())
        cells.push_back(c);
    else if (!allowed && it != cells.end())
        cells.erase(it);
    if (cells.empty())
        after.allowed.reset();
    else
        after.allowed = cells;
    return commit(after, allowed ? tr("Allow placing") : tr("Forbid placing"));
}

LevelEditDocument::Refusal LevelEditDocument::erase(Cell c)
{
    Level after = level_;
    bool found = false;
    const auto removeAt = [&](std::optional<std::size_t> index) {
        if (index) {
            after.pieces.erase(after.pieces.begin() + static_cast<std::ptrdiff_t>(*index));
            found = true;
        }
    };
    // Object and teleporter first (indices of the current level), highest index first.
    std::vector<std::size_t> indices;
    for (auto index : {objectAt(c), teleporterAt(c)}) {
        if (index)
            indices.push_back(*index);
    }
    std::sort(indices.rbegin(), indices.rend());
    for (std::size_t index : indices)
        removeAt(index);
    for (std::size_t i = 0; i < after.pieces.size(); ++i) {
        const Piece& p = after.pieces[i];
        if (p.kind == PieceKind::Blood && std::find(p.cells.begin(), p.cells.end(), c) != p.cells.end()) {
            removeBloodCell(after, i, c);
            found = true;
            break;
        }
    }
    if (!found)
        return Refusal::Nothing;
    return commit(after, tr("Delete"));
}

LevelEditDocument::Refusal LevelEditDocument::taken(Cell c, unsigned occupants) const
{
    if (level_.board.isVoid(c))
        return Refusal::Void;
    if ((occupants & kObject) && objectAt(c))
        return Refusal::Object;
    if ((occupants & kTeleporter) && teleporterAt(c))
        return Refusal::Teleporter;
    if ((occupants & kBlood) && bloodAt(c))
        return Refusal::Blood;
    if ((occupants & kMonster) && level_.monsterAt == c)
        return Refusal::Monster;
    return Refusal::None;
}

LevelEditDocument::Refusal LevelEditDocument::move(Cell from, Cell to)
{
    if (from == to)
        return Refusal::None;
    if (const auto index = objectAt(from)) {
        if (const Refusal r = taken(to, kObject | kTeleporter | kMonster); r != Refusal::None)
            return r;
        Level after = level_;
        after.pieces[*index].at = to;
        return commit(after, tr("Move %1").arg(PlacementDocument::pieceName(after.pieces[*index].kind,
                                                                            after.pieces[*index].side)));
    }
    if (const auto index = teleporterAt(from)) {
        if (const Refusal r = taken(to, kObject | kTeleporter | kBlood); r != Refusal::None)
            return r;
        Level after = level_;
        after.pieces[*index].at = to;
        return commit(after, tr("Move teleporter"));
    }
    if (level_.monsterAt == from)
        return placeMonster(to);
    return Refusal::Nothing;
}

bool LevelEditDocument::load(const QString& path, QString* error)
{
    std::string readError;
    const std::optional<std::string> text =
        ff::readTextFile(QFile::encodeName(path).toStdString(), readError);
    if (!text) {
        *error = tr("Cannot read %1: %2").arg(QFileInfo(path).fileName(), QString::fromStdString(readError));
        return false;
    }
    ff::Loaded<ff::Document> loaded = ff::parseDocument(*text);
    if (!loaded.value) {
        QStringList lines;
        for (const ff::Problem& p : loaded.problems) {
            lines << (p.path.empty() ? QString::fromStdString(p.message)
                                     : QStringLiteral("%1: %2").arg(QString::fromStdString(p.path),
                                                                    QString::fromStdString(p.message)));
            if (lines.size() == 5)
                break;
        }
        *error = tr("%1 is not a level file that can be read:\n%2")
                     .arg(QFileInfo(path).fileName(), lines.join('\n'));
        return false;
    }
    if (const auto* pack = std::get_if<ff::Pack>(&*loaded.value))
        setPack(*pack, path);
    else
        setLevel(std::get<Level>(*loaded.value), path);
    return true;
}

bool LevelEditDocument::save(const QString& path, QString* error)
{
    const std::string text = pack_ ? ff::writePack(pack()) : ff::writeLevel(level_);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    if (file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())) {
        *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    undo_.setClean();
    if (filePath_ != path) {
        filePath_ = path;
        emit filePathChanged(filePath_);
    }
    return true;
}

QString LevelEditDocument::refusalText(Refusal r)
{
    switch (r) {
    case Refusal::None:
        return QString();
    case Refusal::Void:
        return tr("Nothing can stand on a void cell.");
    case Refusal::StandardBoard:
        return tr("The standard board's void cells are fixed; start a custom board to shape the floor.");
    case Refusal::Object:
        return tr("An object already stands there.");
    case Refusal::Monster:
        return tr("The monster stands there.");
    case Refusal::Blood:
        return tr("That cell is blood.");
    case Refusal::Teleporter:
        return tr("A teleporter is there.");
    case Refusal::Occupied:
        return tr("Clear the cell and its mirror cell first (pieces, monster, exit and entrance).");
    case Refusal::Nothing:
        return tr("There is nothing there.");
    }
    return QString();
}

} // namespace ffui
