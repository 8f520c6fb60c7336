#include "hub/ModerationStore.h"

#include <QSqlQuery>
#include <QString>
#include <QVariant>

namespace ff::hub {

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

std::string s(const QVariant& v)
{
    return v.toString().toStdString();
}

QVariant v64(std::int64_t n)
{
    return QVariant::fromValue<qlonglong>(n);
}

QString kindText(api::ReportKind kind)
{
    return kind == api::ReportKind::Level ? QStringLiteral("level") : QStringLiteral("player");
}

void writeAudit(QSqlDatabase& db, const char* action, const std::string& target, const AuditNote& note)
{
    exec(db, "INSERT INTO moderation_audit (at_ms, action, target, reason, operator) VALUES (?, ?, ?, ?, ?)",
         {v64(note.nowMs), QString::fromUtf8(action), q(target), q(note.reason), q(note.operatorName)});
}

void closeReports(QSqlDatabase& db, api::ReportKind kind, const std::string& key, std::int64_t nowMs)
{
    exec(db,
         "UPDATE reports SET closed_ms = ? WHERE target_kind = ? AND target_key = ? AND closed_ms IS NULL",
         {v64(nowMs), kindText(kind), q(key)});
}

struct Named {
    std::int64_t id = 0;
    std::string name;
    bool banned = false;
};

std::optional<Named> playerByKey(QSqlDatabase& db, const std::string& nameKey)
{
    QSqlQuery& query = exec(db, "SELECT id, name, banned FROM players WHERE name_key = ?", {q(nameKey)});
    if (!query.next())
        return std::nullopt;
    return Named{query.value(0).toLongLong(), s(query.value(1)), query.value(2).toInt() != 0};
}

} // namespace

ReportRecord ModerationStore::report(std::int64_t reporterId, api::ReportKind kind,
                                     const std::string& slugOrNameKey, const std::string& reason,
                                     std::int64_t nowMs)
{
    return sql_.run([=](QSqlDatabase& db) {
        ReportRecord record;
        std::string key;
        if (kind == api::ReportKind::Level) {
            QSqlQuery& level =
                exec(db,
                     "SELECT l.slug FROM community_levels l JOIN players p ON p.id = l.author_id"
                     " WHERE l.slug = ? AND l.hidden = 0 AND p.banned = 0",
                     {q(slugOrNameKey)});
            if (!level.next())
                return ReportRecord{ReportRecord::Status::UnknownTarget, 0, {}, 0};
            key = record.target = s(level.value(0));
        } else {
            const std::optional<Named> player = playerByKey(db, slugOrNameKey);
            if (!player)
                return ReportRecord{ReportRecord::Status::UnknownTarget, 0, {}, 0};
            key = std::to_string(player->id);
            record.target = player->name;
        }
        QSqlQuery& insert =
            exec(db,
                 "INSERT INTO reports (reporter_id, target_kind, target_key, reason, reported_ms)"
                 " VALUES (?, ?, ?, ?, ?)"
                 " ON CONFLICT (reporter_id, target_kind, target_key) DO NOTHING RETURNING id",
                 {v64(reporterId), kindText(kind), q(key), q(reason), v64(nowMs)});
        if (!insert.next()) {
            record.status = ReportRecord::Status::AlreadyReported;
            return record;
        }
        record.id = insert.value(0).toLongLong();
        record.reportedMs = nowMs;
        return record;
    });
}

std::vector<ReportRow> ModerationStore::reports(bool all)
{
    return sql_.run([=](QSqlDatabase& db) {
        const int onlyOpen = all ? 0 : 1;
        QSqlQuery& query =
            exec(db,
                 "SELECT r.id, r.reported_ms, r.target_kind, r.target_key, t.name, p.name, r.reason,"
                 " r.closed_ms IS NULL,"
                 " (SELECT COUNT(*) FROM reports o WHERE o.target_kind = r.target_kind"
                 "  AND o.target_key = r.target_key AND (? = 0 OR o.closed_ms IS NULL)) AS n"
                 " FROM reports r JOIN players p ON p.id = r.reporter_id"
                 " LEFT JOIN players t ON r.target_kind = 'player' AND CAST(t.id AS TEXT) = r.target_key"
                 " WHERE ? = 0 OR r.closed_ms IS NULL"
                 " ORDER BY n DESC, r.target_kind, r.target_key, r.id",
                 {onlyOpen, onlyOpen});
        std::vector<ReportRow> rows;
        while (query.next()) {
            ReportRow row;
            row.id = query.value(0).toLongLong();
            row.reportedMs = query.value(1).toLongLong();
            row.kind = s(query.value(2)) == "player" ? api::ReportKind::Player : api::ReportKind::Level;
            row.target = row.kind == api::ReportKind::Player ? s(query.value(4)) : s(query.value(3));
            row.reporter = s(query.value(5));
            row.reason = s(query.value(6));
            row.open = query.value(7).toBool();
            row.count = query.value(8).toLongLong();
            rows.push_back(std::move(row));
        }
        return rows;
    });
}

std::vector<AuditRow> ModerationStore::audit()
{
    return sql_.run([](QSqlDatabase& db) {
        QSqlQuery& query =
            exec(db, "SELECT id, at_ms, action, target, reason, operator FROM moderation_audit ORDER BY id");
        std::vector<AuditRow> rows;
        while (query.next())
            rows.push_back({query.value(0).toLongLong(), query.value(1).toLongLong(), s(query.value(2)),
                            s(query.value(3)), s(query.value(4)), s(query.value(5))});
        return rows;
    });
}

ModerationChange ModerationStore::setHidden(const std::string& slug, bool hidden, const AuditNote& note)
{
    return sql_.run([=](QSqlDatabase& db) {
        QSqlQuery& level = exec(db, "SELECT hidden FROM community_levels WHERE slug = ?", {q(slug)});
        if (!level.next())
            return ModerationChange::UnknownTarget;
        if ((level.value(0).toInt() != 0) == hidden)
            return ModerationChange::Unchanged;
        exec(db, "UPDATE community_levels SET hidden = ? WHERE slug = ?", {hidden ? 1 : 0, q(slug)});
        if (hidden)
            closeReports(db, api::ReportKind::Level, slug, note.nowMs);
        writeAudit(db, hidden ? "hide" : "unhide", slug, note);
        return ModerationChange::Done;
    });
}

ModerationChange ModerationStore::setBanned(const std::string& nameKey, bool banned, const AuditNote& note)
{
    return sql_.run([=](QSqlDatabase& db) {
        const std::optional<Named> player = playerByKey(db, nameKey);
        if (!player)
            return ModerationChange::UnknownTarget;
        if (player->banned == banned)
            return ModerationChange::Unchanged;
        exec(db, "UPDATE players SET banned = ? WHERE id = ?", {banned ? 1 : 0, v64(player->id)});
        if (banned)
            closeReports(db, api::ReportKind::Player, std::to_string(player->id), note.nowMs);
        writeAudit(db, banned ? "ban" : "unban", player->name, note);
        return ModerationChange::Done;
    });
}

ModerationChange ModerationStore::rename(const std::string& nameKey, const std::string& newName,
                                         const std::string& newKey, const std::string& newSkeleton,
                                         const AuditNote& note)
{
    return sql_.run([=](QSqlDatabase& db) {
        const std::optional<Named> player = playerByKey(db, nameKey);
        if (!player)
            return ModerationChange::UnknownTarget;
        if (player->name == newName)
            return ModerationChange::Unchanged;
        // Another process may take the name in between: the unique indexes on the key
        // and the skeleton then fail the call (StoreError), and nothing is written.
        QSqlQuery& taken =
            exec(db, "SELECT 1 FROM players WHERE (name_key = ? OR name_skeleton = ?) AND id <> ?",
                 {q(newKey), q(newSkeleton), v64(player->id)});
        if (taken.next())
            return ModerationChange::NameTaken;
        exec(db, "UPDATE players SET name = ?, name_key = ?, name_skeleton = ? WHERE id = ?",
             {q(newName), q(newKey), q(newSkeleton), v64(player->id)});
        closeReports(db, api::ReportKind::Player, std::to_string(player->id), note.nowMs);
        writeAudit(db, "rename", player->name + " -> " + newName, note);
        return ModerationChange::Done;
    });
}

ModerationChange ModerationStore::dismiss(std::int64_t reportId, const AuditNote& note)
{
    return sql_.run([=](QSqlDatabase& db) {
        QSqlQuery& report = exec(db, "SELECT closed_ms IS NULL FROM reports WHERE id = ?", {v64(reportId)});
        if (!report.next())
            return ModerationChange::UnknownTarget;
        if (!report.value(0).toBool())
            return ModerationChange::Unchanged;
        exec(db, "UPDATE reports SET closed_ms = ? WHERE id = ?", {v64(note.nowMs), v64(reportId)});
        writeAudit(db, "dismiss", "report " + std::to_string(reportId), note);
        return ModerationChange::Done;
    });
}

} // namespace ff::hub
