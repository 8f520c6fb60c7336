// One app per settings: the real furunkulus, started twice on the same folders
// (offscreen, its own HOME and XDG folders). The second start hands its share code to
// the running app, which opens that level (seen in the session it saves), and ends
// with exit status 0; so does a start with a file named relative to its own folder,
// and a start without an argument. A socket left by a
// killed app does not stop the next start, and messages of no known form, too long
// or never finished are dropped while the app goes on taking real ones.
#include "app/gui/LevelLibrary.h"
#include "app/gui/SingleApp.h"
#include "engine/files/ShareCode.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLocalSocket>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

#include <memory>

using namespace ff::app;

namespace {

// Starting the app offscreen takes a second or two; these bounds leave room for a busy machine.
constexpr int kStartWait = 60000;
constexpr int kEndWait = 30000;

// One profile: the settings, data and runtime folders a run of the app uses.
class Profile {
public:
    Profile()
    {
        for (const char* sub : {"home", "config", "data", "run"})
            QDir(dir_.path()).mkpath(QLatin1String(sub));
        // Qt wants the runtime folder to be the user's alone.
        QFile::setPermissions(path("run"), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    QString path(const char* sub) const { return dir_.filePath(QLatin1String(sub)); }

    // The app's process on this profile; killed when the test ends.
    std::unique_ptr<QProcess> start(const QStringList& arguments, const QString& workingDir = {}) const
    {
        auto app = std::make_unique<QProcess>();
        app->setWorkingDirectory(workingDir);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), path("home"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), path("config"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), path("data"));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), path("run"));
        app->setProcessEnvironment(env);
        app->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        app->start(QStringLiteral(FF_APP_EXE), arguments);
        return app;
    }

    // The socket the app of this profile listens on.
    QString socket() const
    {
        return SingleApp::socketPath(path("config") + QStringLiteral("/Furunkulus/Furunkulus.conf"),
                                     path("run"));
    }

    // Whether an app answers on the socket within kStartWait.
    bool waitForListening() const
    {
        QElapsedTimer waited;
        waited.start();
        while (waited.elapsed() < kStartWait) {
            QLocalSocket probe;
            probe.connectToServer(socket());
            if (probe.waitForConnected(1000))
                return true;
            QTest::qWait(100);
        }
        return false;
    }

    // What the app saved of the level in play: its key, its source.
    QString sessionValue(const QString& name) const
    {
        const QSettings settings(path("config") + QStringLiteral("/Furunkulus/Furunkulus.conf"),
                                 QSettings::IniFormat);
        return settings.value(QStringLiteral("session/") + name).toString();
    }
    QString sessionKey() const { return sessionValue(QStringLiteral("key")); }

private:
    QTemporaryDir dir_;
};

struct Stopped {
    void operator()(QProcess* app) const
    {
        app->kill();
        app->waitForFinished(kEndWait);
        delete app;
    }
};

QString shippedCode(const QString& key)
{
    QTemporaryDir mine;
    const LevelLibrary library(QStringLiteral(":/levels"), mine.path());
    return QString::fromStdString(ff::encodeShareCode(*library.find(key)->level));
}

// Sends `bytes` and returns what the app answers before it closes the connection.
QByteArray answerTo(const QString& socketPath, const QByteArray& bytes)
{
    QLocalSocket socket;
    socket.connectToServer(socketPath);
    if (!socket.waitForConnected(kEndWait))
        return "not connected";
    socket.write(bytes);
    socket.waitForBytesWritten(kEndWait);
    QByteArray answer;
    QElapsedTimer waited;
    waited.start();
    while (socket.state() == QLocalSocket::ConnectedState && waited.elapsed() < kEndWait) {
        socket.waitForReadyRead(100);
        answer += socket.readAll();
    }
    answer += socket.readAll();
    if (socket.state() == QLocalSocket::ConnectedState)
        return "still connected";
    return answer;
}

QByteArray withLength(const QByteArray& payload)
{
    QByteArray message(4, '\0');
    qToBigEndian<quint32>(quint32(payload.size()), message.data());
    return message + payload;
}

// Runs the app to its end (at most kEndWait); its exit status, or -1 when it did not end.
int runToEnd(QProcess* app)
{
    if (!app->waitForFinished(kEndWait) || app->exitStatus() != QProcess::NormalExit)
        return -1;
    return app->exitCode();
}

} // namespace

class TestSingleApp : public QObject {
    Q_OBJECT

private slots:
    void messagesCarryTheArgumentAndEdit()
    {
        const AppShell::StartRequest request{QStringLiteral("/levels/ä b.ffl.json"), true, true};
        const QByteArray message = SingleApp::encode(request);
        QCOMPARE(qFromBigEndian<quint32>(message.constData()), quint32(message.size() - 4));
        const std::optional<AppShell::StartRequest> read = SingleApp::decode(message.mid(4));
        QVERIFY(read);
        QCOMPARE(read->argument, request.argument);
        QVERIFY(read->edit);
        // The running app keeps its own --unlock-all.
        QVERIFY(!read->unlockAll);
        QVERIFY(SingleApp::decode("play\n"));
        QVERIFY(SingleApp::decode("play\n")->argument.isEmpty());
        QVERIFY(!SingleApp::decode("open\nFF2-x"));
        QVERIFY(!SingleApp::decode("play"));
        QVERIFY(!SingleApp::decode(QByteArray("play\n\xff\xfe", 7)));
        QVERIFY(!SingleApp::decode("play\n" + QByteArray(SingleApp::kMaxMessage, 'a')));
    }

    void socketsDependOnTheSettings()
    {
        QCOMPARE(SingleApp::socketPath(QStringLiteral("/a/Furunkulus.conf"), QStringLiteral("/run")),
                 SingleApp::socketPath(QStringLiteral("/a/Furunkulus.conf"), QStringLiteral("/run")));
        QVERIFY(SingleApp::socketPath(QStringLiteral("/a/Furunkulus.conf"), QStringLiteral("/run")) !=
                SingleApp::socketPath(QStringLiteral("/b/Furunkulus.conf"), QStringLiteral("/run")));
        QVERIFY(SingleApp::socketPath(QStringLiteral("/a/Furunkulus.conf"), QStringLiteral("/run"))
                    .startsWith(QStringLiteral("/run/")));
    }

    void aSecondStartHandsItsCodeToTheRunningApp()
    {
        const Profile profile;
        const std::unique_ptr<QProcess, Stopped> first(profile.start({}).release());
        QVERIFY(profile.waitForListening());
        QVERIFY(profile.sessionKey().isEmpty());

        // Without an argument the running window is raised, nothing else.
        const std::unique_ptr<QProcess, Stopped> plain(profile.start({}).release());
        QCOMPARE(runToEnd(plain.get()), 0);

        const QString key = QStringLiteral("builtin:tutorial-01-sight");
        QElapsedTimer took;
        took.start();
        const std::unique_ptr<QProcess, Stopped> second(profile.start({shippedCode(key)}).release());
        QCOMPARE(runToEnd(second.get()), 0);
        qInfo("The second start ended after %lld ms.", took.elapsed());
        QTRY_COMPARE_WITH_TIMEOUT(profile.sessionKey(), key, kEndWait);

        // A file named relative to the second start's folder is found from the first's.
        const QString folder = profile.path("home");
        QVERIFY(QFile::copy(QStringLiteral(FF_LEVELS_DIR "/tutorial/03-stones.ffl.json"),
                            folder + QStringLiteral("/mine.ffl.json")));
        const std::unique_ptr<QProcess, Stopped> third(
            profile.start({QStringLiteral("mine.ffl.json")}, folder).release());
        QCOMPARE(runToEnd(third.get()), 0);
        QTRY_COMPARE_WITH_TIMEOUT(profile.sessionValue(QStringLiteral("source")),
                                  folder + QStringLiteral("/mine.ffl.json"), kEndWait);
        QCOMPARE(first->state(), QProcess::Running);
    }

    void aSocketLeftByAKilledAppDoesNotStopTheNextStart()
    {
        const Profile profile;
        {
            const std::unique_ptr<QProcess, Stopped> killed(profile.start({}).release());
            QVERIFY(profile.waitForListening());
        }
        QVERIFY(QFile::exists(profile.socket()));

        const std::unique_ptr<QProcess, Stopped> next(profile.start({}).release());
        QVERIFY(profile.waitForListening());
        const QString key = QStringLiteral("builtin:tutorial-02-ties");
        const std::unique_ptr<QProcess, Stopped> second(profile.start({shippedCode(key)}).release());
        QCOMPARE(runToEnd(second.get()), 0);
        QTRY_COMPARE_WITH_TIMEOUT(profile.sessionKey(), key, kEndWait);
        QCOMPARE(next->state(), QProcess::Running);
    }

    void messagesOfNoKnownFormAreDropped()
    {
        const Profile profile;
        const std::unique_ptr<QProcess, Stopped> app(profile.start({}).release());
        QVERIFY(profile.waitForListening());

        QCOMPARE(answerTo(profile.socket(), QByteArray("\xff\xff\xff\xff", 4) + QByteArray(1000, 'x')),
                 QByteArray());
        QCOMPARE(answerTo(profile.socket(), withLength("open\nFF2-")), QByteArray());
        QCOMPARE(answerTo(profile.socket(), withLength(QByteArray(100, '\0'))), QByteArray());
        // Never finished: dropped after SingleApp::kReadTimeoutMs.
        QCOMPARE(answerTo(profile.socket(), withLength("play\nFF2-").left(8)), QByteArray());

        const QString key = QStringLiteral("builtin:tutorial-01-sight");
        QCOMPARE(answerTo(profile.socket(), withLength("play\n" + shippedCode(key).toUtf8())),
                 QByteArray("ok"));
        QTRY_COMPARE_WITH_TIMEOUT(profile.sessionKey(), key, kEndWait);
        QCOMPARE(app->state(), QProcess::Running);
    }
};

QTEST_MAIN(TestSingleApp)
#include "tst_single_app.moc"
