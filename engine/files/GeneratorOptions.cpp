#include "engine/files/GeneratorOptions.h"

#include <nlohmann/json.hpp>

namespace ff {

namespace {

std::string hex(std::uint64_t v)
{
    static const char* digits = "0123456789abcdef";
    std::string s;
    do {
        s.insert(s.begin(), digits[v & 15]);
        v >>= 4;
    } while (v != 0);
    return s;
}

} // namespace

const char* generatorBoardName(GeneratorBoard board)
{
    switch (board) {
    case GeneratorBoard::Standard:
        return "standard";
    case GeneratorBoard::Basic:
        return "basic";
    case GeneratorBoard::Own:
        return "own";
    case GeneratorBoard::Custom:
        return "custom";
    }
    return "basic";
}

std::string generatorRecord(const GeneratorOptions& options)
{
    nlohmann::ordered_json j;
    j["version"] = kGeneratorVersion;
    j["seed"] = options.seed;
    j["difficulty"] = options.difficulty;
    j["pieces"] = options.pieces.value_or(options.difficulty);
    j["kinds"] = nlohmann::ordered_json::array();
    for (PieceType t : options.kinds)
        j["kinds"].push_back(pieceTypeName(t));
    j["include"] = nlohmann::ordered_json::array();
    for (Mechanic m : options.include)
        j["include"].push_back(mechanicName(m));
    j["exclude"] = nlohmann::ordered_json::array();
    for (Mechanic m : options.exclude)
        j["exclude"].push_back(mechanicName(m));
    j["board"] = generatorBoardName(options.board);
    if (options.board == GeneratorBoard::Custom) {
        j["width"] = options.width;
        j["height"] = options.height;
    }
    j["goal"] = goalName(options.goal);
    if (!options.zone)
        j["zone"] = false;
    return j.dump();
}

namespace {

std::optional<GeneratorOptions> optionsOf(const nlohmann::json& j)
{
    if (!j.is_object())
        return std::nullopt;
    GeneratorOptions o;
    try {
        if (j.at("version").get<int>() != kGeneratorVersion)
            return std::nullopt;
        o.seed = j.at("seed").get<std::uint64_t>();
        o.difficulty = j.at("difficulty").get<int>();
        o.pieces = j.at("pieces").get<int>();
        for (const auto& name : j.at("kinds")) {
            const std::optional<PieceType> type = pieceTypeFromName(name.get<std::string>());
            if (!type)
                return std::nullopt;
            o.kinds.push_back(*type);
        }
        for (const auto* list : {&j.at("include"), &j.at("exclude")}) {
            for (const auto& name : *list) {
                const std::optional<Mechanic> m = mechanicFromName(name.get<std::string>());
                if (!m)
                    return std::nullopt;
                (list == &j.at("include") ? o.include : o.exclude).push_back(*m);
            }
        }
        const std::string board = j.at("board").get<std::string>();
        for (const GeneratorBoard b :
             {GeneratorBoard::Standard, GeneratorBoard::Basic, GeneratorBoard::Own, GeneratorBoard::Custom}) {
            if (board == generatorBoardName(b))
                o.board = b;
        }
        if (o.board == GeneratorBoard::Custom) {
            o.width = j.at("width").get<int>();
            o.height = j.at("height").get<int>();
        }
        const std::optional<Goal> goal = goalFromName(j.at("goal").get<std::string>());
        if (!goal)
            return std::nullopt;
        o.goal = *goal;
        if (j.contains("zone"))
            o.zone = j.at("zone").get<bool>();
    } catch (const nlohmann::json::exception&) {
        return std::nullopt;
    }
    return o;
}

} // namespace

std::optional<GeneratorOptions> generatorOptionsFromRecord(std::string_view record)
{
    std::optional<GeneratorOptions> o = optionsOf(nlohmann::json::parse(record, nullptr, false));
    if (!o || generatorRecord(*o) != record)
        return std::nullopt;
    return o;
}

std::optional<std::string> canonicalGeneratorRecord(std::string_view record)
{
    const nlohmann::json j = nlohmann::json::parse(record, nullptr, false);
    const std::optional<GeneratorOptions> o = optionsOf(j);
    if (!o)
        return std::nullopt;
    std::string canonical = generatorRecord(*o);
    // nlohmann::json compares objects whatever the order of their keys.
    if (nlohmann::json::parse(canonical) != j)
        return std::nullopt;
    return canonical;
}

std::optional<GeneratorOptions> generatorTitled(const Level& level)
{
    if (!level.titleI18n.empty() || level.extras.size() != 1 || level.extras.front().first != "x-generator")
        return std::nullopt;
    const std::optional<std::string> record = canonicalGeneratorRecord(level.extras.front().second);
    if (!record)
        return std::nullopt;
    std::optional<GeneratorOptions> options = generatorOptionsFromRecord(*record);
    if (!options || level.title != generatedTitle(*options))
        return std::nullopt;
    return options;
}

std::string generatedId(const GeneratorOptions& options)
{
    return "generated-" + std::to_string(options.difficulty) + "-" + hex(options.seed);
}

std::string generatedTitle(const GeneratorOptions& options)
{
    return "Generated " + std::to_string(options.difficulty) + "-" + hex(options.seed);
}

} // namespace ff
