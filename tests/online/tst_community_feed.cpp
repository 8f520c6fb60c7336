// The Community page's feed without a widget, against the real furunkulus-server on
// 127.0.0.1 (OnlineHub): four levels published over HTTP by two players, one solved
// by a third; the feed lists them in each order and of one author, a page at a
// time, and fetches every listed board once; a play fetches the level, counts it
// and keeps it in the cache; a vote brings the hub's counts, and one on one's own
// level is refused; a report reaches the hub once; with the hub stopped the feed
// lists the levels kept in the cache, sorted as the hub sorts, opens them from there
// and says when the hub is back; the counts a vote's answer and a solve's receipt
// bring are kept for offline.
#include "engine/files/GeneratorOptions.h"
#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"
#include "engine/search/Generator.h"
#include "online/CommunityFeed.h"
#include "online/HubAccount.h"
#include "online/HubSession.h"
#include "online/Outbox.h"
#include "tests/online/OnlineHub.h"

#include <QCoreApplication>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <algorithm>
#include <functional>

using ff::online::CommunityFeed;
using ff::online::CommunityLevel;
using ff::online::HubAccount;
using ff::online::HubSession;
using nlohmann::json;
using onlinetest::kApi;
using onlinetest::kWait;
using onlinetest::placementBody;
using onlinetest::solutionOf;
using onlinetest::weeklyLevel;

namespace {

// A level as its publisher got it back from the hub.
struct Published {
    QString slug;
    QString author;
    QString published;
    int solves = 0;
};

} // namespace

class TestCommunityFeed : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void listsInEveryOrderAPageAtATime();
    void fetchesEachBoardOnce();
    void playFetchesCountsAndKeeps();
    void votesAndTheOwnLevel();
    void reportsOncePerLevel();
    void offlineListsTheCacheAsTheHubSorts();
    void generatedLevelComesBackAsGenerated();
    void countsOfSolvesAndVotesAreKept();
    void aListAskedForDoesNotStopTheLevelToPlay();
    void cleanupTestCase();

private:
    Published publish(const std::string& text, const std::string& token);
    QStringList ordered(const std::function<bool(const Published&, const Published&)>& before,
                        const QString& author = {}) const;
    // Lists the first page and waits for it.
    static bool list(CommunityFeed& feed);

    QTemporaryDir dir_;
    QString data_;
    onlinetest::OnlineHub hub_;
    std::string playerToken_;
    std::vector<Published> levels_;
};

Published TestCommunityFeed::publish(const std::string& text, const std::string& token)
{
    const HubReply reply = hub_.process().post(kApi + "/levels", text, token);
    Published p;
    if (reply.status != 201 || !reply.body.contains("levels") || reply.body["levels"].empty())
        return p;
    const json& level = reply.body["levels"][0];
    p.slug = QString::fromStdString(level.value("slug", std::string()));
    p.author = QString::fromStdString(level.value("author", std::string()));
    p.published = QString::fromStdString(level.value("published", std::string()));
    // Newest first needs times apart (the hub keeps milliseconds).
    QThread::msleep(5);
    return p;
}

QStringList TestCommunityFeed::ordered(const std::function<bool(const Published&, const Published&)>& before,
                                       const QString& author) const
{
    std::vector<Published> levels = levels_;
    std::erase_if(levels, [&author](const Published& p) {
        return !author.isEmpty() && p.author.compare(author, Qt::CaseInsensitive) != 0;
    });
    std::stable_sort(levels.begin(), levels.end(), before);
    QStringList slugs;
    for (const Published& p : levels)
        slugs << p.slug;
    return slugs;
}

bool TestCommunityFeed::list(CommunityFeed& feed)
{
    QSignalSpy listed(&feed, &CommunityFeed::listChanged);
    feed.reload();
    return listed.wait(kWait) && !feed.isListing();
}

void TestCommunityFeed::initTestCase()
{
    QVERIFY(dir_.isValid());
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                       dir_.filePath(QStringLiteral("settings")));
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir_.filePath(QStringLiteral("settings")));
    QCoreApplication::setOrganizationName(QStringLiteral("Furunkulus"));
    QCoreApplication::setApplicationName(QStringLiteral("Furunkulus"));
    data_ = dir_.filePath(QStringLiteral("data"));
    QVERIFY2(hub_.start(), qPrintable(hub_.errorOutput()));
    const std::string author = hub_.registerPlayer("Author");
    playerToken_ = hub_.registerPlayer("Player");
    const std::string solver = hub_.registerPlayer("Solver");
    QVERIFY(!author.empty() && !playerToken_.empty() && !solver.empty());
    for (const char* week : {"2026-w43", "2026-w44", "2026-w45"})
        levels_.push_back(publish(weeklyLevel(week), author));
    levels_.push_back(publish(weeklyLevel("2026-w46"), playerToken_));
    for (const Published& p : levels_)
        QVERIFY2(!p.slug.isEmpty(), "a level was not published");
    // The third player solves the oldest: the only level with a solve.
    const HubReply solved = hub_.process().post(kApi + "/levels/" + levels_[0].slug.toStdString() + "/solves",
                                                placementBody(solutionOf(weeklyLevel("2026-w43"))), solver);
    QCOMPARE(solved.status, 200);
    levels_[0].solves = 1;
    HubAccount::setAddress(hub_.address());
    HubAccount::setPlayer(hub_.address(), QStringLiteral("Player"), QString::fromStdString(playerToken_));
}

void TestCommunityFeed::cleanupTestCase()
{
    hub_.stop();
}

void TestCommunityFeed::listsInEveryOrderAPageAtATime()
{
    HubSession session(data_);
    CommunityFeed feed;
    feed.setHub(&session);
    const auto newer = [](const Published& a, const Published& b) { return a.published > b.published; };
    QVERIFY(list(feed));
    QCOMPARE(feed.listedSlugs(), ordered(newer));
    QCOMPARE(feed.matchCount(), 4);
    QCOMPARE(feed.listedHub(), hub_.address());
    QVERIFY(!feed.isOffline());
    QVERIFY(feed.listProblem().isEmpty());
    QVERIFY(!feed.canLoadMore());

    feed.setSort(ff::api::CommunitySort::MostSolved);
    QVERIFY(list(feed));
    QCOMPARE(feed.listedSlugs().first(), levels_[0].slug);

    feed.setSort(ff::api::CommunitySort::Newest);
    feed.setAuthor(QStringLiteral(" player "));
    QVERIFY(list(feed));
    QCOMPARE(feed.listedSlugs(), ordered(newer, QStringLiteral("Player")));

    // Two at a time: the next page adds to the list, each level once.
    feed.setAuthor({});
    feed.setPageSize(2);
    QVERIFY(list(feed));
    QCOMPARE(feed.listedSlugs(), ordered(newer).mid(0, 2));
    QVERIFY(feed.canLoadMore());
    QSignalSpy more(&feed, &CommunityFeed::listChanged);
    feed.loadMore();
    QCOMPARE(feed.activity(), CommunityFeed::Activity::ListingMore);
    QVERIFY(more.wait(kWait));
    QCOMPARE(feed.listedSlugs(), ordered(newer));
    QVERIFY(!feed.canLoadMore());
    QCOMPARE(feed.activity(), CommunityFeed::Activity::None);
}

void TestCommunityFeed::fetchesEachBoardOnce()
{
    HubSession session(data_);
    CommunityFeed feed;
    feed.setHub(&session);
    QSignalSpy changed(&feed, &CommunityFeed::levelChanged);
    QVERIFY(list(feed));
    const QStringList slugs = feed.listedSlugs();
    QTRY_VERIFY_WITH_TIMEOUT(
        std::all_of(slugs.begin(), slugs.end(),
                    [&feed](const QString& slug) { return feed.board(slug) != nullptr; }),
        kWait);
    QStringList arrived;
    for (const QList<QVariant>& signal : changed)
        arrived << signal.at(0).toString();
    arrived.sort();
    QStringList expected = slugs;
    expected.sort();
    QCOMPARE(arrived, expected);
    // Looking counts as no play: the only play is the third player's solve.
    for (const CommunityLevel& level : feed.levels())
        QCOMPARE(level.plays, level.slug == levels_[0].slug ? 1 : 0);
    // Listed again, the boards are had already.
    changed.clear();
    QVERIFY(list(feed));
    QTest::qWait(200);
    QCOMPARE(changed.size(), 0);
}

void TestCommunityFeed::playFetchesCountsAndKeeps()
{
    HubSession session(data_);
    CommunityFeed feed;
    feed.setHub(&session);
    QVERIFY(list(feed));
    const QString slug = levels_[1].slug;
    QVERIFY(!session.cache().communityLevel(slug));
    QSignalSpy ready(&feed, &CommunityFeed::levelReady);
    feed.play(slug);
    QCOMPARE(feed.activity(), CommunityFeed::Activity::Fetching);
    QVERIFY(ready.wait(kWait));
    const auto level = ready.at(0).at(0).value<CommunityLevel>();
    QCOMPARE(level.slug, slug);
    QVERIFY(level.level);
    QVERIFY(ready.at(0).at(1).toBool());
    QCOMPARE(level.plays, 1);
    QCOMPARE(feed.listed(slug)->plays, 1);
    QVERIFY(session.cache().communityLevel(slug));
    QCOMPARE(feed.activity(), CommunityFeed::Activity::None);

    // A level the hub does not have is kept nowhere.
    QSignalSpy failed(&feed, &CommunityFeed::playFailed);
    feed.play(QStringLiteral("0123456789ab"));
    QVERIFY(failed.wait(kWait));
    QVERIFY2(failed.at(0).at(1).toString().contains(QStringLiteral("no such community level")),
             qPrintable(failed.at(0).at(1).toString()));
}

void TestCommunityFeed::aListAskedForDoesNotStopTheLevelToPlay()
{
    // A link opens the Community page, which lists, while the level is fetched: the
    // level still opens.
    HubSession session(data_);
    CommunityFeed feed;
    feed.setHub(&session);
    QSignalSpy ready(&feed, &CommunityFeed::levelReady);
    feed.play(levels_[2].slug);
    feed.reload();
    QVERIFY(ready.wait(kWait));
    QCOMPARE(ready.at(0).at(0).value<CommunityLevel>().slug, levels_[2].slug);
    QTRY_COMPARE_WITH_TIMEOUT(feed.activity(), CommunityFeed::Activity::None, kWait);
}

void TestCommunityFeed::votesAndTheOwnLevel()
{
    HubSession session(data_);
    CommunityFeed feed;
    feed.setHub(&session);
    QVERIFY(list(feed));
    const QString slug = levels_[2].slug;
    QSignalSpy voted(&feed, &CommunityFeed::voted);
    feed.vote(slug, 1);
    QVERIFY(feed.isVoting());
    QVERIFY(voted.wait(kWait));
    QCOMPARE(voted.at(0).at(0).toString(), slug);
    QCOMPARE(voted.at(0).at(1).toInt(), 1);
    QCOMPARE(feed.listed(slug)->up, 1);
    QVERIFY(!feed.isVoting());
    feed.vote(slug, 0);
    QVERIFY(voted.wait(kWait));
    QCOMPARE(voted.at(1).at(1).toInt(), 0);
    QCOMPARE(feed.listed(slug)->up, 0);

    QSignalSpy failed(&feed, &CommunityFeed::actionFailed);
    feed.vote(levels_[3].slug, -1);
    QVERIFY(failed.wait(kWait));
    QCOMPARE(failed.at(0).at(0).toString(), QStringLiteral("You cannot vote on your own level."));
    QCOMPARE(feed.listed(levels_[3].slug)->down, 0);
}

// A report reaches the hub once; the second is refused, in words.
void TestCommunityFeed::reportsOncePerLevel()
{
    HubSession session(data_);
    CommunityFeed feed;
    feed.setHub(&session);
    QVERIFY(list(feed));
    const QString slug = levels_[1].slug;
    QSignalSpy reported(&feed, &CommunityFeed::reported);
    QSignalSpy failed(&feed, &CommunityFeed::actionFailed);
    feed.report(slug, QStringLiteral("a copy of a puzzle book's level"));
    QVERIFY(feed.isReporting());
    QVERIFY(reported.wait(kWait));
    QCOMPARE(reported.at(0).at(0).toString(), slug);
    QVERIFY(!feed.isReporting());
    feed.report(slug, QStringLiteral("still a copy"));
    QVERIFY(failed.wait(kWait));
    QCOMPARE(failed.at(0).at(0).toString(), QStringLiteral("You have reported this level already."));
    QCOMPARE(reported.size(), 1);
}

void TestCommunityFeed::offlineListsTheCacheAsTheHubSorts()
{
    HubSession session(data_);
    session.setReconnectMs(100);
    CommunityFeed feed;
    feed.setHub(&session);
    QVERIFY(list(feed));
    // Two levels kept: the one played before, and the most solved one played now.
    QSignalSpy ready(&feed, &CommunityFeed::levelReady);
    feed.play(levels_[0].slug);
    QVERIFY(ready.wait(kWait));

    QVERIFY(hub_.stop());
    session.refresh();
    QTRY_COMPARE_WITH_TIMEOUT(session.state(), HubSession::State::Offline, kWait);
    feed.setSort(ff::api::CommunitySort::MostSolved);
    QVERIFY(list(feed));
    QVERIFY(feed.isOffline());
    QVERIFY2(feed.listProblem().contains(QStringLiteral("cannot be reached")),
             qPrintable(feed.listProblem()));
    QCOMPARE(feed.listedSlugs(), (QStringList{levels_[0].slug, levels_[1].slug}));
    QCOMPARE(feed.matchCount(), 2);
    QVERIFY(!feed.canLoadMore());
    QVERIFY(feed.board(levels_[1].slug));
    feed.setSort(ff::api::CommunitySort::Newest);
    QVERIFY(list(feed));
    QCOMPARE(feed.listedSlugs(), (QStringList{levels_[1].slug, levels_[0].slug}));

    // Offline a kept level opens from the cache; another one does not.
    ready.clear();
    feed.play(levels_[1].slug);
    QCOMPARE(ready.size(), 1);
    QVERIFY(!ready.at(0).at(1).toBool());
    QSignalSpy failed(&feed, &CommunityFeed::playFailed);
    feed.play(levels_[2].slug);
    QCOMPARE(failed.size(), 1);
    QVERIFY2(failed.at(0).at(1).toString().contains(QStringLiteral("not on this computer")),
             qPrintable(failed.at(0).at(1).toString()));

    QSignalSpy back(&feed, &CommunityFeed::hubBack);
    QVERIFY(hub_.restart());
    QVERIFY(back.wait(kWait));
    QVERIFY(list(feed));
    QVERIFY(!feed.isOffline());
    QCOMPARE(feed.matchCount(), 4);
}

// The hub sends a level's JSON with its keys sorted; a generated level still comes
// back with the generator's record as the generator wrote it: it reads as generated
// (LevelWords::title) and its share code stores the options in its place.
void TestCommunityFeed::generatedLevelComesBackAsGenerated()
{
    ff::GeneratorOptions options;
    options.seed = 7;
    options.difficulty = 1;
    options.board = ff::GeneratorBoard::Custom;
    options.width = 5;
    options.height = 4;
    const std::optional<ff::Level> generated = ff::generateLevel(options);
    QVERIFY(generated);
    const Published published = publish(ff::writeLevel(*generated), playerToken_);
    QVERIFY(!published.slug.isEmpty());
    const std::vector<std::pair<std::string, std::string>> record{
        {"x-generator", ff::generatorRecord(options)}};

    HubSession session(data_);
    CommunityFeed feed;
    feed.setHub(&session);
    QVERIFY(list(feed));
    QTRY_VERIFY_WITH_TIMEOUT(feed.board(published.slug), kWait);
    QVERIFY(feed.board(published.slug)->extras == record);
    QSignalSpy ready(&feed, &CommunityFeed::levelReady);
    feed.play(published.slug);
    QVERIFY(ready.wait(kWait));
    const auto played = ready.at(0).at(0).value<CommunityLevel>();
    QVERIFY(played.level);
    QVERIFY(played.level->extras == record);
    const std::string code = ff::encodeShareCode(*played.level);
    QVERIFY2(code.size() <= 100, code.c_str());
    // The copy kept in the cache too.
    const std::optional<CommunityLevel> kept = session.cache().communityLevel(published.slug);
    QVERIFY(kept && kept->level && kept->level->extras == record);
}

// The hub answers a vote and a solve with the level's counts: the copy kept in the
// cache takes them, so that offline the list shows the last counts the hub sent.
void TestCommunityFeed::countsOfSolvesAndVotesAreKept()
{
    HubSession session(data_);
    CommunityFeed feed;
    feed.setHub(&session);
    QVERIFY(list(feed));
    const QString slug = levels_[2].slug;
    QSignalSpy ready(&feed, &CommunityFeed::levelReady);
    feed.play(slug);
    QVERIFY(ready.wait(kWait));
    std::optional<CommunityLevel> kept = session.cache().communityLevel(slug);
    QVERIFY(kept);
    QCOMPARE(kept->solves, 0);
    QCOMPARE(kept->up, 0);

    QSignalSpy voted(&feed, &CommunityFeed::voted);
    feed.vote(slug, 1);
    QVERIFY(voted.wait(kWait));
    kept = session.cache().communityLevel(slug);
    QVERIFY(kept);
    QCOMPARE(kept->up, 1);

    QSignalSpy delivered(session.outbox(), &ff::online::Outbox::delivered);
    ff::online::Submission solve;
    solve.hub = hub_.address();
    solve.kind = ff::online::Submission::Kind::Community;
    solve.target = slug;
    solve.placements = solutionOf(weeklyLevel("2026-w45"));
    solve.queued = QDateTime::currentDateTimeUtc();
    QVERIFY(session.submit(solve));
    QVERIFY(delivered.wait(kWait));
    QCOMPARE(feed.listed(slug)->solves, 1);
    kept = session.cache().communityLevel(slug);
    QVERIFY(kept && kept->level);
    QCOMPARE(kept->solves, 1);
    QCOMPARE(kept->plays, feed.listed(slug)->plays);
    QCOMPARE(kept->up, 1);
}

QTEST_GUILESS_MAIN(TestCommunityFeed)
#include "tst_community_feed.moc"
