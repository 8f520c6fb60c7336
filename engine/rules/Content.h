// What a grid cell of a run holds, as one byte, and what that means for the rules.
//
// The codes and their traits are derived from the catalogue (engine/rules/Catalogue.h)
// at compile time: 0 is empty, then one code per object type in catalogue order
// (PieceKind order, a kind that carries a side once per side, own first), then the
// wall (void or outside). A new object kind gets its code and its traits from its
// row in pieceKindInfo; nothing reads a range of codes as a trait.
#pragma once

#include "engine/rules/Catalogue.h"
#include "engine/rules/Geometry.h"

#include <array>
#include <cstddef>
#include <cstdint>

namespace ff {

namespace content_detail {
constexpr std::size_t objectTypeCount()
{
    std::size_t n = 0;
    for (const PieceKind k : kPieceKinds) {
        if (isObjectKind(k))
            n += carriesSide(k) ? 2 : 1;
    }
    return n;
}
} // namespace content_detail

// Every object type, in code order: the code of kObjectTypes[i] is i + 1.
inline constexpr std::array<PieceType, content_detail::objectTypeCount()> kObjectTypes = [] {
    std::array<PieceType, content_detail::objectTypeCount()> out{};
    std::size_t i = 0;
    for (const PieceKind k : kPieceKinds) {
        if (!isObjectKind(k))
            continue;
        out[i++] = {k, Side::Own};
        if (carriesSide(k))
            out[i++] = {k, Side::Enemy};
    }
    return out;
}();

inline constexpr std::uint8_t kEmpty = 0;
inline constexpr std::uint8_t kWall = kObjectTypes.size() + 1;

// The traits of one content code.
struct ContentInfo {
    PieceKind kind = PieceKind::Token; // objects only
    Side side = Side::Own;             // objects only; own for a kind without a side
    bool object = false;               // R7: an object piece stands there
    bool token = false;                // R7: the object carries a side, the monster eats it
    bool blocksSight = false;          // R9: a ray ends there (sight-blocking objects, the wall)
    std::uint8_t turn = 0;             // R11: the quarter turns clockwise it gives the monster
    bool placeable = false;            // R21: an inventory may hold it
};

inline constexpr std::array<ContentInfo, kWall + 1> kContents = [] {
    std::array<ContentInfo, kWall + 1> out{};
    for (std::size_t i = 0; i < kObjectTypes.size(); ++i) {
        const PieceType t = kObjectTypes[i];
        const PieceKindInfo info = pieceKindInfo(t.kind);
        out[i + 1] = {t.kind, t.side, true, info.carriesSide, info.blocksSight, info.turn, info.placeable};
    }
    out[kWall].blocksSight = true;
    return out;
}();

namespace content_detail {
// Bit c for every code c with the trait: a trait test is one shift.
template <class Trait> constexpr std::uint32_t codesWith(Trait trait)
{
    std::uint32_t mask = 0;
    for (std::size_t c = 0; c < kContents.size(); ++c) {
        if (trait(kContents[c]))
            mask |= std::uint32_t{1} << c;
    }
    return mask;
}
inline constexpr std::uint32_t kObjects = codesWith([](const ContentInfo& i) { return i.object; });
inline constexpr std::uint32_t kTokens = codesWith([](const ContentInfo& i) { return i.token; });
inline constexpr std::uint32_t kTurning = codesWith([](const ContentInfo& i) { return i.turn != 0; });
inline constexpr std::uint32_t kSightBlockers =
    codesWith([](const ContentInfo& i) { return i.object && i.blocksSight; });
} // namespace content_detail
static_assert(kContents.size() <= 32, "every content code needs a bit in the trait masks");
static_assert(!kContents[kEmpty].object && !kContents[kWall].object, "empty and wall hold no object");

constexpr bool isObject(std::uint8_t c)
{
    return (content_detail::kObjects >> c) & 1u;
}
constexpr bool isToken(std::uint8_t c)
{
    return (content_detail::kTokens >> c) & 1u;
}
constexpr bool isTurning(std::uint8_t c)
{
    return (content_detail::kTurning >> c) & 1u;
}
// An object that ends a ray (R9); the wall ends one too, but holds no object.
constexpr bool isSightBlocker(std::uint8_t c)
{
    return (content_detail::kSightBlockers >> c) & 1u;
}

namespace content_detail {
inline constexpr std::array<std::uint8_t, 2 * kPieceKinds.size()> kCodeOfType = [] {
    std::array<std::uint8_t, 2 * kPieceKinds.size()> out{};
    for (std::size_t i = 0; i < kObjectTypes.size(); ++i) {
        const PieceType t = kObjectTypes[i];
        const auto code = static_cast<std::uint8_t>(i + 1);
        out[2 * static_cast<std::size_t>(t.kind) + static_cast<std::size_t>(t.side)] = code;
        if (!carriesSide(t.kind))
            out[2 * static_cast<std::size_t>(t.kind) + static_cast<std::size_t>(Side::Enemy)] = code;
    }
    return out;
}();
} // namespace content_detail

// The content code of an object piece; kEmpty for a kind that is no object.
constexpr std::uint8_t contentOf(PieceKind kind, Side side)
{
    return content_detail::kCodeOfType[2 * static_cast<std::size_t>(kind) + static_cast<std::size_t>(side)];
}
// The kind and side of an object's code; a kind without a side counts as own.
constexpr PieceKind kindOfContent(std::uint8_t c)
{
    return kContents[c].kind;
}
constexpr Side sideOfContent(std::uint8_t c)
{
    return kContents[c].side;
}

inline constexpr std::uint8_t kOwnToken = contentOf(PieceKind::Token, Side::Own);
inline constexpr std::uint8_t kEnemyToken = contentOf(PieceKind::Token, Side::Enemy);

// R11: the facing after turning on the turning stone `c`.
constexpr Dir turnBy(Dir d, std::uint8_t c)
{
    return static_cast<Dir>((static_cast<int>(d) + kContents[c].turn) & 3);
}

} // namespace ff
