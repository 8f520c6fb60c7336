#include "engine/files/BitWriter.h"

namespace ff {

void BitWriter::write(std::uint32_t value, int bits)
{
    for (int i = bits - 1; i >= 0; --i) {
        if (bitCount_ % 8 == 0)
            bytes_.push_back(0);
        if ((value >> i) & 1u)
            bytes_.back() |= static_cast<std::uint8_t>(0x80u >> (bitCount_ % 8));
        ++bitCount_;
    }
}

void BitWriter::writeVarUint(std::uint64_t value, int chunkBits)
{
    const std::uint64_t mask = (std::uint64_t{1} << chunkBits) - 1;
    do {
        write(static_cast<std::uint32_t>(value & mask), chunkBits);
        value >>= chunkBits;
        writeBit(value != 0);
    } while (value != 0);
}

void BitWriter::writeVarInt(std::int64_t value, int chunkBits)
{
    const auto u = static_cast<std::uint64_t>(value);
    writeVarUint(value < 0 ? ~(u << 1) : u << 1, chunkBits);
}

void BitWriter::append(const BitWriter& other)
{
    for (std::size_t i = 0; i < other.bitCount_; ++i)
        write((other.bytes_[i / 8] >> (7 - i % 8)) & 1u, 1);
}

} // namespace ff
