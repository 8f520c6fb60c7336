// One level as the library lists it: the level itself, or why its file could not be
// used, plus where it came from and when it unlocks.
#pragma once

#include "engine/files/IsoWeek.h"
#include "engine/rules/Level.h"

#include <QDate>
#include <QString>
#include <QUrl>
#include <optional>

namespace ff::app {

struct LevelEntry {
    // Identifies the level for progress and sessions: "builtin:<id>" for shipped
    // levels, "user:<file name>#<id>" for My levels, "file:<absolute path>#<id>"
    // for other files, "code:<share code>" for a level opened from a share code,
    // "random:<id>" for a random puzzle (LevelLibrary::addRandomLevel),
    // "hub:<hub id>/<week>" for a weekly level of the hub that no shipped level
    // equals (one that does keeps its "builtin:" key, and its progress),
    // "made:<week>" for a weekly level made on this computer (WeekMaker),
    // "community:<hub id>/<slug>" for a community level of the hub,
    // "broken:<path>" for a file that cannot be used.
    QString key;
    QString source;                  // file or resource path (":/levels/..."), or the share code
    std::optional<ff::Level> level;  // absent: the file is broken
    QString error;                   // broken: the reason, translated
    bool draft = false;              // broken: a level or pack that breaks the rules, not an unreadable file
    std::optional<ff::IsoWeek> week; // a weekly level: its week (an existing one)
    QDate weekMonday;                // a weekly level: the Monday of `week`, for display
    QUrl hub;                        // a level of a hub, or made while a hub is set: where solves are sent
    QString hubTarget;               // a level of a hub: its week ("2026-W48") or community slug
    bool community = false;          // a community level of the hub (else a weekly one)
    bool made = false;               // a weekly level made on this computer: neither shipped nor the hub's
    int hubSolvers = 0;              // a weekly level of the hub: its solvers when it was fetched
    QString hubPrize;                // a weekly level of the hub: its prize's text (empty: none)

    bool broken() const { return !level.has_value(); }
};

} // namespace ff::app
