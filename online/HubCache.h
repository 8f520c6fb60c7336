// What the app keeps on disk of a hub's answers, so that its levels open offline:
// the list of released weeks, each week with its level, and the community levels
// the player opened. One folder per hub (HubAccount::hubId) under the data folder's
// "hub"; each answer is one JSON file written whole or not at all. A cached level
// is read and validated again by the engine before it is used: the cache is no
// more trusted than the hub.
#pragma once

#include "engine/rules/Level.h"
#include "hubapi/Community.h"
#include "hubapi/Weeks.h"
#include "online/HubClient.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <vector>

namespace ff::online {

// A released week of the hub with its level.
struct HubWeek {
    QString week; // "2026-W48"
    QString id;
    QString title;
    QDateTime release;
    int solvers = 0;
    QString prize; // the operator's text of the week's prize; empty: none
    ff::Level level;
};

// A community level as the hub describes it, with its level when it was fetched.
struct CommunityLevel {
    QString slug;
    QString id;
    QString title;
    QString author;
    QDateTime published;
    int grade = 0;
    double rating = 1500;
    double deviation = 350;
    int plays = 0;
    int solves = 0;
    int up = 0;
    int down = 0;
    std::optional<ff::Level> level;
};

class HubCache {
    Q_DECLARE_TR_FUNCTIONS(HubCache)
public:
    // The cache of `hub` under `root` (the data folder's "hub").
    HubCache(const QUrl& hub, const QString& root);

    QString dir() const { return dir_; }

    // The week answers kept (GET weeks/{week}), newest week first; unreadable or
    // invalid ones are left out.
    std::vector<HubWeek> weeks() const;
    // Keeps a GET weeks/{week} answer; false and a translated `error` when it is no
    // week with a valid level or it cannot be written.
    bool storeWeek(const HubResult& answer, QString& error);
    // Whether the week's answer is kept.
    bool hasWeek(const QString& week) const;

    // The community levels kept (GET levels/{slug} answers), in no order.
    std::vector<CommunityLevel> communityLevels() const;
    std::optional<CommunityLevel> communityLevel(const QString& slug) const;
    bool storeCommunityLevel(const HubResult& answer, QString& error);
    // Takes into the kept community level what the hub answered a solve with (its
    // receipt's level: plays, solves, rating and votes as they are now), or a vote
    // (the votes), so that offline it shows the last counts the hub sent; its level
    // file stays. False when the level is not kept or the file cannot be written.
    bool storeCounts(const ff::api::ListedLevel& now);
    bool storeVotes(const QString& slug, std::int64_t up, std::int64_t down);

    // A hub's week with its level; nothing when the level is not valid or not the
    // week's.
    static std::optional<HubWeek> readWeek(const ff::api::WeekLevel& answer);
    // A community level as the hub describes it, without its level.
    static CommunityLevel readListedLevel(const ff::api::ListedLevel& listed);
    // A community level with its level; nothing when the level is not valid.
    static std::optional<CommunityLevel> readCommunityLevel(const ff::api::FetchedLevel& answer);

private:
    bool write(const QString& name, const nlohmann::json& answer, QString& error) const;
    // The message M kept in the file at `path`, read through the bounded reader.
    template <class M> std::optional<M> read(const QString& path) const;
    // Rewrites the kept answer of the community level `slug` with `change` applied
    // to its description.
    template <class Change> bool changeListed(const QString& slug, Change change) const;

    QString dir_;
};

// A level file's JSON as sent by the hub, read and validated by the engine (a
// generated level's x-generator record in the generator's key order); nothing when
// it is no valid level.
std::optional<ff::Level> readHubLevel(const nlohmann::json& levelJson);
// A slug: 12 lower-case hexadecimal digits.
bool isSlug(const QString& text);

} // namespace ff::online
