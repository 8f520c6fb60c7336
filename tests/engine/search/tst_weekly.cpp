// The weekly puzzles (levels/weekly, docs/weekly.md): one file for every ISO week from
// 2026-W43 to 2028-W52, each a valid level with exactly one solution (R22), stored,
// graded as its `difficulty` says (docs/grading.md), titled and hinted in English and
// German; titles unique and no two positions alike (the same, or one the other's
// mirror image) over all of them; and each season as a whole (the first series,
// 2026-W43 to 2027-W52, and 2028, made by `furunkulus-cli season`): difficulty rising
// with easier weeks in between, enough large levels, every special piece and the
// survive-forever goal in several levels, layouts other than the basic one (R4). From
// 2026-W51 on every puzzle is tight (engine/search/Tightness.h: every piece of its
// solution needed), and in each season half of the tight ones or more give the
// player a tile to place (a stone, crystal or turning stone), each tile kind in at
// least four, and eight or more need no placement zone on the basic layout or the
// open standard board.
//
// The weeks: 2026 has 53 ISO weeks (it starts on a Thursday), so 2026-W43..W53 are
// 11 weeks, 2027-W01..W52 another 52 and 2028-W01..W52 52 more: 115 files.

#include <QDir>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTest>

#include "engine/files/IsoWeek.h"
#include "engine/files/LevelIo.h"
#include "engine/rules/BasicLayout.h"
#include "engine/search/Grade.h"
#include "engine/search/Season.h"
#include "engine/search/Solver.h"
#include "engine/search/Tightness.h"

#include <algorithm>
#include <array>
#include <vector>

using namespace ff;

namespace {

constexpr IsoWeek kFirstWeek{2026, 43};
constexpr IsoWeek kLastWeek{2028, 52};
constexpr int kWeekCount = 115;

// The seasons whose promises hold each on its own: first and last week, and whether
// `furunkulus-cli season` made it (engine/search/Season.h).
struct Season {
    IsoWeek first;
    IsoWeek last;
    bool made;
};
constexpr std::array<Season, 2> kSeasons = {{{{2026, 43}, {2027, 52}, false}, {{2028, 1}, {2028, 52}, true}}};
// Weeks up to 2026-W50 were released before the series had to be tight.
constexpr IsoWeek kFirstTightWeek{2026, 51};

IsoWeek nextWeek(IsoWeek w)
{
    return w.week < isoWeeksInYear(w.year) ? IsoWeek{w.year, w.week + 1} : IsoWeek{w.year + 1, 1};
}

std::vector<IsoWeek> weeksFrom(IsoWeek first, IsoWeek last)
{
    std::vector<IsoWeek> weeks;
    for (IsoWeek w = first; w <= last; w = nextWeek(w))
        weeks.push_back(w);
    return weeks;
}

std::vector<IsoWeek> seriesWeeks()
{
    return weeksFrom(kFirstWeek, kLastWeek);
}

// "2026-w43.ffl.json" for 2026-W43.
QString fileNameOf(IsoWeek w)
{
    return QString::fromStdString(isoWeekText(w)).toLower() + QStringLiteral(".ffl.json");
}

QString weeklyDir()
{
    return QStringLiteral(FF_LEVELS_DIR "/weekly");
}

std::optional<Level> readWeekly(const QString& fileName)
{
    std::string error;
    const std::optional<std::string> text = readTextFile((weeklyDir() + '/' + fileName).toStdString(), error);
    if (!text)
        return std::nullopt;
    return parseLevel(*text).value;
}

// The kind stands on the board or waits in the inventory.
bool hasKind(const Level& level, PieceKind kind)
{
    return std::any_of(level.pieces.begin(), level.pieces.end(),
                       [&](const Piece& p) { return p.kind == kind; }) ||
           std::any_of(level.inventory.begin(), level.inventory.end(),
                       [&](const InventoryItem& i) { return i.kind == kind && i.count > 0; });
}

// The standard board with every stone and blood pool of the basic layout (R4).
bool onBasicLayout(const Level& level)
{
    if (!level.board.isStandard())
        return false;
    const std::vector<Piece> basic = basicLayoutPieces();
    return std::all_of(basic.begin(), basic.end(), [&](const Piece& b) {
        return std::find(level.pieces.begin(), level.pieces.end(), b) != level.pieces.end();
    });
}

// The standard board holding nothing but tokens and stones (R3): no blood, no
// teleporters, no crystals or turning stones.
bool onOpenStandard(const Level& level)
{
    return level.board.isStandard() &&
           std::all_of(level.pieces.begin(), level.pieces.end(), [](const Piece& p) {
               return p.kind == PieceKind::Token || p.kind == PieceKind::Stone;
           });
}

// How a position may be turned into a look-alike: mirrored left to right, top to
// bottom, or both (the point reflection of R5, a half turn). A mirror swaps the
// turning stones' senses; the half turn keeps them.
enum class Mirror { LeftRight, TopBottom, HalfTurn };

Dir mirrored(Dir d, Mirror m)
{
    const bool horizontal = d == Dir::E || d == Dir::W;
    if (m == Mirror::HalfTurn || (m == Mirror::LeftRight) == horizontal)
        return turnAround(d);
    return d;
}

Level mirroredLevel(Level level, Mirror m)
{
    const int w = level.board.width();
    const int h = level.board.height();
    const auto cell = [&](Cell c) {
        return Cell{m == Mirror::TopBottom ? c.x : w - 1 - c.x, m == Mirror::LeftRight ? c.y : h - 1 - c.y};
    };
    level.monsterAt = cell(level.monsterAt);
    level.monsterFacing = mirrored(level.monsterFacing, m);
    for (Piece& p : level.pieces) {
        if (p.kind == PieceKind::Blood) {
            for (Cell& c : p.cells)
                c = cell(c);
            continue;
        }
        p.at = cell(p.at);
        if (p.kind == PieceKind::Teleporter)
            p.arrow = mirrored(p.arrow, m);
        if (m != Mirror::HalfTurn && p.kind == PieceKind::TurnRight)
            p.kind = PieceKind::TurnLeft;
        else if (m != Mirror::HalfTurn && p.kind == PieceKind::TurnLeft)
            p.kind = PieceKind::TurnRight;
    }
    return level;
}

// The pieces with every blood pool's cells in one order, so that equal pools compare
// equal however they were listed.
std::vector<Piece> normalPieces(const Level& level)
{
    std::vector<Piece> pieces = level.pieces;
    for (Piece& p : pieces)
        std::sort(p.cells.begin(), p.cells.end());
    return pieces;
}

bool samePosition(const Level& a, const Level& b)
{
    const std::vector<Piece> pa = normalPieces(a);
    const std::vector<Piece> pb = normalPieces(b);
    return a.board == b.board && a.monsterAt == b.monsterAt && a.monsterFacing == b.monsterFacing &&
           std::is_permutation(pa.begin(), pa.end(), pb.begin(), pb.end());
}

// The same position, or one of its mirror images.
bool alike(const Level& a, const Level& b)
{
    return samePosition(a, b) || samePosition(a, mirroredLevel(b, Mirror::LeftRight)) ||
           samePosition(a, mirroredLevel(b, Mirror::TopBottom)) ||
           samePosition(a, mirroredLevel(b, Mirror::HalfTurn));
}

} // namespace

class TestWeekly : public QObject {
    Q_OBJECT

private slots:
    void oneFilePerWeek()
    {
        const std::vector<IsoWeek> weeks = seriesWeeks();
        QCOMPARE(int(weeks.size()), kWeekCount);
        QStringList expected;
        for (const IsoWeek& w : weeks)
            expected << fileNameOf(w);
        QStringList present = QDir(weeklyDir()).entryList(QDir::Files);
        present.sort();
        QCOMPARE(present, expected);
    }

    void level_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QString>("week");
        for (const IsoWeek& w : seriesWeeks()) {
            const QString week = QString::fromStdString(isoWeekText(w));
            QTest::newRow(qPrintable(week)) << fileNameOf(w) << week;
        }
    }

    // Valid, the right id and week, texts in both languages, exactly one solution,
    // which is the stored one, and the grader's difficulty.
    void level()
    {
        QFETCH(QString, fileName);
        QFETCH(QString, week);
        const std::optional<Level> level = readWeekly(fileName);
        QVERIFY2(level, qPrintable(fileName + QStringLiteral(" cannot be read")));
        QVERIFY(validateLevel(*level).empty());
        QCOMPARE(QString::fromStdString(level->id), QStringLiteral("weekly-") + week.toLower());
        QCOMPARE(QString::fromStdString(level->week.value_or("")), week);
        QCOMPARE(level->author.value_or(""), std::string("Furunkulus"));
        QVERIFY(!level->title.empty());
        QVERIFY(!level->hint.value_or("").empty());
        QVERIFY(level->titleI18n.contains("de") && !level->titleI18n.at("de").empty());
        QVERIFY(level->hintI18n.contains("de") && !level->hintI18n.at("de").empty());
        QVERIFY(level->solution.has_value());
        QVERIFY(level->difficulty.has_value());

        const Solver solver(*level);
        SolveOptions all;
        all.limit = kNoSolutionLimit;
        const SolveResult search = solver.solve(all);
        QVERIFY(search.complete);
        QCOMPARE(search.count, std::uint64_t(1));
        std::vector<Placement> stored = *level->solution;
        std::sort(stored.begin(), stored.end());
        QVERIFY(search.solutions.front() == stored);

        const Grade grade = gradeLevel(*level);
        QCOMPARE(grade.status, Grade::Status::Graded);
        QCOMPARE(*level->difficulty, grade.difficulty);

        const std::optional<IsoWeek> isoWeek = parseIsoWeek(level->week.value_or(""));
        QVERIFY(isoWeek.has_value());
        if (!(*isoWeek < kFirstTightWeek))
            QVERIFY2(checkTightness(solver.arena(), stored).tight(), "every piece of the solution is needed");
    }

    // Over all the weeks: titles unique, no two positions alike.
    void allWeeks()
    {
        std::vector<Level> levels;
        for (const IsoWeek& w : seriesWeeks()) {
            std::optional<Level> level = readWeekly(fileNameOf(w));
            QVERIFY2(level, qPrintable(fileNameOf(w) + QStringLiteral(" cannot be read")));
            levels.push_back(std::move(*level));
        }
        QSet<QString> titles;
        QSet<QString> germanTitles;
        for (const Level& l : levels) {
            titles.insert(QString::fromStdString(l.title).toLower());
            germanTitles.insert(QString::fromStdString(l.titleI18n.at("de")).toLower());
        }
        QCOMPARE(titles.size(), kWeekCount);
        QCOMPARE(germanTitles.size(), kWeekCount);
        for (std::size_t i = 0; i < levels.size(); ++i)
            for (std::size_t j = i + 1; j < levels.size(); ++j)
                QVERIFY2(!alike(levels[i], levels[j]), (levels[i].id + " and " + levels[j].id).c_str());
    }

    void season_data()
    {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < kSeasons.size(); ++i)
            QTest::newRow(isoWeekText(kSeasons[i].first).c_str()) << int(i);
    }

    // What makes a season's weeks a series rather than so many puzzles.
    void season()
    {
        QFETCH(int, index);
        const Season& range = kSeasons[static_cast<std::size_t>(index)];
        std::vector<Level> levels;
        for (const IsoWeek& w : weeksFrom(range.first, range.last)) {
            std::optional<Level> level = readWeekly(fileNameOf(w));
            QVERIFY2(level, qPrintable(fileNameOf(w) + QStringLiteral(" cannot be read")));
            levels.push_back(std::move(*level));
        }
        const int weekCount = int(levels.size());
        // A made season asks what a person can follow: runs of at most
        // kSeasonMaxRunSteps, and from kSeasonChainFrom on a chain of the pieces.
        if (range.made) {
            for (const Level& l : levels) {
                const GradeFeatures f = gradeLevel(l, 1).features;
                QVERIFY2(f.runSteps <= kSeasonMaxRunSteps, l.id.c_str());
                if (l.difficulty.value_or(0) >= kSeasonChainFrom)
                    QVERIFY2(f.chain >= f.needed - kSeasonChainSlack, l.id.c_str());
            }
        }
        const auto count = [&](auto pred) { return int(std::count_if(levels.begin(), levels.end(), pred)); };
        QVERIFY(count([](const Level& l) { return l.inventorySize() >= 4; }) >= 15);
        QVERIFY(count([](const Level& l) { return l.inventorySize() >= 5; }) >= 6);
        QVERIFY(count([](const Level& l) { return l.inventorySize() == 1; }) <= 10);
        std::vector<Level> tight;
        for (const Level& l : levels) {
            if (!(*parseIsoWeek(l.week.value_or("")) < kFirstTightWeek))
                tight.push_back(l);
        }
        const auto countTight = [&](auto pred) {
            return int(std::count_if(tight.begin(), tight.end(), pred));
        };
        const auto places = [](const Level& l, PieceKind kind) {
            return std::any_of(l.inventory.begin(), l.inventory.end(),
                               [&](const InventoryItem& i) { return i.kind == kind && i.count > 0; });
        };
        const auto placesATile = [&](const Level& l) {
            return std::any_of(l.inventory.begin(), l.inventory.end(), [](const InventoryItem& i) {
                return i.kind != PieceKind::Token && i.count > 0;
            });
        };
        QVERIFY(countTight(placesATile) * 2 >= int(tight.size()));
        for (PieceKind kind : {PieceKind::Stone, PieceKind::Crystal, PieceKind::TurnRight,
                               PieceKind::TurnLeft, PieceKind::Turn180})
            QVERIFY2(countTight([&](const Level& l) { return places(l, kind); }) >= 4, kindName(kind));
        QVERIFY(countTight([](const Level& l) {
                    return !l.allowed && (onBasicLayout(l) || onOpenStandard(l));
                }) >= 8);
        for (PieceKind kind : {PieceKind::Teleporter, PieceKind::Crystal, PieceKind::TurnRight,
                               PieceKind::TurnLeft, PieceKind::Turn180})
            QVERIFY2(count([&](const Level& l) { return hasKind(l, kind); }) >= 5, kindName(kind));
        QVERIFY(count([](const Level& l) { return l.effectiveGoal() == Goal::SurviveForever; }) >= 3);
        QVERIFY(count([](const Level& l) { return !onBasicLayout(l); }) * 3 >= weekCount);

        // Difficulty: the mean rises from quarter to quarter of the series, which
        // starts at 1 and reaches 5 in its last eight weeks, and any eight weeks in a
        // row hold an easier week (3 or less) to breathe.
        std::vector<int> difficulty;
        for (const Level& l : levels)
            difficulty.push_back(l.difficulty.value_or(0));
        QCOMPARE(difficulty.front(), 1);
        QVERIFY(std::find(difficulty.end() - 8, difficulty.end(), 5) != difficulty.end());
        const int quarter = weekCount / 4;
        double previousMean = 0;
        for (int q = 0; q < 4; ++q) {
            const auto from = difficulty.begin() + q * quarter;
            const auto to = q == 3 ? difficulty.end() : from + quarter;
            double sum = 0;
            for (auto it = from; it != to; ++it)
                sum += *it;
            const double mean = sum / double(to - from);
            QVERIFY2(mean > previousMean, qPrintable(QStringLiteral("quarter %1").arg(q + 1)));
            previousMean = mean;
        }
        for (std::size_t start = 0; start + 8 <= difficulty.size(); ++start)
            QVERIFY(std::any_of(difficulty.begin() + long(start), difficulty.begin() + long(start) + 8,
                                [](int d) { return d <= 3; }));
    }
};

QTEST_APPLESS_MAIN(TestWeekly)
#include "tst_weekly.moc"
