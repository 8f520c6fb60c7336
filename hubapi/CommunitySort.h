// The orders of the community browse (docs/spec/hub-api.md, GET levels), written
// once as lists of keys: the hub's SQL ORDER BY and the comparison of listed levels
// (an app's own re-sort of levels it keeps) are both made from them.
#pragma once

#include "hubapi/Community.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace ff::api {

enum class CommunitySort { Newest, MostSolved, Difficulty };

// "newest", "solved", "difficulty": the `sort` parameter.
std::string_view sortName(CommunitySort sort);
std::optional<CommunitySort> sortFromName(std::string_view name);

// What a key of an order compares.
enum class SortField { Rating, Grade, Solves, Published, PackPosition, Slug };

struct SortKey {
    SortField field;
    bool descending;
};

// The keys of an order, the first deciding: newest: the latest first; solved: the
// most solves first; difficulty: the lowest rating (the easiest) first, then the
// lower grade. Ties after that: the newest first, a pack's levels in their order,
// the slug (so every order is total).
std::span<const SortKey> sortKeys(CommunitySort sort);

// "ORDER BY c1 DESC, c2, ..." with `column` naming each field's column.
std::string sqlOrderBy(CommunitySort sort, std::string_view (*column)(SortField));

// Whether `a` comes before `b` in the order. A listed level does not carry its place
// in its pack, so the comparison ends at that key: levels equal up to it keep their
// relative order under a stable sort (the order the hub gave). The hub sorts by the
// unrounded rating, a listed level carries it to a tenth.
bool listedBefore(CommunitySort sort, const ListedLevel& a, const ListedLevel& b);

} // namespace ff::api
