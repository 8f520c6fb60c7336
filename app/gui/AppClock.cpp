#include "app/gui/AppClock.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QTimeZone>

#include <optional>

namespace ff::app::AppClock {

namespace {

// The variable's time; nothing when it is unset or empty. `valid` says whether a
// value that is set reads as a UTC time ("...Z", with or without milliseconds).
std::optional<QDateTime> environmentTime(bool& valid)
{
    valid = true;
    const QString text = qEnvironmentVariable(kVariable);
    if (text.isEmpty())
        return std::nullopt;
    const QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    valid = text.endsWith(QLatin1Char('Z')) && time.isValid();
    return valid ? std::optional<QDateTime>(time.toTimeZone(QTimeZone::utc())) : std::nullopt;
}

} // namespace

bool checkEnvironment(QString& error)
{
    bool valid = true;
    environmentTime(valid);
    if (!valid) {
        error = QCoreApplication::translate("ff::app::AppClock",
                                            "%1 is not a UTC time like 2029-01-03T12:00:00Z: %2")
                    .arg(QLatin1String(kVariable), qEnvironmentVariable(kVariable));
    }
    return valid;
}

QDate today()
{
    bool valid = true;
    const std::optional<QDateTime> time = environmentTime(valid);
    return time ? time->date() : QDate::currentDate();
}

} // namespace ff::app::AppClock
