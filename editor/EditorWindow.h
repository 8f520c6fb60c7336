// The level editor window: the board (EditorBoardView) in the middle, the tool
// palette and token style on toolbars, the level's properties, its problems and
// the undo history and Verify (the solver, in the background) in docks. File menu: New Level (NewLevelDialog:
// standard board, with the basic layout R4, or a custom size), New Pack, Open, Save, Save As (.ffl.json;
// invalid levels only as a draft, after saying so), Copy and Paste share code and Export image (the puzzle
// card), as ShareActions has them for the main window too. Edit menu: Undo, Redo, Delete. The title shows the
// file name and "*" when modified. Test-play (F5) switches to the player on the current draft without saving;
// F5 again returns to the editor with its undo history untouched. File > Generate (GenerateDialog) runs the
// puzzle generator and opens its level, with its stored solution, as a new draft. The file actions, the
// autosave every 30 seconds and the recovery are EditorFiles'; the tool icons are BoardRenderer's.
// File > Publish (PublishDialog) sends a level that Verify proved unique, with every piece needed, to
// the hub of Settings › Online; while it may not, the action is disabled and its tooltip says why.
#pragma once

#include "editor/EditorTool.h"
#include "engine/rules/Level.h"

#include <QMainWindow>
#include <QPointer>

#include <map>

class QAction;
class QActionGroup;
class QComboBox;
class QLabel;
class QSpinBox;
class QStackedWidget;
class QToolBar;

namespace ff::ui {
class PlayerView;
class ShareActions;
} // namespace ff::ui

namespace ff::editor {

class EditorBoardView;
class EditorFiles;
class LevelEditDocument;
class LevelPropertiesPanel;
class PublishDialog;
class ValidationPanel;
class VerifyPanel;

class EditorWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit EditorWindow(QWidget* parent = nullptr);
    ~EditorWindow() override;

    LevelEditDocument* document() const { return document_; }
    EditorBoardView* boardView() const { return board_; }

    // Opens a level or pack file, telling the user when it cannot (true when opened). Does
    // not ask about unsaved work: the caller decides when to call it.
    bool openFile(const QString& path);
    // The same without a message: false with `error` set when the file cannot be opened.
    bool openFile(const QString& path, QString* error);
    // Starts unsaved work on `level` (a copy of another level): modified, never saved.
    void startLevel(const ff::Level& level);
    // Starts a new level (NewLevelDialog::level()): nothing to save until the first edit.
    void startNewLevel(const ff::Level& level);
    // File > Generate: offers to save unsaved work, asks for the generator's options
    // (GenerateDialog) and opens the level found as unsaved work (startLevel).
    void generate();
    // Where a level never saved is saved, and where Open and Export Image start: the
    // app's My levels folder (default: LevelFiles::myLevelsDir()).
    void setMyLevelsFolder(const QString& folder);
    // Asks about each autosave a crashed editor left behind, over `dialogParent`
    // (null: this window); a recovered one is opened as unsaved work. True when
    // work was recovered.
    bool offerRecovery(QWidget* dialogParent = nullptr);

    // The share code of the current level.
    QString shareCode() const;
    // Opens the level of a share code as unsaved work; on a bad code the document
    // is unchanged and `error` says what is wrong with the code.
    bool openShareCode(const QString& text, QString* error);
    // Writes the level's puzzle card (ShareActions::writeCard) as a PNG picture.
    bool exportImage(const QString& path, QString* error) const;

    // Switches between editing and playing the current draft (F5).
    void setTestPlay(bool on);
    bool isTestPlaying() const;
    ui::PlayerView* playerView() const { return player_; }
    VerifyPanel* verifyPanel() const { return verify_; }

    // File > Publish: disabled, with the reason as its tooltip, unless the level may be
    // published (PublishDialog::whyNot) or may be once Verify has proved it.
    QAction* publishAction() const { return publish_; }
    // Enables or disables Publish for the level and the settings as they are now (the
    // File menu does before it opens: the hub and the player are set in the main window).
    void updatePublishAction();
    // Opens the PublishDialog for the current level (not modal for the editor's
    // document: it sends a copy); null when it may not be published. A level not
    // verified since its last change (one opened with its stored solution, say) is
    // verified first: the dialog opens once Verify has proved it, else the status
    // bar says why it may not be published (and Verify shows what it found). A
    // stored solution proves only that the level can be solved, not that the
    // solution is the only one nor that every piece of it is needed.
    PublishDialog* publish();
    // The publish dialog open now, or null.
    PublishDialog* publishDialog() const;

    // Writes the autosave now when there is unsaved work not yet autosaved (the
    // timer calls it every 30 seconds).
    void autosaveNow();
    // This window's autosave file (see AutosaveStore).
    QString autosaveFile() const;

    // Offers to save unsaved work; false when the user cancels.
    bool maybeSave();

signals:
    // The level or pack was written to `path` (Save, Save As, a save before closing).
    void saved(const QString& path);

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Gives the tool hint the height its text needs at its width.
    void fitToolHint();
    void createActions();
    void createToolBars();
    void createToolPalette();
    void createTokenBar();
    void createPlayBar();
    void createDocks();
    void updateTitle();
    void selectCell(QPoint cell);

    LevelEditDocument* document_;
    EditorBoardView* board_;
    ui::PlayerView* player_;
    QSizePolicy playerPolicy_;
    QStackedWidget* pages_;
    EditorFiles* files_;
    QAction* testPlay_ = nullptr;
    // What is hidden or disabled while test-playing.
    std::vector<QWidget*> editingWidgets_;
    // saveState() when Test-Play began, restored when it ends.
    QByteArray layoutBeforePlay_;
    std::vector<QAction*> editingActions_;
    LevelPropertiesPanel* properties_ = nullptr;
    ValidationPanel* problems_ = nullptr;
    VerifyPanel* verify_ = nullptr;
    QActionGroup* tools_ = nullptr;
    std::map<EditorTool, QAction*> toolActions_;
    QComboBox* tokenColor_ = nullptr;
    QSpinBox* tokenValue_ = nullptr;
    // The status bar's hint on the tool in use: on two lines when one is too short.
    QLabel* toolHint_ = nullptr;
    QLabel* cellLabel_ = nullptr;
    QLabel* problemLabel_ = nullptr;
    ui::ShareActions* share_ = nullptr;
    QAction* publish_ = nullptr;
    QPointer<PublishDialog> publishDialog_;
    // Publish was chosen for a level Verify is proving now.
    bool publishAfterVerify_ = false;
};

} // namespace ff::editor
