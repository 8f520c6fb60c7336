// Reads a bit string written by BitWriter, most significant bit first. Reading
// never goes past the end: a read that would gives nothing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace ff {

class BitReader {
public:
    // Reads the first `bitCount` bits of `bytes`; bitCount <= 8 * bytes.size()
    // (larger values are clamped). `bytes` must outlive the reader.
    BitReader(const std::vector<std::uint8_t>& bytes, std::size_t bitCount);

    // The next `bits` bits (0 <= bits <= 32); nothing when fewer remain.
    std::optional<std::uint32_t> read(int bits);
    // A BitWriter::writeVarUint value; nothing when the data ends inside it or
    // it does not fit 64 bits.
    std::optional<std::uint64_t> readVarUint(int chunkBits);
    // A BitWriter::writeVarInt value; nothing as for readVarUint.
    std::optional<std::int64_t> readVarInt(int chunkBits);

    // Moves on by `bits`; false (and no move) when fewer remain.
    bool skip(std::size_t bits);

    std::size_t position() const { return pos_; }
    std::size_t remaining() const { return bitCount_ - pos_; }

private:
    const std::vector<std::uint8_t>& bytes_;
    std::size_t bitCount_;
    std::size_t pos_ = 0;
};

} // namespace ff
