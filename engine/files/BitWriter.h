// An append-only bit string, most significant bit first, for compact binary
// encodings such as share codes (ShareCode.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace ff {

class BitWriter {
public:
    // Appends the low `bits` bits of `value` (0 <= bits <= 32), highest first.
    void write(std::uint32_t value, int bits);
    void writeBit(bool bit) { write(bit ? 1u : 0u, 1); }
    // Appends `value` as little-endian groups of `chunkBits` bits (1..16), each
    // followed by a continuation bit: 0..2^chunkBits-1 take chunkBits+1 bits.
    void writeVarUint(std::uint64_t value, int chunkBits);
    // writeVarUint of the zigzag mapping 0,-1,1,-2,... -> 0,1,2,3,...
    void writeVarInt(std::int64_t value, int chunkBits);
    // Appends every bit of `other`.
    void append(const BitWriter& other);

    std::size_t bitCount() const { return bitCount_; }
    // The bits packed into bytes; unused low bits of the last byte are 0.
    const std::vector<std::uint8_t>& bytes() const { return bytes_; }

private:
    std::vector<std::uint8_t> bytes_;
    std::size_t bitCount_ = 0;
};

} // namespace ff
