// The app's main window: the level browser and the player page in a stack, the menus
// and toolbar (open, import, new level, edit this level, edit a copy, copy / paste
// share code, export a puzzle card image, next unsolved, show the solution, back,
// undo/redo, restart, release, speed, settings, help, legend; for a random puzzle in
// play also a new puzzle and keeping it), the browser's context menu, the status bar,
// and the bookkeeping of progress and session (ProgressStore) as the player plays:
// attempts, hints, the active play time from opening a level to its win (paused
// while the window is minimised), the Solved panel with its records, weekly streak,
// replay and next level.
//
// The level editor opens in windows of its own (ffui::EditorWindow). They save
// levels never saved before into My levels; whatever they save there is listed at
// once.
#pragma once

#include "app/gui/ProgressStore.h"
#include "engine/rules/Arena.h"

#include <QElapsedTimer>
#include <QMainWindow>

#include <optional>

class LevelBrowser;
class LevelLibrary;
class PlayerPage;
class QAction;
class ShareDialog;
class SoundPlayer;
class QSlider;
class QToolBar;
class QStackedWidget;
class QUndoGroup;
namespace ffui {
class EditorWindow;
class PlayerView;
} // namespace ffui

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `library` (kept, not owned) lets tests choose the level folders and the date;
    // null makes the standard library of shipped and user levels.
    explicit MainWindow(LevelLibrary* library = nullptr, QWidget* parent = nullptr);

    LevelLibrary* library() const { return library_; }
    LevelBrowser* browser() const { return browser_; }
    PlayerPage* playerPage() const { return page_; }
    SoundPlayer* soundPlayer() const { return sound_; }
    ffui::PlayerView* playerView() const;
    bool isPlaying() const;
    QString currentKey() const { return currentKey_; }

    // Opens a library level on the player page. Refuses (false, with the reason in
    // the status bar) a broken level or a locked one.
    bool openLevel(const QString& key);
    // Opens a level or pack file (its first level). A broken file shows a message
    // box and leaves the browser in view; returns false then.
    bool openFile(const QString& path);
    // Copies level and pack files into My levels (LevelLibrary::importFile; a file
    // already there is only selected), as File > Import and dropping files on the
    // window do. Shows the imported levels in the browser, and one warning naming
    // every file refused and why. Returns the keys of the levels imported.
    QStringList importFiles(const QStringList& paths);
    // Whether a command-line argument is a share code rather than a file: it is no
    // existing file and starts like a code ("FF2-...", see ff::looksLikeShareCode).
    static bool isShareCodeArgument(const QString& argument);
    // Reopens the level open at the last exit with its unfinished placement.
    // Returns false (browser shown) when there is none or it is gone.
    bool restoreSession();
    // Opens the next unlocked, readable, unsolved level after the current one.
    bool openNextUnsolved();
    void showBrowser();

    // Plays a random puzzle (RandomPuzzleMaker::puzzleReady): listed under Random
    // puzzle for this session, opened on the player page.
    bool openRandomPuzzle(const ff::Level& level);
    // Writes the random puzzle in play into My levels; the player stays on it.
    bool keepRandomPuzzle();
    // Opens the unsolved random puzzle kept in ProgressStore::randomPuzzle with its
    // placement, as the Random puzzle page's Resume does. False when there is none.
    bool resumeRandomPuzzle();

    // The level the level actions act on: the one in play, else the one selected in
    // the browser (empty: none).
    QString targetKey() const;

    // Share codes. Opens the level of a code (text as typed or pasted) in the player;
    // a level not yet in the library is listed under Opened files and the user is
    // offered to keep it in My levels. A code that cannot be read, or whose level
    // breaks the rules, gets a message saying exactly why; returns false then.
    bool openShareCode(const QString& text);
    // Opens the share code in the clipboard (a message when it holds none).
    bool pasteShareCode();
    // Puts the share code of targetKey() into the clipboard.
    bool copyShareCode();
    // Shows the share code of targetKey() in a ShareDialog, a tool window beside this
    // one (its shortcuts keep working), whose Copy button calls copyShareCode(); null
    // when there is no playable level. Copy share code does both.
    ShareDialog* showShareCode();
    // Writes the PuzzleCard of targetKey() as PNG to `path`; a warning box
    // (warningBox) says why when it cannot.
    bool exportImage(const QString& path);

    // The next unlocked, readable, unsolved level after the one in play in its own
    // collection (This week and Archive count as one, newest week first); empty when
    // every other level there is solved.
    QString nextInCollection() const;
    // Giving up: places the level's stored solution (else the solver's) and runs it;
    // the level counts as "solution shown" from then on. False when none is found.
    bool showSolution();
    // Places the pieces of the level's last win again and runs them (nothing is
    // counted). False when the level was never won.
    bool replayWin();
    // Active play time on the level in play since it was opened.
    qint64 playTimeMs() const;

    // The level editor. Each returns the editor window it opened (shown), or null
    // when nothing was opened (the reason shown to the user).
    // Asks what the new level starts from (NewLevelDialog), then opens it.
    ffui::EditorWindow* newLevel();
    // Opens the file of a level of My levels itself (also a draft that cannot be
    // played); an editor already open on that file is brought to the front.
    ffui::EditorWindow* editLevel(const QString& key);
    // Opens a copy of any readable, unlocked level as unsaved work: the original
    // stays as it is, saving goes to My levels.
    ffui::EditorWindow* editCopy(const QString& key);
    // furunkulus --edit [FILE|CODE]: an editor on a file, a share code, or (empty)
    // a new empty level on the standard board.
    ffui::EditorWindow* openEditorOn(const QString& fileOrCode);
    // Offers what crashed editors left behind (AutosaveStore): a recovered one
    // opens in an editor. AppShell calls it once at start.
    void offerRecovery();

signals:
    // The user chose another UI language in the settings (AppShell rebuilds the
    // window in it).
    void languageChanged();

protected:
    void closeEvent(QCloseEvent* event) override;
    // Minimising the window pauses the play time.
    void changeEvent(QEvent* event) override;
    // The toolbar fits the window's width (fitToolBar).
    void resizeEvent(QResizeEvent* event) override;
    // Level and pack files dropped on the window are imported into My levels.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // Until the first tutorial level is solved, the browser starts on the Tutorial
    // with its first unsolved level selected (a newcomer's first five minutes).
    void selectTutorialUntilStarted();
    void createActions();
    void createMenusAndToolBar();
    void fitToolBar();
    void applySettings();
    void saveSession();
    // Lists the random puzzle of ProgressStore::randomPuzzle (from an earlier run)
    // under Random puzzle, and offers it on the page.
    void restoreRandomPuzzle();
    void showResumableRandomPuzzle();
    void updateActions();
    void runFinished(ff::Outcome outcome);
    void showWin(const ProgressStore::Win& win);
    void chooseImageFile();
    void askToShowSolution();
    // Places `placements` and releases the monster without counting the run.
    bool playDemo(const std::vector<ff::Placement>& placements, bool solution);
    void showSettings();
    void showHelp();
    void showAbout();
    void chooseFileToOpen();
    void chooseFileToImport();
    ffui::EditorWindow* createEditor();
    void editorSaved(const QString& path);
    void offerToKeep(const QString& key);
    // My levels holds a level equal to `level`.
    bool isKept(const ff::Level& level) const;
    void setSpeedFromSlider(int position);
    void showWarning(const QString& title, const QString& text);

    LevelLibrary* library_;
    LevelBrowser* browser_;
    PlayerPage* page_;
    QStackedWidget* stack_;
    QUndoGroup* undoGroup_;
    SoundPlayer* sound_;
    QSlider* speed_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QString currentKey_;
    // The play time: playedMs_ before the clock's last start, plus the clock while
    // it runs (invalid while paused).
    QElapsedTimer clock_;
    qint64 playedMs_ = 0;
    int runsSinceOpen_ = 0;
    // The run under way shows something and counts nothing: a replay of the last
    // win, or the solution after giving up.
    enum class Demo { None, Replay, Solution } demo_ = Demo::None;
    std::optional<ProgressStore::Win> lastWin_;

    QAction* openAction_ = nullptr;
    QAction* importAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* newLevelAction_ = nullptr;
    QAction* editLevelAction_ = nullptr;
    QAction* editCopyAction_ = nullptr;
    QAction* copyCodeAction_ = nullptr;
    QAction* pasteCodeAction_ = nullptr;
    QAction* exportImageAction_ = nullptr;
    QAction* showSolutionAction_ = nullptr;
    QAction* nextAction_ = nullptr;
    QAction* newPuzzleAction_ = nullptr;
    QAction* keepAction_ = nullptr;
    QAction* backAction_ = nullptr;
    QAction* undoAction_ = nullptr;
    QAction* redoAction_ = nullptr;
    QAction* restartAction_ = nullptr;
    QAction* releaseAction_ = nullptr;
    QAction* settingsAction_ = nullptr;
    QAction* helpAction_ = nullptr;
    QAction* legendAction_ = nullptr;
    QAction* aboutAction_ = nullptr;
};
