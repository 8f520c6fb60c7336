// The app past its shipped series, without a hub: the test-only clock
// (FURUNKULUS_APP_NOW) set to a week after the series' last, This week is made on
// this computer (ff::weeklyLevelFor) while the app stays usable, says so, and is kept
// in the data folder: a restart reads it, a corrupt kept file is made again. A bad
// clock value stops the app with exit status 2.
#include "app/gui/AppClock.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/MainWindow.h"
#include "engine/files/LevelIo.h"
#include "engine/search/WeeklySeries.h"
#include "online/HubSession.h"
#include "tests/app/AppTestSettings.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace ff::app;

namespace {

// Making a week of difficulty 1-2 takes seconds; this bound leaves room for a busy machine.
constexpr int kMakeWait = 300000;

// Week 1 of the year after the shipped series' last week: past the series, and early
// in its year, so quick to make.
ff::IsoWeek weekPastTheSeries()
{
    return {ff::parseIsoWeek(*ff::shippedWeeklyLevels().back().week)->year + 1, 1};
}

QString weekName(ff::IsoWeek week)
{
    return QString::fromStdString(ff::isoWeekText(week));
}

// Wednesday noon (UTC) of the week, as FURUNKULUS_APP_NOW takes it.
QString wednesdayOf(ff::IsoWeek week)
{
    const QDate monday = LevelLibrary::mondayOfWeek(weekName(week));
    return monday.addDays(2).toString(Qt::ISODate) + QStringLiteral("T12:00:00Z");
}

// The app as it starts on the data folder `data`: its today from the clock, no hub.
struct App {
    explicit App(const QString& data)
        : library(QStringLiteral(":/levels"), data + QStringLiteral("/levels")), hub(data),
          window(std::make_unique<MainWindow>(&library, nullptr, &hub))
    {
    }
    const std::vector<LevelEntry>& thisWeek() const { return library.entries(LevelLibrary::ThisWeek); }

    LevelLibrary library;
    ff::online::HubSession hub;
    std::unique_ptr<MainWindow> window;
};

} // namespace

class TestMadeWeek : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    ff::IsoWeek week_;
    std::string expected_; // weeklyLevelFor(week_), written
    int dataDirs_ = 0;

    QString data()
    {
        const QString path = dir_.filePath(QStringLiteral("data%1").arg(++dataDirs_));
        QDir().mkpath(path);
        return path;
    }
    QString keptFile(const QString& data) const
    {
        return data + QStringLiteral("/weeks/") + weekName(week_) + QStringLiteral(".ffl.json");
    }
    // This week of `app` is the made level of the week, as weeklyLevelFor gives it.
    void checkMade(const App& app)
    {
        QCOMPARE(app.thisWeek().size(), std::size_t(1));
        const LevelEntry& e = app.thisWeek().front();
        QCOMPARE(e.key, QStringLiteral("made:") + weekName(week_));
        QVERIFY(e.made);
        QVERIFY(e.hub.isEmpty());
        QVERIFY(e.week == week_);
        QCOMPARE(ff::writeLevel(*e.level), expected_);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        apptest::useTemporarySettings(dir_.path());
        week_ = weekPastTheSeries();
        QVERIFY(!ff::shippedWeeklyLevel(week_));
        qputenv(AppClock::kVariable, wednesdayOf(week_).toUtf8());
        const std::optional<ff::Level> level = ff::weeklyLevelFor(week_);
        QVERIFY(level);
        expected_ = ff::writeLevel(*level);
    }

    void theClockSetsToday()
    {
        QString error;
        QVERIFY(AppClock::checkEnvironment(error));
        QCOMPARE(AppClock::today(), LevelLibrary::mondayOfWeek(weekName(week_)).addDays(2));
        // The library and everything that asks it for the current week follow it.
        const LevelLibrary library(QStringLiteral(":/levels"), dir_.filePath(QStringLiteral("clock")));
        QVERIFY(library.currentWeek() == week_);

        qputenv(AppClock::kVariable, "2029-01-03");
        QVERIFY(!AppClock::checkEnvironment(error));
        QVERIFY2(error.contains(QStringLiteral("FURUNKULUS_APP_NOW is not a UTC time")), qPrintable(error));
        QVERIFY(error.contains(QStringLiteral("2029-01-03")));
        qputenv(AppClock::kVariable, wednesdayOf(week_).toUtf8());
    }

    void aBadClockStopsTheApp()
    {
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(AppClock::kVariable), QStringLiteral("next Tuesday"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        app.setProcessEnvironment(env);
        app.start(QStringLiteral(FF_APP_EXE), {});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.exitCode(), 2);
        const QString err = QString::fromUtf8(app.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("FURUNKULUS_APP_NOW is not a UTC time like")), qPrintable(err));
        QVERIFY(err.contains(QStringLiteral("next Tuesday")));
    }

    void pastTheSeriesThisWeekIsMadeHere()
    {
        const QString root = data();
        App app(root);
        app.window->show();
        // While it is made: This week says so, and the rest of the app is there.
        QCOMPARE(app.library.making(), LevelLibrary::Making::Running);
        QVERIFY(app.thisWeek().empty());
        app.window->browser()->showCollection(LevelLibrary::ThisWeek);
        QVERIFY2(app.window->browser()->aboutText().contains(QStringLiteral("Making this week's puzzle…")),
                 qPrintable(app.window->browser()->aboutText()));
        // The last shipped week is no longer This week but in the Archive.
        const QString lastShipped =
            QStringLiteral("builtin:") + QString::fromStdString(ff::shippedWeeklyLevels().back().id);
        QCOMPARE(app.library.collectionOf(lastShipped), LevelLibrary::Archive);
        const QString tutorial = app.library.entries(LevelLibrary::Tutorial).front().key;
        QVERIFY(app.window->openLevel(tutorial));
        QVERIFY(app.window->isPlaying());
        app.window->showBrowser();

        QTRY_VERIFY_WITH_TIMEOUT(!app.thisWeek().empty(), kMakeWait);
        QCOMPARE(app.library.making(), LevelLibrary::Making::No);
        checkMade(app);
        // The browser shows its title, hint and difficulty, and says where it was made.
        const LevelEntry& made = app.thisWeek().front();
        QVERIFY(made.level->difficulty.value_or(0) >= 1);
        QVERIFY(made.level->hint && !made.level->hint->empty());
        QListWidgetItem* card = apptest::itemFor(app.window->browser(), made.key);
        QVERIFY(card);
        QCOMPARE(card->text(), QString::fromStdString(made.level->title));
        QVERIFY2(app.window->browser()->detailText().contains(QStringLiteral("Made on this computer")),
                 qPrintable(app.window->browser()->detailText()));
        QVERIFY2(app.window->browser()->aboutText().contains(
                     QStringLiteral("This week's puzzle was made on this computer.")),
                 qPrintable(app.window->browser()->aboutText()));
        // It plays: its stored solution solves it.
        QVERIFY(app.window->openLevel(made.key));
        QCOMPARE(apptest::runPlacements(app.window->playerView(), *made.level->solution),
                 ff::Outcome::Solved);
        // It is kept in the data folder.
        QFile kept(keptFile(root));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll().toStdString(), expected_);
    }

    void aRestartReadsTheKeptLevel()
    {
        const QString root = data();
        {
            App app(root);
            QTRY_VERIFY_WITH_TIMEOUT(!app.thisWeek().empty(), kMakeWait);
        }
        const QDateTime written = QFileInfo(keptFile(root)).lastModified();
        App app(root);
        // Read at once, nothing made.
        QCOMPARE(app.library.making(), LevelLibrary::Making::No);
        checkMade(app);
        QCOMPARE(QFileInfo(keptFile(root)).lastModified(), written);
    }

    void aCorruptKeptFileIsMadeAgain()
    {
        const QString root = data();
        QDir().mkpath(root + QStringLiteral("/weeks"));
        for (const QByteArray& bytes :
             {QByteArray("{ not a level"),
              QByteArray::fromStdString(ff::writeLevel(ff::shippedWeeklyLevels().back()))}) {
            QFile file(keptFile(root));
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(bytes);
            file.close();
            // Unreadable, or a level of another week: made again, and the file written anew.
            App app(root);
            QCOMPARE(app.library.making(), LevelLibrary::Making::Running);
            QTRY_VERIFY_WITH_TIMEOUT(!app.thisWeek().empty(), kMakeWait);
            checkMade(app);
            QFile kept(keptFile(root));
            QVERIFY(kept.open(QIODevice::ReadOnly));
            QCOMPARE(kept.readAll().toStdString(), expected_);
        }
    }

    void withinTheSeriesNothingIsMade()
    {
        const ff::Level& last = ff::shippedWeeklyLevels().back();
        qputenv(AppClock::kVariable, wednesdayOf(*ff::parseIsoWeek(*last.week)).toUtf8());
        const QString root = data();
        App app(root);
        QCOMPARE(app.library.making(), LevelLibrary::Making::No);
        QCOMPARE(app.thisWeek().front().key, QStringLiteral("builtin:") + QString::fromStdString(last.id));
        QVERIFY(!QDir(root + QStringLiteral("/weeks")).exists());
        qputenv(AppClock::kVariable, wednesdayOf(week_).toUtf8());
    }
};

QTEST_MAIN(TestMadeWeek)
#include "tst_made_week.moc"
