#include "hubapi/Routes.h"

namespace ff::api {

namespace {

std::string path(std::string_view rest)
{
    return std::string(kApiPrefix) + std::string(rest);
}

} // namespace

std::string healthPath()
{
    return path("/health");
}

std::string weeksPath()
{
    return path("/weeks");
}

std::string currentWeekPath()
{
    return path("/weeks/current");
}

std::string weekPath(std::string_view week)
{
    return weeksPath() + "/" + std::string(week);
}

std::string leaderboardPath(std::string_view week)
{
    return weekPath(week) + "/leaderboard";
}

std::string drawPath(std::string_view week)
{
    return weekPath(week) + "/draw";
}

std::string submissionsPath(std::string_view week)
{
    return weekPath(week) + "/submissions";
}

std::string playersPath()
{
    return path("/players");
}

std::string mePath()
{
    return path("/players/me");
}

std::string transferCodePath()
{
    return mePath() + "/transfer";
}

std::string transferPath()
{
    return playersPath() + "/transfer";
}

std::string levelsPath()
{
    return path("/levels");
}

std::string levelPath(std::string_view slug)
{
    return levelsPath() + "/" + std::string(slug);
}

std::string solvesPath(std::string_view slug)
{
    return levelPath(slug) + "/solves";
}

std::string votePath(std::string_view slug)
{
    return levelPath(slug) + "/vote";
}

std::string reportsPath()
{
    return path("/reports");
}

std::string levelPagePath(std::string_view slug)
{
    return "/levels/" + std::string(slug);
}

std::string homePagePath()
{
    return "/";
}

std::string weekPagePath(std::string_view week)
{
    return "/weeks/" + std::string(week);
}

std::string weekPicturePath(std::string_view week, std::string_view picture)
{
    return weekPagePath(week) + "/" + std::string(picture);
}

std::string levelPicturePath(std::string_view slug, std::string_view picture)
{
    return levelPagePath(slug) + "/" + std::string(picture);
}

std::string stylesheetPath()
{
    return "/static/site.css";
}

std::string boardPictureName(std::string_view version, bool png)
{
    return "board-" + std::string(version) + (png ? ".png" : ".svg");
}

std::string metricsPath()
{
    return "/metrics";
}

} // namespace ff::api
