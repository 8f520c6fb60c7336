// `furunkulus-cli run`: simulate one level and report the monster's run.
#include "app/cli/CliSupport.h"
#include "app/cli/Commands.h"
#include "engine/rules/Arena.h"
#include "engine/rules/Simulation.h"

#include <ostream>

namespace ff::cli {

const CommandInfo kRunInfo = {
    "run",
    "run FILE [--level ID] [--solution] [--trace] [--json] [--max-steps N]",
    "simulate a level and report the monster's run",
    "Simulates the level as it stands: the pieces on the board, nothing from the\n"
    "inventory. Without --json prints the outcome, the steps taken, the monster's\n"
    "final cell and facing and the tokens eaten.\n"
    "  --level ID      which level of a pack file to run (required for packs; only\n"
    "                  that level is validated)\n"
    "  --solution      place the level's stored solution first\n"
    "  --trace         print every sub-move of every step, prefixed with the step number\n"
    "  --json          print one JSON document instead: {\"outcome\", \"steps\", \"monster\",\n"
    "                  \"events\", \"path\"} (docs/spec/level-format.md); not with --trace\n"
    "  --max-steps N   the step cap (outcome step-limit), 1 to 10000000, default 1000000\n"
    "Exit codes: 0 the outcome is solved; 1 any other outcome (own-token-lost, endless,\n"
    "step-limit) or an invalid level, whose problems are printed to stderr as\n"
    "FILE: json-path: message; 2 bad usage, a file that cannot be read or parsed, a\n"
    "pack without --level, or --solution on a level without a stored solution.\n",
};

namespace {

constexpr long kMaxStepsCap = 10'000'000;

struct PathEntry {
    ff::Cell at;
    ff::Dir facing;
};

// An eat, crush or remove event and the step it happened in.
struct Gone {
    long step;
    ff::Event event;
};

bool isGone(ff::Event::Type t)
{
    return t == ff::Event::Type::Eat || t == ff::Event::Type::Crush || t == ff::Event::Type::Remove;
}

const char* goneTypeName(ff::Event::Type t)
{
    return t == ff::Event::Type::Eat ? "eat" : t == ff::Event::Type::Crush ? "crush" : "remove";
}

std::string objectName(ff::PieceKind kind, ff::Side side)
{
    return "the " + ff::pieceNoun(kind, side);
}

std::string goneReason(const ff::Event& e, const ff::Board& board)
{
    switch (e.reason) {
    case ff::GoneReason::OffBoard:
        return "pushed off the board";
    case ff::GoneReason::Teleporter:
        return "pushed onto a teleporter";
    case ff::GoneReason::IntoMonster:
        return "pushed into the monster";
    case ff::GoneReason::ExitOrEntrance:
        break;
    }
    return board.exit() && *board.exit() == e.from ? "came to rest on the exit"
                                                   : "came to rest on the entrance";
}

// One line of --trace for one sub-move.
std::string describe(const ff::Event& e, const ff::Board& board)
{
    using T = ff::Event::Type;
    const std::string facing = facingName(e.dir);
    switch (e.type) {
    case T::Face:
        return "sees a token and turns to face " + facing;
    case T::TurnStone:
        return "turned by " + objectName(e.kind, e.side) + " on " + cellText(e.to) + ", now facing " + facing;
    case T::Stuck:
        return "turned four times by turning stones, stays on " + cellText(e.from) + " facing " + facing;
    case T::Move:
        return std::string(e.slide ? "slides " : "moves ") + facing + (e.slide ? " over blood" : "") +
               " from " + cellText(e.from) + (e.crossed ? " across the wall" : "") + " to " + cellText(e.to);
    case T::Teleport:
        return std::string("steps") + (e.crossed ? " across the wall" : "") + " from " + cellText(e.from) +
               " into the teleporter on " + cellText(e.via) + " and comes out on " + cellText(e.to) +
               " facing " + facing;
    case T::Push:
        return "pushes " + objectName(e.kind, e.side) + " from " + cellText(e.from) + " to " + cellText(e.to);
    case T::ObjectSlide:
        return objectName(e.kind, e.side) + " slides over blood from " + cellText(e.from) + " to " +
               cellText(e.to);
    case T::Eat:
        return "eats " + objectName(e.kind, e.side) + " on " + cellText(e.from);
    case T::Crush:
        return objectName(e.kind, e.side) + " on " + cellText(e.from) +
               " is crushed: " + goneReason(e, board);
    case T::Remove:
        return objectName(e.kind, e.side) + " on " + cellText(e.from) +
               " is removed: " + goneReason(e, board);
    case T::SlideTurn:
        return "stops sliding on " + cellText(e.from) + ", turned by " + objectName(e.kind, e.side) + " on " +
               cellText(e.to) + ", now facing " + facing;
    }
    return {};
}

nlohmann::ordered_json goneJson(const Gone& g)
{
    nlohmann::ordered_json j;
    j["step"] = g.step;
    j["type"] = goneTypeName(g.event.type);
    j["kind"] = ff::kindName(g.event.kind);
    if (g.event.kind == ff::PieceKind::Token)
        j["side"] = ff::sideName(g.event.side);
    j["at"] = cellJson(g.event.from);
    return j;
}

// The contract's document. The path is written entry by entry rather than built as
// one JSON tree, which would cost hundreds of bytes per step on long runs.
void printJson(std::ostream& out, ff::Outcome outcome, long steps, const PathEntry& monster,
               const std::vector<Gone>& gone, const std::vector<PathEntry>& path)
{
    nlohmann::ordered_json head;
    head["outcome"] = ff::outcomeName(outcome);
    head["steps"] = steps;
    head["monster"]["at"] = cellJson(monster.at);
    head["monster"]["facing"] = facingName(monster.facing);
    head["events"] = nlohmann::ordered_json::array();
    for (const Gone& g : gone)
        head["events"].push_back(goneJson(g));
    std::string text = dumpJson(head);
    text.pop_back(); // the closing brace; "path" follows
    out << text << ",\"path\":[";
    for (size_t i = 0; i < path.size(); ++i) {
        nlohmann::ordered_json entry;
        entry["step"] = static_cast<long>(i + 1);
        entry["at"] = cellJson(path[i].at);
        entry["facing"] = facingName(path[i].facing);
        out << (i ? "," : "") << dumpJson(entry);
    }
    out << "]}\n";
}

} // namespace

int runCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::string error;
    const std::optional<Arguments> parsed =
        parseArguments(args, {{"--solution", "--trace", "--json"}, {"--max-steps", "--level"}}, error);
    if (!parsed)
        return usageError(err, kRunInfo, error);
    if (const std::optional<std::string> problem = parsed->oneFileProblem())
        return usageError(err, kRunInfo, *problem);
    const bool json = parsed->has("--json");
    const bool trace = parsed->has("--trace");
    if (json && trace)
        return usageError(err, kRunInfo,
                          "--trace and --json cannot be combined (--json prints only the JSON document)");
    long maxSteps = ff::kDefaultMaxSteps;
    if (const std::string* text = parsed->value("--max-steps")) {
        const std::optional<long> n = parseCount(*text, 1, kMaxStepsCap);
        if (!n)
            return usageError(err, kRunInfo,
                              "--max-steps needs a whole number from 1 to 10000000, not '" + *text + "'");
        maxSteps = *n;
    }

    const std::string& file = parsed->positional.front();
    int exitCode = kExitYes;
    const std::optional<ValidLevel> valid = loadValidLevel(file, parsed->value("--level"), err, exitCode);
    if (!valid)
        return exitCode;
    const ff::Level& level = valid->level;

    const ff::Arena arena(level);
    ff::State start = arena.initialState();
    if (parsed->has("--solution")) {
        if (!level.solution) {
            err << file << ": " << (valid->prefix.empty() ? "the level" : "level '" + level.id + "'")
                << " has no stored solution to place (--solution)\n";
            return kExitBadInput;
        }
        // validateLevel has checked that the solution's cells are free and allowed.
        arena.place(start, *level.solution);
    }

    const int enemies = start.enemy;
    const int owns = start.own;
    ff::Simulation sim(arena, start, maxSteps);
    std::vector<Gone> gone;
    std::vector<PathEntry> path;
    if (json)
        path.reserve(static_cast<size_t>(sim.result().steps));
    if (trace)
        out << "start: monster on " << cellText(level.monsterAt) << " facing "
            << facingName(level.monsterFacing) << "\n";
    while (!sim.finished()) {
        const std::vector<ff::Event>& events = sim.step();
        const long k = sim.steps();
        for (const ff::Event& e : events) {
            if (trace)
                out << "step " << k << ": " << describe(e, level.board) << "\n";
            if (isGone(e.type))
                gone.push_back({k, e});
        }
        if (json)
            path.push_back({arena.cellAt(sim.state().monster), sim.state().facing});
    }

    const ff::Outcome outcome = sim.outcome();
    const PathEntry monster{arena.cellAt(sim.state().monster), sim.state().facing};
    if (json) {
        printJson(out, outcome, sim.steps(), monster, gone, path);
    } else {
        int enemyEaten = 0;
        int ownLost = 0;
        for (const Gone& g : gone) {
            if (g.event.kind == ff::PieceKind::Token)
                ++(g.event.side == ff::Side::Enemy ? enemyEaten : ownLost);
        }
        out << "outcome: " << ff::outcomeName(outcome) << "\n"
            << "steps: " << sim.steps() << "\n"
            << "monster: " << cellText(monster.at) << " facing " << facingName(monster.facing) << "\n"
            << "enemy tokens eaten: " << enemyEaten << " of " << enemies << "\n"
            << "own tokens lost: " << ownLost << " of " << owns << "\n";
    }
    return outcome == ff::Outcome::Solved ? kExitYes : kExitNo;
}

} // namespace ff::cli
