// The level editor's document: one level (or a pack of levels, one of them current),
// the file it came from and a QUndoStack in which every change is one
// LevelEditCommand. The stack's clean state is the
// "saved" state, so isModified() is exactly "differs from the file by some step".
//
// Board edits are the engine's (engine/rules/LevelEdit.h): what they refuse and why is
// decided there; the document turns each accepted one into exactly one undo step
// and each refusal into a sentence (refusalText). Between beginStroke() and
// endStroke() all edits merge into one step (a drag).
#pragma once

#include "engine/files/LevelIo.h"
#include "engine/rules/Level.h"
#include "engine/rules/LevelEdit.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace ff::editor {

class LevelEditDocument : public QObject {
    Q_OBJECT
public:
    // Why a board edit is refused (None: done, or nothing needed doing).
    using Refusal = ff::EditRefusal;

    // The pack being edited: its own fields and its levels. The current level is
    // level(); in `levels` its slot is kept up to date in snapshots and pack().
    struct PackState {
        std::string id;
        std::string title;
        std::vector<ff::Level> levels;
        std::vector<std::pair<std::string, std::string>> extras;
        int current = 0;
        friend bool operator==(const PackState&, const PackState&) = default;
    };
    // What an undo step restores.
    struct Snapshot {
        ff::Level level;
        std::optional<PackState> pack;
        friend bool operator==(const Snapshot&, const Snapshot&) = default;
    };

    explicit LevelEditDocument(QObject* parent = nullptr);
    ~LevelEditDocument() override;

    // Starts over with `level`: an empty undo history, clean, from `filePath`
    // (empty = never saved).
    void setLevel(const ff::Level& level, const QString& filePath = QString());
    // Starts over with a pack, its first level current (an empty pack gets a new level).
    void setPack(const ff::Pack& pack, const QString& filePath = QString());
    const ff::Level& level() const { return level_; }
    QUndoStack* undoStack() { return &undo_; }

    QString filePath() const { return filePath_; }
    // The file name, or "Untitled" for a level never saved.
    QString displayName() const;
    bool isModified() const { return !undo_.isClean(); }
    // Marks the level as unsaved without an undo step (a recovered autosave).
    void markModified();
    // validateLevel of the current level, recomputed on every change.
    const std::vector<ff::Problem>& problems() const { return problems_; }
    // A valid level whose stored solution no longer solves it (ff::solves), also
    // recomputed on every change.
    bool solutionFails() const { return solutionFails_; }
    // Whether a problem is in the stored solution (its path is "solution" or under it).
    static bool isSolutionProblem(const ff::Problem& problem);
    // The level has problems and every one is in its stored solution: without the
    // solution it is valid.
    bool onlySolutionProblems() const;
    // The level has a stored solution that no longer fits it: a problem in it, or
    // solutionFails().
    bool solutionMisfits() const;
    // Removes the stored solution as one undo step; false (nothing pushed) without one.
    bool dropSolution();

    // The id of a new level (LevelPropertiesPanel lets it follow the title).
    static constexpr const char* kNewLevelId = "new-level";
    // New levels: id kNewLevelId, title "Untitled", the monster on (0,0) facing E.
    // The standard board (R3), optionally with the basic layout (R4).
    static ff::Level newStandardLevel(bool basicLayout);
    // A width x height board (clamped to 2..64) without voids, exit or entrance.
    static ff::Level newCustomLevel(int width, int height);

    // Replaces the whole level as one undo step named `text`; steps with the same
    // non-empty `mergeKey` in a row merge (typing into one field). False when
    // `after` equals the current level (nothing is pushed).
    bool edit(const ff::Level& after, const QString& text, const QString& mergeKey = QString());

    // Board edits: the engine's edits of the same names (engine/rules/LevelEdit.h), with
    // their refusals. None means the edit is done as one undo step, or merged into
    // the open stroke, or that the level already was so (nothing pushed).
    Refusal placeObject(ff::PieceKind kind, ff::Side side, ff::Cell c, std::optional<std::string> color = {},
                        std::optional<int> value = {});
    Refusal paintBlood(ff::Cell c);
    Refusal placeTeleporter(ff::Cell c);
    Refusal setTeleporterArrow(ff::Cell c, ff::Dir arrow);
    Refusal placeMonster(ff::Cell c);
    void setMonsterFacing(ff::Dir facing);
    Refusal setVoid(ff::Cell c, bool isVoid);
    Refusal setAllowed(ff::Cell c, bool allowed);
    // ff::eraseAt: everything on `c` but the monster.
    Refusal erase(ff::Cell c);
    // ff::movePiece: the object, else the teleporter, else the monster on `from`.
    Refusal move(ff::Cell from, ff::Cell to);
    // What move(from, to) answers, without moving (ff::moveRefusal): the board view
    // colours a drop target by it.
    Refusal checkMove(ff::Cell from, ff::Cell to) const;

    // Edits between these two merge into one undo step. Strokes do not nest.
    void beginStroke(const QString& text);
    void endStroke();
    bool inStroke() const { return !strokeKey_.isEmpty(); }

    // Index into level().pieces of the object / teleporter / blood pool on `c` (ff::objectAt...).
    std::optional<std::size_t> objectAt(ff::Cell c) const;
    std::optional<std::size_t> teleporterAt(ff::Cell c) const;
    std::optional<std::size_t> bloodAt(ff::Cell c) const;

    // Packs. Each change below is one undo step.
    bool isPack() const { return pack_.has_value(); }
    // The whole pack with the current level in its slot. Precondition: isPack().
    ff::Pack pack() const;
    int levelCount() const { return pack_ ? static_cast<int>(pack_->levels.size()) : 1; }
    int currentLevel() const { return pack_ ? pack_->current : 0; }
    // Makes the current level the one shown and edited; not an undo step (undo
    // shows the level each step changed).
    void selectLevel(int index);
    // Turns the single level into a pack holding it (id "<level id>-pack").
    void makePack();
    // Inserts `level` after the current level and makes it current; an id the
    // pack already uses is renumbered ("a" -> "a-2", "a-2" -> "a-3", the first
    // free). Makes a pack first if needed.
    void addLevel(ff::Level level);
    // False (nothing changes) for the pack's last level or a bad index.
    bool removeLevel(int index);
    bool moveLevel(int from, int to);
    // Sets the pack's id and title; steps with the same `mergeKey` merge.
    bool editPack(const std::string& id, const std::string& title, const QString& mergeKey = QString());
    // validatePack's findings about the pack itself (not about its levels' insides).
    std::vector<ff::Problem> packProblems() const;

    // Reads a level or pack file. On failure the document is unchanged
    // and `error` says why in a sentence.
    bool load(const QString& path, QString* error);
    // Writes the level with ff::writeLevel (a pack with ff::writePack) through QSaveFile, so the old file
    // stays whole when anything fails. On success the document becomes clean and belongs to `path`; on
    // failure it stays as it was (still modified) and `error` says why. Invalid levels are written too
    // (drafts): asking the user is the window's job.
    bool save(const QString& path, QString* error);

    // A sentence for the author, e.g. "Nothing can stand on a void cell."
    static QString refusalText(Refusal r);

    // The state an undo step would restore now.
    Snapshot snapshot() const;
    // Used by the undo commands: replaces the state as it is.
    void applySnapshot(const Snapshot& snapshot);
    // Recomputes problems() and solutionFails().
    void recheck();

signals:
    // The current level changed (an edit, undo/redo, another level selected).
    void levelChanged();
    // The pack's fields, its list of levels or the current level's place changed.
    void packChanged();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);

private:
    // Runs `change` on a copy of the level; when it is not refused, the result
    // becomes one undo step named `text` (or joins the open stroke).
    Refusal commit(const std::function<Refusal(ff::Level&)>& change, const QString& text);
    bool push(Snapshot after, const QString& text, const QString& mergeKey = QString());

    ff::Level level_;
    std::optional<PackState> pack_;
    QString filePath_;
    std::vector<ff::Problem> problems_;
    bool solutionFails_ = false;
    QUndoStack undo_;
    QString strokeKey_;
    QString strokeText_;
    int strokeCount_ = 0;
};

} // namespace ff::editor
