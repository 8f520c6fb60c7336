// `furunkulus-cli hub`: a client of furunkulus-server (docs/spec/hub-api.md) for
// scripting: register, fetch a week's level, submit a placement, read a leaderboard,
// publish a level or pack. HTTP through cpp-httplib; the engine reads and writes the
// level files.
#include "app/cli/CliSupport.h"
#include "app/cli/Commands.h"
#include "engine/files/BoundedJson.h"
#include "engine/files/IsoWeek.h"
#include "hubapi/Community.h"
#include "hubapi/CommunitySort.h"
#include "hubapi/ErrorCode.h"
#include "hubapi/Players.h"
#include "hubapi/Routes.h"
#include "hubapi/Weeks.h"

#include <httplib.h>

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <map>
#include <ostream>
#include <regex>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace ff::cli {

const CommandInfo kHubInfo = {
    "hub",
    "hub register NAME | fetch [WEEK] | submit [WEEK] FILE | leaderboard [WEEK] | publish FILE\n"
    "       | levels | level SLUG | report SLUG FILE | vote SLUG up|down|none\n"
    "       | transfer-code | transfer CODE\n"
    "       [--hub URL] [--token-file FILE] [--output FILE] [--level ID] [--limit N] [--offset N]\n"
    "       [--sort newest|solved|difficulty] [--author NAME] [--json]",
    "talk to a Furunkulus hub (furunkulus-server): weekly puzzles, solutions, publishing",
    "Talks to a hub (furunkulus-server, docs/spec/hub-api.md). WEEK is written\n"
    "2026-W48; without it the hub's current week is meant.\n"
    "  register NAME       registers a player and saves the token the hub gives once\n"
    "                      in the token file (created with mode 0600; an existing one\n"
    "                      is never overwritten)\n"
    "  fetch [WEEK]        the week's level as a level file (without its solution), on\n"
    "                      stdout or into --output FILE\n"
    "  submit [WEEK] FILE  submits the stored solution of the level FILE (the week\n"
    "                      defaults to the level's \"week\"), or a JSON array of placed\n"
    "                      pieces, and prints the hub's verdict\n"
    "  leaderboard [WEEK]  the week's solvers in order, and your own rank\n"
    "  publish FILE        publishes a level or pack as community levels (the hub\n"
    "                      proves them; its problems go to stderr)\n"
    "  levels              lists community levels: slug, title, author, the engine's\n"
    "                      grade, the players' rating, solves of plays, votes\n"
    "  level SLUG          a community level as a level file, on stdout or --output\n"
    "  report SLUG FILE    reports a solve of a community level (the placement as for\n"
    "                      submit); the hub runs it\n"
    "  vote SLUG up|down|none  your one vote on a community level\n"
    "  transfer-code       a one-time code, valid for 24 hours, that moves your\n"
    "                      account to another computer\n"
    "  transfer CODE       enters such a code: saves the account's new token in the\n"
    "                      token file (as register does); the old computer's token\n"
    "                      stops working\n"
    "  --hub URL           the hub, http://HOST:PORT or https://HOST:PORT (default\n"
    "                      $FURUNKULUS_HUB or http://127.0.0.1:8080)\n"
    "  --token-file FILE   where the player's token is kept (default\n"
    "                      $XDG_CONFIG_HOME/furunkulus/hub-token, else\n"
    "                      ~/.config/furunkulus/hub-token); the environment variable\n"
    "                      FURUNKULUS_HUB_TOKEN, when set, is the token instead\n"
    "  --output FILE       fetch, level: write the level there instead of stdout\n"
    "  --level ID          submit, report: the level of a pack file\n"
    "  --limit N           leaderboard, levels: at most N, 1 to 100 (default 100)\n"
    "  --offset N          leaderboard, levels: skip the first N (default 0)\n"
    "  --sort S            levels: newest (default), solved (most solves first) or\n"
    "                      difficulty (the lowest rating first)\n"
    "  --author NAME       levels: only that player's\n"
    "  --json              print the hub's JSON answer on one line instead\n"
    "Exit codes: 0 done (submit, report: solved); 1 the placement does not solve the\n"
    "level, or the hub refused the request (its error code and message go to\n"
    "stderr); 2 bad usage or a file that cannot be read; 3 the hub cannot be reached\n"
    "(connection refused, timed out, not an HTTP answer).\n",
};

namespace {

using json = nlohmann::json;

constexpr int kExitUnreachable = 3;
constexpr const char* kDefaultHub = "http://127.0.0.1:8080";

// A request that could not be done: the message for stderr and the exit code.
struct HubFailure {
    int exitCode;
    std::string message;
    bool usage = false; // bad usage: the usage line follows the message
    // The hub's error answer, when it gave one: as read, and as sent.
    std::optional<ff::api::ErrorAnswer> error = std::nullopt;
    json answer = nullptr;
};

HubFailure usage(std::string message)
{
    return {kExitBadInput, std::move(message), true};
}

// An answer of the hub: the JSON object as it was sent (for --json), and its URL
// for messages.
struct HubAnswer {
    int status = 0;
    json body;
    std::string url;

    // The body as the message T; an answer that does not read as one is the hub's
    // failure (exit code 3).
    template <class T> T as() const
    {
        ff::api::Decoded<T> message = T::fromJson(body);
        if (!message)
            throw HubFailure{kExitUnreachable,
                             "the hub at " + url +
                                 " sent an answer this program cannot read: " + message.refusal->reason};
        return std::move(*message.value);
    }
};

// The hub's base URL: scheme, host and optional port, nothing after them.
std::optional<std::string> checkHubUrl(const std::string& url)
{
    static const std::regex shape(R"(https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?/?)");
    if (!std::regex_match(url, shape))
        return std::nullopt;
    return url.back() == '/' ? url.substr(0, url.size() - 1) : url;
}

std::string defaultTokenFile()
{
    if (const char* config = std::getenv("XDG_CONFIG_HOME"); config && config[0] == '/')
        return std::string(config) + "/furunkulus/hub-token";
    if (const char* home = std::getenv("HOME"); home && home[0] != '\0')
        return std::string(home) + "/.config/furunkulus/hub-token";
    return {};
}

std::string errorText(httplib::Error error)
{
    switch (error) {
    case httplib::Error::Connection:
        return "cannot connect (connection refused or host unreachable)";
    case httplib::Error::ConnectionTimeout:
        return "the connection timed out";
    case httplib::Error::Read:
    case httplib::Error::Write:
        return "the connection broke off";
    case httplib::Error::SSLConnection:
    case httplib::Error::SSLLoadingCerts:
    case httplib::Error::SSLServerVerification:
        return "the TLS connection failed";
    default:
        return httplib::to_string(error);
    }
}

class HubClient {
public:
    HubClient(const std::string& url, std::string tokenFile)
        : url_(url), tokenFile_(std::move(tokenFile)), http_(url)
    {
        http_.set_connection_timeout(5, 0);
        // Publishing waits for the hub's proof of the level.
        http_.set_read_timeout(60, 0);
        http_.set_write_timeout(10, 0);
    }

    const std::string& tokenFile() const { return tokenFile_; }

    // The player's token: FURUNKULUS_HUB_TOKEN, else the token file's first line.
    std::string token(bool required) const
    {
        if (const char* env = std::getenv("FURUNKULUS_HUB_TOKEN"); env && env[0] != '\0')
            return env;
        std::ifstream in(tokenFile_);
        std::string line;
        if (in && std::getline(in, line) && !line.empty())
            return line;
        if (required)
            throw HubFailure{kExitBadInput,
                             "no player token in " + (tokenFile_.empty() ? "(no file)" : tokenFile_) +
                                 ": register first (furunkulus-cli hub register NAME), or give "
                                 "--token-file or FURUNKULUS_HUB_TOKEN"};
        return {};
    }

    // The answer to METHOD (GET, POST or PUT) PATH (a route of hubapi/Routes.h), read
    // through the bounded reader; a status of 400 or more throws with the hub's message.
    HubAnswer request(const std::string& method, const std::string& path, const std::string& body = {},
                      const std::string& token = {})
    {
        httplib::Headers headers;
        if (!token.empty())
            headers.emplace("Authorization", "Bearer " + token);
        const httplib::Result result = method == "GET" ? http_.Get(path, headers)
                                       : method == "PUT"
                                           ? http_.Put(path, headers, body, "application/json")
                                           : http_.Post(path, headers, body, "application/json");
        if (!result)
            throw HubFailure{kExitUnreachable, "the hub at " + url_ + ": " + errorText(result.error())};
        ff::BoundedJson read = ff::parseBoundedJson(result->body);
        HubAnswer answer{result->status, read.value ? std::move(*read.value) : json(), url_};
        if (answer.status >= 400) {
            const ff::api::Decoded<ff::api::ErrorAnswer> error = ff::api::ErrorAnswer::fromJson(answer.body);
            if (!error)
                throw HubFailure{kExitNo, "the hub answered HTTP " + std::to_string(answer.status)};
            std::string message = "the hub refused (" + std::to_string(answer.status) + " " +
                                  std::string(ff::api::errorCodeName(error->code)) + "): " + error->message;
            // The engine's problems with a published level, one per line.
            for (const ff::api::LevelProblem& p :
                 error->problems.value_or(std::vector<ff::api::LevelProblem>{}))
                message += "\n  " + p.path + (p.path.empty() ? "" : ": ") + p.message + " [" + p.code + "]";
            throw HubFailure{kExitNo, message, false, *error.value, answer.body};
        }
        if (!answer.body.is_object())
            throw HubFailure{kExitUnreachable, "the hub at " + url_ + " did not answer with JSON"};
        return answer;
    }

private:
    std::string url_;
    std::string tokenFile_;
    httplib::Client http_;
};

std::string weekArgument(const std::string& text)
{
    const std::optional<ff::IsoWeek> week = ff::parseIsoWeek(text);
    if (!week || !ff::isoWeekExists(*week))
        throw usage("'" + text + "' is not a week like 2026-W48");
    return ff::isoWeekText(*week);
}

// The week meant: the one given, else the hub's current one.
std::string resolveWeek(HubClient& hub, const std::vector<std::string>& positional, std::size_t index)
{
    if (index < positional.size())
        return weekArgument(positional[index]);
    return hub.request("GET", ff::api::currentWeekPath()).as<ff::api::WeekLevel>().summary.week;
}

// "2d 03:04:05.678": a duration in seconds, for people.
std::string durationText(double seconds)
{
    const auto ms = static_cast<long long>(seconds * 1000.0 + 0.5);
    const long long days = ms / 86'400'000;
    char text[64];
    std::snprintf(text, sizeof text, "%02lld:%02lld:%02lld.%03lld", ms / 3'600'000 % 24, ms / 60'000 % 60,
                  ms / 1000 % 60, ms % 1000);
    return (days > 0 ? std::to_string(days) + "d " : std::string()) + text;
}

// Writes the token to a new file of mode 0600 (its folder made when missing, 0700).
bool saveToken(const std::string& file, const std::string& token, std::string& error)
{
    std::error_code ec;
    const std::filesystem::path parent = std::filesystem::path(file).parent_path();
    if (!parent.empty() && !std::filesystem::exists(parent, ec)) {
        std::filesystem::create_directories(parent, ec);
        if (!ec)
            std::filesystem::permissions(parent, std::filesystem::perms::owner_all, ec);
        if (ec) {
            error = parent.string() + ": " + ec.message();
            return false;
        }
    }
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        error = file + ": " + std::strerror(errno);
        return false;
    }
    const std::string line = token + "\n";
    const bool ok = ::write(fd, line.data(), line.size()) == static_cast<ssize_t>(line.size());
    if (!ok)
        error = file + ": " + std::strerror(errno);
    return ::close(fd) == 0 && ok;
}

// A token is stored only in a file that does not exist yet, so that a player's token
// is never overwritten.
void requireNewTokenFile(const HubClient& hub)
{
    if (hub.tokenFile().empty())
        throw usage("no place for the token: give --token-file FILE");
    std::error_code ec;
    if (std::filesystem::exists(hub.tokenFile(), ec))
        throw HubFailure{kExitBadInput,
                         hub.tokenFile() + " holds a token already; give another --token-file"};
}

int hubRegister(HubClient& hub, const Arguments& args, std::ostream& out, std::ostream& err)
{
    if (args.positional.size() != 2)
        throw usage("register takes one NAME");
    requireNewTokenFile(hub);
    const HubAnswer answer = hub.request("POST", ff::api::playersPath(),
                                         ff::api::RegisterRequest{args.positional[1]}.toJson().dump());
    const ff::api::RegisterAnswer registered = answer.as<ff::api::RegisterAnswer>();
    const std::string& token = registered.token;
    std::string error;
    if (!saveToken(hub.tokenFile(), token, error)) {
        err << "furunkulus-cli hub: cannot save the token: " << error << "\n"
            << "furunkulus-cli hub: keep it yourself, the hub shows it only once: " << token << "\n";
        return kExitNo;
    }
    if (args.has("--json"))
        out << dumpJson(nlohmann::ordered_json{
                   {"id", registered.id}, {"name", registered.name}, {"token_file", hub.tokenFile()}})
            << "\n";
    else
        out << "registered '" << registered.name << "'; the token is in " << hub.tokenFile() << "\n";
    return kExitYes;
}

// transfer-code: a code for the stored account, for another computer.
int hubTransferCode(HubClient& hub, const Arguments& args, std::ostream& out, std::ostream&)
{
    if (args.positional.size() != 1)
        throw usage("transfer-code takes no arguments");
    const HubAnswer answer = hub.request("POST", ff::api::transferCodePath(), {}, hub.token(true));
    const ff::api::TransferCode code = answer.as<ff::api::TransferCode>();
    if (args.has("--json"))
        out << answer.body.dump() << "\n";
    else
        out << "transfer code: " << code.code << " (valid until " << code.expires << ")\n"
            << "enter it on the other computer: furunkulus-cli hub transfer " << code.code << "\n";
    return kExitYes;
}

// transfer CODE: the account of a code moves here. The code may be typed in groups
// separated by spaces, so every argument after the subcommand is a part of it.
int hubTransfer(HubClient& hub, const Arguments& args, std::ostream& out, std::ostream& err)
{
    if (args.positional.size() < 2)
        throw usage("transfer takes one CODE");
    std::string typed;
    for (std::size_t i = 1; i < args.positional.size(); ++i)
        typed += args.positional[i];
    const std::optional<std::string> code = ff::api::normalTransferCode(typed);
    if (!code)
        throw usage("'" + typed +
                    "' is not a transfer code (16 letters and digits, like XXXX-XXXX-XXXX-XXXX)");
    requireNewTokenFile(hub);
    const HubAnswer answer =
        hub.request("POST", ff::api::transferPath(), ff::api::TransferRequest{*code}.toJson().dump());
    const ff::api::TransferAnswer moved = answer.as<ff::api::TransferAnswer>();
    std::string error;
    if (!saveToken(hub.tokenFile(), moved.token, error)) {
        err << "furunkulus-cli hub: cannot save the token: " << error << "\n"
            << "furunkulus-cli hub: keep it yourself, the hub shows it only once: " << moved.token << "\n";
        return kExitNo;
    }
    if (args.has("--json"))
        out << dumpJson(nlohmann::ordered_json{{"name", moved.name}, {"token_file", hub.tokenFile()}})
            << "\n";
    else
        out << "'" << moved.name << "' moved to this computer; the token is in " << hub.tokenFile() << "\n";
    return kExitYes;
}

httplib::Params pageParams(const Arguments& args);

// Prints `levelFile`, the level of the answer (or the answer with --json), or writes
// it to --output and says so, naming it `name`.
int writeFetched(const HubAnswer& answer, const json& levelFile, const std::string& name,
                 const Arguments& args, std::ostream& out, std::ostream& err)
{
    const ff::Loaded<ff::Level> level = ff::parseLevel(levelFile.dump());
    if (!level.value)
        throw HubFailure{kExitNo, "the hub sent a level this program cannot read"};
    const std::string text = args.has("--json") ? answer.body.dump() + "\n" : ff::writeLevel(*level.value);
    const std::string* output = args.value("--output");
    if (!output) {
        out << text;
        return kExitYes;
    }
    std::ofstream file(*output, std::ios::binary | std::ios::trunc);
    if (!(file << text) || !file.flush()) {
        err << "furunkulus-cli hub: cannot write " << *output << "\n";
        return kExitBadInput;
    }
    out << name << " '" << level.value->title << "' written to " << *output << "\n";
    return kExitYes;
}

int hubFetch(HubClient& hub, const Arguments& args, std::ostream& out, std::ostream& err)
{
    if (args.positional.size() > 2)
        throw usage("fetch takes at most one WEEK");
    const std::string path = args.positional.size() == 2 ? ff::api::weekPath(weekArgument(args.positional[1]))
                                                         : ff::api::currentWeekPath();
    const HubAnswer answer = hub.request("GET", path);
    const ff::api::WeekLevel week = answer.as<ff::api::WeekLevel>();
    return writeFetched(answer, week.level, week.summary.week, args, out, err);
}

// A community level's slug: 12 hexadecimal digits.
std::string slugArgument(const std::string& text)
{
    static const std::regex shape("[0-9a-f]{12}");
    if (!std::regex_match(text, shape))
        throw usage("'" + text + "' is not a community level's slug (12 hexadecimal digits)");
    return text;
}

int hubLevel(HubClient& hub, const Arguments& args, std::ostream& out, std::ostream& err)
{
    if (args.positional.size() != 2)
        throw usage("level takes one SLUG");
    const std::string slug = slugArgument(args.positional[1]);
    const HubAnswer answer = hub.request("GET", ff::api::levelPath(slug), {}, hub.token(false));
    return writeFetched(answer, answer.as<ff::api::FetchedLevel>().level, slug, args, out, err);
}

// "ID 'TITLE' by AUTHOR: grade G, rating R +- D, S of P players solved it, +U -V".
std::string levelLine(const ff::api::ListedLevel& l)
{
    std::ostringstream line;
    line << l.slug << "  '" << l.title << "' by " << l.author << ": grade " << l.grade << ", rating "
         << std::llround(l.rating.value) << " +- " << std::llround(l.rating.deviation) << ", solved by "
         << l.solves << " of " << l.plays << ", votes +" << l.upVotes << " -" << l.downVotes;
    return line.str();
}

int hubLevels(HubClient& hub, const Arguments& args, std::ostream& out, std::ostream&)
{
    if (args.positional.size() != 1)
        throw usage("levels takes no arguments");
    const std::string sort = args.value("--sort") ? *args.value("--sort") : std::string("newest");
    if (!ff::api::sortFromName(sort))
        throw usage("--sort is newest, solved or difficulty");
    httplib::Params params = pageParams(args);
    params.emplace("sort", sort);
    if (const std::string* author = args.value("--author"))
        params.emplace("author", *author);
    const HubAnswer answer = hub.request("GET", httplib::append_query_params(ff::api::levelsPath(), params));
    const ff::api::CommunityPage page = answer.as<ff::api::CommunityPage>();
    if (args.has("--json")) {
        out << answer.body.dump() << "\n";
        return kExitYes;
    }
    out << page.count << (page.count == 1 ? " community level" : " community levels") << "\n";
    for (const ff::api::ListedLevel& l : page.levels)
        out << "  " << levelLine(l) << "\n";
    return kExitYes;
}

// limit and offset from --limit and --offset (checked).
httplib::Params pageParams(const Arguments& args)
{
    httplib::Params params;
    const std::string* limit = args.value("--limit");
    if (limit && !parseCount(*limit, 1, 100))
        throw usage("--limit needs a whole number from 1 to 100");
    const std::string* offset = args.value("--offset");
    if (offset && !parseCount(*offset, 0, 1'000'000'000))
        throw usage("--offset needs a whole number from 0 to 1000000000");
    if (limit)
        params.emplace("limit", *limit);
    if (offset)
        params.emplace("offset", *offset);
    return params;
}

// The placement FILE holds: a JSON array of pieces, or a level's stored solution.
// Sets `week` to the level's week when it has one.
json placementOf(const std::string& file, const std::string* levelId, std::string& week, std::ostream& err)
{
    std::string error;
    const std::optional<std::string> text = ff::readTextFile(file, error);
    if (!text)
        throw HubFailure{kExitBadInput, file + ": " + error};
    if (ff::BoundedJson pieces = ff::parseBoundedJson(*text); pieces.value && pieces.value->is_array())
        return std::move(*pieces.value);
    int exitCode = kExitYes;
    const std::optional<ValidLevel> valid = loadValidLevel(file, levelId, err, exitCode);
    if (!valid)
        throw HubFailure{exitCode == kExitYes ? kExitBadInput : exitCode, file + ": no placement to submit"};
    if (!valid->level.solution)
        throw HubFailure{kExitBadInput, file + ": the level has no stored solution to submit"};
    week = valid->level.week.value_or("");
    json pieces = json::array();
    for (const ff::Placement& p : *valid->level.solution)
        pieces.push_back(json::parse(ff::solutionEntryText(p)));
    return pieces;
}

int hubSubmit(HubClient& hub, const Arguments& args, std::ostream& out, std::ostream& err)
{
    if (args.positional.size() < 2 || args.positional.size() > 3)
        throw usage("submit takes [WEEK] FILE");
    const std::string& file = args.positional.back();
    std::string levelWeek;
    const json placement = placementOf(file, args.value("--level"), levelWeek, err);
    std::string week = args.positional.size() == 3 ? weekArgument(args.positional[1]) : levelWeek;
    if (week.empty())
        week = resolveWeek(hub, args.positional, 3);
    const std::string token = hub.token(true);
    const HubAnswer answer =
        hub.request("POST", ff::api::submissionsPath(week), json{{"placement", placement}}.dump(), token);
    const ff::api::SubmissionReceipt receipt = answer.as<ff::api::SubmissionReceipt>();
    if (args.has("--json")) {
        out << answer.body.dump() << "\n";
    } else if (receipt.stored) {
        out << week << ": solved in " << receipt.steps << " steps; "
            << (receipt.stored->first ? "stored as your first correct submission"
                                      : "your first correct submission is stored already")
            << ": rank " << receipt.stored->rank << ", " << durationText(receipt.stored->seconds)
            << " after the release\n";
    } else {
        out << week << ": not solved (" << receipt.outcome << " after " << receipt.steps << " steps)\n";
    }
    return receipt.solved ? kExitYes : kExitNo;
}

int hubLeaderboard(HubClient& hub, const Arguments& args, std::ostream& out, std::ostream&)
{
    if (args.positional.size() > 2)
        throw usage("leaderboard takes at most one WEEK");
    const httplib::Params params = pageParams(args);
    const std::string week = resolveWeek(hub, args.positional, 1);
    const HubAnswer answer = hub.request(
        "GET", httplib::append_query_params(ff::api::leaderboardPath(week), params), {}, hub.token(false));
    const ff::api::Leaderboard board = answer.as<ff::api::Leaderboard>();
    if (args.has("--json")) {
        out << answer.body.dump() << "\n";
        return kExitYes;
    }
    out << week << ": " << board.count << (board.count == 1 ? " solver" : " solvers") << "\n";
    for (const ff::api::LeaderboardEntry& e : board.solvers)
        out << "  " << e.rank << ". " << e.name << "  " << durationText(e.seconds) << " after the release\n";
    if (board.you)
        out << "you: rank " << board.you->rank << "\n";
    return kExitYes;
}

// report SLUG FILE: a solve of a community level, checked by the hub.
int hubReport(HubClient& hub, const Arguments& args, std::ostream& out, std::ostream& err)
{
    if (args.positional.size() != 3)
        throw usage("report takes SLUG FILE");
    const std::string slug = slugArgument(args.positional[1]);
    std::string levelWeek;
    const json placement = placementOf(args.positional[2], args.value("--level"), levelWeek, err);
    const std::string token = hub.token(true);
    HubAnswer answer;
    try {
        answer = hub.request("POST", ff::api::solvesPath(slug), json{{"placement", placement}}.dump(), token);
    } catch (const HubFailure& failure) {
        // Not solving is the "no" answer, not a refusal.
        if (failure.error && failure.error->failed) {
            if (args.has("--json"))
                out << failure.answer.dump() << "\n";
            else
                out << slug << ": not solved (" << failure.error->failed->outcome << " after "
                    << failure.error->failed->steps << " steps)\n";
            return kExitNo;
        }
        throw;
    }
    const ff::api::SolveReceipt receipt = answer.as<ff::api::SolveReceipt>();
    if (args.has("--json")) {
        out << answer.body.dump() << "\n";
        return kExitYes;
    }
    out << slug << ": solved in " << receipt.steps << " steps"
        << (!receipt.recorded ? " (your own level: not counted)"
            : receipt.first   ? "; counted as your first solve"
                              : "; your solve was counted before")
        << "\n  " << levelLine(receipt.level) << "\n";
    return kExitYes;
}

int hubVote(HubClient& hub, const Arguments& args, std::ostream& out, std::ostream&)
{
    if (args.positional.size() != 3)
        throw usage("vote takes SLUG up|down|none");
    const std::string slug = slugArgument(args.positional[1]);
    const std::string& choice = args.positional[2];
    if (choice != "up" && choice != "down" && choice != "none")
        throw usage("a vote is up, down or none");
    const int vote = choice == "up" ? 1 : choice == "down" ? -1 : 0;
    const HubAnswer answer = hub.request("PUT", ff::api::votePath(slug),
                                         ff::api::VoteRequest{vote}.toJson().dump(), hub.token(true));
    const ff::api::VoteAnswer votes = answer.as<ff::api::VoteAnswer>();
    if (args.has("--json"))
        out << answer.body.dump() << "\n";
    else
        out << slug << ": votes +" << votes.up << " -" << votes.down << "\n";
    return kExitYes;
}

int hubPublish(HubClient& hub, const Arguments& args, std::ostream& out, std::ostream& err)
{
    if (args.positional.size() != 2)
        throw usage("publish takes one FILE");
    const std::string& file = args.positional[1];
    const LoadedFile loaded = loadFile(file);
    if (!loaded.document) {
        printProblems(err, file, loaded.problems);
        return loaded.exitCode;
    }
    if (const std::vector<ff::Problem> problems = validateDocument(*loaded.document); !problems.empty()) {
        printProblems(err, file, problems);
        return kExitNo;
    }
    const std::string body = std::holds_alternative<ff::Level>(*loaded.document)
                                 ? ff::writeLevel(std::get<ff::Level>(*loaded.document))
                                 : ff::writePack(std::get<ff::Pack>(*loaded.document));
    const HubAnswer answer = hub.request("POST", ff::api::levelsPath(), body, hub.token(true));
    const ff::api::PublishAnswer published = answer.as<ff::api::PublishAnswer>();
    if (args.has("--json")) {
        out << answer.body.dump() << "\n";
        return kExitYes;
    }
    for (const ff::api::ListedLevel& l : published.levels)
        out << "published '" << l.id << "' as community level " << l.slug << "\n";
    return kExitYes;
}

} // namespace

int hubCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::string error;
    const std::optional<Arguments> parsed = parseArguments(
        args,
        {{"--json"},
         {"--hub", "--token-file", "--output", "--level", "--limit", "--offset", "--sort", "--author"}},
        error);
    if (!parsed)
        return usageError(err, kHubInfo, error);
    if (parsed->positional.empty())
        return usageError(err, kHubInfo, "no subcommand given");
    const std::string& sub = parsed->positional[0];
    using Handler = int (*)(HubClient&, const Arguments&, std::ostream&, std::ostream&);
    const std::map<std::string, Handler> handlers = {
        {"register", hubRegister}, {"fetch", hubFetch},
        {"submit", hubSubmit},     {"leaderboard", hubLeaderboard},
        {"publish", hubPublish},   {"levels", hubLevels},
        {"level", hubLevel},       {"report", hubReport},
        {"vote", hubVote},         {"transfer-code", hubTransferCode},
        {"transfer", hubTransfer}};
    const auto handler = handlers.find(sub);
    if (handler == handlers.end())
        return usageError(err, kHubInfo, "unknown subcommand '" + sub + "'");
    const char* envHub = std::getenv("FURUNKULUS_HUB");
    const std::string urlText =
        parsed->value("--hub") ? *parsed->value("--hub") : (envHub && envHub[0] ? envHub : kDefaultHub);
    const std::optional<std::string> url = checkHubUrl(urlText);
    if (!url)
        return usageError(err, kHubInfo,
                          "--hub takes http://HOST:PORT or https://HOST:PORT, not '" + urlText + "'");
    HubClient hub(*url, parsed->value("--token-file") ? *parsed->value("--token-file") : defaultTokenFile());
    try {
        return handler->second(hub, *parsed, out, err);
    } catch (const HubFailure& failure) {
        if (failure.usage)
            return usageError(err, kHubInfo, failure.message);
        err << "furunkulus-cli hub: " << failure.message << "\n";
        return failure.exitCode;
    }
}

} // namespace ff::cli
