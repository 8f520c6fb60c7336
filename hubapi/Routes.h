// The routes of the hub's API (docs/spec/hub-api.md, "Routes"): the paths a client
// asks for, and the patterns the server matches and logs, made by the same functions
// (a pattern is a path with kWeekSegment or kSlugSegment where a week or slug stands).
#pragma once

#include <string>
#include <string_view>

namespace ff::api {

inline constexpr std::string_view kApiPrefix = "/api/v1";
// A path segment that stands for any week or slug in the server's route patterns.
inline constexpr std::string_view kWeekSegment = "{week}";
inline constexpr std::string_view kSlugSegment = "{slug}";
// A path segment that stands for a board picture's file name (boardPictureName).
inline constexpr std::string_view kPictureSegment = "{picture}";

std::string healthPath();
std::string weeksPath();
std::string currentWeekPath();
std::string weekPath(std::string_view week);
std::string leaderboardPath(std::string_view week);
std::string drawPath(std::string_view week);
std::string submissionsPath(std::string_view week);
std::string playersPath();
std::string mePath();
std::string transferCodePath();
std::string transferPath();
std::string levelsPath();
std::string levelPath(std::string_view slug);
std::string solvesPath(std::string_view slug);
std::string votePath(std::string_view slug);
std::string reportsPath();
// A community level's page for people (HTML), outside the API's prefix: the address
// the app gives for a published level and opens again.
std::string levelPagePath(std::string_view slug);
// The hub's web pages (docs/spec/hub-api.md, "Web pages"), outside the API's prefix:
// the home page, a week's page, the pictures of a week's and a community level's
// board, and the pages' stylesheet.
std::string homePagePath();
std::string weekPagePath(std::string_view week);
std::string weekPicturePath(std::string_view week, std::string_view picture);
std::string levelPicturePath(std::string_view slug, std::string_view picture);
std::string stylesheetPath();
// A board picture's file name: "board-VERSION.svg" or "board-VERSION.png", VERSION
// the hexadecimal digits that change whenever the picture's bytes do.
std::string boardPictureName(std::string_view version, bool png);
// Prometheus metrics of the hub (docs/server.md, "Metrics"), outside the API's prefix.
std::string metricsPath();

} // namespace ff::api
