// The installed programs beside their function: each man page (packaging/man)
// names every option its program's --help lists, and the app's --version prints
// the version of CMake's project(). Both programs run as separate processes, the
// app on the offscreen platform (CTest sets it).
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>
#include <QTest>

namespace {

struct Output {
    int exitCode = -1;
    QString out;
    QString err;
};

Output run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    Output r;
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit)
        return r;
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// The options a --help text names: words starting with "-" at the start of a line
// or after a space, "[", "(", "|" or ",", each once, in order.
QStringList optionsIn(const QString& help)
{
    static const QRegularExpression option(QStringLiteral("(?:^|[\\s\\[(|,])(--?[A-Za-z][A-Za-z0-9-]*)"),
                                           QRegularExpression::MultilineOption);
    QStringList found;
    for (auto it = option.globalMatch(help); it.hasNext();) {
        const QString name = it.next().captured(1);
        if (!found.contains(name))
            found << name;
    }
    return found;
}

// A man page's source as a reader sees option names: roff's "\-" is a "-" and the
// font changes (\fB, \fI, \fR, \fP) are gone.
QString manText(const QString& page)
{
    QFile f(QStringLiteral(FF_MAN_DIR "/") + page);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QString text = QString::fromUtf8(f.readAll());
    text.replace(QStringLiteral("\\-"), QStringLiteral("-"));
    text.remove(QRegularExpression(QStringLiteral("\\\\f[BIRP]")));
    return text;
}

// Whether `text` holds `option` as a word of its own ("--limit" is not in "--limits").
bool mentions(const QString& text, const QString& option)
{
    const QRegularExpression word(QStringLiteral("(?<![\\w-])") + QRegularExpression::escape(option) +
                                  QStringLiteral("(?![\\w-])"));
    return text.contains(word);
}

} // namespace

class TestInstall : public QObject {
    Q_OBJECT

private slots:
    void manPageNamesEveryOption_data();
    void manPageNamesEveryOption();
    void serverManPageNamesEveryCommand();
    void appVersion();
    void appHelpWithoutADisplay();
};

void TestInstall::manPageNamesEveryOption_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("page");
    QTest::addColumn<QStringList>("someOptions");
    // A few options each --help must list, so that an empty help cannot pass.
    QTest::newRow("furunkulus-cli") << QStringLiteral(FF_CLI_PATH) << QStringLiteral("furunkulus-cli.6")
                                    << QStringList{"--help", "--version", "--json", "--limit", "--max-steps"};
    QTest::newRow("furunkulus") << QStringLiteral(FF_APP_PATH) << QStringLiteral("furunkulus.6")
                                << QStringList{"--help", "--version", "--edit"};
#ifdef FF_SERVER_PATH
    QTest::newRow("furunkulus-server")
        << QStringLiteral(FF_SERVER_PATH) << QStringLiteral("furunkulus-server.8")
        << QStringList{"--help", "--version", "--db", "--config", "--trust-proxy"};
#endif
}

void TestInstall::manPageNamesEveryOption()
{
    QFETCH(QString, program);
    QFETCH(QString, page);
    QFETCH(QStringList, someOptions);
    const Output help = run(program, {"--help"});
    QCOMPARE(help.exitCode, 0);
    const QStringList options = optionsIn(help.out);
    for (const QString& option : someOptions)
        QVERIFY2(options.contains(option), qPrintable(option + " is not in --help:\n" + help.out));
    const QString man = manText(page);
    QVERIFY2(!man.isEmpty(), qPrintable(page + " cannot be read"));
    QStringList missing;
    for (const QString& option : options) {
        if (!mentions(man, option))
            missing << option;
    }
    QVERIFY2(missing.isEmpty(), qPrintable(page + " lacks " + missing.join(", ")));
}

// Each command of the server's usage lines ("furunkulus-server weeks prize WEEK ...":
// its lower-case words) is in the man page's synopsis.
void TestInstall::serverManPageNamesEveryCommand()
{
#ifdef FF_SERVER_PATH
    const Output help = run(QStringLiteral(FF_SERVER_PATH), {"--help"});
    QCOMPARE(help.exitCode, 0);
    static const QRegularExpression usage(QStringLiteral("furunkulus-server((?: [a-z]+)+)"));
    QStringList commands;
    for (auto it = usage.globalMatch(help.out); it.hasNext();)
        commands << it.next().captured(1).trimmed();
    for (const char* some : {"schedule", "admin", "weeks prize", "prizes"})
        QVERIFY2(commands.contains(QString::fromLatin1(some)), some);
    const QString man = manText(QStringLiteral("furunkulus-server.8"));
    QStringList missing;
    for (const QString& command : commands)
        if (!man.contains(QStringLiteral("furunkulus-server ") + command))
            missing << command;
    QVERIFY2(missing.isEmpty(), qPrintable("furunkulus-server.8 lacks " + missing.join(", ")));
#else
    QSKIP("the server is not built");
#endif
}

// QCommandLineParser prints the application name and version; main.cpp names the
// app "Furunkulus" and gives it CMake's project version.
void TestInstall::appVersion()
{
    const Output r = run(QStringLiteral(FF_APP_PATH), {"--version"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QStringLiteral("Furunkulus " FF_VERSION "\n"));
}

// Help and version are text: they work where no window system can be reached
// (a terminal over ssh, a build machine), instead of Qt's plugin error.
void TestInstall::appHelpWithoutADisplay()
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QLatin1String(name));
    p.setProcessEnvironment(env);
    for (const QString& option : {QStringLiteral("--help"), QStringLiteral("--version")}) {
        p.start(QStringLiteral(FF_APP_PATH), {option});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(out.contains(option == QStringLiteral("--help") ? QStringLiteral("--edit")
                                                                 : QStringLiteral("Furunkulus " FF_VERSION)),
                 qPrintable(out));
    }
}

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
