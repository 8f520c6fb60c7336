// The result of reading a message of the hub's API: the message, or why it was
// refused. Nothing here throws.
#pragma once

#include "engine/files/BoundedJson.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace ff::api {

enum class ErrorCode;

// Why a message was refused: the error code a hub answers it with and a sentence
// that names the key and what is wrong with it ("grade must be a whole number from
// 1 to 5").
struct Refusal {
    ErrorCode code;
    std::string reason;
};

template <class T> struct Decoded {
    std::optional<T> value;
    std::optional<Refusal> refusal; // set exactly when value is not

    explicit operator bool() const { return value.has_value(); }
    const T& operator*() const { return *value; }
    const T* operator->() const { return &*value; }
};

// A JSON text read through the bounded reader (engine/files/BoundedJson.h): the
// value, or a bad-json refusal saying which bound or the syntax failed.
Decoded<nlohmann::json> readJsonText(std::string_view text);

// A message of type T from JSON text: the bounded reader, then T::fromJson.
template <class T> Decoded<T> decode(std::string_view text)
{
    Decoded<nlohmann::json> json = readJsonText(text);
    if (!json)
        return {std::nullopt, std::move(json.refusal)};
    return T::fromJson(*json.value);
}

} // namespace ff::api
