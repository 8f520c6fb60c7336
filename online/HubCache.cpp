#include "online/HubCache.h"

#include "engine/files/GeneratorOptions.h"
#include "engine/files/IsoWeek.h"
#include "engine/files/LevelIo.h"
#include "engine/files/Validation.h"
#include "online/HubAccount.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>

namespace ff::online {

namespace {

// A cached answer larger than this is no answer the hub sends.
constexpr qint64 kMaxCachedBytes = 4 * 1024 * 1024;

QDateTime timeOf(const std::string& text)
{
    return QDateTime::fromString(QString::fromStdString(text), Qt::ISODateWithMs);
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
    // The hub's answers come with every object's keys sorted: a generated level's
    // record is read back in its own order, so that the level still reads as the
    // generator made it (its title in the UI language, its short share code).
    for (auto& [key, value] : loaded.value->extras) {
        if (key == "x-generator") {
            if (std::optional<std::string> record = ff::canonicalGeneratorRecord(value))
                value = std::move(*record);
        }
    }
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

std::optional<HubWeek> HubCache::readWeek(const ff::api::WeekLevel& answer)
{
    const ff::api::WeekSummary& summary = answer.summary;
    HubWeek week;
    week.week = QString::fromStdString(summary.week);
    week.id = QString::fromStdString(summary.id);
    week.title = QString::fromStdString(summary.title);
    week.release = timeOf(summary.release);
    week.solvers = static_cast<int>(std::clamp<std::int64_t>(summary.solvers, 0, 1 << 30));
    week.prize = QString::fromStdString(summary.prize.value_or(std::string()));
    std::optional<ff::Level> level = readHubLevel(answer.level);
    if (!isWeekText(week.week) || !level || !level->week || QString::fromStdString(*level->week) != week.week)
        return std::nullopt;
    week.level = std::move(*level);
    return week;
}

CommunityLevel HubCache::readListedLevel(const ff::api::ListedLevel& listed)
{
    const auto count = [](std::int64_t n) {
        return static_cast<int>(std::clamp<std::int64_t>(n, 0, 1 << 30));
    };
    CommunityLevel c;
    c.slug = QString::fromStdString(listed.slug);
    c.id = QString::fromStdString(listed.id);
    c.title = QString::fromStdString(listed.title);
    c.author = QString::fromStdString(listed.author);
    c.published = timeOf(listed.published);
    c.grade = static_cast<int>(listed.grade);
    c.rating = listed.rating.value;
    c.deviation = listed.rating.deviation;
    c.plays = count(listed.plays);
    c.solves = count(listed.solves);
    c.up = count(listed.upVotes);
    c.down = count(listed.downVotes);
    return c;
}

std::optional<CommunityLevel> HubCache::readCommunityLevel(const ff::api::FetchedLevel& answer)
{
    CommunityLevel c = readListedLevel(answer.listed);
    c.level = readHubLevel(answer.level);
    if (!c.level)
        return std::nullopt;
    return c;
}

template <class M> std::optional<M> HubCache::read(const QString& path) const
{
    QFile file(path);
    if (file.size() > kMaxCachedBytes || !file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = file.readAll();
    return ff::api::decode<M>(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())))
        .value;
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
        if (const std::optional<ff::api::WeekLevel> answer =
                read<ff::api::WeekLevel>(dir_ + QLatin1Char('/') + name)) {
            if (std::optional<HubWeek> week = readWeek(*answer))
                out.push_back(std::move(*week));
        }
    }
    std::sort(out.begin(), out.end(), [](const HubWeek& a, const HubWeek& b) { return a.week > b.week; });
    return out;
}

bool HubCache::storeWeek(const HubResult& answer, QString& error)
{
    const std::optional<ff::api::WeekLevel> decoded = answer.as<ff::api::WeekLevel>();
    const std::optional<HubWeek> week = decoded ? readWeek(*decoded) : std::nullopt;
    if (!week) {
        error = tr("The hub sent a weekly level that is not valid.");
        return false;
    }
    return write(QStringLiteral("week-%1.json").arg(week->week), answer.body, error);
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
        if (const std::optional<ff::api::FetchedLevel> answer =
                read<ff::api::FetchedLevel>(dir_ + QLatin1Char('/') + name)) {
            if (std::optional<CommunityLevel> level = readCommunityLevel(*answer))
                out.push_back(std::move(*level));
        }
    }
    return out;
}

std::optional<CommunityLevel> HubCache::communityLevel(const QString& slug) const
{
    if (!isSlug(slug))
        return std::nullopt;
    const std::optional<ff::api::FetchedLevel> answer =
        read<ff::api::FetchedLevel>(dir_ + QStringLiteral("/level-%1.json").arg(slug));
    return answer ? readCommunityLevel(*answer) : std::nullopt;
}

bool HubCache::storeCommunityLevel(const HubResult& answer, QString& error)
{
    const std::optional<ff::api::FetchedLevel> decoded = answer.as<ff::api::FetchedLevel>();
    const std::optional<CommunityLevel> level = decoded ? readCommunityLevel(*decoded) : std::nullopt;
    if (!level) {
        error = tr("The hub sent a community level that is not valid.");
        return false;
    }
    return write(QStringLiteral("level-%1.json").arg(level->slug), answer.body, error);
}

template <class Change> bool HubCache::changeListed(const QString& slug, Change change) const
{
    if (!isSlug(slug))
        return false;
    const QString name = QStringLiteral("level-%1.json").arg(slug);
    std::optional<ff::api::FetchedLevel> kept = read<ff::api::FetchedLevel>(dir_ + QLatin1Char('/') + name);
    if (!kept || QString::fromStdString(kept->listed.slug) != slug)
        return false;
    change(kept->listed);
    QString error;
    return write(name, kept->toJson(), error);
}

bool HubCache::storeCounts(const ff::api::ListedLevel& now)
{
    return changeListed(QString::fromStdString(now.slug), [&now](ff::api::ListedLevel& listed) {
        listed.rating = now.rating;
        listed.plays = now.plays;
        listed.solves = now.solves;
        listed.upVotes = now.upVotes;
        listed.downVotes = now.downVotes;
    });
}

bool HubCache::storeVotes(const QString& slug, std::int64_t up, std::int64_t down)
{
    return changeListed(slug, [up, down](ff::api::ListedLevel& listed) {
        listed.upVotes = up;
        listed.downVotes = down;
    });
}

} // namespace ff::online
