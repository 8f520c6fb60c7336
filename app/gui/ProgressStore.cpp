#include "app/gui/ProgressStore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QUrl>

namespace {

QSettings store()
{
    return QSettings(QStringLiteral("Furunkulus"), QStringLiteral("Furunkulus"));
}

// "progress/<encoded key>/<name>": the key may hold '/' and other characters
// QSettings treats specially, so it is percent-encoded.
QString levelKey(const QString& key, const QString& name)
{
    return QStringLiteral("progress/%1/%2").arg(QString::fromLatin1(QUrl::toPercentEncoding(key)), name);
}

} // namespace

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

int ProgressStore::hints(const QString& key, int kind)
{
    return store().value(levelKey(key, QStringLiteral("hints/%1").arg(kind)), 0).toInt();
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

void ProgressStore::addHint(const QString& key, int kind)
{
    QSettings s = store();
    const QString k = levelKey(key, QStringLiteral("hints/%1").arg(kind));
    s.setValue(k, s.value(k, 0).toInt() + 1);
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

ProgressStore::Session ProgressStore::session()
{
    QSettings s = store();
    Session session;
    session.key = s.value(QStringLiteral("session/key")).toString();
    session.source = s.value(QStringLiteral("session/source")).toString();
    session.placements = placementsFromJson(s.value(QStringLiteral("session/placements")).toString());
    return session;
}

void ProgressStore::setSession(const Session& session)
{
    QSettings s = store();
    s.setValue(QStringLiteral("session/key"), session.key);
    s.setValue(QStringLiteral("session/source"), session.source);
    s.setValue(QStringLiteral("session/placements"), placementsToJson(session.placements));
}

void ProgressStore::clearSession()
{
    store().remove(QStringLiteral("session"));
}

QString ProgressStore::placementsToJson(const std::vector<ff::Placement>& placements)
{
    QJsonArray list;
    for (const ff::Placement& p : placements) {
        QJsonObject o;
        o.insert(QStringLiteral("kind"), QString::fromLatin1(ff::kindName(p.kind)));
        if (p.kind == ff::PieceKind::Token)
            o.insert(QStringLiteral("side"), QString::fromLatin1(ff::sideName(p.side)));
        o.insert(QStringLiteral("at"), QJsonArray{p.at.x, p.at.y});
        list.append(o);
    }
    return QString::fromUtf8(QJsonDocument(list).toJson(QJsonDocument::Compact));
}

std::vector<ff::Placement> ProgressStore::placementsFromJson(const QString& json)
{
    std::vector<ff::Placement> out;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8());
    if (!doc.isArray())
        return out;
    for (const QJsonValue& v : doc.array()) {
        const QJsonObject o = v.toObject();
        const auto kind = ff::kindFromName(o.value(QStringLiteral("kind")).toString().toStdString());
        const QJsonArray at = o.value(QStringLiteral("at")).toArray();
        if (!kind || !ff::isPlaceableKind(*kind) || at.size() != 2)
            return {};
        ff::Placement p;
        p.kind = *kind;
        if (p.kind == ff::PieceKind::Token) {
            const auto side = ff::sideFromName(o.value(QStringLiteral("side")).toString().toStdString());
            if (!side)
                return {};
            p.side = *side;
        }
        p.at = {at.at(0).toInt(), at.at(1).toInt()};
        out.push_back(p);
    }
    return out;
}
