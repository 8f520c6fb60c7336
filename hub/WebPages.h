// The hub's web pages for people (docs/server.md, "Web pages"; docs/spec/hub-api.md,
// "Web pages"): the home page with this week's puzzle, a released week's page with its
// leaderboard and draw, a community level's page, the pictures of their boards and
// the pages' stylesheet. HTML without JavaScript, in English or German, every player's
// text escaped; each answer with the headers that keep a browser strict
// (Content-Security-Policy, nosniff, no framing, no referrer).
#pragma once

#include "hub/BoardPictures.h"
#include "hub/CommunityStore.h"
#include "hub/HttpServer.h"
#include "hub/HubClock.h"
#include "hub/PageText.h"
#include "hub/WeekStore.h"

#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>

namespace ff::hub {

class WebPages {
public:
    // `publicUrl`: the hub's address for people ("https://hub.example.org"), written in
    // the pages' absolute links; empty: the request's Host, when it is a host name or
    // address with an optional port (else the page answers 400).
    WebPages(SqlWorker& sql, HubClock clock, std::string publicUrl)
        : weeks_(sql), community_(sql), clock_(clock), publicUrl_(std::move(publicUrl))
    {
    }

    void routes(HttpServer& http);

private:
    struct Request;
    // A page as it was answered, kept for a moment (kPageLife in WebPages.cpp): under
    // load, one page is made once a second whatever the number of readers.
    struct MadePage {
        std::chrono::steady_clock::time_point made;
        int status = 0;
        std::string body;
    };

    bool answerMade(const std::string& key, HttpResponse& res);
    void keepMade(const std::string& key, const HttpResponse& res);

    void home(const Request& r, HttpResponse& res);
    void week(const Request& r, HttpResponse& res);
    void level(const Request& r, HttpResponse& res);
    void weekPicture(const HttpRequest& req, HttpResponse& res);
    void levelPicture(const HttpRequest& req, HttpResponse& res);
    WeekLevel released(const std::string& week);
    std::shared_ptr<const BoardPicture> weekPicture(const WeekLevel& w);
    std::shared_ptr<const BoardPicture> levelPicture(const CommunityLevel& l);

    WeekStore weeks_;
    CommunityStore community_;
    HubClock clock_;
    std::string publicUrl_;
    BoardPictures pictures_{256};
    std::mutex madeMutex_;
    std::unordered_map<std::string, MadePage> made_;
};

} // namespace ff::hub
