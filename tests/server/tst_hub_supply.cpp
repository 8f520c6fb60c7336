// The hub supplies itself: furunkulus-server on an empty database, its clock moved to
// several Mondays, makes and serves each week's level (the level weeklyLevelFor gives
// an app of this version), keeps --weeks-ahead weeks supplied, lets a hand-scheduled
// level win, and the operator's `weeks` commands review the coming weeks.
#include "tests/server/HubProcess.h"

#include "engine/files/IsoWeek.h"
#include "engine/files/LevelIo.h"
#include "engine/search/WeeklySeries.h"
#include "hub/HubClock.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using ff::hub::isoWeekAt;
using ff::hub::kWeekMs;
using ff::hub::releaseMsOf;
using nlohmann::json;

namespace {

const std::string kApi = "/api/v1";

// The week `n` weeks after `week`.
ff::IsoWeek weeksAfter(ff::IsoWeek week, int n)
{
    return isoWeekAt(releaseMsOf(week) + n * kWeekMs);
}

// The first week the shipped series does not hold.
ff::IsoWeek firstWeekPastTheSeries()
{
    return weeksAfter(*ff::parseIsoWeek(*ff::shippedWeeklyLevels().back().week), 1);
}

// Week 1 of the first year the series does not reach: weeks early in a year are quick
// to make.
ff::IsoWeek firstYearPastTheSeries()
{
    return ff::IsoWeek{firstWeekPastTheSeries().year + 1, 1};
}

QString text(ff::IsoWeek week)
{
    return QString::fromStdString(ff::isoWeekText(week));
}

// A moment of the week: `hours` after its Monday 00:00 UTC.
QString during(ff::IsoWeek week, int hours = 1)
{
    return QString::fromStdString(ff::hub::utcTimeText(releaseMsOf(week) + hours * 3600 * 1000LL));
}

// The level as the hub serves it: the level file without its solution, as JSON (the
// API's answer orders the keys of a level's extensions its own way).
json served(ff::Level level)
{
    level.solution.reset();
    return json::parse(ff::writeLevel(level));
}

// Waits (at most 2 minutes) until the hub logs that the weeks up to `last` are supplied.
bool waitUntilSupplied(HubProcess& hub, ff::IsoWeek last)
{
    const QString line = QStringLiteral(" to %1 are supplied").arg(text(last));
    QString log;
    const QDeadlineTimer deadline(120000);
    while (!deadline.hasExpired()) {
        log += hub.errorOutput();
        if (log.contains(line))
            return true;
        QThread::msleep(100);
    }
    qWarning("%s", qPrintable(log));
    return false;
}

// The data rows of `weeks list`, each split at its tabs.
QList<QStringList> listRows(const QString& out)
{
    QList<QStringList> rows;
    QStringList lines = out.split('\n', Qt::SkipEmptyParts);
    if (!lines.isEmpty())
        lines.removeFirst();
    for (const QString& line : lines)
        rows.push_back(line.split('\t'));
    return rows;
}

} // namespace

class TestHubSupply : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    QString newDatabase(const QString& name) { return dir_.filePath(name + QStringLiteral(".sqlite")); }

    // `weeks ARGS --db DB` at `now`.
    ServerRun weeks(const QStringList& args, const QString& db, const QString& now)
    {
        return runServer(
            QStringList{QStringLiteral("weeks")} + args + QStringList{QStringLiteral("--db"), db}, now);
    }

    // A level file for `week`: the first shipped level under the week's name.
    QString levelFileFor(ff::IsoWeek week, const QString& name)
    {
        ff::Level level = ff::shippedWeeklyLevels().front();
        level.week = ff::isoWeekText(week);
        level.id = "hand-scheduled";
        level.title = "Hand Scheduled";
        const QString path = dir_.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(QByteArray::fromStdString(ff::writeLevel(level)));
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void servesTheMadeWeekOfEveryMondayPastTheSeries()
    {
        const QString db = newDatabase(QStringLiteral("mondays"));
        const ff::IsoWeek first = firstYearPastTheSeries();
        for (const ff::IsoWeek week : {first, weeksAfter(first, 1), ff::IsoWeek{first.year + 1, 1}}) {
            HubProcess hub;
            // At the Monday's first second: the hub never listens without the week.
            QVERIFY(hub.start(db, during(week, 0), {QStringLiteral("--weeks-ahead"), QStringLiteral("1")}));
            const HubReply current = hub.get(kApi + "/weeks/current");
            QCOMPARE(current.status, 200);
            QCOMPARE(QString::fromStdString(current.body["week"].get<std::string>()), text(week));
            const std::optional<ff::Level> expected = ff::weeklyLevelFor(week);
            QVERIFY(expected);
            QCOMPARE(current.body["level"], served(*expected));
            QVERIFY(hub.stop());
        }
    }

    void servesTheShippedLevelInsideTheSeries()
    {
        const std::vector<ff::Level>& shipped = ff::shippedWeeklyLevels();
        const ff::Level& level = shipped[shipped.size() - 3];
        const ff::IsoWeek week = *ff::parseIsoWeek(*level.week);
        HubProcess hub;
        QVERIFY(hub.start(newDatabase(QStringLiteral("shipped")), during(week),
                          {QStringLiteral("--weeks-ahead"), QStringLiteral("1")}));
        const HubReply current = hub.get(kApi + "/weeks/current");
        QCOMPARE(current.status, 200);
        QCOMPARE(current.body["level"], served(level));
        QVERIFY(waitUntilSupplied(hub, weeksAfter(week, 1)));
        QVERIFY(hub.stop());
    }

    void keepsTheWeeksAheadSupplied()
    {
        const QString db = newDatabase(QStringLiteral("ahead"));
        const ff::IsoWeek week = firstYearPastTheSeries();
        const QString now = during(week);
        HubProcess hub;
        QVERIFY(hub.start(db, now, {QStringLiteral("--weeks-ahead"), QStringLiteral("2")}));
        QVERIFY(waitUntilSupplied(hub, weeksAfter(week, 2)));
        QVERIFY(hub.stop());
        const ServerRun list = weeks({QStringLiteral("list")}, db, now);
        QCOMPARE(list.exitCode, 0);
        const QList<QStringList> rows = listRows(list.out);
        QCOMPARE(rows.size(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(rows[i].size(), 5);
            QCOMPARE(rows[i][0], text(weeksAfter(week, i)));
            QCOMPARE(rows[i][3], QStringLiteral("made"));
            const std::optional<ff::Level> made = ff::weeklyLevelFor(weeksAfter(week, i));
            QVERIFY(made);
            QCOMPARE(rows[i][2], QString::number(*made->difficulty));
            QCOMPARE(rows[i][4], QString::fromStdString(made->title));
        }
    }

    void weeksAheadZeroSuppliesNothing()
    {
        HubProcess hub;
        QVERIFY(hub.start(newDatabase(QStringLiteral("off")), during(firstYearPastTheSeries()),
                          {QStringLiteral("--weeks-ahead"), QStringLiteral("0")}));
        QCOMPARE(hub.get(kApi + "/weeks/current").status, 404);
        QVERIFY(hub.stop());

        const ServerRun tooMany =
            runServer({QStringLiteral("serve"), QStringLiteral("--db"), newDatabase(QStringLiteral("never")),
                       QStringLiteral("--weeks-ahead"), QStringLiteral("53")},
                      during(firstYearPastTheSeries()));
        QCOMPARE(tooMany.exitCode, 2);
        QVERIFY2(tooMany.err.contains(QStringLiteral("--weeks-ahead takes a number from 0 to 52")),
                 qPrintable(tooMany.err));
    }

    void aHandScheduledLevelWins()
    {
        const QString db = newDatabase(QStringLiteral("hand"));
        const ff::IsoWeek week = firstYearPastTheSeries();
        const ff::IsoWeek next = weeksAfter(week, 1);
        HubProcess hub;
        QVERIFY(hub.start(db, during(week), {QStringLiteral("--weeks-ahead"), QStringLiteral("1")}));
        QVERIFY(waitUntilSupplied(hub, next));
        QVERIFY(hub.stop());

        // `schedule` replaces the made level of a week not yet released.
        const QString file = levelFileFor(next, QStringLiteral("hand.ffl.json"));
        const ServerRun scheduled =
            runServer({QStringLiteral("schedule"), file, QStringLiteral("--db"), db}, during(week));
        QVERIFY2(scheduled.exitCode == 0, qPrintable(scheduled.err));
        QCOMPARE(scheduled.out.trimmed(), QStringLiteral("added 0, replaced 1, unchanged 0, refused 0"));
        const ServerRun list = weeks({QStringLiteral("list")}, db, during(week));
        const QList<QStringList> rows = listRows(list.out);
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[1][3], QStringLiteral("scheduled"));
        QCOMPARE(rows[1][4], QStringLiteral("Hand Scheduled"));

        // On its Monday the hub serves it, and makes nothing in its place.
        QVERIFY(hub.start(db, during(next), {QStringLiteral("--weeks-ahead"), QStringLiteral("1")}));
        const HubReply current = hub.get(kApi + "/weeks/current");
        QCOMPARE(current.status, 200);
        QCOMPARE(QString::fromStdString(current.body["title"].get<std::string>()),
                 QStringLiteral("Hand Scheduled"));
        QVERIFY(waitUntilSupplied(hub, weeksAfter(next, 1)));
        QVERIFY(hub.stop());
    }

    void weeksCommands()
    {
        const QString db = newDatabase(QStringLiteral("commands"));
        const ff::IsoWeek week = firstYearPastTheSeries();
        const ff::IsoWeek next = weeksAfter(week, 1);
        const ff::IsoWeek later = weeksAfter(week, 2);
        const QString now = during(week);
        HubProcess hub;
        QVERIFY(hub.start(db, now, {QStringLiteral("--weeks-ahead"), QStringLiteral("2")}));
        QVERIFY(waitUntilSupplied(hub, later));
        QVERIFY(hub.stop());

        // show: the summary, and the level file itself.
        ServerRun show = weeks({QStringLiteral("show"), text(next)}, db, now);
        QCOMPARE(show.exitCode, 0);
        const std::optional<ff::Level> made = ff::weeklyLevelFor(next);
        QVERIFY(made);
        QVERIFY(show.out.contains(QStringLiteral("source: made\n")));
        QVERIFY(show.out.contains(QStringLiteral("grade: %1\n").arg(*made->difficulty)));
        QVERIFY(show.out.contains(QStringLiteral("title: %1\n").arg(QString::fromStdString(made->title))));
        QVERIFY(show.out.contains(
            QStringLiteral("title (de): %1\n").arg(QString::fromStdString(made->titleI18n.at("de")))));
        QVERIFY(show.out.contains(QStringLiteral("hint: %1\n").arg(QString::fromStdString(*made->hint))));
        QVERIFY(show.out.contains(
            QStringLiteral("hint (de): %1\n").arg(QString::fromStdString(made->hintI18n.at("de")))));
        show = weeks({QStringLiteral("show"), text(next), QStringLiteral("--level")}, db, now);
        QCOMPARE(show.exitCode, 0);
        QCOMPARE(show.out.toStdString(), ff::writeLevel(*made));
        QCOMPARE(weeks({QStringLiteral("show"), QStringLiteral("2029-W99")}, db, now).exitCode, 2);
        QCOMPARE(weeks({QStringLiteral("show"), text(weeksAfter(week, 5))}, db, now).exitCode, 1);

        // The released week keeps its made level: remake and replace are refused.
        const ServerRun before =
            weeks({QStringLiteral("show"), text(week), QStringLiteral("--level")}, db, now);
        QCOMPARE(before.exitCode, 0);
        ServerRun refused = weeks(
            {QStringLiteral("remake"), text(week), QStringLiteral("--seed"), QStringLiteral("1")}, db, now);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QStringLiteral("keeps its level")), qPrintable(refused.err));
        const QString forWeek = levelFileFor(week, QStringLiteral("released.ffl.json"));
        refused = weeks({QStringLiteral("replace"), text(week), forWeek}, db, now);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QStringLiteral("keeps its level")), qPrintable(refused.err));
        QCOMPARE(weeks({QStringLiteral("show"), text(week), QStringLiteral("--level")}, db, now).out,
                 before.out);

        // remake: another seed's level, stored as made with its seed.
        ServerRun remade = weeks(
            {QStringLiteral("remake"), text(next), QStringLiteral("--seed"), QStringLiteral("1")}, db, now);
        QVERIFY2(remade.exitCode == 0, qPrintable(remade.err));
        const std::optional<ff::Level> seeded = ff::seasonLevel(next, 1, ff::shippedSeasonAfter());
        QVERIFY(seeded);
        show = weeks({QStringLiteral("show"), text(next), QStringLiteral("--level")}, db, now);
        QCOMPARE(show.out.toStdString(), ff::writeLevel(*seeded));
        QList<QStringList> rows = listRows(weeks({QStringLiteral("list")}, db, now).out);
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows[1][3], QStringLiteral("made, seed 1"));
        QCOMPARE(weeks({QStringLiteral("remake"), text(next)}, db, now).exitCode, 2);
        QCOMPARE(weeks({QStringLiteral("remake"), text(next), QStringLiteral("--seed"), QStringLiteral("x")},
                       db, now)
                     .exitCode,
                 2);

        // replace: the file's week must be the week; a bad file changes nothing.
        const QString forLater = levelFileFor(later, QStringLiteral("later.ffl.json"));
        ServerRun replaced = weeks({QStringLiteral("replace"), text(next), forLater}, db, now);
        QCOMPARE(replaced.exitCode, 1);
        QVERIFY2(replaced.err.contains(
                     QStringLiteral("is the level of week %1, not %2").arg(text(later), text(next))),
                 qPrintable(replaced.err));
        const QString bad = dir_.filePath(QStringLiteral("bad.ffl.json"));
        QFile badFile(bad);
        QVERIFY(badFile.open(QIODevice::WriteOnly));
        badFile.write("{\"format\": \"fearsome-floors-level\"}");
        badFile.close();
        QCOMPARE(weeks({QStringLiteral("replace"), text(later), bad}, db, now).exitCode, 1);
        QCOMPARE(weeks({QStringLiteral("replace"), QStringLiteral("next week"), forLater}, db, now).exitCode,
                 2);
        replaced = weeks({QStringLiteral("replace"), text(later), forLater}, db, now);
        QVERIFY2(replaced.exitCode == 0, qPrintable(replaced.err));
        QCOMPARE(replaced.out.trimmed(), QStringLiteral("replaced the level of %1").arg(text(later)));
        rows = listRows(weeks({QStringLiteral("list")}, db, now).out);
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows[2][3], QStringLiteral("scheduled"));

        // A hand-scheduled week is not made again: replace it instead.
        refused = weeks(
            {QStringLiteral("remake"), text(later), QStringLiteral("--seed"), QStringLiteral("2")}, db, now);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QStringLiteral("weeks replace")), qPrintable(refused.err));

        // Unknown commands are bad usage.
        QCOMPARE(weeks({QStringLiteral("frobnicate")}, db, now).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestHubSupply)
#include "tst_hub_supply.moc"
