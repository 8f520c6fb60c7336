// ISO 8601 weeks (engine/files/IsoWeek.h). Every expectation is worked out by hand from
// the definition: weeks run Monday to Sunday, week 1 is the week holding 4 January,
// a week belongs to the year its Thursday is in. Weekdays of 1 January used below:
// 2009 Thu, 2010 Fri, 2015 Thu, 2020 Wed (leap year), 2021 Fri, 2025 Wed, 2026 Thu,
// 2027 Fri, 2028 Sat.
// Qt first: moc (Qt 6.4) cannot parse GCC 12's <concepts>, which <compare> pulls in,
// unless QTest has already included it.
#include <QObject>
#include <QTest>

#include "engine/files/IsoWeek.h"

using namespace ff;

namespace {

bool sameWeek(IsoWeek a, IsoWeek b)
{
    return a.year == b.year && a.week == b.week;
}

bool sameDate(CivilDate a, CivilDate b)
{
    return a.year == b.year && a.month == b.month && a.day == b.day;
}

} // namespace

class TestIsoWeek : public QObject {
    Q_OBJECT

private slots:
    void parsesTheFormatsShape()
    {
        QVERIFY(sameWeek(*parseIsoWeek("2026-W48"), {2026, 48}));
        QVERIFY(sameWeek(*parseIsoWeek("0007-W05"), {7, 5}));
        // The shape only: weeks that do not exist still parse (isoWeekExists tells).
        QVERIFY(sameWeek(*parseIsoWeek("2025-W53"), {2025, 53}));
        QVERIFY(sameWeek(*parseIsoWeek("2026-W00"), {2026, 0}));
        QVERIFY(sameWeek(*parseIsoWeek("0000-W99"), {0, 99}));
        for (const char* bad : {"", "2026-48", "2026-w48", "2026W48", "2026-W4", "2026-W048", "226-W48",
                                " 2026-W48", "2026-W48 ", "2026-WAB", "20x6-W48", "2026-W48-1", "2026-W+8"})
            QVERIFY2(!parseIsoWeek(bad), bad);
    }

    void writesTheFormatsShape()
    {
        QCOMPARE(isoWeekText({2026, 48}), std::string("2026-W48"));
        QCOMPARE(isoWeekText({2027, 1}), std::string("2027-W01"));
        QCOMPARE(isoWeekText({7, 5}), std::string("0007-W05"));
        QCOMPARE(isoWeekText({0, 0}), std::string("0000-W00"));
        QCOMPARE(isoWeekText({9999, 99}), std::string("9999-W99"));
    }

    void weeksInAYear()
    {
        // 53 weeks: the year starts on a Thursday, or is a leap year starting on a
        // Wednesday. 2020 (leap, Wed), 2026, 2015, 2009 (Thu) have 53; 2021, 2027
        // (Fri), 2025 (Wed, not leap), 2028 (leap, Sat) have 52.
        QCOMPARE(isoWeeksInYear(2020), 53);
        QCOMPARE(isoWeeksInYear(2026), 53);
        QCOMPARE(isoWeeksInYear(2015), 53);
        QCOMPARE(isoWeeksInYear(2009), 53);
        QCOMPARE(isoWeeksInYear(2021), 52);
        QCOMPARE(isoWeeksInYear(2025), 52);
        QCOMPARE(isoWeeksInYear(2027), 52);
        QCOMPARE(isoWeeksInYear(2028), 52);
        // Year 1 starts on a Monday (it follows the proleptic Gregorian calendar).
        QCOMPARE(isoWeeksInYear(1), 52);
    }

    void whichWeeksExist()
    {
        QVERIFY(isoWeekExists({2026, 1}));
        QVERIFY(isoWeekExists({2026, 53}));
        QVERIFY(isoWeekExists({2020, 53}));
        QVERIFY(isoWeekExists({2027, 52}));
        QVERIFY(!isoWeekExists({2027, 53}));
        QVERIFY(!isoWeekExists({2025, 53}));
        QVERIFY(!isoWeekExists({2026, 0}));
        QVERIFY(!isoWeekExists({2026, 54}));
        QVERIFY(!isoWeekExists({0, 1}));
        QVERIFY(isoWeekExists({1, 1}));
    }

    void mondays()
    {
        // 1 January 2026 is a Thursday: week 1 is Monday 29 December 2025 to Sunday
        // 4 January; week 47 starts 46 weeks later, on 16 November; week 53 on
        // 28 December 2026.
        QVERIFY(sameDate(mondayOf({2026, 1}), {2025, 12, 29}));
        QVERIFY(sameDate(mondayOf({2026, 47}), {2026, 11, 16}));
        QVERIFY(sameDate(mondayOf({2026, 49}), {2026, 11, 30}));
        QVERIFY(sameDate(mondayOf({2026, 53}), {2026, 12, 28}));
        // 1 January 2027 is a Friday (in 2026-W53): week 1 starts on 4 January 2027,
        // week 52 51 weeks later, on 27 December.
        QVERIFY(sameDate(mondayOf({2027, 1}), {2027, 1, 4}));
        QVERIFY(sameDate(mondayOf({2027, 52}), {2027, 12, 27}));
        // 1 January 2020 is a Wednesday: week 1 starts Monday 30 December 2019; week 53
        // on 28 December 2020.
        QVERIFY(sameDate(mondayOf({2020, 1}), {2019, 12, 30}));
        QVERIFY(sameDate(mondayOf({2020, 9}), {2020, 2, 24}));
        QVERIFY(sameDate(mondayOf({2020, 53}), {2020, 12, 28}));
        // 2028 starts on a Saturday: 3 January is its first Monday.
        QVERIFY(sameDate(mondayOf({2028, 1}), {2028, 1, 3}));
    }

    void weekOfADate()
    {
        QVERIFY(sameWeek(isoWeekOf({2026, 11, 16}), {2026, 47}));
        QVERIFY(sameWeek(isoWeekOf({2026, 11, 22}), {2026, 47})); // a Sunday
        QVERIFY(sameWeek(isoWeekOf({2026, 11, 23}), {2026, 48}));
        // Around New Year the ISO year and the calendar year differ.
        QVERIFY(sameWeek(isoWeekOf({2025, 12, 29}), {2026, 1}));
        QVERIFY(sameWeek(isoWeekOf({2026, 1, 4}), {2026, 1}));
        QVERIFY(sameWeek(isoWeekOf({2027, 1, 1}), {2026, 53}));
        QVERIFY(sameWeek(isoWeekOf({2027, 1, 3}), {2026, 53}));
        QVERIFY(sameWeek(isoWeekOf({2027, 1, 4}), {2027, 1}));
        QVERIFY(sameWeek(isoWeekOf({2028, 1, 2}), {2027, 52}));
        QVERIFY(sameWeek(isoWeekOf({2028, 1, 3}), {2028, 1}));
        QVERIFY(sameWeek(isoWeekOf({2021, 1, 3}), {2020, 53}));
        QVERIFY(sameWeek(isoWeekOf({2020, 12, 31}), {2020, 53}));
        QVERIFY(sameWeek(isoWeekOf({2008, 12, 29}), {2009, 1}));
        QVERIFY(sameWeek(isoWeekOf({2010, 1, 3}), {2009, 53}));
        // 29 February 2020, a Saturday: week 9 (Monday 24 February).
        QVERIFY(sameWeek(isoWeekOf({2020, 2, 29}), {2020, 9}));
    }

    void weeksAreOrderedInTime()
    {
        QVERIFY((IsoWeek{2026, 53} < IsoWeek{2027, 1}));
        QVERIFY((IsoWeek{2026, 1} < IsoWeek{2026, 2}));
        QVERIFY((IsoWeek{2027, 52} > IsoWeek{2027, 9}));
        QVERIFY((IsoWeek{2026, 48} == IsoWeek{2026, 48}));
        QVERIFY((CivilDate{2026, 12, 31} < CivilDate{2027, 1, 1}));
        QVERIFY((CivilDate{2026, 2, 28} < CivilDate{2026, 3, 1}));
    }
};

QTEST_APPLESS_MAIN(TestIsoWeek)
#include "tst_isoweek.moc"
