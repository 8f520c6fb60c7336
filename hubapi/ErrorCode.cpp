#include "hubapi/ErrorCode.h"

#include "hubapi/JsonRead.h"

namespace ff::api {

std::string_view errorCodeName(ErrorCode code)
{
    return kErrorCodes[static_cast<std::size_t>(code)].name;
}

std::optional<ErrorCode> errorCodeFromName(std::string_view name)
{
    for (const ErrorCodeInfo& info : kErrorCodes)
        if (info.name == name)
            return info.code;
    return std::nullopt;
}

int errorStatus(ErrorCode code)
{
    return kErrorCodes[static_cast<std::size_t>(code)].status;
}

nlohmann::json LevelProblem::toJson() const
{
    return {{"path", path}, {"code", code}, {"args", args}, {"message", message}};
}

Decoded<LevelProblem> LevelProblem::fromJson(const nlohmann::json& j)
{
    JsonRead r(j, "");
    LevelProblem p;
    p.path = r.string("path");
    p.code = r.string("code");
    p.message = r.string("message");
    if (r.ok() && j.contains("args")) {
        const nlohmann::json* args = r.array("args");
        for (std::size_t i = 0; args && i < args->size(); ++i) {
            if (!(*args)[i].is_string()) {
                r.fail("args[" + std::to_string(i) + "]", "must be a string", ErrorCode::BadRequest);
                break;
            }
            p.args.push_back((*args)[i].get<std::string>());
        }
    }
    return r.result(std::move(p));
}

nlohmann::json ErrorAnswer::toJson() const
{
    nlohmann::json body = {{"error", errorCodeName(code)}, {"message", message}};
    if (problems) {
        nlohmann::json list = nlohmann::json::array();
        for (const LevelProblem& p : *problems)
            list.push_back(p.toJson());
        body["problems"] = std::move(list);
    }
    if (copy)
        body["copy_of"] = copy->of ? nlohmann::json(*copy->of) : nlohmann::json(nullptr);
    if (failed) {
        body["outcome"] = failed->outcome;
        body["steps"] = failed->steps;
        body["rated"] = failed->rated;
    }
    return body;
}

Decoded<ErrorAnswer> ErrorAnswer::fromJson(const nlohmann::json& j)
{
    JsonRead r(j, "");
    ErrorAnswer a;
    const std::string code = r.string("error");
    const std::optional<ErrorCode> known = r.ok() ? errorCodeFromName(code) : std::nullopt;
    if (r.ok() && !known)
        r.fail("error", "must be a code of the hub's table, not \"" + code + "\"", ErrorCode::BadRequest);
    a.code = known.value_or(ErrorCode::InternalError);
    a.message = r.string("message");
    if (r.ok() && a.code == ErrorCode::LevelRefused)
        a.problems = r.list<LevelProblem>("problems");
    if (r.ok() && a.code == ErrorCode::DuplicateLevel && j.contains("copy_of"))
        a.copy = Copy{r.nullableSlug("copy_of")};
    if (r.ok() && a.code == ErrorCode::NotSolved)
        a.failed = Failed{r.string("outcome"), r.integer("steps", 0, kMaxCount), r.boolean("rated")};
    return r.result(std::move(a));
}

} // namespace ff::api
