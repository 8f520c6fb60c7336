#include "hub/WeekStore.h"

#include "hub/HubClock.h"
#include "hub/Schema.h"

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

WeekLevel weekFrom(const QSqlQuery& query, bool withLevel)
{
    WeekLevel w;
    w.week = s(query.value(0));
    w.releaseMs = query.value(1).toLongLong();
    w.levelId = s(query.value(2));
    w.title = s(query.value(3));
    w.solvers = query.value(4).toLongLong();
    w.drawSecret = s(query.value(7));
    if (!query.value(8).isNull())
        w.prize = s(query.value(8));
    if (withLevel) {
        w.levelJson = s(query.value(5));
        w.publicJson = s(query.value(6));
    }
    w.made = query.value(9).toInt() != 0;
    if (!query.value(10).isNull())
        w.madeSeed = query.value(10).toLongLong();
    return w;
}

constexpr const char* kWeekColumns =
    "SELECT w.week, w.release_ms, w.level_id, w.title,"
    " (SELECT COUNT(*) FROM weekly_solves s WHERE s.week = w.week), w.level_json, w.public_json,"
    " w.draw_secret, p.prize, w.made, w.made_seed"
    " FROM weekly_levels w LEFT JOIN weekly_prizes p ON p.week = w.week ";
// The same columns without the level's two texts (kilobytes each), for answers that
// take a released week's level from a cache.
constexpr const char* kWeekSummaryColumns =
    "SELECT w.week, w.release_ms, w.level_id, w.title,"
    " (SELECT COUNT(*) FROM weekly_solves s WHERE s.week = w.week), '', '',"
    " w.draw_secret, p.prize, w.made, w.made_seed"
    " FROM weekly_levels w LEFT JOIN weekly_prizes p ON p.week = w.week ";

std::int64_t rankOf(QSqlDatabase& db, const std::string& week, std::int64_t solvedMs, std::int64_t playerId)
{
    QSqlQuery& before =
        exec(db,
             "SELECT COUNT(*) FROM weekly_solves WHERE week = ?"
             " AND (solved_ms < ? OR (solved_ms = ? AND player_id < ?))",
             {q(week), QVariant::fromValue<qlonglong>(solvedMs), QVariant::fromValue<qlonglong>(solvedMs),
              QVariant::fromValue<qlonglong>(playerId)});
    before.next();
    return before.value(0).toLongLong() + 1;
}

QVariant v64(std::int64_t n)
{
    return QVariant::fromValue<qlonglong>(n);
}

} // namespace

int WeekStore::schemaVersion(std::chrono::milliseconds deadline)
{
    return sql_.run([](QSqlDatabase& db) { return ff::hub::schemaVersion(db); }, deadline);
}

ScheduleOutcome WeekStore::schedule(const std::vector<WeekLevel>& levels, std::int64_t nowMs)
{
    return sql_.run([=](QSqlDatabase& db) {
        // Every week is judged before any is written, so a refusal leaves all weeks as
        // they were.
        enum class Step { add, replace, keep };
        ScheduleOutcome outcome;
        std::vector<Step> steps;
        for (const WeekLevel& level : levels) {
            QSqlQuery& existing =
                exec(db, "SELECT release_ms, level_json FROM weekly_levels WHERE week = ?", {q(level.week)});
            if (!existing.next())
                steps.push_back(Step::add);
            else if (s(existing.value(1)) == level.levelJson)
                steps.push_back(Step::keep);
            else if (existing.value(0).toLongLong() <= nowMs)
                outcome.refused.push_back(level.week);
            else
                steps.push_back(Step::replace);
        }
        if (!outcome.refused.empty())
            return outcome;
        for (std::size_t i = 0; i < levels.size(); ++i) {
            const WeekLevel& level = levels[i];
            switch (steps[i]) {
            case Step::add: {
                QSqlQuery& insert =
                    exec(db,
                         "INSERT INTO weekly_levels (week, release_ms, level_id, title, level_json,"
                         " public_json, scheduled_ms, draw_secret, made) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)"
                         " ON CONFLICT (week) DO NOTHING RETURNING week",
                         {q(level.week), v64(level.releaseMs), q(level.levelId), q(level.title),
                          q(level.levelJson), q(level.publicJson), v64(nowMs), q(level.drawSecret)});
                // Another process scheduled the week since it was judged: judge again.
                if (!insert.next())
                    throw ConflictError("the week " + level.week + " was scheduled by another process");
                ++outcome.added;
                break;
            }
            case Step::replace:
                exec(db,
                     "UPDATE weekly_levels SET release_ms = ?, level_id = ?, title = ?, level_json = ?,"
                     " public_json = ?, scheduled_ms = ?, made = 0, made_seed = NULL WHERE week = ?",
                     {v64(level.releaseMs), q(level.levelId), q(level.title), q(level.levelJson),
                      q(level.publicJson), v64(nowMs), q(level.week)});
                ++outcome.replaced;
                break;
            case Step::keep:
                ++outcome.unchanged;
                break;
            }
        }
        return outcome;
    });
}

namespace {

QVariant seedOf(const WeekLevel& level)
{
    return level.madeSeed ? v64(*level.madeSeed) : QVariant(QMetaType::fromType<qlonglong>());
}

// Stores a made week unless the week holds a level already; whether it was stored.
bool insertMade(QSqlDatabase& db, const WeekLevel& level, std::int64_t nowMs)
{
    QSqlQuery& insert =
        exec(db,
             "INSERT INTO weekly_levels (week, release_ms, level_id, title, level_json,"
             " public_json, scheduled_ms, draw_secret, made, made_seed)"
             " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?)"
             " ON CONFLICT (week) DO NOTHING RETURNING week",
             {q(level.week), v64(level.releaseMs), q(level.levelId), q(level.title), q(level.levelJson),
              q(level.publicJson), v64(nowMs), q(level.drawSecret), seedOf(level)});
    return insert.next();
}

} // namespace

bool WeekStore::storeMade(const WeekLevel& level, std::int64_t nowMs)
{
    return sql_.run([=](QSqlDatabase& db) { return insertMade(db, level, nowMs); });
}

WeekStore::RemakeOutcome WeekStore::remake(const WeekLevel& level, std::int64_t nowMs)
{
    return sql_.run([=](QSqlDatabase& db) {
        QSqlQuery& existing =
            exec(db, "SELECT release_ms, made FROM weekly_levels WHERE week = ?", {q(level.week)});
        if (existing.next()) {
            if (existing.value(0).toLongLong() <= nowMs)
                return RemakeOutcome::released;
            if (existing.value(1).toInt() == 0)
                return RemakeOutcome::handScheduled;
            // The condition again in the statement: another process may have scheduled
            // the week since it was read.
            QSqlQuery& update =
                exec(db,
                     "UPDATE weekly_levels SET level_id = ?, title = ?, level_json = ?,"
                     " public_json = ?, scheduled_ms = ?, made_seed = ?"
                     " WHERE week = ? AND made = 1 AND release_ms > ? RETURNING week",
                     {q(level.levelId), q(level.title), q(level.levelJson), q(level.publicJson), v64(nowMs),
                      seedOf(level), q(level.week), v64(nowMs)});
            if (!update.next())
                throw ConflictError("the week " + level.week + " was changed by another process");
            return RemakeOutcome::stored;
        }
        if (!insertMade(db, level, nowMs))
            throw ConflictError("the week " + level.week + " was scheduled by another process");
        return RemakeOutcome::stored;
    });
}

std::vector<std::string> WeekStore::storedWeeks(std::int64_t fromMs, std::int64_t toMs)
{
    return sql_.run([=](QSqlDatabase& db) {
        QSqlQuery& query = exec(
            db,
            "SELECT week FROM weekly_levels WHERE release_ms >= ? AND release_ms <= ? ORDER BY release_ms",
            {v64(fromMs), v64(toMs)});
        std::vector<std::string> weeks;
        while (query.next())
            weeks.push_back(s(query.value(0)));
        return weeks;
    });
}

std::optional<WeekLevel> WeekStore::anyWeek(const std::string& week)
{
    return sql_.run([=](QSqlDatabase& db) -> std::optional<WeekLevel> {
        QSqlQuery& query = exec(db, (std::string(kWeekColumns) + "WHERE w.week = ?").c_str(), {q(week)});
        if (!query.next())
            return std::nullopt;
        return weekFrom(query, true);
    });
}

std::vector<WeekLevel> WeekStore::comingWeeks(std::int64_t nowMs)
{
    return sql_.run([=](QSqlDatabase& db) {
        QSqlQuery& query =
            exec(db, (std::string(kWeekColumns) + "WHERE w.release_ms > ? ORDER BY w.release_ms").c_str(),
                 {v64(nowMs - kWeekMs)});
        std::vector<WeekLevel> weeks;
        while (query.next())
            weeks.push_back(weekFrom(query, true));
        return weeks;
    });
}

std::optional<WeekLevel> WeekStore::releasedWeek(const std::string& week, std::int64_t nowMs, bool withLevel)
{
    return sql_.run([=](QSqlDatabase& db) -> std::optional<WeekLevel> {
        QSqlQuery& query = exec(db,
                                (std::string(withLevel ? kWeekColumns : kWeekSummaryColumns) +
                                 "WHERE w.week = ? AND w.release_ms <= ?")
                                    .c_str(),
                                {q(week), v64(nowMs)});
        if (!query.next())
            return std::nullopt;
        return weekFrom(query, withLevel);
    });
}

std::optional<WeekLevel> WeekStore::latestReleased(std::int64_t nowMs, bool withLevel)
{
    return sql_.run([=](QSqlDatabase& db) -> std::optional<WeekLevel> {
        QSqlQuery& query = exec(db,
                                (std::string(withLevel ? kWeekColumns : kWeekSummaryColumns) +
                                 "WHERE w.release_ms <= ? ORDER BY w.release_ms DESC LIMIT 1")
                                    .c_str(),
                                {v64(nowMs)});
        if (!query.next())
            return std::nullopt;
        return weekFrom(query, withLevel);
    });
}

std::vector<WeekLevel> WeekStore::archive(std::int64_t nowMs, bool withLevels)
{
    return sql_.run([=](QSqlDatabase& db) {
        QSqlQuery& query = exec(
            db, (std::string(kWeekColumns) + "WHERE w.release_ms <= ? ORDER BY w.release_ms DESC").c_str(),
            {v64(nowMs)});
        std::vector<WeekLevel> weeks;
        while (query.next())
            weeks.push_back(weekFrom(query, withLevels));
        return weeks;
    });
}

std::optional<Player> WeekStore::registerPlayer(const std::string& name, const std::string& nameKey,
                                                const std::string& skeleton, const std::string& tokenHash,
                                                std::int64_t nowMs)
{
    return sql_.run([=](QSqlDatabase& db) -> std::optional<Player> {
        // A skeleton taken by another process in the meantime breaks its unique index
        // (a StoreError); a name key so taken adds nothing.
        QSqlQuery& insert =
            exec(db,
                 "INSERT INTO players (name, name_key, name_skeleton, token_hash, created_ms)"
                 " SELECT ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM players WHERE name_skeleton = ?)"
                 " ON CONFLICT (name_key) DO NOTHING RETURNING id",
                 {q(name), q(nameKey), q(skeleton), q(tokenHash), v64(nowMs), q(skeleton)});
        if (!insert.next())
            return std::nullopt;
        return Player{insert.value(0).toLongLong(), name, nowMs};
    });
}

std::optional<Player> WeekStore::playerByTokenHash(const std::string& tokenHash)
{
    return sql_.run([=](QSqlDatabase& db) -> std::optional<Player> {
        QSqlQuery& query =
            exec(db, "SELECT id, name, created_ms, banned FROM players WHERE token_hash = ?", {q(tokenHash)});
        if (!query.next())
            return std::nullopt;
        return Player{query.value(0).toLongLong(), s(query.value(1)), query.value(2).toLongLong(),
                      query.value(3).toInt() != 0};
    });
}

void WeekStore::setTransferCode(std::int64_t playerId, const std::string& codeHash, std::int64_t expiresMs,
                                std::int64_t nowMs)
{
    sql_.run([=](QSqlDatabase& db) {
        exec(db, "DELETE FROM transfer_codes WHERE expires_ms <= ?", {v64(nowMs)});
        exec(db,
             "INSERT INTO transfer_codes (player_id, code_hash, expires_ms) VALUES (?, ?, ?)"
             " ON CONFLICT (player_id) DO UPDATE SET code_hash = excluded.code_hash,"
             " expires_ms = excluded.expires_ms",
             {v64(playerId), q(codeHash), v64(expiresMs)});
    });
}

std::optional<Player> WeekStore::redeemTransferCode(const std::string& codeHash, const std::string& tokenHash,
                                                    std::int64_t nowMs)
{
    return sql_.run([=](QSqlDatabase& db) -> std::optional<Player> {
        // Deleting the code first makes two transfers with one code race for its row:
        // only one of them deletes it.
        QSqlQuery& code =
            exec(db, "DELETE FROM transfer_codes WHERE code_hash = ? RETURNING player_id, expires_ms",
                 {q(codeHash)});
        if (!code.next() || code.value(1).toLongLong() <= nowMs)
            return std::nullopt;
        const qlonglong playerId = code.value(0).toLongLong();
        QSqlQuery& player =
            exec(db, "UPDATE players SET token_hash = ? WHERE id = ? RETURNING name, created_ms",
                 {q(tokenHash), playerId});
        if (!player.next())
            throw StoreError("the player of a transfer code cannot be read");
        return Player{playerId, s(player.value(0)), player.value(1).toLongLong()};
    });
}

SolveRecord WeekStore::recordSolve(const std::string& week, std::int64_t releaseMs, std::int64_t playerId,
                                   std::int64_t nowMs, const std::string& placementJson)
{
    return sql_.run([=](QSqlDatabase& db) {
        SolveRecord record;
        QSqlQuery& insert =
            exec(db,
                 "INSERT INTO weekly_solves (week, player_id, solved_ms, ms_since_release, placement_json)"
                 " VALUES (?, ?, ?, ?, ?) ON CONFLICT (week, player_id) DO NOTHING RETURNING solved_ms",
                 {q(week), v64(playerId), v64(nowMs), v64(nowMs - releaseMs), q(placementJson)});
        if (insert.next()) {
            record.first = true;
            record.solve = {week, nowMs, nowMs - releaseMs, releaseMs};
        } else {
            QSqlQuery& existing = exec(
                db, "SELECT solved_ms, ms_since_release FROM weekly_solves WHERE week = ? AND player_id = ?",
                {q(week), v64(playerId)});
            if (!existing.next())
                throw StoreError("the stored solve of " + week + " cannot be read");
            record.solve = {week, existing.value(0).toLongLong(), existing.value(1).toLongLong(), releaseMs};
        }
        record.rank = rankOf(db, week, record.solve.solvedMs, playerId);
        return record;
    });
}

Leaderboard WeekStore::leaderboard(const std::string& week, int limit, std::int64_t offset,
                                   std::optional<std::int64_t> playerId)
{
    return sql_.run([=](QSqlDatabase& db) {
        Leaderboard board;
        QSqlQuery& count = exec(db, "SELECT COUNT(*) FROM weekly_solves WHERE week = ?", {q(week)});
        count.next();
        board.count = count.value(0).toLongLong();
        QSqlQuery& page =
            exec(db,
                 "SELECT p.name, s.solved_ms, s.ms_since_release, s.player_id FROM weekly_solves s"
                 " JOIN players p ON p.id = s.player_id WHERE s.week = ?"
                 " ORDER BY s.solved_ms, s.player_id LIMIT ? OFFSET ?",
                 {q(week), limit, v64(offset)});
        std::int64_t rank = offset;
        while (page.next())
            board.entries.push_back({++rank, s(page.value(0)), page.value(1).toLongLong(),
                                     page.value(2).toLongLong(), page.value(3).toLongLong()});
        if (playerId) {
            QSqlQuery& own =
                exec(db,
                     "SELECT p.name, s.solved_ms, s.ms_since_release, s.player_id FROM weekly_solves s"
                     " JOIN players p ON p.id = s.player_id WHERE s.week = ? AND s.player_id = ?",
                     {q(week), v64(*playerId)});
            if (own.next()) {
                const std::int64_t solvedMs = own.value(1).toLongLong();
                board.own = LeaderboardEntry{rankOf(db, week, solvedMs, *playerId), s(own.value(0)), solvedMs,
                                             own.value(2).toLongLong(), *playerId};
            }
        }
        return board;
    });
}

std::vector<LeaderboardEntry> WeekStore::solversBefore(const std::string& week, std::int64_t beforeMs)
{
    return sql_.run([=](QSqlDatabase& db) {
        QSqlQuery& query =
            exec(db,
                 "SELECT p.name, s.solved_ms, s.ms_since_release, s.player_id FROM weekly_solves s"
                 " JOIN players p ON p.id = s.player_id WHERE s.week = ? AND s.solved_ms < ?"
                 " ORDER BY s.solved_ms, s.player_id",
                 {q(week), v64(beforeMs)});
        std::vector<LeaderboardEntry> solvers;
        while (query.next())
            solvers.push_back({static_cast<std::int64_t>(solvers.size()) + 1, s(query.value(0)),
                               query.value(1).toLongLong(), query.value(2).toLongLong(),
                               query.value(3).toLongLong()});
        return solvers;
    });
}

std::vector<Solve> WeekStore::solvesOf(std::int64_t playerId)
{
    return sql_.run([=](QSqlDatabase& db) {
        QSqlQuery& query =
            exec(db,
                 "SELECT s.week, s.solved_ms, s.ms_since_release, w.release_ms FROM weekly_solves s"
                 " JOIN weekly_levels w ON w.week = s.week WHERE s.player_id = ?"
                 " ORDER BY w.release_ms",
                 {v64(playerId)});
        std::vector<Solve> solves;
        while (query.next())
            solves.push_back({s(query.value(0)), query.value(1).toLongLong(), query.value(2).toLongLong(),
                              query.value(3).toLongLong()});
        return solves;
    });
}

} // namespace ff::hub
