// The app's top level: the translators for the chosen UI language and the main
// window. Choosing another language in the settings rebuilds the window in that
// language at once; the level in play and its placement carry over through the
// saved session (ProgressStore).
#pragma once

#include <QObject>
#include <QTranslator>
#include <memory>

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
    // Creates and shows the window; opens `file` when given, else resumes the
    // session of the last exit.
    void start(const QString& file);
    // Rebuilds the window in the language now chosen in AppSettings.
    void switchLanguage();

private:
    void createWindow();

    QTranslator qtTranslator_;
    QTranslator appTranslator_;
    std::unique_ptr<MainWindow> window_;
};
