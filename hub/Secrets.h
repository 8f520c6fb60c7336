// Random secrets and their digests: player tokens, transfer codes and the weekly draw.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace ff::hub {

// `bytes` bytes from the system's random source, as 2 * bytes hexadecimal digits.
std::string randomHex(int bytes);
// A transfer code (hubapi/Players.h) from the system's random source, in its shown form.
std::string randomTransferCode();
// The SHA-256 of the text's bytes, as 64 lower-case hexadecimal digits.
std::string sha256Hex(const std::string& text);

// The prize draw of a closed week, which anyone can redo from what the hub publishes
// (docs/spec/hub-api.md): `digest` is sha256Hex of the secret, "\n", the week, "\n",
// then each solver's name followed by "\n", the solvers in leaderboard order; the
// winner is the solver at index (the digest's first 16 hexadecimal digits as an
// unsigned number) modulo their count, none when nobody solved the week. Names hold
// no line breaks (the hub refuses control characters), so the text is unambiguous.
struct Draw {
    std::string digest;
    std::optional<std::size_t> winner; // index into `solvers`
};
Draw drawWinner(const std::string& secret, const std::string& week, const std::vector<std::string>& solvers);

} // namespace ff::hub
