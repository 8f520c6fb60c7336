// Community levels on the real furunkulus-server (127.0.0.1, a temporary SQLite
// file): publishing with the engine's proof, copies, a proof out of time, browsing,
// solves reported and re-run, votes, the ratings; and X-Forwarded-For behind a
// trusted proxy only. The small levels in tests/data/hub are worked out by hand from
// docs/spec/rules.md (their comments in this file say how).
#include "tests/server/HubProcess.h"

#include "engine/files/LevelIo.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <set>
#include <thread>

using nlohmann::json;

namespace {

const QString kNow = QStringLiteral("2026-11-25T12:00:00Z");
const std::string kApi = "/api/v1";

std::string readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
}

std::string hubLevel(const char* name)
{
    return readFile(QStringLiteral(FF_TEST_DATA_DIR "/hub/%1.ffl.json").arg(QString::fromLatin1(name)));
}

std::string weeklyLevel(const char* week)
{
    return readFile(QStringLiteral(FF_LEVELS_DIR "/weekly/%1.ffl.json").arg(QString::fromLatin1(week)));
}

// {"placement": the level file's stored solution}.
std::string solutionOf(const std::string& levelText)
{
    const ff::Loaded<ff::Level> level = ff::parseLevel(levelText);
    json placement = json::array();
    for (const ff::Placement& p : *level.value->solution)
        placement.push_back(json::parse(ff::solutionEntryText(p)));
    return json{{"placement", placement}}.dump();
}

HubReply put(int port, const std::string& path, const std::string& body, const std::string& token)
{
    httplib::Client client("127.0.0.1", port);
    client.set_read_timeout(10, 0);
    const httplib::Result r =
        client.Put(path, httplib::Headers{{"Authorization", "Bearer " + token}}, body, "application/json");
    HubReply reply;
    if (r) {
        reply.status = r->status;
        reply.body = json::parse(r->body, nullptr, false);
    }
    return reply;
}

} // namespace

class TestCommunity : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    HubProcess hub_;
    std::string author_;
    std::string ada_;
    std::string bob_;
    QString dismissedReport_;

    std::string registerPlayer(HubProcess& hub, const std::string& name)
    {
        const HubReply r = hub.post(kApi + "/players", json{{"name", name}}.dump());
        return r.status == 201 ? r.body.value("token", std::string()) : std::string();
    }

    // The hub's database: the SQLite file NAME.sqlite in the test's folder, or the empty
    // PostgreSQL database that with-postgres.sh made (FF_HUB_TEST_DB), which every hub
    // of this test then shares.
    QString database(const QString& name) const
    {
        const QString postgresql = qEnvironmentVariable("FF_HUB_TEST_DB");
        return postgresql.isEmpty() ? dir_.filePath(name + QStringLiteral(".sqlite")) : postgresql;
    }

    HubReply publish(const std::string& level, const std::string& token)
    {
        return hub_.post(kApi + "/levels", level, token);
    }

    // `furunkulus-server admin ARGS --db` on the hub's database while the hub serves it.
    ServerRun admin(const QStringList& args) const
    {
        return runServer(QStringList{QStringLiteral("admin")} + args +
                             QStringList{QStringLiteral("--db"), database(QStringLiteral("hub"))},
                         kNow);
    }

    HubReply report(const json& body, const std::string& token)
    {
        return hub_.post(kApi + "/reports", body.dump(), token);
    }

    std::string slugBy(const std::string& author)
    {
        const HubReply r = hub_.get(kApi + "/levels?author=" + author);
        return r.body["levels"].empty() ? std::string() : r.body["levels"][0]["slug"].get<std::string>();
    }

    // The lines of an admin listing after its header, each split at its tabs.
    static std::vector<QStringList> rows(const ServerRun& run)
    {
        std::vector<QStringList> out;
        const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (qsizetype i = 1; i < lines.size(); ++i)
            out.push_back(lines[i].split(QLatin1Char('\t')));
        return out;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(
            hub_.start(database(QStringLiteral("hub")), kNow,
                       {QStringLiteral("--rate-address"), QStringLiteral("0"), QStringLiteral("--rate-token"),
                        QStringLiteral("0"), QStringLiteral("--publish-budget-ms"), QStringLiteral("1500")}),
            qPrintable(hub_.errorOutput()));
        author_ = registerPlayer(hub_, "Author");
        ada_ = registerPlayer(hub_, "Ada");
        bob_ = registerPlayer(hub_, "Bob");
        QVERIFY(!author_.empty() && !ada_.empty() && !bob_.empty());
    }

    void cleanupTestCase() { QVERIFY(hub_.stop()); }

    // corner.ffl.json: of the three cells of its zone only (1,0) solves. A turn-right
    // there turns the monster, which saw no token, south at once; it crosses the wall
    // below (0,1) to (5,1), walks to (5,2), sees the enemy at (4,2) on its right and
    // eats it: solved in 4 steps. On (1,1) or (4,1), and with no piece at all, the
    // monster sees the own token on (3,0) ahead and eats it in step 3. So it has one
    // solution and its one piece matters.
    void publishProvesAndStores()
    {
        const HubReply r = publish(hubLevel("corner"), author_);
        QCOMPARE(r.status, 201);
        QCOMPARE(r.body["levels"].size(), 1u);
        const json& l = r.body["levels"][0];
        QCOMPARE(l["id"].get<std::string>(), std::string("corner"));
        QCOMPARE(l["title"].get<std::string>(), std::string("Round the corner"));
        QCOMPARE(l["author"].get<std::string>(), std::string("Author"));
        QVERIFY(QRegularExpression(QStringLiteral("^[0-9a-f]{12}$"))
                    .match(QString::fromStdString(l["slug"].get<std::string>()))
                    .hasMatch());
        QVERIFY(l["published"].get<std::string>().starts_with("2026-11-25T12:00:"));
        QVERIFY(l["grade"].get<int>() >= 1 && l["grade"].get<int>() <= 5);
        QCOMPARE(l["rating"], (json{{"value", 1500.0}, {"deviation", 350.0}}));
        QCOMPARE(l["plays"].get<int>(), 0);
        QCOMPARE(l["solves"].get<int>(), 0);
        QVERIFY(r.body["pack"].is_null());

        // Fetched without a token: no play counted; the level without its solution.
        const HubReply fetched = hub_.get(kApi + "/levels/" + l["slug"].get<std::string>());
        QCOMPARE(fetched.status, 200);
        QCOMPARE(fetched.body["plays"].get<int>(), 0);
        QVERIFY(!fetched.body["level"].contains("solution"));
        QCOMPARE(fetched.body["level"]["id"].get<std::string>(), std::string("corner"));
        QCOMPARE(hub_.get(kApi + "/levels/000000000000").status, 404);
        // The address the app gives is the level's page: a person who opens it in a
        // browser reads which level it is and how to play it.
        httplib::Client client("127.0.0.1", hub_.port());
        const httplib::Result page = client.Get("/levels/" + l["slug"].get<std::string>());
        QVERIFY(page);
        QCOMPARE(page->status, 200);
        QVERIFY(page->get_header_value("Content-Type").starts_with("text/html"));
        QVERIFY2(page->body.find("<h1><bdi>Round the corner</bdi></h1>") != std::string::npos,
                 page->body.c_str());
        QVERIFY(page->body.find("A community level by <bdi>Author</bdi>") != std::string::npos);
        QVERIFY(page->body.find("Paste share code") != std::string::npos);
        const httplib::Result missing = client.Get("/levels/000000000000");
        QVERIFY(missing);
        QCOMPARE(missing->status, 404);
        QVERIFY(missing->get_header_value("Content-Type").starts_with("text/html"));
    }

    // A level with nothing to place is refused even though its one solution, placing
    // nothing, is proven: the monster sees the enemy ahead and eats it.
    void nothingToPlaceIsRefused()
    {
        json level = json::parse(hubLevel("corner"));
        level["id"] = "nothing";
        level["title"] = "Nothing to do";
        level["pieces"] = json::array({{{"kind", "token"}, {"side", "enemy"}, {"at", {3, 0}}}});
        level["inventory"] = json::array();
        level.erase("allowed");
        level.erase("solution");
        HubReply r = publish(level.dump(), author_);
        QCOMPARE(r.status, 422);
        QCOMPARE(r.body["error"].get<std::string>(), std::string("nothing-to-place"));
        json pack = {{"format", "fearsome-floors-pack"}, {"version", 1}, {"id", "p"}, {"title", "P"}};
        pack["levels"] = json::array({json::parse(weeklyLevel("2026-w43")), level});
        r = publish(pack.dump(), author_);
        QCOMPARE(r.status, 422);
        QCOMPARE(r.body["error"].get<std::string>(), std::string("nothing-to-place"));
        QVERIFY2(r.body["message"].get<std::string>().starts_with("levels[1] "), r.body.dump().c_str());
    }

    // A level keeps the editor's title for a new level, or a blank one, in some
    // language it carries: refused.
    void untitledLevelIsRefused_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("german");
        QTest::newRow("Untitled") << QStringLiteral("Untitled") << QString();
        QTest::newRow("untitled, spaced") << QStringLiteral("  untitled ") << QString();
        QTest::newRow("Unbenannt") << QStringLiteral("Unbenannt") << QString();
        QTest::newRow("blank") << QStringLiteral(" ") << QString();
        QTest::newRow("German Unbenannt") << QStringLiteral("The last week") << QStringLiteral("Unbenannt");
        QTest::newRow("German empty") << QStringLiteral("The last week") << QStringLiteral("");
    }

    void untitledLevelIsRefused()
    {
        QFETCH(QString, title);
        QFETCH(QString, german);
        json level = json::parse(weeklyLevel("2027-w52"));
        level["title"] = title.toStdString();
        if (!german.isNull())
            level["title_i18n"] = {{"de", german.toStdString()}};
        const HubReply r = publish(level.dump(), author_);
        QCOMPARE(r.status, 422);
        QCOMPARE(r.body["error"].get<std::string>(), std::string("untitled-level"));
    }

    // two-ways.ffl.json: a stone on (0,1) or on (1,1) stays off the monster's way
    // along the top row; at (3,0) it sees the enemy below and eats it. Two solutions.
    void twoSolutionsAreRefused()
    {
        const HubReply r = publish(hubLevel("two-ways"), author_);
        QCOMPARE(r.status, 422);
        QCOMPARE(r.body["error"].get<std::string>(), std::string("level-refused"));
        QCOMPARE(r.body["problems"].size(), 1u);
        QCOMPARE(r.body["problems"][0]["code"].get<std::string>(), std::string("not-unique"));
        const std::string message = r.body["problems"][0]["message"].get<std::string>();
        QVERIFY2(message.find(R"({"kind": "stone", "at": [0, 1]})") != std::string::npos &&
                     message.find(R"({"kind": "stone", "at": [1, 1]})") != std::string::npos,
                 message.c_str());
        // The two solutions also as arguments, one placement list each, for clients' own words.
        const json& args = r.body["problems"][0]["args"];
        QCOMPARE(args.size(), 2u);
        QVERIFY(std::set<std::string>({args[0].get<std::string>(), args[1].get<std::string>()}) ==
                std::set<std::string>(
                    {R"({"kind": "stone", "at": [0, 1]})", R"({"kind": "stone", "at": [1, 1]})"}));
    }

    // idle-stone.ffl.json: its zone is the one cell (0,1), so the placement is unique,
    // but the monster eats the enemy without the stone as well (as in two-ways).
    void idlePieceIsRefused()
    {
        const HubReply r = publish(hubLevel("idle-stone"), author_);
        QCOMPARE(r.status, 422);
        QCOMPARE(r.body["problems"][0]["code"].get<std::string>(), std::string("not-tight"));
        const std::string message = r.body["problems"][0]["message"].get<std::string>();
        QVERIFY2(message.find(R"({"kind": "stone", "at": [0, 1]})") != std::string::npos, message.c_str());
        QCOMPARE(r.body["problems"][0]["args"], json::array({R"({"kind": "stone", "at": [0, 1]})"}));
        // An invalid level: the engine's validation problems, with their paths.
        json broken = json::parse(hubLevel("corner"));
        broken["monster"]["at"] = json::array({5, 0});
        const HubReply invalid = publish(broken.dump(), author_);
        QCOMPARE(invalid.status, 422);
        QVERIFY(!invalid.body["problems"].empty());
        QCOMPARE(invalid.body["problems"][0]["path"].get<std::string>(), std::string("monster.at"));
        // With the validator's arguments (the cell first), as furunkulus-cli validate --json gives them.
        const json& args = invalid.body["problems"][0]["args"];
        QVERIFY(args.is_array() && !args.empty());
        QCOMPARE(args[0].get<std::string>(), std::string("5"));
        QCOMPARE(publish("{", author_).status, 400);
        QCOMPARE(publish(hubLevel("corner"), "forged").status, 401);
    }

    // corner-mirrored.ffl.json is corner.ffl.json reflected left to right (x -> 5 - x,
    // E <-> W, turn-right -> turn-left), corner-turned.ffl.json turned by 180 degrees
    // ((x, y) -> (5 - x, 2 - y), E -> W, exit and entrance exchanged); the same level
    // under another id is a copy too.
    void copiesAreRefused()
    {
        const HubReply first = hub_.get(kApi + "/levels?author=Author");
        QCOMPARE(first.body["count"].get<int>(), 1);
        const std::string corner = first.body["levels"][0]["slug"].get<std::string>();
        HubReply r = publish(hubLevel("corner-mirrored"), ada_);
        QCOMPARE(r.status, 409);
        QCOMPARE(r.body["error"].get<std::string>(), std::string("duplicate-level"));
        QCOMPARE(r.body["copy_of"].get<std::string>(), corner);
        r = publish(hubLevel("corner-turned"), ada_);
        QCOMPARE(r.status, 409);
        QCOMPARE(r.body["copy_of"].get<std::string>(), corner);
        json renamed = json::parse(hubLevel("corner"));
        renamed["id"] = "my-corner";
        renamed["title"] = "Mine";
        r = publish(renamed.dump(), ada_);
        QCOMPARE(r.status, 409);
        QCOMPARE(r.body["copy_of"].get<std::string>(), corner);
    }

    // A level whose search takes minutes (tests/data/hub/slow.ffl.json: 12 pieces to
    // place on a 64 x 64 board around an enemy walled in by own tokens): 503 when the
    // budget (1.5 s here) is spent, while other requests are answered meanwhile, the
    // engine's checks of placements too (proofs have a pool of their own).
    void proofOutOfTimeAnswers503()
    {
        HubReply slow;
        qint64 slowMs = 0;
        std::thread publisher([&] {
            QElapsedTimer t;
            t.start();
            slow = hub_.post(kApi + "/levels", hubLevel("slow"), author_);
            slowMs = t.elapsed();
        });
        QThread::msleep(300);
        QElapsedTimer t;
        t.start();
        const HubReply browse = hub_.get(kApi + "/levels");
        const qint64 browseMs = t.elapsed();
        // The author's own report is checked and not recorded, so it changes nothing
        // the later tests count.
        const std::string corner = browse.body["levels"][0]["slug"].get<std::string>();
        t.restart();
        const HubReply check = hub_.post(kApi + "/levels/" + corner + "/solves",
                                         R"({"placement": [{"kind": "turn-right", "at": [1, 0]}]})", author_);
        const qint64 checkMs = t.elapsed();
        publisher.join();
        QCOMPARE(browse.status, 200);
        QVERIFY2(browseMs < 1000, qPrintable(QString::number(browseMs)));
        QCOMPARE(check.status, 200);
        QCOMPARE(check.body["recorded"].get<bool>(), false);
        QVERIFY2(checkMs < 1000, qPrintable(QString::number(checkMs)));
        QCOMPARE(slow.status, 503);
        QCOMPARE(slow.body["error"].get<std::string>(), std::string("engine-timeout"));
        QVERIFY2(slowMs >= 1500 && slowMs < 5000, qPrintable(QString::number(slowMs)));
    }

    // Placements re-run by the hub; the first attempt of a player is a rated game.
    void reportedSolvesAreChecked()
    {
        const HubReply list = hub_.get(kApi + "/levels?author=Author");
        const std::string slug = list.body["levels"][0]["slug"].get<std::string>();
        const std::string path = kApi + "/levels/" + slug + "/solves";
        // (1,1): the own token on (3,0) is eaten in step 3 (see publishProvesAndStores).
        HubReply r = hub_.post(path, R"({"placement": [{"kind": "turn-right", "at": [1, 1]}]})", ada_);
        QCOMPARE(r.status, 422);
        QCOMPARE(r.body["error"].get<std::string>(), std::string("not-solved"));
        QCOMPARE(r.body["outcome"].get<std::string>(), std::string("own-token-lost"));
        QCOMPARE(r.body["steps"].get<int>(), 3);
        QCOMPARE(r.body["rated"].get<bool>(), true);
        // A cell outside the zone is no placement at all.
        QCOMPARE(hub_.post(path, R"({"placement": [{"kind": "turn-right", "at": [2, 1]}]})", ada_).status,
                 400);

        r = hub_.post(path, R"({"placement": [{"kind": "turn-right", "at": [1, 0]}]})", ada_);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.body["steps"].get<int>(), 4);
        QCOMPARE(r.body["first"].get<bool>(), true);
        QCOMPARE(r.body["rated"].get<bool>(), false);
        // Glicko, 1500 +- 350 both, the level won: by hand (docs/server.md's formulas),
        // g = 0.66907, E = 0.5, 1/d^2 = 3.7085e-6, the change q / (1/350^2 + 1/d^2) *
        // g * 0.5 = 162.2 and the deviation sqrt(1 / (1/350^2 + 1/d^2)) = 290.2.
        QCOMPARE(r.body["rating"], (json{{"value", 1337.8}, {"deviation", 290.2}}));
        QCOMPARE(r.body["level"]["rating"], (json{{"value", 1662.2}, {"deviation", 290.2}}));
        QCOMPARE(r.body["level"]["plays"].get<int>(), 1);
        QCOMPARE(r.body["level"]["solves"].get<int>(), 1);
        // Again: nothing changes.
        r = hub_.post(path, R"({"placement": [{"kind": "turn-right", "at": [1, 0]}]})", ada_);
        QCOMPARE(r.body["first"].get<bool>(), false);
        QCOMPARE(r.body["level"]["solves"].get<int>(), 1);
        // The author's own report is checked, not counted.
        r = hub_.post(path, R"({"placement": [{"kind": "turn-right", "at": [1, 0]}]})", author_);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.body["recorded"].get<bool>(), false);
        QCOMPARE(r.body["level"]["solves"].get<int>(), 1);
        // Bob opens it with his token: a play.
        QCOMPARE(hub_.get(kApi + "/levels/" + slug, bob_).body["plays"].get<int>(), 2);
    }

    void oneVotePerPlayer()
    {
        const std::string slug =
            hub_.get(kApi + "/levels?author=Author").body["levels"][0]["slug"].get<std::string>();
        const std::string path = kApi + "/levels/" + slug + "/vote";
        HubReply r = put(hub_.port(), path, R"({"vote": 1})", ada_);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.body, (json{{"slug", slug}, {"up", 1}, {"down", 0}, {"yours", 1}}));
        r = put(hub_.port(), path, R"({"vote": 1})", ada_);
        QCOMPARE(r.body["up"].get<int>(), 1);
        r = put(hub_.port(), path, R"({"vote": -1})", ada_);
        QCOMPARE(r.body, (json{{"slug", slug}, {"up", 0}, {"down", 1}, {"yours", -1}}));
        r = put(hub_.port(), path, R"({"vote": 1})", bob_);
        QCOMPARE(r.body, (json{{"slug", slug}, {"up", 1}, {"down", 1}, {"yours", 1}}));
        r = put(hub_.port(), path, R"({"vote": 0})", bob_);
        QCOMPARE(r.body, (json{{"slug", slug}, {"up", 0}, {"down", 1}, {"yours", 0}}));
        QCOMPARE(put(hub_.port(), path, R"({"vote": 2})", ada_).status, 400);
        QCOMPARE(put(hub_.port(), path, R"({"vote": 1})", author_).status, 403);
        QCOMPARE(put(hub_.port(), kApi + "/levels/000000000000/vote", R"({"vote": 1})", ada_).status, 404);
        QCOMPARE(hub_.get(kApi + "/levels/" + slug).body["votes"], (json{{"up", 0}, {"down", 1}}));
    }

    // Numbers outside their range are refused, never wrapped: a vote of 2^64 - 1 is
    // not -1, a coordinate of -2^63 is not 0 (so (1, -2^63) does not stand for the
    // solving cell (1, 0)); a slug that is not UTF-8 is no level, not a failure.
    void hostileNumbersAndSlugsAreRefused()
    {
        const std::string slug =
            hub_.get(kApi + "/levels?author=Author").body["levels"][0]["slug"].get<std::string>();
        const json votes = hub_.get(kApi + "/levels/" + slug).body["votes"];
        for (const char* vote : {"18446744073709551615", "9223372036854775808", "-9223372036854775809"}) {
            const HubReply r = put(hub_.port(), kApi + "/levels/" + slug + "/vote",
                                   std::string(R"({"vote": )") + vote + "}", bob_);
            QCOMPARE(r.status, 400);
            QCOMPARE(r.body["error"].get<std::string>(), std::string("bad-request"));
        }
        QCOMPARE(hub_.get(kApi + "/levels/" + slug).body["votes"], votes);

        for (const char* at :
             {"[1, -9223372036854775808]", "[1, 9223372036854775808]", "[1, 18446744073709551616]"}) {
            const HubReply r =
                hub_.post(kApi + "/levels/" + slug + "/solves",
                          std::string(R"({"placement": [{"kind": "turn-right", "at": )") + at + "}]}", bob_);
            QCOMPARE(r.status, 400);
            QCOMPARE(r.body["error"].get<std::string>(), std::string("bad-placement"));
        }

        for (const HubReply& r :
             {hub_.get(kApi + "/levels/%FF"),
              hub_.post(kApi + "/levels/%FF/solves", solutionOf(hubLevel("corner")), bob_),
              put(hub_.port(), kApi + "/levels/%FF/vote", R"({"vote": 1})", bob_)}) {
            QCOMPARE(r.status, 404);
            QCOMPARE(r.body["error"].get<std::string>(), std::string("unknown-level"));
        }
    }

    // Three weekly levels (each proven unique and tight by CI's verify) published by
    // Bob one after the other: w43, w44, w45. Ada solves w44 and w43, Author solves
    // w44: every solve is a first attempt, a game the level loses, so w44 (two
    // losses) ends below w43 (one) below w45 (none).
    void browseOrders()
    {
        std::vector<std::string> slugs;
        for (const char* week : {"2026-w43", "2026-w44", "2026-w45"}) {
            const HubReply r = publish(weeklyLevel(week), bob_);
            QCOMPARE(r.status, 201);
            slugs.push_back(r.body["levels"][0]["slug"].get<std::string>());
            QThread::msleep(5);
        }
        const auto solve = [&](int i, const char* week, const std::string& token) {
            return hub_.post(kApi + "/levels/" + slugs[i] + "/solves", solutionOf(weeklyLevel(week)), token)
                .status;
        };
        QCOMPARE(solve(1, "2026-w44", ada_), 200);
        QCOMPARE(solve(0, "2026-w43", ada_), 200);
        QCOMPARE(solve(1, "2026-w44", author_), 200);

        const auto order = [&](const std::string& query) {
            std::vector<std::string> got;
            const HubReply page = hub_.get(kApi + "/levels?author=Bob&" + query);
            for (const json& l : page.body["levels"])
                got.push_back(l["slug"].get<std::string>());
            return got;
        };
        QCOMPARE(order("sort=newest"), (std::vector<std::string>{slugs[2], slugs[1], slugs[0]}));
        QCOMPARE(order("sort=solved"), (std::vector<std::string>{slugs[1], slugs[0], slugs[2]}));
        QCOMPARE(order("sort=difficulty"), (std::vector<std::string>{slugs[1], slugs[0], slugs[2]}));
        QCOMPARE(order("sort=newest&limit=1&offset=1"), (std::vector<std::string>{slugs[1]}));
        const HubReply all = hub_.get(kApi + "/levels");
        QCOMPARE(all.body["count"].get<int>(), 4);
        QCOMPARE(all.body["levels"][3]["author"].get<std::string>(), std::string("Author"));
        // Names are names, never SQL; unknown sorts are refused.
        QCOMPARE(hub_.get(kApi + "/levels?author=x%27%20OR%20%271%27%3D%271").body["count"].get<int>(), 0);
        QCOMPARE(hub_.get(kApi + "/levels?sort=random").status, 400);
        QCOMPARE(hub_.get(kApi + "/levels?limit=0").status, 400);
        QCOMPARE(hub_.get(kApi + "/levels?offset=-1").status, 400);
        // An offset beyond the levels, however large, is an empty page.
        for (const std::string& offset :
             {std::string("4"), std::string("1000000001"), std::string("99999999999999999999999")}) {
            const HubReply beyond = hub_.get(kApi + "/levels?offset=" + offset);
            QCOMPARE(beyond.status, 200);
            QCOMPARE(beyond.body["count"].get<int>(), 4);
            QCOMPARE(beyond.body["levels"], json::array());
        }
    }

    // A pack is published whole: two levels, one pack.
    void packIsPublishedWhole()
    {
        json pack = {{"format", "fearsome-floors-pack"}, {"version", 1}, {"id", "two"}, {"title", "Two"}};
        pack["levels"] =
            json::array({json::parse(weeklyLevel("2026-w46")), json::parse(weeklyLevel("2026-w47"))});
        HubReply r = publish(pack.dump(), ada_);
        QCOMPARE(r.status, 201);
        QCOMPARE(r.body["levels"].size(), 2u);
        QCOMPARE(r.body["pack"]["id"].get<std::string>(), std::string("two"));
        QCOMPARE(r.body["levels"][1]["pack"], r.body["pack"]["slug"]);
        // A pack that holds a published level: nothing of it is stored.
        pack["id"] = "again";
        pack["levels"][0] = json::parse(weeklyLevel("2026-w48"));
        r = publish(pack.dump(), ada_);
        QCOMPARE(r.status, 409);
        QCOMPARE(hub_.get(kApi + "/levels?author=Ada").body["count"].get<int>(), 2);
    }

    // X-Forwarded-For counts only from the proxy given by --trust-proxy.
    void forwardedForOnlyFromTrustedProxy()
    {
        const auto statuses = [](int port, const std::vector<std::string>& forwarded) {
            std::vector<int> got;
            for (const std::string& f : forwarded) {
                httplib::Client client("127.0.0.1", port);
                const httplib::Result r =
                    client.Get("/api/v1/health", httplib::Headers{{"X-Forwarded-For", f}});
                got.push_back(r ? r->status : 0);
            }
            return got;
        };
        // One request per second, bursts of 2.
        HubProcess trusting;
        QVERIFY(trusting.start(database(QStringLiteral("proxy")), kNow,
                               {QStringLiteral("--rate-address"), QStringLiteral("1"),
                                QStringLiteral("--trust-proxy"), QStringLiteral("127.0.0.1")}));
        QCOMPARE(
            statuses(trusting.port(), {"10.0.0.1", "10.0.0.1", "10.0.0.1", "9.9.9.9, 10.0.0.2", "10.0.0.2"}),
            (std::vector<int>{200, 200, 429, 200, 200}));
        QVERIFY(trusting.stop());
        HubProcess ignoring;
        QVERIFY(ignoring.start(database(QStringLiteral("proxy")), kNow,
                               {QStringLiteral("--rate-address"), QStringLiteral("1")}));
        QCOMPARE(statuses(ignoring.port(), {"10.0.0.1", "10.0.0.2", "10.0.0.3"}),
                 (std::vector<int>{200, 200, 429}));
        QVERIFY(ignoring.stop());
    }

    // An author floods the proof pool (one thread, a queue of 4) with slow levels: the
    // first is proved until the budget (1.5 s) is spent, the others are refused at once
    // with 429, and another author's level, sent meanwhile, is still proved.
    void proofQueueIsFairBetweenAuthors()
    {
        constexpr int kFlood = 5;
        std::vector<HubReply> flood(kFlood);
        std::vector<qint64> floodMs(kFlood);
        std::vector<std::thread> flooders;
        const std::string slow = hubLevel("slow");
        for (int i = 0; i < kFlood; ++i)
            flooders.emplace_back([&, i] {
                QElapsedTimer t;
                t.start();
                flood[static_cast<std::size_t>(i)] = hub_.post(kApi + "/levels", slow, author_);
                floodMs[static_cast<std::size_t>(i)] = t.elapsed();
            });
        QThread::msleep(800);
        const HubReply other = publish(weeklyLevel("2026-w49"), bob_);
        for (std::thread& f : flooders)
            f.join();
        QCOMPARE(other.status, 201);
        QCOMPARE(other.body["levels"][0]["author"].get<std::string>(), std::string("Bob"));
        int timedOut = 0;
        for (int i = 0; i < kFlood; ++i) {
            const HubReply& r = flood[static_cast<std::size_t>(i)];
            if (r.status == 503) {
                QCOMPARE(r.body["error"].get<std::string>(), std::string("engine-timeout"));
                ++timedOut;
                continue;
            }
            QCOMPARE(r.status, 429);
            QCOMPARE(r.body["error"].get<std::string>(), std::string("rate-limited"));
            QVERIFY2(floodMs[static_cast<std::size_t>(i)] < 1000,
                     qPrintable(QString::number(floodMs[static_cast<std::size_t>(i)])));
        }
        QCOMPARE(timedOut, 1);
    }

    // A report names a visible level or a player, with a reason; one per player and
    // target. The operator lists the open ones, the most reported target first.
    void reportsAreOnePerPlayerAndTarget()
    {
        const std::string reporter = registerPlayer(hub_, "Reporter");
        QVERIFY(!reporter.empty());
        const std::string slug = slugBy("Author");
        HubReply r = report({{"level", slug}, {"reason", "copied from a book"}}, reporter);
        QCOMPARE(r.status, 201);
        QVERIFY(r.body["id"].get<std::int64_t>() >= 1);
        QCOMPARE(r.body["level"].get<std::string>(), slug);
        QCOMPARE(r.body["reason"].get<std::string>(), std::string("copied from a book"));
        QVERIFY(r.body["reported"].get<std::string>().starts_with("2026-11-25T12:00:"));
        r = report({{"level", slug}, {"reason", "again"}}, reporter);
        QCOMPARE(r.status, 409);
        QCOMPARE(r.body["error"].get<std::string>(), std::string("already-reported"));
        QCOMPARE(report({{"level", slug}, {"reason", "a copy"}}, bob_).status, 201);
        // A player by name, written as any look-alike's key would be: "author".
        r = report({{"player", "author"}, {"reason", "rude name"}}, reporter);
        QCOMPARE(r.status, 201);
        QCOMPARE(r.body["player"].get<std::string>(), std::string("Author"));
        // 500 characters (1000 bytes of UTF-8) is the longest reason.
        std::string longest;
        for (int i = 0; i < 500; ++i)
            longest += "\u00e4";
        QCOMPARE(report({{"player", "Bob"}, {"reason", longest}}, reporter).status, 201);

        r = report({{"level", "000000000000"}, {"reason", "spam"}}, reporter);
        QCOMPARE(r.status, 404);
        QCOMPARE(r.body["error"].get<std::string>(), std::string("unknown-level"));
        r = report({{"player", "Nobody"}, {"reason", "spam"}}, reporter);
        QCOMPARE(r.status, 404);
        QCOMPARE(r.body["error"].get<std::string>(), std::string("unknown-player"));
        QCOMPARE(report({{"level", slug}, {"reason", "spam"}}, "").status, 401);
        for (const json& bad :
             {json{{"level", slug}}, json{{"reason", "spam"}},
              json{{"level", slug}, {"player", "Bob"}, {"reason", "spam"}},
              json{{"level", slug}, {"reason", ""}}, json{{"level", slug}, {"reason", "   "}},
              json{{"level", slug}, {"reason", "line\nbreak"}},
              json{{"level", slug}, {"reason", longest + "a"}}, json{{"level", 12}, {"reason", "spam"}}}) {
            r = report(bad, ada_);
            QCOMPARE(r.status, 400);
            QCOMPARE(r.body["error"].get<std::string>(), std::string("bad-request"));
        }

        const ServerRun listed = admin({QStringLiteral("reports")});
        QCOMPARE(listed.exitCode, 0);
        QVERIFY2(listed.out.startsWith(
                     QStringLiteral("id\treported\tstate\tkind\ttarget\treports\treporter\treason\n")),
                 qPrintable(listed.out));
        const std::vector<QStringList> open = rows(listed);
        QCOMPARE(open.size(), 4u);
        // The level with two reports first, then the players, oldest report first.
        const QString level = QString::fromStdString(slug);
        QCOMPARE(open[0].mid(2),
                 (QStringList{QStringLiteral("open"), QStringLiteral("level"), level, QStringLiteral("2"),
                              QStringLiteral("Reporter"), QStringLiteral("copied from a book")}));
        QCOMPARE(open[1].mid(2, 5), (QStringList{QStringLiteral("open"), QStringLiteral("level"), level,
                                                 QStringLiteral("2"), QStringLiteral("Bob")}));
        QVERIFY(open[0][1].startsWith(QStringLiteral("2026-11-25T12:0")));
        QCOMPARE(open[2].mid(3, 4), (QStringList{QStringLiteral("player"), QStringLiteral("Author"),
                                                 QStringLiteral("1"), QStringLiteral("Reporter")}));
        QCOMPARE(open[3][4], QStringLiteral("Bob"));
        QCOMPARE(open[3][7], QString::fromStdString(longest));

        // A report dismissed is closed: only --all lists it.
        const QString bobReport = open[3][0];
        dismissedReport_ = bobReport;
        QCOMPARE(
            admin({QStringLiteral("dismiss"), bobReport, QStringLiteral("--reason"), QStringLiteral("fine")})
                .exitCode,
            0);
        QCOMPARE(
            admin({QStringLiteral("dismiss"), bobReport, QStringLiteral("--reason"), QStringLiteral("fine")})
                .exitCode,
            1);
        QCOMPARE(admin({QStringLiteral("dismiss"), QStringLiteral("x"), QStringLiteral("--reason"),
                        QStringLiteral("fine")})
                     .exitCode,
                 2);
        QCOMPARE(rows(admin({QStringLiteral("reports")})).size(), 3u);
        const std::vector<QStringList> all =
            rows(admin({QStringLiteral("reports"), QStringLiteral("--all")}));
        QCOMPARE(all.size(), 4u);
        QCOMPARE(all[3][0], bobReport);
        QCOMPARE(all[3][2], QStringLiteral("closed"));
    }

    // A hidden level is gone from the browse and answers 404 to everyone, its author
    // too; hiding closes its reports; unhidden, it is back as it was.
    void hiddenLevelVanishes()
    {
        const std::string slug = slugBy("Author");
        const std::int64_t count = hub_.get(kApi + "/levels").body["count"].get<std::int64_t>();
        const QString level = QString::fromStdString(slug);
        ServerRun run = admin({QStringLiteral("hide"), level, QStringLiteral("--reason"),
                               QStringLiteral("copied from a book")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(level), qPrintable(run.out));

        const HubReply browse = hub_.get(kApi + "/levels?limit=100");
        QCOMPARE(browse.body["count"].get<std::int64_t>(), count - 1);
        for (const json& l : browse.body["levels"])
            QVERIFY(l["slug"].get<std::string>() != slug);
        QCOMPARE(hub_.get(kApi + "/levels?author=Author").body["count"].get<int>(), 0);
        for (const HubReply& r :
             {hub_.get(kApi + "/levels/" + slug), hub_.get(kApi + "/levels/" + slug, ada_),
              hub_.get(kApi + "/levels/" + slug, author_),
              hub_.post(kApi + "/levels/" + slug + "/solves",
                        R"({"placement": [{"kind": "turn-right", "at": [1, 0]}]})", bob_),
              put(hub_.port(), kApi + "/levels/" + slug + "/vote", R"({"vote": 1})", bob_),
              report({{"level", slug}, {"reason", "spam"}}, ada_)}) {
            QCOMPARE(r.status, 404);
            QCOMPARE(r.body["error"].get<std::string>(), std::string("unknown-level"));
        }
        // Its copy is still refused: hiding does not free the level for another author.
        QCOMPARE(publish(hubLevel("corner"), bob_).status, 409);
        // Its reports are closed.
        for (const QStringList& row : rows(admin({QStringLiteral("reports")})))
            QVERIFY(row[4] != level);

        QCOMPARE(admin({QStringLiteral("hide"), level, QStringLiteral("--reason"), QStringLiteral("twice")})
                     .exitCode,
                 1);
        QCOMPARE(admin({QStringLiteral("hide"), QStringLiteral("000000000000"), QStringLiteral("--reason"),
                        QStringLiteral("none")})
                     .exitCode,
                 1);
        QCOMPARE(admin({QStringLiteral("hide"), level}).exitCode, 2);
        QCOMPARE(
            admin({QStringLiteral("unhide"), level, QStringLiteral("--reason"), QStringLiteral("a mistake")})
                .exitCode,
            0);
        QCOMPARE(hub_.get(kApi + "/levels").body["count"].get<std::int64_t>(), count);
        const HubReply back = hub_.get(kApi + "/levels/" + slug);
        QCOMPARE(back.status, 200);
        QCOMPARE(back.body["solves"].get<int>(), 1);
    }

    // A banned player's token answers 403 banned on every authenticated route, and
    // their levels are hidden; unbanned, both are back.
    void bannedPlayerIsRefused()
    {
        const std::string mallory = registerPlayer(hub_, "Mallory");
        QVERIFY(!mallory.empty());
        QCOMPARE(publish(weeklyLevel("2026-w50"), mallory).status, 201);
        const std::string slug = slugBy("Mallory");
        QCOMPARE(report({{"player", "Mallory"}, {"reason", "spam levels"}}, bob_).status, 201);

        QCOMPARE(admin({QStringLiteral("ban"), QStringLiteral("mallory"), QStringLiteral("--reason"),
                        QStringLiteral("spam levels")})
                     .exitCode,
                 0);
        for (const HubReply& r :
             {hub_.get(kApi + "/players/me", mallory), publish(weeklyLevel("2026-w51"), mallory),
              hub_.get(kApi + "/levels/" + slugBy("Bob"), mallory),
              report({{"player", "Bob"}, {"reason", "x"}}, mallory),
              put(hub_.port(), kApi + "/levels/" + slugBy("Bob") + "/vote", R"({"vote": 1})", mallory)}) {
            QCOMPARE(r.status, 403);
            QCOMPARE(r.body["error"].get<std::string>(), std::string("banned"));
        }
        QCOMPARE(hub_.get(kApi + "/levels?author=Mallory").body["count"].get<int>(), 0);
        QCOMPARE(hub_.get(kApi + "/levels/" + slug).status, 404);
        QCOMPARE(report({{"player", "Mallory"}, {"reason", "still there"}}, ada_).status, 201);
        for (const QStringList& row : rows(admin({QStringLiteral("reports")})))
            QVERIFY(!(row[4] == QStringLiteral("Mallory") && row[6] == QStringLiteral("Bob")));
        QCOMPARE(admin({QStringLiteral("ban"), QStringLiteral("Mallory"), QStringLiteral("--reason"),
                        QStringLiteral("twice")})
                     .exitCode,
                 1);
        QCOMPARE(admin({QStringLiteral("ban"), QStringLiteral("Nobody"), QStringLiteral("--reason"),
                        QStringLiteral("none")})
                     .exitCode,
                 1);

        QCOMPARE(admin({QStringLiteral("unban"), QStringLiteral("Mallory"), QStringLiteral("--reason"),
                        QStringLiteral("promised to stop")})
                     .exitCode,
                 0);
        QCOMPARE(hub_.get(kApi + "/players/me", mallory).status, 200);
        QCOMPARE(hub_.get(kApi + "/levels/" + slug).status, 200);
        QCOMPARE(hub_.get(kApi + "/levels?author=Mallory").body["count"].get<int>(), 1);
    }

    // A new name passes the rules of registration: no hidden characters, not alike
    // another player's name.
    void renameChecksNames()
    {
        const std::string token = registerPlayer(hub_, "Oldname");
        QVERIFY(!token.empty());
        const auto rename = [this](const char* from, const QString& to) {
            return admin({QStringLiteral("rename"), QString::fromUtf8(from), to, QStringLiteral("--reason"),
                          QStringLiteral("impersonation")});
        };
        QCOMPARE(rename("Oldname", QStringLiteral("Newname")).exitCode, 0);
        QCOMPARE(hub_.get(kApi + "/players/me", token).body["name"].get<std::string>(),
                 std::string("Newname"));
        QCOMPARE(hub_.post(kApi + "/players", json{{"name", "Oldname"}}.dump()).status, 201);
        // Cyrillic A, a zero-width space, another player's name in other case.
        for (const QString& taken :
             {QStringLiteral("\u0410da"), QStringLiteral("Newname\u200b"), QStringLiteral("BOB")}) {
            const ServerRun run = rename("Newname", taken);
            QCOMPARE(run.exitCode, 1);
            QVERIFY(!run.err.isEmpty());
        }
        QCOMPARE(hub_.get(kApi + "/players/me", token).body["name"].get<std::string>(),
                 std::string("Newname"));
        QCOMPARE(rename("Nobody", QStringLiteral("Somebody")).exitCode, 1);
        QCOMPARE(rename("Newname", QStringLiteral("Newname")).exitCode, 1);
        QCOMPARE(admin({QStringLiteral("rename"), QStringLiteral("Newname"), QStringLiteral("--reason"),
                        QStringLiteral("x")})
                     .exitCode,
                 2);
        QCOMPARE(admin({QStringLiteral("purge"), QStringLiteral("--reason"), QStringLiteral("x")}).exitCode,
                 2);
        // A SQLite file that is not there is not made: a mistyped name is no new hub.
        const QString missing = dir_.filePath(QStringLiteral("missing.sqlite"));
        const ServerRun run = runServer(
            {QStringLiteral("admin"), QStringLiteral("reports"), QStringLiteral("--db"), missing}, kNow);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(!QFile::exists(missing));
    }

    // Every action done is one row of the audit table, in order, with its reason and
    // the operator; refusals write none.
    void auditKeepsEveryAction()
    {
        const ServerRun run = admin({QStringLiteral("audit")});
        QCOMPARE(run.exitCode, 0);
        const std::vector<QStringList> audit = rows(run);
        const QString user = qEnvironmentVariable("USER").isEmpty() ? QStringLiteral("operator")
                                                                    : qEnvironmentVariable("USER");
        QStringList actions;
        for (const QStringList& row : audit) {
            QCOMPARE(row.size(), 6);
            QVERIFY(row[1].startsWith(QStringLiteral("2026-11-25T12:0")));
            QCOMPARE(row[4], user);
            actions << row[2] + QLatin1Char(' ') + row[3] + QLatin1Char(' ') + row[5];
        }
        const QString level = QString::fromStdString(slugBy("Author"));
        QCOMPARE(actions,
                 (QStringList{QStringLiteral("dismiss report ") + dismissedReport_ + QStringLiteral(" fine"),
                              QStringLiteral("hide ") + level + QStringLiteral(" copied from a book"),
                              QStringLiteral("unhide ") + level + QStringLiteral(" a mistake"),
                              QStringLiteral("ban Mallory spam levels"),
                              QStringLiteral("unban Mallory promised to stop"),
                              QStringLiteral("rename Oldname -> Newname impersonation")}));

        // The packaged hub's commands name its configuration file, not the database.
        const QString config = dir_.filePath(QStringLiteral("hub.conf"));
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# the hub\nlisten = 127.0.0.1:0\ndb = " + database(QStringLiteral("hub")).toUtf8() +
                   "\n");
        file.close();
        const ServerRun viaConfig = runServer(
            {QStringLiteral("admin"), QStringLiteral("audit"), QStringLiteral("--config"), config}, kNow);
        QCOMPARE(viaConfig.exitCode, 0);
        QCOMPARE(rows(viaConfig).size(), audit.size());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("verbose = yes\n");
        file.close();
        const ServerRun badConfig = runServer(
            {QStringLiteral("admin"), QStringLiteral("audit"), QStringLiteral("--config"), config}, kNow);
        QCOMPARE(badConfig.exitCode, 2);
        QVERIFY2(badConfig.err.contains(config + QStringLiteral(":1")), qPrintable(badConfig.err));
    }
};

QTEST_GUILESS_MAIN(TestCommunity)
#include "tst_community.moc"
