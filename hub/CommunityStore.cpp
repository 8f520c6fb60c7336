#include "hub/CommunityStore.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ff::hub {

std::pair<Rating, Rating> glickoGame(Rating a, Rating b, double score)
{
    const double q = std::log(10.0) / 400.0;
    const auto g = [q](double deviation) {
        return 1.0 /
               std::sqrt(1.0 + 3.0 * q * q * deviation * deviation / (std::numbers::pi * std::numbers::pi));
    };
    const auto update = [&](Rating self, Rating other, double s) {
        const double gOther = g(other.deviation);
        const double expected = 1.0 / (1.0 + std::pow(10.0, -gOther * (self.value - other.value) / 400.0));
        const double dSquaredInverse = q * q * gOther * gOther * expected * (1.0 - expected);
        const double precision = 1.0 / (self.deviation * self.deviation) + dSquaredInverse;
        return Rating{self.value + q / precision * gOther * (s - expected),
                      std::max(kMinRatingDeviation, std::sqrt(1.0 / precision))};
    };
    return {update(a, b, score), update(b, a, 1.0 - score)};
}

namespace {

// A prepared statement with bound values, run at once; throws StoreError on failure.
QSqlQuery run(QSqlDatabase& db, const char* sql, const QVariantList& values = {})
{
    QSqlQuery query(db);
    if (!query.prepare(QString::fromUtf8(sql)))
        throw StoreError("prepare: " + query.lastError().text().toStdString());
    for (const QVariant& v : values)
        query.addBindValue(v);
    if (!query.exec())
        throw StoreError("query: " + query.lastError().text().toStdString());
    return query;
}

QVariant text(const std::string& s)
{
    return QString::fromStdString(s);
}

QVariant number(std::int64_t n)
{
    return QVariant::fromValue<qlonglong>(n);
}

// Every level; a caller adds its conditions with AND (WHERE 1 = 1 starts them).
constexpr const char* kLevelColumns =
    "SELECT l.slug, l.level_id, l.title, p.name, l.author_id, l.published_ms, l.engine_grade,"
    " l.pack_slug, l.pack_position, l.plays, l.solves, l.rating, l.rating_deviation,"
    " (SELECT COUNT(*) FROM community_votes v WHERE v.level_slug = l.slug AND v.vote > 0),"
    " (SELECT COUNT(*) FROM community_votes v WHERE v.level_slug = l.slug AND v.vote < 0),"
    " l.public_json, l.level_json"
    " FROM community_levels l JOIN players p ON p.id = l.author_id WHERE 1 = 1 ";
// Only the visible levels: not hidden by the operator, their author not banned.
constexpr const char* kVisible = "AND l.hidden = 0 AND p.banned = 0 ";

// The column of a key of the browse's orders (hubapi/CommunitySort.h).
std::string_view column(SortField field)
{
    switch (field) {
    case SortField::Rating:
        return "l.rating";
    case SortField::Grade:
        return "l.engine_grade";
    case SortField::Solves:
        return "l.solves";
    case SortField::Published:
        return "l.published_ms";
    case SortField::PackPosition:
        return "l.pack_position";
    case SortField::Slug:
        break;
    }
    return "l.slug";
}

CommunityLevel levelFrom(const QSqlQuery& row)
{
    CommunityLevel l;
    l.slug = row.value(0).toString().toStdString();
    l.levelId = row.value(1).toString().toStdString();
    l.title = row.value(2).toString().toStdString();
    l.author = row.value(3).toString().toStdString();
    l.authorId = row.value(4).toLongLong();
    l.publishedMs = row.value(5).toLongLong();
    l.engineGrade = row.value(6).toInt();
    l.packSlug = row.value(7).isNull() ? std::string() : row.value(7).toString().toStdString();
    l.packPosition = row.value(8).toInt();
    l.plays = row.value(9).toLongLong();
    l.solves = row.value(10).toLongLong();
    l.rating = {row.value(11).toDouble(), row.value(12).toDouble()};
    l.upVotes = row.value(13).toLongLong();
    l.downVotes = row.value(14).toLongLong();
    l.publicJson = row.value(15).toString().toStdString();
    l.levelJson = row.value(16).toString().toStdString();
    return l;
}

// The level of `slug`; `visibleOnly`: only when it is visible. A level read back after
// a write in the same call is read whether visible or not: the operator may have
// hidden it, or banned its author, since the caller looked it up.
std::optional<CommunityLevel> levelIn(QSqlDatabase& db, const std::string& slug, bool visibleOnly)
{
    QSqlQuery row =
        run(db, (std::string(kLevelColumns) + (visibleOnly ? kVisible : "") + "AND l.slug = ?").c_str(),
            {text(slug)});
    if (!row.next())
        return std::nullopt;
    return levelFrom(row);
}

Rating playerRating(QSqlDatabase& db, std::int64_t playerId)
{
    QSqlQuery row = run(db, "SELECT rating, rating_deviation FROM player_ratings WHERE player_id = ?",
                        {number(playerId)});
    if (!row.next())
        return Rating{};
    return {row.value(0).toDouble(), row.value(1).toDouble()};
}

} // namespace

std::optional<std::pair<std::size_t, std::string>>
CommunityStore::findCopy(const std::vector<std::string>& canonicalHashes)
{
    return sql_.run([=](QSqlDatabase& db) -> std::optional<std::pair<std::size_t, std::string>> {
        for (std::size_t i = 0; i < canonicalHashes.size(); ++i) {
            QSqlQuery copy = run(db, "SELECT slug FROM community_levels WHERE canonical_hash = ?",
                                 {text(canonicalHashes[i])});
            if (copy.next())
                return std::pair(i, copy.value(0).toString().toStdString());
        }
        return std::nullopt;
    });
}

PublishResult CommunityStore::publish(const std::vector<NewLevel>& levels, const std::optional<NewPack>& pack,
                                      std::int64_t authorId, std::int64_t nowMs)
{
    return sql_.run([=](QSqlDatabase& db) {
        PublishResult result;
        for (std::size_t i = 0; i < levels.size(); ++i) {
            QSqlQuery copy = run(db, "SELECT slug FROM community_levels WHERE canonical_hash = ?",
                                 {text(levels[i].canonicalHash)});
            if (copy.next()) {
                result.copyIndex = i;
                result.copyOf = copy.value(0).toString().toStdString();
                return result;
            }
        }
        const QVariant noPack(QMetaType::fromType<QString>());
        if (pack)
            run(db,
                "INSERT INTO community_packs (slug, pack_id, title, author_id, published_ms) VALUES (?, ?, "
                "?, ?, ?)",
                {text(pack->slug), text(pack->packId), text(pack->title), number(authorId), number(nowMs)});
        const Rating initial;
        for (std::size_t i = 0; i < levels.size(); ++i) {
            const NewLevel& l = levels[i];
            run(db,
                "INSERT INTO community_levels (slug, canonical_hash, level_id, title, author_id, "
                "published_ms,"
                " level_json, public_json, engine_grade, pack_slug, pack_position, plays, solves, rating,"
                " rating_deviation) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)",
                {text(l.slug), text(l.canonicalHash), text(l.levelId), text(l.title), number(authorId),
                 number(nowMs), text(l.levelJson), text(l.publicJson), l.engineGrade,
                 pack ? text(pack->slug) : noPack, static_cast<int>(i), initial.value, initial.deviation});
            result.levels.push_back(*levelIn(db, l.slug, false));
        }
        return result;
    });
}

CommunityPage CommunityStore::browse(CommunitySort sort, const std::optional<std::string>& authorKey,
                                     int limit, std::int64_t offset)
{
    return sql_.run([=](QSqlDatabase& db) {
        CommunityPage page;
        // Only fixed texts make the statement; the author's key is a bound value.
        const char* where = authorKey ? "AND p.name_key = ? " : "";
        const std::string order = api::sqlOrderBy(sort, column);
        QVariantList values;
        if (authorKey)
            values << text(*authorKey);
        QSqlQuery count =
            run(db,
                (std::string("SELECT COUNT(*) FROM community_levels l JOIN players p ON p.id = l.author_id"
                             " WHERE 1 = 1 ") +
                 kVisible + where)
                    .c_str(),
                values);
        count.next();
        page.count = count.value(0).toLongLong();
        values << limit << QVariant::fromValue<qlonglong>(offset);
        QSqlQuery rows =
            run(db, (std::string(kLevelColumns) + kVisible + where + order + " LIMIT ? OFFSET ?").c_str(),
                values);
        while (rows.next())
            page.levels.push_back(levelFrom(rows));
        return page;
    });
}

std::optional<CommunityLevel> CommunityStore::level(const std::string& slug)
{
    return sql_.run([=](QSqlDatabase& db) { return levelIn(db, slug, true); });
}

namespace {

// The player's play of the level, made when missing (a play counted); whether the
// rated game is played already.
bool ensurePlay(QSqlDatabase& db, const std::string& slug, std::int64_t playerId, std::int64_t nowMs)
{
    QSqlQuery play = run(db, "SELECT rated FROM community_plays WHERE level_slug = ? AND player_id = ?",
                         {text(slug), number(playerId)});
    if (play.next())
        return play.value(0).toInt() != 0;
    run(db, "INSERT INTO community_plays (level_slug, player_id, first_ms, rated) VALUES (?, ?, ?, 0)",
        {text(slug), number(playerId), number(nowMs)});
    run(db, "UPDATE community_levels SET plays = plays + 1 WHERE slug = ?", {text(slug)});
    return false;
}

} // namespace

void CommunityStore::recordPlay(const std::string& slug, std::int64_t playerId, std::int64_t nowMs)
{
    sql_.run([=](QSqlDatabase& db) {
        const std::optional<CommunityLevel> l = levelIn(db, slug, true);
        if (l && l->authorId != playerId)
            ensurePlay(db, slug, playerId, nowMs);
    });
}

AttemptRecord CommunityStore::recordAttempt(const std::string& slug, std::int64_t playerId, bool solved,
                                            std::int64_t nowMs)
{
    return sql_.run([=](QSqlDatabase& db) {
        AttemptRecord record;
        const std::optional<CommunityLevel> l = levelIn(db, slug, true);
        if (!l)
            throw StoreError("no community level " + slug);
        record.player = playerRating(db, playerId);
        record.level = *l;
        if (l->authorId == playerId)
            return record;
        record.recorded = true;
        if (!ensurePlay(db, slug, playerId, nowMs)) {
            record.rated = true;
            const auto [player, level] = glickoGame(record.player, l->rating, solved ? 1.0 : 0.0);
            record.player = player;
            run(db,
                "INSERT INTO player_ratings (player_id, rating, rating_deviation) VALUES (?, ?, ?)"
                " ON CONFLICT (player_id) DO UPDATE SET rating = excluded.rating,"
                " rating_deviation = excluded.rating_deviation",
                {number(playerId), player.value, player.deviation});
            run(db, "UPDATE community_levels SET rating = ?, rating_deviation = ? WHERE slug = ?",
                {level.value, level.deviation, text(slug)});
            run(db, "UPDATE community_plays SET rated = 1 WHERE level_slug = ? AND player_id = ?",
                {text(slug), number(playerId)});
        }
        if (solved) {
            QSqlQuery first =
                run(db,
                    "UPDATE community_plays SET solved_ms = ? WHERE level_slug = ? AND player_id = ?"
                    " AND solved_ms IS NULL",
                    {number(nowMs), text(slug), number(playerId)});
            record.firstSolve = first.numRowsAffected() == 1;
            if (record.firstSolve)
                run(db, "UPDATE community_levels SET solves = solves + 1 WHERE slug = ?", {text(slug)});
        }
        record.level = *levelIn(db, slug, false);
        return record;
    });
}

VoteRecord CommunityStore::vote(const std::string& slug, std::int64_t playerId, int vote, std::int64_t nowMs)
{
    return sql_.run([=](QSqlDatabase& db) {
        if (vote == 0)
            run(db, "DELETE FROM community_votes WHERE level_slug = ? AND player_id = ?",
                {text(slug), number(playerId)});
        else
            run(db,
                "INSERT INTO community_votes (level_slug, player_id, vote, voted_ms) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (level_slug, player_id) DO UPDATE SET vote = excluded.vote,"
                " voted_ms = excluded.voted_ms",
                {text(slug), number(playerId), vote, number(nowMs)});
        const CommunityLevel l = *levelIn(db, slug, false);
        return VoteRecord{l.upVotes, l.downVotes, vote};
    });
}

} // namespace ff::hub
