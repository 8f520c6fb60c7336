#include "online/HubText.h"

#include "board/CellName.h"
#include "board/EngineText.h"
#include "engine/files/LevelIo.h"
#include "engine/search/Tightness.h"

#include <QRegularExpression>
#include <QStringList>
#include <QUrl>

#include <cmath>

namespace ffonline {

QString HubText::addressText(const QUrl& hub)
{
    QString text = hub.toString(QUrl::RemoveScheme | QUrl::StripTrailingSlash);
    while (text.startsWith(QLatin1Char('/')))
        text.remove(0, 1);
    return text;
}

QString HubText::notAHub(const QUrl& hub)
{
    return tr("The address %1 did not answer as a Furunkulus hub does.").arg(addressText(hub));
}

QString HubText::duration(double seconds)
{
    const qint64 s = std::max<qint64>(0, std::llround(seconds));
    if (s < 60)
        return tr("%1 s").arg(s);
    if (s < 3600)
        return tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    if (s < 86400)
        return tr("%1 h %2 min").arg(s / 3600).arg(s % 3600 / 60);
    return tr("%1 d %2 h").arg(s / 86400).arg(s % 86400 / 3600);
}

QString HubText::error(const HubError& error, const QUrl& hub)
{
    const QString where = addressText(hub);
    using Kind = HubError::Kind;
    switch (error.kind) {
    case Kind::None:
        return {};
    case Kind::Unreachable:
        return tr("The hub at %1 cannot be reached. Check the address and your connection.").arg(where);
    case Kind::Timeout:
        return tr("The hub at %1 did not answer in time. Try again later.").arg(where);
    case Kind::Cancelled:
        return tr("Cancelled.");
    case Kind::Unauthorized:
        return tr("The hub at %1 does not know your player (the token was refused). Register again "
                  "under Settings › Online.")
            .arg(where);
    case Kind::RateLimited:
        return tr("The hub at %1 asks you to slow down. Try again in a few seconds.").arg(where);
    case Kind::Busy:
        if (error.code == "engine-timeout")
            return tr("The hub at %1 could not finish checking in the time it allows. Try again later.")
                .arg(where);
        if (error.code == "storage-error")
            return tr("The hub at %1 could not store anything just now (its database failed). "
                      "Try again later.")
                .arg(where);
        return tr("The hub at %1 is busy. Try again in a moment.").arg(where);
    case Kind::NotFound:
        if (error.code == "unknown-week")
            return tr("The hub at %1 has no level for that week.").arg(where);
        if (error.code == "unknown-level")
            return tr("The hub at %1 has no such community level.").arg(where);
        return tr("The address %1 is no Furunkulus hub (it does not know the hub's routes).").arg(where);
    case Kind::Refused:
        if (error.code == "name-taken")
            return tr("Another player on the hub has this name. Choose another one.");
        if (error.code == "bad-name")
            return tr("A name has 1 to 32 characters and no control characters.");
        if (error.code == "duplicate-level")
            return tr("The hub already holds this level (the same, turned or mirrored).");
        if (error.code == "own-level")
            return tr("You cannot vote on your own level.");
        if (error.code == "level-refused")
            return tr("The hub refused the level.");
        if (error.code == "not-solved")
            return tr("The hub's engine finds that this placement does not solve the level.");
        if (error.code == "body-too-large")
            return tr("This is larger than the hub accepts.");
        return tr("The hub at %1 refused the request (%2).").arg(where, QString::fromStdString(error.code));
    case Kind::Server:
        return tr("The hub at %1 failed (HTTP %2). Try again later.").arg(where).arg(error.status);
    case Kind::BadAnswer:
        return notAHub(hub);
    }
    return {};
}

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
        names << HubText::tr("the %1 on %2")
                     .arg(ffui::EngineText::pieceName(p.kind, p.side), ffui::cellName(p.at));
    return names;
}

QString piecesText(const std::vector<std::string>& args, std::size_t i)
{
    return pieceNames(args, i).join(QStringLiteral(", "));
}

} // namespace

QString HubText::levelProblem(const HubProblem& problem)
{
    // A level of a pack: "levels[1]" or "levels[1].monster.at".
    static const QRegularExpression inPack(QStringLiteral(R"(^levels\[(\d+)\]\.?)"));
    const QRegularExpressionMatch match = inPack.match(QString::fromStdString(problem.path));
    if (match.hasMatch()) {
        HubProblem inLevel = problem;
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
    return ffui::EngineText::authorProblem(
        ff::Problem{problem.path, problem.code, problem.args, problem.message});
}

} // namespace ffonline
