#include "engine/files/BitReader.h"

#include <algorithm>

namespace ff {

BitReader::BitReader(const std::vector<std::uint8_t>& bytes, std::size_t bitCount)
    : bytes_(bytes), bitCount_(std::min(bitCount, bytes.size() * 8))
{
}

std::optional<std::uint32_t> BitReader::read(int bits)
{
    if (static_cast<std::size_t>(bits) > remaining())
        return std::nullopt;
    std::uint32_t value = 0;
    for (int i = 0; i < bits; ++i, ++pos_)
        value = (value << 1) | ((bytes_[pos_ / 8] >> (7 - pos_ % 8)) & 1u);
    return value;
}

bool BitReader::skip(std::size_t bits)
{
    if (bits > remaining())
        return false;
    pos_ += bits;
    return true;
}

std::optional<std::uint64_t> BitReader::readVarUint(int chunkBits)
{
    std::uint64_t value = 0;
    for (int shift = 0; shift < 64; shift += chunkBits) {
        const std::optional<std::uint32_t> chunk = read(chunkBits);
        const std::optional<std::uint32_t> more = read(1);
        if (!chunk || !more)
            return std::nullopt;
        const std::uint64_t part = std::uint64_t{*chunk} << shift;
        if ((part >> shift) != *chunk)
            return std::nullopt;
        value |= part;
        if (*more == 0)
            return value;
    }
    return std::nullopt;
}

std::optional<std::int64_t> BitReader::readVarInt(int chunkBits)
{
    const std::optional<std::uint64_t> u = readVarUint(chunkBits);
    if (!u)
        return std::nullopt;
    return static_cast<std::int64_t>((*u >> 1) ^ (~(*u & 1) + 1));
}

} // namespace ff
