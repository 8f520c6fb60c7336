// The catalogue: every piece kind with the facts the rules, the files and the
// messages need about it, the inventory types a player places, and the mechanics a
// run can use, each with its name. Everything else that lists kinds, types or
// mechanics reads them from here; a kind, type or mechanic missing from a table
// stops the build (the static_asserts below and the switches without default).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ff {

enum class PieceKind : std::uint8_t {
    Token,
    Stone,
    Crystal,
    TurnRight,
    TurnLeft,
    Turn180,
    Blood,
    Teleporter
};
enum class Side : std::uint8_t { Own, Enemy };

// The facts about one piece kind (docs/spec/rules.md §2-3, docs/spec/level-format.md).
struct PieceKindInfo {
    const char* name = nullptr; // in level files, messages and the CLI's JSON: "turn-right"
    const char* noun = nullptr; // English, for engine and CLI sentences: "turn-right stone"
    bool object = false;        // R7: tokens and blocks; every object can be pushed
    bool placeable = false;     // R21: an inventory may hold it
    bool carriesSide = false;   // R7: own or enemy (tokens only)
    bool blocksSight = false;   // R9: a ray ends on it
    std::uint8_t turn = 0;      // R11: quarter turns clockwise it gives the monster (turning stones)
};

// The row of `kind`. A kind without a row is a -Wswitch warning and, through the
// static_asserts below, a build error.
constexpr PieceKindInfo pieceKindInfo(PieceKind kind)
{
    switch (kind) {
    case PieceKind::Token:
        return {"token", "token", true, true, true, false, 0};
    case PieceKind::Stone:
        return {"stone", "stone", true, true, false, true, 0};
    case PieceKind::Crystal:
        return {"crystal", "crystal", true, true, false, false, 0};
    case PieceKind::TurnRight:
        return {"turn-right", "turn-right stone", true, true, false, true, 1};
    case PieceKind::TurnLeft:
        return {"turn-left", "turn-left stone", true, true, false, true, 3};
    case PieceKind::Turn180:
        return {"turn-180", "turn-180 stone", true, true, false, true, 2};
    case PieceKind::Blood:
        return {"blood", "blood pool", false, false, false, false, 0};
    case PieceKind::Teleporter:
        return {"teleporter", "teleporter", false, false, false, false, 0};
    }
    return {};
}

// Every kind, in enum order; a share code stores a kind as its index here (3 bits).
inline constexpr std::array<PieceKind, 8> kPieceKinds = {
    PieceKind::Token,    PieceKind::Stone,   PieceKind::Crystal, PieceKind::TurnRight,
    PieceKind::TurnLeft, PieceKind::Turn180, PieceKind::Blood,   PieceKind::Teleporter};

namespace catalogue_detail {
constexpr bool kindsComplete()
{
    for (std::size_t i = 0; i < kPieceKinds.size(); ++i) {
        if (static_cast<std::size_t>(kPieceKinds[i]) != i || pieceKindInfo(kPieceKinds[i]).name == nullptr)
            return false;
    }
    // The first value past the list has no row: the list holds every enumerator.
    return pieceKindInfo(static_cast<PieceKind>(kPieceKinds.size())).name == nullptr;
}
} // namespace catalogue_detail
static_assert(catalogue_detail::kindsComplete(), "kPieceKinds and pieceKindInfo must cover every PieceKind");

constexpr bool isObjectKind(PieceKind k)
{
    return pieceKindInfo(k).object;
}
constexpr bool isPlaceableKind(PieceKind k)
{
    return pieceKindInfo(k).placeable;
}
constexpr bool carriesSide(PieceKind k)
{
    return pieceKindInfo(k).carriesSide;
}
constexpr bool blocksSight(PieceKind k)
{
    return pieceKindInfo(k).blocksSight;
}
// The side a piece, an inventory item or a placement is matched by: a kind that
// carries a side keeps it, every other kind counts as own (the side field means
// nothing there).
constexpr Side effectiveSide(PieceKind k, Side s)
{
    return carriesSide(k) ? s : Side::Own;
}

const char* kindName(PieceKind k);
std::optional<PieceKind> kindFromName(std::string_view s);
// The names of the kinds `include` accepts (without it, every kind) in catalogue
// order, for messages: "token, stone, ..., blood or teleporter".
std::string kindNameList(bool (*include)(PieceKind) = nullptr);
// "own", "enemy".
const char* sideName(Side s);
std::optional<Side> sideFromName(std::string_view s);
// The English noun of a piece: "own token", "stone", "turn-right stone", "blood
// pool"; `count` other than 1 gives the plural.
std::string pieceNoun(PieceKind kind, Side side, int count = 1);

// One kind a player places, tokens by side: what an inventory counts (R21).
// Ordered by kind, then own before enemy.
struct PieceType {
    PieceKind kind = PieceKind::Stone;
    Side side = Side::Own;
    friend auto operator<=>(const PieceType&, const PieceType&) = default;
};

constexpr PieceType pieceTypeOf(PieceKind kind, Side side)
{
    return {kind, effectiveSide(kind, side)};
}

// Every placeable type, in the palette's order: the placeable kinds in enum order,
// a kind that carries a side once per side (own first).
inline constexpr std::array<PieceType, 7> kPlaceableTypes = {{
    {PieceKind::Token, Side::Own},
    {PieceKind::Token, Side::Enemy},
    {PieceKind::Stone, Side::Own},
    {PieceKind::Crystal, Side::Own},
    {PieceKind::TurnRight, Side::Own},
    {PieceKind::TurnLeft, Side::Own},
    {PieceKind::Turn180, Side::Own},
}};

namespace catalogue_detail {
constexpr bool placeableTypesComplete()
{
    std::size_t i = 0;
    for (const PieceKind k : kPieceKinds) {
        if (!isPlaceableKind(k))
            continue;
        for (const Side s : {Side::Own, Side::Enemy}) {
            if (s == Side::Enemy && !carriesSide(k))
                continue;
            if (i >= kPlaceableTypes.size() || kPlaceableTypes[i] != PieceType{k, s})
                return false;
            ++i;
        }
    }
    return i == kPlaceableTypes.size();
}
} // namespace catalogue_detail
static_assert(catalogue_detail::placeableTypesComplete(), "kPlaceableTypes must list every placeable type");

// The kind a piece shows in the mirror image of its level: a turning stone turns the
// other way there; every other kind is its own mirror image.
constexpr PieceKind mirrorKind(PieceKind kind)
{
    switch (kind) {
    case PieceKind::TurnRight:
        return PieceKind::TurnLeft;
    case PieceKind::TurnLeft:
        return PieceKind::TurnRight;
    case PieceKind::Token:
    case PieceKind::Stone:
    case PieceKind::Crystal:
    case PieceKind::Turn180:
    case PieceKind::Blood:
    case PieceKind::Teleporter:
        return kind;
    }
    return kind;
}

// What can stand on a cell.
enum class Occupant : std::uint8_t { Object, Teleporter, Blood, Monster };

// What a piece of `kind` is on its cell(s).
constexpr Occupant occupantOf(PieceKind kind)
{
    switch (kind) {
    case PieceKind::Blood:
        return Occupant::Blood;
    case PieceKind::Teleporter:
        return Occupant::Teleporter;
    case PieceKind::Token:
    case PieceKind::Stone:
    case PieceKind::Crystal:
    case PieceKind::TurnRight:
    case PieceKind::TurnLeft:
    case PieceKind::Turn180:
        return Occupant::Object;
    }
    return Occupant::Object;
}

// Which occupants may share a cell (R6-R8), by Occupant index: not two objects, nor
// an object on a teleporter (R7); not two floor features (R6); not the monster on
// an object or on blood (R8: it starts on an empty cell that is not blood).
// Everything else may: an object on blood (R7), the monster on a teleporter. There
// is one monster, so the monster may stand where it stands.
inline constexpr std::array<std::array<bool, 4>, 4> kMayShareCell = {{
    //  Object Teleporter Blood  Monster
    {false, false, true, false}, // Object
    {false, false, false, true}, // Teleporter
    {true, false, false, false}, // Blood
    {false, true, false, true},  // Monster
}};

namespace catalogue_detail {
constexpr bool sharingSymmetric()
{
    for (std::size_t a = 0; a < kMayShareCell.size(); ++a) {
        for (std::size_t b = 0; b < kMayShareCell.size(); ++b) {
            if (kMayShareCell[a][b] != kMayShareCell[b][a])
                return false;
        }
    }
    return true;
}
} // namespace catalogue_detail
static_assert(catalogue_detail::sharingSymmetric(), "sharing a cell is symmetric");

constexpr bool mayShareCell(Occupant a, Occupant b)
{
    return kMayShareCell[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
}

// The name of a placeable type in generator options and the CLI: "own-token",
// "enemy-token", else kindName.
std::string pieceTypeName(PieceType type);
// pieceTypeName's inverse, for placeable types only.
std::optional<PieceType> pieceTypeFromName(std::string_view name);

// The mechanics a run can use (docs/grading.md); the names are mechanicName()'s.
enum class Mechanic : std::uint8_t {
    NearestToken,    // "nearest_token": the monster turned to face a token (R10)
    Tie,             // "tie": two or three rays saw a token at the nearest distance (R10)
    Push,            // "push": an object was pushed (R12.3, R13)
    CrushEdge,       // "crush_edge": a token was pushed off the board (R14)
    CrushTeleporter, // "crush_teleporter": a token was pushed onto a teleporter (R14)
    CrushMonster,    // "crush_monster": a token was pushed into the monster (R14)
    WallCrossing,    // "wall_crossing": the monster crossed a wall (R5)
    MonsterSlide,    // "monster_slide": the monster slid on over blood (R17)
    ObjectSlide,     // "object_slide": a pushed object slid over blood (R14)
    Teleport,        // "teleport": the monster went through a teleporter (R12.1)
    TurnRight,       // "turn_right": a turn-right stone turned the monster (R11, R17)
    TurnLeft,        // "turn_left": a turn-left stone turned the monster (R11, R17)
    Turn180,         // "turn_180": a turn-180 stone turned the monster (R11, R17)
    BlockedSight,    // "blocked_sight": a stone or turning stone hid a token from a ray (R9)
    CrystalSight,    // "crystal_sight": a ray saw a token through a crystal (R9)
    SurviveForever,  // "survive_forever": the run was solved by a loop (R20)
};
inline constexpr int kMechanicCount = 16;

// The name of `m`; a mechanic without a name is a -Wswitch warning and, through the
// static_assert below, a build error.
constexpr const char* mechanicName(Mechanic m)
{
    switch (m) {
    case Mechanic::NearestToken:
        return "nearest_token";
    case Mechanic::Tie:
        return "tie";
    case Mechanic::Push:
        return "push";
    case Mechanic::CrushEdge:
        return "crush_edge";
    case Mechanic::CrushTeleporter:
        return "crush_teleporter";
    case Mechanic::CrushMonster:
        return "crush_monster";
    case Mechanic::WallCrossing:
        return "wall_crossing";
    case Mechanic::MonsterSlide:
        return "monster_slide";
    case Mechanic::ObjectSlide:
        return "object_slide";
    case Mechanic::Teleport:
        return "teleport";
    case Mechanic::TurnRight:
        return "turn_right";
    case Mechanic::TurnLeft:
        return "turn_left";
    case Mechanic::Turn180:
        return "turn_180";
    case Mechanic::BlockedSight:
        return "blocked_sight";
    case Mechanic::CrystalSight:
        return "crystal_sight";
    case Mechanic::SurviveForever:
        return "survive_forever";
    }
    return nullptr;
}

namespace catalogue_detail {
constexpr bool mechanicsComplete()
{
    for (int i = 0; i < kMechanicCount; ++i) {
        if (mechanicName(static_cast<Mechanic>(i)) == nullptr)
            return false;
    }
    return mechanicName(static_cast<Mechanic>(kMechanicCount)) == nullptr;
}
} // namespace catalogue_detail
static_assert(catalogue_detail::mechanicsComplete(),
              "kMechanicCount and mechanicName must cover every Mechanic");

// mechanicName's inverse.
std::optional<Mechanic> mechanicFromName(std::string_view name);

} // namespace ff
