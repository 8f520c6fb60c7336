// The app's main window: the level browser and the player page in a stack, the
// session (the level in play and its placement, reopened at the next start) and the
// navigation between them (open a level, back to the levels, next unsolved, next in
// the collection), the settings, Quit, and the window's events.
//
// Its parts, each with one job, are owned here and reach the window only through
// LevelNavigator: LevelActions (open, import, share codes, puzzle card),
// EditorLauncher (the level editor's windows), PlayTracker (what a run counts, wins,
// replays, the solution), RandomPuzzles, PlayControls (undo, restart, release,
// speed), HelpActions and MainMenus (menus, context menu, toolbar). The browser's
// Random puzzle and Community pages are made here too: the window connects them to
// the parts and carries out the intents that reach them.
#pragma once

#include "app/gui/LevelNavigator.h"

#include <QMainWindow>

class QStackedWidget;

namespace ff::app {

class CommunityPage;
class EditorLauncher;
class LevelActions;
class LevelBrowser;
class MainMenus;
class PlayControls;
class PlayTracker;
class RandomPuzzlePage;
class RandomPuzzles;
class SoundPlayer;

class MainWindow : public QMainWindow, public LevelNavigator {
    Q_OBJECT
public:
    // `library` (kept, not owned) lets tests choose the level folders and the date;
    // null makes the standard library of shipped and user levels.
    // `hub` (kept, not owned) likewise lets tests choose the hub's data folder; null
    // makes the standard one.
    explicit MainWindow(LevelLibrary* library = nullptr, QWidget* parent = nullptr,
                        ff::online::HubSession* hub = nullptr);

    LevelActions* levelActions() const { return levelActions_; }
    EditorLauncher* editors() const { return editors_; }

    LevelBrowser* browser() const { return browser_; }

    QMainWindow* mainWindow() override { return this; }
    LevelLibrary* library() const override { return library_; }
    PlayerPage* playerPage() const override { return page_; }
    ff::ui::PlayerView* playerView() const override;
    ff::online::HubSession* hub() const override { return hub_; }
    bool isPlaying() const override;
    QString currentKey() const override { return currentKey_; }
    QString targetKey() const override;
    QString nextInCollection() const override;
    bool openLevel(const QString& key) override;
    void selectLevel(const QString& key) override;
    void playCommunityLevel(const QString& slug) override;
    void showBrowser() override;
    void saveSession() override;
    void updateActions() override;
    void showStatus(const QString& text, int timeoutMs = kStatusTimeoutMs) override;

    // Reopens the level open at the last exit with its unfinished placement.
    // Returns false (browser shown) when there is none or it is gone.
    bool restoreSession();
    // Opens the next unlocked, readable, unsolved level after the current one.
    bool openNextUnsolved();

signals:
    // The user chose another UI language in the settings (AppShell rebuilds the
    // window in it).
    void languageChanged();

protected:
    void closeEvent(QCloseEvent* event) override;
    // Minimising the window pauses the play time.
    void changeEvent(QEvent* event) override;
    // The toolbar fits the window's width (MainMenus::fitToolBar).
    void resizeEvent(QResizeEvent* event) override;
    // Once shown for the first time, the window fits its screen (fitFrameToScreen).
    void showEvent(QShowEvent* event) override;
    // Level and pack files dropped on the window are imported into My levels.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void connectPlayer();
    // The Random puzzle page and RandomPuzzles, and what PlayTracker tells the page.
    void connectRandomPuzzles();
    // Back, Next unsolved, Settings and Quit, handed to MainMenus.
    MainMenus* createMenus();
    // Until the first tutorial level is solved, the browser starts on the Tutorial
    // with its first unsolved level selected (a newcomer's first five minutes).
    void selectTutorialUntilStarted();
    void applySettings();
    // The hub's weeks and community levels into the library, and its state shown.
    void connectHub();
    void showSettings();
    // Shrinks and moves the window so that its frame (known once shown) lies within
    // the screen's available area, without the panels, title bar and borders.
    void fitFrameToScreen();

    LevelLibrary* library_;
    ff::online::HubSession* hub_;
    RandomPuzzlePage* randomPage_;
    CommunityPage* communityPage_;
    LevelBrowser* browser_;
    PlayerPage* page_;
    QStackedWidget* stack_;
    SoundPlayer* sound_;
    LevelActions* levelActions_;
    EditorLauncher* editors_;
    PlayTracker* play_;
    RandomPuzzles* random_;
    PlayControls* controls_;
    MainMenus* menus_;
    QAction* backAction_ = nullptr;
    QString currentKey_;
    bool shownOnce_ = false;
};

} // namespace ff::app
