// The app's main window: the level browser and the player page in a stack, the menus
// and toolbar (open, import, level editor, next unsolved, back, undo/redo, restart,
// release, speed, settings, help), the status bar, and the bookkeeping of progress
// and session (ProgressStore) as the player plays.
#pragma once

#include "engine/Arena.h"

#include <QMainWindow>

class LevelBrowser;
class LevelLibrary;
class PlayerPage;
class QAction;
class QSlider;
class QStackedWidget;
class QUndoGroup;
namespace ffui {
class PlayerView;
}

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `library` (kept, not owned) lets tests choose the level folders and the date;
    // null makes the standard library of shipped and user levels.
    explicit MainWindow(LevelLibrary* library = nullptr, QWidget* parent = nullptr);

    LevelLibrary* library() const { return library_; }
    LevelBrowser* browser() const { return browser_; }
    PlayerPage* playerPage() const { return page_; }
    ffui::PlayerView* playerView() const;
    bool isPlaying() const;
    QString currentKey() const { return currentKey_; }

    // Opens a library level on the player page. Refuses (false, with the reason in
    // the status bar) a broken level or a locked one.
    bool openLevel(const QString& key);
    // Opens a level or pack file (its first level). A broken file shows a message
    // box and leaves the browser in view; returns false then.
    bool openFile(const QString& path);
    // Reopens the level open at the last exit with its unfinished placement.
    // Returns false (browser shown) when there is none or it is gone.
    bool restoreSession();
    // Opens the next unlocked, readable, unsolved level after the current one.
    bool openNextUnsolved();
    void showBrowser();

signals:
    // The user chose another UI language in the settings (AppShell rebuilds the
    // window in it).
    void languageChanged();

protected:
    void closeEvent(QCloseEvent* event) override;
    // A level or pack file dropped on the window is opened like File > Open.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createMenusAndToolBar();
    void applySettings();
    void saveSession();
    void updateActions();
    void runFinished(ff::Outcome outcome);
    void showSettings();
    void showHelp();
    void showAbout();
    void chooseFileToOpen();
    void chooseFileToImport();
    void openEditor();
    void setSpeedFromSlider(int position);
    void showWarning(const QString& title, const QString& text);

    LevelLibrary* library_;
    LevelBrowser* browser_;
    PlayerPage* page_;
    QStackedWidget* stack_;
    QUndoGroup* undoGroup_;
    QSlider* speed_ = nullptr;
    QString currentKey_;

    QAction* openAction_ = nullptr;
    QAction* importAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* editorAction_ = nullptr;
    QAction* nextAction_ = nullptr;
    QAction* backAction_ = nullptr;
    QAction* undoAction_ = nullptr;
    QAction* redoAction_ = nullptr;
    QAction* restartAction_ = nullptr;
    QAction* releaseAction_ = nullptr;
    QAction* settingsAction_ = nullptr;
    QAction* helpAction_ = nullptr;
    QAction* aboutAction_ = nullptr;
};
