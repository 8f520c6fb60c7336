// The sentences the app shows about a level: its title and hint in the UI
// language, i.e. the default QLocale's (the *_i18n maps, else the plain text), its stats, and when it unlocks.
#pragma once

#include "engine/Level.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

class LevelText {
    Q_DECLARE_TR_FUNCTIONS(LevelText)
public:
    static QString title(const ff::Level& level);
    // Empty when the level has no hint.
    static QString hint(const ff::Level& level);
    // "Solved · 3 attempts · 1 hint" / "Not solved yet · no attempts" for a level key.
    static QString stats(const QString& key);
    // The hints used, per kind: "Hints: 2 × completable check, 1 × piece shown";
    // empty when none were used.
    static QString hintDetails(const QString& key);
    static QString unlocksOn(QDate monday);
};
