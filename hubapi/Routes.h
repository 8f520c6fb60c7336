// The routes of the hub's API (docs/spec/hub-api.md, "Routes"): the paths a client
// asks for, and the patterns the server matches, made by the same functions (a
// pattern is a path with kSegment where a week or slug stands).
#pragma once

#include <string>
#include <string_view>

namespace ff::api {

inline constexpr std::string_view kApiPrefix = "/api/v1";
// One path segment, as the server's route patterns capture it.
inline constexpr std::string_view kSegment = "([^/]+)";

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

} // namespace ff::api
