#include "app/bench/HubBench.h"

#include "app/bench/BenchLevels.h"
#include "engine/files/LevelIo.h"
#include "hubapi/Players.h"
#include "hubapi/Routes.h"
#include "hubapi/Weeks.h"

#include <httplib.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <iomanip>
#include <optional>
#include <ostream>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace ff::bench {

namespace {

constexpr const char* kUsage =
    "usage: furunkulus-bench hub [--json] [--clients N] [--seconds S] [--players P] [--db URL]\n"
    "  --clients N  concurrent clients (default 32)\n"
    "  --seconds S  seconds of each phase but register and submit (default 3)\n"
    "  --players P  players registered and submitting (default 2000)\n"
    "  --db URL     an empty PostgreSQL database (postgresql://...) instead of a\n"
    "               temporary SQLite file";
constexpr const char* kWeek = "2026-W48";

using Clock = std::chrono::steady_clock;

struct Phase {
    std::string name;
    std::size_t requests = 0;
    std::size_t failures = 0;
    double seconds = 0;
    std::vector<double> latenciesMs;
};

// furunkulus-server as a child: started with `args`, its stdout on a pipe.
class Server {
public:
    bool start(const std::vector<std::string>& args)
    {
        int fds[2];
        if (pipe(fds) != 0)
            return false;
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
        posix_spawn_file_actions_addclose(&actions, fds[0]);
        std::vector<char*> argv;
        for (const std::string& a : args)
            argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        const int rc = posix_spawn(&pid_, argv[0], &actions, nullptr, argv.data(), environ);
        posix_spawn_file_actions_destroy(&actions);
        close(fds[1]);
        if (rc != 0) {
            close(fds[0]);
            pid_ = -1;
            return false;
        }
        out_ = fdopen(fds[0], "r");
        return out_ != nullptr;
    }

    // The first line of its output (blocks until there is one or it ends).
    std::string line()
    {
        char buffer[512];
        if (out_ == nullptr || std::fgets(buffer, sizeof buffer, out_) == nullptr)
            return {};
        return buffer;
    }

    // Waits for the end; its exit code, or -1.
    int wait()
    {
        int status = 0;
        if (pid_ <= 0 || waitpid(pid_, &status, 0) != pid_)
            return -1;
        pid_ = -1;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }

    ~Server()
    {
        if (pid_ > 0) {
            kill(pid_, SIGTERM);
            wait();
        }
        if (out_ != nullptr)
            std::fclose(out_);
    }

private:
    pid_t pid_ = -1;
    FILE* out_ = nullptr;
};

// Runs `request` on `clients` threads: each takes the next index below `count` (or,
// with count 0, goes on until `seconds` have passed) and reports success.
Phase runPhase(const std::string& name, int clients, std::size_t count, double seconds,
               const std::function<bool(httplib::Client&, std::size_t)>& request, int port)
{
    Phase phase;
    phase.name = name;
    std::atomic<std::size_t> next = 0;
    std::atomic<std::size_t> failures = 0;
    std::vector<std::vector<double>> latencies(static_cast<std::size_t>(clients));
    const Clock::time_point start = Clock::now();
    const Clock::time_point end =
        start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
    std::vector<std::thread> threads;
    for (int c = 0; c < clients; ++c)
        threads.emplace_back([&, c] {
            httplib::Client client("127.0.0.1", port);
            client.set_connection_timeout(10);
            client.set_read_timeout(10);
            for (;;) {
                const std::size_t i = next++;
                if (count > 0 ? i >= count : Clock::now() >= end)
                    return;
                const Clock::time_point t0 = Clock::now();
                const bool ok = request(client, i);
                latencies[static_cast<std::size_t>(c)].push_back(
                    std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
                if (!ok)
                    ++failures;
            }
        });
    for (std::thread& t : threads)
        t.join();
    phase.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    for (const std::vector<double>& l : latencies)
        phase.latenciesMs.insert(phase.latenciesMs.end(), l.begin(), l.end());
    std::sort(phase.latenciesMs.begin(), phase.latenciesMs.end());
    phase.requests = phase.latenciesMs.size();
    phase.failures = failures;
    return phase;
}

// Publishes tests/data/hub/corner.ffl.json as `token`'s: its slug, or empty.
std::string publishedSlug(int port, const std::string& token)
{
    std::string error;
    const std::optional<std::string> level = ff::readTextFile(FF_HUB_LEVEL_FILE, error);
    httplib::Client client("127.0.0.1", port);
    client.set_read_timeout(30);
    const httplib::Result r = client.Post(ff::api::levelsPath(), {{"Authorization", "Bearer " + token}},
                                          level.value_or(""), "application/json");
    if (!r || r->status != 201)
        return {};
    const nlohmann::json answer = nlohmann::json::parse(r->body, nullptr, false);
    return answer.is_object() ? answer["levels"][0].value("slug", std::string()) : std::string();
}

// The address of the PNG of the week's board, read from its page; or empty.
std::string pictureAddress(int port, const std::string& weekPage)
{
    httplib::Client client("127.0.0.1", port);
    client.set_read_timeout(30);
    const httplib::Result r = client.Get(weekPage);
    if (!r || r->status != 200)
        return {};
    const std::size_t start = r->body.find(weekPage + "/board-");
    const std::size_t end = r->body.find(".png\"", start);
    return start == std::string::npos || end == std::string::npos ? std::string()
                                                                  : r->body.substr(start, end + 4 - start);
}

double percentile(const std::vector<double>& sorted, double p)
{
    if (sorted.empty())
        return 0;
    const std::size_t i =
        std::min(sorted.size() - 1, static_cast<std::size_t>(p * static_cast<double>(sorted.size())));
    return sorted[i];
}

} // namespace

int hubBench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    bool json = false;
    int clients = 32;
    int seconds = 3;
    int players = 2000;
    std::string postgresql;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        std::optional<int> n;
        if (a == "--json") {
            json = true;
            continue;
        }
        if (a == "--db" && i + 1 < args.size() && args[i + 1].starts_with("postgresql://")) {
            postgresql = args[++i];
            continue;
        }
        if (i + 1 < args.size() && (a == "--clients" || a == "--seconds" || a == "--players")) {
            n = wholeNumber(args[++i], 1, a == "--players" ? 1'000'000 : 1000);
            if (n) {
                (a == "--clients" ? clients : a == "--seconds" ? seconds : players) = *n;
                continue;
            }
        }
        err << "furunkulus-bench hub: unknown, incomplete or out-of-range argument '" << a << "'\n"
            << kUsage << "\n";
        return 2;
    }

    namespace fs = std::filesystem;
    std::string folder = (fs::temp_directory_path() / "furunkulus-bench-hub-XXXXXX").string();
    if (mkdtemp(folder.data()) == nullptr) {
        err << "furunkulus-bench hub: cannot make a temporary folder\n";
        return 1;
    }
    const std::string db = postgresql.empty() ? folder + "/hub.sqlite" : postgresql;
    ::setenv("FURUNKULUS_HUB_NOW", "2026-11-25T12:00:00Z", 1);
    int rc = 1;
    {
        Server schedule;
        if (!schedule.start(
                {FF_SERVER_PATH, "schedule", std::string(FF_LEVELS_DIR) + "/weekly", "--db", db}) ||
            (schedule.line(), schedule.wait()) != 0) {
            err << "furunkulus-bench hub: cannot schedule the weekly levels with " FF_SERVER_PATH "\n";
            fs::remove_all(folder);
            return 1;
        }
        Server server;
        const std::string listening =
            server.start({FF_SERVER_PATH, "--db", db, "--listen", "127.0.0.1:0", "--rate-address", "0",
                          "--rate-token", "0", "--access-log", folder + "/access.log"})
                ? server.line()
                : std::string();
        const std::size_t colon = listening.rfind(':');
        const int port = colon == std::string::npos ? 0 : std::atoi(listening.c_str() + colon + 1);
        if (port <= 0) {
            err << "furunkulus-bench hub: the server did not start\n";
            fs::remove_all(folder);
            return 1;
        }

        std::string error;
        const std::optional<std::string> text =
            ff::readTextFile(std::string(FF_LEVELS_DIR) + "/weekly/2026-w48.ffl.json", error);
        const ff::Loaded<ff::Level> level = ff::parseLevel(text.value_or(""));
        if (!level.value || !level.value->solution) {
            err << "furunkulus-bench hub: the level of " << kWeek << " cannot be read\n";
            fs::remove_all(folder);
            return 1;
        }
        const std::string body = ff::api::SubmissionRequest{*level.value->solution}.toJson().dump();

        const auto count = static_cast<std::size_t>(players);
        std::vector<std::string> tokens(count);
        const std::string submit = ff::api::submissionsPath(kWeek);
        auto submitAs = [&](httplib::Client& c, std::size_t i) {
            const httplib::Headers auth = {{"Authorization", "Bearer " + tokens[i % count]}};
            const httplib::Result r = c.Post(submit, auth, body, "application/json");
            if (!r || r->status != 200)
                return false;
            const ff::api::Decoded<ff::api::SubmissionReceipt> receipt =
                ff::api::decode<ff::api::SubmissionReceipt>(r->body);
            return receipt && receipt->solved;
        };
        std::vector<Phase> phases;
        phases.push_back(runPhase(
            "register", clients, count, 0,
            [&](httplib::Client& c, std::size_t i) {
                const httplib::Result r =
                    c.Post(ff::api::playersPath(),
                           ff::api::RegisterRequest{"bench-" + std::to_string(i)}.toJson().dump(),
                           "application/json");
                if (!r || r->status != 201)
                    return false;
                const ff::api::Decoded<ff::api::RegisterAnswer> registered =
                    ff::api::decode<ff::api::RegisterAnswer>(r->body);
                if (!registered)
                    return false;
                tokens[i] = registered->token;
                return true;
            },
            port));
        phases.push_back(runPhase("submit", clients, count, 0, submitAs, port));
        phases.push_back(runPhase("resubmit", clients, 0, seconds, submitAs, port));
        phases.push_back(runPhase(
            "fetch", clients, 0, seconds,
            // The status only: this phase measures the hub's answers, not the client's reading.
            [current = ff::api::currentWeekPath()](httplib::Client& c, std::size_t) {
                const httplib::Result r = c.Get(current);
                return r && r->status == 200;
            },
            port));

        // The web pages and a picture (the PNG of a link preview), each read whole.
        const std::string slug = publishedSlug(port, tokens[0]);
        const std::string weekPage = ff::api::weekPagePath(kWeek);
        const std::string picture = pictureAddress(port, weekPage);
        if (slug.empty() || picture.empty()) {
            err << "furunkulus-bench hub: the community level or the week's picture is missing\n";
            fs::remove_all(folder);
            return 1;
        }
        for (const auto& [name, path] :
             std::vector<std::pair<std::string, std::string>>{{"page /", ff::api::homePagePath()},
                                                              {"page week", weekPage},
                                                              {"page level", ff::api::levelPagePath(slug)},
                                                              {"picture", picture}})
            phases.push_back(runPhase(
                name, clients, 0, seconds,
                [&path](httplib::Client& c, std::size_t) {
                    const httplib::Result r = c.Get(path);
                    return r && r->status == 200 && !r->body.empty();
                },
                port));

        rc = 0;
        nlohmann::json report = {{"database", postgresql.empty() ? "sqlite" : "postgresql"},
                                 {"phases", nlohmann::json::array()}};
        if (!json)
            out << "database: " << (postgresql.empty() ? "SQLite" : "PostgreSQL") << ", clients: " << clients
                << ", players: " << players << "\n"
                << std::left << std::setw(12) << "PHASE" << std::right << std::setw(10) << "REQUESTS"
                << std::setw(10) << "FAILED" << std::setw(12) << "PER_SECOND" << std::setw(10) << "P50_MS"
                << std::setw(10) << "P99_MS"
                << "\n";
        for (const Phase& p : phases) {
            const double perSecond = p.seconds > 0 ? static_cast<double>(p.requests) / p.seconds : 0;
            const double p50 = percentile(p.latenciesMs, 0.50);
            const double p99 = percentile(p.latenciesMs, 0.99);
            if (p.failures > 0)
                rc = 1;
            report["phases"].push_back({{"name", p.name},
                                        {"requests", p.requests},
                                        {"failures", p.failures},
                                        {"per_second", std::round(perSecond)},
                                        {"p50_ms", tenthMs(p50 / 1000) * 1000},
                                        {"p99_ms", tenthMs(p99 / 1000) * 1000}});
            if (!json)
                out << std::left << std::setw(12) << p.name << std::right << std::setw(10) << p.requests
                    << std::setw(10) << p.failures << std::setw(12) << std::fixed << std::setprecision(0)
                    << perSecond << std::setw(10) << std::setprecision(1) << p50 << std::setw(10) << p99
                    << "\n";
        }
        if (json)
            out << report.dump() << "\n";
    }
    fs::remove_all(folder);
    return rc;
}

} // namespace ff::bench
