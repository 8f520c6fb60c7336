// The sentences the app shows about a level, in the browser and on the player
// page alike: its hint line, its stats, when it unlocks and why it cannot be
// opened. Its title, hint and stars in the UI language are ff::ui::LevelWords.
#pragma once

#include "engine/rules/Level.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace ff::app {

class LevelText {
    Q_DECLARE_TR_FUNCTIONS(LevelText)
public:
    // "Hint: " and the hint, after the goal when it is survive-forever (nothing else
    // on the board says so); empty when the level has neither.
    static QString hintLine(const ff::Level& level);
    // "Solved · 3 attempts · 1 hint" / "Not solved yet · no attempts" for a level key.
    static QString stats(const QString& key);
    // The hints used, per kind: "Hints: 2 × completable check, 1 × piece shown";
    // empty when none were used.
    static QString hintDetails(const QString& key);
    // "Weekly streak: 3 weeks".
    static QString weeklyStreak(int weeks);
    // A play time: "0:42", "12:05", "1:02:03".
    static QString duration(qint64 ms);
    static QString unlocksOn(QDate monday);
    // "This puzzle is locked. Unlocks on …." for a week starting on `monday`.
    static QString locked(QDate monday);
    // "This file cannot be played: " and the reason.
    static QString fileCannotBePlayed(const QString& reason);
};

} // namespace ff::app
