#include "board/EngineText.h"

#include "board/CellName.h"
#include "engine/rules/Catalogue.h"
#include "words/PieceNames.h"

#include <QRegularExpression>

#include <cstddef>
#include <optional>
#include <set>

namespace ff::ui {

using ff::PieceKind;
using ff::Side;
using Refusal = PlacementDocument::Refusal;

namespace {

QString arg(const std::vector<std::string>& args, std::size_t i)
{
    return i < args.size() ? QString::fromStdString(args[i]) : QString();
}

QString arg(const ff::Problem& p, std::size_t i)
{
    return arg(p.args, i);
}

// The cell whose x and y are the problem's arguments i and i + 1, by its name on the board.
QString cellText(const ff::Problem& p, std::size_t i)
{
    return cellName({arg(p, i).toInt(), arg(p, i + 1).toInt()});
}

// A cell beyond the board's right or bottom edge is named as if the board went on
// (column "q" of a board of 16 columns); only a negative coordinate has no name, and
// the cell is given as the file writes it.
QString fileCellText(const ff::Problem& p, std::size_t i)
{
    bool xOk = false;
    bool yOk = false;
    const int x = arg(p, i).toInt(&xOk);
    const int y = arg(p, i + 1).toInt(&yOk);
    if (xOk && yOk && x >= 0 && y >= 0)
        return cellName({x, y});
    return QStringLiteral("[%1, %2]").arg(arg(p, i), arg(p, i + 1));
}

} // namespace

QString EngineText::pieceName(PieceKind kind, Side side)
{
    return QCoreApplication::translate(words::kPieceNameContext, words::pieceNameSource(kind, side));
}

// What a piece does, for the legend: one paragraph in the player's words.
QString EngineText::pieceDescription(PieceKind kind, Side side)
{
    switch (kind) {
    case PieceKind::Token:
        return side == Side::Own
                   ? tr("Yours: the monster must not get it. It sees your tokens and turns to them like to "
                        "any "
                        "token, and eats one it walks onto. Pushed off the board or onto a teleporter, a "
                        "token is "
                        "crushed, which counts as eaten.")
                   : tr("Feed every one of them to the monster: then the level is solved. To the monster "
                        "they are "
                        "tokens like yours. A token behind a pushed stone is pushed along, not eaten.");
    case PieceKind::Stone:
        return tr("Blocks the monster's sight. The monster pushes it one cell ahead, with everything lined "
                  "up behind it; pushed off the board or onto a teleporter it is gone.");
    case PieceKind::Crystal:
        return tr("Clear: the monster sees through it. Pushed like a stone.");
    case PieceKind::TurnRight:
        return tr("Blocks sight. A monster that saw no token and walks into it turns a quarter to the right "
                  "instead and goes on in the same step. A monster that saw a token pushes it like a stone.");
    case PieceKind::TurnLeft:
        return tr("Like the right-turning stone, but the monster turns a quarter to the left.");
    case PieceKind::Turn180:
        return tr("Like the right-turning stone, but the monster turns around.");
    case PieceKind::Blood:
        return tr(
            "The monster slides across it in the same step, without looking, to the first cell past the "
            "pool. Pushed pieces slide across it too. Sight goes over blood; pieces cannot be placed on "
            "it.");
    case PieceKind::Teleporter:
        return tr("Teleporters come in pairs with the same letter. A monster that steps on one comes out of "
                  "the other, facing its arrow, and its step ends there. A piece pushed onto a teleporter is "
                  "destroyed. Sight passes over a teleporter, never through it to its twin.");
    }
    return {};
}

QString EngineText::pieceLabel(ff::PieceType type)
{
    QString name = pieceName(type.kind, type.side);
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

QString EngineText::placingHelp(ff::PieceType type)
{
    switch (type.kind) {
    case PieceKind::Token:
        return type.side == Side::Own
                   ? tr("Click to place an own token (the monster must not eat it); colour "
                        "and number on the toolbar.")
                   : tr("Click to place an enemy token (the monster should eat it); colour "
                        "and number on the toolbar.");
    case PieceKind::Stone:
        return tr("Click or drag to place stones; they block sight.");
    case PieceKind::Crystal:
        return tr("Click or drag to place crystals; the monster sees through them.");
    case PieceKind::TurnRight:
        return tr("Click to place a stone that turns the monster right.");
    case PieceKind::TurnLeft:
        return tr("Click to place a stone that turns the monster left.");
    case PieceKind::Turn180:
        return tr("Click to place a stone that turns the monster around.");
    case PieceKind::Blood:
    case PieceKind::Teleporter:
        break;
    }
    return {};
}

QString EngineText::refusal(Refusal r, PieceKind kind, Side side)
{
    switch (r) {
    case Refusal::None:
        return {};
    case Refusal::Void:
        return tr("This cell is not part of the floor.");
    case Refusal::Occupied:
        return tr("This cell already holds a piece.");
    case Refusal::Monster:
        return tr("The monster stands on this cell.");
    case Refusal::Blood:
        return tr("Pieces cannot be placed on blood.");
    case Refusal::Teleporter:
        return tr("Pieces cannot be placed on a teleporter.");
    case Refusal::NotAllowed:
        return tr("This level only allows placing on the marked cells.");
    case Refusal::NoneLeft:
        return tr("Every %1 is placed already.").arg(pieceName(kind, side));
    case Refusal::NotInInventory:
        return tr("This level has no %1 to place.").arg(pieceName(kind, side));
    case Refusal::NothingPlaced:
        return tr("There is no piece of yours on this cell.");
    }
    return {};
}

QString EngineText::fileProblem(const ff::Problem& problem)
{
    QString text = structureSentence(problem);
    if (text.isEmpty() && problem.code == "integer-range") // the path comes first anyway
        text = tr("The value must be between %1 and %2.").arg(arg(problem, 0), arg(problem, 1));
    if (text.isEmpty())
        text = contentSentence(problem);
    if (text.isEmpty())
        text = QString::fromStdString(problem.message);
    // These sentences speak of the whole file, whatever entry the problem was found at.
    static const std::set<std::string> wholeFile = {"not-fearsome-floors", "unsupported-version",
                                                    "expected-level", "expected-pack"};
    if (problem.path.empty() || wholeFile.contains(problem.code))
        return text;
    return tr("%1: %2").arg(placeText(problem.path), text);
}

QString EngineText::authorProblem(const ff::Problem& problem)
{
    QString text = contentSentence(problem);
    if (text.isEmpty())
        text = structureSentence(problem);
    if (!text.isEmpty())
        return text;
    return problem.path.empty()
               ? QString::fromStdString(problem.message)
               : tr("%1: %2").arg(placeText(problem.path), QString::fromStdString(problem.message));
}

QString EngineText::packProblem(const ff::Problem& problem)
{
    if (problem.path == "id")
        return tr("The pack id must be 1 to 64 characters of a-z, 0-9, \"-\", \"_\" and \".\".");
    return authorProblem(problem);
}

QString EngineText::fileTooLarge()
{
    return tr("The file is larger than 4 MiB.");
}

QString EngineText::shareCodeError(const ff::ShareDecode& decoded)
{
    const std::string& c = decoded.code;
    if (c == "empty")
        return tr("The clipboard holds no share code.");
    if (c == "not-a-share-code")
        return tr("This is not a share code: codes start with \"FF2-\" (or \"FF1-\").");
    if (c == "unsupported-version")
        return tr("This share code was made by a newer version (format %1).").arg(arg(decoded.args, 0));
    if (c == "bad-character")
        return tr("The share code has a wrong character \"%1\" at position %2.")
            .arg(arg(decoded.args, 1), arg(decoded.args, 0));
    if (c == "truncated")
        return tr("The share code is cut off: %1 of %2 characters.")
            .arg(arg(decoded.args, 0), arg(decoded.args, 1));
    if (c == "extra-characters")
        return tr("The share code has extra characters: %1 instead of %2.")
            .arg(arg(decoded.args, 0), arg(decoded.args, 1));
    if (c == "checksum-mismatch")
        return tr("The share code is mistyped or altered (its checksum does not match).");
    if (c == "too-long")
        return tr("This text is far too long to be a share code.");
    return tr("The share code cannot be read: %1").arg(QString::fromStdString(decoded.message));
}

QString EngineText::fieldLabel(const std::string& path)
{
    // The first key of the path names the field; a translation of it is "<field>_i18n.<language>".
    const QString s = QString::fromStdString(path);
    QString field = s.section(QRegularExpression(QStringLiteral(R"([.\[])")), 0, 0);
    if (field.endsWith(QLatin1String("_i18n")))
        field.chop(5);
    QString label = field == QLatin1String("id")       ? tr("The id")
                    : field == QLatin1String("title")  ? tr("The title")
                    : field == QLatin1String("author") ? tr("The author")
                    : field == QLatin1String("hint")   ? tr("The hint")
                    : field == QLatin1String("week")   ? tr("The week")
                                                       : s;
    const int i18n = s.indexOf(QLatin1String("_i18n."));
    if (i18n >= 0)
        label += tr(" (translation \"%1\")").arg(s.mid(i18n + 6));
    return label;
}

QString EngineText::placeText(const std::string& path)
{
    static const QRegularExpression segment(QStringLiteral(R"(^([^.\[\]]*)(?:\[(\d+)\])?$)"));
    const QString text = QString::fromStdString(path);
    // The texts of a level (and their translations) have labels of their own.
    static const QRegularExpression textField(QStringLiteral(R"(^(id|title|author|hint|week)(_i18n\..*)?$)"));
    if (textField.match(text).hasMatch())
        return fieldLabel(path);
    QStringList parts;
    for (const QString& part : text.split(QLatin1Char('.'))) {
        const QRegularExpressionMatch m = segment.match(part);
        if (!m.hasMatch()) {
            parts << tr("“%1”").arg(part);
            continue;
        }
        const QString key = m.captured(1);
        const bool indexed = !m.captured(2).isEmpty();
        const int n = m.captured(2).toInt() + 1; // people count from 1
        if (key == QLatin1String("levels"))
            parts << (indexed ? tr("level %1 of the pack").arg(n) : tr("the pack's levels"));
        else if (key == QLatin1String("pieces"))
            parts << (indexed ? tr("piece %1").arg(n) : tr("the pieces"));
        else if (key == QLatin1String("inventory"))
            parts << (indexed ? tr("inventory entry %1").arg(n) : tr("the inventory"));
        else if (key == QLatin1String("solution"))
            parts << (indexed ? tr("placement %1 of the stored solution").arg(n) : tr("the stored solution"));
        else if (key == QLatin1String("allowed"))
            parts << (indexed ? tr("cell %1 of the placement zone").arg(n) : tr("the placement zone"));
        else if (key == QLatin1String("void"))
            parts << (indexed ? tr("void cell %1").arg(n) : tr("the void cells"));
        else if (key == QLatin1String("cells"))
            parts << (indexed ? tr("blood cell %1").arg(n) : tr("the blood cells"));
        else if (key == QLatin1String("board"))
            parts << tr("the board");
        else if (key == QLatin1String("monster"))
            parts << tr("the monster");
        else if (key == QLatin1String("rules"))
            parts << tr("the rules");
        else if (key == QLatin1String("difficulty"))
            parts << tr("the difficulty");
        else
            parts << (indexed ? tr("entry %2 of “%1”").arg(key).arg(n) : tr("“%1”").arg(key));
    }
    QString place = parts.join(QStringLiteral(", "));
    if (!place.isEmpty())
        place[0] = place[0].toUpper();
    return place;
}

QString EngineText::contentSentence(const ff::Problem& p)
{
    const std::string& c = p.code;
    if (c == "bad-id")
        return tr("The id must be 1 to 64 characters of a-z, 0-9, \"-\", \"_\" and \".\".");
    if (c == "empty-text")
        return tr("%1 must not be empty.").arg(fieldLabel(p.path));
    if (c == "text-too-long")
        return tr("%1 is too long: %2 characters, at most %3.").arg(fieldLabel(p.path), arg(p, 1), arg(p, 0));
    if (c == "invalid-utf8")
        return tr("%1 contains bytes that are not text.").arg(fieldLabel(p.path));
    if (c == "empty-language")
        return tr("A translation has no language code: %1.").arg(fieldLabel(p.path));
    if (c == "bad-week")
        return tr("The week must look like 2026-W48.");
    if (c == "bad-week-number")
        return tr("%1 has only %2 weeks.").arg(arg(p, 0), arg(p, 2));
    if (c == "outside-board")
        return tr("%1 is outside the %2x%3 board.").arg(fileCellText(p, 0), arg(p, 2), arg(p, 3));
    if (c == "void-cell")
        return tr("%1 is a void cell: nothing can be there.").arg(cellText(p, 0));
    if (c == "duplicate-cell")
        return tr("%1 is listed twice.").arg(cellText(p, 0));
    if (c == "void-not-symmetric")
        return tr("Void cell %1 needs its mirror cell %2 to be void too.")
            .arg(cellText(p, 0), cellText(p, 2));
    if (c == "floor-taken")
        return tr("%1 already has blood or a teleporter.").arg(cellText(p, 0));
    if (c == "empty-blood")
        return tr("A blood pool has no cells.");
    if (c == "blood-not-connected")
        return tr("Blood cell %1 does not touch the rest of its pool.").arg(cellText(p, 0));
    if (c == "teleporter-unpaired")
        return tr("Teleporter %1 has only one end: place its twin.").arg(arg(p, 0));
    if (c == "teleporter-extra")
        return tr("Teleporter %1 has more than two ends.").arg(arg(p, 0));
    if (c == "cell-taken")
        return tr("Two objects stand on %1.").arg(cellText(p, 0));
    if (c == "object-on-teleporter")
        return tr("An object stands on the teleporter at %1.").arg(cellText(p, 0));
    if (c == "monster-on-object")
        return tr("The monster stands on an object at %1.").arg(cellText(p, 0));
    if (c == "monster-on-blood")
        return tr("The monster stands on blood at %1.").arg(cellText(p, 0));
    if (c == "not-placeable")
        return tr("The inventory cannot hold %1 pieces.").arg(arg(p, 0));
    if (c == "duplicate-inventory")
        return tr("The inventory lists %1 twice.").arg(arg(p, 0));
    if (c == "no-enemy")
        return tr("There is no enemy token: place one on the board or put one in the inventory.");
    if (c == "inventory-too-large")
        return tr("The inventory has %1 pieces but only %2 cells are free to place them.")
            .arg(arg(p, 0), arg(p, 1));
    if (c == "placement-on-object" || c == "placement-on-blood" || c == "placement-on-teleporter" ||
        c == "placement-on-monster" || c == "placement-not-allowed" || c == "cell-used")
        return tr("The stored solution places a piece on %1, which is not free for it.").arg(cellText(p, 0));
    if (c == "solution-mismatch") {
        const std::optional<PieceKind> kind = ff::kindFromName(p.args.empty() ? "" : p.args[0]);
        const std::optional<Side> side = ff::sideFromName(p.args.size() < 2 ? "" : p.args[1]);
        const QString piece = kind ? pieceLabel({*kind, side.value_or(Side::Own)}) : arg(p, 0);
        return tr("%1: the stored solution places %2, the inventory holds %3.")
            .arg(piece, arg(p, 2), arg(p, 3));
    }
    if (c == "bad-extra")
        return tr("The extra value %1 is not JSON.").arg(arg(p, 0));
    if (c == "integer-range")
        return tr("%1 must be between %2 and %3.").arg(placeText(p.path), arg(p, 0), arg(p, 1));
    if (c == "too-many-problems")
        return tr("More problems were found than can be listed.");
    if (c == "empty-pack")
        return tr("The pack holds no level.");
    if (c == "duplicate-id")
        return tr("Two levels have the id \"%1\".").arg(arg(p, 0));
    return {};
}

QString EngineText::structureSentence(const ff::Problem& p)
{
    const std::string& c = p.code;
    if (c == "invalid-json")
        return tr("The file is not valid JSON (line %1, column %2).").arg(arg(p, 0), arg(p, 1));
    if (c == "too-large")
        return fileTooLarge();
    if (c == "not-fearsome-floors")
        return tr("This is not a Furunkulus level or pack file.");
    if (c == "unsupported-version")
        return tr("The file has format version %1; this version of Furunkulus reads version 1.")
            .arg(arg(p, 0));
    if (c == "missing-key")
        return tr("The required entry \"%1\" is missing.").arg(arg(p, 0));
    if (c == "unknown-key")
        return tr("The entry \"%1\" is not part of the level format.").arg(arg(p, 0));
    if (c == "file-not-utf8")
        return tr("The file is not UTF-8 text (line %1, column %2).").arg(arg(p, 0), arg(p, 1));
    if (c == "too-deep")
        return tr("The file nests lists and objects more than %1 deep.").arg(arg(p, 0));
    if (c == "too-many-keys")
        return tr("An object in the file has more than %1 entries.").arg(arg(p, 0));
    if (c == "json-number-overflow")
        return tr("The file holds a number too large to read.");
    if (c == "internal-error")
        return tr("The file could not be read (%1).").arg(arg(p, 0));
    if (c == "expected-level")
        return tr("This is a level pack, but a single level is expected here.");
    if (c == "expected-pack")
        return tr("This is a single level, but a level pack is expected here.");
    if (c == "duplicate-key")
        return tr("The entry \"%1\" appears twice.").arg(arg(p, 0));
    if (c == "expected-string")
        return tr("This must be a text in quotes.");
    if (c == "expected-object")
        return tr("This must be an object: entries in { }.");
    if (c == "expected-array")
        return tr("This must be a list: values in [ ].");
    if (c == "expected-cell")
        return tr("This must be a cell: [x, y].");
    if (c == "expected-board")
        return tr("The board must be \"standard\" or a board object.");
    if (c == "expected-direction")
        return tr("The direction must be \"N\", \"E\", \"S\" or \"W\".");
    if (c == "expected-side")
        return tr("The side must be \"own\" or \"enemy\".");
    if (c == "expected-goal")
        return tr("The goal must be \"eat-all-enemies\" or \"survive-forever\".");
    if (c == "unknown-kind")
        return tr("\"%1\" is not a kind of piece.").arg(arg(p, 0));
    if (c == "too-many")
        return tr("This list is too long: at most %1 entries.").arg(arg(p, 0));
    return {};
}

QString EngineText::dirName(ff::Dir d)
{
    switch (d) {
    case ff::Dir::N:
        return tr("north");
    case ff::Dir::E:
        return tr("east");
    case ff::Dir::S:
        return tr("south");
    case ff::Dir::W:
        return tr("west");
    }
    return {};
}

QString EngineText::distance(int cells, ff::Dir d)
{
    const bool one = cells == 1;
    switch (d) {
    case ff::Dir::N:
        return one ? tr("1 cell north") : tr("%1 cells north").arg(cells);
    case ff::Dir::E:
        return one ? tr("1 cell east") : tr("%1 cells east").arg(cells);
    case ff::Dir::S:
        return one ? tr("1 cell south") : tr("%1 cells south").arg(cells);
    case ff::Dir::W:
        return one ? tr("1 cell west") : tr("%1 cells west").arg(cells);
    }
    return {};
}

QString EngineText::deed(const ff::Deed& d)
{
    using Type = ff::Deed::Type;
    switch (d.type) {
    case Type::TurnStone:
    case Type::SlideTurn: {
        const QString turn = d.kind == PieceKind::TurnRight  ? tr("turns right at a right-turning stone")
                             : d.kind == PieceKind::TurnLeft ? tr("turns left at a left-turning stone")
                                                             : tr("turns around at a U-turn stone");
        return d.type == Type::SlideTurn ? tr("stops on the blood and %1").arg(turn) : turn;
    }
    case Type::Stuck:
        return tr("is hemmed in by turning stones and stays");
    case Type::Walk:
        return d.crossed ? tr("steps %1 through the wall").arg(dirName(d.dir))
                         : tr("steps %1").arg(dirName(d.dir));
    case Type::Slide:
        if (d.count == 1)
            return d.crossed ? tr("slides 1 cell over blood, through the wall")
                             : tr("slides 1 cell over blood");
        return (d.crossed ? tr("slides %1 cells over blood, through the wall")
                          : tr("slides %1 cells over blood"))
            .arg(d.count);
    case Type::Teleport:
        return tr("goes through a teleporter and comes out facing %1").arg(dirName(d.dir));
    case Type::Push: {
        QString first;
        switch (d.kind) {
        case PieceKind::Token:
            first = d.side == Side::Own ? tr("pushes your token") : tr("pushes an enemy token");
            break;
        case PieceKind::Crystal:
            first = tr("pushes a crystal");
            break;
        case PieceKind::TurnRight:
            first = tr("pushes a right-turning stone");
            break;
        case PieceKind::TurnLeft:
            first = tr("pushes a left-turning stone");
            break;
        case PieceKind::Turn180:
            first = tr("pushes a U-turn stone");
            break;
        default:
            first = tr("pushes a stone");
            break;
        }
        if (d.count == 1)
            return first;
        return d.count == 2 ? tr("%1 and 1 more piece behind it").arg(first)
                            : tr("%1 and %2 more pieces behind it").arg(first).arg(d.count - 1);
    }
    case Type::Eat:
        return d.side == Side::Own ? tr("eats your token") : tr("eats an enemy token");
    case Type::Crush:
        return d.side == Side::Own ? tr("destroys your token by pushing it")
                                   : tr("destroys an enemy token by pushing it");
    case Type::Remove:
        return tr("a pushed piece leaves the board");
    }
    return {};
}

QString EngineText::stepExplanation(long step, const ff::StepWhy& why)
{
    QStringList seen;
    for (const ff::RaySeen& ray : why.rays) {
        if (ray.end != ff::RayEnd::Token)
            continue;
        const QString where = distance(ray.distance, ray.dir);
        seen << (ray.side == Side::Own ? tr("your token %1").arg(where) : tr("an enemy token %1").arg(where));
    }
    QString sight;
    if (seen.isEmpty()) {
        sight = tr("sees no token");
    } else {
        QString list = seen.takeLast();
        if (!seen.isEmpty())
            list = tr("%1 and %2").arg(seen.join(QStringLiteral(", ")), list);
        sight = tr("sees %1").arg(list);
    }
    QStringList did;
    switch (why.choice) {
    case ff::Choice::TurnToNearest:
        did << tr("turns %1").arg(dirName(why.faced));
        break;
    case ff::Choice::NearestAhead:
        did << tr("keeps facing %1, toward the nearest token").arg(dirName(why.faced));
        break;
    case ff::Choice::Tie:
        did << (why.nearest == 1 ? tr("a tie at 1 cell, so it keeps facing %1").arg(dirName(why.faced))
                                 : tr("a tie at %1 cells, so it keeps facing %2")
                                       .arg(why.nearest)
                                       .arg(dirName(why.faced)));
        break;
    case ff::Choice::NothingSeen:
        did << tr("keeps facing %1").arg(dirName(why.faced));
        break;
    }
    for (const ff::Deed& d : why.deeds)
        did << deed(d);
    return tr("Step %1: %2 → %3.").arg(step).arg(sight, did.join(QStringLiteral(", ")));
}

} // namespace ff::ui
