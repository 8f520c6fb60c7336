// Share codes: one whole level as a short text that survives chats, forums and
// URLs, e.g. "FF2-0Z4K8...". decode(encode(L)) == L exactly.
//
// Format version 2 (version 1 differs only in the payload, see ShareCodeFormat.h):
//   "FF2-"  The visible prefix: "FF" marks a Furunkulus share code, "2" is the
//           format version. Any change to the layout below bumps the version;
//           a decoder reads every version from 1 to kShareCodeVersion and refuses
//           the others by name.
//   body    Crockford base32: 0-9 and A-Z without I, L, O, U, 5 bits a character.
//           The bits, most significant first, are
//             10 bits  the number of body characters modulo 1024 (tells a code
//                      that was cut off or has extra characters apart from one
//                      that was mistyped),
//             payload  the level, bit-packed (layout in ShareCodeFormat.h),
//             0-4 zero bits to make the total a multiple of 5,
//             32 bits  CRC-32 (IEEE) of the version number as one byte followed by
//                      every bit before the CRC, packed into bytes.
//           CRC-32 catches every change of up to 32 consecutive bits (any single
//           mistyped character, any two swapped neighbours) and lets any other
//           damage through with probability 2^-32.
// Decoding ignores whitespace anywhere (codes pasted across lines), ignores case,
// and reads I and L as 1 and O as 0 as Crockford base32 prescribes.
//
// Texts are packed by the cheapest of three codings (about 5 bits a character for
// plain prose). Sizes: a standard-board level without texts but with its id, the
// basic layout (R4, listed first in the order of basicLayoutPieces()), 17 tokens
// with colours and values, an inventory and a solution takes 116 characters (152
// when the basic layout is listed in another order); the tutorial levels with
// their titles, hints and German translations take 250-350. A level as the generator
// made it stores its options instead of its id, title and generator record: a
// random puzzle on the basic layout takes about 100 characters (version 1: 400).
#pragma once

#include "engine/rules/Level.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ff {

// The version written by encodeShareCode; decodeShareCode reads it and version 1.
inline constexpr int kShareCodeVersion = 2;
// decodeShareCode refuses longer input before looking at it, so what it allocates
// is bounded (by a few times this). The code of any level read from a file (at
// most kMaxFileBytes) is shorter.
inline constexpr std::size_t kMaxShareCodeLength = 8u * 1024u * 1024u;

// The share code of `level`: "FF2-" and the body, one line, no whitespace.
// Every level has one, valid or not (drafts can be shared), provided its texts,
// extras keys and extras JSON are what a level read from a file has: valid UTF-8,
// keys starting with "x-", values that are JSON texts. Levels breaking that
// precondition still encode but their codes are refused by decodeShareCode.
std::string encodeShareCode(const Level& level);

// The outcome of decoding: `level` when the code was good, otherwise `code`, a
// stable identifier of what is wrong, `args` the values its sentence names (for a
// translated UI) and `message`, an English sentence for the CLI. The codes:
//   "empty"               nothing but whitespace
//   "too-long"            more than kMaxShareCodeLength characters; args: limit
//   "not-a-share-code"    does not start with "FF<digits>-"
//   "unsupported-version" "FF<n>-" with n not 1 to kShareCodeVersion; args: n
//   "bad-character"       args: 1-based position in the input (in characters,
//                         whitespace included) and the character
//   "truncated"           characters are missing (cut off); args: have, expected
//   "extra-characters"    args: have, expected
//   "checksum-mismatch"   mistyped or altered
//   "bad-data"            the checksum holds but the bits are not a level (a
//                         code made by a faulty encoder); args: where, what
// `level` is only structurally sound: it may break the rules (validateLevel).
struct ShareDecode {
    std::optional<Level> level;
    std::string code;
    std::vector<std::string> args;
    std::string message;
};

// Decodes any text without throwing; see ShareDecode.
ShareDecode decodeShareCode(std::string_view text);

// True when `text` is meant as a share code: it starts with "FF<digits>-" (after
// whitespace, in any case), even if it is damaged or of another version. Lets a
// program tell a code from a file name (`furunkulus CODE`) or pasted text.
bool looksLikeShareCode(std::string_view text);

} // namespace ff
