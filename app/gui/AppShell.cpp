#include "app/gui/AppShell.h"

#include "app/gui/AppSettings.h"
#include "app/gui/EditorLauncher.h"
#include "app/gui/LevelActions.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/MainWindow.h"
#include "editor/EditorWindow.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QUrl>
#include <QWidget>

namespace ff::app {

AppShell::AppShell(QObject* parent) : QObject(parent) {}

AppShell::~AppShell() = default;

void AppShell::applyLanguage()
{
    QCoreApplication::removeTranslator(&qtTranslator_);
    QCoreApplication::removeTranslator(&appTranslator_);
    const QString language = AppSettings::effectiveLanguage();
    QLocale::setDefault(QLocale(language));
    if (qtTranslator_.load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&qtTranslator_);
    if (appTranslator_.load(QStringLiteral(":/i18n/furunkulus_%1.qm").arg(language)))
        QCoreApplication::installTranslator(&appTranslator_);
}

void AppShell::createWindow()
{
    window_ = std::make_unique<MainWindow>();
    // Deferred: the signal comes from inside the old window's settings handler.
    connect(window_.get(), &MainWindow::languageChanged, this,
            [this] { QTimer::singleShot(0, this, &AppShell::switchLanguage); });
}

namespace {

// The desktop file passes a URL (%u, for furunkulus: links): a file manager may
// give a local file as a file: URL.
QString argumentOf(const AppShell::StartRequest& request)
{
    const QUrl url(request.argument);
    return url.isLocalFile() ? url.toLocalFile() : request.argument;
}

void raise(QWidget* window)
{
    window->setWindowState((window->windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
    window->show();
    window->raise();
    window->activateWindow();
}

} // namespace

void AppShell::start(const StartRequest& request)
{
    AppSettings::setUnlockAll(request.unlockAll);
    createWindow();
    const QString argument = argumentOf(request);
    if (request.edit) {
        ff::editor::EditorWindow* editor = window_->editors()->openEditorOn(argument);
        // Deferred, like the window's offer: the editor is on screen first.
        QTimer::singleShot(0, editor, [editor] { editor->offerRecovery(); });
        return;
    }
    window_->show();
    openArgument(argument);
    QTimer::singleShot(0, window_->editors(), &EditorLauncher::offerRecovery);
}

void AppShell::takeRequest(const StartRequest& request)
{
    const QString argument = argumentOf(request);
    if (request.edit) {
        raise(window_->editors()->openEditorOn(argument));
        return;
    }
    const bool hidden = !window_->isVisible();
    raise(window_.get());
    if (hidden || !argument.isEmpty())
        openArgument(argument);
}

void AppShell::openArgument(const QString& argument)
{
    if (argument.isEmpty())
        window_->restoreSession();
    else if (LevelActions::isShareCodeArgument(argument))
        window_->levelActions()->openShareCode(argument);
    else
        window_->levelActions()->openFile(argument);
}

void AppShell::switchLanguage()
{
    const QRect geometry = window_->geometry();
    const bool playing = window_->isPlaying();
    const LevelLibrary::Collection collection = window_->browser()->currentCollection();
    const QString selected = window_->browser()->selectedKey();
    window_->close();
    window_.reset();
    applyLanguage();
    createWindow();
    window_->setGeometry(geometry);
    window_->show();
    // The browser shows what it showed before, also behind the level in play.
    window_->browser()->showCollection(collection);
    if (!selected.isEmpty())
        window_->browser()->selectLevel(selected);
    if (playing)
        window_->restoreSession();
}

} // namespace ff::app
