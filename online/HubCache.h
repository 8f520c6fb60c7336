// What the app keeps on disk of a hub's answers, so that its levels open offline:
// the list of released weeks, each week with its level, and the community levels
// the player opened. One folder per hub (HubAccount::hubId) under the data folder's
// "hub"; each answer is one JSON file written whole or not at all. A cached level
// is read and validated again by the engine before it is used: the cache is no
// more trusted than the hub.
#pragma once

#include "engine/rules/Level.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace ffonline {

// A released week of the hub with its level.
struct HubWeek {
    QString week; // "2026-W48"
    QString id;
    QString title;
    QDateTime release;
    int solvers = 0;
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

    // The week answers kept (GET /weeks/{week}), newest week first; unreadable or
    // invalid ones are left out.
    std::vector<HubWeek> weeks() const;
    // Keeps a GET /weeks/{week} answer; false and a translated `error` when its level
    // is not valid or it cannot be written.
    bool storeWeek(const nlohmann::json& answer, QString& error);
    // Whether the week's answer is kept.
    bool hasWeek(const QString& week) const;

    // The community levels kept (GET /levels/{slug} answers), in no order.
    std::vector<CommunityLevel> communityLevels() const;
    std::optional<CommunityLevel> communityLevel(const QString& slug) const;
    bool storeCommunityLevel(const nlohmann::json& answer, QString& error);

    // Reads a hub's description of a week or a community level (with its "level"
    // when present and valid). Nothing for an answer that is not one.
    static std::optional<HubWeek> readWeek(const nlohmann::json& answer);
    static std::optional<CommunityLevel> readCommunityLevel(const nlohmann::json& answer);

private:
    bool write(const QString& name, const nlohmann::json& answer, QString& error) const;
    std::optional<nlohmann::json> read(const QString& path) const;

    QString dir_;
};

// A level file's JSON as sent by the hub, read and validated by the engine; nothing
// when it is no valid level.
std::optional<ff::Level> readHubLevel(const nlohmann::json& levelJson);
// A slug: 12 lower-case hexadecimal digits.
bool isSlug(const QString& text);

} // namespace ffonline
