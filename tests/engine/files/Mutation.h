// Deterministic damage for the robustness tests: a small random generator, damage to
// level files (as text and as JSON values) and to share codes (as text and as the
// payload bits inside a well-formed code).
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace fftest {

// splitmix64 (Steele, Lea and Flood, 2014): the same numbers from the same seed on
// every platform and standard library.
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next();
    // A number in 0..n-1 (0 when n is 0); the modulo bias is irrelevant here.
    std::size_t below(std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(next() % n); }

private:
    std::uint64_t state_;
};

// One to three edits of the bytes of a file: bit flips, inserted and deleted bytes,
// brackets, huge or fractional numbers, deep nesting, truncation, JSON tokens,
// invalid UTF-8, long strings, duplicated slices.
std::string mutateText(std::string text, SplitMix64& rng);

// Damage to the structure of a JSON document: a value somewhere is replaced (by a
// value of another type, a number out of every range, a long string...), removed or
// duplicated. The result stays within the reader's limits on nesting and keys, so it
// parses as JSON and most of it reaches validation.
void mutateValue(nlohmann::ordered_json& json, SplitMix64& rng);

// Share codes of format version 2 (engine/files/ShareCode.h), rebuilt independently of
// the encoder.
inline const std::string kShareCodePrefix = "FF2-";
inline const std::string kShareCodeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
// Every ShareDecode::code of a refused code.
inline const std::set<std::string> kShareDecodeErrors = {
    "empty",         "too-long",  "not-a-share-code", "unsupported-version",
    "bad-character", "truncated", "extra-characters", "checksum-mismatch",
    "bad-data"};

// The same code as the decoder reads it: upper case, O = 0, I = L = 1, no
// whitespace, only the first byte of a non-ASCII character.
std::string canonicalCode(const std::string& s);

// A well-formed version 1 code (right length field and checksum) around `payload`
// bits, written the way ShareCode.h describes the format.
std::string craftCode(const std::vector<bool>& payload);

// The payload bits of a well-formed version 1 code: its body without the length
// field and the checksum (padding included).
std::vector<bool> payloadOf(const std::string& code);

} // namespace fftest
