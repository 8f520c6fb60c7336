// The weekly puzzle of any week (engine/search/WeeklySeries.h): the compiled-in
// series is levels/weekly byte for byte, a shipped week gives its file's level, and a
// week past the series gives the season's level of that week made after the series.

#include <QObject>
#include <QTest>

#include "engine/files/LevelIo.h"
#include "engine/search/WeeklySeries.h"

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace ff;

namespace {

std::vector<std::filesystem::path> weeklyFiles()
{
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(FF_LEVELS_DIR "/weekly"))
        if (entry.path().filename().string().ends_with(".ffl.json"))
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

std::string fileText(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace

class TestWeeklySeries : public QObject {
    Q_OBJECT

private slots:
    void compiledInSeriesIsTheFolder()
    {
        const std::vector<std::filesystem::path> files = weeklyFiles();
        QVERIFY(files.size() >= 63);
        QCOMPARE(shippedWeeklyFiles().size(), files.size());
        for (std::size_t i = 0; i < files.size(); ++i)
            QVERIFY2(shippedWeeklyFiles()[i] == fileText(files[i]), files[i].c_str());
        QCOMPARE(shippedWeeklyLevels().size(), files.size());
    }

    void shippedWeekGivesItsFile()
    {
        const std::optional<Level> w10 = weeklyLevelFor({2027, 10});
        QVERIFY(w10);
        QCOMPARE(w10->id, std::string("weekly-2027-w10"));
        QCOMPARE(w10->title, std::string("Boomerang"));
        QVERIFY(shippedWeeklyLevel({2026, 43}));
        QVERIFY(!shippedWeeklyLevel({2026, 42}));
    }

    void weekPastTheSeriesIsTheSeasonsLevel()
    {
        const IsoWeek last = *parseIsoWeek(*shippedWeeklyLevels().back().week);
        const IsoWeek next = seasonWeeks(last, 2).back();
        QVERIFY(!shippedWeeklyLevel(next));
        SeasonAfter after;
        for (const std::filesystem::path& file : weeklyFiles())
            addToSeasonAfter(after, *parseLevel(fileText(file)).value);
        const std::optional<Level> made = weeklyLevelFor(next);
        const std::optional<Level> season = seasonLevel(next, 0, after);
        QVERIFY(made && season);
        QCOMPARE(writeLevel(*made), writeLevel(*season));
        QCOMPARE(*made->week, isoWeekText(next));
    }
};

QTEST_APPLESS_MAIN(TestWeeklySeries)
#include "tst_weeklyseries.moc"
