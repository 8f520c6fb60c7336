// `furunkulus-cli share`: a level as a share code and back (engine/files/ShareCode.h).
#include "app/cli/CliSupport.h"
#include "app/cli/Commands.h"
#include "engine/files/ShareCode.h"

#include <ostream>

namespace ff::cli {

const CommandInfo kShareInfo = {
    "share",
    "share encode FILE [--level ID] [--json] | share decode CODE... [--json]",
    "turn a level into a share code and a share code into a level",
    "share encode FILE prints the share code of the level in FILE (\"FF2-...\", one\n"
    "line); a pack needs --level ID. Only valid levels are encoded.\n"
    "share decode CODE prints the level the code holds as a level file (.ffl.json).\n"
    "A code split by spaces or line breaks may be given as several arguments. Rule\n"
    "problems of a decoded level are printed to stderr as \"share code: json-path:\n"
    "message\" but do not change the exit code.\n"
    "  --level ID  which level of a pack to encode\n"
    "  --json      encode: print {\"id\", \"code\"}; decode: print the level, or\n"
    "              {\"error\": {\"code\", \"message\"}} for a bad code\n"
    "Exit codes: 0 done; 1 encode: the level is invalid (its problems are printed as\n"
    "FILE: json-path: message); 2 bad usage, a file that cannot be read or parsed, a\n"
    "pack without --level, or a code that cannot be read: damaged or not a share code\n"
    "(the reason is printed to stderr).\n",
};

namespace {

int encode(const Arguments& args, std::ostream& out, std::ostream& err)
{
    if (args.positional.size() != 2)
        return usageError(err, kShareInfo, "share encode takes exactly one FILE");
    const std::string& file = args.positional[1];
    int exitCode = kExitYes;
    const std::optional<ValidLevel> valid = loadValidLevel(file, args.value("--level"), err, exitCode);
    if (!valid)
        return exitCode;
    const std::string code = ff::encodeShareCode(valid->level);
    if (args.has("--json")) {
        nlohmann::ordered_json doc;
        doc["id"] = valid->level.id;
        doc["code"] = code;
        out << dumpJson(doc) << "\n";
    } else {
        out << code << "\n";
    }
    return kExitYes;
}

int decode(const Arguments& args, std::ostream& out, std::ostream& err)
{
    if (args.positional.size() < 2)
        return usageError(err, kShareInfo, "share decode needs a CODE");
    std::string text;
    for (std::size_t i = 1; i < args.positional.size(); ++i)
        text += args.positional[i] + " ";
    const ff::ShareDecode decoded = ff::decodeShareCode(text);
    if (!decoded.level) {
        err << "furunkulus-cli share decode: " << decoded.message << "\n";
        if (args.has("--json")) {
            nlohmann::ordered_json doc;
            doc["error"]["code"] = decoded.code;
            doc["error"]["message"] = decoded.message;
            out << dumpJson(doc) << "\n";
        }
        return kExitBadInput;
    }
    printProblems(err, "share code", ff::validateLevel(*decoded.level));
    out << ff::writeLevel(*decoded.level);
    return kExitYes;
}

} // namespace

int shareCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::string error;
    const std::optional<Arguments> parsed = parseArguments(args, {{"--json"}, {"--level"}}, error);
    if (!parsed)
        return usageError(err, kShareInfo, error);
    if (parsed->positional.empty())
        return usageError(err, kShareInfo, "say encode or decode");
    const std::string& action = parsed->positional[0];
    if (action == "encode")
        return encode(*parsed, out, err);
    if (action != "decode")
        return usageError(err, kShareInfo, "unknown action '" + action + "': say encode or decode");
    if (parsed->value("--level"))
        return usageError(err, kShareInfo, "--level is for share encode only");
    return decode(*parsed, out, err);
}

} // namespace ff::cli
