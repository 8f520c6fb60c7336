// The main window's menu bar (File, Edit, Game, Help), the browser's context menu
// on a level card and the game toolbar, put together from the actions of the
// window's parts. The toolbar fits the window's width (fitToolBar).
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QToolBar;

namespace ff::app {

class EditorLauncher;
class HelpActions;
class LevelActions;
class LevelBrowser;
class LevelNavigator;
class PlayControls;
class PlayTracker;
class RandomPuzzles;

class MainMenus : public QObject {
    Q_OBJECT
public:
    // Where every action comes from.
    struct Parts {
        LevelActions* levels;
        EditorLauncher* editors;
        PlayControls* controls;
        PlayTracker* play;
        RandomPuzzles* random;
        HelpActions* help;
        // The context menu is the browser's, with its My levels actions.
        LevelBrowser* browser;
        // The window's own: navigation and session.
        QAction* back;
        QAction* next;
        QAction* settings;
        QAction* quit;
    };

    MainMenus(LevelNavigator& navigator, const Parts& parts);

    // Text beside the icons while the toolbar fits the window; else a shorter speed
    // slider, the Legend's icon only, no speed slider, then icons only (with their
    // tooltips) on one button after another, the least needed first, rather than hiding
    // the last buttons behind the extension arrow. Called for every page: a page with
    // room shows every label again.
    void fitToolBar();

private:
    // The actions on the target level (LevelNavigator::targetKey), the same in the
    // File menu and on a level card: editing it and sharing it.
    void addTargetActions(QMenu* menu);
    void createMenuBar();
    void createContextMenu();
    void createToolBar();

    LevelNavigator& nav_;
    Parts parts_;
    QToolBar* toolBar_ = nullptr;
    // The toolbar's speed label and slider.
    QAction* speedLabel_ = nullptr;
    QAction* speed_ = nullptr;
};

} // namespace ff::app
