#include "hub/WebPages.h"

#include "engine/files/GeneratorOptions.h"
#include "engine/files/LevelIo.h"
#include "hub/ApiSupport.h"
#include "hub/Prizes.h"
#include "hub/Secrets.h"
#include "hubapi/Community.h"
#include "hubapi/CommunitySort.h"
#include "hubapi/Routes.h"
#include "words/PieceNames.h"

#include <QtGlobal>

#include <array>
#include <charconv>
#include <cmath>
#include <optional>
#include <regex>

namespace ff::hub {

namespace {

constexpr int kHomeLeaders = 10;
constexpr int kWeekLeaders = 100;
constexpr int kNewestLevels = 10;
// A page is made again when the one kept is this old; at most this many are kept.
constexpr std::chrono::milliseconds kPageLife{1000};
constexpr std::size_t kMadePages = 4096;
// Player text in <title> and <meta> is cut to this many bytes (at a character's start).
constexpr std::size_t kShortText = 200;

// The stylesheet of every page: readable from 360 px wide up, the text's contrast
// at least 7:1 on its background, any long word wrapped.
constexpr std::string_view kStylesheet =
    R"css(html{font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a;background:#fdfcf8}
body{max-width:48rem;margin:0 auto;padding:0 1rem 2rem;overflow-wrap:anywhere}
header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem;padding:.75rem 0;border-bottom:2px solid #2d5a27}
header a{color:#1f4a1a;font-weight:bold}
a{color:#1c4f8a}
h1{font-size:1.6rem;line-height:1.25;margin:1rem 0 .5rem}
h2{font-size:1.3rem;margin:1.5rem 0 .5rem}
h3{font-size:1.1rem}
img{display:block;max-width:100%;height:auto;border:1px solid #555}
table{border-collapse:collapse;width:100%;table-layout:fixed}
th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #bbb;vertical-align:top}
th:first-child,td:first-child{width:3.5rem}
caption{text-align:left;font-weight:bold}
dt{font-weight:bold}
dd{margin:0 0 .5rem 1rem}
code,pre{font-family:ui-monospace,monospace;font-size:.9rem;white-space:pre-wrap;overflow-wrap:anywhere}
pre{background:#eeeae0;padding:.5rem}
.open{display:inline-block;margin:.5rem 0;padding:.5rem 1rem;background:#2d5a27;color:#fff;font-weight:bold;text-decoration:none;border-radius:.3rem}
.open:focus,.open:hover{background:#1f4a1a;outline:3px solid #e0a800}
footer{margin-top:2rem;border-top:1px solid #bbb;font-size:.9rem}
)css";

// Every page's and picture's headers: no script, no plugin, nothing from elsewhere,
// no framing, no sniffing, no address handed on.
void secureHeaders(HttpResponse& res)
{
    res.headers.emplace_back("Content-Security-Policy",
                             "default-src 'none'; img-src 'self'; style-src 'self'; "
                             "base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
    res.headers.emplace_back("X-Content-Type-Options", "nosniff");
    res.headers.emplace_back("X-Frame-Options", "DENY");
    res.headers.emplace_back("Referrer-Policy", "no-referrer");
}

// Whether the UTF-8 sequence at `i` is a character that sets the direction of the
// text after it (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069).
std::size_t bidiControlAt(std::string_view s, std::size_t i)
{
    const auto byte = [&s](std::size_t k) { return k < s.size() ? static_cast<unsigned char>(s[k]) : 0u; };
    if (byte(i) == 0xD8 && byte(i + 1) == 0x9C)
        return 2;
    if (byte(i) != 0xE2 || (byte(i + 1) != 0x80 && byte(i + 1) != 0x81))
        return 0;
    const unsigned third = byte(i + 2);
    if (byte(i + 1) == 0x80 && (third == 0x8E || third == 0x8F || (third >= 0xAA && third <= 0xAE)))
        return 3;
    if (byte(i + 1) == 0x81 && third >= 0xA6 && third <= 0xA9)
        return 3;
    return 0;
}

// A player's text without direction controls, escaped.
std::string plain(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        if (const std::size_t n = bidiControlAt(text, i)) {
            i += n;
            continue;
        }
        out += text[i++];
    }
    return htmlText(out);
}

// A player's text in the page's body: escaped, isolated from the text around it.
std::string player(std::string_view text)
{
    return "<bdi>" + plain(text) + "</bdi>";
}

// A player's text for <title> and attributes: escaped and cut to kShortText bytes.
std::string shortPlain(std::string_view text)
{
    if (text.size() <= kShortText)
        return plain(text);
    std::size_t end = kShortText;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end;
    return plain(text.substr(0, end)) + "…";
}

std::string number(std::int64_t n)
{
    return std::to_string(n);
}

// "2026-11-25 12:00 UTC" of a time.
std::string minuteText(std::int64_t ms)
{
    const std::string t = utcTimeText(ms);
    return t.substr(0, 10) + " " + t.substr(11, 5) + " UTC";
}

// The level's title in the page's language; a level as the generator titled it is
// named as the app names it, a random puzzle of its difficulty and seed.
std::string titleIn(const Level& level, const PageText& t)
{
    if (const std::optional<GeneratorOptions> o = generatorTitled(level)) {
        std::array<char, 17> seed{};
        const auto end = std::to_chars(seed.data(), seed.data() + seed.size(), o->seed, 16).ptr;
        return t(QT_TRANSLATE_NOOP("WebPages", "Random puzzle · difficulty %1 · seed %2"),
                 {number(o->difficulty), std::string(seed.data(), end)});
    }
    if (t.language() == PageLanguage::German)
        if (const auto it = level.titleI18n.find("de"); it != level.titleI18n.end())
            return it->second;
    return level.title;
}

// The title of a listed level, from its level file `levelJson`: `stored` when the text
// reads as no level.
std::string listedTitle(const std::string& levelJson, const std::string& stored, const PageText& t)
{
    const Loaded<Level> level = parseLevel(levelJson);
    return level.value ? titleIn(*level.value, t) : stored;
}

// A week's title in the archive list: the stored English one, or on a German page the
// level's German title when it has one (the archive then holds the levels).
std::string archiveTitle(const WeekLevel& w, const PageText& t)
{
    return t.language() == PageLanguage::German ? listedTitle(w.publicJson, w.title, t) : w.title;
}

// What the picture shows, for its alt text: "6×8 board, 2 enemy tokens, 1 own token,
// place 3 pieces".
std::string describe(const Level& level, const PageText& t)
{
    int enemies = 0;
    int own = 0;
    for (const Piece& p : level.pieces)
        if (p.kind == PieceKind::Token)
            (p.side == Side::Enemy ? enemies : own) += 1;
    int toPlace = 0;
    for (const InventoryItem& item : level.inventory)
        toPlace += item.count;
    const std::string board = t(QT_TRANSLATE_NOOP("WebPages", "%1×%2 board"),
                                {number(level.board.width()), number(level.board.height())});
    const std::string enemyText =
        enemies == 1 ? t(QT_TRANSLATE_NOOP("WebPages", "1 enemy token"))
                     : t(QT_TRANSLATE_NOOP("WebPages", "%1 enemy tokens"), {number(enemies)});
    const std::string ownText = own == 1 ? t(QT_TRANSLATE_NOOP("WebPages", "1 own token"))
                                         : t(QT_TRANSLATE_NOOP("WebPages", "%1 own tokens"), {number(own)});
    const std::string placeText =
        toPlace == 1 ? t(QT_TRANSLATE_NOOP("WebPages", "place 1 piece"))
                     : t(QT_TRANSLATE_NOOP("WebPages", "place %1 pieces"), {number(toPlace)});
    return board + ", " + enemyText + ", " + ownText + ", " + placeText;
}

// One piece of the inventory, by the name the app's piece list gives it.
std::string pieceName(PieceKind kind, Side side, const PageText& t)
{
    return t.translated(words::kPieceNameContext, words::pieceNameSource(kind, side));
}

// The goal and the pieces to place, as two paragraphs: what a visitor must do.
std::string whatToDo(const Level& level, const PageText& t)
{
    const std::string goal =
        level.goal == Goal::SurviveForever
            ? t(QT_TRANSLATE_NOOP("WebPages",
                                  "Place the pieces so the monster eats every enemy token and none "
                                  "of yours, and then walks on for ever."))
            : t(QT_TRANSLATE_NOOP("WebPages",
                                  "Place the pieces so the monster eats every enemy token and none of "
                                  "yours."));
    std::string pieces;
    for (const InventoryItem& item : level.inventory) {
        if (!pieces.empty())
            pieces += ", ";
        pieces += t(QT_TRANSLATE_NOOP("WebPages", "%1 × %2"),
                    {number(item.count), pieceName(item.kind, item.side, t)});
    }
    return "<p>" + goal + "</p>\n<p>" + t(QT_TRANSLATE_NOOP("WebPages", "Pieces to place: %1."), {pieces}) +
           "</p>\n";
}

std::string getTheApp(const PageText& t)
{
    return "<h2>" + t(QT_TRANSLATE_NOOP("WebPages", "Get Furunkulus")) + "</h2>\n<p>" +
           t(QT_TRANSLATE_NOOP(
               "WebPages",
               "Furunkulus is a free puzzle game for the desktop. Install it (on Debian and Ubuntu "
               "the package <code>furunkulus</code>), then follow <em>Open in Furunkulus</em>, or "
               "copy this page’s address and choose File › Paste share code in the game.")) +
           "</p>\n";
}

// The picture of a board with its description.
std::string figure(const std::string& src, const std::string& alt)
{
    return "<p><img src=\"" + htmlText(src) + "\" alt=\"" + htmlText(alt) + "\"></p>\n";
}

std::string openLink(const std::string& href, const PageText& t)
{
    return "<p><a class=\"open\" href=\"" + htmlText(href) + "\">" +
           t(QT_TRANSLATE_NOOP("WebPages", "Open in Furunkulus")) + "</a></p>\n";
}

// The leaderboard's table; `captioned` when no heading above it names it already.
std::string leaderTable(const std::vector<LeaderboardEntry>& entries, const PageText& t, bool captioned)
{
    std::string out = "<table>\n";
    if (captioned)
        out += "<caption>" + t(QT_TRANSLATE_NOOP("WebPages", "Leaderboard")) + "</caption>\n";
    out += "<thead><tr><th scope=\"col\">" + t(QT_TRANSLATE_NOOP("WebPages", "Rank")) +
           "</th><th scope=\"col\">" + t(QT_TRANSLATE_NOOP("WebPages", "Player")) +
           "</th><th scope=\"col\">" + t(QT_TRANSLATE_NOOP("WebPages", "Solved")) +
           "</th></tr></thead>\n<tbody>\n";
    for (const LeaderboardEntry& e : entries)
        out += "<tr><td>" + number(e.rank) + "</td><td>" + player(e.name) + "</td><td>" +
               minuteText(e.solvedMs) + "</td></tr>\n";
    return out + "</tbody>\n</table>\n";
}

std::string solversText(std::int64_t solvers, const PageText& t)
{
    if (solvers == 0)
        return t(QT_TRANSLATE_NOOP("WebPages", "Nobody has solved it yet."));
    if (solvers == 1)
        return t(QT_TRANSLATE_NOOP("WebPages", "1 player has solved it."));
    return t(QT_TRANSLATE_NOOP("WebPages", "%1 players have solved it."), {number(solvers)});
}

// The page's head and the page around `main`.
struct Head {
    std::string title;       // escaped
    std::string description; // escaped
    std::string image;       // the PNG's absolute address; empty: none
    std::string imageAlt;    // escaped
};

} // namespace

struct WebPages::Request {
    const HttpRequest& http;
    PageText t;
    // "https://hub.example.org" or "http://HOST:PORT": the start of absolute addresses.
    std::string site;
    // "HOST[:PORT]" of `site`, for furunkulus:// links.
    std::string authority;

    std::string document(const Head& head, const std::string& main) const
    {
        const std::string lang(languageTag(t.language()));
        const std::string other = t.language() == PageLanguage::German ? "en" : "de";
        const std::string url = site + http.path;
        std::string out =
            "<!DOCTYPE html>\n<html lang=\"" + lang +
            "\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" +
            head.title + "</title>\n<meta name=\"description\" content=\"" + head.description +
            "\">\n<link rel=\"stylesheet\" href=\"" + api::stylesheetPath() +
            "\">\n<meta property=\"og:type\" content=\"website\">\n"
            "<meta property=\"og:site_name\" content=\"Furunkulus\">\n"
            "<meta property=\"og:title\" content=\"" +
            head.title + "\">\n<meta property=\"og:description\" content=\"" + head.description +
            "\">\n<meta property=\"og:url\" content=\"" + htmlText(url) + "\">\n";
        if (!head.image.empty())
            out += "<meta property=\"og:image\" content=\"" + htmlText(head.image) +
                   "\">\n<meta property=\"og:image:alt\" content=\"" + head.imageAlt +
                   "\">\n<meta name=\"twitter:card\" content=\"summary_large_image\">\n"
                   "<meta name=\"twitter:image\" content=\"" +
                   htmlText(head.image) + "\">\n<meta name=\"twitter:image:alt\" content=\"" + head.imageAlt +
                   "\">\n";
        else
            out += "<meta name=\"twitter:card\" content=\"summary\">\n";
        out += "<meta name=\"twitter:title\" content=\"" + head.title +
               "\">\n<meta name=\"twitter:description\" content=\"" + head.description +
               "\">\n</head>\n<body>\n<header><a href=\"" + api::homePagePath() +
               "\">Furunkulus</a> <a href=\"" + htmlText(http.path) + "?lang=" + other + "\" hreflang=\"" +
               other + "\" lang=\"" + other + "\">" + (other == "de" ? "Deutsch" : "English") +
               "</a></header>\n<main>\n" + main + "</main>\n<footer><p>" +
               t(QT_TRANSLATE_NOOP("WebPages", "Furunkulus: a puzzle game with a new puzzle every Monday.")) +
               "</p></footer>\n</body>\n</html>\n";
        return out;
    }
};

namespace {

void sendPage(HttpResponse& res, int status, std::string body)
{
    res.status = status;
    res.contentType = "text/html; charset=utf-8";
    res.body = std::move(body);
    res.headers.emplace_back("Cache-Control", "public, max-age=60");
    res.headers.emplace_back("Vary", "Accept-Language");
}

// A page that says what went wrong, without the site's address (it may be the reason).
void errorPage(HttpResponse& res, int status, const PageText& t, const std::string& message)
{
    const std::string title = status == 404 ? t(QT_TRANSLATE_NOOP("WebPages", "Not found"))
                                            : t(QT_TRANSLATE_NOOP("WebPages", "This page cannot be shown"));
    sendPage(res, status,
             "<!DOCTYPE html>\n<html lang=\"" + std::string(languageTag(t.language())) +
                 "\">\n<head>\n<meta charset=\"utf-8\">\n"
                 "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" +
                 title + " · Furunkulus</title>\n<link rel=\"stylesheet\" href=\"" + api::stylesheetPath() +
                 "\">\n</head>\n<body>\n<header><a href=\"" + api::homePagePath() +
                 "\">Furunkulus</a></header>\n<main>\n<h1>" + title + "</h1>\n<p>" + message +
                 "</p>\n</main>\n</body>\n</html>\n");
}

// "HOST[:PORT]" of a Host header when it is a DNS name, an IPv4 address or a
// bracketed IPv6 address with an optional port, lowered; else nothing.
std::optional<std::string> validHost(const std::string& host)
{
    static const std::regex form(
        R"(^([a-z0-9]([a-z0-9-]{0,62}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,62}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(:[0-9]{1,5})?$)",
        std::regex::icase);
    if (host.empty() || host.size() > 260 || !std::regex_match(host, form))
        return std::nullopt;
    std::string lowered = host;
    for (char& c : lowered)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return lowered;
}

std::string notFoundText(api::ErrorCode code, const PageText& t)
{
    switch (code) {
    case api::ErrorCode::UnknownWeek:
    case api::ErrorCode::BadWeek:
        return t(QT_TRANSLATE_NOOP("WebPages", "No puzzle of this week is released on this hub."));
    case api::ErrorCode::UnknownLevel:
        return t(
            QT_TRANSLATE_NOOP("WebPages", "No community level with this address is published on this hub."));
    default:
        return t(QT_TRANSLATE_NOOP("WebPages", "The hub cannot show this page now; try again later."));
    }
}

std::string weekKey(const std::string& week)
{
    return "week:" + week;
}

void sendPicture(const HttpRequest& req, HttpResponse& res, const BoardPicture& picture, bool released)
{
    const std::string& name = req.captures[1];
    const bool png = name == api::boardPictureName(picture.version(), true);
    if (!png && name != api::boardPictureName(picture.version(), false))
        throw ApiError{api::ErrorCode::NotFound, "no such picture"};
    if (png && picture.png().empty())
        throw ApiError{api::ErrorCode::InternalError, "the board's picture cannot be rasterised"};
    res.status = 200;
    res.contentType = png ? "image/png" : "image/svg+xml";
    res.body = png ? picture.png() : picture.svg();
    res.headers.emplace_back("ETag", "\"" + picture.version() + "\"");
    // A released week's level never changes, nor do the bytes under its picture's
    // address; a community level may be hidden, so its picture is kept for a day.
    res.headers.emplace_back("Cache-Control",
                             released ? "public, max-age=31536000, immutable" : "public, max-age=86400");
}

} // namespace

void WebPages::routes(HttpServer& http)
{
    const auto page = [this](void (WebPages::*handler)(const Request&, HttpResponse&)) {
        return [this, handler](const HttpRequest& req, HttpResponse& res) {
            const PageText t(pageLanguage(req.param("lang"), req.header("Accept-Language")));
            std::string site = publicUrl_;
            if (site.empty()) {
                const std::optional<std::string> host = validHost(req.header("Host"));
                if (!host) {
                    errorPage(
                        res, 400, t,
                        t(QT_TRANSLATE_NOOP("WebPages", "The request does not name this hub's address.")));
                    secureHeaders(res);
                    return;
                }
                site = "http://" + *host;
            }
            const std::string key = std::string(languageTag(t.language())) + " " + site + req.path;
            if (!answerMade(key, res)) {
                try {
                    (this->*handler)(Request{req, t, site, site.substr(site.find("://") + 3)}, res);
                } catch (const ApiError& e) {
                    // A page's address that names no week is not found either.
                    errorPage(
                        res, e.answer.code == api::ErrorCode::BadWeek ? 404 : api::errorStatus(e.answer.code),
                        t, notFoundText(e.answer.code, t));
                } catch (const StoreError&) {
                    errorPage(res, 503, t, notFoundText(api::ErrorCode::StorageError, t));
                }
                keepMade(key, res);
            }
            secureHeaders(res);
        };
    };
    const auto picture = [this](void (WebPages::*handler)(const HttpRequest&, HttpResponse&)) {
        return [this, handler](const HttpRequest& req, HttpResponse& res) {
            guarded([this, handler](const HttpRequest& q, HttpResponse& r) { (this->*handler)(q, r); })(req,
                                                                                                        res);
            secureHeaders(res);
        };
    };
    http.route("GET", api::homePagePath(), page(&WebPages::home));
    http.route("GET", api::weekPagePath(api::kWeekSegment), page(&WebPages::week));
    http.route("GET", api::levelPagePath(api::kSlugSegment), page(&WebPages::level));
    http.route("GET", api::weekPicturePath(api::kWeekSegment, api::kPictureSegment),
               picture(&WebPages::sendWeekPicture));
    http.route("GET", api::levelPicturePath(api::kSlugSegment, api::kPictureSegment),
               picture(&WebPages::sendLevelPicture));
    http.route("GET", api::stylesheetPath(), [](const HttpRequest&, HttpResponse& res) {
        res.status = 200;
        res.contentType = "text/css; charset=utf-8";
        res.body = std::string(kStylesheet);
        res.headers.emplace_back("Cache-Control", "public, max-age=86400");
        secureHeaders(res);
    });
}

bool WebPages::answerMade(const std::string& key, HttpResponse& res)
{
    std::lock_guard lock(madeMutex_);
    const auto it = made_.find(key);
    if (it == made_.end() || std::chrono::steady_clock::now() - it->second.made >= kPageLife)
        return false;
    sendPage(res, it->second.status, it->second.body);
    return true;
}

// Keeps a page found or not found (an unknown address is made once a second too).
void WebPages::keepMade(const std::string& key, const HttpResponse& res)
{
    if (res.status != 200 && res.status != 404)
        return;
    const auto now = std::chrono::steady_clock::now();
    std::lock_guard lock(madeMutex_);
    if (made_.size() >= kMadePages && !made_.contains(key)) {
        std::erase_if(made_, [now](const auto& entry) { return now - entry.second.made >= kPageLife; });
        if (made_.size() >= kMadePages)
            made_.clear();
    }
    made_[key] = MadePage{now, res.status, res.body};
}

// The week when it is released; 404 unknown-week for every other week, scheduled or not.
WeekLevel WebPages::released(const std::string& weekText)
{
    const std::optional<IsoWeek> parsed = parseIsoWeek(weekText);
    if (!parsed || !isoWeekExists(*parsed))
        throw ApiError{api::ErrorCode::BadWeek, "no such week"};
    std::optional<WeekLevel> w = weeks_.releasedWeek(isoWeekText(*parsed), clock_.nowMs(), false);
    if (!w)
        throw ApiError{api::ErrorCode::UnknownWeek, "the week is not released"};
    return *w;
}

std::shared_ptr<const BoardPicture> WebPages::weekPicture(const WeekLevel& w)
{
    const std::shared_ptr<const BoardPicture> picture = pictures_.picture(weekKey(w.week), [this, &w] {
        const std::optional<WeekLevel> full = weeks_.releasedWeek(w.week, w.releaseMs, true);
        return full ? full->publicJson : std::string();
    });
    if (!picture)
        throw ApiError{api::ErrorCode::InternalError, "the level of week " + w.week + " is damaged"};
    return picture;
}

std::shared_ptr<const BoardPicture> WebPages::levelPicture(const CommunityLevel& l)
{
    std::shared_ptr<const BoardPicture> picture =
        pictures_.picture("level:" + l.slug, [&l] { return l.publicJson; });
    if (!picture)
        throw ApiError{api::ErrorCode::InternalError, "the community level " + l.slug + " is damaged"};
    return picture;
}

void WebPages::sendWeekPicture(const HttpRequest& req, HttpResponse& res)
{
    // A week's picture is kept only once the week is released, and a released week
    // keeps its level: a picture kept needs no look in the database.
    std::shared_ptr<const BoardPicture> picture = pictures_.find(weekKey(req.captures[0]));
    if (!picture)
        picture = weekPicture(released(req.captures[0]));
    sendPicture(req, res, *picture, true);
}

void WebPages::sendLevelPicture(const HttpRequest& req, HttpResponse& res)
{
    const std::optional<CommunityLevel> l = community_.level(req.captures[0]);
    if (!l)
        throw ApiError{api::ErrorCode::UnknownLevel,
                       "no community level " + req.captures[0] + " is published"};
    sendPicture(req, res, *levelPicture(*l), false);
}

void WebPages::home(const Request& r, HttpResponse& res)
{
    const PageText& t = r.t;
    const std::int64_t now = clock_.nowMs();
    std::string main =
        "<h1>" + t(QT_TRANSLATE_NOOP("WebPages", "Furunkulus: this week’s puzzle")) + "</h1>\n";
    Head head{
        t(QT_TRANSLATE_NOOP("WebPages", "Furunkulus: this week’s puzzle")),
        t(QT_TRANSLATE_NOOP("WebPages", "A new puzzle every Monday: place the pieces so the monster eats "
                                        "every enemy token and none of yours.")),
        {},
        {}};
    if (const std::optional<WeekLevel> w = weeks_.latestReleased(now, false)) {
        const std::shared_ptr<const BoardPicture> picture = weekPicture(*w);
        const std::string title = titleIn(picture->level(), t);
        const std::string alt = describe(picture->level(), t);
        head.image = r.site + api::weekPicturePath(w->week, api::boardPictureName(picture->version(), true));
        head.imageAlt = htmlText(alt);
        head.title = t(QT_TRANSLATE_NOOP("WebPages", "%1 · Furunkulus"), {shortPlain(title)});
        main += "<h2>" + t(QT_TRANSLATE_NOOP("WebPages", "Week %1: %2"), {w->week, player(title)}) +
                "</h2>\n" +
                figure(api::weekPicturePath(w->week, api::boardPictureName(picture->version(), false)), alt) +
                whatToDo(picture->level(), t) + openLink("furunkulus:" + picture->shareCode(), t);
        if (w->prize)
            main += "<p>" + t(QT_TRANSLATE_NOOP("WebPages", "Prize: %1"), {player(*w->prize)}) + "</p>\n";
        main += "<p>" + solversText(w->solvers, t) + "</p>\n";
        const Leaderboard board = weeks_.leaderboard(w->week, kHomeLeaders, 0, std::nullopt);
        if (!board.entries.empty())
            main += leaderTable(board.entries, t, true);
        main += "<p><a href=\"" + api::weekPagePath(w->week) + "\">" +
                t(QT_TRANSLATE_NOOP("WebPages", "The whole leaderboard and the prize draw")) + "</a></p>\n";
    } else {
        main += "<p>" + t(QT_TRANSLATE_NOOP("WebPages", "No puzzle is released yet.")) + "</p>\n";
    }
    const std::vector<WeekLevel> archive = weeks_.archive(now, t.language() == PageLanguage::German);
    if (!archive.empty()) {
        main += "<h2>" + t(QT_TRANSLATE_NOOP("WebPages", "All weeks")) + "</h2>\n<ul>\n";
        for (const WeekLevel& w : archive)
            main += "<li><a href=\"" + api::weekPagePath(w.week) + "\">" + w.week + ": " +
                    player(archiveTitle(w, t)) + "</a></li>\n";
        main += "</ul>\n";
    }
    main += "<h2>" + t(QT_TRANSLATE_NOOP("WebPages", "Newest community levels")) + "</h2>\n";
    const std::vector<CommunityLevel> newest =
        community_.browse(api::CommunitySort::Newest, std::nullopt, kNewestLevels, 0).levels;
    if (newest.empty())
        main += "<p>" + t(QT_TRANSLATE_NOOP("WebPages", "No community level is published yet.")) + "</p>\n";
    else {
        main += "<ul>\n";
        for (const CommunityLevel& l : newest)
            main += "<li><a href=\"" + api::levelPagePath(l.slug) + "\">" +
                    player(listedTitle(l.publicJson, l.title, t)) + "</a> " +
                    t(QT_TRANSLATE_NOOP("WebPages", "by %1"), {player(l.author)}) + "</li>\n";
        main += "</ul>\n";
    }
    main += getTheApp(t);
    sendPage(res, 200, r.document(head, main));
}

void WebPages::week(const Request& r, HttpResponse& res)
{
    const PageText& t = r.t;
    const WeekLevel w = released(r.http.captures[0]);
    const std::shared_ptr<const BoardPicture> picture = weekPicture(w);
    const std::string title = titleIn(picture->level(), t);
    const std::string alt = describe(picture->level(), t);
    const Head head{
        t(QT_TRANSLATE_NOOP("WebPages", "Week %1: %2 · Furunkulus"), {w.week, shortPlain(title)}),
        t(QT_TRANSLATE_NOOP("WebPages", "The Furunkulus puzzle of week %1: %2."), {w.week, htmlText(alt)}),
        r.site + api::weekPicturePath(w.week, api::boardPictureName(picture->version(), true)),
        htmlText(alt)};
    std::string main =
        "<h1>" + t(QT_TRANSLATE_NOOP("WebPages", "Week %1: %2"), {w.week, player(title)}) + "</h1>\n" +
        figure(api::weekPicturePath(w.week, api::boardPictureName(picture->version(), false)), alt) +
        whatToDo(picture->level(), t) + openLink("furunkulus:" + picture->shareCode(), t);
    if (w.prize)
        main += "<p>" + t(QT_TRANSLATE_NOOP("WebPages", "Prize: %1"), {player(*w.prize)}) + "</p>\n";
    main += "<h2>" + t(QT_TRANSLATE_NOOP("WebPages", "Leaderboard")) + "</h2>\n<p>" +
            solversText(w.solvers, t) + "</p>\n";
    const Leaderboard board = weeks_.leaderboard(w.week, kWeekLeaders, 0, std::nullopt);
    if (!board.entries.empty())
        main += leaderTable(board.entries, t, false);
    if (board.count > kWeekLeaders)
        main += "<p><a href=\"" + api::leaderboardPath(w.week) + "?offset=" + number(kWeekLeaders) + "\">" +
                t(QT_TRANSLATE_NOOP("WebPages", "The other solvers (JSON)")) + "</a></p>\n";
    main += "<h2>" + t(QT_TRANSLATE_NOOP("WebPages", "Prize draw")) + "</h2>\n";
    const std::int64_t closes = w.releaseMs + kWeekMs;
    if (clock_.nowMs() < closes) {
        main += "<p>" +
                t(QT_TRANSLATE_NOOP("WebPages",
                                    "The draw among the players who solve the week in time is made when "
                                    "it closes, at %1. The SHA-256 of its secret is published now: %2."),
                  {minuteText(closes), "<code>" + sha256Hex(w.drawSecret) + "</code>"}) +
                "</p>\n";
    } else {
        const WeekDraw draw = weekDraw(weeks_, w);
        main +=
            "<dl>\n<dt>" + t(QT_TRANSLATE_NOOP("WebPages", "Closed")) + "</dt><dd>" + minuteText(closes) +
            "</dd>\n<dt>" + t(QT_TRANSLATE_NOOP("WebPages", "Players in the draw")) + "</dt><dd>" +
            number(static_cast<std::int64_t>(draw.solvers.size())) + "</dd>\n<dt>" +
            t(QT_TRANSLATE_NOOP("WebPages", "Winner")) + "</dt><dd>" +
            (draw.winner() ? player(draw.winner()->name)
                           : t(QT_TRANSLATE_NOOP("WebPages", "Nobody solved the week in time."))) +
            "</dd>\n<dt>" + t(QT_TRANSLATE_NOOP("WebPages", "Secret")) + "</dt><dd><code>" + w.drawSecret +
            "</code></dd>\n<dt>" + t(QT_TRANSLATE_NOOP("WebPages", "Commitment (SHA-256 of the secret)")) +
            "</dt><dd><code>" + sha256Hex(w.drawSecret) + "</code></dd>\n<dt>" +
            t(QT_TRANSLATE_NOOP("WebPages", "Digest")) + "</dt><dd><code>" + draw.draw.digest +
            "</code></dd>\n</dl>\n<h3>" + t(QT_TRANSLATE_NOOP("WebPages", "How to check the draw")) +
            "</h3>\n<ol>\n<li>" +
            t(QT_TRANSLATE_NOOP("WebPages", "The SHA-256 of the secret (its 64 digits as text) is the "
                                            "commitment the hub published while the week ran.")) +
            "</li>\n<li>" +
            t(QT_TRANSLATE_NOOP("WebPages", "The players in the draw are the leaderboard’s solvers, in rank "
                                            "order, who solved before the close.")) +
            "</li>\n<li>" +
            t(QT_TRANSLATE_NOOP("WebPages",
                                "The digest is the SHA-256 of the secret, the week and each name, "
                                "each followed by a line break (the secret too).")) +
            "</li>\n<li>" +
            t(QT_TRANSLATE_NOOP("WebPages",
                                "The winner is the player at the position (counted from 0) of the "
                                "first 16 digits of the digest as a number, modulo the number of "
                                "players.")) +
            "</li>\n</ol>\n<pre><code>python3 -c 'import hashlib,sys; s,w,*n=sys.argv[1:]; "
            "d=hashlib.sha256((s+\"\\n\"+w+\"\\n\"+\"\".join(x+\"\\n\" for x in n)).encode()).hexdigest(); "
            "print(d, n[int(d[:16],16)%len(n)])' " +
            w.drawSecret + " " + w.week + " NAME1 NAME2 …</code></pre>\n<p><a href=\"" +
            api::drawPath(w.week) + "\">" + t(QT_TRANSLATE_NOOP("WebPages", "The draw (JSON)")) +
            "</a> · <a href=\"" + api::leaderboardPath(w.week) + "\">" +
            t(QT_TRANSLATE_NOOP("WebPages", "The leaderboard (JSON)")) + "</a></p>\n";
    }
    main += getTheApp(t);
    sendPage(res, 200, r.document(head, main));
}

void WebPages::level(const Request& r, HttpResponse& res)
{
    const PageText& t = r.t;
    const std::optional<CommunityLevel> l = community_.level(r.http.captures[0]);
    if (!l)
        throw ApiError{api::ErrorCode::UnknownLevel, "no such level"};
    const std::shared_ptr<const BoardPicture> picture = levelPicture(*l);
    const std::string alt = describe(picture->level(), t);
    const std::string title = titleIn(picture->level(), t);
    const Head head{t(QT_TRANSLATE_NOOP("WebPages", "%1 · Furunkulus"), {shortPlain(title)}),
                    t(QT_TRANSLATE_NOOP("WebPages", "A Furunkulus puzzle by %1: %2."),
                      {shortPlain(l->author), htmlText(alt)}),
                    r.site + api::levelPicturePath(l->slug, api::boardPictureName(picture->version(), true)),
                    htmlText(alt)};
    const std::string main =
        "<h1>" + player(title) + "</h1>\n" +
        figure(api::levelPicturePath(l->slug, api::boardPictureName(picture->version(), false)), alt) +
        "<p>" +
        t(QT_TRANSLATE_NOOP("WebPages", "A community level by %1, published on %2."),
          {player(l->author), minuteText(l->publishedMs)}) +
        "</p>\n<dl>\n<dt>" + t(QT_TRANSLATE_NOOP("WebPages", "Engine grade")) + "</dt><dd>" +
        t(QT_TRANSLATE_NOOP("WebPages", "%1 of 5"), {number(l->engineGrade)}) + "</dd>\n<dt>" +
        t(QT_TRANSLATE_NOOP("WebPages", "Players’ rating")) + "</dt><dd>" +
        (l->rating.deviation < api::kUnratedDeviation
             ? t(QT_TRANSLATE_NOOP("WebPages", "%1 ± %2"),
                 {number(std::llround(l->rating.value)), number(std::llround(l->rating.deviation))})
             : t(QT_TRANSLATE_NOOP("WebPages", "not rated yet"))) +
        "</dd>\n<dt>" + t(QT_TRANSLATE_NOOP("WebPages", "Solves")) + "</dt><dd>" + number(l->solves) +
        "</dd>\n<dt>" + t(QT_TRANSLATE_NOOP("WebPages", "Plays")) + "</dt><dd>" + number(l->plays) +
        "</dd>\n<dt>" + t(QT_TRANSLATE_NOOP("WebPages", "Votes")) + "</dt><dd>" +
        t(QT_TRANSLATE_NOOP("WebPages", "%1 up, %2 down"), {number(l->upVotes), number(l->downVotes)}) +
        "</dd>\n</dl>\n<h2>" + t(QT_TRANSLATE_NOOP("WebPages", "What to do")) + "</h2>\n" +
        whatToDo(picture->level(), t) +
        openLink("furunkulus://" + r.authority + api::levelPagePath(l->slug), t) + getTheApp(t);
    sendPage(res, 200, r.document(head, main));
}

} // namespace ff::hub
