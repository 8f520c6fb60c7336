// furunkulus-server: the hub (docs/server.md). `serve` answers the HTTP API of
// docs/spec/hub-api.md; `schedule` puts weekly levels into the database; `backup`
// copies a SQLite hub; `admin` is the operator's moderation (hub/Admin.h); `weeks
// prize` and `prizes` hand out the weekly prizes (hub/Prizes.h); the other `weeks`
// commands review the weeks the hub supplies itself (hub/WeekCommands.h).
#include "hub/Admin.h"
#include "hub/Backup.h"
#include "hub/ConfigFile.h"
#include "hub/HubApi.h"
#include "hub/HubClock.h"
#include "hub/Prizes.h"
#include "hub/Schedule.h"
#include "hub/SqlWorker.h"
#include "hub/WeekCommands.h"
#include "hub/WeekStore.h"
#include "hub/WeekSupply.h"

#include <QCoreApplication>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <pthread.h>
#include <regex>
#include <string>
#include <thread>
#include <vector>

namespace {

constexpr const char* kUsage =
    "usage: furunkulus-server [serve] --db FILE|URL [--listen HOST:PORT] [--max-body BYTES]\n"
    "                         [--rate-address N] [--rate-token N] [--threads N]\n"
    "                         [--engine-threads N] [--engine-budget-ms N]\n"
    "                         [--publish-budget-ms N] [--db-timeout-ms N]\n"
    "                         [--read-timeout-ms N] [--idle-timeout-ms N]\n"
    "                         [--max-connections N] [--max-connections-per-address N]\n"
    "                         [--trust-proxy ADDRESS] [--access-log FILE]\n"
    "                         [--metrics-listen HOST:PORT] [--weeks-ahead N]\n"
    "                         [--public-url URL] [--config FILE]\n"
    "       furunkulus-server schedule DIR|FILE --db FILE|URL | --config FILE\n"
    "       furunkulus-server backup FILE --db FILE | --config FILE\n"
    "       furunkulus-server admin ACTION ... --db FILE|URL (see admin --help)\n"
    "       furunkulus-server weeks list|show|replace|remake ... --db FILE|URL\n"
    "                         (see weeks --help)\n"
    "       furunkulus-server weeks prize WEEK TEXT --db FILE|URL | --config FILE\n"
    "       furunkulus-server prizes [WEEK] --db FILE|URL | --config FILE\n"
    "       furunkulus-server --help | --version\n";

constexpr const char* kHelp =
    "serve (the default): answers the hub's HTTP API on --listen (default\n"
    "  127.0.0.1:8080; port 0 takes a free port), storing in --db: a SQLite file\n"
    "  (created when absent) or a PostgreSQL database given by a URL\n"
    "  postgresql://[USER[:PASSWORD]@][HOST][:PORT]/DBNAME[?PARAM=VALUE&...] (PARAM:\n"
    "  libpq's connection parameters, such as sslmode; libpq's PG* environment\n"
    "  variables and ~/.pgpass fill in the rest). The database is migrated to the\n"
    "  current schema when needed; several servers may share one PostgreSQL database.\n"
    "  Prints 'listening on http://HOST:PORT' once it accepts connections; SIGTERM or\n"
    "  SIGINT stops it.\n"
    "  --max-body BYTES      largest request body, whatever its framing (default\n"
    "                        65536), else 413 and the connection is closed\n"
    "  --rate-address N      requests per second per client address (default 50,\n"
    "                        bursts of twice that; 0: no limit), else 429\n"
    "  --rate-token N        authenticated requests per second per player (default 10,\n"
    "                        bursts of twice that; 0: no limit), else 429\n"
    "  --threads N           threads running the requests' handlers (default 8)\n"
    "  --engine-threads N    threads checking submissions (default 2)\n"
    "  --engine-budget-ms N  longest wait for a check (default 2000), else 503\n"
    "  --publish-budget-ms N longest wait for the proof of a published level\n"
    "                        (default 10000), else 503\n"
    "  --db-timeout-ms N     longest wait for a database call (default 5000), else\n"
    "                        503; /health waits at most 500 ms\n"
    "  --read-timeout-ms N   longest a request's line, headers and body take to\n"
    "                        arrive from its first byte (default 10000), else 408\n"
    "  --idle-timeout-ms N   longest a connection waits for its next request\n"
    "                        (default 5000), then it is closed\n"
    "  --max-connections N   connections open at once (default 1024); one more is\n"
    "                        answered 503 and closed\n"
    "  --max-connections-per-address N\n"
    "                        connections open at once from one client address\n"
    "                        (default 64), else 503 and closed\n"
    "  --trust-proxy ADDRESS take the client's address from the last entry of\n"
    "                        X-Forwarded-For on connections from ADDRESS (the\n"
    "                        reverse proxy, e.g. 127.0.0.1); without it the header\n"
    "                        is ignored\n"
    "  --public-url URL      the hub's address for people (https://hub.example.org,\n"
    "                        no path): the web pages' absolute links and Open in\n"
    "                        Furunkulus; without it, the Host of each request\n"
    "  --access-log FILE     append the access log (a line per request: time,\n"
    "                        client address, method, route pattern, status,\n"
    "                        milliseconds) to FILE instead of stderr\n"
    "  --metrics-listen HOST:PORT\n"
    "                        answer GET /metrics (Prometheus) on this address only;\n"
    "                        without it, on the main address to loopback clients\n"
    "  --weeks-ahead N       keep the current week and the next N weeks supplied:\n"
    "                        a week without a level gets the one made from its\n"
    "                        number, stored as made (default 8, at most 52; 0: off).\n"
    "                        A hub whose current week lacks its level makes it\n"
    "                        before it listens\n"
    "  --config FILE         takes the options from FILE, one 'KEY = VALUE' a line,\n"
    "                        KEY an option without its '--' ('listen = 127.0.0.1:8080');\n"
    "                        lines starting with '#' are comments; an option given on\n"
    "                        the command line wins over the file\n"
    "schedule DIR|FILE: adds the weekly levels (*.ffl.json with a week and a stored\n"
    "  solution that solves them) of the folder, or the one file; each is served from\n"
    "  the Monday 00:00 UTC of its week. A week's level may be replaced until that\n"
    "  Monday. All or nothing: exit code 1 when any file is refused.\n"
    "backup FILE: writes a consistent copy of the SQLite hub of --db to the new FILE\n"
    "  while the hub serves (never overwrites a file); a PostgreSQL hub is backed up\n"
    "  with pg_dump instead. schedule and backup take only 'db' of a --config file.\n"
    "admin ACTION: the operator's moderation: list players' reports, hide and unhide\n"
    "  a community level, ban, unban and rename a player, the audit table; see\n"
    "  'furunkulus-server admin --help'.\n"
    "weeks list|show|replace|remake: the operator's review of the coming weeks; see\n"
    "  'furunkulus-server weeks --help'.\n"
    "weeks prize WEEK TEXT: sets the prize of a week until it closes ('' removes it);\n"
    "  prizes [WEEK]: the closed weeks' winners and their claim codes; see\n"
    "  'furunkulus-server prizes --help'.\n"
    "The environment variable FURUNKULUS_HUB_NOW (a UTC time like\n"
    "2026-11-25T12:00:00Z) sets the hub's clock; it is meant for tests only.\n"
    "Exit codes: 0 done, 1 refused or failed, 2 bad usage.\n";

// The options of serve: the keys a --config file may set.
const std::vector<std::string> kServeOptions = {"--db",
                                                "--listen",
                                                "--max-body",
                                                "--rate-address",
                                                "--rate-token",
                                                "--threads",
                                                "--engine-threads",
                                                "--engine-budget-ms",
                                                "--publish-budget-ms",
                                                "--db-timeout-ms",
                                                "--read-timeout-ms",
                                                "--idle-timeout-ms",
                                                "--max-connections",
                                                "--max-connections-per-address",
                                                "--trust-proxy",
                                                "--public-url",
                                                "--access-log",
                                                "--metrics-listen",
                                                "--weeks-ahead"};

int usageError(const std::string& what)
{
    std::cerr << "furunkulus-server: " << what << "\n" << kUsage << "Try 'furunkulus-server --help'.\n";
    return 2;
}

bool parseNumber(const std::string& text, long long min, long long max, long long& out)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && out >= min && out <= max;
}

int schedule(const std::string& path, const std::string& db, const ff::hub::HubClock& clock)
{
    const ff::hub::ScheduleInput input = ff::hub::readWeeklyLevels(path);
    for (const std::string& e : input.errors)
        std::cerr << e << "\n";
    if (!input.errors.empty()) {
        std::cerr << "furunkulus-server schedule: nothing scheduled\n";
        return 1;
    }
    ff::hub::SqlWorker sql(db);
    const ff::hub::ScheduleOutcome outcome = ff::hub::WeekStore(sql).schedule(input.levels, clock.nowMs());
    for (const std::string& week : outcome.refused)
        std::cerr << "week " << week << " is released already and keeps its level\n";
    if (!outcome.refused.empty()) {
        std::cerr << "furunkulus-server schedule: nothing scheduled\n";
        return 1;
    }
    std::cout << "added " << outcome.added << ", replaced " << outcome.replaced << ", unchanged "
              << outcome.unchanged << ", refused " << outcome.refused.size() << "\n";
    return 0;
}

int backup(const std::string& target, const std::string& db)
{
    std::string error;
    if (ff::hub::parseDatabaseTarget(db, error)->kind == ff::hub::DatabaseTarget::Kind::postgresql) {
        std::cerr
            << "furunkulus-server backup: a PostgreSQL hub is backed up with pg_dump (docs/server.md)\n";
        return 1;
    }
    ff::hub::backupSqlite(db, target);
    std::cout << "backed up " << db << " to " << target << "\n";
    return 0;
}

// HOST:PORT as host and port; false when it is not one.
bool hostAndPort(const std::string& text, std::string& host, int& port)
{
    const std::size_t colon = text.rfind(':');
    long long number = 0;
    if (colon == std::string::npos || colon == 0 || !parseNumber(text.substr(colon + 1), 0, 65535, number))
        return false;
    host = text.substr(0, colon);
    port = static_cast<int>(number);
    return true;
}

// `metricsHost` empty: no listener of its own for /metrics; `weeksAhead` 0: no supply.
int serve(const std::string& db, std::chrono::milliseconds dbTimeout, const std::string& host, int port,
          const std::string& metricsHost, int metricsPort, const ff::hub::HubOptions& options,
          const ff::hub::HubClock& clock, int weeksAhead)
{
    const std::string listen = host + ":" + std::to_string(port);
    // SIGTERM and SIGINT are taken by one thread, which stops the server; the other
    // threads (started after this) inherit the blocked mask.
    sigset_t stopSignals;
    sigemptyset(&stopSignals);
    sigaddset(&stopSignals, SIGTERM);
    sigaddset(&stopSignals, SIGINT);
    pthread_sigmask(SIG_BLOCK, &stopSignals, nullptr);

    ff::hub::SqlWorker sql(db, dbTimeout);
    std::optional<ff::hub::WeekSupply> supply;
    if (weeksAhead > 0) {
        supply.emplace(sql, clock, weeksAhead, ff::hub::WeekSupply::weeklyMaker(), std::cerr);
        supply->supplyCurrentWeek();
    }
    ff::hub::HubApi api(sql, clock, options);
    if (!api.accessLogOpen()) {
        std::cerr << "furunkulus-server: cannot open the access log " << options.accessLog << "\n";
        return 1;
    }
    const int bound = api.bind(host, port);
    if (bound < 0) {
        std::cerr << "furunkulus-server: cannot listen on " << listen << "\n";
        return 1;
    }
    if (!metricsHost.empty()) {
        const int metricsBound = api.bindMetrics(metricsHost, metricsPort);
        if (metricsBound < 0) {
            std::cerr << "furunkulus-server: cannot listen on " << metricsHost << ":" << metricsPort << "\n";
            return 1;
        }
        std::cout << "metrics on http://" << metricsHost << ":" << metricsBound << "/metrics" << std::endl;
    }
    std::thread signalThread([&api, stopSignals] {
        int signal = 0;
        sigwait(&stopSignals, &signal);
        api.stop();
    });
    if (supply)
        supply->start();
    std::cout << "listening on http://" << host << ":" << bound << std::endl;
    const bool ok = api.listen();
    // A stop by other means than a signal: wake the signal thread.
    pthread_kill(signalThread.native_handle(), SIGTERM);
    signalThread.join();
    return ok ? 0 : 1;
}

} // namespace

int main(int argc, char** argv)
{
    // Qt SQL loads its drivers as plugins, which needs an application object.
    QCoreApplication app(argc, argv);
    std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && (args[0] == "--help" || args[0] == "-h" || args[0] == "help")) {
        std::cout << kUsage << kHelp;
        return 0;
    }
    if (!args.empty() && args[0] == "--version") {
        std::cout << "furunkulus-server " FF_VERSION "\n";
        return 0;
    }
    if (!args.empty() && args[0] == "admin")
        return ff::hub::adminCommand({args.begin() + 1, args.end()}, kServeOptions, std::cout, std::cerr);
    if (args.size() >= 2 && args[0] == "weeks" && args[1] == "prize")
        return ff::hub::weekPrizeCommand({args.begin() + 2, args.end()}, kServeOptions, std::cout, std::cerr);
    if (!args.empty() && args[0] == "weeks")
        return ff::hub::weeksCommand({args.begin() + 1, args.end()}, kServeOptions, std::cout, std::cerr);
    if (!args.empty() && args[0] == "prizes")
        return ff::hub::prizesCommand({args.begin() + 1, args.end()}, kServeOptions, std::cout, std::cerr);
    std::string command = "serve";
    std::string path;
    std::size_t i = 0;
    if (!args.empty() && (args[0] == "serve" || args[0] == "schedule" || args[0] == "backup")) {
        command = args[0];
        i = 1;
    }
    std::map<std::string, std::string> values;
    for (; i < args.size(); ++i) {
        std::string arg = args[i];
        if (!arg.starts_with("--")) {
            if (command == "serve" || !path.empty())
                return usageError("unexpected argument '" + arg + "'");
            path = arg;
            continue;
        }
        std::string value;
        if (!ff::hub::readOption(args, i, arg, value))
            return usageError(arg + " needs a value");
        if (!values.emplace(arg, value).second)
            return usageError(arg + " is given twice");
    }
    for (const auto& [name, value] : values) {
        const bool known =
            name == "--config" || (command == "serve" ? std::find(kServeOptions.begin(), kServeOptions.end(),
                                                                  name) != kServeOptions.end()
                                                      : name == "--db");
        if (!known)
            return usageError("unknown option " + name);
    }
    // Where each option read from --config stands ("FILE:LINE"), for the messages
    // about its value; the command line's options win over the file's.
    std::map<std::string, std::string> fromFile;
    if (values.contains("--config")) {
        const ff::hub::ConfigFile config = ff::hub::readConfigFile(values["--config"], kServeOptions);
        if (!config.error.empty())
            return usageError(config.error);
        for (const ff::hub::ConfigSetting& setting : config.settings) {
            if (command != "serve" && setting.option != "--db")
                continue;
            if (values.emplace(setting.option, setting.value).second)
                fromFile.emplace(setting.option, setting.where);
        }
    }
    // The start of a message about the value of `option`: where the file sets it.
    auto at = [&fromFile](const std::string& option) {
        const auto it = fromFile.find(option);
        return it == fromFile.end() ? std::string() : it->second + ": ";
    };
    if (!values.contains("--db"))
        return usageError("--db FILE|URL is needed");
    std::string dbError;
    if (!ff::hub::parseDatabaseTarget(values["--db"], dbError))
        return usageError(at("--db") + dbError);

    std::string error;
    const std::optional<ff::hub::HubClock> clock = ff::hub::clockFromEnvironment(error);
    if (!clock) {
        std::cerr << "furunkulus-server: " << error << "\n";
        return 2;
    }
    try {
        if (command == "schedule") {
            if (path.empty())
                return usageError("schedule needs a folder or file");
            return schedule(path, values["--db"], *clock);
        }
        if (command == "backup") {
            if (path.empty())
                return usageError("backup needs the file to write");
            return backup(path, values["--db"]);
        }
        ff::hub::HubOptions options;
        std::chrono::milliseconds dbTimeout{5000};
        int weeksAhead = 8;
        struct NumberOption {
            const char* name;
            long long min;
            long long max;
            std::function<void(long long)> set;
        };
        const std::vector<NumberOption> numbers = {
            {"--max-body", 1024, 64 * 1024 * 1024, [&](long long n) { options.http.maxBodyBytes = n; }},
            {"--rate-address", 0, 1'000'000,
             [&](long long n) {
                 options.addressRate = static_cast<double>(n);
                 options.addressBurst = 2.0 * static_cast<double>(n);
             }},
            {"--rate-token", 0, 1'000'000,
             [&](long long n) {
                 options.tokenRate = static_cast<double>(n);
                 options.tokenBurst = 2.0 * static_cast<double>(n);
             }},
            {"--threads", 1, 256,
             [&](long long n) { options.http.handlerThreads = static_cast<unsigned>(n); }},
            {"--engine-threads", 1, 64,
             [&](long long n) { options.engineThreads = static_cast<unsigned>(n); }},
            {"--engine-budget-ms", 1, 600'000,
             [&](long long n) { options.engineBudgetMs = static_cast<int>(n); }},
            {"--publish-budget-ms", 1, 600'000,
             [&](long long n) { options.publishBudgetMs = static_cast<int>(n); }},
            {"--db-timeout-ms", 1, 600'000, [&](long long n) { dbTimeout = std::chrono::milliseconds(n); }},
            {"--read-timeout-ms", 1, 600'000,
             [&](long long n) { options.http.readTimeout = std::chrono::milliseconds(n); }},
            {"--idle-timeout-ms", 1, 600'000,
             [&](long long n) { options.http.idleTimeout = std::chrono::milliseconds(n); }},
            {"--max-connections", 1, 1'000'000,
             [&](long long n) { options.http.maxConnections = static_cast<std::size_t>(n); }},
            {"--max-connections-per-address", 1, 1'000'000,
             [&](long long n) { options.http.maxConnectionsPerAddress = static_cast<std::size_t>(n); }},
            {"--weeks-ahead", 0, ff::hub::kMaxWeeksAhead,
             [&](long long n) { weeksAhead = static_cast<int>(n); }},
        };
        for (const NumberOption& o : numbers) {
            if (!values.contains(o.name))
                continue;
            long long n = 0;
            if (!parseNumber(values[o.name], o.min, o.max, n))
                return usageError(at(o.name) + o.name + " takes a number from " + std::to_string(o.min) +
                                  " to " + std::to_string(o.max));
            o.set(n);
        }
        if (values.contains("--trust-proxy")) {
            if (values["--trust-proxy"].empty())
                return usageError(at("--trust-proxy") +
                                  "--trust-proxy takes the proxy's address, e.g. 127.0.0.1");
            options.trustedProxy = values["--trust-proxy"];
        }
        if (values.contains("--public-url")) {
            static const std::regex url(
                R"(^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$|^https?://\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?$)");
            if (!std::regex_match(values["--public-url"], url))
                return usageError(at("--public-url") +
                                  "--public-url takes http:// or https:// and a host with an optional port, "
                                  "e.g. https://hub.example.org");
            options.publicUrl = values["--public-url"];
        }
        if (values.contains("--access-log")) {
            if (values["--access-log"].empty())
                return usageError(at("--access-log") + "--access-log takes a file");
            options.accessLog = values["--access-log"];
        }
        std::string host;
        int port = 0;
        if (!hostAndPort(values.contains("--listen") ? values["--listen"] : "127.0.0.1:8080", host, port))
            return usageError(at("--listen") + "--listen takes HOST:PORT");
        std::string metricsHost;
        int metricsPort = 0;
        if (values.contains("--metrics-listen") &&
            !hostAndPort(values["--metrics-listen"], metricsHost, metricsPort))
            return usageError(at("--metrics-listen") + "--metrics-listen takes HOST:PORT");
        return serve(values["--db"], dbTimeout, host, port, metricsHost, metricsPort, options, *clock,
                     weeksAhead);
    } catch (const ff::hub::StoreError& e) {
        std::cerr << "furunkulus-server: " << e.what() << "\n";
        return 1;
    }
}
