#include "online/HubCache.h"

#include "engine/files/IsoWeek.h"
#include "engine/files/LevelIo.h"
#include "engine/files/Validation.h"
#include "online/HubAccount.h"
#include "online/HubClient.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>

namespace ffonline {

namespace {

// A cached answer larger than this is no answer the hub sends.
constexpr qint64 kMaxCachedBytes = 4 * 1024 * 1024;

QString stringOf(const nlohmann::json& object, const char* key)
{
    return QString::fromStdString(jsonString(object, key));
}

int intOf(const nlohmann::json& object, const char* key)
{
    return static_cast<int>(jsonInt(object, key));
}

QDateTime timeOf(const nlohmann::json& object, const char* key)
{
    return QDateTime::fromString(stringOf(object, key), Qt::ISODateWithMs);
}

bool isWeekText(const QString& week)
{
    const std::optional<ff::IsoWeek> parsed = ff::parseIsoWeek(week.toStdString());
    return parsed && ff::isoWeekExists(*parsed);
}

} // namespace

std::optional<ff::Level> readHubLevel(const nlohmann::json& levelJson)
{
    if (!levelJson.is_object())
        return std::nullopt;
    ff::Loaded<ff::Level> loaded = ff::parseLevel(levelJson.dump());
    if (!loaded.value || !loaded.problems.empty() || !ff::validateLevel(*loaded.value).empty())
        return std::nullopt;
    return std::move(loaded.value);
}

bool isSlug(const QString& text)
{
    static const QRegularExpression slug(QStringLiteral("^[0-9a-f]{12}$"));
    return slug.match(text).hasMatch();
}

HubCache::HubCache(const QUrl& hub, const QString& root)
    : dir_(root + QLatin1Char('/') + HubAccount::hubId(hub))
{
}

std::optional<HubWeek> HubCache::readWeek(const nlohmann::json& answer)
{
    if (!answer.is_object() || !answer.contains("level"))
        return std::nullopt;
    HubWeek week;
    week.week = stringOf(answer, "week");
    week.id = stringOf(answer, "id");
    week.title = stringOf(answer, "title");
    week.release = timeOf(answer, "release");
    week.solvers = intOf(answer, "solvers");
    std::optional<ff::Level> level = readHubLevel(answer["level"]);
    if (!isWeekText(week.week) || !level || !level->week || QString::fromStdString(*level->week) != week.week)
        return std::nullopt;
    week.level = std::move(*level);
    return week;
}

std::optional<CommunityLevel> HubCache::readCommunityLevel(const nlohmann::json& answer)
{
    if (!answer.is_object())
        return std::nullopt;
    CommunityLevel c;
    c.slug = stringOf(answer, "slug");
    if (!isSlug(c.slug))
        return std::nullopt;
    c.id = stringOf(answer, "id");
    c.title = stringOf(answer, "title");
    c.author = stringOf(answer, "author");
    c.published = timeOf(answer, "published");
    c.grade = intOf(answer, "grade");
    c.plays = intOf(answer, "plays");
    c.solves = intOf(answer, "solves");
    if (const auto it = answer.find("rating"); it != answer.end() && it->is_object()) {
        c.rating = jsonNumber(*it, "value", c.rating);
        c.deviation = jsonNumber(*it, "deviation", c.deviation);
    }
    if (const auto it = answer.find("votes"); it != answer.end() && it->is_object()) {
        c.up = intOf(*it, "up");
        c.down = intOf(*it, "down");
    }
    if (answer.contains("level")) {
        c.level = readHubLevel(answer["level"]);
        if (!c.level)
            return std::nullopt;
    }
    return c;
}

std::optional<nlohmann::json> HubCache::read(const QString& path) const
{
    QFile file(path);
    if (file.size() > kMaxCachedBytes || !file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = file.readAll();
    nlohmann::json json = nlohmann::json::parse(bytes.begin(), bytes.end(), nullptr, false);
    if (json.is_discarded())
        return std::nullopt;
    return json;
}

bool HubCache::write(const QString& name, const nlohmann::json& answer, QString& error) const
{
    if (!QDir().mkpath(dir_)) {
        error = tr("The folder %1 cannot be created.").arg(QDir::toNativeSeparators(dir_));
        return false;
    }
    QSaveFile file(dir_ + QLatin1Char('/') + name);
    const QByteArray bytes = QByteArray::fromStdString(answer.dump(1));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        error =
            tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(file.fileName()), file.errorString());
        return false;
    }
    return true;
}

std::vector<HubWeek> HubCache::weeks() const
{
    std::vector<HubWeek> out;
    const QStringList files = QDir(dir_).entryList({QStringLiteral("week-*.json")}, QDir::Files);
    for (const QString& name : files) {
        if (const std::optional<nlohmann::json> answer = read(dir_ + QLatin1Char('/') + name)) {
            if (std::optional<HubWeek> week = readWeek(*answer))
                out.push_back(std::move(*week));
        }
    }
    std::sort(out.begin(), out.end(), [](const HubWeek& a, const HubWeek& b) { return a.week > b.week; });
    return out;
}

bool HubCache::storeWeek(const nlohmann::json& answer, QString& error)
{
    const std::optional<HubWeek> week = readWeek(answer);
    if (!week) {
        error = tr("The hub sent a weekly level that is not valid.");
        return false;
    }
    return write(QStringLiteral("week-%1.json").arg(week->week), answer, error);
}

bool HubCache::hasWeek(const QString& week) const
{
    return isWeekText(week) && QFile::exists(dir_ + QStringLiteral("/week-%1.json").arg(week));
}

std::vector<CommunityLevel> HubCache::communityLevels() const
{
    std::vector<CommunityLevel> out;
    const QStringList files = QDir(dir_).entryList({QStringLiteral("level-*.json")}, QDir::Files, QDir::Name);
    for (const QString& name : files) {
        if (const std::optional<nlohmann::json> answer = read(dir_ + QLatin1Char('/') + name)) {
            std::optional<CommunityLevel> level = readCommunityLevel(*answer);
            if (level && level->level)
                out.push_back(std::move(*level));
        }
    }
    return out;
}

std::optional<CommunityLevel> HubCache::communityLevel(const QString& slug) const
{
    if (!isSlug(slug))
        return std::nullopt;
    const std::optional<nlohmann::json> answer = read(dir_ + QStringLiteral("/level-%1.json").arg(slug));
    if (!answer)
        return std::nullopt;
    std::optional<CommunityLevel> level = readCommunityLevel(*answer);
    if (!level || !level->level)
        return std::nullopt;
    return level;
}

bool HubCache::storeCommunityLevel(const nlohmann::json& answer, QString& error)
{
    const std::optional<CommunityLevel> level = readCommunityLevel(answer);
    if (!level || !level->level) {
        error = tr("The hub sent a community level that is not valid.");
        return false;
    }
    return write(QStringLiteral("level-%1.json").arg(level->slug), answer, error);
}

} // namespace ffonline
