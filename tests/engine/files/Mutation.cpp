#include "Mutation.h"

#include <algorithm>
#include <iterator>
#include <limits>

namespace fftest {

using Json = nlohmann::ordered_json;

std::uint64_t SplitMix64::next()
{
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

std::string mutateText(std::string text, SplitMix64& rng)
{
    static const char* const kTokens[] = {
        "\"",    "\\",        ",",  ":",        "null",         "true",        "[",
        "]",     "{",         "}",  "\"x-a\"",  "\"\\u0000\"",  "\"\\ud800\"", "\"kind\"",
        "0",     "-",         "1e", "\xc3\xa9", "\"standard\"", "\"blood\"",   "\"at\":",
        "[0,0]", "\"token\"", "\t"};
    static const char* const kNumbers[] = {"99999999999999999999999",
                                           "-1e999",
                                           "1.5",
                                           "18446744073709551616",
                                           "-9223372036854775809",
                                           "1e400",
                                           "0.0",
                                           "4294967297",
                                           "-0",
                                           "-1",
                                           "-2147483649",
                                           "1000001"};
    // Overlong, surrogate, out of range, cut off, lone continuation, never valid.
    static const char* const kBadUtf8[] = {"\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80",    "\xe2\x82",
                                           "\x80",     "\xff",         "\xf0\x9f\xa6\xb7\xa6"};
    // Just after the next quote (inside a string when it opens one), else `at`.
    const auto insideString = [&](std::size_t at) {
        const std::size_t quote = text.find('"', at);
        return quote == std::string::npos ? at : quote + 1;
    };
    const int edits = 1 + static_cast<int>(rng.below(3));
    for (int e = 0; e < edits && !text.empty(); ++e) {
        const std::size_t at = rng.below(text.size());
        switch (rng.below(11)) {
        case 0: // flip bits of one byte
            text[at] = static_cast<char>(text[at] ^ static_cast<char>(1 + rng.below(255)));
            break;
        case 1: // insert a random byte
            text.insert(at, 1, static_cast<char>(rng.below(256)));
            break;
        case 2: // delete a few bytes
            text.erase(at, 1 + rng.below(8));
            break;
        case 3: // an extra bracket
            text.insert(at, 1, "[]{}"[rng.below(4)]);
            break;
        case 4: { // a huge, negative or fractional number in place of a digit run
            const std::size_t digit = text.find_first_of("0123456789", at);
            if (digit != std::string::npos) {
                const std::size_t end = text.find_first_not_of("0123456789", digit);
                text.replace(digit, (end == std::string::npos ? text.size() : end) - digit,
                             kNumbers[rng.below(std::size(kNumbers))]);
            }
            break;
        }
        case 5: { // deep nesting, closed or not
            const std::size_t depth = 20 + rng.below(200);
            std::string nest(depth, rng.below(2) ? '[' : '{');
            if (nest[0] == '[' && rng.below(2))
                nest += std::string(depth, ']');
            text.insert(at, nest);
            break;
        }
        case 6: // truncate
            text.resize(at);
            break;
        case 7: // a JSON-ish token
            text.insert(at, kTokens[rng.below(std::size(kTokens))]);
            break;
        case 8: // invalid UTF-8, mostly inside a string
            text.insert(insideString(at), kBadUtf8[rng.below(std::size(kBadUtf8))]);
            break;
        case 9: { // a long run of text inside a string (past every text limit)
            static const char* const kUnits[] = {"a", " ", "\xc3\xa4", "\\n", "\xf0\x9f\xa6\xb7"};
            const std::string unit = kUnits[rng.below(std::size(kUnits))];
            std::string run;
            for (std::size_t n = 100 + rng.below(20000); n > 0; --n)
                run += unit;
            text.insert(insideString(at), run);
            break;
        }
        default: { // duplicate a slice (duplicate keys, entries, brackets)
            const std::size_t len = 1 + rng.below(std::min<std::size_t>(40, text.size() - at));
            text.insert(at, text.substr(at, len));
            break;
        }
        }
    }
    return text;
}

void mutateValue(Json& json, SplitMix64& rng)
{
    // Walk down to a random container.
    Json* node = &json;
    while (true) {
        if (!node->is_structured() || node->empty() || rng.below(6) == 0)
            break;
        Json* child = node->is_object()
                          ? &std::next(node->begin(), static_cast<long>(rng.below(node->size()))).value()
                          : &(*node)[rng.below(node->size())];
        if (!child->is_structured())
            break;
        node = child;
    }
    if (!node->is_structured() || node->empty())
        return;
    const int coordinate = static_cast<int>(rng.below(80)) - 8;
    const Json replacements[] = {Json(coordinate),
                                 Json(static_cast<int>(rng.below(70))),
                                 Json(-1),
                                 Json(1.5),
                                 Json(true),
                                 Json(nullptr),
                                 Json("token"),
                                 Json("N"),
                                 Json("blood"),
                                 Json("own"),
                                 Json(""),
                                 Json::array({coordinate, static_cast<int>(rng.below(20))}),
                                 Json::array(),
                                 Json::object(),
                                 Json(std::uint64_t(1) << 63),
                                 Json("standard"),
                                 Json(std::string(300, 'z')),
                                 Json("x"),
                                 Json(std::numeric_limits<std::uint64_t>::max()),
                                 Json(std::numeric_limits<std::int64_t>::min()),
                                 Json(-1000001),
                                 Json(1e308),
                                 Json(std::string(1 + rng.below(100000), 'w')),
                                 Json::array({Json::array({Json::array({Json::array({coordinate})})})})};
    const std::size_t index = rng.below(node->size());
    Json& target =
        node->is_object() ? std::next(node->begin(), static_cast<long>(index)).value() : (*node)[index];
    switch (rng.below(4)) {
    case 0:
        if (node->is_object())
            node->erase(std::next(node->begin(), static_cast<long>(index)).key());
        else
            node->erase(index);
        break;
    case 1:
        if (node->is_array())
            node->push_back(Json((*node)[index]));
        else
            (*node)["x-" + std::to_string(rng.below(3))] = target;
        break;
    default:
        target = replacements[rng.below(std::size(replacements))];
        break;
    }
}

std::string canonicalCode(const std::string& s)
{
    std::string out;
    for (char c : s) {
        if ((static_cast<unsigned char>(c) & 0xC0u) == 0x80u)
            continue;
        if (c >= 'a' && c <= 'z')
            c = static_cast<char>(c - 'a' + 'A');
        if (c == 'O')
            c = '0';
        if (c == 'I' || c == 'L')
            c = '1';
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\v' && c != '\f')
            out.push_back(c);
    }
    return out;
}

namespace {

// CRC-32 (IEEE), for crafting codes whose checksum holds around arbitrary bits.
std::uint32_t crc32(const std::vector<std::uint8_t>& bytes)
{
    std::uint32_t c = 0xFFFFFFFFu;
    for (std::uint8_t b : bytes) {
        c ^= b;
        for (int k = 0; k < 8; ++k)
            c = (c & 1u) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    }
    return c ^ 0xFFFFFFFFu;
}

} // namespace

std::string craftCode(const std::vector<bool>& payload)
{
    const std::size_t chars = (10 + payload.size() + 32 + 4) / 5;
    std::vector<bool> bits;
    for (int i = 9; i >= 0; --i)
        bits.push_back(((chars % 1024) >> i) & 1u);
    bits.insert(bits.end(), payload.begin(), payload.end());
    bits.resize(chars * 5 - 32, false);
    std::vector<std::uint8_t> bytes{2}; // the version byte
    for (std::size_t i = 0; i < bits.size(); ++i) {
        if (i % 8 == 0)
            bytes.push_back(0);
        if (bits[i])
            bytes.back() |= static_cast<std::uint8_t>(0x80u >> (i % 8));
    }
    const std::uint32_t crc = crc32(bytes);
    for (int i = 31; i >= 0; --i)
        bits.push_back((crc >> i) & 1u);
    std::string code = kShareCodePrefix;
    for (std::size_t i = 0; i < bits.size(); i += 5) {
        int v = 0;
        for (std::size_t k = 0; k < 5; ++k)
            v = v * 2 + (bits[i + k] ? 1 : 0);
        code.push_back(kShareCodeAlphabet[static_cast<std::size_t>(v)]);
    }
    return code;
}

std::vector<bool> payloadOf(const std::string& code)
{
    std::vector<bool> bits;
    for (std::size_t i = kShareCodePrefix.size(); i < code.size(); ++i) {
        const std::size_t v = kShareCodeAlphabet.find(code[i]);
        for (int k = 4; k >= 0; --k)
            bits.push_back((v >> k) & 1u);
    }
    return std::vector<bool>(bits.begin() + 10, bits.end() - 32);
}

} // namespace fftest
