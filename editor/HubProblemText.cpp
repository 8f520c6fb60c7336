#include "editor/HubProblemText.h"

#include "board/CellName.h"
#include "board/EngineText.h"
#include "engine/files/LevelIo.h"
#include "engine/search/Tightness.h"

#include <QRegularExpression>
#include <QStringList>

namespace ff::editor {

namespace {

// "the stone on a2", "the own token on c3": the pieces of a placement list the hub
// sent as an argument (entries of a level's solution, separated by ", "); none when
// the argument is no such list.
QStringList pieceNames(const std::vector<std::string>& args, std::size_t i)
{
    if (i >= args.size())
        return {};
    const std::optional<std::vector<ff::Placement>> pieces = ff::parsePlacementList("[" + args[i] + "]");
    QStringList names;
    for (const ff::Placement& p : pieces.value_or(std::vector<ff::Placement>{}))
        names << HubProblemText::tr("the %1 on %2")
                     .arg(ui::EngineText::pieceName(p.kind, p.side), ui::cellName(p.at));
    return names;
}

QString piecesText(const std::vector<std::string>& args, std::size_t i)
{
    return pieceNames(args, i).join(QStringLiteral(", "));
}

} // namespace

QString HubProblemText::levelProblem(const ff::api::LevelProblem& problem)
{
    // A level of a pack: "levels[1]" or "levels[1].monster.at".
    static const QRegularExpression inPack(QStringLiteral(R"(^levels\[(\d+)\]\.?)"));
    const QRegularExpressionMatch match = inPack.match(QString::fromStdString(problem.path));
    if (match.hasMatch()) {
        ff::api::LevelProblem inLevel = problem;
        inLevel.path = problem.path.substr(static_cast<std::size_t>(match.capturedLength()));
        return tr("Level %1: %2").arg(match.captured(1).toInt() + 1).arg(levelProblem(inLevel));
    }
    const std::string& c = problem.code;
    const std::vector<std::string>& a = problem.args;
    if (c == "too-many-pieces") {
        if (a.size() >= 2)
            return tr("A published level places at most %1 pieces; this one places %2.")
                .arg(QString::fromStdString(a[0]), QString::fromStdString(a[1]));
        return tr("A published level places at most %1 pieces; this one places more.")
            .arg(ff::kMaxTightnessPieces);
    }
    if (c == "unsolvable")
        return tr("Not solvable: no placement of the inventory makes the monster win.");
    if (c == "not-unique") {
        const QString one = piecesText(a, 0);
        const QString other = piecesText(a, 1);
        if (!one.isEmpty() && !other.isEmpty())
            return tr("Not unique: one solution places %1, another %2. A published level has exactly one "
                      "solution.")
                .arg(one, other);
        return tr("Not unique: the level has more than one solution. A published level has exactly one.");
    }
    if (c == "stored-solution-fails") {
        const QString only = piecesText(a, 0);
        if (!only.isEmpty())
            return tr("The stored solution does not solve the level; its only solution places %1.").arg(only);
        return tr("The stored solution does not solve the level.");
    }
    if (c == "not-tight") {
        const QStringList idlePieces = pieceNames(a, 0);
        const QString idle = idlePieces.join(QStringLiteral(", "));
        const auto n = idlePieces.size();
        if (n == 1)
            return tr("In the solution, %1 is not needed: the level is won without it. A published level "
                      "needs every piece of its solution.")
                .arg(idle);
        if (n > 1)
            return tr("In the solution, %1 pieces are not needed: %2. The level is won without them. A "
                      "published level needs every piece of its solution.")
                .arg(n)
                .arg(idle);
        return tr("Not every piece of the solution is needed: the level is won without some of them. A "
                  "published level needs every piece of its solution.");
    }
    return ui::EngineText::authorProblem(
        ff::Problem{problem.path, problem.code, problem.args, problem.message});
}

} // namespace ff::editor
