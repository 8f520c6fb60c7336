// `furunkulus-cli grade`: how hard a level is for a person (docs/grading.md).
#include "app/cli/CliSupport.h"
#include "app/cli/Commands.h"
#include "engine/search/Grade.h"

#include <ostream>
#include <sstream>

namespace ff::cli {

const CommandInfo kGradeInfo = {
    "grade",
    "grade FILE [--level ID] [--json]",
    "grade the difficulty of levels from 1 to 5",
    "Grades every level of FILE (a level, or each level of a pack) from 1 (easy) to\n"
    "5 (fiendish) and prints the features the grade comes from (docs/grading.md),\n"
    "all taken from the solution (the stored one, else the first one found): the\n"
    "pieces to place, how many of them are needed, the longest chain of pieces that\n"
    "bring each other into play, the mechanics and steps of its run, the decoys (one\n"
    "piece moved: runs that fail late), the pieces an early threat dictates, the\n"
    "cells that look plausible, and the points they make.\n"
    "  --level ID   grade only the level of a pack file with this id\n"
    "  --json       print one JSON document instead: {\"levels\": [{\"id\", \"difficulty\",\n"
    "               \"features\": {\"pieces\", \"needed\", \"chain\", \"mechanics\",\n"
    "               \"run_steps\", \"decoys\", \"forced\", \"plausible\"}}]}; levels\n"
    "               that cannot be graded are left out\n"
    "Exit codes: 0 every level graded; 1 some level is invalid (problems go to stderr\n"
    "as FILE: json-path: message), unsolvable, or its stored solution does not solve\n"
    "it; 2 bad usage, a file that cannot be read or parsed, or an unknown --level.\n",
};

namespace {

std::string mechanicsText(const std::vector<ff::Mechanic>& mechanics)
{
    if (mechanics.empty())
        return "none";
    std::string text;
    for (ff::Mechanic m : mechanics)
        text += (text.empty() ? "" : ", ") + std::string(ff::mechanicName(m));
    return text;
}

nlohmann::ordered_json featuresJson(const ff::GradeFeatures& f)
{
    nlohmann::ordered_json j;
    j["pieces"] = f.pieces;
    j["needed"] = f.needed;
    j["chain"] = f.chain;
    j["mechanics"] = nlohmann::ordered_json::array();
    for (ff::Mechanic m : f.mechanics)
        j["mechanics"].push_back(ff::mechanicName(m));
    j["run_steps"] = f.runSteps;
    j["decoys"] = f.decoys;
    j["forced"] = f.forced;
    j["plausible"] = f.plausible;
    return j;
}

void printGrade(std::ostream& out, const std::string& file, const ff::Level& level, const ff::Grade& grade)
{
    const ff::GradeFeatures& f = grade.features;
    const int points = ff::gradePoints(f);
    const int byPoints = ff::difficultyForPoints(points);
    out << file << ": " << level.id << ": difficulty " << grade.difficulty << " of 5\n"
        << "  pieces to place  " << f.pieces << "\n"
        << "  needed           " << f.needed << "\n"
        << "  chain            " << f.chain << " pieces\n"
        << "  mechanics        " << mechanicsText(f.mechanics) << "\n"
        << "  run steps        " << f.runSteps << "\n"
        << "  decoys           " << f.decoys << " placements\n"
        << "  forced           " << f.forced << "\n"
        << "  plausible cells  " << f.plausible << "\n"
        << "  points           " << points;
    if (byPoints != grade.difficulty)
        out << " (difficulty " << byPoints
            << " by points; a difficulty needs as many needed pieces no threat dictates)";
    out << "\n";
}

} // namespace

int gradeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::string error;
    const std::optional<Arguments> parsed = parseArguments(args, {{"--json"}, {"--level"}}, error);
    if (!parsed)
        return usageError(err, kGradeInfo, error);
    if (const std::optional<std::string> problem = parsed->oneFileProblem())
        return usageError(err, kGradeInfo, *problem);
    const bool json = parsed->has("--json");
    const std::string& file = parsed->positional.front();

    const LoadedFile loaded = loadFile(file);
    if (!loaded.document) {
        printProblems(err, file, loaded.problems);
        return loaded.exitCode;
    }
    std::vector<DocumentLevel> levels;
    if (const std::string* levelId = parsed->value("--level")) {
        const std::optional<SelectedLevel> selected = selectLevel(file, *loaded.document, levelId, err);
        if (!selected)
            return kExitBadInput;
        levels.push_back({selected->level, withPrefix(ff::validateLevel(*selected->level), selected->prefix),
                          selected->prefix});
    } else {
        levels = documentLevels(*loaded.document);
    }

    int exitCode = kExitYes;
    if (levels.empty()) { // an empty pack: its problem belongs to no level
        printProblems(err, file, validateDocument(*loaded.document));
        exitCode = kExitNo;
    }
    nlohmann::ordered_json graded = nlohmann::ordered_json::array();
    for (const DocumentLevel& entry : levels) {
        if (!entry.problems.empty()) {
            printProblems(err, file, entry.problems);
            exitCode = kExitNo;
            continue;
        }
        const ff::Level& level = *entry.level;
        const ff::Grade grade = ff::gradeLevel(level);
        const std::string which = entry.prefix.empty() ? "the level" : "level '" + level.id + "'";
        switch (grade.status) {
        case ff::Grade::Status::Unsolvable:
            err << file << ": no placement solves " << which << "\n";
            exitCode = kExitNo;
            continue;
        case ff::Grade::Status::StoredSolutionFails:
            err << problemLine(file, {entry.prefix + "solution",
                                      "stored-solution-fails",
                                      {},
                                      "the stored solution does not solve " + which})
                << "\n";
            exitCode = kExitNo;
            continue;
        case ff::Grade::Status::Graded:
            break;
        }
        if (json) {
            nlohmann::ordered_json j;
            j["id"] = level.id;
            j["difficulty"] = grade.difficulty;
            j["features"] = featuresJson(grade.features);
            graded.push_back(std::move(j));
        } else {
            printGrade(out, file, level, grade);
        }
    }
    if (json) {
        nlohmann::ordered_json doc;
        doc["levels"] = std::move(graded);
        out << dumpJson(doc) << "\n";
    }
    return exitCode;
}

} // namespace ff::cli
