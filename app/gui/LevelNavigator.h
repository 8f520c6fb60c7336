// What the main window's parts (LevelActions, EditorLauncher, PlayTracker,
// RandomPuzzles, MainMenus) need of the window: the levels, where the player is,
// and intents (open a level, select one in the browser, play a community level,
// back to the browser, show a status). The browser and its pages stay the window's:
// a part asks for what it wants here, and what it has to tell the pages it says
// as a signal of its own that the window connects. MainWindow is the one
// implementation; the parts hold it as this interface only.
#pragma once

#include <QString>

class QMainWindow;

namespace ff::ui {
class PlayerView;
} // namespace ff::ui

namespace ff::online {
class HubSession;
} // namespace ff::online

namespace ff::app {

class LevelLibrary;
class PlayerPage;

class LevelNavigator {
public:
    static constexpr int kStatusTimeoutMs = 6000;

    virtual ~LevelNavigator() = default;

    virtual QMainWindow* mainWindow() = 0;
    virtual LevelLibrary* library() const = 0;
    virtual PlayerPage* playerPage() const = 0;
    virtual ff::ui::PlayerView* playerView() const = 0;
    // The link to the hub (it does nothing while no hub is set).
    virtual ff::online::HubSession* hub() const = 0;
    virtual bool isPlaying() const = 0;
    // The level on the player page (empty before the first one is opened).
    virtual QString currentKey() const = 0;
    // The level the level actions act on: the one in play, else the one selected in
    // the browser (empty: none).
    virtual QString targetKey() const = 0;
    // The next unlocked, readable, unsolved level after the one in play in its own
    // collection (This week and Archive count as one, newest week first); empty when
    // every other level there is solved.
    virtual QString nextInCollection() const = 0;
    // Opens a library level on the player page. Refuses (false, with the reason in
    // the status bar) a broken level or a locked one.
    virtual bool openLevel(const QString& key) = 0;
    // Selects a level in the browser, showing its collection (behind the player page
    // while a level is in play).
    virtual void selectLevel(const QString& key) = 0;
    // Shows the browser's Community collection and plays the hub's community level
    // `slug` once it is fetched (progress kept, the solve reported).
    virtual void playCommunityLevel(const QString& slug) = 0;
    virtual void showBrowser() = 0;
    // Keeps the level in play and its placement as the session to reopen.
    virtual void saveSession() = 0;
    // Enables and shows the actions for what is in play or selected now.
    virtual void updateActions() = 0;
    // A message in the window's status bar for `timeoutMs`.
    virtual void showStatus(const QString& text, int timeoutMs = kStatusTimeoutMs) = 0;
};

} // namespace ff::app
