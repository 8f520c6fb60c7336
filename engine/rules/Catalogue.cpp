#include "engine/rules/Catalogue.h"

#include <vector>

namespace ff {

const char* kindName(PieceKind k)
{
    return pieceKindInfo(k).name;
}

std::optional<PieceKind> kindFromName(std::string_view s)
{
    for (const PieceKind k : kPieceKinds) {
        if (s == pieceKindInfo(k).name)
            return k;
    }
    return std::nullopt;
}

std::string kindNameList(bool (*include)(PieceKind))
{
    std::vector<const char*> names;
    for (const PieceKind k : kPieceKinds) {
        if (!include || include(k))
            names.push_back(kindName(k));
    }
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += std::string(i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
    return out;
}

const char* sideName(Side s)
{
    return s == Side::Own ? "own" : "enemy";
}

std::optional<Side> sideFromName(std::string_view s)
{
    if (s == "own")
        return Side::Own;
    if (s == "enemy")
        return Side::Enemy;
    return std::nullopt;
}

std::string pieceNoun(PieceKind kind, Side side, int count)
{
    std::string noun = pieceKindInfo(kind).noun;
    if (carriesSide(kind))
        noun = std::string(sideName(side)) + ' ' + noun;
    return count == 1 ? noun : noun + 's';
}

std::string pieceTypeName(PieceType type)
{
    if (carriesSide(type.kind))
        return std::string(sideName(type.side)) + '-' + kindName(type.kind);
    return kindName(type.kind);
}

std::optional<PieceType> pieceTypeFromName(std::string_view name)
{
    for (const PieceType t : kPlaceableTypes) {
        if (name == pieceTypeName(t))
            return t;
    }
    return std::nullopt;
}

std::optional<Mechanic> mechanicFromName(std::string_view name)
{
    for (int i = 0; i < kMechanicCount; ++i) {
        if (name == mechanicName(static_cast<Mechanic>(i)))
            return static_cast<Mechanic>(i);
    }
    return std::nullopt;
}

} // namespace ff
