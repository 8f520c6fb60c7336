// The sharing actions of a window that shows one level, the same in the app's main
// window and in the level editor:
//   Copy share code  - the level's code into the clipboard (a status message says
//                      so) and shown in a ShareDialog beside the window;
//   Export image     - the level's PuzzleCard as a PNG file the user chooses;
//   Paste share code - the code in the clipboard, handed to the window through
//                      codePasted (a message when the clipboard holds none); a
//                      window may take other texts too (setAlsoPasted).
// Messages go to the window's status bar; a failure is said in a warning box
// (showWarningBox).
#pragma once

#include "engine/rules/Level.h"

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QMainWindow;
class QWidget;

namespace ff::ui {

class ShareDialog;

// A warning beside `parent` (not modal, deleted when closed), named "warningBox".
void showWarningBox(QWidget* parent, const QString& title, const QString& text);

class ShareActions : public QObject {
    Q_OBJECT
public:
    // The level to share; null when there is none that may be shared (Copy share
    // code and Export image then say so).
    using LevelSource = std::function<const ff::Level*()>;

    ShareActions(QMainWindow* window, LevelSource level);

    QAction* copyCodeAction() const { return copyCode_; }
    QAction* exportImageAction() const { return exportImage_; }
    QAction* pasteCodeAction() const { return pasteCode_; }
    // Enables Copy share code and Export image.
    void setShareable(bool on);

    // Puts the level's share code into the clipboard.
    bool copyShareCode();
    // Shows the level's share code in a ShareDialog, a tool window beside the
    // window (its shortcuts keep working), whose Copy button calls copyShareCode();
    // null when there is no level to share.
    ShareDialog* showShareCode();
    // Writes the level's PuzzleCard as PNG to `path`; a warning box says why when it
    // cannot.
    bool exportImage(const QString& path);
    // The share code in the clipboard; empty, with a warning box, when it holds none.
    QString clipboardShareCode();
    // Paste share code also hands on a clipboard text for which `accepts` is true
    // (the main window: a hub level's address).
    void setAlsoPasted(std::function<bool(const QString&)> accepts) { alsoPasted_ = std::move(accepts); }

    // Writes the PuzzleCard of `level` as PNG to `path` (all or nothing). False and
    // a translated `error` naming the file and the reason when it cannot.
    static bool writeCard(const ff::Level& level, const QString& path, QString& error);

signals:
    // Paste share code found `code` in the clipboard.
    void codePasted(const QString& code);

private:
    void chooseImageFile();
    // The level, else null after saying in the status bar that there is none.
    const ff::Level* levelOrSayWhyNot(const QString& whyNot);

    QMainWindow* window_;
    LevelSource level_;
    QAction* copyCode_;
    QAction* exportImage_;
    QAction* pasteCode_;
    std::function<bool(const QString&)> alsoPasted_;
};

} // namespace ff::ui
