// The level browser page: the collections on the left, the levels of the chosen one
// as cards in the middle (thumbnail, title, difficulty, stats, solved tick, lock),
// and the selected level in detail on the right (large preview, hint, stats, Play).
// Activating an unlocked, readable level emits levelActivated; a locked or broken
// one only explains itself in the info line. Right-clicking a card selects it and
// shows the context menu the window set (setContextMenu). The Random puzzle
// collection shows the RandomPuzzlePage in place of the cards and the details, the
// Community collection (listed while a hub is set, and only then) the CommunityPage;
// choosing another collection cancels what either page is still waiting for. The
// window makes both pages and drives them; the browser shows them.
#pragma once

#include "app/gui/LevelLibrary.h"

#include <QHash>
#include <QPixmap>
#include <QWidget>

class QAction;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QMenu;
class QPushButton;

namespace ff::online {
class HubSession;
} // namespace ff::online

class QStackedWidget;

namespace ff::app {

class CommunityPage;
class LevelPreview;
class RandomPuzzlePage;

class LevelBrowser : public QWidget {
    Q_OBJECT
public:
    // Takes `randomPage` and `communityPage` into its own widgets.
    LevelBrowser(LevelLibrary* library, RandomPuzzlePage* randomPage, CommunityPage* communityPage,
                 QWidget* parent = nullptr);

    // Re-reads the library's collections and the progress of every level.
    void refresh();
    // The hub whose community levels the Community collection shows (null: none).
    void setHub(ff::online::HubSession* hub);
    // Whether future weekly levels are shown unlocked.
    void setUnlockAll(bool on);

    // The titles of the collections listed, in order.
    QStringList collectionTitles() const;
    void showCollection(LevelLibrary::Collection c);
    LevelLibrary::Collection currentCollection() const;
    // Shows the collection holding `key` and selects the level.
    void selectLevel(const QString& key);
    QString selectedKey() const;
    // The text of the info line under the list (locked / broken explanations).
    QString infoText() const;
    // The selected level's lines under its preview (week, hub, prize, author, progress).
    QString detailText() const;
    // The line under the collection's heading.
    QString aboutText() const;
    // The menu shown on a right click on a card or the list (not owned; null: none).
    void setContextMenu(QMenu* menu);

    // My levels: the actions on the selected file (also in the context menu and, while
    // My levels is shown, as buttons above its list; Delete and F2 in the list).
    // Each reports what it did or why not in the info line and returns success.
    // Moves the selected level's file to the trash; undoDelete() brings it back.
    bool deleteSelected();
    bool undoDelete();
    // Gives the selected level a new title and file name (LevelLibrary::renameUserLevel).
    bool renameSelected(const QString& title);
    QAction* deleteAction() const { return deleteAction_; }
    QAction* renameAction() const { return renameAction_; }
    QAction* undoDeleteAction() const { return undoDeleteAction_; }
    QAction* openFolderAction() const { return openFolderAction_; }

    QListWidget* levelList() const { return levels_; }

signals:
    void levelActivated(const QString& key);
    // Another level (or none: empty key) is selected.
    void currentLevelChanged(const QString& key);

private:
    // The line under a collection's heading (for the weeks: the streak, and that the
    // hub cannot be reached).
    QString about(LevelLibrary::Collection c) const;
    void fillLevels();
    void activate(QListWidgetItem* item);
    void showDetails();
    void showContextMenu(QWidget* widget, QPoint pos);
    // The fonts, sizes and colours of the parts the constructor creates.
    void styleWidgets();
    // The selected level's preview, words and Play button; the collections list
    // under the app's name.
    QWidget* buildDetail();
    QWidget* buildSidebar();
    void connectWidgets();
    void createMyLevelsActions();
    void updateMyLevelsActions();
    void askRename();
    void openFolder();
    QPixmap thumbnail(const LevelEntry& entry);

    LevelLibrary* library_;
    bool unlockAll_ = false;
    QListWidget* collections_;
    QListWidget* levels_;
    QLabel* heading_;
    QLabel* description_;
    QLabel* empty_;
    LevelPreview* preview_;
    QLabel* detailTitle_;
    QLabel* detailStars_;
    QLabel* detailHint_;
    QLabel* detailStatus_;
    QLabel* info_;
    QPushButton* play_;
    QMenu* contextMenu_ = nullptr;
    QWidget* myLevelsBar_ = nullptr;
    QAction* deleteAction_ = nullptr;
    QAction* renameAction_ = nullptr;
    QAction* undoDeleteAction_ = nullptr;
    QAction* openFolderAction_ = nullptr;
    QHash<QString, QPixmap> thumbnails_;
    QStackedWidget* pages_;
    QWidget* levelsPane_;
    RandomPuzzlePage* randomPage_;
    CommunityPage* communityPage_;
    ff::online::HubSession* hub_ = nullptr;
};

} // namespace ff::app
