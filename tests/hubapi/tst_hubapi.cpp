// ff_hubapi: every message round-trips through toJson/fromJson; wrong types, missing
// keys and numbers out of range are refused with a reason naming the key; JSON text
// goes through the bounded reader; the community orders; the error codes are those
// of docs/spec/hub-api.md.
#include "engine/rules/Catalogue.h"
#include "hubapi/Community.h"
#include "hubapi/CommunitySort.h"
#include "hubapi/ErrorCode.h"
#include "hubapi/Players.h"
#include "hubapi/Routes.h"
#include "hubapi/Weeks.h"

#include <QtTest>

#include <algorithm>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

using namespace ff::api;
using json = nlohmann::json;

namespace {

const std::string kTime = "2026-11-23T00:00:00.000Z";
const std::string kHex64(64, 'a');

// toJson, then fromJson of that, then toJson again gives the same JSON.
template <class T> void checkRoundTrip(const T& message)
{
    const json first = message.toJson();
    const Decoded<T> read = T::fromJson(first);
    QVERIFY2(read.value.has_value(), read.refusal ? read.refusal->reason.c_str() : "");
    QCOMPARE(QString::fromStdString(read->toJson().dump()), QString::fromStdString(first.dump()));
    const Decoded<T> fromText = decode<T>(first.dump());
    QVERIFY(fromText.value.has_value());
}

template <class T> std::string refusedWith(const json& j, ErrorCode code = ErrorCode::BadRequest)
{
    const Decoded<T> read = T::fromJson(j);
    if (read.value || !read.refusal || read.refusal->code != code)
        return "(not refused with the code)";
    return read.refusal->reason;
}

ListedLevel listed(std::string slug, std::string published, double rating, std::int64_t grade,
                   std::int64_t solves)
{
    ListedLevel l;
    l.slug = std::move(slug);
    l.id = "corner";
    l.title = "Round the corner";
    l.author = "Ada";
    l.published = std::move(published);
    l.grade = grade;
    l.rating = {rating, 290.2};
    l.solves = solves;
    return l;
}

WeekSummary summary(std::optional<std::string> prize = std::nullopt)
{
    return {"2026-W48", "weekly-2026-w48", "Signpost", kTime, 2, kHex64, std::move(prize)};
}

LeaderboardEntry entry(std::int64_t rank)
{
    return {rank, "Ada", kTime, 216001.305};
}

} // namespace

class TestHubApi : public QObject {
    Q_OBJECT

private slots:
    void weeklyMessagesRoundTrip()
    {
        checkRoundTrip(Health{"ok", 1, kTime});
        checkRoundTrip(summary());
        checkRoundTrip(summary("A Furunkulus mug"));
        QVERIFY(summary().toJson()["prize"].is_null());
        // An answer of a hub before prizes, or the app's cache of one, has no prize.
        json before = summary("A mug").toJson();
        before.erase("prize");
        QCOMPARE(WeekSummary::fromJson(before).value->prize, std::optional<std::string>());
        json player = PlayerInfo{1, "Ada", kTime, {}, 0, {{"2026-W47", "A mug", "7K3M-9QXZ"}}}.toJson();
        player.erase("prizes");
        QVERIFY(PlayerInfo::fromJson(player).value->prizes.empty());
        checkRoundTrip(WeekList{{summary(), summary()}});
        checkRoundTrip(WeekList{});
        checkRoundTrip(WeekLevel{summary(), json{{"format", "fearsome-floors-level"}, {"version", 1}}});
        checkRoundTrip(SubmissionRequest{{{ff::PieceKind::Stone, ff::Side::Own, {10, 6}},
                                          {ff::PieceKind::Token, ff::Side::Enemy, {-3, 5}}}});
        checkRoundTrip(SubmissionReceipt{"2026-W48", false, "own-token-lost", 3, std::nullopt});
        checkRoundTrip(SubmissionReceipt{"2026-W48", true, "solved", 34,
                                         SubmissionReceipt::Stored{true, kTime, 216001.305, 1}});
        checkRoundTrip(entry(1));
        checkRoundTrip(Leaderboard{"2026-W48", 2, 0, {entry(1), entry(2)}, entry(2)});
        checkRoundTrip(Leaderboard{"2026-W48", 0, 100, {}, std::nullopt});
        checkRoundTrip(
            DrawAnswer{"2026-W48", kTime, kHex64, kHex64, 3, kHex64, DrawAnswer::Winner{2, "Bob"}});
        checkRoundTrip(DrawAnswer{"2026-W48", kTime, kHex64, kHex64, 0, kHex64, std::nullopt});
    }

    void playerMessagesRoundTrip()
    {
        checkRoundTrip(RegisterRequest{"Ada"});
        checkRoundTrip(RegisterAnswer{1, "Ada", kHex64});
        checkRoundTrip(SolvedWeek{"2026-W47", kTime, 3600.5});
        checkRoundTrip(PlayerInfo{1, "Ada", kTime, {{"2026-W47", kTime, 3600.5}}, 2, {}});
        checkRoundTrip(PlayerInfo{1,
                                  "Ada",
                                  kTime,
                                  {{"2026-W47", kTime, 3600.5}},
                                  2,
                                  {{"2026-W47", "A Furunkulus mug", "7K3M-9QXZ"}}});
        checkRoundTrip(TransferCode{"7K3M-9QXZ-2B4D-HJ8R", kTime});
        checkRoundTrip(TransferRequest{"7k3m 9qxz 2b4d hj8r"});
        checkRoundTrip(TransferAnswer{"Ada", kHex64});
    }

    void transferCodesAreReadAsTyped_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("code");
        QTest::newRow("shown") << "7K3M-9QXZ-2B4D-HJ8R"
                               << "7K3M-9QXZ-2B4D-HJ8R";
        QTest::newRow("lower case, spaces") << " 7k3m 9qxz 2b4d hj8r "
                                            << "7K3M-9QXZ-2B4D-HJ8R";
        QTest::newRow("no separators") << "7K3M9QXZ2B4DHJ8R"
                                       << "7K3M-9QXZ-2B4D-HJ8R";
        QTest::newRow("O, I and L") << "OOOO-IIII-LLLL-oilo"
                                    << "0000-1111-1111-0110";
        QTest::newRow("too short") << "7K3M-9QXZ-2B4D-HJ8"
                                   << "";
        QTest::newRow("too long") << "7K3M-9QXZ-2B4D-HJ8R0"
                                  << "";
        QTest::newRow("U is no digit") << "7K3M-9QXZ-2B4D-HJ8U"
                                       << "";
        QTest::newRow("other characters") << "7K3M_9QXZ_2B4D_HJ8R"
                                          << "";
        QTest::newRow("empty") << ""
                               << "";
    }

    void transferCodesAreReadAsTyped()
    {
        QFETCH(QString, typed);
        QFETCH(QString, code);
        const std::optional<std::string> read = normalTransferCode(typed.toStdString());
        QCOMPARE(read.value_or(""), code.toStdString());
    }

    void aTransferCodeAnswerHoldsAShownCode()
    {
        QVERIFY(!TransferCode::fromJson({{"code", "7k3m9qxz2b4dhj8r"}, {"expires", kTime}}));
        QVERIFY(!TransferRequest::fromJson({{"code", 7}}));
        QCOMPARE(TransferRequest::fromJson({{"code", 7}}).refusal->code, ErrorCode::BadRequest);
    }

    void communityMessagesRoundTrip()
    {
        ListedLevel level = listed("bac223941f91", kTime, 1662.2, 1, 1);
        checkRoundTrip(level);
        level.pack = "0123456789ab";
        level.upVotes = 3;
        level.downVotes = 1;
        checkRoundTrip(level);
        checkRoundTrip(FetchedLevel{level, json{{"format", "fearsome-floors-level"}}});
        checkRoundTrip(CommunityPage{4, 0, {level, level}});
        checkRoundTrip(PublishAnswer{{level}, std::nullopt});
        checkRoundTrip(
            PublishAnswer{{level, level}, PublishAnswer::Pack{"0123456789ab", "two-floors", "Two"}});
        checkRoundTrip(SolveReceipt{"solved", 4, true, true, false, {1337.8, 290.2}, level});
        checkRoundTrip(VoteRequest{-1});
        checkRoundTrip(VoteAnswer{"bac223941f91", 3, 1, 1});
        checkRoundTrip(ReportRequest{ReportKind::Level, "bac223941f91", "copied"});
        checkRoundTrip(ReportRequest{ReportKind::Player, "Ada", "a rude name"});
        checkRoundTrip(ReportAnswer{7, ReportKind::Level, "bac223941f91", "copied", kTime});
        checkRoundTrip(ReportAnswer{8, ReportKind::Player, "Ada", "a rude name", kTime});
    }

    // A reason: 1 to 500 characters (not bytes), not blank, no control characters;
    // a report names a level or a player, not both.
    void reportsAreChecked()
    {
        std::string longest;
        for (std::size_t i = 0; i < kMaxReportReasonChars; ++i)
            longest += "\u00e4";
        QVERIFY(reportReasonAllowed("spam"));
        QVERIFY(reportReasonAllowed(longest));
        for (const std::string& bad :
             {std::string(), std::string("  "), std::string("a\tb"), std::string("a\x7f"), longest + "a"}) {
            QVERIFY(!reportReasonAllowed(bad));
            QVERIFY(refusedWith<ReportRequest>(json{{"level", "bac223941f91"}, {"reason", bad}})
                        .starts_with("reason "));
        }
        QVERIFY(refusedWith<ReportRequest>(json{{"reason", "spam"}}).starts_with("a report names"));
        QVERIFY(
            refusedWith<ReportRequest>(json{{"level", "bac223941f91"}, {"player", "Ada"}, {"reason", "spam"}})
                .starts_with("a report names"));
        QCOMPARE(refusedWith<ReportRequest>(json{{"player", 3}, {"reason", "spam"}}),
                 std::string("player must be a string"));
    }

    void errorAnswersRoundTrip()
    {
        checkRoundTrip(
            ErrorAnswer{ErrorCode::UnknownWeek, "no level", std::nullopt, std::nullopt, std::nullopt});
        checkRoundTrip(ErrorAnswer{ErrorCode::LevelRefused, "refused",
                                   std::vector<LevelProblem>{{"levels[1]", "not-tight", {"a"}, "m"}},
                                   std::nullopt, std::nullopt});
        checkRoundTrip(ErrorAnswer{ErrorCode::DuplicateLevel, "copy", std::nullopt,
                                   ErrorAnswer::Copy{std::nullopt}, std::nullopt});
        checkRoundTrip(ErrorAnswer{ErrorCode::DuplicateLevel, "copy", std::nullopt,
                                   ErrorAnswer::Copy{"bac223941f91"}, std::nullopt});
        checkRoundTrip(ErrorAnswer{ErrorCode::NotSolved, "not", std::nullopt, std::nullopt,
                                   ErrorAnswer::Failed{"own-token-lost", 3, true}});
        // A problem of an older hub has no args.
        const Decoded<LevelProblem> old =
            LevelProblem::fromJson({{"path", ""}, {"code", "c"}, {"message", "m"}});
        QVERIFY(old && old->args.empty());
    }

    void wrongTypesAreRefusedWithTheKey()
    {
        json week = summary().toJson();
        week["solvers"] = "2";
        QCOMPARE(refusedWith<WeekSummary>(week),
                 std::string("solvers must be a whole number from 0 to 2^63-1"));
        week = summary().toJson();
        week["title"] = 5;
        QCOMPARE(refusedWith<WeekSummary>(week), std::string("title must be a string"));
        json level = listed("bac223941f91", kTime, 1500, 1, 0).toJson();
        level["rating"]["value"] = "high";
        QCOMPARE(refusedWith<ListedLevel>(level),
                 std::string("rating.value must be a number from -1000000.0 to 1000000.0"));
        json page = CommunityPage{1, 0, {listed("bac223941f91", kTime, 1500, 1, 0)}}.toJson();
        page["levels"][0]["votes"]["up"] = true;
        QCOMPARE(refusedWith<CommunityPage>(page),
                 std::string("levels[0].votes.up must be a whole number from 0 to 2^63-1"));
        page["levels"][0] = 3;
        QCOMPARE(refusedWith<CommunityPage>(page), std::string("levels[0] must be a JSON object"));
        QCOMPARE(refusedWith<Leaderboard>(json::array()), std::string("the message must be a JSON object"));
        QCOMPARE(refusedWith<RegisterRequest>({{"name", 3}}, ErrorCode::BadName),
                 std::string("name must be a string"));
        week = summary().toJson();
        week["prize"] = 5;
        QCOMPARE(refusedWith<WeekSummary>(week), std::string("prize must be a string or null"));
        for (const char* code : {"7K3M9QXZ", "7K3M-9QXU", "7k3m-9qxz", "7K3M-9QXZ-2B4D"}) {
            json prize = WonPrize{"2026-W47", "A mug", code}.toJson();
            QCOMPARE(refusedWith<WonPrize>(prize),
                     std::string("claim_code must be a claim code like XXXX-XXXX"));
        }
    }

    void missingKeysAreRefusedWithTheKey()
    {
        json week = summary().toJson();
        week.erase("draw_commitment");
        QCOMPARE(refusedWith<WeekSummary>(week), std::string("draw_commitment is missing"));
        json board = Leaderboard{"2026-W48", 1, 0, {entry(1)}, std::nullopt}.toJson();
        board["solvers"][0].erase("name");
        QCOMPARE(refusedWith<Leaderboard>(board), std::string("solvers[0].name is missing"));
        QCOMPARE(refusedWith<SubmissionRequest>(json::object()),
                 std::string("placement must be an array of pieces"));
        QCOMPARE(refusedWith<RegisterRequest>(json::object(), ErrorCode::BadName),
                 std::string("name must be a string"));
        json receipt =
            SubmissionReceipt{"2026-W48", true, "solved", 3, SubmissionReceipt::Stored{true, kTime, 1, 1}}
                .toJson();
        receipt.erase("rank");
        QCOMPARE(refusedWith<SubmissionReceipt>(receipt), std::string("rank is missing"));
    }

    void outOfRangeNumbersAreRefused()
    {
        json level = listed("bac223941f91", kTime, 1500, 1, 0).toJson();
        level["grade"] = 6;
        QCOMPARE(refusedWith<ListedLevel>(level), std::string("grade must be a whole number from 1 to 5"));
        level["grade"] = 1;
        level["plays"] = -1;
        QCOMPARE(refusedWith<ListedLevel>(level),
                 std::string("plays must be a whole number from 0 to 2^63-1"));
        level["plays"] = 18446744073709551615ull;
        QCOMPARE(refusedWith<ListedLevel>(level),
                 std::string("plays must be a whole number from 0 to 2^63-1"));
        json vote = VoteAnswer{"bac223941f91", 0, 0, 0}.toJson();
        vote["yours"] = 2;
        QCOMPARE(refusedWith<VoteAnswer>(vote), std::string("yours must be a whole number from -1 to 1"));
    }

    void shapedStringsAreChecked()
    {
        json week = summary().toJson();
        week["week"] = "2025-W53";
        QCOMPARE(refusedWith<WeekSummary>(week),
                 std::string("week must be an existing ISO week like 2026-W48"));
        week = summary().toJson();
        week["release"] = "Monday";
        QCOMPARE(refusedWith<WeekSummary>(week),
                 std::string("release must be a UTC time like 2026-11-23T00:00:00.000Z"));
        json level = listed("BAC223941F91", kTime, 1500, 1, 0).toJson();
        QCOMPARE(refusedWith<ListedLevel>(level),
                 std::string("slug must be a slug of 12 hexadecimal digits"));
        json error = ErrorAnswer{ErrorCode::Busy, "busy", std::nullopt, std::nullopt, std::nullopt}.toJson();
        error["error"] = "http-error";
        QCOMPARE(refusedWith<ErrorAnswer>(error),
                 std::string("error must be a code of the hub's table, not \"http-error\""));
    }

    void votesOutsideTheirRangeAreRefused_data()
    {
        QTest::addColumn<QString>("body");
        QTest::newRow("2^64-1") << R"({"vote": 18446744073709551615})";
        QTest::newRow("2^63") << R"({"vote": 9223372036854775808})";
        QTest::newRow("-2^63") << R"({"vote": -9223372036854775808})";
        QTest::newRow("2") << R"({"vote": 2})";
        QTest::newRow("fraction") << R"({"vote": 0.5})";
        QTest::newRow("text") << R"({"vote": "1"})";
        QTest::newRow("missing") << R"({})";
    }

    void votesOutsideTheirRangeAreRefused()
    {
        QFETCH(QString, body);
        const Decoded<VoteRequest> vote = decode<VoteRequest>(body.toStdString());
        QVERIFY(!vote);
        QCOMPARE(vote.refusal->code, ErrorCode::BadRequest);
        QCOMPARE(vote.refusal->reason, std::string("vote must be 1 (up), -1 (down) or 0 (withdrawn)"));
        QCOMPARE(decode<VoteRequest>(R"({"vote": -1})")->vote, -1);
    }

    void placementPiecesAreCheckedOneByOne_data()
    {
        QTest::addColumn<QString>("piece");
        QTest::addColumn<QString>("reason");
        const QString shape = "placement[1]: a piece is {\"kind\": ..., \"at\": [x, y]}";
        QTest::newRow("2^63") << R"({"kind": "stone", "at": [9223372036854775808, 0]})"
                              << "placement[1]: the cell is outside the board";
        QTest::newRow("-2^63") << R"({"kind": "stone", "at": [0, -9223372036854775808]})"
                               << "placement[1]: the cell is outside the board";
        QTest::newRow("2^64-1") << R"({"kind": "stone", "at": [18446744073709551615, 0]})"
                                << "placement[1]: the cell is outside the board";
        QTest::newRow("far") << R"({"kind": "stone", "at": [1000001, 0]})"
                             << "placement[1]: the cell is outside the board";
        QTest::newRow("fraction") << R"({"kind": "stone", "at": [1.5, 0]})" << shape;
        QTest::newRow("three") << R"({"kind": "stone", "at": [1, 0, 2]})" << shape;
        QTest::newRow("no kind") << R"({"at": [1, 0]})" << shape;
        QTest::newRow("unknown") << R"({"kind": "wall", "at": [1, 0]})"
                                 << "placement[1]: unknown kind";
        QTest::newRow("no side") << R"({"kind": "token", "at": [1, 0]})"
                                 << "placement[1]: a token needs \"side\": \"own\" or \"enemy\"";
    }

    void placementPiecesAreCheckedOneByOne()
    {
        QFETCH(QString, piece);
        QFETCH(QString, reason);
        const std::string body =
            R"({"placement": [{"kind": "stone", "at": [0, 0]}, )" + piece.toStdString() + "]}";
        const Decoded<SubmissionRequest> read = decode<SubmissionRequest>(body);
        QVERIFY(!read);
        QCOMPARE(read.refusal->code, ErrorCode::BadPlacement);
        QCOMPARE(QString::fromStdString(read.refusal->reason), reason);
    }

    void theBoundedReaderRefusesBeforeParsing()
    {
        const std::string deep =
            std::string(ff::kMaxJsonDepth + 1, '[') + std::string(ff::kMaxJsonDepth + 1, ']');
        const Decoded<json> tooDeep = readJsonText(deep);
        QVERIFY(!tooDeep);
        QCOMPARE(tooDeep.refusal->code, ErrorCode::BadJson);
        QCOMPARE(tooDeep.refusal->reason, std::string("the text is nested deeper than 32 levels"));
        const std::string flat = std::string(ff::kMaxJsonDepth, '[') + std::string(ff::kMaxJsonDepth, ']');
        QVERIFY(readJsonText(flat));

        const std::string large = "\"" + std::string(ff::kMaxJsonBytes, 'a') + "\"";
        const Decoded<json> tooLarge = readJsonText(large);
        QVERIFY(!tooLarge);
        QCOMPARE(tooLarge.refusal->reason, std::string("the text is too large (more than 4194304 bytes)"));
        QCOMPARE(readJsonText("{\"a\": \"\xff\"}").refusal->reason, std::string("the text is not UTF-8"));
        QCOMPARE(readJsonText("{\"a\": ").refusal->reason, std::string("the text is not JSON"));
        QCOMPARE(ff::parseBoundedJson("[[1]]", 4).error, std::string("too large (more than 4 bytes)"));
        // Brackets inside strings do not count.
        QVERIFY(readJsonText("\"" + deep + "\""));
        QVERIFY(!decode<Leaderboard>(deep));
    }

    void theCommunityOrdersAreAsTheSpecSays()
    {
        const ListedLevel old = listed("000000000001", "2026-11-20T00:00:00.000Z", 1400.0, 3, 5);
        const ListedLevel mid = listed("000000000002", "2026-11-21T00:00:00.000Z", 1600.0, 1, 5);
        const ListedLevel easyHard = listed("000000000003", "2026-11-22T00:00:00.000Z", 1400.0, 4, 1);
        const ListedLevel latest = listed("000000000004", "2026-11-23T00:00:00.000Z", 1500.0, 2, 0);
        const auto sorted = [&](CommunitySort sort) {
            std::vector<ListedLevel> levels = {old, mid, easyHard, latest};
            std::stable_sort(
                levels.begin(), levels.end(),
                [sort](const ListedLevel& a, const ListedLevel& b) { return listedBefore(sort, a, b); });
            std::string slugs;
            for (const ListedLevel& l : levels)
                slugs += l.slug.substr(11);
            return slugs;
        };
        QCOMPARE(sorted(CommunitySort::Newest), std::string("4321"));
        // Most solves first; ties: the newest first.
        QCOMPARE(sorted(CommunitySort::MostSolved), std::string("2134"));
        // The lowest rating first; ties: the lower grade, then the newest.
        QCOMPARE(sorted(CommunitySort::Difficulty), std::string("1342"));
        // The pack's place ends the comparison: the stable sort keeps the given order.
        const ListedLevel twin =
            listed("000000000000", old.published, old.rating.value, old.grade, old.solves);
        QVERIFY(!listedBefore(CommunitySort::Newest, twin, old));
        QVERIFY(!listedBefore(CommunitySort::Newest, old, twin));
    }

    void theSqlOrderComesFromTheSameKeys()
    {
        const auto column = [](SortField f) -> std::string_view {
            switch (f) {
            case SortField::Rating:
                return "rating";
            case SortField::Grade:
                return "grade";
            case SortField::Solves:
                return "solves";
            case SortField::Published:
                return "published";
            case SortField::PackPosition:
                return "position";
            case SortField::Slug:
                break;
            }
            return "slug";
        };
        QCOMPARE(sqlOrderBy(CommunitySort::Newest, column),
                 std::string("ORDER BY published DESC, position, slug"));
        QCOMPARE(sqlOrderBy(CommunitySort::MostSolved, column),
                 std::string("ORDER BY solves DESC, published DESC, position, slug"));
        QCOMPARE(sqlOrderBy(CommunitySort::Difficulty, column),
                 std::string("ORDER BY rating, grade, published DESC, position, slug"));
        for (const char* name : {"newest", "solved", "difficulty"})
            QCOMPARE(sortName(*sortFromName(name)), std::string_view(name));
        QVERIFY(!sortFromName("rating"));
    }

    void theErrorCodesAreTheSpecsTable()
    {
        std::ifstream in(FF_HUB_API_SPEC);
        QVERIFY(in);
        std::stringstream text;
        text << in.rdbuf();
        const std::string spec = text.str();
        static const std::regex row(R"(\n\| (\d{3}) \| `([a-z-]+)` \|)");
        std::set<std::string> names;
        for (auto it = std::sregex_iterator(spec.begin(), spec.end(), row); it != std::sregex_iterator();
             ++it) {
            const std::string name = (*it)[2];
            const std::optional<ErrorCode> code = errorCodeFromName(name);
            QVERIFY2(code, name.c_str());
            QCOMPARE(errorStatus(*code), std::stoi((*it)[1]));
            QCOMPARE(errorCodeName(*code), std::string_view(name));
            names.insert(name);
        }
        QCOMPARE(names.size(), kErrorCodes.size());
        for (std::size_t i = 0; i < kErrorCodes.size(); ++i)
            QCOMPARE(static_cast<std::size_t>(kErrorCodes[i].code), i);
        QVERIFY(!errorCodeFromName("http-error"));
    }

    void routesAreBuiltFromOnePrefix()
    {
        QCOMPARE(weekPath("2026-W48"), std::string("/api/v1/weeks/2026-W48"));
        QCOMPARE(leaderboardPath(kWeekSegment), std::string("/api/v1/weeks/{week}/leaderboard"));
        QCOMPARE(submissionsPath("2026-W48"), std::string("/api/v1/weeks/2026-W48/submissions"));
        QCOMPARE(drawPath("2026-W48"), std::string("/api/v1/weeks/2026-W48/draw"));
        QCOMPARE(votePath("bac223941f91"), std::string("/api/v1/levels/bac223941f91/vote"));
        QCOMPARE(solvesPath("bac223941f91"), std::string("/api/v1/levels/bac223941f91/solves"));
        QCOMPARE(mePath(), std::string("/api/v1/players/me"));
        QCOMPARE(transferCodePath(), std::string("/api/v1/players/me/transfer"));
        QCOMPARE(transferPath(), std::string("/api/v1/players/transfer"));
        QCOMPARE(reportsPath(), std::string("/api/v1/reports"));
        QCOMPARE(currentWeekPath(), std::string("/api/v1/weeks/current"));
    }
};

QTEST_APPLESS_MAIN(TestHubApi)
#include "tst_hubapi.moc"
