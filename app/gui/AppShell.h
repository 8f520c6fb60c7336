// The app's top level: the translators for the chosen UI language and the main
// window. Choosing another language in the settings rebuilds the window in that
// language at once; the level in play and its placement carry over through the
// saved session (ProgressStore).
#pragma once

#include <QObject>
#include <QTranslator>
#include <memory>

namespace ff::app {

class MainWindow;

class AppShell : public QObject {
    Q_OBJECT
public:
    explicit AppShell(QObject* parent = nullptr);
    ~AppShell() override;

    MainWindow* window() const { return window_.get(); }

    // Installs Qt's and the app's translators for AppSettings::effectiveLanguage()
    // and makes that language the default locale (dates, level titles).
    void applyLanguage();
    // What the command line asks for (furunkulus [--edit] [--unlock-all] [FILE|CODE]).
    struct StartRequest {
        // A level or pack file (a path or a file: URL), or a share code, a hub level's
        // address or a furunkulus: link (LevelActions::isShareCodeArgument).
        QString argument;
        // --edit: the level editor on `argument`, or on a new empty level without one.
        bool edit = false;
        // --unlock-all: for level authors, the weekly levels of future weeks can be
        // played in this run (AppSettings::setUnlockAll).
        bool unlockAll = false;
    };
    // Without edit: creates and shows the window and opens the file or the share
    // code given, else resumes the session of the last exit; then, once, offers
    // what a crashed level editor left behind. With edit: only the editor shows (the
    // app ends when it is closed), and it offers that recovery itself.
    void start(const StartRequest& request);
    // What a later start of the app on the same settings asks for (SingleApp): with
    // edit, an editor on the argument, raised; else the window, shown and raised,
    // opens the file or the share code given, or, without one, stays as it is (when
    // it was hidden behind an editor, it resumes the session of the last exit).
    void takeRequest(const StartRequest& request);
    // Rebuilds the window in the language now chosen in AppSettings, on the same
    // page: the level in play, or the browser's collection and selected level.
    void switchLanguage();

private:
    void createWindow();
    // Opens the file or the share code `argument`; without one, resumes the session.
    void openArgument(const QString& argument);

    QTranslator qtTranslator_;
    QTranslator appTranslator_;
    std::unique_ptr<MainWindow> window_;
};

} // namespace ff::app
