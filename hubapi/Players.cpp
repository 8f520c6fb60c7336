#include "hubapi/Players.h"

#include "hubapi/ErrorCode.h"
#include "hubapi/JsonRead.h"

namespace ff::api {

namespace {

using json = nlohmann::json;

constexpr double kMaxSeconds = 1e15;

} // namespace

json RegisterRequest::toJson() const
{
    return {{"name", name}};
}

Decoded<RegisterRequest> RegisterRequest::fromJson(const json& j)
{
    if (!j.is_object())
        return {std::nullopt, notAnObject("")};
    const auto it = j.find("name");
    if (it == j.end() || !it->is_string())
        return {std::nullopt, Refusal{ErrorCode::BadName, "name must be a string"}};
    return {RegisterRequest{it->get<std::string>()}, std::nullopt};
}

json RegisterAnswer::toJson() const
{
    return {{"id", id}, {"name", name}, {"token", token}};
}

Decoded<RegisterAnswer> RegisterAnswer::fromJson(const json& j)
{
    JsonRead r(j, "");
    RegisterAnswer a;
    a.id = r.integer("id", 1, kMaxCount);
    a.name = r.string("name");
    a.token = r.hex64("token");
    return r.result(std::move(a));
}

json SolvedWeek::toJson() const
{
    return {{"week", week}, {"solved_at", solvedAt}, {"seconds", seconds}};
}

Decoded<SolvedWeek> SolvedWeek::fromJson(const json& j)
{
    JsonRead r(j, "");
    SolvedWeek s;
    s.week = r.week("week");
    s.solvedAt = r.time("solved_at");
    s.seconds = r.number("seconds", 0, kMaxSeconds);
    return r.result(std::move(s));
}

json WonPrize::toJson() const
{
    return {{"week", week}, {"prize", prize}, {"claim_code", claimCode}};
}

Decoded<WonPrize> WonPrize::fromJson(const json& j)
{
    JsonRead r(j, "");
    WonPrize w;
    w.week = r.week("week");
    w.prize = r.string("prize");
    w.claimCode = r.string("claim_code");
    const std::size_t groups = kClaimCodeLength / 4;
    bool shaped = w.claimCode.size() == kClaimCodeLength + groups - 1;
    for (std::size_t i = 0; shaped && i < w.claimCode.size(); ++i)
        shaped = i % 5 == 4 ? w.claimCode[i] == '-'
                            : kTransferCodeAlphabet.find(w.claimCode[i]) != std::string_view::npos;
    if (r.ok() && !shaped)
        r.fail("claim_code", "must be a claim code like XXXX-XXXX", ErrorCode::BadRequest);
    return r.result(std::move(w));
}

json PlayerInfo::toJson() const
{
    json list = json::array();
    for (const SolvedWeek& s : solved)
        list.push_back(s.toJson());
    json won = json::array();
    for (const WonPrize& p : prizes)
        won.push_back(p.toJson());
    return {{"id", id},
            {"name", name},
            {"registered", registered},
            {"solved", std::move(list)},
            {"streak", streak},
            {"prizes", std::move(won)}};
}

Decoded<PlayerInfo> PlayerInfo::fromJson(const json& j)
{
    JsonRead r(j, "");
    PlayerInfo p;
    p.id = r.integer("id", 1, kMaxCount);
    p.name = r.string("name");
    p.registered = r.time("registered");
    p.solved = r.list<SolvedWeek>("solved");
    p.streak = r.integer("streak", 0, kMaxCount);
    // Hubs before prizes have no key "prizes".
    if (j.is_object() && j.contains("prizes"))
        p.prizes = r.list<WonPrize>("prizes");
    return r.result(std::move(p));
}

std::optional<std::string> normalTransferCode(std::string_view typed)
{
    std::string code;
    for (const char c : typed) {
        if (c == '-' || c == ' ')
            continue;
        char upper = c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
        if (upper == 'O')
            upper = '0';
        else if (upper == 'I' || upper == 'L')
            upper = '1';
        if (kTransferCodeAlphabet.find(upper) == std::string_view::npos || code.size() == kTransferCodeLength)
            return std::nullopt;
        code += upper;
    }
    if (code.size() != kTransferCodeLength)
        return std::nullopt;
    for (std::size_t at = kTransferCodeLength - 4; at > 0; at -= 4)
        code.insert(at, 1, '-');
    return code;
}

json TransferCode::toJson() const
{
    return {{"code", code}, {"expires", expires}};
}

Decoded<TransferCode> TransferCode::fromJson(const json& j)
{
    JsonRead r(j, "");
    TransferCode t;
    t.code = r.string("code");
    t.expires = r.time("expires");
    if (r.ok() && normalTransferCode(t.code) != t.code)
        r.fail("code", "must be a transfer code XXXX-XXXX-XXXX-XXXX", ErrorCode::BadRequest);
    return r.result(std::move(t));
}

json TransferRequest::toJson() const
{
    return {{"code", code}};
}

Decoded<TransferRequest> TransferRequest::fromJson(const json& j)
{
    JsonRead r(j, "");
    TransferRequest t;
    t.code = r.string("code");
    return r.result(std::move(t));
}

json TransferAnswer::toJson() const
{
    return {{"name", name}, {"token", token}};
}

Decoded<TransferAnswer> TransferAnswer::fromJson(const json& j)
{
    JsonRead r(j, "");
    TransferAnswer a;
    a.name = r.string("name");
    a.token = r.hex64("token");
    return r.result(std::move(a));
}

} // namespace ff::api
