// `furunkulus-cli generate`: new levels with exactly one solution at a chosen
// difficulty (docs/generator.md).
#include "app/cli/CliSupport.h"
#include "app/cli/Commands.h"
#include "engine/search/Generator.h"

#include <charconv>
#include <cmath>
#include <fstream>
#include <iterator>
#include <limits>
#include <ostream>

namespace ff::cli {

namespace {

// "own-token, enemy-token, stone, ...": every name --kinds takes.
std::string placeableTypeNames()
{
    std::string out;
    for (const ff::PieceType type : ff::kPlaceableTypes)
        out += (out.empty() ? "" : ", ") + ff::pieceTypeName(type);
    return out;
}

// The help of --kinds: the type names from the catalogue, wrapped like the rest of
// the help (at most 81 columns, continued in the description's column).
std::string kindsHelp()
{
    const std::string indent(20, ' ');
    // How many types there are, in words; the solver takes at most seven
    // (SolverSpace::kMaxClasses).
    static constexpr const char* kCounts[] = {"", "one", "two", "three", "four", "five", "six", "seven"};
    static_assert(ff::kPlaceableTypes.size() < std::size(kCounts), "a word for every count of types");
    std::string out;
    std::string line = "  --kinds LIST      the types of the pieces to place, comma-separated:";
    const std::string names = placeableTypeNames();
    std::size_t start = 0;
    while (start < names.size()) {
        std::size_t end = names.find(' ', start);
        end = end == std::string::npos ? names.size() : end;
        const std::string word = names.substr(start, end - start);
        if (line.size() + 1 + word.size() > 81) {
            out += line + '\n';
            line = indent + word;
        } else {
            line += ' ' + word;
        }
        start = end + 1;
    }
    return out + line + '\n' + indent + "(default: all " + kCounts[ff::kPlaceableTypes.size()] + ")\n";
}

const std::string kGenerateHelp =
    "Generates a level with exactly one solution (R22), stored in the level, tight\n"
    "(every piece of it needed), graded at the difficulty asked for\n"
    "(docs/grading.md). The same options always give the\n"
    "same level (docs/generator.md); the options are kept in its x-generator key.\n"
    "  --seed N          the seed, 0 to 9223372036854775807 (default 0)\n"
    "  --difficulty D    the difficulty, 1 to 5 (default 1)\n"
    "  --pieces K        pieces to place, D to 6 (default D)\n" +
    kindsHelp() +
    "  --mechanics LIST  mechanics the solution's run must use, comma-separated as\n"
    "                    grade names them (push, teleport, ...); no-NAME: must not use\n"
    "  --board B         standard (empty standard board), basic (the basic layout R4,\n"
    "                    default), own (a layout of its own on the standard board) or\n"
    "                    WxH (a custom board, 2 to 64 each way, e.g. 6x5)\n"
    "  --goal G          eat-all-enemies (default) or survive-forever\n"
    "  --no-zone         the level must be unique without a placement zone\n"
    "  --count C         C levels, seeds N, N+1, ..., as a pack (1 to 100)\n"
    "  --out PATH        write to PATH instead of standard output\n"
    "  --max-seconds S   give up after S seconds per level (default 600)\n"
    "Exit codes: 0 generated; 1 nothing found within the time; 2 bad usage or PATH\n"
    "cannot be written.\n";

} // namespace

const CommandInfo kGenerateInfo = {
    "generate",
    "generate [--seed N] [--difficulty D] [--pieces K] [--kinds LIST] [--mechanics LIST] "
    "[--board standard|basic|own|WxH] [--goal G] [--no-zone] [--count C] [--out PATH] [--max-seconds S]",
    "generate levels with exactly one solution at a difficulty",
    kGenerateHelp.c_str(),
};

namespace {

// Splits "a,b,c"; an empty item stays, for the caller to refuse.
std::vector<std::string> splitList(const std::string& text)
{
    std::vector<std::string> items;
    std::size_t start = 0;
    for (;;) {
        const std::size_t comma = text.find(',', start);
        items.push_back(text.substr(start, comma - start));
        if (comma == std::string::npos)
            return items;
        start = comma + 1;
    }
}

// Reads every option into `options`; a sentence for the first bad one, or "".
std::string readOptions(const Arguments& parsed, ff::GeneratorOptions& options)
{
    if (const std::string* text = parsed.value("--seed")) {
        const std::optional<long> n = parseCount(*text, 0, std::numeric_limits<long>::max());
        if (!n)
            return "--seed needs a whole number from 0 to 9223372036854775807, not '" + *text + "'";
        options.seed = static_cast<std::uint64_t>(*n);
    }
    if (const std::string* text = parsed.value("--difficulty")) {
        const std::optional<long> n = parseCount(*text, 1, 5);
        if (!n)
            return "--difficulty needs a whole number from 1 to 5, not '" + *text + "'";
        options.difficulty = static_cast<int>(*n);
    }
    if (const std::string* text = parsed.value("--pieces")) {
        const std::optional<long> n = parseCount(*text, 1, ff::kMaxGeneratorPieces);
        if (!n)
            return "--pieces needs a whole number from 1 to " + std::to_string(ff::kMaxGeneratorPieces) +
                   ", not '" + *text + "'";
        options.pieces = static_cast<int>(*n);
    }
    if (const std::string* text = parsed.value("--kinds")) {
        for (const std::string& name : splitList(*text)) {
            const std::optional<ff::PieceType> type = ff::pieceTypeFromName(name);
            if (!type)
                return "--kinds: unknown piece type '" + name + "' (" + placeableTypeNames() + ')';
            options.kinds.push_back(*type);
        }
    }
    if (const std::string* text = parsed.value("--mechanics")) {
        for (const std::string& item : splitList(*text)) {
            const bool exclude = item.starts_with("no-");
            const std::optional<ff::Mechanic> m = ff::mechanicFromName(exclude ? item.substr(3) : item);
            if (!m)
                return "--mechanics: unknown mechanic '" + item +
                       "' (names as grade prints them, no-NAME to exclude)";
            (exclude ? options.exclude : options.include).push_back(*m);
        }
    }
    if (const std::string* text = parsed.value("--board")) {
        int w = 0;
        int h = 0;
        const std::size_t x = text->find('x');
        const char* end = text->data() + text->size();
        if (*text == "standard") {
            options.board = ff::GeneratorBoard::Standard;
        } else if (*text == "basic") {
            options.board = ff::GeneratorBoard::Basic;
        } else if (*text == "own") {
            options.board = ff::GeneratorBoard::Own;
        } else if (x != std::string::npos &&
                   std::from_chars(text->data(), text->data() + x, w).ptr == text->data() + x &&
                   std::from_chars(text->data() + x + 1, end, h).ptr == end && x > 0 &&
                   x + 1 < text->size()) {
            options.board = ff::GeneratorBoard::Custom;
            options.width = w;
            options.height = h;
        } else {
            return "--board needs standard, basic, own or WxH (e.g. 6x5), not '" + *text + "'";
        }
    }
    if (const std::string* text = parsed.value("--goal")) {
        const std::optional<ff::Goal> goal = ff::goalFromName(*text);
        if (!goal)
            return "--goal needs eat-all-enemies or survive-forever, not '" + *text + "'";
        options.goal = *goal;
    }
    options.zone = !parsed.has("--no-zone");
    return ff::generatorOptionsProblem(options);
}

} // namespace

int generateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::string error;
    const std::optional<Arguments> parsed =
        parseArguments(args,
                       {{"--no-zone"},
                        {"--seed", "--difficulty", "--pieces", "--kinds", "--mechanics", "--board", "--goal",
                         "--count", "--out", "--max-seconds"}},
                       error);
    if (!parsed)
        return usageError(err, kGenerateInfo, error);
    if (!parsed->positional.empty())
        return usageError(err, kGenerateInfo, "unexpected argument '" + parsed->positional.front() + "'");
    ff::GeneratorOptions options;
    error = readOptions(*parsed, options);
    if (!error.empty())
        return usageError(err, kGenerateInfo, error);
    long count = 1;
    if (const std::string* text = parsed->value("--count")) {
        const std::optional<long> n = parseCount(*text, 1, 100);
        if (!n)
            return usageError(err, kGenerateInfo,
                              "--count needs a whole number from 1 to 100, not '" + *text + "'");
        count = *n;
    }
    ff::GeneratorControl control;
    // Difficulty 5 takes half a minute to a minute and a half on the basic layout
    // (README, Performance); the default leaves room for slow machines and seeds.
    control.maxSeconds = 600;
    if (const std::string* text = parsed->value("--max-seconds")) {
        double seconds = 0;
        const char* end = text->data() + text->size();
        const auto [ptr, ec] = std::from_chars(text->data(), end, seconds);
        if (text->empty() || ec != std::errc() || ptr != end || !std::isfinite(seconds) || seconds <= 0 ||
            seconds > 86400)
            return usageError(err, kGenerateInfo,
                              "--max-seconds needs a number of seconds above 0, at most 86400, not '" +
                                  *text + "'");
        control.maxSeconds = seconds;
    }

    ff::Pack pack;
    for (long i = 0; i < count; ++i) {
        ff::GeneratorOptions one = options;
        one.seed = options.seed + static_cast<std::uint64_t>(i);
        std::optional<ff::Level> level = ff::generateLevel(one, control);
        if (!level) {
            err << "furunkulus-cli generate: no level found for seed " << one.seed << " within "
                << control.maxSeconds << " seconds\n";
            return kExitNo;
        }
        pack.levels.push_back(std::move(*level));
    }
    std::string text;
    if (count == 1) {
        text = ff::writeLevel(pack.levels.front());
    } else {
        pack.id = "generated-pack-" + std::to_string(options.difficulty) + "-" + std::to_string(options.seed);
        pack.title =
            "Generated pack " + std::to_string(options.difficulty) + "-" + std::to_string(options.seed);
        text = ff::writePack(pack);
    }
    const std::string* path = parsed->value("--out");
    if (!path) {
        out << text;
        return kExitYes;
    }
    std::ofstream file(*path, std::ios::binary | std::ios::trunc);
    file << text;
    file.close();
    if (!file) {
        err << "furunkulus-cli generate: cannot write " << *path << "\n";
        return kExitBadInput;
    }
    return kExitYes;
}

} // namespace ff::cli
