#include "app/cli/CliSupport.h"

#include <charconv>
#include <ostream>
#include <variant>

namespace ff::cli {

const std::string* Arguments::value(const std::string& option) const
{
    const auto it = values.find(option);
    return it == values.end() ? nullptr : &it->second;
}

std::optional<std::string> Arguments::oneFileProblem() const
{
    if (positional.empty())
        return "no FILE given";
    if (positional.size() > 1)
        return "expects one FILE, got " + std::to_string(positional.size());
    return std::nullopt;
}

std::optional<Arguments> parseArguments(const std::vector<std::string>& args, const OptionSpec& spec,
                                        std::string& error)
{
    Arguments parsed;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.size() < 2 || a[0] != '-') {
            parsed.positional.push_back(a);
            continue;
        }
        const size_t eq = a.find('=');
        const std::string name = a.substr(0, eq);
        if (spec.flags.count(name)) {
            if (eq != std::string::npos) {
                error = "option " + name + " takes no value";
                return std::nullopt;
            }
            if (!parsed.flags.insert(name).second) {
                error = "option " + name + " is given twice";
                return std::nullopt;
            }
        } else if (spec.valued.count(name)) {
            std::string value;
            if (eq != std::string::npos) {
                value = a.substr(eq + 1);
            } else if (i + 1 < args.size()) {
                value = args[++i];
            } else {
                error = "option " + name + " needs a value";
                return std::nullopt;
            }
            if (!parsed.values.emplace(name, value).second) {
                error = "option " + name + " is given twice";
                return std::nullopt;
            }
        } else {
            error = "unknown option " + name;
            return std::nullopt;
        }
    }
    return parsed;
}

int usageError(std::ostream& err, const CommandInfo& command, std::string_view message)
{
    err << "furunkulus-cli " << command.name << ": " << message << "\n"
        << "usage: furunkulus-cli " << command.synopsis << "\n"
        << "(furunkulus-cli " << command.name << " --help for details)\n";
    return kExitBadInput;
}

std::optional<long> parseCount(std::string_view text, long min, long max)
{
    long v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || v < min || v > max)
        return std::nullopt;
    return v;
}

std::string problemLine(const std::string& file, const ff::Problem& problem)
{
    if (problem.path.empty())
        return file + ": " + problem.message;
    return file + ": " + problem.path + ": " + problem.message;
}

void printProblems(std::ostream& err, const std::string& file, const std::vector<ff::Problem>& problems)
{
    for (const ff::Problem& p : problems)
        err << problemLine(file, p) << "\n";
}

LoadedFile loadFile(const std::string& file)
{
    LoadedFile loaded;
    std::string error;
    const std::optional<std::string> text = ff::readTextFile(file, error);
    if (!text) {
        loaded.problems.push_back({"", "unreadable", {}, error});
        loaded.exitCode = kExitBadInput;
        return loaded;
    }
    ff::Loaded<ff::Document> parsed = ff::parseDocument(*text);
    loaded.problems = std::move(parsed.problems);
    if (parsed.unparsable)
        loaded.exitCode = kExitBadInput;
    else if (!parsed.value)
        loaded.exitCode = kExitNo;
    else
        loaded.document = std::move(parsed.value);
    return loaded;
}

std::vector<ff::Problem> validateDocument(const ff::Document& document)
{
    if (const ff::Level* level = std::get_if<ff::Level>(&document))
        return ff::validateLevel(*level);
    return ff::validatePack(std::get<ff::Pack>(document));
}

std::optional<SelectedLevel> selectLevel(const std::string& file, const ff::Document& document,
                                         const std::string* levelId, std::ostream& err)
{
    if (const ff::Level* level = std::get_if<ff::Level>(&document)) {
        if (levelId && *levelId != level->id) {
            err << file << ": the level's id is '" << level->id << "', not '" << *levelId << "'\n";
            return std::nullopt;
        }
        return SelectedLevel{level, ""};
    }
    const ff::Pack& pack = std::get<ff::Pack>(document);
    if (levelId) {
        for (size_t i = 0; i < pack.levels.size(); ++i) {
            if (pack.levels[i].id == *levelId)
                return SelectedLevel{&pack.levels[i], "levels[" + std::to_string(i) + "]."};
        }
        err << file << ": the pack has no level with id '" << *levelId << "'\n";
    } else {
        err << file << ": this is a pack; choose a level with --level ID\n";
    }
    if (pack.levels.empty()) {
        err << file << ": the pack has no levels\n";
    } else {
        err << file << ": its levels:";
        for (const ff::Level& level : pack.levels)
            err << " " << level.id;
        err << "\n";
    }
    return std::nullopt;
}

std::vector<DocumentLevel> documentLevels(const ff::Document& document)
{
    if (const ff::Level* level = std::get_if<ff::Level>(&document))
        return {{level, ff::validateLevel(*level), ""}};
    const ff::Pack& pack = std::get<ff::Pack>(document);
    const std::vector<ff::Problem> problems = ff::validatePack(pack);
    std::vector<ff::Problem> packWide;
    for (const ff::Problem& p : problems) {
        if (p.path.rfind("levels[", 0) != 0)
            packWide.push_back(p);
    }
    std::vector<DocumentLevel> levels;
    for (std::size_t i = 0; i < pack.levels.size(); ++i) {
        const std::string prefix = "levels[" + std::to_string(i) + "]";
        std::vector<ff::Problem> mine = packWide;
        for (const ff::Problem& p : problems) {
            if (p.path.rfind(prefix, 0) == 0 &&
                (p.path.size() == prefix.size() || p.path[prefix.size()] == '.' ||
                 p.path[prefix.size()] == '['))
                mine.push_back(p);
        }
        levels.push_back({&pack.levels[i], std::move(mine), prefix + "."});
    }
    return levels;
}

std::vector<ff::Problem> withPrefix(std::vector<ff::Problem> problems, const std::string& prefix)
{
    for (ff::Problem& p : problems)
        p.path = p.path.empty() && !prefix.empty() ? prefix.substr(0, prefix.size() - 1) : prefix + p.path;
    return problems;
}

std::optional<ValidLevel> loadValidLevel(const std::string& file, const std::string* levelId,
                                         std::ostream& err, int& exitCode)
{
    const LoadedFile loaded = loadFile(file);
    if (!loaded.document) {
        printProblems(err, file, loaded.problems);
        exitCode = loaded.exitCode;
        return std::nullopt;
    }
    const std::optional<SelectedLevel> selected = selectLevel(file, *loaded.document, levelId, err);
    if (!selected) {
        exitCode = kExitBadInput;
        return std::nullopt;
    }
    const std::vector<ff::Problem> problems =
        withPrefix(ff::validateLevel(*selected->level), selected->prefix);
    if (!problems.empty()) {
        printProblems(err, file, problems);
        exitCode = kExitNo;
        return std::nullopt;
    }
    return ValidLevel{*selected->level, selected->prefix};
}

std::string dumpJson(const nlohmann::ordered_json& j)
{
    return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

nlohmann::ordered_json cellJson(ff::Cell c)
{
    return nlohmann::ordered_json::array({c.x, c.y});
}

std::string facingName(ff::Dir d)
{
    return std::string(1, ff::dirLetter(d));
}

nlohmann::ordered_json problemJson(const ff::Problem& problem)
{
    nlohmann::ordered_json j;
    j["path"] = problem.path;
    j["message"] = problem.message;
    return j;
}

std::string cellText(ff::Cell c)
{
    std::string text(1, '(');
    text += std::to_string(c.x);
    text += ',';
    text += std::to_string(c.y);
    text += ')';
    return text;
}

nlohmann::ordered_json placementJson(const ff::Placement& placement)
{
    return nlohmann::ordered_json::parse(ff::solutionEntryText(placement));
}

std::string placementText(const ff::Placement& placement)
{
    std::string name = ff::kindName(placement.kind);
    if (ff::carriesSide(placement.kind))
        name = std::string(ff::sideName(placement.side)) + ' ' + name;
    return name + " on " + cellText(placement.at);
}

} // namespace ff::cli
