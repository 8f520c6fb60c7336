// The user's preferences, kept in QSettings (organization and application
// "Furunkulus"). Every accessor reads or writes the store directly, so several
// objects can share the settings without caching stale values.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ff::app {

class AppSettings {
    Q_DECLARE_TR_FUNCTIONS(AppSettings)
public:
    // The UI language: "" follows the system locale, else a language code ("en", "de").
    static QString language();
    static void setLanguage(const QString& code);

    // The default animation speed in cells per second; 0 = instant.
    static int animationSpeed();
    static void setAnimationSpeed(int cellsPerSecond);

    // The speeds the speed sliders offer, slow to instant (0 = instant last).
    static QList<int> speedSteps();
    // The slider position of the step nearest to `cellsPerSecond`.
    static int speedPosition(int cellsPerSecond);
    // "Instant" or "6 cells/s".
    static QString speedLabel(int cellsPerSecond);

    // When true, weekly levels of future weeks can be played. Not a stored setting:
    // it holds for this run only (furunkulus --unlock-all, for level authors); the
    // "settings/unlockAll" key earlier versions stored is ignored.
    static bool unlockAll();
    static void setUnlockAll(bool on);

    // The volume of the sounds, 0 (off, the default) to 100.
    static int soundVolume();
    static void setSoundVolume(int percent);

    // Whether the player shows the monster's sight on levels outside the tutorial
    // (the tutorial always starts with it shown); off by default.
    static bool showSight();
    static void setShowSight(bool on);

    // The Random puzzle page's last choice: the difficulty 1..5 (default 3) and the
    // names of the mechanics asked for (RandomPuzzleMaker::mechanicKey).
    static int randomDifficulty();
    static void setRandomDifficulty(int difficulty);
    static QStringList randomMechanics();
    static void setRandomMechanics(const QStringList& keys);

    // The language codes the app ships a translation for, besides English.
    static QStringList translatedLanguages();
    // The language the UI actually shows ("en", "de", ...), after applying
    // language() to the system locale.
    static QString effectiveLanguage();
};

} // namespace ff::app
