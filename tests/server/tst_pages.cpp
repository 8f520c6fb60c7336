// The hub's web pages on the real furunkulus-server (127.0.0.1, a temporary SQLite
// file, the shipped weekly levels scheduled, the clock on Wednesday of 2026-W48): the
// home page, a week's page, a community level's page, their pictures and stylesheet;
// the headers of every answer, the language chosen, the OpenGraph tags and links, the
// pictures against `furunkulus-cli render`, 404 pages, the Host header, and a hub full
// of players' hostile names, titles and prize text whose pages show them all inert.
#include "tests/server/HubProcess.h"

#include "engine/files/GeneratorOptions.h"
#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"
#include "engine/search/Generator.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <set>
#include <vector>

using nlohmann::json;

namespace {

const QString kNow = QStringLiteral("2026-11-25T12:00:00Z"); // Wednesday of 2026-W48
const std::string kApi = "/api/v1";
const std::string kWeek = "2026-W48";

// What players may write that a page must show as text only.
const std::string kScriptName = "<script>alert(1)</script>";
const std::string kImageName = "\"><img src=x onerror=alert(2)>";
const std::string kQuoteName = "Ann & 'Bob' \"Q\"";
const std::string kOverride = "\u202E";
const std::string kPrize =
    "<script>alert(\"prize\")</script> \"><img src=x onerror=alert(3)> " + kOverride + "mug";
// A level's title has at most 200 characters (docs/spec/level-format.md).
constexpr std::size_t kLongestTitle = 200;
const std::string kTitleStart = "\"><img src=x onerror=alert(4)> " + kOverride + "<script>alert(5)</script>";

std::string readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
}

std::string hubLevel(const char* name)
{
    return readFile(QStringLiteral(FF_TEST_DATA_DIR "/hub/%1.ffl.json").arg(QString::fromLatin1(name)));
}

QString weeklyFile(const char* week)
{
    return QStringLiteral(FF_LEVELS_DIR "/weekly/%1.ffl.json").arg(QString::fromLatin1(week));
}

std::string escaped(const std::string& text)
{
    std::string out;
    for (const char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

struct Page {
    int status = 0;
    std::string body;
    httplib::Headers headers;

    std::string header(const std::string& name) const
    {
        const auto it = headers.find(name);
        return it == headers.end() ? std::string() : it->second;
    }
    bool has(const std::string& text) const { return body.find(text) != std::string::npos; }
    // The content of <meta property|name="NAME" content="...">, or empty.
    std::string meta(const std::string& name) const
    {
        const QRegularExpression re(QStringLiteral("<meta (?:property|name)=\"%1\" content=\"([^\"]*)\">")
                                        .arg(QRegularExpression::escape(QString::fromStdString(name))));
        return re.match(QString::fromStdString(body)).captured(1).toStdString();
    }
    // Every value of the attribute NAME="..." in the page, in order.
    std::vector<std::string> attributes(const std::string& name) const
    {
        std::vector<std::string> out;
        const QRegularExpression re(QStringLiteral(" %1=\"([^\"]*)\"").arg(QString::fromStdString(name)));
        QRegularExpressionMatchIterator it = re.globalMatch(QString::fromStdString(body));
        while (it.hasNext())
            out.push_back(it.next().captured(1).toStdString());
        return out;
    }
};

// The text of an attribute as the browser reads it (the pages escape & < > ").
std::string unescaped(std::string text)
{
    for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
             {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&amp;", "&"}}) {
        std::size_t at = 0;
        while ((at = text.find(from, at)) != std::string::npos) {
            text.replace(at, from.size(), to);
            at += to.size();
        }
    }
    return text;
}

} // namespace

class TestPages : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    HubProcess hub_;
    QString db_;
    // The community level: tests/data/hub/corner.ffl.json with a hostile title.
    std::string slug_;

    Page get(const std::string& path, const httplib::Headers& headers = {}, int port = 0)
    {
        httplib::Client client("127.0.0.1", port == 0 ? hub_.port() : port);
        client.set_read_timeout(10, 0);
        const httplib::Result r = client.Get(path, headers);
        Page page;
        if (r) {
            page.status = r->status;
            page.body = r->body;
            page.headers = r->headers;
        }
        return page;
    }

    std::string registerPlayer(const std::string& name)
    {
        const HubReply r = hub_.post(kApi + "/players", json{{"name", name}}.dump());
        return r.status == 201 ? r.body.value("token", std::string()) : std::string();
    }

    // `furunkulus-cli render FILE [--png] --out PATH`'s bytes.
    std::string rendered(const QString& file, bool png)
    {
        const QString out = dir_.filePath(png ? QStringLiteral("render.png") : QStringLiteral("render.svg"));
        QFile::remove(out);
        QProcess cli;
        cli.start(QStringLiteral(FF_CLI_PATH),
                  {QStringLiteral("render"), file, png ? QStringLiteral("--png") : QStringLiteral("--svg"),
                   QStringLiteral("--out"), out});
        if (!cli.waitForFinished(60000) || cli.exitCode() != 0)
            return {};
        return readFile(out);
    }

    // The pages a person may open on the test's hub.
    std::vector<std::string> everyPage() const
    {
        return {"/", "/weeks/" + kWeek, "/weeks/2026-W47", "/levels/" + slug_};
    }

    static void checkStrictHeaders(const Page& page)
    {
        QCOMPARE(page.header("Content-Security-Policy"),
                 std::string("default-src 'none'; img-src 'self'; style-src 'self'; base-uri 'none'; "
                             "form-action 'none'; frame-ancestors 'none'"));
        QCOMPARE(page.header("X-Content-Type-Options"), std::string("nosniff"));
        QCOMPARE(page.header("X-Frame-Options"), std::string("DENY"));
        QCOMPARE(page.header("Referrer-Policy"), std::string("no-referrer"));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        db_ = dir_.filePath(QStringLiteral("hub.sqlite"));
        ServerRun run = runServer({QStringLiteral("schedule"), QStringLiteral(FF_LEVELS_DIR "/weekly"),
                                   QStringLiteral("--db"), db_},
                                  kNow);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        run = runServer({QStringLiteral("weeks"), QStringLiteral("prize"), QString::fromStdString(kWeek),
                         QString::fromStdString(kPrize), QStringLiteral("--db"), db_},
                        kNow);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(hub_.start(db_, kNow,
                            {QStringLiteral("--rate-address"), QStringLiteral("0"),
                             QStringLiteral("--rate-token"), QStringLiteral("0")}),
                 qPrintable(hub_.errorOutput()));

        // Three players with hostile names solve the week; one publishes two levels.
        const ff::Loaded<ff::Level> week = ff::parseLevel(readFile(weeklyFile("2026-w48")));
        QVERIFY(week.value && week.value->solution);
        json placement = json::array();
        for (const ff::Placement& p : *week.value->solution)
            placement.push_back(json::parse(ff::solutionEntryText(p)));
        std::string author;
        for (const std::string& name : {kScriptName, kImageName, kQuoteName}) {
            const std::string token = registerPlayer(name);
            QVERIFY2(!token.empty(), name.c_str());
            const HubReply solved = hub_.post(kApi + "/weeks/" + kWeek + "/submissions",
                                              json{{"placement", placement}}.dump(), token);
            QCOMPARE(solved.status, 200);
            QVERIFY(solved.body["solved"].get<bool>());
            author = token;
        }
        json hostile = json::parse(hubLevel("corner"));
        hostile["title"] = kTitleStart + std::string(kLongestTitle - 57, 'W');
        const HubReply published = hub_.post(kApi + "/levels", hostile.dump(), author);
        QVERIFY2(published.status == 201, published.body.dump().c_str());
        slug_ = published.body["levels"][0]["slug"].get<std::string>();
    }

    void cleanupTestCase() { QVERIFY(hub_.stop()); }

    // Every page: HTML, strict headers, short-lived caching per language, a head with
    // its title, description, OpenGraph and Twitter-card tags, headings in order.
    void everyPageIsStrictAndDescribed()
    {
        for (const std::string& path : everyPage()) {
            const Page page = get(path);
            QVERIFY2(page.status == 200, path.c_str());
            QCOMPARE(page.header("Content-Type"), std::string("text/html; charset=utf-8"));
            checkStrictHeaders(page);
            QCOMPARE(page.header("Vary"), std::string("Accept-Language"));
            QCOMPARE(page.header("Cache-Control"), std::string("public, max-age=60"));
            QVERIFY(page.body.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"));
            QVERIFY(page.has("<title>") && page.has(" · Furunkulus</title>"));
            QVERIFY(!page.meta("description").empty());
            QVERIFY(!page.meta("og:title").empty());
            QVERIFY(!page.meta("og:description").empty());
            QCOMPARE(page.meta("og:url"), "http://127.0.0.1:" + std::to_string(hub_.port()) + path);
            QVERIFY2(
                page.meta("og:image").starts_with("http://127.0.0.1:" + std::to_string(hub_.port()) + "/"),
                path.c_str());
            QVERIFY(page.meta("og:image").ends_with(".png"));
            QCOMPARE(page.meta("twitter:card"), std::string("summary_large_image"));
            QCOMPARE(page.meta("twitter:image"), page.meta("og:image"));
            QVERIFY(page.has("<link rel=\"stylesheet\" href=\"/static/site.css\">"));
            QVERIFY(!page.has("<script") && !page.has("style=\"") && !page.has("<style"));
            QVERIFY(page.has(">Open in Furunkulus</a>"));
            // Headings: one h1 first, then never a level skipped.
            const QRegularExpression heading(QStringLiteral("<h([1-6])>"));
            QRegularExpressionMatchIterator it = heading.globalMatch(QString::fromStdString(page.body));
            int previous = 0;
            while (it.hasNext()) {
                const int level = it.next().captured(1).toInt();
                QVERIFY2(previous == 0 ? level == 1 : level <= previous + 1 && level > 1, path.c_str());
                previous = level;
            }
            QVERIFY(previous > 0);
            // The picture's alt text says what is on the board.
            const std::vector<std::string> alts = page.attributes("alt");
            QCOMPARE(alts.size(), 1u);
            QVERIFY2(
                QRegularExpression(QStringLiteral("^\\d+×\\d+ board, \\d+ enemy tokens?, \\d+ own tokens?, "
                                                  "place \\d+ pieces?$"))
                    .match(QString::fromStdString(alts[0]))
                    .hasMatch(),
                alts[0].c_str());
            QCOMPARE(page.meta("og:image:alt"), alts[0]);
        }
    }

    void languageIsChosen_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("acceptLanguage");
        QTest::addColumn<QString>("lang");
        QTest::newRow("none") << QString() << QString() << QStringLiteral("en");
        QTest::newRow("german") << QString() << QStringLiteral("de") << QStringLiteral("de");
        QTest::newRow("austrian") << QString() << QStringLiteral("de-AT,de;q=0.9") << QStringLiteral("de");
        QTest::newRow("q values") << QString() << QStringLiteral("de;q=0.3, en-GB;q=0.8")
                                  << QStringLiteral("en");
        QTest::newRow("unknown first")
            << QString() << QStringLiteral("fr, de;q=0.5, en;q=0.4") << QStringLiteral("de");
        QTest::newRow("refused") << QString() << QStringLiteral("de;q=0") << QStringLiteral("en");
        QTest::newRow("switch wins") << QStringLiteral("?lang=de") << QStringLiteral("en")
                                     << QStringLiteral("de");
        QTest::newRow("switch back") << QStringLiteral("?lang=en") << QStringLiteral("de")
                                     << QStringLiteral("en");
    }

    void languageIsChosen()
    {
        QFETCH(QString, query);
        QFETCH(QString, acceptLanguage);
        QFETCH(QString, lang);
        for (const std::string& path : everyPage()) {
            httplib::Headers headers;
            if (!acceptLanguage.isEmpty())
                headers.emplace("Accept-Language", acceptLanguage.toStdString());
            const Page page = get(path + query.toStdString(), headers);
            QCOMPARE(page.status, 200);
            QVERIFY2(page.has("<html lang=\"" + lang.toStdString() + "\">"), path.c_str());
            QCOMPARE(page.header("Vary"), std::string("Accept-Language"));
            // The switch leads to the same page in the other language.
            const std::string other = lang == QStringLiteral("de") ? "en" : "de";
            QVERIFY(page.has("<a href=\"" + path + "?lang=" + other + "\" hreflang=\"" + other + "\""));
        }
    }

    // The week's title and prize, its solvers and the top of its leaderboard; the
    // weeks released (not the coming one); the newest community levels.
    void homePage()
    {
        const Page page = get("/");
        QVERIFY(page.has("<h2>Week 2026-W48: <bdi>Signpost</bdi></h2>"));
        QVERIFY(page.has("<p>Prize: <bdi>" + escaped(kPrize.substr(0, kPrize.find(kOverride))) +
                         "mug</bdi></p>"));
        QVERIFY(page.has("<p>3 players have solved it.</p>"));
        QVERIFY(page.has("<td>1</td><td><bdi>" + escaped(kScriptName) + "</bdi></td>"));
        QVERIFY(page.has("<td>3</td><td><bdi>" + escaped(kQuoteName) + "</bdi></td>"));
        QVERIFY(page.has("<table>\n<caption>Leaderboard</caption>"));
        for (int w = 43; w <= 48; ++w)
            QVERIFY(page.has("<li><a href=\"/weeks/2026-W" + std::to_string(w) + "\">"));
        QVERIFY(!page.has("2026-W49"));
        QVERIFY(page.has("<li><a href=\"/levels/" + slug_ + "\"><bdi>" + escaped(kTitleStart.substr(0, 31)) +
                         escaped(kTitleStart.substr(34)) + "WWW"));
        QVERIFY(page.has("</bdi></a> by <bdi>" + escaped(kQuoteName) + "</bdi></li>"));
        // Open in Furunkulus: the week's share code, the level without its solution.
        std::vector<std::string> links;
        for (const std::string& href : page.attributes("href"))
            if (href.starts_with("furunkulus:"))
                links.push_back(href);
        QCOMPARE(links.size(), 1u);
        const ff::ShareDecode decoded =
            ff::decodeShareCode(links[0].substr(std::string("furunkulus:").size()));
        QVERIFY(decoded.level);
        QCOMPARE(decoded.level->title, std::string("Signpost"));
        QVERIFY(!decoded.level->solution);
        const Page german = get("/?lang=de");
        QVERIFY(german.has("<h2>Woche 2026-W48: <bdi>Der Wegweiser</bdi></h2>"));
        QVERIFY(german.has("<p>3 Spieler haben es gelöst.</p>"));
        // The archive in German: 2026-W47 "Slippery Slope" has the German title "Rutschpartie".
        QVERIFY(german.has("<li><a href=\"/weeks/2026-W47\">2026-W47: <bdi>Rutschpartie</bdi></a></li>"));
        QVERIFY(page.has("<li><a href=\"/weeks/2026-W47\">2026-W47: <bdi>Slippery Slope</bdi></a></li>"));
        QVERIFY(german.has(">In Furunkulus öffnen</a>"));
    }

    void weekPages()
    {
        // The running week: its draw is made at the close, its commitment is public.
        Page page = get("/weeks/" + kWeek);
        QVERIFY(page.has("<h1>Week 2026-W48: <bdi>Signpost</bdi></h1>"));
        QVERIFY(page.has("<h2>Leaderboard</h2>"));
        QVERIFY(!page.has("<caption>"));
        // 2026-W48's inventory: one stone and one own token.
        QVERIFY(page.has("<p>Pieces to place: 1 × stone, 1 × own token.</p>"));
        QVERIFY(get("/weeks/" + kWeek + "?lang=de")
                    .has("<p>Zu setzende Teile: 1 × Stein, 1 × eigene Figur.</p>"));
        QVERIFY(page.has("<td>2</td><td><bdi>" + escaped(kImageName) + "</bdi></td>"));
        const HubReply week = hub_.get(kApi + "/weeks/" + kWeek);
        QVERIFY(page.has("is made when it closes, at 2026-11-30 00:00 UTC"));
        QVERIFY(page.has("<code>" + week.body["draw_commitment"].get<std::string>() + "</code>"));
        QVERIFY(!page.has("How to check the draw"));
        // A closed week: its draw with the secret and the recipe to check it.
        page = get("/weeks/2026-W47");
        const HubReply draw = hub_.get(kApi + "/weeks/2026-W47/draw");
        QCOMPARE(draw.status, 200);
        QVERIFY(page.has("<dd><code>" + draw.body["secret"].get<std::string>() + "</code></dd>"));
        QVERIFY(page.has("<dd><code>" + draw.body["digest"].get<std::string>() + "</code></dd>"));
        QVERIFY(page.has("<dd>Nobody solved the week in time.</dd>"));
        QVERIFY(page.has("<h3>How to check the draw</h3>"));
        QVERIFY(page.has("python3 -c 'import hashlib"));
        QVERIFY(page.has("<a href=\"/api/v1/weeks/2026-W47/draw\">"));
        QVERIFY(get("/weeks/2026-W47?lang=de").has("<h3>So prüfst du die Ziehung</h3>"));
    }

    // A level as the generator titled it ("Generated 1-7") is named as the app names it.
    void generatedLevelIsNamedAsInTheApp()
    {
        ff::GeneratorOptions options;
        options.seed = 0x2a;
        options.difficulty = 1;
        options.board = ff::GeneratorBoard::Custom;
        options.width = 5;
        options.height = 4;
        const std::optional<ff::Level> generated = ff::generateLevel(options);
        QVERIFY(generated);
        QCOMPARE(generated->title, std::string("Generated 1-2a"));
        const HubReply published =
            hub_.post(kApi + "/levels", ff::writeLevel(*generated), registerPlayer("Generating Gina"));
        QVERIFY2(published.status == 201, published.body.dump().c_str());
        const std::string slug = published.body["levels"][0]["slug"].get<std::string>();
        const Page page = get("/levels/" + slug);
        QVERIFY(page.has("<h1><bdi>Random puzzle · difficulty 1 · seed 2a</bdi></h1>"));
        QVERIFY(page.has("<title>Random puzzle · difficulty 1 · seed 2a · Furunkulus</title>"));
        QVERIFY(get("/levels/" + slug + "?lang=de")
                    .has("<h1><bdi>Zufallsrätsel · Schwierigkeit 1 · Startwert 2a</bdi></h1>"));
        // The home page is built again at most once a second.
        QTRY_VERIFY_WITH_TIMEOUT(
            get("/").has(
                "\"><bdi>Random puzzle · difficulty 1 · seed 2a</bdi></a> by <bdi>Generating Gina</bdi>"),
            10000);
    }

    void levelPage()
    {
        const Page page = get("/levels/" + slug_);
        QVERIFY(
            page.has("A community level by <bdi>" + escaped(kQuoteName) + "</bdi>, published on 2026-11-25"));
        const HubReply listed = hub_.get(kApi + "/levels/" + slug_);
        QVERIFY(page.has("<dt>Engine grade</dt><dd>" + std::to_string(listed.body["grade"].get<int>()) +
                         " of 5</dd>"));
        QVERIFY(page.has("<dt>Players’ rating</dt><dd>not rated yet</dd>"));
        QVERIFY(page.has("<dt>Solves</dt><dd>0</dd>"));
        QVERIFY(page.has("<dt>Votes</dt><dd>0 up, 0 down</dd>"));
        QVERIFY(page.has("Place the pieces so the monster eats every enemy token and none of yours."));
        QVERIFY(page.has("<p>Pieces to place: 1 × right-turning stone.</p>"));
        QVERIFY(page.has("<a class=\"open\" href=\"furunkulus://127.0.0.1:" + std::to_string(hub_.port()) +
                         "/levels/" + slug_ + "\">"));
        QVERIFY(get("/levels/" + slug_ + "?lang=de").has("<dt>Einstufung der Engine</dt>"));
    }

    // The pictures of the pages are `furunkulus-cli render`'s of the same level: the
    // week's level file, the community level's public level.
    void picturesAreTheCliRenders()
    {
        const std::string apiLevel = hub_.get(kApi + "/levels/" + slug_).body["level"].dump();
        const QString cornerFile = dir_.filePath(QStringLiteral("corner-public.ffl.json"));
        QFile out(cornerFile);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(apiLevel.data(), static_cast<qint64>(apiLevel.size()));
        out.close();
        struct Case {
            std::string page;
            QString file;
            std::string cacheControl;
        };
        for (const Case& c :
             {Case{"/weeks/" + kWeek, weeklyFile("2026-w48"), "public, max-age=31536000, immutable"},
              Case{"/levels/" + slug_, cornerFile, "public, max-age=86400"}}) {
            const Page page = get(c.page);
            const std::vector<std::string> sources = page.attributes("src");
            QCOMPARE(sources.size(), 1u);
            QVERIFY2(sources[0].starts_with(c.page + "/board-") && sources[0].ends_with(".svg"),
                     sources[0].c_str());
            const std::string pngUrl = page.meta("og:image");
            const std::string png = pngUrl.substr(pngUrl.find(c.page));
            QCOMPARE(png, sources[0].substr(0, sources[0].size() - 4) + ".png");
            for (const auto& [path, type] : {std::pair{sources[0], std::string("image/svg+xml")},
                                             std::pair{png, std::string("image/png")}}) {
                const Page picture = get(path);
                QCOMPARE(picture.status, 200);
                QCOMPARE(picture.header("Content-Type"), type);
                QCOMPARE(picture.header("Cache-Control"), c.cacheControl);
                QVERIFY(!picture.header("ETag").empty());
                checkStrictHeaders(picture);
                QVERIFY2(picture.body == rendered(c.file, type == "image/png"), path.c_str());
                // The same bytes again, from the hub's memory.
                QCOMPARE(get(path).body, picture.body);
            }
            QVERIFY(get(c.page + "/board-0000000000000000.svg").status == 404);
            QVERIFY(get(c.page + "/board.svg").status == 404);
        }
    }

    // An unreleased week, a week that is none, an unknown level: 404 pages that give
    // nothing of a coming week's level away.
    void unknownPagesAreNotFound()
    {
        const ff::Loaded<ff::Level> coming = ff::parseLevel(readFile(weeklyFile("2026-w49")));
        QVERIFY(coming.value);
        for (const std::string& path :
             {std::string("/weeks/2026-W49"), std::string("/weeks/2027-W04"), std::string("/weeks/2026-W99"),
              std::string("/weeks/nonsense"), std::string("/levels/000000000000"),
              std::string("/levels/%3Cscript%3E")}) {
            const Page page = get(path);
            QVERIFY2(page.status == 404, path.c_str());
            QCOMPARE(page.header("Content-Type"), std::string("text/html; charset=utf-8"));
            checkStrictHeaders(page);
            QVERIFY(page.has("<h1>Not found</h1>"));
            QVERIFY(!page.has(coming.value->title));
            QVERIFY(!page.has("<script"));
        }
        QCOMPARE(get("/weeks/2026-W49/board-0000000000000000.png").status, 404);
        QCOMPARE(get("/weeks/2026-W49/board-0000000000000000.png").header("Content-Type"),
                 std::string("application/json"));
        QVERIFY(get("/weeks/2026-W49?lang=de").has("<h1>Nicht gefunden</h1>"));
    }

    // Players' names, titles and the prize, with markup, quotes and a direction
    // override, are text on every page in both languages: never markup, never turning
    // the text after them around.
    void hostileContentIsInert()
    {
        for (const std::string& path : everyPage()) {
            for (const std::string& query : {std::string(), std::string("?lang=de")}) {
                const Page page = get(path + query);
                QCOMPARE(page.status, 200);
                for (const std::string& hostile :
                     {kScriptName, kImageName, kQuoteName, kPrize, kTitleStart, std::string("<img src=x"),
                      std::string("<script"), kOverride})
                    QVERIFY2(!page.has(hostile), (path + query + " shows " + hostile).c_str());
                // Every attribute the page has is one of its own.
                for (const char* name : {"onerror", "onload", "onclick"})
                    QVERIFY(page.attributes(name).empty());
            }
        }
        const Page page = get("/levels/" + slug_);
        const Page svg = get(page.attributes("src").at(0));
        QCOMPARE(svg.status, 200);
        for (const std::string& hostile : {kTitleStart, std::string("<img src=x"), std::string("<script")})
            QVERIFY2(!svg.has(hostile), ("the picture shows " + hostile).c_str());
        QVERIFY(page.has(
            "<h1><bdi>&quot;&gt;&lt;img src=x onerror=alert(4)&gt; &lt;script&gt;alert(5)&lt;/script&gt;W"));
        QCOMPARE(unescaped(page.meta("og:title")).substr(0, 30),
                 std::string("\"><img src=x onerror=alert(4)>"));
        // The longest title, most of it one word, wraps (the stylesheet); a title of
        // 10 KB is refused.
        QVERIFY(get("/static/site.css").has("overflow-wrap:anywhere"));
        json longer = json::parse(hubLevel("slow"));
        longer["title"] = std::string(10 * 1024, 'W');
        const HubReply refused = hub_.post(kApi + "/levels", longer.dump(), registerPlayer("Long"));
        QCOMPARE(refused.status, 422);
        QCOMPARE(refused.body["problems"][0]["code"].get<std::string>(), std::string("text-too-long"));
    }

    // Absolute links take the request's Host when it is a host name or address (a
    // hostile one is refused), or the configured public address whatever the Host.
    void linksTakeAValidHost()
    {
        const std::string page = "/levels/" + slug_;
        Page shown = get(page, {{"Host", "hub.example:8080"}});
        QCOMPARE(shown.status, 200);
        QCOMPARE(shown.meta("og:url"), "http://hub.example:8080" + page);
        QVERIFY(shown.has("href=\"furunkulus://hub.example:8080" + page + "\""));
        for (const std::string& host :
             {std::string("evil.example\"><script>alert(6)</script>"), std::string("evil.example/phish"),
              std::string("a b"), std::string("@x")}) {
            shown = get(page, {{"Host", host}});
            QVERIFY2(shown.status == 400, host.c_str());
            QVERIFY(!shown.has("evil"));
            checkStrictHeaders(shown);
        }

        HubProcess configured;
        QVERIFY2(configured.start(
                     db_, kNow, {QStringLiteral("--public-url"), QStringLiteral("https://hub.example.org")}),
                 qPrintable(configured.errorOutput()));
        shown = get(page, {{"Host", "evil.example"}}, configured.port());
        QCOMPARE(shown.status, 200);
        QCOMPARE(shown.meta("og:url"), "https://hub.example.org" + page);
        QVERIFY(shown.meta("og:image").starts_with("https://hub.example.org" + page + "/board-"));
        QVERIFY(shown.has("href=\"furunkulus://hub.example.org" + page + "\""));
        QVERIFY(!shown.has("evil"));
        QVERIFY(configured.stop());
        const ServerRun refused = runServer({QStringLiteral("--db"), db_, QStringLiteral("--public-url"),
                                             QStringLiteral("hub.example.org/x")},
                                            kNow);
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.err.contains(QStringLiteral("--public-url takes")));
    }

    // Every link of every page in both languages leads somewhere: its own pages, the
    // pictures, the stylesheet, the API's JSON.
    void linksLeadSomewhere()
    {
        std::set<std::string> followed;
        for (const std::string& path : everyPage())
            for (const std::string& query : {std::string(), std::string("?lang=de")}) {
                const Page page = get(path + query);
                std::vector<std::string> links = page.attributes("href");
                const std::vector<std::string> sources = page.attributes("src");
                links.insert(links.end(), sources.begin(), sources.end());
                for (const std::string& link : links) {
                    if (link.starts_with("furunkulus:") || !followed.insert(unescaped(link)).second)
                        continue;
                    QVERIFY2(link.starts_with("/"), link.c_str());
                    QVERIFY2(get(unescaped(link)).status == 200, (path + " links to " + link).c_str());
                }
            }
        QVERIFY(followed.size() > 10);
    }

    // A link preview may ask with HEAD first: the same status and headers as GET, no body.
    void headAnswersAsGetWithoutABody()
    {
        for (const std::string& path : everyPage()) {
            const Page page = get(path);
            httplib::Client client("127.0.0.1", hub_.port());
            const httplib::Result head = client.Head(path);
            QVERIFY2(head, path.c_str());
            QCOMPARE(head->status, 200);
            QVERIFY(head->body.empty());
            QCOMPARE(head->get_header_value("Content-Type"), page.header("Content-Type"));
            QCOMPARE(head->get_header_value("Content-Length"), std::to_string(page.body.size()));
            QCOMPARE(head->get_header_value("Content-Security-Policy"),
                     page.header("Content-Security-Policy"));
        }
        httplib::Client client("127.0.0.1", hub_.port());
        const httplib::Result missing = client.Head("/weeks/2099-W01");
        QVERIFY(missing);
        QCOMPARE(missing->status, 404);
        QVERIFY(missing->body.empty());
    }

    void stylesheet()
    {
        const Page css = get("/static/site.css");
        QCOMPARE(css.status, 200);
        QCOMPARE(css.header("Content-Type"), std::string("text/css; charset=utf-8"));
        checkStrictHeaders(css);
        QVERIFY(css.has("max-width:48rem"));
    }
};

QTEST_GUILESS_MAIN(TestPages)
#include "tst_pages.moc"
