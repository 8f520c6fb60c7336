#include "hub/HubClock.h"

#include <QDateTime>
#include <QString>
#include <QTimeZone>

#include <cstdlib>

namespace ff::hub {

namespace {

std::int64_t systemMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

} // namespace

HubClock::HubClock() = default;

HubClock::HubClock(std::int64_t startMs) : offsetMs_(startMs - systemMs()) {}

std::int64_t HubClock::nowMs() const
{
    return systemMs() + offsetMs_;
}

std::optional<HubClock> clockFromEnvironment(std::string& error)
{
    const char* text = std::getenv("FURUNKULUS_HUB_NOW");
    if (text == nullptr || *text == '\0')
        return HubClock();
    const std::optional<std::int64_t> start = parseUtcTime(text);
    if (!start) {
        error = std::string("FURUNKULUS_HUB_NOW is not a UTC time like 2026-11-25T12:00:00Z: ") + text;
        return std::nullopt;
    }
    return HubClock(*start);
}

std::optional<std::int64_t> parseUtcTime(const std::string& text)
{
    if (text.empty() || text.back() != 'Z')
        return std::nullopt;
    const QDateTime t = QDateTime::fromString(QString::fromStdString(text), Qt::ISODateWithMs);
    if (!t.isValid())
        return std::nullopt;
    return t.toMSecsSinceEpoch();
}

std::string utcTimeText(std::int64_t ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc())
        .toString(QStringLiteral("yyyy-MM-dd'T'HH:mm:ss.zzz'Z'"))
        .toStdString();
}

std::int64_t releaseMsOf(IsoWeek w)
{
    const CivilDate monday = mondayOf(w);
    return QDateTime(QDate(monday.year, monday.month, monday.day), QTime(0, 0), QTimeZone::utc())
        .toMSecsSinceEpoch();
}

IsoWeek isoWeekAt(std::int64_t ms)
{
    const QDate d = QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc()).date();
    return isoWeekOf({d.year(), d.month(), d.day()});
}

} // namespace ff::hub
