// furunkulus [FILE]: the desktop puzzle app. Opens FILE (a level or pack) when given,
// else resumes the level that was open at the last exit.
#include "app/gui/AppShell.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Furunkulus"));
    QApplication::setApplicationName(QStringLiteral("Furunkulus"));
    QApplication::setApplicationDisplayName(QStringLiteral("Furunkulus"));
    QApplication::setApplicationVersion(QStringLiteral(FF_VERSION));

    AppShell shell;
    shell.applyLanguage();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Furunkulus: place the pieces, release the monster, solve the puzzle."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A level (.ffl.json) or pack (.ffpack.json) to open."),
                                 QStringLiteral("[FILE]"));
    parser.process(app);

    shell.start(parser.positionalArguments().value(0));
    return QApplication::exec();
}
