#include "app/gui/AppSettings.h"

#include <QLocale>
#include <QSettings>
#include <QStringList>

#include <algorithm>
#include <cstdlib>

namespace ff::app {

namespace {
QSettings store()
{
    return QSettings(QStringLiteral("Furunkulus"), QStringLiteral("Furunkulus"));
}
constexpr int kDefaultSpeed = 6;
constexpr int kDefaultRandomDifficulty = 3;
} // namespace

QString AppSettings::language()
{
    return store().value(QStringLiteral("settings/language")).toString();
}

void AppSettings::setLanguage(const QString& code)
{
    store().setValue(QStringLiteral("settings/language"), code);
}

int AppSettings::animationSpeed()
{
    const int speed = store().value(QStringLiteral("settings/animationSpeed"), kDefaultSpeed).toInt();
    return speed < 0 ? kDefaultSpeed : speed;
}

void AppSettings::setAnimationSpeed(int cellsPerSecond)
{
    store().setValue(QStringLiteral("settings/animationSpeed"), cellsPerSecond);
}

int AppSettings::soundVolume()
{
    return std::clamp(store().value(QStringLiteral("sound/volume"), 0).toInt(), 0, 100);
}

void AppSettings::setSoundVolume(int percent)
{
    store().setValue(QStringLiteral("sound/volume"), std::clamp(percent, 0, 100));
}

bool AppSettings::showSight()
{
    return store().value(QStringLiteral("player/showSight"), false).toBool();
}

void AppSettings::setShowSight(bool on)
{
    store().setValue(QStringLiteral("player/showSight"), on);
}

int AppSettings::randomDifficulty()
{
    const int difficulty =
        store().value(QStringLiteral("random/difficulty"), kDefaultRandomDifficulty).toInt();
    return difficulty >= 1 && difficulty <= 5 ? difficulty : kDefaultRandomDifficulty;
}

void AppSettings::setRandomDifficulty(int difficulty)
{
    store().setValue(QStringLiteral("random/difficulty"), difficulty);
}

QStringList AppSettings::randomMechanics()
{
    return store().value(QStringLiteral("random/mechanics")).toStringList();
}

void AppSettings::setRandomMechanics(const QStringList& keys)
{
    store().setValue(QStringLiteral("random/mechanics"), keys);
}

QList<int> AppSettings::speedSteps()
{
    return {1, 2, 3, 4, 6, 8, 12, 16, 24, 0};
}

int AppSettings::speedPosition(int cellsPerSecond)
{
    const QList<int> steps = speedSteps();
    if (cellsPerSecond <= 0)
        return static_cast<int>(steps.size()) - 1;
    int best = 0;
    for (int i = 0; i + 1 < steps.size(); ++i) {
        if (std::abs(steps[i] - cellsPerSecond) < std::abs(steps[best] - cellsPerSecond))
            best = i;
    }
    return best;
}

QString AppSettings::speedLabel(int cellsPerSecond)
{
    return cellsPerSecond <= 0 ? tr("Instant") : tr("%1 cells/s").arg(cellsPerSecond);
}

namespace {
bool unlockAllThisRun = false;
} // namespace

bool AppSettings::unlockAll()
{
    return unlockAllThisRun;
}

void AppSettings::setUnlockAll(bool on)
{
    unlockAllThisRun = on;
}

QStringList AppSettings::translatedLanguages()
{
    return {QStringLiteral("de")};
}

QString AppSettings::effectiveLanguage()
{
    const QString chosen = language();
    if (!chosen.isEmpty())
        return chosen;
    for (const QString& ui : QLocale::system().uiLanguages()) {
        const QString code = ui.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (code == QLatin1String("en") || translatedLanguages().contains(code))
            return code;
    }
    return QStringLiteral("en");
}

} // namespace ff::app
