// The players' messages of the hub's API (docs/spec/hub-api.md): registering, and
// the player's own record with the streak. toJson writes a message as the hub
// answers it; fromJson reads it with every key's type and range checked and never
// throws.
#pragma once

#include "hubapi/Decoded.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace ff::api {

// POST players: {"name": "Ada"}. A name that is absent or not a string is refused
// with bad-name; its length and characters are the hub's check.
struct RegisterRequest {
    std::string name;

    nlohmann::json toJson() const;
    static Decoded<RegisterRequest> fromJson(const nlohmann::json& j);
};

// The answer to registering: the only time the token is shown.
struct RegisterAnswer {
    std::int64_t id = 0;
    std::string name;
    std::string token; // 64 hexadecimal digits

    nlohmann::json toJson() const;
    static Decoded<RegisterAnswer> fromJson(const nlohmann::json& j);
};

// A week the player solved: the first correct submission.
struct SolvedWeek {
    std::string week;
    std::string solvedAt;
    double seconds = 0; // from the week's release

    nlohmann::json toJson() const;
    static Decoded<SolvedWeek> fromJson(const nlohmann::json& j);
};

// GET players/me.
struct PlayerInfo {
    std::int64_t id = 0;
    std::string name;
    std::string registered;
    std::vector<SolvedWeek> solved; // oldest week first
    std::int64_t streak = 0;

    nlohmann::json toJson() const;
    static Decoded<PlayerInfo> fromJson(const nlohmann::json& j);
};

} // namespace ff::api
