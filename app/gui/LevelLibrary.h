// The levels the browser offers, grouped into collections:
//   Tutorial  - the shipped levels under levels/tutorial/, in file and pack order;
//   This week - the weekly level of the current ISO week (shipped, the hub's, or
//               made on this computer, see below), or without a folder for made
//               weeks the latest one released before it;
//   Archive   - the other weekly levels of earlier weeks, newest first;
//   Upcoming  - weekly levels of future weeks (locked unless "unlock all" is set);
//   More      - other shipped levels without a week;
//   Random    - the random puzzles made this session (RandomPuzzleMaker); the
//               browser shows the Random puzzle page for it, not a list;
//   Community - the hub's community levels the player opened (kept in the hub's
//               cache); the browser shows the Community page for it;
//   My levels - every level and pack file in the user's folder
//               (ff::ui::LevelFiles::myLevelsDir(), created on demand);
//   Opened    - files opened this session from elsewhere, and levels opened from
//               share codes.
// When a hub is set (setHub), its weeks replace the shipped weekly levels of the same
// weeks in This week, Archive and Upcoming; the shipped series fills the other weeks.
// With a folder for made weeks (setMadeWeeksDir), a current week that neither the
// shipped series nor the hub holds is made on this computer (WeekMaker): This week
// stays empty while it is made (making() says so) and then holds the made level,
// keyed "made:<week>" and marked `made`; a hub that later holds the week shows its
// level, under the made key when the two are the same level.
// Shipped levels are read from the resources under ":/levels". Broken files become
// entries that carry the reason; nothing here throws or aborts on bad input.
#pragma once

#include "app/gui/LevelEntry.h"
#include "online/HubCache.h"

#include <QCoreApplication>
#include <QDate>
#include <QObject>
#include <QString>
#include <array>
#include <vector>

namespace ff::app {

class WeekMaker;

class LevelLibrary : public QObject {
    Q_OBJECT
public:
    enum Collection {
        Tutorial,
        ThisWeek,
        Archive,
        Upcoming,
        More,
        Random,
        Community,
        MyLevels,
        Opened,
        CollectionCount
    };

    // `shippedRoot` is the folder holding the shipped levels (the resource ":/levels"
    // in the app); `userDir` the My levels folder (empty = the standard location).
    explicit LevelLibrary(const QString& shippedRoot = QStringLiteral(":/levels"),
                          const QString& userDir = {}, QObject* parent = nullptr);

    // The day the weekly collections are computed for (default: today).
    QDate today() const { return today_; }
    void setToday(QDate day);
    // The ISO week of today().
    ff::IsoWeek currentWeek() const;

    // Where the levels of weeks made on this computer are kept (the app's data
    // folder's "weeks"); from now on a current week that nothing else holds is made.
    // Then reload().
    void setMadeWeeksDir(const QString& dir);
    // Whether the current week is being made on this computer, or could not be.
    enum class Making { No, Running, Failed };
    Making making() const { return making_; }
    QString userDir() const { return userDir_; }

    // Reads the shipped levels and the user's folder again; emits changed().
    void reload();
    // The hub's weeks and the community levels kept of it (empty address: no hub),
    // then reload().
    void setHub(const QUrl& hub, std::vector<ff::online::HubWeek> weeks,
                std::vector<ff::online::CommunityLevel> community);
    // Adds (or replaces) a community level of the hub and returns its key. `level`
    // must hold a valid level.
    QString addCommunityLevel(const ff::online::CommunityLevel& level);
    // The key of the community level `slug` of `hub` ("community:<hub id>/<slug>").
    static QString communityKey(const QUrl& hub, const QString& slug);

    static QString collectionTitle(Collection c);
    const std::vector<LevelEntry>& entries(Collection c) const { return collections_[c]; }
    // The entry with this key, or null.
    const LevelEntry* find(const QString& key) const;
    // The collection holding the key, or CollectionCount.
    Collection collectionOf(const QString& key) const;

    // A future weekly level, locked unless `unlockAll`.
    bool isLocked(const LevelEntry& entry, bool unlockAll) const;
    // An entry that exists, is readable and is not locked.
    bool isPlayable(const LevelEntry* entry, bool unlockAll) const;

    // Adds the levels of a file to Opened (or finds them in the library when the file
    // is one of its own) and returns their keys. A broken file gives no keys and sets
    // `error` to a translated explanation.
    QStringList openFile(const QString& path, QString& error);
    // Copies a readable level or pack file into My levels (under a free name) and
    // returns the keys of its levels; nothing and `error` on failure.
    QStringList importFile(const QString& path, QString& error);
    // Whether `path` lies in the My levels folder (a file the user may change).
    bool isUserFile(const QString& path) const;
    // The keys of the levels read from `path` (as the library lists them now).
    QStringList keysOfFile(const QString& path) const;

    // Moves a file of My levels to the system trash and keeps its bytes in memory so
    // that undoDelete() can write it back (restoring from the trash is not portable).
    // False and `error` (translated) when it is no file of My levels or the trash
    // refuses it; the file is then left where it is.
    bool deleteUserFile(const QString& path, QString& error);
    // Whether a file deleted this session can be brought back (the last one only).
    bool canUndoDelete() const { return !deleted_.path.isEmpty(); }
    // The file name of the last deleted file (empty: none).
    QString lastDeletedName() const;
    // Writes the last deleted file back, under its old name unless a file took that
    // name meanwhile (then under a free name), and returns its keys; nothing and
    // `error` on failure.
    QStringList undoDelete(QString& error);
    // Renames a single-level file of My levels: the level's title becomes `title`
    // (in every language) and the file is named after it ("<title>.ffl.json" in
    // lower case, letters and digits kept). Refuses, with `error`, an empty title, a
    // pack file, and a title or file name another file of My levels has. Returns
    // the level's new key (empty on failure).
    QString renameUserLevel(const QString& key, const QString& title, QString& error);

    // Adds a level from a share code to Opened, with the key "code:<code>" and the
    // canonical code (ff::encodeShareCode) as its source, and returns its key. A
    // level equal to one the library already holds is not added twice: that
    // level's key is returned. `level` must be valid (ff::validateLevel).
    QString addSharedLevel(const ff::Level& level);
    // Adds a random puzzle to Random, with the key "random:<id>" and its canonical
    // share code as its source (so a session can bring it back), and returns its
    // key; a level with that key already there is kept. `level` must be valid.
    QString addRandomLevel(const ff::Level& level);
    // Writes `level` into My levels as "<id>.ffl.json" (or "<id>-2.ffl.json" ...
    // when taken) and returns its key; empty and `error` when it cannot be written.
    QString keepInMyLevels(const ff::Level& level, QString& error);

    // Reads every level of one file. A broken file gives one broken entry.
    // `keyPrefix` is "builtin:", "user:<name>#" or "file:<path>#".
    static std::vector<LevelEntry> loadFile(const QString& path, const QString& keyPrefix);
    // The Monday of an ISO week "YYYY-Www"; invalid for anything else.
    static QDate mondayOfWeek(const QString& isoWeek);

signals:
    void changed();

private:
    void loadShipped();
    // The hub's weeks in place of the shipped ones of the same weeks.
    void mergeHubWeeks(std::vector<LevelEntry>& weekly) const;
    // Adds the made level of the current week to the weekly ones when the shipped
    // series does not hold the week and a made level is there; when neither it, the
    // series nor the hub holds the week, starts making it. Sets making_.
    void addMadeWeek(std::vector<LevelEntry>& weekly);
    LevelEntry communityEntry(const ff::online::CommunityLevel& level) const;
    void loadUser();
    QString userKeyPrefix(const QString& path) const;
    // Writes `bytes` to `path` whole or not at all; false and `error` on failure.
    static bool writeFile(const QString& path, const QByteArray& bytes, QString& error);

    struct Deleted {
        QString path;
        QByteArray bytes;
    };

    QString shippedRoot_;
    QString userDir_;
    Deleted deleted_;
    QDate today_;
    QUrl hub_;
    WeekMaker* maker_ = nullptr;
    Making making_ = Making::No;
    std::vector<ff::online::HubWeek> hubWeeks_;
    std::vector<ff::online::CommunityLevel> community_;
    std::array<std::vector<LevelEntry>, CollectionCount> collections_;
};

} // namespace ff::app
