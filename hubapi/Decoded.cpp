#include "hubapi/Decoded.h"

#include "hubapi/ErrorCode.h"

namespace ff::api {

Decoded<nlohmann::json> readJsonText(std::string_view text)
{
    BoundedJson read = parseBoundedJson(text);
    if (!read.value)
        return {std::nullopt, Refusal{ErrorCode::BadJson, "the text is " + read.error}};
    return {std::move(read.value), std::nullopt};
}

} // namespace ff::api
