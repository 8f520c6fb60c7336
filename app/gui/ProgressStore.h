// The player's progress in QSettings (organization and application "Furunkulus"):
// per level whether it was solved, how often the monster was released and how many
// hints of each kind were used, the personal records of its wins (active play time
// and runs from opening the level to the win), whether a win came without any hint,
// whether the solution was shown, and the placements of the last win; how many random
// puzzles were solved per difficulty; which weeks' weekly puzzles were solved in
// their own week (the streak); plus the session (the level open at exit and its unfinished placement) so the
// next start resumes there, and the random puzzle in play, so that it is never lost.
//
// Levels are identified by a key the LevelLibrary makes (see LevelEntry::key); any
// string is allowed, it is encoded before it becomes a settings key.
#pragma once

#include "board/HintKind.h"
#include "engine/files/IsoWeek.h"
#include "engine/rules/Level.h"

#include <QString>
#include <QUrl>
#include <vector>

namespace ff::app {

class ProgressStore {
public:
    struct Session {
        QString key;    // the level's key; empty = no level was open
        QString source; // the file or resource it came from
        std::vector<ff::Placement> placements;
    };

    static bool isSolved(const QString& key);
    static void markSolved(const QString& key);
    static int attempts(const QString& key);
    static void addAttempt(const QString& key);
    // Counted per ff::ui::HintKind, stored under its number.
    static int hints(const QString& key, ff::ui::HintKind kind);
    static int totalHints(const QString& key);
    static void addHint(const QString& key, ff::ui::HintKind kind);

    // One win as recordWin stores it: the runs released and the active play time
    // from opening the level to the win, the hints used on the level so far, and
    // which personal records it set.
    struct Win {
        int attempts = 0;
        qint64 timeMs = 0;
        int hints = 0;
        bool withoutHints = false; // no hint used and the solution never shown
        bool newBestTime = false;
        bool newFewestAttempts = false;
    };
    // Records a win: solved, the records (a record is only replaced by a better one;
    // the first win sets both), the "without hints" mark, and `placements` as the
    // winning run for replayWin. Does not count the attempt (addAttempt does).
    static Win recordWin(const QString& key, int attempts, qint64 timeMs,
                         const std::vector<ff::Placement>& placements);
    // The personal records; 0 = the level was never won.
    static qint64 bestTimeMs(const QString& key);
    static int fewestAttempts(const QString& key);
    // Some win came without any hint and before the solution was shown.
    static bool solvedWithoutHints(const QString& key);
    // The placements of the last win (empty: none).
    static std::vector<ff::Placement> winningPlacements(const QString& key);
    // The player gave up and the solution was shown.
    static bool isRevealed(const QString& key);
    static void markRevealed(const QString& key);
    // Everything recorded for the level `from` now belongs to `to` (a level renamed
    // in My levels gets a new key); what `to` had is replaced.
    static void moveLevel(const QString& from, const QString& to);

    // Weekly puzzles solved in their own ISO week.
    static void markWeekSolvedInTime(ff::IsoWeek week);
    static bool weekSolvedInTime(ff::IsoWeek week);
    // The streak on `today`'s week: how many consecutive weeks, ending with this
    // week (or, while this week's puzzle is open, with the week before), had their
    // puzzle solved in time.
    static int weeklyStreak(ff::IsoWeek today);

    // What a hub answered to the level's solve: that it took it (`sent`), for a
    // weekly level the rank among the week's solvers and their number when last
    // asked, for a community level the players who solved it (`solvers`).
    struct HubRecord {
        bool sent = false;
        int rank = 0;    // 0: not known
        int solvers = 0; // 0: not known
    };
    static HubRecord hubRecord(const QString& key, const QUrl& hub);
    static void setHubRecord(const QString& key, const QUrl& hub, const HubRecord& record);
    // The player's vote on a community level as the hub last confirmed it: 1 up,
    // -1 down, 0 none.
    static int communityVote(const QString& key, const QUrl& hub);
    static void setCommunityVote(const QString& key, const QUrl& hub, int vote);

    // Random puzzles solved (RandomPuzzleMaker), per difficulty 1..5.
    static int randomSolved(int difficulty);
    static void addRandomSolved(int difficulty);

    static Session session();
    static void setSession(const Session& session);
    static void clearSession();

    // The random puzzle the player plays (RandomPuzzleMaker), kept until it is
    // solved or replaced: its key, its share code as `source`, and its unfinished
    // placement. The Random puzzle page offers to resume it, also after a restart.
    static Session randomPuzzle();
    static void setRandomPuzzle(const Session& puzzle);
    static void clearRandomPuzzle();

    // Placements as compact JSON text and back; unreadable text gives nothing.
    static QString placementsToJson(const std::vector<ff::Placement>& placements);
    static std::vector<ff::Placement> placementsFromJson(const QString& json);

private:
    // A kept session under the settings group `group`: its key, its source under
    // `sourceKey`, and its placements.
    static Session readSession(const QString& group, const QString& sourceKey);
    static void writeSession(const QString& group, const QString& sourceKey, const Session& session);
};

} // namespace ff::app
