// furunkulus [--edit] [--unlock-all] [--hub URL] [FILE|CODE]: the desktop puzzle app.
// Opens FILE (a level or pack) or the level of a share CODE in the player when given,
// else resumes the level that was open at the last exit. CODE may also be a hub
// level's address or a furunkulus: link (ff::online::readAppLink), as the desktop
// file passes it for x-scheme-handler/furunkulus. --edit opens the level
// editor instead: on FILE or CODE, or on a new empty level. --unlock-all lets level
// authors play the weekly levels of future weeks. --hub talks to the hub at URL for
// this run, whatever Settings › Online holds. For tests only, the environment
// variable FURUNKULUS_APP_NOW sets the app's today (AppClock.h); a bad value ends
// the app with exit status 2.
// While the app runs, a second start on the same settings hands FILE, CODE and
// --edit to it and ends with exit status 0 (SingleApp); the running app keeps its
// own --unlock-all and --hub.
#include "app/gui/AppClock.h"
#include "app/gui/AppShell.h"
#include "app/gui/LevelActions.h"
#include "app/gui/SingleApp.h"
#include "board/AppDataDir.h"
#include "online/HubAccount.h"
#include "online/HubClient.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QUrl>

#include <cstdio>
#include <cstring>
#include <memory>

namespace {

// Whether the command line only asks for text (the help or the version): that is
// answered without the window system, so it works without a display too.
bool onlyAsksForText(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        for (const char* option : {"-h", "--help", "-v", "--version"}) {
            if (std::strcmp(argv[i], option) == 0)
                return true;
        }
    }
    return false;
}

} // namespace

int main(int argc, char* argv[])
{
    const bool textOnly = onlyAsksForText(argc, argv);
    const std::unique_ptr<QCoreApplication> app = textOnly ? std::make_unique<QCoreApplication>(argc, argv)
                                                           : std::make_unique<QApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Furunkulus"));
    QCoreApplication::setApplicationName(QStringLiteral("Furunkulus"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FF_VERSION));
    if (!textOnly) {
        QApplication::setApplicationDisplayName(QStringLiteral("Furunkulus"));
        // The installed desktop file and icon carry the app id as their name.
        QApplication::setDesktopFileName(QStringLiteral(FF_APP_ID));
        // Earlier versions kept their data in ".../Furunkulus/Furunkulus".
        ff::ui::migrateDoubledAppDataDir();
        QIcon icon;
        for (int size : {48, 128, 256})
            icon.addFile(QStringLiteral(":/icons/" FF_APP_ID "-%1.png").arg(size), QSize(size, size));
        QApplication::setWindowIcon(icon);
    }

    ff::app::AppShell shell;
    shell.applyLanguage();

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Furunkulus: place the pieces, release the monster, solve the puzzle."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption edit(
        QStringLiteral("edit"),
        QApplication::translate("main", "Open the level editor: on FILE or CODE, or on a new empty level."));
    parser.addOption(edit);
    const QCommandLineOption unlockAll(
        QStringLiteral("unlock-all"),
        QApplication::translate("main", "For level authors: play the weekly levels of future weeks now."));
    parser.addOption(unlockAll);
    const QCommandLineOption hub(
        QStringLiteral("hub"),
        QApplication::translate("main",
                                "Use the hub at URL for this run (instead of the one in the settings)."),
        QStringLiteral("URL"));
    parser.addOption(hub);
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QApplication::translate("main", "A level (.ffl.json) or pack (.ffpack.json) to open, or a share code "
                                        "(FF2-…) or a link (furunkulus:…) whose level to open."),
        QStringLiteral("[FILE|CODE]"));
    parser.process(*app);
    if (QString clockError; !ff::app::AppClock::checkEnvironment(clockError)) {
        std::fputs(qPrintable(QStringLiteral("furunkulus: ") + clockError + QLatin1Char('\n')), stderr);
        return 2;
    }
    QStringList arguments = parser.positionalArguments();
    // A share code broken across lines arrives in pieces: the decoder ignores the gaps.
    if (arguments.size() > 1 && ff::app::LevelActions::isShareCodeArgument(arguments.first()))
        arguments = QStringList{arguments.join(QString())};
    if (arguments.size() > 1) {
        std::fputs(qPrintable(QApplication::translate("main", "furunkulus: give one FILE or CODE at most.") +
                              QLatin1Char('\n')),
                   stderr);
        return 2;
    }

    if (parser.isSet(hub)) {
        const std::optional<QUrl> address = ff::online::parseHubAddress(parser.value(hub));
        if (!address || address->isEmpty()) {
            std::fputs(qPrintable(QApplication::translate("main", "furunkulus: “%1” is no hub address (like "
                                                                  "http://127.0.0.1:8080).")
                                      .arg(parser.value(hub)) +
                                  QLatin1Char('\n')),
                       stderr);
            return 2;
        }
        ff::online::HubAccount::setRunAddress(*address);
    }

    QString argument = arguments.value(0);
    // A running app has its own working folder: it gets a file as an absolute path.
    if (!argument.isEmpty() && !ff::app::LevelActions::isShareCodeArgument(argument) &&
        !QUrl(argument).isLocalFile())
        argument = QFileInfo(argument).absoluteFilePath();
    const ff::app::AppShell::StartRequest request{argument, parser.isSet(edit), parser.isSet(unlockAll)};
    ff::app::SingleApp single;
    if (single.handOver(request))
        return 0;
    shell.start(request);
    // Two starts at once: the one that lost the socket hands its request over after all.
    if (!single.listen() && single.handOver(request))
        return 0;
    QObject::connect(&single, &ff::app::SingleApp::requested, &shell, &ff::app::AppShell::takeRequest);
    return QCoreApplication::exec();
}
