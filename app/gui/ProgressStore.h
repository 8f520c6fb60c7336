// The player's progress in QSettings (organization and application "Furunkulus"):
// per level whether it was solved, how often the monster was released and how many
// hints of each kind were used; how many random puzzles were solved per difficulty;
// plus the session (the level open at exit and its unfinished placement) so the next
// start resumes there.
//
// Levels are identified by a key the LevelLibrary makes (see LevelEntry::key); any
// string is allowed, it is encoded before it becomes a settings key.
#pragma once

#include "engine/Level.h"

#include <QString>
#include <vector>

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
    // Hint kinds are PlayerView::hintUsed's numbers (any non-negative int).
    static int hints(const QString& key, int kind);
    static int totalHints(const QString& key);
    static void addHint(const QString& key, int kind);

    // Random puzzles solved (RandomPuzzleMaker), per difficulty 1..5.
    static int randomSolved(int difficulty);
    static void addRandomSolved(int difficulty);

    static Session session();
    static void setSession(const Session& session);
    static void clearSession();

    // Placements as compact JSON text and back; unreadable text gives nothing.
    static QString placementsToJson(const std::vector<ff::Placement>& placements);
    static std::vector<ff::Placement> placementsFromJson(const QString& json);
};
