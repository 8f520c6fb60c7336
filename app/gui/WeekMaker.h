// The weekly level of a week that neither the shipped series nor the hub holds, made
// on this computer with ff::weeklyLevelFor (from the week's number, so it is the level
// a hub of the same version makes for that week) on a BackgroundJob, so the UI never
// waits for it. A made level is kept as "<dir>/<YYYY-Www>.ffl.json" and read from
// there at the next start instead of being made again; a kept file that does not read
// as a valid level of its week is made again and overwritten. A file that cannot be
// written loses nothing this session (the level stays in memory); the next start
// makes the week again.
#pragma once

#include "engine/files/IsoWeek.h"
#include "engine/rules/Level.h"

#include <QObject>
#include <QString>

#include <map>
#include <optional>
#include <set>

namespace ff::ui {
class BackgroundJob;
} // namespace ff::ui

namespace ff::app {

class WeekMaker : public QObject {
    Q_OBJECT
public:
    explicit WeekMaker(const QString& dir, QObject* parent = nullptr);

    QString dir() const { return dir_; }
    // The file a made level of `week` is kept in.
    QString fileOf(ff::IsoWeek week) const;
    // The level made for `week`, in this session or kept from an earlier one; null
    // when there is none (or its kept file does not read).
    const ff::Level* levelOf(ff::IsoWeek week);
    // Starts making `week` on a thread of its own unless it is being made or could
    // not be made in this session; changed() follows when it ends.
    void make(ff::IsoWeek week);
    // The week being made now.
    std::optional<ff::IsoWeek> making() const { return making_; }
    // Whether making `week` gave no level in this session.
    bool failed(ff::IsoWeek week) const { return failed_.contains(week); }

signals:
    // A week was made (levelOf() holds it) or could not be made.
    void changed();

private:
    void finish(ff::IsoWeek week, const std::optional<ff::Level>& level);

    QString dir_;
    ff::ui::BackgroundJob* job_;
    std::optional<ff::IsoWeek> making_;
    std::map<ff::IsoWeek, ff::Level> made_;
    std::set<ff::IsoWeek> failed_;
};

} // namespace ff::app
