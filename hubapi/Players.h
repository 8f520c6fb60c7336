// The players' messages of the hub's API (docs/spec/hub-api.md): registering, and
// the player's own record with the streak. toJson writes a message as the hub
// answers it; fromJson reads it with every key's type and range checked and never
// throws.
#pragma once

#include "hubapi/Decoded.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
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

// A prize the player won: a closed week with a prize whose draw the player won. The
// claim code (kClaimCodeLength characters of the transfer code's alphabet in groups
// of four, "XXXX-XXXX") is the hub's proof for its operator that this player won.
inline constexpr std::size_t kClaimCodeLength = 8;
struct WonPrize {
    std::string week;
    std::string prize;
    std::string claimCode;

    nlohmann::json toJson() const;
    static Decoded<WonPrize> fromJson(const nlohmann::json& j);
};

// GET players/me.
struct PlayerInfo {
    std::int64_t id = 0;
    std::string name;
    std::string registered;
    std::vector<SolvedWeek> solved; // oldest week first
    std::int64_t streak = 0;
    std::vector<WonPrize> prizes; // oldest week first; absent reads as none

    nlohmann::json toJson() const;
    static Decoded<PlayerInfo> fromJson(const nlohmann::json& j);
};

// A transfer code moves a player's account to another computer: 16 characters of
// Crockford's base 32 (the digits and the letters but I, L, O and U; 80 bits), shown in
// groups of four joined by dashes. Entering one ignores case, dashes and spaces, and
// reads O as 0 and I and L as 1.
inline constexpr std::size_t kTransferCodeLength = 16;
inline constexpr std::string_view kTransferCodeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

// The code as typed, in its shown form "XXXX-XXXX-XXXX-XXXX"; nothing when it is no code.
std::optional<std::string> normalTransferCode(std::string_view typed);

// POST players/me/transfer: the player's one live transfer code and when it expires.
struct TransferCode {
    std::string code; // "XXXX-XXXX-XXXX-XXXX"
    std::string expires;

    nlohmann::json toJson() const;
    static Decoded<TransferCode> fromJson(const nlohmann::json& j);
};

// POST players/transfer: {"code": "..."}. A code that is absent or not a string is
// refused with bad-request; its form is the hub's check.
struct TransferRequest {
    std::string code;

    nlohmann::json toJson() const;
    static Decoded<TransferRequest> fromJson(const nlohmann::json& j);
};

// The answer to a transfer: the player's name and a new token, shown this once.
struct TransferAnswer {
    std::string name;
    std::string token; // 64 hexadecimal digits

    nlohmann::json toJson() const;
    static Decoded<TransferAnswer> fromJson(const nlohmann::json& j);
};

} // namespace ff::api
