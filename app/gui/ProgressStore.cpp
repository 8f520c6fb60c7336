#include "app/gui/ProgressStore.h"

#include "engine/files/LevelIo.h"
#include "online/HubAccount.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QUrl>

#include <algorithm>

namespace ff::app {

namespace {

QSettings store()
{
    return QSettings(QStringLiteral("Furunkulus"), QStringLiteral("Furunkulus"));
}

// "progress/<encoded key>": everything recorded for one level. The key may hold '/'
// and other characters QSettings treats specially, so it is percent-encoded.
QString levelGroup(const QString& key)
{
    return QStringLiteral("progress/") + QString::fromLatin1(QUrl::toPercentEncoding(key));
}

// "progress/<encoded key>/<name>".
QString levelKey(const QString& key, const QString& name)
{
    return levelGroup(key) + QLatin1Char('/') + name;
}

} // namespace

namespace {

QString hubKey(const QString& key, const QUrl& hub, const char* name)
{
    return levelKey(key,
                    QStringLiteral("hub/%1/%2").arg(ff::online::HubAccount::hubId(hub), QLatin1String(name)));
}

} // namespace

ProgressStore::HubRecord ProgressStore::hubRecord(const QString& key, const QUrl& hub)
{
    const QSettings s = store();
    HubRecord r;
    r.sent = s.value(hubKey(key, hub, "sent"), false).toBool();
    r.rank = s.value(hubKey(key, hub, "rank"), 0).toInt();
    r.solvers = s.value(hubKey(key, hub, "solvers"), 0).toInt();
    return r;
}

void ProgressStore::setHubRecord(const QString& key, const QUrl& hub, const HubRecord& record)
{
    QSettings s = store();
    s.setValue(hubKey(key, hub, "sent"), record.sent);
    s.setValue(hubKey(key, hub, "rank"), record.rank);
    s.setValue(hubKey(key, hub, "solvers"), record.solvers);
}

int ProgressStore::communityVote(const QString& key, const QUrl& hub)
{
    return std::clamp(store().value(hubKey(key, hub, "vote"), 0).toInt(), -1, 1);
}

void ProgressStore::setCommunityVote(const QString& key, const QUrl& hub, int vote)
{
    store().setValue(hubKey(key, hub, "vote"), std::clamp(vote, -1, 1));
}

void ProgressStore::moveLevel(const QString& from, const QString& to)
{
    if (from == to)
        return;
    QSettings s = store();
    s.remove(levelGroup(to));
    s.beginGroup(levelGroup(from));
    const QStringList keys = s.allKeys();
    s.endGroup();
    for (const QString& k : keys)
        s.setValue(levelKey(to, k), s.value(levelKey(from, k)));
    s.remove(levelGroup(from));
}

bool ProgressStore::isSolved(const QString& key)
{
    return store().value(levelKey(key, QStringLiteral("solved")), false).toBool();
}

void ProgressStore::markSolved(const QString& key)
{
    store().setValue(levelKey(key, QStringLiteral("solved")), true);
}

int ProgressStore::attempts(const QString& key)
{
    return store().value(levelKey(key, QStringLiteral("attempts")), 0).toInt();
}

void ProgressStore::addAttempt(const QString& key)
{
    QSettings s = store();
    const QString k = levelKey(key, QStringLiteral("attempts"));
    s.setValue(k, s.value(k, 0).toInt() + 1);
}

int ProgressStore::hints(const QString& key, ff::ui::HintKind kind)
{
    return store().value(levelKey(key, QStringLiteral("hints/%1").arg(static_cast<int>(kind))), 0).toInt();
}

int ProgressStore::totalHints(const QString& key)
{
    QSettings s = store();
    s.beginGroup(levelKey(key, QStringLiteral("hints")));
    int total = 0;
    for (const QString& kind : s.childKeys())
        total += s.value(kind, 0).toInt();
    return total;
}

void ProgressStore::addHint(const QString& key, ff::ui::HintKind kind)
{
    QSettings s = store();
    const QString k = levelKey(key, QStringLiteral("hints/%1").arg(static_cast<int>(kind)));
    s.setValue(k, s.value(k, 0).toInt() + 1);
}

ProgressStore::Win ProgressStore::recordWin(const QString& key, int attempts, qint64 timeMs,
                                            const std::vector<ff::Placement>& placements)
{
    Win win;
    win.attempts = attempts;
    win.timeMs = timeMs;
    win.hints = totalHints(key);
    win.withoutHints = win.hints == 0 && !isRevealed(key);
    const qint64 bestTime = bestTimeMs(key);
    const int fewest = fewestAttempts(key);
    win.newBestTime = bestTime == 0 || timeMs < bestTime;
    win.newFewestAttempts = fewest == 0 || attempts < fewest;
    QSettings s = store();
    s.setValue(levelKey(key, QStringLiteral("solved")), true);
    if (win.newBestTime)
        s.setValue(levelKey(key, QStringLiteral("bestTimeMs")), std::max<qint64>(timeMs, 1));
    if (win.newFewestAttempts)
        s.setValue(levelKey(key, QStringLiteral("fewestAttempts")), attempts);
    if (win.withoutHints)
        s.setValue(levelKey(key, QStringLiteral("withoutHints")), true);
    s.setValue(levelKey(key, QStringLiteral("winningRun")), placementsToJson(placements));
    return win;
}

qint64 ProgressStore::bestTimeMs(const QString& key)
{
    return store().value(levelKey(key, QStringLiteral("bestTimeMs")), 0).toLongLong();
}

int ProgressStore::fewestAttempts(const QString& key)
{
    return store().value(levelKey(key, QStringLiteral("fewestAttempts")), 0).toInt();
}

bool ProgressStore::solvedWithoutHints(const QString& key)
{
    return store().value(levelKey(key, QStringLiteral("withoutHints")), false).toBool();
}

std::vector<ff::Placement> ProgressStore::winningPlacements(const QString& key)
{
    return placementsFromJson(store().value(levelKey(key, QStringLiteral("winningRun"))).toString());
}

bool ProgressStore::isRevealed(const QString& key)
{
    return store().value(levelKey(key, QStringLiteral("revealed")), false).toBool();
}

void ProgressStore::markRevealed(const QString& key)
{
    store().setValue(levelKey(key, QStringLiteral("revealed")), true);
}

namespace {
QString weekKey(ff::IsoWeek week)
{
    return QStringLiteral("weekly/solvedInWeek/%1").arg(QString::fromStdString(ff::isoWeekText(week)));
}

// The week before `week`: the week of the Sunday before its Monday.
ff::IsoWeek weekBefore(ff::IsoWeek week)
{
    const ff::CivilDate monday = ff::mondayOf(week);
    const QDate sunday = QDate(monday.year, monday.month, monday.day).addDays(-1);
    return ff::isoWeekOf({sunday.year(), sunday.month(), sunday.day()});
}
} // namespace

void ProgressStore::markWeekSolvedInTime(ff::IsoWeek week)
{
    store().setValue(weekKey(week), true);
}

bool ProgressStore::weekSolvedInTime(ff::IsoWeek week)
{
    return store().value(weekKey(week), false).toBool();
}

int ProgressStore::weeklyStreak(ff::IsoWeek today)
{
    ff::IsoWeek week = weekSolvedInTime(today) ? today : weekBefore(today);
    int streak = 0;
    while (week.year > 1 && weekSolvedInTime(week)) {
        ++streak;
        week = weekBefore(week);
    }
    return streak;
}

int ProgressStore::randomSolved(int difficulty)
{
    return store().value(QStringLiteral("random/solved/%1").arg(difficulty), 0).toInt();
}

void ProgressStore::addRandomSolved(int difficulty)
{
    QSettings s = store();
    const QString k = QStringLiteral("random/solved/%1").arg(difficulty);
    s.setValue(k, s.value(k, 0).toInt() + 1);
}

ProgressStore::Session ProgressStore::readSession(const QString& group, const QString& sourceKey)
{
    QSettings s = store();
    s.beginGroup(group);
    Session session;
    session.key = s.value(QStringLiteral("key")).toString();
    session.source = s.value(sourceKey).toString();
    session.placements = placementsFromJson(s.value(QStringLiteral("placements")).toString());
    return session;
}

void ProgressStore::writeSession(const QString& group, const QString& sourceKey, const Session& session)
{
    QSettings s = store();
    s.beginGroup(group);
    s.setValue(QStringLiteral("key"), session.key);
    s.setValue(sourceKey, session.source);
    s.setValue(QStringLiteral("placements"), placementsToJson(session.placements));
}

ProgressStore::Session ProgressStore::session()
{
    return readSession(QStringLiteral("session"), QStringLiteral("source"));
}

void ProgressStore::setSession(const Session& session)
{
    writeSession(QStringLiteral("session"), QStringLiteral("source"), session);
}

void ProgressStore::clearSession()
{
    store().remove(QStringLiteral("session"));
}

ProgressStore::Session ProgressStore::randomPuzzle()
{
    return readSession(QStringLiteral("randomPuzzle"), QStringLiteral("code"));
}

void ProgressStore::setRandomPuzzle(const Session& puzzle)
{
    writeSession(QStringLiteral("randomPuzzle"), QStringLiteral("code"), puzzle);
}

void ProgressStore::clearRandomPuzzle()
{
    store().remove(QStringLiteral("randomPuzzle"));
}

QString ProgressStore::placementsToJson(const std::vector<ff::Placement>& placements)
{
    return QString::fromStdString(ff::writePlacementList(placements));
}

std::vector<ff::Placement> ProgressStore::placementsFromJson(const QString& json)
{
    return ff::parsePlacementList(json.toStdString()).value_or(std::vector<ff::Placement>{});
}

} // namespace ff::app
