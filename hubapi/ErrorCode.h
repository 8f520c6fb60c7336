// The error codes of the hub's API (docs/spec/hub-api.md, "Errors"): one enum, its
// wire names and HTTP statuses, and the error answer's body.
#pragma once

#include "hubapi/Decoded.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace ff::api {

// Every code of the spec's table, in its order.
enum class ErrorCode {
    BadJson,
    BadRequest,
    BadWeek,
    BadParameter,
    BadName,
    BadPlacement,
    IncompletePlacement,
    Unauthorized,
    DrawNotYet,
    OwnLevel,
    Banned,
    UnknownWeek,
    UnknownLevel,
    UnknownTransferCode,
    UnknownPlayer,
    NotFound,
    RequestTimeout,
    NameTaken,
    DuplicateLevel,
    AlreadyReported,
    BodyTooLarge,
    UriTooLong,
    BadRange,
    LevelRefused,
    NotSolved,
    NothingToPlace,
    UntitledLevel,
    RateLimited,
    HeadersTooLarge,
    InternalError,
    Busy,
    EngineTimeout,
    StorageError,
};

struct ErrorCodeInfo {
    ErrorCode code;
    int status;
    std::string_view name;
};

// The table of docs/spec/hub-api.md: each code with its status and wire name.
inline constexpr std::array<ErrorCodeInfo, 33> kErrorCodes = {{
    {ErrorCode::BadJson, 400, "bad-json"},
    {ErrorCode::BadRequest, 400, "bad-request"},
    {ErrorCode::BadWeek, 400, "bad-week"},
    {ErrorCode::BadParameter, 400, "bad-parameter"},
    {ErrorCode::BadName, 400, "bad-name"},
    {ErrorCode::BadPlacement, 400, "bad-placement"},
    {ErrorCode::IncompletePlacement, 400, "incomplete-placement"},
    {ErrorCode::Unauthorized, 401, "unauthorized"},
    {ErrorCode::DrawNotYet, 403, "draw-not-yet"},
    {ErrorCode::OwnLevel, 403, "own-level"},
    {ErrorCode::Banned, 403, "banned"},
    {ErrorCode::UnknownWeek, 404, "unknown-week"},
    {ErrorCode::UnknownLevel, 404, "unknown-level"},
    {ErrorCode::UnknownTransferCode, 404, "unknown-transfer-code"},
    {ErrorCode::UnknownPlayer, 404, "unknown-player"},
    {ErrorCode::NotFound, 404, "not-found"},
    {ErrorCode::RequestTimeout, 408, "request-timeout"},
    {ErrorCode::NameTaken, 409, "name-taken"},
    {ErrorCode::DuplicateLevel, 409, "duplicate-level"},
    {ErrorCode::AlreadyReported, 409, "already-reported"},
    {ErrorCode::BodyTooLarge, 413, "body-too-large"},
    {ErrorCode::UriTooLong, 414, "uri-too-long"},
    {ErrorCode::BadRange, 416, "bad-range"},
    {ErrorCode::LevelRefused, 422, "level-refused"},
    {ErrorCode::NotSolved, 422, "not-solved"},
    {ErrorCode::NothingToPlace, 422, "nothing-to-place"},
    {ErrorCode::UntitledLevel, 422, "untitled-level"},
    {ErrorCode::RateLimited, 429, "rate-limited"},
    {ErrorCode::HeadersTooLarge, 431, "headers-too-large"},
    {ErrorCode::InternalError, 500, "internal-error"},
    {ErrorCode::Busy, 503, "busy"},
    {ErrorCode::EngineTimeout, 503, "engine-timeout"},
    {ErrorCode::StorageError, 503, "storage-error"},
}};

std::string_view errorCodeName(ErrorCode code);
std::optional<ErrorCode> errorCodeFromName(std::string_view name);
int errorStatus(ErrorCode code);

// One problem of a refused level (level-refused): `args` may be absent in answers of
// older hubs and then reads as none.
struct LevelProblem {
    std::string path;
    std::string code;
    std::vector<std::string> args;
    std::string message;

    nlohmann::json toJson() const;
    static Decoded<LevelProblem> fromJson(const nlohmann::json& j);
};

// An error answer: {"error": code, "message": sentence} and the keys its code adds.
struct ErrorAnswer {
    // duplicate-level: the published level copied, or none when the copy is within
    // the request (copy_of null).
    struct Copy {
        std::optional<std::string> of;
    };
    // not-solved: what the run gave and whether the report was the rated game.
    struct Failed {
        std::string outcome;
        std::int64_t steps = 0;
        bool rated = false;
    };

    ErrorCode code = ErrorCode::InternalError;
    std::string message;
    std::optional<std::vector<LevelProblem>> problems; // level-refused
    std::optional<Copy> copy;                          // duplicate-level
    std::optional<Failed> failed;                      // not-solved

    nlohmann::json toJson() const;
    static Decoded<ErrorAnswer> fromJson(const nlohmann::json& j);
};

} // namespace ff::api
