// The Community page against the real furunkulus-server on 127.0.0.1 (OnlineHub):
// three levels published over HTTP by two players, one solved by a third; the page
// lists them in each order and of one author, a page at a time; Play opens a level
// and counts as a play; its solve reaches the hub; votes show the hub's counts and a
// vote on one's own level is refused; Report… sends a reason the hub keeps, once;
// with the hub stopped the page says so and the level played opens from the cache.
// Without a hub there is no Community collection. A hostile hub (httplib in the
// test) that answers nonsense, lies and asks to slow down is said so, and what it
// sends is bounded and checked.
#include "app/gui/CommunityPage.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelItemDelegate.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/MainWindow.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/ProgressStore.h"
#include "app/gui/ReportDialog.h"
#include "board/PlayerView.h"
#include "engine/files/LevelIo.h"
#include "online/HubAccount.h"
#include "online/HubSession.h"
#include "tests/app/AppTestSettings.h"
#include "tests/online/OnlineHub.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>
#include <QToolButton>
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <memory>
#include <thread>

using namespace ff::app;

using ff::online::HubAccount;
using ff::online::HubSession;
using nlohmann::json;
using onlinetest::hubLevel;
using onlinetest::kApi;
using onlinetest::kToday;
using onlinetest::kWait;
using onlinetest::placementBody;
using onlinetest::solutionOf;
using onlinetest::weeklyLevel;

namespace {

// A level as its publisher got it back from the hub.
struct Published {
    QString slug;
    QString author;
    QString title;
    QString published;
    int grade = 0;
    bool solved = false; // by the third player before the page looks
};

// The app as it starts: a library on the hub's day, a hub session on `data`, the window.
struct App {
    explicit App(const QString& data)
        : library(QStringLiteral(":/levels"), data + QStringLiteral("/levels")), hub(data)
    {
        library.setToday(kToday);
        window = std::make_unique<MainWindow>(&library, nullptr, &hub);
        window->setGeometry(0, 0, 800, 600);
        window->show();
    }
    CommunityPage* page() const { return window->findChild<CommunityPage*>(); }
    // Shows the Community collection (the page lists its first page).
    CommunityPage* openPage() const
    {
        window->showBrowser();
        window->browser()->showCollection(LevelLibrary::Community);
        return page();
    }

    LevelLibrary library;
    HubSession hub;
    std::unique_ptr<MainWindow> window;
};

QListWidgetItem* cardOf(CommunityPage* page, const QString& slug)
{
    for (int i = 0; i < page->list()->count(); ++i) {
        QListWidgetItem* item = page->list()->item(i);
        if (item->data(LevelItemDelegate::KeyRole).toString().endsWith(QLatin1Char('/') + slug))
            return item;
    }
    return nullptr;
}

// The page's widget of that object name.
template <typename W> W* child(CommunityPage* page, const char* name)
{
    return page->findChild<W*>(QLatin1String(name));
}

bool allCardsHaveBoards(CommunityPage* page)
{
    for (int i = 0; i < page->list()->count(); ++i) {
        if (page->list()->item(i)->data(LevelItemDelegate::ThumbnailRole).value<QPixmap>().isNull())
            return false;
    }
    return page->list()->count() > 0;
}

// With FF_SCREENSHOT_DIR set, the window as it is now, for a look at the layout: on
// an X server (xvfb-run -s "-screen 0 800x600x24") the whole screen, else the window
// drawn offscreen.
void screenshot(QWidget* window, const QString& name)
{
    const QString dir = qEnvironmentVariable("FF_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    const QString file = dir + QLatin1Char('/') + name + QStringLiteral(".png");
    if (QGuiApplication::platformName() == QLatin1String("xcb")) {
        QTest::qWait(300);
        QProcess::execute(QStringLiteral("import"),
                          {QStringLiteral("-window"), QStringLiteral("root"), file});
    } else {
        window->grab().save(file);
    }
}

} // namespace

class TestCommunityPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void withoutAHubThereIsNoCommunity();
    void listsInEveryOrderAndByAuthor();
    void listsAPageAtATime();
    void playSolveAndVote();
    void reportALevel();
    void offlineThePlayedLevelOpensFromTheCache();
    void aHostileHubIsBoundedAndSaid();
    void cleanupTestCase();

private:
    Published publish(const std::string& text, const std::string& token);
    // The published levels' slugs ordered by `before`.
    QStringList ordered(const std::function<bool(const Published&, const Published&)>& before,
                        const QString& author = {}) const;
    static bool newer(const Published& a, const Published& b) { return a.published > b.published; }
    void useHubAs(const QString& name, const std::string& token);

    QTemporaryDir dir_;
    QString data_; // the app's data folder of every test with the hub
    onlinetest::OnlineHub hub_;
    std::string authorToken_;
    std::string playerToken_;
    std::vector<Published> levels_;
    Published corner_; // Author's; the player plays, solves and votes on it
    Published own_;    // the player's own
};

Published TestCommunityPage::publish(const std::string& text, const std::string& token)
{
    const HubReply reply = hub_.process().post(kApi + "/levels", text, token);
    Published p;
    if (reply.status != 201 || !reply.body.contains("levels") || reply.body["levels"].empty())
        return p;
    const json& level = reply.body["levels"][0];
    p.slug = QString::fromStdString(level.value("slug", std::string()));
    p.author = QString::fromStdString(level.value("author", std::string()));
    p.title = QString::fromStdString(level.value("title", std::string()));
    p.published = QString::fromStdString(level.value("published", std::string()));
    p.grade = level.value("grade", 0);
    // Newest first needs times apart (the hub keeps milliseconds).
    QThread::msleep(5);
    return p;
}

QStringList TestCommunityPage::ordered(const std::function<bool(const Published&, const Published&)>& before,
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

void TestCommunityPage::useHubAs(const QString& name, const std::string& token)
{
    HubAccount::setAddress(hub_.address());
    HubAccount::setPlayer(hub_.address(), name, QString::fromStdString(token));
}

void TestCommunityPage::initTestCase()
{
    QVERIFY(dir_.isValid());
    apptest::useTemporarySettings(dir_.path());
    data_ = dir_.filePath(QStringLiteral("data"));
    QDir().mkpath(data_);
    QVERIFY2(hub_.start(), qPrintable(hub_.errorOutput()));
    authorToken_ = hub_.registerPlayer("Author");
    playerToken_ = hub_.registerPlayer("Player");
    const std::string solver = hub_.registerPlayer("Solver");
    QVERIFY(!authorToken_.empty() && !playerToken_.empty() && !solver.empty());

    corner_ = publish(hubLevel("corner"), authorToken_);
    Published w43 = publish(weeklyLevel("2026-w43"), authorToken_);
    own_ = publish(weeklyLevel("2026-w44"), playerToken_);
    for (const Published& p : {corner_, w43, own_})
        QVERIFY2(!p.slug.isEmpty() && p.grade >= 1 && p.grade <= 5, qPrintable(p.slug));
    QCOMPARE(corner_.author, QStringLiteral("Author"));
    // The third player solves w43 at the first try: one solve, and the level loses
    // its first rated game, so it rates easier than the untried ones.
    const HubReply solved = hub_.process().post(kApi + "/levels/" + w43.slug.toStdString() + "/solves",
                                                placementBody(solutionOf(weeklyLevel("2026-w43"))), solver);
    QCOMPARE(solved.status, 200);
    w43.solved = true;
    levels_ = {corner_, w43, own_};
}

void TestCommunityPage::cleanupTestCase()
{
    hub_.stop();
}

void TestCommunityPage::withoutAHubThereIsNoCommunity()
{
    HubAccount::setAddress({});
    QTemporaryDir data;
    App app(data.path());
    QVERIFY(!app.window->browser()->collectionTitles().contains(QStringLiteral("Community")));
    // Shown all the same, the page says what is missing and lists nothing.
    app.page()->showPage();
    QVERIFY(app.page()->statusText().contains(QStringLiteral("No hub is set")));
    QCOMPARE(app.page()->list()->count(), 0);
}

void TestCommunityPage::listsInEveryOrderAndByAuthor()
{
    useHubAs(QStringLiteral("Player"), playerToken_);
    App app(data_);
    // Listed with a hub set, though nothing of it was played yet.
    QVERIFY(app.library.entries(LevelLibrary::Community).empty());
    QVERIFY(app.window->browser()->collectionTitles().contains(QStringLiteral("Community")));
    CommunityPage* page = app.openPage();
    QCOMPARE(app.window->browser()->currentCollection(), LevelLibrary::Community);

    const QStringList newest = ordered(newer);
    QTRY_COMPARE_WITH_TIMEOUT(page->feed()->listedSlugs(), newest, kWait);
    QVERIFY(!page->isBusy());
    QCOMPARE(page->feed()->matchCount(), 3);
    QVERIFY2(page->statusText().contains(QStringLiteral("Showing 3 of 3")), qPrintable(page->statusText()));
    QVERIFY(!child<QPushButton>(page, "communityMore")->isVisible());

    // The cards: title, author, the engine's grade, the players' rating, the board.
    for (const Published& p : levels_) {
        const QListWidgetItem* card = cardOf(page, p.slug);
        QVERIFY(card);
        QCOMPARE(card->data(LevelItemDelegate::TitleRole).toString(), p.title);
        QCOMPARE(card->data(LevelItemDelegate::DifficultyRole).toInt(), p.grade);
        const QString status = card->data(LevelItemDelegate::StatusRole).toString();
        QVERIFY2(status.startsWith(QStringLiteral("By ")) && status.contains(p.author), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("%1 solved").arg(p.solved ? 1 : 0)), qPrintable(status));
        QVERIFY2(!status.contains(QStringLiteral("Last known")), qPrintable(status));
        const QString players = card->data(LevelItemDelegate::DifficultyTextRole).toString();
        // The one level a player tried has lost a game: easier than the untried average.
        QCOMPARE(players, p.solved ? QStringLiteral("Players found it easier than average")
                                   : QStringLiteral("No players' rating yet"));
        QVERIFY(!card->data(LevelItemDelegate::SolvedRole).toBool());
    }
    QTRY_VERIFY_WITH_TIMEOUT(allCardsHaveBoards(page), kWait);
    // With its board, a card names the author the level's file gives, and the player
    // who published it when that is someone else.
    QVERIFY2(cardOf(page, levels_[1].slug)
                 ->data(LevelItemDelegate::StatusRole)
                 .toString()
                 .startsWith(QStringLiteral("By Furunkulus · published by Author\n")),
             qPrintable(cardOf(page, levels_[1].slug)->data(LevelItemDelegate::StatusRole).toString()));
    QVERIFY(cardOf(page, corner_.slug)
                ->data(LevelItemDelegate::StatusRole)
                .toString()
                .startsWith(QStringLiteral("By Author\n")));
    screenshot(app.window.get(), QStringLiteral("community-newest"));
    // Looking at the boards counted no play.
    QCOMPARE(hub_.process().get(kApi + "/levels/" + corner_.slug.toStdString()).body.value("plays", -1), 0);

    page->setSort(ff::api::CommunitySort::MostSolved);
    QTRY_COMPARE_WITH_TIMEOUT(page->feed()->listedSlugs(),
                              ordered([](const Published& a, const Published& b) {
                                  return a.solved != b.solved ? a.solved : newer(a, b);
                              }),
                              kWait);
    page->setSort(ff::api::CommunitySort::Difficulty);
    QTRY_COMPARE_WITH_TIMEOUT(page->feed()->listedSlugs(),
                              ordered([](const Published& a, const Published& b) {
                                  if (a.solved != b.solved)
                                      return a.solved; // the only rating below 1500
                                  return a.grade != b.grade ? a.grade < b.grade : newer(a, b);
                              }),
                              kWait);
    QCOMPARE(child<QComboBox>(page, "communitySort")->currentText(), QStringLiteral("Easiest first"));

    page->setSort(ff::api::CommunitySort::Newest);
    // Names are compared without regard to case, as the hub does.
    page->setAuthorFilter(QStringLiteral("author"));
    const QStringList byAuthor = ordered(newer, QStringLiteral("Author"));
    QCOMPARE(byAuthor.size(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(page->feed()->listedSlugs(), byAuthor, kWait);
    page->setAuthorFilter(QStringLiteral("Nobody"));
    QTRY_VERIFY_WITH_TIMEOUT(page->statusText().contains(QStringLiteral("No levels of “Nobody”")), kWait);
    QVERIFY(page->feed()->listedSlugs().isEmpty());
    // The field's clear button lists every author again.
    child<QLineEdit>(page, "communityAuthor")->clear();
    QTRY_COMPARE_WITH_TIMEOUT(page->feed()->listedSlugs(), newest, kWait);
}

void TestCommunityPage::listsAPageAtATime()
{
    useHubAs(QStringLiteral("Player"), playerToken_);
    App app(data_);
    CommunityPage* page = app.page();
    page->feed()->setPageSize(2);
    app.openPage();
    const QStringList newest = ordered(newer);
    QTRY_COMPARE_WITH_TIMEOUT(page->feed()->listedSlugs(), newest.mid(0, 2), kWait);
    QVERIFY2(page->statusText().contains(QStringLiteral("Showing 2 of 3")), qPrintable(page->statusText()));
    QVERIFY(child<QPushButton>(page, "communityMore")->isVisible());
    child<QPushButton>(page, "communityMore")->click();
    QTRY_COMPARE_WITH_TIMEOUT(page->feed()->listedSlugs(), newest, kWait);
    QVERIFY(!child<QPushButton>(page, "communityMore")->isVisible());
}

void TestCommunityPage::playSolveAndVote()
{
    useHubAs(QStringLiteral("Player"), playerToken_);
    App app(data_);
    CommunityPage* page = app.openPage();
    QTRY_COMPARE_WITH_TIMEOUT(page->feed()->listedSlugs().size(), 3, kWait);
    const QString key = LevelLibrary::communityKey(hub_.address(), corner_.slug);

    // Play: fetched with the token (a play on the hub), kept, opened.
    page->selectKey(key);
    QCOMPARE(page->selectedKey(), key);
    child<QPushButton>(page, "communityPlay")->click();
    QTRY_VERIFY_WITH_TIMEOUT(app.window->isPlaying(), kWait);
    QCOMPARE(app.window->currentKey(), key);
    QCOMPARE(app.library.collectionOf(key), LevelLibrary::Community);
    QVERIFY(app.hub.cache().communityLevel(corner_.slug));
    const std::string path = kApi + "/levels/" + corner_.slug.toStdString();
    QCOMPARE(hub_.process().get(path).body.value("plays", -1), 1);

    // Solved on the player page: the solve is queued and reaches the hub.
    QCOMPARE(apptest::runPlacements(app.window->playerView(), solutionOf(hubLevel("corner"))),
             ff::Outcome::Solved);
    QTRY_VERIFY_WITH_TIMEOUT(app.hub.outbox()->pending().empty(), kWait);
    QTRY_COMPARE_WITH_TIMEOUT(hub_.process().get(path).body.value("solves", -1), 1, kWait);
    QVERIFY(ProgressStore::isSolved(key));

    // Next on the Solved panel: the next unsolved level listed (newest first, after
    // the last one the list starts again), fetched from the hub.
    const QStringList newest = ordered(newer);
    const QString next = LevelLibrary::communityKey(
        hub_.address(), newest[(newest.indexOf(corner_.slug) + 1) % newest.size()]);
    QCOMPARE(page->nextUnsolved(key), next);
    auto* nextButton = app.window->playerPage()->findChild<QPushButton*>(QStringLiteral("nextLevelButton"));
    QVERIFY(nextButton->isVisibleTo(app.window->playerPage()));
    nextButton->click();
    QTRY_COMPARE_WITH_TIMEOUT(app.window->currentKey(), next, kWait);
    QVERIFY(app.window->isPlaying());

    // Back in the browser the card has the player's tick.
    app.window->showBrowser();
    QCOMPARE(app.window->browser()->currentCollection(), LevelLibrary::Community);
    QCOMPARE(page->selectedKey(), next);
    page->selectKey(key);
    QVERIFY(cardOf(page, corner_.slug)->data(LevelItemDelegate::SolvedRole).toBool());
    // The counts are the hub's answer to the solve: one play, one solve.
    QTRY_VERIFY_WITH_TIMEOUT(cardOf(page, corner_.slug)
                                 ->data(LevelItemDelegate::StatusRole)
                                 .toString()
                                 .contains(QStringLiteral("1 played · 1 solved")),
                             kWait);

    // Votes: up, then the same again withdraws it; the counts are the hub's.
    QVERIFY(child<QToolButton>(page, "voteUp")->isEnabled());
    child<QToolButton>(page, "voteUp")->click();
    QTRY_COMPARE_WITH_TIMEOUT(child<QToolButton>(page, "voteUp")->text(), QStringLiteral("▲ 1"), kWait);
    QVERIFY(child<QToolButton>(page, "voteUp")->isChecked());
    QCOMPARE(hub_.process().get(path).body["votes"].value("up", -1), 1);
    QVERIFY(cardOf(page, corner_.slug)
                ->data(LevelItemDelegate::StatusRole)
                .toString()
                .contains(QStringLiteral("▲ 1 ▼ 0")));
    child<QToolButton>(page, "voteUp")->click();
    QTRY_COMPARE_WITH_TIMEOUT(child<QToolButton>(page, "voteUp")->text(), QStringLiteral("▲ 0"), kWait);
    QVERIFY(!child<QToolButton>(page, "voteUp")->isChecked());
    QCOMPARE(hub_.process().get(path).body["votes"].value("up", -1), 0);
    child<QToolButton>(page, "voteDown")->click();
    QTRY_COMPARE_WITH_TIMEOUT(child<QToolButton>(page, "voteDown")->text(), QStringLiteral("▼ 1"), kWait);
    QVERIFY(child<QToolButton>(page, "voteDown")->isChecked());
    QCOMPARE(hub_.process().get(path).body["votes"].value("down", -1), 1);
    screenshot(app.window.get(), QStringLiteral("community-voted"));

    // On the player's own level the buttons are off and say why; the hub would refuse
    // the vote too, and the page says so.
    page->selectKey(LevelLibrary::communityKey(hub_.address(), own_.slug));
    QVERIFY(!child<QToolButton>(page, "voteUp")->isEnabled());
    QVERIFY(!child<QToolButton>(page, "voteDown")->isEnabled());
    QCOMPARE(child<QToolButton>(page, "voteUp")->toolTip(),
             QStringLiteral("You cannot vote on your own level."));
    page->vote(1);
    QTRY_VERIFY_WITH_TIMEOUT(page->infoText().contains(QStringLiteral("your own level")), kWait);
    QVERIFY(!child<QToolButton>(page, "voteUp")->isChecked());
    QCOMPARE(hub_.process().get(kApi + "/levels/" + own_.slug.toStdString()).body["votes"].value("up", -1),
             0);

    // Without a player there is no vote, and the page says where to register.
    HubAccount::forget(hub_.address());
    app.hub.reconfigure();
    page->selectKey(key);
    child<QToolButton>(page, "voteUp")->click();
    QVERIFY2(page->infoText().contains(QStringLiteral("Settings › Online")), qPrintable(page->infoText()));
}

// Report… asks for a reason (Report is off while it is blank) and the hub keeps the
// report; a second report of the same level is refused, and the page says so.
void TestCommunityPage::reportALevel()
{
    useHubAs(QStringLiteral("Player"), playerToken_);
    App app(data_);
    CommunityPage* page = app.openPage();
    QTRY_COMPARE_WITH_TIMEOUT(page->feed()->listedSlugs().size(), 3, kWait);
    auto* button = child<QToolButton>(page, "communityReport");
    // Reachable from the keyboard, with a letter of its own on the page.
    QCOMPARE(button->shortcut(), QKeySequence::mnemonic(button->text()));
    QVERIFY(!button->shortcut().isEmpty());
    page->selectKey(LevelLibrary::communityKey(hub_.address(), own_.slug));
    QVERIFY(!button->isEnabled());
    page->selectKey(LevelLibrary::communityKey(hub_.address(), corner_.slug));
    QVERIFY(button->isEnabled());
    button->click();
    auto* dialog = page->findChild<ReportDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(!dialog->reportButton()->isEnabled());
    QTest::keyClicks(dialog->reasonEdit(), QStringLiteral("   "));
    QVERIFY(!dialog->reportButton()->isEnabled());
    QTest::keyClicks(dialog->reasonEdit(), QStringLiteral("Copied from a puzzle book"));
    QVERIFY(dialog->reportButton()->isEnabled());
    dialog->reportButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(page->infoText().contains(QStringLiteral("will look at your report")), kWait);
    const HubReply again = hub_.process().post(
        kApi + "/reports", json{{"level", corner_.slug.toStdString()}, {"reason", "again"}}.dump(),
        playerToken_);
    QCOMPARE(again.status, 409);

    button->click();
    dialog = page->findChild<ReportDialog*>();
    QVERIFY(dialog);
    dialog->reasonEdit()->setText(QStringLiteral("Still a copy"));
    dialog->reportButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(page->infoText().contains(QStringLiteral("reported this level already")), kWait);
    QVERIFY(button->isEnabled());
}

void TestCommunityPage::offlineThePlayedLevelOpensFromTheCache()
{
    useHubAs(QStringLiteral("Player"), playerToken_);
    QVERIFY(hub_.stop());
    // The app starts again with the hub away: the level played is in the library.
    App app(data_);
    const QString key = LevelLibrary::communityKey(hub_.address(), corner_.slug);
    QVERIFY(app.library.find(key));
    CommunityPage* page = app.openPage();
    QTRY_VERIFY_WITH_TIMEOUT(page->feed()->isOffline(), kWait);
    QVERIFY2(page->statusText().contains(QStringLiteral("cannot be reached")),
             qPrintable(page->statusText()));
    // The two levels played (corner, then the player's own by Next), newest first.
    QStringList played = ordered(newer);
    played.removeIf([this](const QString& slug) { return slug != corner_.slug && slug != own_.slug; });
    QCOMPARE(page->feed()->listedSlugs(), played);
    QVERIFY(cardOf(page, corner_.slug)->data(LevelItemDelegate::SolvedRole).toBool());
    QVERIFY(!cardOf(page, corner_.slug)->data(LevelItemDelegate::ThumbnailRole).value<QPixmap>().isNull());
    // The counts kept are not today's: the cards and the page say whose they are.
    for (const QString& slug : played) {
        const QString status = cardOf(page, slug)->data(LevelItemDelegate::StatusRole).toString();
        QVERIFY2(status.section(QLatin1Char('\n'), 1).startsWith(QStringLiteral("Last known: ")),
                 qPrintable(status));
    }
    QVERIFY2(page->statusText().endsWith(QStringLiteral("Their counts are those of the hub's last answer.")),
             qPrintable(page->statusText()));
    screenshot(app.window.get(), QStringLiteral("community-offline"));
    page->selectKey(key);
    child<QPushButton>(page, "communityPlay")->click();
    QTRY_VERIFY_WITH_TIMEOUT(app.window->isPlaying(), kWait);
    QCOMPARE(app.window->currentKey(), key);
    QVERIFY(app.window->playerView()->isPlayable());
    QVERIFY(hub_.restart());
}

void TestCommunityPage::aHostileHubIsBoundedAndSaid()
{
    // What the hub answers to GET /levels: 0 not JSON, 1 no list, 2 a list of lies, 3 429.
    std::atomic<int> mode = 0;
    const std::string good = "0123456789ab";
    onlinetest::FakeHub fake;
    httplib::Server& server = fake.server;
    server.Get("/api/v1/levels", [&](const httplib::Request&, httplib::Response& res) {
        switch (mode.load()) {
        case 0:
            res.set_content("<html>not a hub</html>", "text/html");
            return;
        case 1:
            res.set_content(R"({"count": 5, "levels": "none"})", "application/json");
            return;
        case 2: {
            json levels = json::array();
            levels.push_back(json{{"slug", "../../etc"}, {"title", "bad slug"}});
            levels.push_back(json{{"slug", good},
                                  {"title", "<b>bold</b>\n" + std::string(5000, 'x')},
                                  {"author", std::string("\x01\x1b[31m") + std::string(300, 'A')},
                                  {"grade", 99},
                                  {"rating", {{"value", 1e300}, {"deviation", 10}}},
                                  {"plays", "many"},
                                  {"votes", {{"up", -4}, {"down", 1e12}}}});
            levels.push_back(json{{"slug", "0123456789ac"}, {"level", {{"format", "nonsense"}}}});
            for (int i = 0; i < 500; ++i)
                levels.push_back(json{{"slug", "00000000" + std::to_string(1000 + i)}});
            res.set_content(json{{"count", -7}, {"levels", levels}}.dump(), "application/json");
            return;
        }
        default:
            res.status = 429;
            res.set_header("Retry-After", "1");
            res.set_content(R"({"error": "rate-limited", "message": "slow"})", "application/json");
        }
    });
    // Every level asked for is another one than asked, or no level.
    server.Get(R"(/api/v1/levels/([0-9a-f]+))", [&](const httplib::Request&, httplib::Response& res) {
        res.set_content(
            json{{"slug", "fedcba987654"}, {"title", "Other"}, {"level", json::parse(hubLevel("corner"))}}
                .dump(),
            "application/json");
    });
    const int port = fake.start();
    QVERIFY(port > 0);
    const QUrl address(QStringLiteral("http://127.0.0.1:%1").arg(port));
    HubAccount::setAddress(address);
    HubAccount::setPlayer(address, QStringLiteral("Player"), QString(64, QLatin1Char('a')));
    {
        QTemporaryDir data;
        App app(data.path());
        CommunityPage* page = app.openPage();
        const QString notAHub = QStringLiteral("did not answer as a Furunkulus hub does");
        QTRY_VERIFY_WITH_TIMEOUT(page->statusText().contains(notAHub), kWait);
        QVERIFY(page->feed()->listedSlugs().isEmpty());
        mode = 1;
        page->reload();
        QTRY_VERIFY_WITH_TIMEOUT(!page->isBusy(), kWait);
        QVERIFY2(page->statusText().contains(notAHub), qPrintable(page->statusText()));

        // Of 503 levels, the page takes what it asked for and keeps the valid ones.
        mode = 2;
        page->feed()->setPageSize(20);
        page->reload();
        QTRY_VERIFY_WITH_TIMEOUT(!page->feed()->listedSlugs().isEmpty(), kWait);
        QCOMPARE(page->feed()->listedSlugs().size(), 18);
        QCOMPARE(page->feed()->listedSlugs().first(), QString::fromStdString(good));
        const QListWidgetItem* card = page->list()->item(0);
        QVERIFY(card->data(LevelItemDelegate::TitleRole).toString().size() <= 80);
        QVERIFY(!card->data(LevelItemDelegate::TitleRole).toString().contains(QLatin1Char('\n')));
        QCOMPARE(card->data(LevelItemDelegate::DifficultyRole).toInt(), 5);
        QCOMPARE(card->data(LevelItemDelegate::DifficultyTextRole).toString(),
                 QStringLiteral("Players found it much harder than average"));
        QVERIFY(!card->data(LevelItemDelegate::StatusRole).toString().contains(QLatin1Char('\x1b')));
        // A count below what is listed is no count.
        QCOMPARE(page->feed()->matchCount(), 18);
        // Its boards are other levels than asked for: none is drawn.
        QTest::qWait(200);
        QVERIFY(card->data(LevelItemDelegate::ThumbnailRole).value<QPixmap>().isNull());

        // Play gets another level than asked for: refused, nothing opens.
        child<QPushButton>(page, "communityPlay")->click();
        QTRY_VERIFY_WITH_TIMEOUT(page->infoText().contains(QStringLiteral("not valid")), kWait);
        QVERIFY(!app.window->isPlaying());
        QVERIFY(app.library.entries(LevelLibrary::Community).empty());

        mode = 3;
        page->reload();
        QTRY_VERIFY_WITH_TIMEOUT(page->statusText().contains(QStringLiteral("slow down")), kWait);
        QVERIFY(!page->feed()->isOffline());
    }
}

QTEST_MAIN(TestCommunityPage)
#include "tst_community_page.moc"
