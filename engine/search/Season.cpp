#include "engine/search/Season.h"

#include "engine/files/Utf8.h"
#include "engine/files/Validation.h"
#include "engine/rules/Arena.h"
#include "engine/rules/Content.h"
#include "engine/rules/Explain.h"
#include "engine/rules/Geometry.h"
#include "engine/rules/Placement.h"
#include "engine/rules/Simulation.h"
#include "engine/rules/Symmetry.h"
#include "engine/search/Generator.h"
#include "engine/search/Grade.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <iterator>
#include <map>
#include <string_view>

namespace ff {

namespace {

// The target difficulty of each week of the year (index: week - 1; week 53 exists in
// some years only). Every quarter climbs in teeth, its mean above the last one's;
// any eight weeks in a row hold one of 3 or less, also across the new year (week 1
// is 1), and the last eight weeks reach 5.
constexpr std::array<int, 53> kCalendar = {
    1, 2, 2, 3, 2, 3, 3, 2, 3, 4, 3, 2, 3, // mean 2.5
    3, 4, 3, 2, 4, 4, 3, 4, 2, 3, 4, 4, 3, // mean 3.3
    4, 5, 3, 4, 4, 2, 5, 4, 3, 4, 5, 4, 3, // mean 3.8
    5, 4, 5, 3, 5, 4, 5, 2, 4, 5, 5, 3, 5, // mean 4.2
    3,
};

// The themes in the order weeks take them; nine themes against eight boards, so
// that a theme meets every board over the year.
constexpr std::array<SeasonTheme, 9> kThemes = {
    SeasonTheme::Teleport, SeasonTheme::Crystal,  SeasonTheme::TurnRight,
    SeasonTheme::Tie,      SeasonTheme::TurnLeft, SeasonTheme::Slide,
    SeasonTheme::Survive,  SeasonTheme::Turn180,  SeasonTheme::Push,
};
// Weeks of a year with the same theme: at most ceil(53 / 9).
constexpr int kWeeksPerTheme = 6;

// Weeks of this difficulty or less are open: on the basic layout (or the open
// standard board when the rotation gives it), unique without a placement zone.
constexpr int kOpenDifficulty = 2;

// The boards in the order weeks take them: two of eight on the basic layout, three
// custom sizes (kCustomSizes).
enum class BoardSlot : std::uint8_t { Basic, Own, Standard, Wide, Square, Large };
constexpr std::array<BoardSlot, 8> kBoards = {
    BoardSlot::Basic, BoardSlot::Own,    BoardSlot::Standard, BoardSlot::Wide,
    BoardSlot::Basic, BoardSlot::Square, BoardSlot::Own,      BoardSlot::Large,
};

struct Size {
    int width;
    int height;
};
// A custom slot's size by difficulty 1..5: more pieces need more room (the 2027
// series found its grade-5 weeks on 8x6, 8x7 and 9x5).
constexpr std::array<std::array<Size, 5>, 3> kCustomSizes = {{
    {{{7, 5}, {7, 5}, {7, 6}, {8, 6}, {9, 5}}},
    {{{6, 6}, {6, 6}, {6, 6}, {7, 6}, {8, 7}}},
    {{{8, 6}, {8, 6}, {8, 6}, {8, 6}, {8, 6}}},
}};

void setBoard(GeneratorOptions& o, BoardSlot slot)
{
    switch (slot) {
    case BoardSlot::Basic:
        o.board = GeneratorBoard::Basic;
        return;
    case BoardSlot::Own:
        o.board = GeneratorBoard::Own;
        return;
    case BoardSlot::Standard:
        o.board = GeneratorBoard::Standard;
        return;
    case BoardSlot::Wide:
    case BoardSlot::Square:
    case BoardSlot::Large: {
        const std::size_t custom = static_cast<std::size_t>(slot) - static_cast<std::size_t>(BoardSlot::Wide);
        const Size size = kCustomSizes[custom][static_cast<std::size_t>(o.difficulty - 1)];
        o.board = GeneratorBoard::Custom;
        o.width = size.width;
        o.height = size.height;
        return;
    }
    }
}

// A time limit far beyond any season: the attempts decide, not the clock.
constexpr double kNoTimeLimit = 1e7;

std::uint64_t mix(std::uint64_t z)
{
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

struct Phrase {
    const char* en;
    const char* de;
};

struct Sentence {
    std::string en;
    std::string de;
};

// Titles per theme: 2 * kWeeksPerTheme each, the first half for even years, the
// second for odd ones (or the other half when those are taken).
const std::map<SeasonTheme, std::array<Phrase, 2 * kWeeksPerTheme>>& titleTable()
{
    static const std::map<SeasonTheme, std::array<Phrase, 2 * kWeeksPerTheme>> kTitles = {
        {SeasonTheme::Teleport,
         {{{"Now You See Me", "Jetzt siehst du mich"},
           {"Side Door", "Die Seitentür"},
           {"Shortcut", "Abkürzung"},
           {"Wormhole", "Wurmloch"},
           {"Vanishing Act", "Verschwindibus"},
           {"Round Trip", "Hin und zurück"},
           {"Express Delivery", "Eilzustellung"},
           {"Jump Gate", "Sprungtor"},
           {"Departure Lounge", "Abflughalle"},
           {"Elsewhere", "Anderswo"},
           {"Exit Strategy", "Ausstiegsplan"},
           {"Change of Scene", "Szenenwechsel"}}}},
        {SeasonTheme::Crystal,
         {{{"Glass Eye", "Glasauge"},
           {"Window Shopping", "Schaufensterbummel"},
           {"See-Through", "Durchblick"},
           {"Crystal Clear", "Glasklar"},
           {"Clear View", "Freie Sicht"},
           {"Through the Glass", "Durch die Scheibe"},
           {"Glasshouse", "Gewächshaus"},
           {"Prism", "Prisma"},
           {"Magnifier", "Die Lupe"},
           {"Ice Cube", "Eiswürfel"},
           {"Peephole", "Guckloch"},
           {"Frosted Pane", "Milchglas"}}}},
        {SeasonTheme::TurnRight,
         {{{"Right Turn", "Rechts abbiegen"},
           {"Clockwise", "Im Uhrzeigersinn"},
           {"Keep Right", "Rechts halten"},
           {"Right Hook", "Rechter Haken"},
           {"Starboard", "Steuerbord"},
           {"Roundabout", "Kreisverkehr"},
           {"Right of Way", "Vorfahrt"},
           {"Right Angle", "Rechter Winkel"},
           {"Quarter Turn", "Vierteldrehung"},
           {"Right Wing", "Rechtsaußen"},
           {"Turnstile", "Drehkreuz"},
           {"Right Face", "Rechts um!"}}}},
        {SeasonTheme::Tie,
         {{{"Split Decision", "Knappe Entscheidung"},
           {"Dead Heat", "Totes Rennen"},
           {"Photo Finish", "Fotofinish"},
           {"Torn Between", "Hin- und hergerissen"},
           {"Even Odds", "Gleiche Chancen"},
           {"Coin Toss", "Münzwurf"},
           {"Equal Distance", "Gleicher Abstand"},
           {"Crossroads", "Am Scheideweg"},
           {"Balance", "Gleichgewicht"},
           {"Tug of War", "Tauziehen"},
           {"Both Ways", "Beide Wege"},
           {"Fork in the Road", "Weggabelung"}}}},
        {SeasonTheme::TurnLeft,
         {{{"Left Turn", "Links abbiegen"},
           {"Anticlockwise", "Gegen den Uhrzeigersinn"},
           {"Keep Left", "Links halten"},
           {"Left Hook", "Linker Haken"},
           {"Port Side", "Backbord"},
           {"Left Behind", "Links liegen gelassen"},
           {"Left Field", "Linksaußen"},
           {"Left Face", "Links um!"},
           {"Sharp Left", "Scharf links"},
           {"Left Lane", "Linke Spur"},
           {"Southpaw", "Linkshänder"},
           {"Detour Left", "Umleitung links"}}}},
        {SeasonTheme::Slide,
         {{{"Skid Mark", "Bremsspur"},
           {"Slip and Slide", "Schlitterbahn"},
           {"Red Carpet", "Roter Teppich"},
           {"Ice Rink", "Eisbahn"},
           {"Toboggan", "Rodelbahn"},
           {"Slipstream", "Windschatten"},
           {"Banana Skin", "Bananenschale"},
           {"Aquaplaning", "Aquaplaning"},
           {"Skating Lesson", "Eislaufstunde"},
           {"Greased Lightning", "Wie geschmiert"},
           {"Runaway", "Durchgegangen"},
           {"Downhill", "Abfahrt"}}}},
        {SeasonTheme::Survive,
         {{{"Merry-Go-Round", "Karussell"},
           {"Endless Loop", "Endlosschleife"},
           {"Perpetual Motion", "Perpetuum mobile"},
           {"Sentry Duty", "Wachdienst"},
           {"Round the Clock", "Rund um die Uhr"},
           {"Treadmill", "Laufband"},
           {"Holding Pattern", "Warteschleife"},
           {"Groundhog Day", "Und täglich grüßt das Murmeltier"},
           {"On Patrol", "Auf Streife"},
           {"Circus Ring", "Manege"},
           {"Orbit", "Umlaufbahn"},
           {"Night Watch", "Nachtwache"}}}},
        {SeasonTheme::Turn180,
         {{{"U-Turn", "Wende"},
           {"Back and Forth", "Hin und her"},
           {"Ricochet", "Querschläger"},
           {"Rebound", "Abpraller"},
           {"Second Thoughts", "Sinneswandel"},
           {"Turnabout", "Kehrtwende"},
           {"Yo-Yo", "Jo-Jo"},
           {"Echo", "Echo"},
           {"Backtrack", "Auf dem Rückweg"},
           {"Reversal", "Umkehr"},
           {"Tennis Match", "Tennismatch"},
           {"Homeward", "Heimwärts"}}}},
        {SeasonTheme::Push,
         {{{"Heave-Ho", "Hau ruck"},
           {"Bulldozer", "Planierraupe"},
           {"Shove", "Geschubst"},
           {"Elbow Room", "Ellbogenfreiheit"},
           {"Snooker", "Snooker"},
           {"Domino", "Domino"},
           {"Nudge", "Ein kleiner Schubs"},
           {"Billiards", "Billard"},
           {"Removal Van", "Möbelwagen"},
           {"Moving Day", "Umzugstag"},
           {"Push Start", "Anschieben"},
           {"Pushover", "Leichtes Spiel"}}}},
    };
    return kTitles;
}

// The idea every week of a theme is built around, as the hint's first sentence.
Phrase themeSentence(SeasonTheme theme)
{
    switch (theme) {
    case SeasonTheme::Teleport:
        return {"The monster has to go through the teleporter: make it arrive where it is useful.",
                "Das Monster muss durch den Teleporter: sorge dafür, dass es dort ankommt, wo es nützt."};
    case SeasonTheme::Crystal:
        return {
            "A crystal blocks the way but not the view: use what the monster sees through it.",
            "Ein Kristall versperrt den Weg, aber nicht die Sicht: nutze, was das Monster durch ihn sieht."};
    case SeasonTheme::TurnRight:
        return {"A right turn changes everything: decide where the monster should take it.",
                "Eine Rechtsdrehung ändert alles: überlege, wo das Monster abbiegen soll."};
    case SeasonTheme::Tie:
        return {"When two tokens are equally close, the monster turns to neither: use that.",
                "Sind zwei Figuren gleich nah, dreht sich das Monster zu keiner: nutze das."};
    case SeasonTheme::TurnLeft:
        return {"A left turn changes everything: decide where the monster should take it.",
                "Eine Linksdrehung ändert alles: überlege, wo das Monster abbiegen soll."};
    case SeasonTheme::Slide:
        return {"Blood carries the monster further than it looks: plan where its slide must end.",
                "Blut trägt das Monster weiter, als es aussieht: plane, wo seine Rutschpartie enden muss."};
    case SeasonTheme::Survive:
        return {
            "After its last meal the monster must go round for ever without reaching your tokens.",
            "Nach seiner letzten Mahlzeit muss das Monster für immer im Kreis laufen, ohne deine Figuren zu "
            "erreichen."};
    case SeasonTheme::Turn180:
        return {
            "Sending the monster back the way it came is part of the plan: find where that helps.",
            "Das Monster den Weg zurückzuschicken, den es kam, gehört zum Plan: finde heraus, wo das hilft."};
    case SeasonTheme::Push:
        return {"The monster pushes whatever stands in its way: decide what it should push, and where to.",
                "Das Monster schiebt, was ihm im Weg steht: überlege, was es schieben soll, und wohin."};
    }
    return {"", ""};
}

// Where on the board a cell lies, in thirds each way: "in the top left" ... as the
// end of a sentence in English and German.
Phrase areaOf(Cell c, int width, int height)
{
    static constexpr std::array<std::array<Phrase, 3>, 3> kAreas = {{
        {{{"in the top left", "oben links"}, {"at the top", "oben"}, {"in the top right", "oben rechts"}}},
        {{{"on the left", "links"}, {"in the middle", "in der Mitte"}, {"on the right", "rechts"}}},
        {{{"in the bottom left", "unten links"},
          {"at the bottom", "unten"},
          {"in the bottom right", "unten rechts"}}},
    }};
    const auto third = [](int v, int size) {
        return static_cast<std::size_t>(std::clamp(v * 3 / size, 0, 2));
    };
    return kAreas[third(c.y, height)][third(c.x, width)];
}

// A placed piece as the subject of a sentence, named as the game names it: "The
// stone", or "One stone" when the inventory holds more than one of its type. The
// names are those of words/PieceNames.cpp and its German in the catalogues; a level
// file carries its hint in both languages, and the engine reads no catalogue.
Phrase subjectOf(const Placement& piece, bool several)
{
    switch (piece.kind) {
    case PieceKind::Token:
        if (piece.side == Side::Own)
            return several ? Phrase{"One of your own tokens", "Eine deiner eigenen Figuren"}
                           : Phrase{"Your own token", "Deine eigene Figur"};
        return several ? Phrase{"One enemy token you place", "Eine gegnerische Figur, die du setzt,"}
                       : Phrase{"The enemy token you place", "Die gegnerische Figur, die du setzt,"};
    case PieceKind::Stone:
        return several ? Phrase{"One stone", "Ein Stein"} : Phrase{"The stone", "Der Stein"};
    case PieceKind::Crystal:
        return several ? Phrase{"One crystal", "Ein Kristall"} : Phrase{"The crystal", "Der Kristall"};
    case PieceKind::TurnRight:
        return several ? Phrase{"One right-turning stone", "Ein Rechts-Drehstein"}
                       : Phrase{"The right-turning stone", "Der Rechts-Drehstein"};
    case PieceKind::TurnLeft:
        return several ? Phrase{"One left-turning stone", "Ein Links-Drehstein"}
                       : Phrase{"The left-turning stone", "Der Links-Drehstein"};
    case PieceKind::Turn180:
        return several ? Phrase{"One U-turn stone", "Ein Wendestein"}
                       : Phrase{"The U-turn stone", "Der Wendestein"};
    default:
        return {"", ""};
    }
}

// The cells holding `content` in `s`.
std::vector<int> cellsHolding(const State& s, std::uint8_t content)
{
    std::vector<int> cells;
    for (std::size_t i = 0; i < s.cells.size(); ++i) {
        if (s.cells[i] == content)
            cells.push_back(static_cast<int>(i));
    }
    return cells;
}

// The one cell of `before` that `after` lacks, when exactly one went.
std::optional<int> theOneGone(const std::vector<int>& before, const std::vector<int>& after)
{
    std::vector<int> gone;
    std::set_difference(before.begin(), before.end(), after.begin(), after.end(), std::back_inserter(gone));
    if (gone.size() != 1 || after.size() + 1 != before.size())
        return std::nullopt;
    return gone.front();
}

// What a piece of the solution must achieve: keep the monster away from an own
// token, bring it to an enemy, help it reach the enemies, or keep it going round.
enum class Aim : std::uint8_t { Protect, Reach, ReachAll, Circle };

// How the piece acts in the solution's run, first: the monster turns on it (a turning
// stone, R11, R17), turns to face it as the nearest token (R10), keeps its facing
// because of the tie it makes (R10), does not see a token because it ends the ray
// (R9), or pushes it (R13). Acts is none of these.
enum class Way : std::uint8_t { Acts, Turns, Lures, Ties, Hides, Pushed };

struct Job {
    Way way = Way::Acts;
    Aim aim = Aim::Circle;
    bool other = false; // Protect by an own token: "your other token"
    Phrase where{"", ""};
    friend bool operator==(const Job& a, const Job& b)
    {
        return a.way == b.way && a.aim == b.aim && a.other == b.other &&
               std::string_view(a.where.en) == std::string_view(b.where.en);
    }
};

// Aim of piece `i` of the solution, from the run without it: when that run loses an
// own token, the piece keeps the monster away from it; when enemies are left, it
// brings the monster to them; else it keeps the monster going. Names the token's
// part of the board when one token alone makes the difference.
Job aimOf(const Level& level, const Arena& arena, std::size_t i)
{
    const std::vector<Placement>& solution = *level.solution;
    std::vector<Placement> rest = solution;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
    State s = arena.initialState();
    arena.place(s, rest);
    const std::vector<int> own = cellsHolding(s, kOwnToken);
    const std::vector<int> enemies = cellsHolding(s, kEnemyToken);
    const RunResult result = arena.run(s);
    const auto area = [&](std::optional<int> cell) {
        return cell ? areaOf(arena.cellAt(*cell), level.board.width(), level.board.height()) : Phrase{"", ""};
    };
    Job job;
    if (result.outcome == Outcome::OwnTokenLost) {
        job.aim = Aim::Protect;
        job.where = area(theOneGone(own, cellsHolding(s, kOwnToken)));
        job.other = solution[i].kind == PieceKind::Token && solution[i].side == Side::Own;
    } else if (s.enemy > 0) {
        const std::vector<int> left = cellsHolding(s, kEnemyToken);
        const bool one = left.size() == 1 && std::binary_search(enemies.begin(), enemies.end(), left.front());
        job.aim = one ? Aim::Reach : Aim::ReachAll;
        if (one)
            job.where = area(left.front());
    }
    return job;
}

// Way of piece `i` in the solution's run: the first the run shows, step by step,
// until the piece is eaten. In a step what happens to the piece comes before the
// look: a block straight ahead ends the facing ray and is turned on or pushed in the
// same step, which is what it is there for. A lure, a tie or a blocked view counts
// only when the look without the piece chooses another facing or sees no token: a
// piece whose look changes nothing does nothing there. Acts when the run shows none.
Way wayOf(const Level& level, const Arena& arena, std::size_t i)
{
    const std::vector<Placement>& solution = *level.solution;
    State start = arena.initialState();
    arena.place(start, solution);
    const int at = arena.index(solution[i].at);
    Simulation run(arena, std::move(start));
    bool eaten = false;
    while (!run.finished() && !eaten) {
        const State before = run.state();
        const std::vector<Event> events = run.step();
        for (const Event& e : events) {
            const bool turn = e.type == Event::Type::TurnStone || e.type == Event::Type::SlideTurn;
            if (turn && arena.index(e.to) == at)
                return Way::Turns;
            // A push moves the piece or, into the void, a teleporter or the monster,
            // ends it (R13, R14): either is the monster pushing it.
            if (isPushEvent(e.type) && arena.index(e.from) == at)
                return Way::Pushed;
            if (e.type == Event::Type::Eat && arena.index(e.from) == at)
                eaten = true;
        }
        const StepWhy why = explainStep(arena, before, events);
        State without = before;
        arena.clear(without, at);
        const Look look = arena.look(without);
        if (look.chosen == why.faced && look.sawToken == (why.nearest > 0))
            continue;
        for (const RaySeen& ray : why.rays) {
            Cell end = why.at;
            for (int d = 0; d < ray.distance; ++d)
                end = step(end, ray.dir);
            if (ray.distance == 0 || arena.index(end) != at)
                continue;
            const bool nearest = ray.end == RayEnd::Token && ray.distance == why.nearest;
            if (nearest && why.choice == Choice::Tie)
                return Way::Ties;
            if (nearest && why.choice == Choice::TurnToNearest)
                return Way::Lures;
            if (ray.end == RayEnd::Piece)
                return Way::Hides;
        }
    }
    return Way::Acts;
}

// The words after the subject's "must" ("muss"/"müssen" in German) for a job: the
// way first, when there is one, then what it achieves ("turn the monster to keep it
// away from your token on the left").
Sentence predicateOf(const Job& job)
{
    const auto join = [](std::string a, const char* b) { return *b ? a + " " + b : a; };
    // The own token kept safe: "away from your token on the left", "von deiner Figur links".
    const Sentence away{join(job.other ? "away from your other token" : "away from your token", job.where.en),
                        join(job.other ? "von deiner anderen Figur" : "von deiner Figur", job.where.de)};
    // What the piece achieves, the monster named or, after a way that named it, as a
    // pronoun; in German with "so" after it when a way comes first.
    const auto achieves = [&](bool it, bool afterWay) -> Sentence {
        const std::string en = it ? "it" : "the monster";
        const std::string so = afterWay ? " so" : "";
        const std::string de = (it ? "es" : "das Monster") + so;
        switch (job.aim) {
        case Aim::Protect:
            return {"keep " + en + " " + away.en, de + " " + away.de + " fernhalten"};
        case Aim::Reach:
            return {join("bring " + en + " to the enemy", job.where.en),
                    join(de + " zur gegnerischen Figur", job.where.de) + " bringen"};
        case Aim::ReachAll:
            return {"help " + en + " reach every enemy",
                    (it ? "ihm" : "dem Monster") + so + " helfen, jede gegnerische Figur zu erreichen"};
        case Aim::Circle:
            break;
        }
        return {"keep " + en + " going round for ever", de + " für immer in Bewegung halten"};
    };
    // The way and then the achievement; `named`: the way's words name the monster,
    // in English and in German, so that the achievement says "it" ("es").
    const auto way = [&](const char* en, bool enNamed, const char* de, bool deNamed) {
        return Sentence{std::string(en) + " to " + achieves(enNamed, true).en,
                        std::string(de) + " und " + achieves(deNamed, true).de};
    };
    switch (job.way) {
    case Way::Turns:
        return way("turn the monster", true, "das Monster drehen", true);
    case Way::Lures:
        // A lure draws the monster to itself, so away from what it protects: one verb.
        if (job.aim == Aim::Protect)
            return {"lure the monster " + away.en, "das Monster " + away.de + " weglocken"};
        return way("lure the monster", true, "das Monster anlocken", true);
    case Way::Ties:
        return way("make a tie", false, "einen Gleichstand schaffen", false);
    case Way::Hides:
        return way("block the monster's view", true, "dem Monster die Sicht versperren", true);
    case Way::Pushed:
        return way("be pushed", false, "sich vom Monster schieben lassen", true);
    case Way::Acts:
        break;
    }
    return achieves(false, false);
}

// The text with its first letter in lower case (every subject starts with an ASCII
// letter).
std::string lowerFirst(std::string text)
{
    if (!text.empty())
        text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
    return text;
}

// Each piece of the solution with its job and its name as a subject, in the order
// of the solution.
struct PieceJob {
    Job job;
    Phrase subject;
};

std::vector<PieceJob> pieceJobs(const Level& level)
{
    const Arena arena(level);
    const PlacementRules rules(level);
    const std::vector<Placement>& solution = *level.solution;
    std::vector<PieceJob> pieces;
    for (std::size_t i = 0; i < solution.size(); ++i) {
        Job job = aimOf(level, arena, i);
        job.way = wayOf(level, arena, i);
        const Placement& piece = solution[i];
        pieces.push_back({job, subjectOf(piece, rules.inventoryCount(piece.kind, piece.side) > 1)});
    }
    return pieces;
}

// A piece's way as a short tag after its name, for a sentence that names pieces of
// different ways together: "the crystal (pushed)". Empty for Acts.
Phrase wayTag(Way way)
{
    switch (way) {
    case Way::Turns:
        return {"a turn", "Drehung"};
    case Way::Lures:
        return {"a lure", "Köder"};
    case Way::Ties:
        return {"a tie", "Gleichstand"};
    case Way::Hides:
        return {"a screen", "Sichtschutz"};
    case Way::Pushed:
        return {"pushed", "geschoben"};
    case Way::Acts:
        break;
    }
    return {"", ""};
}

// The subjects of a sentence: "A, B and C", in English and German; `tagged`: each
// with its way's tag.
Sentence subjectList(const std::vector<std::pair<Phrase, Way>>& subjects, bool tagged)
{
    Sentence list;
    for (std::size_t n = 0; n < subjects.size(); ++n) {
        const bool last = n + 1 == subjects.size();
        std::string en = n == 0 ? subjects[n].first.en : lowerFirst(subjects[n].first.en);
        std::string de = n == 0 ? subjects[n].first.de : lowerFirst(subjects[n].first.de);
        const Phrase tag = wayTag(subjects[n].second);
        if (tagged && *tag.en) {
            en += std::string(" (") + tag.en + ")";
            // A German subject with a relative clause ends in its comma: the tag goes
            // before it.
            const bool comma = de.ends_with(',');
            de = (comma ? de.substr(0, de.size() - 1) : de) + " (" + tag.de + ")" + (comma ? "," : "");
        }
        const char* enJoin = n == 0 ? "" : last ? " and " : ", ";
        const char* deJoin = n == 0 ? "" : last ? " und " : list.de.ends_with(',') ? " " : ", ";
        list.en += enJoin + en;
        list.de += deJoin + de;
    }
    return list;
}

// One sentence per job, in the order of the solution, naming together every piece
// with that job: "The stone and the crystal must keep the monster away from ...".
// `byWay`: pieces share a sentence when their ways are the same too. Each sentence
// comes with its choices, the best first: with the way its pieces share, or with
// each piece's way as a tag; then with no way (the shortest).
std::vector<std::vector<Sentence>> jobSentences(const std::vector<PieceJob>& pieces, bool byWay)
{
    const auto key = [&](Job job) {
        if (!byWay)
            job.way = Way::Acts;
        return job;
    };
    std::vector<Job> jobs;
    std::vector<Way> ways;
    std::vector<std::vector<std::pair<Phrase, Way>>> subjects;
    for (const PieceJob& piece : pieces) {
        const auto known =
            std::find_if(jobs.begin(), jobs.end(), [&](const Job& j) { return key(j) == key(piece.job); });
        const std::size_t k = static_cast<std::size_t>(known - jobs.begin());
        if (known == jobs.end()) {
            jobs.push_back(piece.job);
            ways.push_back(piece.job.way);
            subjects.push_back({{piece.subject, piece.job.way}});
            continue;
        }
        if (ways[k] != piece.job.way)
            ways[k] = Way::Acts;
        if (std::none_of(subjects[k].begin(), subjects[k].end(), [&](const std::pair<Phrase, Way>& s) {
                return std::string_view(s.first.en) == piece.subject.en;
            }))
            subjects[k].push_back({piece.subject, piece.job.way});
    }
    std::vector<std::vector<Sentence>> sentences;
    for (std::size_t k = 0; k < jobs.size(); ++k) {
        const char* must = subjects[k].size() > 1 ? " müssen " : " muss ";
        const auto sentence = [&](bool tagged, Way way) {
            const Sentence subject = subjectList(subjects[k], tagged);
            Job job = jobs[k];
            job.way = way;
            const Sentence predicate = predicateOf(job);
            return Sentence{subject.en + " must " + predicate.en + ".",
                            subject.de + must + predicate.de + "."};
        };
        const bool someWay =
            std::any_of(subjects[k].begin(), subjects[k].end(),
                        [](const std::pair<Phrase, Way>& s) { return s.second != Way::Acts; });
        std::vector<Sentence> choices;
        if (ways[k] != Way::Acts)
            choices.push_back(sentence(false, ways[k]));
        else if (someWay)
            choices.push_back(sentence(true, Way::Acts));
        choices.push_back(sentence(false, Way::Acts));
        sentences.push_back(std::move(choices));
    }
    return sentences;
}

// Whether the theme's sentence fits the level: a turning theme asks the player to
// decide where the turn happens, so its stone must be among the pieces to place.
bool themeSpeaksOfInventory(SeasonTheme theme, const Level& level)
{
    const auto places = [&](PieceKind kind) {
        return std::any_of(level.inventory.begin(), level.inventory.end(),
                           [&](const InventoryItem& item) { return item.kind == kind; });
    };
    switch (theme) {
    case SeasonTheme::TurnRight:
        return places(PieceKind::TurnRight);
    case SeasonTheme::TurnLeft:
        return places(PieceKind::TurnLeft);
    case SeasonTheme::Turn180:
        return places(PieceKind::Turn180);
    default:
        return true;
    }
}

// "All three pieces are needed." for 2 to kMaxGeneratorPieces pieces.
Phrase countSentence(int pieces)
{
    static constexpr std::array<Phrase, kMaxGeneratorPieces + 1> kAll = {{
        {"", ""},
        {"A single piece does it, in the right place.", "Ein einziges Teil genügt, am richtigen Platz."},
        {"Both pieces are needed.", "Beide Teile werden gebraucht."},
        {"All three pieces are needed.", "Alle drei Teile werden gebraucht."},
        {"All four pieces are needed.", "Alle vier Teile werden gebraucht."},
        {"All five pieces are needed.", "Alle fünf Teile werden gebraucht."},
        {"All six pieces are needed.", "Alle sechs Teile werden gebraucht."},
    }};
    return kAll[static_cast<std::size_t>(std::clamp(pieces, 0, kMaxGeneratorPieces))];
}

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

bool taken(const SeasonAfter& after, const Phrase& title)
{
    return after.titles.contains(lower(title.en)) || after.titles.contains(lower(title.de));
}

// Whether a generated level asks what a person can do: a run short enough to
// follow, and from kSeasonChainFrom on pieces that form a chain.
bool followable(const Level& level)
{
    const GradeFeatures f = gradeLevel(level, 1).features;
    return f.runSteps <= kSeasonMaxRunSteps &&
           (level.difficulty.value_or(0) < kSeasonChainFrom || f.chain >= f.needed - kSeasonChainSlack);
}

// The title: the theme's table entry of the week's rank, from the year's half or,
// when that is taken, the other one; nothing when both are taken.
std::optional<Phrase> titleFor(const WeekPlan& plan, const SeasonAfter& after)
{
    const std::size_t index = static_cast<std::size_t>(plan.week.week - 1);
    const int rank = static_cast<int>(index / kThemes.size());
    const auto& titles = titleTable().at(plan.theme);
    for (int half = 0; half < 2; ++half) {
        const Phrase& title =
            titles[static_cast<std::size_t>(rank + kWeeksPerTheme * ((plan.week.year + half) % 2))];
        if (!taken(after, title))
            return title;
    }
    return std::nullopt;
}

} // namespace

SeasonHint seasonHint(const Level& level, SeasonTheme theme)
{
    const auto fits = [](const SeasonHint& hint) {
        return utf8Length(hint.en).value_or(kMaxTextLength + 1) <= kMaxTextLength &&
               utf8Length(hint.de).value_or(kMaxTextLength + 1) <= kMaxTextLength;
    };
    const auto append = [](SeasonHint hint, const Sentence& sentence) {
        hint.en += (hint.en.empty() ? "" : " ") + sentence.en;
        hint.de += (hint.de.empty() ? "" : " ") + sentence.de;
        return hint;
    };
    // The sentences, each at its picked choice.
    const auto joined = [&](const std::vector<std::vector<Sentence>>& sentences,
                            const std::vector<std::size_t>& picks) {
        SeasonHint hint;
        for (std::size_t k = 0; k < sentences.size(); ++k)
            hint = append(hint, sentences[k][picks[k]]);
        return hint;
    };
    // Every piece with its way, a sentence per job and way; else a sentence per job,
    // all at their shortest choice, then each in turn at its best choice that lets
    // the whole still fit; else as many of the shortest as fit.
    const std::vector<PieceJob> pieces = pieceJobs(level);
    const std::vector<std::vector<Sentence>> byWay = jobSentences(pieces, true);
    SeasonHint hint = joined(byWay, std::vector<std::size_t>(byWay.size(), 0));
    if (!fits(hint)) {
        const std::vector<std::vector<Sentence>> byJob = jobSentences(pieces, false);
        std::vector<std::size_t> picks;
        for (const std::vector<Sentence>& choices : byJob)
            picks.push_back(choices.size() - 1);
        if (fits(joined(byJob, picks))) {
            for (std::size_t k = 0; k < byJob.size(); ++k) {
                std::vector<std::size_t> better = picks;
                for (better[k] = 0; better[k] < picks[k] && !fits(joined(byJob, better)); ++better[k]) {
                }
                picks[k] = better[k];
            }
            hint = joined(byJob, picks);
        } else {
            hint = {};
            for (const std::vector<Sentence>& choices : byJob) {
                const SeasonHint grown = append(hint, choices.back());
                if (fits(grown))
                    hint = grown;
            }
        }
    }
    // Then the theme's idea and the count, as far as they fit.
    std::vector<Sentence> more;
    if (themeSpeaksOfInventory(theme, level))
        more.push_back({themeSentence(theme).en, themeSentence(theme).de});
    more.push_back({countSentence(level.inventorySize()).en, countSentence(level.inventorySize()).de});
    for (const Sentence& sentence : more) {
        const SeasonHint grown = append(hint, sentence);
        if (fits(grown))
            hint = grown;
    }
    return hint;
}

std::vector<IsoWeek> seasonWeeks(IsoWeek from, int count)
{
    std::vector<IsoWeek> weeks;
    for (IsoWeek w = from; static_cast<int>(weeks.size()) < count;
         w = w.week < isoWeeksInYear(w.year) ? IsoWeek{w.year, w.week + 1} : IsoWeek{w.year + 1, 1})
        weeks.push_back(w);
    return weeks;
}

WeekPlan weekPlan(IsoWeek week, std::uint64_t seed)
{
    const std::size_t index = static_cast<std::size_t>(std::clamp(week.week, 1, 53) - 1);
    WeekPlan plan;
    plan.week = week;
    plan.theme = kThemes[index % kThemes.size()];
    GeneratorOptions& o = plan.options;
    o.seed = seasonSeed(week, seed, 0);
    o.difficulty = kCalendar[index];
    const BoardSlot slot = kBoards[index % kBoards.size()];
    if (o.difficulty <= kOpenDifficulty) {
        // An open week: the basic layout or the open standard board, no zone.
        setBoard(o, slot == BoardSlot::Standard ? BoardSlot::Standard : BoardSlot::Basic);
        o.zone = false;
    } else {
        setBoard(o, slot);
    }
    switch (plan.theme) {
    case SeasonTheme::Teleport:
        o.include = {Mechanic::Teleport};
        break;
    case SeasonTheme::Crystal:
        o.include = {Mechanic::CrystalSight};
        break;
    case SeasonTheme::TurnRight:
        o.include = {Mechanic::TurnRight};
        break;
    case SeasonTheme::Tie:
        o.include = {Mechanic::Tie};
        break;
    case SeasonTheme::TurnLeft:
        o.include = {Mechanic::TurnLeft};
        break;
    case SeasonTheme::Slide:
        o.include = {Mechanic::MonsterSlide};
        break;
    case SeasonTheme::Survive:
        o.goal = Goal::SurviveForever;
        break;
    case SeasonTheme::Turn180:
        o.include = {Mechanic::Turn180};
        break;
    case SeasonTheme::Push:
        o.include = {Mechanic::Push};
        break;
    }
    return plan;
}

std::uint64_t seasonSeed(IsoWeek week, std::uint64_t seed, int candidate)
{
    std::uint64_t z = mix(static_cast<std::uint64_t>(kGeneratorVersion));
    z = mix(z ^ static_cast<std::uint64_t>(week.year));
    z = mix(z ^ static_cast<std::uint64_t>(week.week));
    z = mix(z ^ seed);
    z = mix(z ^ static_cast<std::uint64_t>(candidate));
    return z >> 1;
}

void addToSeasonAfter(SeasonAfter& after, const Level& level)
{
    after.positions.insert(canonicalPositionText(level));
    after.titles.insert(lower(level.title));
    if (const auto de = level.titleI18n.find("de"); de != level.titleI18n.end())
        after.titles.insert(lower(de->second));
}

std::optional<Level> seasonLevel(IsoWeek week, std::uint64_t seed, const SeasonAfter& after,
                                 const SeasonProgress& progress, std::stop_token stop)
{
    const WeekPlan plan = weekPlan(week, seed);
    const std::size_t slot = static_cast<std::size_t>(std::clamp(week.week, 1, 53) - 1) % kBoards.size();
    for (int candidate = 0; candidate < kSeasonCandidates; ++candidate) {
        GeneratorOptions options = plan.options;
        options.seed = seasonSeed(week, seed, candidate);
        if (candidate >= kSeasonCandidatesPerBoard) {
            // The plan's board gave nothing: the next boards of the rotation, with a
            // zone where one is needed.
            setBoard(options,
                     kBoards[(slot + static_cast<std::size_t>(candidate / kSeasonCandidatesPerBoard)) %
                             kBoards.size()]);
            options.zone = true;
        }
        GeneratorControl control;
        control.maxSeconds = kNoTimeLimit;
        control.maxAttempts = kSeasonAttempts;
        control.stopToken = stop;
        if (progress)
            control.progress = [&](std::uint64_t attempt) { progress(candidate, attempt); };
        std::optional<Level> level = generateLevel(options, control);
        if (stop.stop_requested())
            return std::nullopt;
        if (!level || !followable(*level) || after.positions.contains(canonicalPositionText(*level)))
            continue;
        const std::optional<Phrase> title = titleFor(plan, after);
        if (!title)
            return std::nullopt;
        const SeasonHint hint = seasonHint(*level, plan.theme);
        const std::string name = isoWeekText(week);
        level->id = "weekly-" + lower(name);
        level->week = name;
        level->author = "Furunkulus";
        level->title = title->en;
        level->titleI18n = {{"de", title->de}};
        level->hint = hint.en;
        level->hintI18n = {{"de", hint.de}};
        return level;
    }
    return std::nullopt;
}

std::vector<std::string> seasonClashes(const std::vector<Level>& season)
{
    std::vector<std::string> clashes;
    std::map<std::string, std::string> positions;
    std::map<std::string, std::string> titles;
    for (const Level& level : season) {
        const auto [position, fresh] = positions.emplace(canonicalPositionText(level), level.id);
        if (!fresh)
            clashes.push_back(level.id + " looks like " + position->second);
        std::vector<std::string> names = {lower(level.title)};
        if (const auto de = level.titleI18n.find("de");
            de != level.titleI18n.end() && lower(de->second) != names[0])
            names.push_back(lower(de->second));
        for (const std::string& name : names) {
            const auto [title, freshTitle] = titles.emplace(name, level.id);
            if (!freshTitle)
                clashes.push_back(level.id + " has the title '" + name + "' of " + title->second);
        }
    }
    return clashes;
}

} // namespace ff
