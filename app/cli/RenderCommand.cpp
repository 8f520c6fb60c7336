// `furunkulus-cli render`: a level's board as an SVG or PNG picture (picture/BoardSvg.h).
#include "app/cli/CliSupport.h"
#include "app/cli/Commands.h"
#include "picture/BoardSvg.h"
#include "picture/Png.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <ostream>

namespace ff::cli {

const CommandInfo kRenderInfo = {
    "render",
    "render FILE [--level ID] [--solution] [--svg|--png] [--width N] --out PATH",
    "draw a level's board as an SVG or PNG picture",
    "Draws the level's board as the app shows it at rest: the floor, the gates with\n"
    "their letters, the cell names, the zone, the doors, the pieces and the monster.\n"
    "The SVG carries a title, a description and data-kind / data-cell attributes on\n"
    "every piece (docs/spec/level-format.md).\n"
    "  --level ID   which level of a pack file to draw (required for packs)\n"
    "  --solution   draw the level's stored solution's pieces placed\n"
    "  --svg        write an SVG picture\n"
    "  --png        write a PNG picture\n"
    "               without either: PNG when PATH ends in .png, else SVG\n"
    "  --width N    the picture's width in pixels, 16 to 8192, default 640; the\n"
    "               height follows from the board's shape\n"
    "  --out PATH   the file to write; - writes to stdout\n"
    "Exit codes: 0 written; 1 an invalid level, whose problems are printed to stderr as\n"
    "FILE: json-path: message; 2 bad usage (no --out, both --svg and --png), a file\n"
    "that cannot be read or parsed, a pack without --level or with an unknown one,\n"
    "--solution on a level without a stored solution, or PATH that cannot be written.\n",
};

namespace {

constexpr long kMinWidth = 16;
constexpr long kMaxWidth = 8192;
constexpr long kDefaultWidth = 640;

bool endsWithPng(const std::string& path)
{
    if (path.size() < 4)
        return false;
    std::string tail = path.substr(path.size() - 4);
    std::transform(tail.begin(), tail.end(), tail.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return tail == ".png";
}

} // namespace

int renderCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::string error;
    const std::optional<Arguments> parsed =
        parseArguments(args, {{"--solution", "--svg", "--png"}, {"--level", "--width", "--out"}}, error);
    if (!parsed)
        return usageError(err, kRenderInfo, error);
    if (const std::optional<std::string> problem = parsed->oneFileProblem())
        return usageError(err, kRenderInfo, *problem);
    if (parsed->has("--svg") && parsed->has("--png"))
        return usageError(err, kRenderInfo, "--svg and --png cannot be combined: say which picture to write");
    const std::string* outPath = parsed->value("--out");
    if (!outPath || outPath->empty())
        return usageError(err, kRenderInfo, "no --out PATH given (- writes to stdout)");
    long width = kDefaultWidth;
    if (const std::string* text = parsed->value("--width")) {
        const std::optional<long> n = parseCount(*text, kMinWidth, kMaxWidth);
        if (!n)
            return usageError(err, kRenderInfo,
                              "--width needs a whole number from 16 to 8192, not '" + *text + "'");
        width = *n;
    }
    const bool png = parsed->has("--png") || (!parsed->has("--svg") && endsWithPng(*outPath));

    const std::string& file = parsed->positional.front();
    int exitCode = kExitYes;
    const std::optional<ValidLevel> valid = loadValidLevel(file, parsed->value("--level"), err, exitCode);
    if (!valid)
        return exitCode;
    const ff::Level& level = valid->level;
    if (parsed->has("--solution") && !level.solution) {
        err << file << ": " << (valid->prefix.empty() ? "the level" : "level '" + level.id + "'")
            << " has no stored solution to draw (--solution)\n";
        return kExitBadInput;
    }

    ff::picture::SvgOptions options;
    options.width = static_cast<int>(width);
    options.showSolution = parsed->has("--solution");
    std::string bytes = ff::picture::boardSvg(level, options);
    if (png) {
        ff::picture::PngResult result = ff::picture::pngFromSvg(bytes, options.width);
        if (!result.ok()) {
            err << "furunkulus-cli render: " << result.error << "\n";
            return kExitBadInput;
        }
        bytes = std::move(result.png);
    }
    if (*outPath == "-") {
        out << bytes;
        return out ? kExitYes : kExitBadInput;
    }
    std::ofstream target(*outPath, std::ios::binary | std::ios::trunc);
    target << bytes;
    target.close();
    if (!target) {
        err << "furunkulus-cli render: cannot write " << *outPath << "\n";
        return kExitBadInput;
    }
    return kExitYes;
}

} // namespace ff::cli
