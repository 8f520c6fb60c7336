#include "editor/LevelEditDocument.h"

#include "board/EngineText.h"
#include "board/LevelFiles.h"
#include "editor/LevelEditCommand.h"
#include "engine/files/ShareCode.h"
#include "engine/rules/BasicLayout.h"
#include "engine/search/Uniqueness.h"

#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>
#include <string_view>

namespace ff::editor {

using ff::Cell;
using ff::Dir;
using ff::Level;
using ff::PieceKind;

LevelEditDocument::LevelEditDocument(QObject* parent) : QObject(parent)
{
    level_ = newStandardLevel(false);
    recheck();
    connect(&undo_, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

void LevelEditDocument::recheck()
{
    problems_ = ff::validateLevel(level_);
    // One run of the stored solution; only a valid level can be run.
    solutionFails_ = problems_.empty() && level_.solution && !ff::solves(ff::Arena(level_), *level_.solution);
}

bool LevelEditDocument::isSolutionProblem(const ff::Problem& problem)
{
    const std::string_view path = problem.path;
    const std::string_view solution = "solution";
    return path.substr(0, solution.size()) == solution &&
           (path.size() == solution.size() || path[solution.size()] == '[' || path[solution.size()] == '.');
}

bool LevelEditDocument::onlySolutionProblems() const
{
    return !problems_.empty() && std::all_of(problems_.begin(), problems_.end(), isSolutionProblem);
}

bool LevelEditDocument::solutionMisfits() const
{
    return level_.solution &&
           (solutionFails_ || std::any_of(problems_.begin(), problems_.end(), isSolutionProblem));
}

bool LevelEditDocument::dropSolution()
{
    if (!level_.solution)
        return false;
    ff::Level level = level_;
    level.solution.reset();
    return edit(level, tr("Drop the stored solution"));
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
    // A default Level is the empty standard board with the monster as in R4.
    Level level = basicLayout ? ff::basicLayoutLevel() : Level();
    level.id = kNewLevelId;
    level.title = tr("Untitled").toStdString();
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
    recheck();
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

LevelEditDocument::Refusal LevelEditDocument::commit(const std::function<Refusal(Level&)>& change,
                                                     const QString& text)
{
    Level after = level_;
    const Refusal r = change(after);
    if (r != Refusal::None)
        return r;
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
    return ff::objectAt(level_, c);
}

std::optional<std::size_t> LevelEditDocument::teleporterAt(Cell c) const
{
    return ff::teleporterAt(level_, c);
}

std::optional<std::size_t> LevelEditDocument::bloodAt(Cell c) const
{
    return ff::bloodAt(level_, c);
}

LevelEditDocument::Refusal LevelEditDocument::placeObject(PieceKind kind, ff::Side side, Cell c,
                                                          std::optional<std::string> color,
                                                          std::optional<int> value)
{
    return commit([&](Level& l) { return ff::placeObject(l, kind, side, c, color, value); },
                  tr("Place %1").arg(ui::EngineText::pieceName(kind, side)));
}

LevelEditDocument::Refusal LevelEditDocument::paintBlood(Cell c)
{
    return commit([&](Level& l) { return ff::paintBlood(l, c); }, tr("Paint blood"));
}

LevelEditDocument::Refusal LevelEditDocument::placeTeleporter(Cell c)
{
    return commit([&](Level& l) { return ff::placeTeleporter(l, c); },
                  tr("Place teleporter %1").arg(QString::fromStdString(ff::nextTeleporterPair(level_))));
}

LevelEditDocument::Refusal LevelEditDocument::setTeleporterArrow(Cell c, Dir arrow)
{
    return commit([&](Level& l) { return ff::setTeleporterArrow(l, c, arrow); }, tr("Turn teleporter arrow"));
}

LevelEditDocument::Refusal LevelEditDocument::placeMonster(Cell c)
{
    return commit([&](Level& l) { return ff::placeMonster(l, c); }, tr("Move monster"));
}

void LevelEditDocument::setMonsterFacing(Dir facing)
{
    commit(
        [&](Level& l) {
            l.monsterFacing = facing;
            return Refusal::None;
        },
        tr("Turn monster"));
}

LevelEditDocument::Refusal LevelEditDocument::setVoid(Cell c, bool isVoid)
{
    return commit([&](Level& l) { return ff::setVoid(l, c, isVoid); },
                  isVoid ? tr("Make cells void") : tr("Make cells floor"));
}

LevelEditDocument::Refusal LevelEditDocument::setAllowed(Cell c, bool allowed)
{
    return commit([&](Level& l) { return ff::setAllowed(l, c, allowed); },
                  allowed ? tr("Allow placing") : tr("Forbid placing"));
}

LevelEditDocument::Refusal LevelEditDocument::erase(Cell c)
{
    return commit([&](Level& l) { return ff::eraseAt(l, c); }, tr("Delete"));
}

LevelEditDocument::Refusal LevelEditDocument::checkMove(Cell from, Cell to) const
{
    return ff::moveRefusal(level_, from, to);
}

LevelEditDocument::Refusal LevelEditDocument::move(Cell from, Cell to)
{
    // The undo step names what moves (when nothing does, the move is refused).
    const std::optional<ff::Occupant> what = ff::movableAt(level_, from);
    QString text = tr("Move monster");
    if (what == ff::Occupant::Object) {
        const ff::Piece& p = level_.pieces[*objectAt(from)];
        text = tr("Move %1").arg(ui::EngineText::pieceName(p.kind, p.side));
    } else if (what == ff::Occupant::Teleporter) {
        text = tr("Move teleporter");
    }
    return commit([&](Level& l) { return ff::movePiece(l, from, to); }, text);
}

bool LevelEditDocument::load(const QString& path, QString* error)
{
    QString reason;
    const std::optional<ff::Document> doc = ui::LevelFiles::load(path, reason);
    if (!doc) {
        *error = tr("%1 cannot be opened: %2").arg(QFileInfo(path).fileName(), reason);
        return false;
    }
    if (const auto* pack = std::get_if<ff::Pack>(&*doc))
        setPack(*pack, path);
    else
        setLevel(std::get<Level>(*doc), path);
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
    case Refusal::NotAnObject:
        return tr("Blood and teleporters are not objects: they have tools of their own.");
    }
    return QString();
}

} // namespace ff::editor
