// A season of weekly levels made from the weeks' numbers (engine/search/Season.h,
// docs/weekly.md "Making a season"): the schedule keeps the calendar and the variety
// the series promises; each week made is valid, unique, stored, tight, graded, short
// enough to follow, identified as its week and titled and hinted in both languages;
// the same week gives the same bytes whatever else is made; an earlier level's
// position or title is never taken; the season's clash check names alike levels.

#include <QObject>
#include <QTest>

#include "engine/files/IsoWeek.h"
#include "engine/files/LevelIo.h"
#include "engine/rules/Arena.h"
#include "engine/rules/Symmetry.h"
#include "engine/search/Grade.h"
#include "engine/search/Season.h"
#include "engine/search/Solver.h"
#include "engine/search/Tightness.h"
#include "tests/engine/rules/RuleBoard.h"

#include <algorithm>
#include <set>

using namespace ff;

namespace {

constexpr IsoWeek kFrom{2029, 1};
// Weeks made in full: the first of the year are easy and quick.
constexpr int kMadeWeeks = 4;

Level made(IsoWeek week, std::uint64_t seed = 0, const SeasonAfter& after = {})
{
    std::optional<Level> level = seasonLevel(week, seed, after);
    if (!level)
        qFatal("no level for %s", isoWeekText(week).c_str());
    return *level;
}

} // namespace

class TestSeason : public QObject {
    Q_OBJECT

private slots:
    void weeksRunOverTheNewYear()
    {
        const std::vector<IsoWeek> weeks = seasonWeeks({2026, 52}, 3);
        QCOMPARE(weeks.size(), std::size_t{3});
        QVERIFY((weeks[1] == IsoWeek{2026, 53}));
        QVERIFY((weeks[2] == IsoWeek{2027, 1}));
    }

    // The plans of a year: first week 1, quarter means rising, an easier week (3 or
    // less) in every eight in a row (also across the new year), 5 in the last eight,
    // enough large levels; every theme, a survive-forever goal and boards other than
    // the basic layout in their share.
    void calendarAndVariety()
    {
        for (const int year : {2029, 2030}) {
            std::vector<int> difficulty;
            std::vector<WeekPlan> plans;
            for (const IsoWeek& w : seasonWeeks({year, 1}, isoWeeksInYear(year) + 8)) {
                plans.push_back(weekPlan(w, 0));
                difficulty.push_back(plans.back().options.difficulty);
            }
            const int weeks = isoWeeksInYear(year);
            QCOMPARE(difficulty.front(), 1);
            QVERIFY(std::find(difficulty.begin() + weeks - 8, difficulty.begin() + weeks, 5) !=
                    difficulty.begin() + weeks);
            double previous = 0;
            for (int q = 0; q < 4; ++q) {
                double sum = 0;
                for (int i = q * 13; i < (q + 1) * 13; ++i)
                    sum += difficulty[static_cast<std::size_t>(i)];
                QVERIFY(sum / 13 > previous);
                previous = sum / 13;
            }
            for (std::size_t start = 0; start + 8 <= difficulty.size(); ++start)
                QVERIFY(std::any_of(difficulty.begin() + long(start), difficulty.begin() + long(start) + 8,
                                    [](int d) { return d <= 3; }));
            const auto year52 = [&](auto pred) {
                return int(std::count_if(plans.begin(), plans.begin() + 52, pred));
            };
            QVERIFY(year52([](const WeekPlan& p) { return p.options.difficulty >= 4; }) >= 15);
            QVERIFY(year52([](const WeekPlan& p) { return p.options.difficulty >= 5; }) >= 6);
            QVERIFY(year52([](const WeekPlan& p) { return p.options.difficulty == 1; }) <= 10);
            QVERIFY(year52([](const WeekPlan& p) { return p.options.goal == Goal::SurviveForever; }) >= 3);
            QVERIFY(year52([](const WeekPlan& p) { return p.options.board != GeneratorBoard::Basic; }) * 3 >=
                    52);
            for (const Mechanic m : {Mechanic::Teleport, Mechanic::CrystalSight, Mechanic::TurnRight,
                                     Mechanic::TurnLeft, Mechanic::Turn180})
                QVERIFY(year52([&](const WeekPlan& p) {
                            return std::find(p.options.include.begin(), p.options.include.end(), m) !=
                                   p.options.include.end();
                        }) >= 5);
        }
    }

    // Weeks of difficulty 2 or less are open: the basic layout or the open standard
    // board, unique without a zone; at least eight a year.
    void openWeeksNeedNoZone()
    {
        for (const int year : {2029, 2030}) {
            int open = 0;
            for (const IsoWeek& w : seasonWeeks({year, 1}, 52)) {
                const GeneratorOptions o = weekPlan(w, 0).options;
                QCOMPARE(o.zone, o.difficulty > 2);
                if (!o.zone) {
                    QVERIFY(o.board == GeneratorBoard::Basic || o.board == GeneratorBoard::Standard);
                    ++open;
                }
            }
            QVERIFY(open >= 8);
        }
        for (const IsoWeek& w : seasonWeeks(kFrom, kMadeWeeks)) {
            if (!weekPlan(w, 0).options.zone)
                QVERIFY2(!made(w).allowed, isoWeekText(w).c_str());
        }
    }

    // The pair of tests/engine/search/tst_tightness.cpp: 5x3, "....e" "M.o.." "...o.",
    // a turn-right on (1,1) and a stone on (2,2). Without the turn-right the monster
    // eats the own token on (2,1) in step 2 (the middle third both ways); without the
    // stone, on (0,2) it sees the own token on (3,2) along row 2 and eats it (the
    // middle column, the bottom row). So each piece keeps the monster away from one
    // token, and the hint says which, by its part of the board, and how: the monster
    // turns on the turn-right (R11), and on (0,2), facing S, its left ray (E) ends on
    // the stone, which hides the token on (3,2) (R9).
    void hintSaysWhatEachPieceMustAchieve()
    {
        Level level = ff::test::RuleBoard({"....e", "M.o..", "...o."}).level();
        level.inventory = {{PieceKind::TurnRight, Side::Own, 1}, {PieceKind::Stone, Side::Own, 1}};
        level.solution = std::vector<Placement>{{PieceKind::TurnRight, Side::Own, {1, 1}},
                                                {PieceKind::Stone, Side::Own, {2, 2}}};
        const SeasonHint hint = seasonHint(level, SeasonTheme::TurnRight);
        QVERIFY2(
            hint.en.starts_with("The right-turning stone must turn the monster to keep it away from your "
                                "token in the middle. The stone must block the monster's view to keep it "
                                "away from your token at the bottom."),
            hint.en.c_str());
        QVERIFY2(
            hint.de.starts_with("Der Rechts-Drehstein muss das Monster drehen und es so von deiner Figur in "
                                "der Mitte fernhalten. Der Stein muss dem Monster die Sicht versperren und "
                                "es so von deiner Figur unten fernhalten."),
            hint.de.c_str());
        QVERIFY(hint.en.size() <= 200 && hint.de.size() <= 220);

        // The turn-right alone (the bottom row empty): the same job; the teleport
        // theme's sentence is said whatever is placed, and the count's sentence
        // ("A single piece does it, in the right place.") would take the English
        // text to 217 characters, above the format's 200: left out.
        Level one = ff::test::RuleBoard({"....e", "M.o..", "....."}).level();
        one.inventory = {{PieceKind::TurnRight, Side::Own, 1}};
        one.solution = std::vector<Placement>{{PieceKind::TurnRight, Side::Own, {1, 1}}};
        const SeasonHint single = seasonHint(one, SeasonTheme::Teleport);
        QCOMPARE(single.en,
                 std::string("The right-turning stone must turn the monster to keep it away from your "
                             "token in the middle. The monster has to go through the teleporter: make it "
                             "arrive where it is useful."));
    }

    // 5x3, "....." "M...o" ".....", an enemy token placed on (0,0). The monster on
    // (0,1) faces E and sees the own token 4 cells ahead; its left ray (N) sees the
    // placed enemy 1 cell away, the one nearest token, so it turns N (R10) and eats
    // it: solved. Without it, the monster walks E and eats the own token on (4,1), on
    // the right of the middle row. The enemy lures the monster away from that token.
    void hintSaysALureLures()
    {
        Level level = ff::test::RuleBoard({".....", "M...o", "....."}).level();
        level.inventory = {{PieceKind::Token, Side::Enemy, 1}};
        level.solution = std::vector<Placement>{{PieceKind::Token, Side::Enemy, {0, 0}}};
        const SeasonHint hint = seasonHint(level, SeasonTheme::Tie);
        QVERIFY2(hint.en.starts_with(
                     "The enemy token you place must lure the monster away from your token on the right."),
                 hint.en.c_str());
        QVERIFY2(
            hint.de.starts_with(
                "Die gegnerische Figur, die du setzt, muss das Monster von deiner Figur rechts weglocken."),
            hint.de.c_str());
    }

    // 3x3, "e.." ".M." "...", a stone placed on (2,1), on the east edge. The monster on (1,1) faces E: its
    // ray E ends on the stone, N and S see nothing, so it keeps its facing and enters (2,1), pushing the
    // stone into the void, where it is removed (R12, R13, R14): the stone is pushed, in the first step,
    // though no Push moves it on the board.
    void hintSaysAStonePushedOffIsPushed()
    {
        Level level = ff::test::RuleBoard({"e..", ".M.", "..."}).level();
        level.inventory = {{PieceKind::Stone, Side::Own, 1}};
        level.solution = std::vector<Placement>{{PieceKind::Stone, Side::Own, {2, 1}}};
        const SeasonHint hint = seasonHint(level, SeasonTheme::Push);
        QVERIFY2(hint.en.starts_with("The stone must be pushed to "), hint.en.c_str());
        QVERIFY2(hint.de.starts_with("Der Stein muss sich vom Monster schieben lassen und "),
                 hint.de.c_str());
    }

    // 5x5, the monster on (0,2) facing E, an enemy on (0,0) and one placed on (0,1).
    // Its left ray (N) sees the placed enemy 1 cell away and turns N to it (R10); it
    // eats it, then the one on (0,0): solved. Without the placed enemy the ray sees the
    // one on (0,0) and turns N all the same, so the placed one lures nothing; the run
    // without it is solved with no enemy left, so its job is to keep the monster going.
    void hintCountsALureOnlyWhenItChangesTheLook()
    {
        Level level = ff::test::RuleBoard({"e....", ".....", "M....", ".....", "....."}).level();
        level.inventory = {{PieceKind::Token, Side::Enemy, 1}};
        level.solution = std::vector<Placement>{{PieceKind::Token, Side::Enemy, {0, 1}}};
        const SeasonHint hint = seasonHint(level, SeasonTheme::Tie);
        QVERIFY2(hint.en.starts_with("The enemy token you place must keep the monster going round for ever."),
                 hint.en.c_str());
    }

    void weeksAreWholePuzzles()
    {
        for (const IsoWeek& w : seasonWeeks(kFrom, kMadeWeeks)) {
            const Level level = made(w);
            const std::string name = isoWeekText(w);
            QVERIFY(validateLevel(level).empty());
            QCOMPARE(level.week.value_or(""), name);
            std::string id = "weekly-" + name;
            std::transform(id.begin(), id.end(), id.begin(),
                           [](unsigned char c) { return char(std::tolower(c)); });
            QCOMPARE(level.id, id);
            QCOMPARE(level.author.value_or(""), std::string("Furunkulus"));
            QVERIFY(!level.title.empty() && !level.hint.value_or("").empty());
            QVERIFY(!level.titleI18n.at("de").empty() && !level.hintI18n.at("de").empty());
            QVERIFY(level.solution.has_value());

            const Solver solver(level);
            SolveOptions all;
            all.limit = kNoSolutionLimit;
            const SolveResult search = solver.solve(all);
            QVERIFY(search.complete);
            QCOMPARE(search.count, std::uint64_t{1});
            std::vector<Placement> stored = *level.solution;
            std::sort(stored.begin(), stored.end());
            QVERIFY(search.solutions.front() == stored);
            QVERIFY(checkTightness(solver.arena(), stored).tight());
            const Grade grade = gradeLevel(level);
            QCOMPARE(grade.status, Grade::Status::Graded);
            QCOMPARE(level.difficulty, std::optional<int>(grade.difficulty));
            QCOMPARE(grade.difficulty, weekPlan(w, 0).options.difficulty);
            QVERIFY(grade.features.runSteps <= kSeasonMaxRunSteps);
        }
    }

    // A week is the same made alone or after others, and again; another seed gives
    // another level.
    void sameWeekSameBytes()
    {
        const IsoWeek w{2029, 3};
        const std::string alone = writeLevel(made(w));
        for (const IsoWeek& other : seasonWeeks(kFrom, 2))
            made(other);
        QCOMPARE(writeLevel(made(w)), alone);
        QVERIFY(writeLevel(made(w, 7)) != alone);
    }

    // An earlier level alike to the week's, or holding its title, makes the week
    // choose another position and another title.
    void afterIsNeverRepeated()
    {
        const IsoWeek w{2029, 2};
        const Level first = made(w);
        SeasonAfter after;
        addToSeasonAfter(after, first);
        const Level second = made(w, 0, after);
        QVERIFY(canonicalPositionText(second) != canonicalPositionText(first));
        QVERIFY(second.title != first.title);
        QVERIFY(second.titleI18n.at("de") != first.titleI18n.at("de"));
    }

    void clashesAreNamed()
    {
        const Level a = made({2029, 1});
        Level b = made({2029, 2});
        QVERIFY(seasonClashes({a, b}).empty());
        b.title = a.title;
        QCOMPARE(seasonClashes({a, b}).size(), std::size_t{1});
        b = a;
        b.id = "weekly-2029-w02";
        const std::vector<std::string> clashes = seasonClashes({a, b});
        QVERIFY(!clashes.empty());
        QVERIFY(clashes.front().find("weekly-2029-w01") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestSeason)
#include "tst_season.moc"
