#include "hubapi/CommunitySort.h"

#include <array>
#include <compare>

namespace ff::api {

namespace {

constexpr SortKey kNewestFirst{SortField::Published, true};
constexpr SortKey kPackOrder{SortField::PackPosition, false};
constexpr SortKey kBySlug{SortField::Slug, false};

constexpr std::array kNewest{kNewestFirst, kPackOrder, kBySlug};
constexpr std::array kMostSolved{SortKey{SortField::Solves, true}, kNewestFirst, kPackOrder, kBySlug};
constexpr std::array kDifficulty{SortKey{SortField::Rating, false}, SortKey{SortField::Grade, false},
                                 kNewestFirst, kPackOrder, kBySlug};

// a <=> b on the field; nothing for a field a listed level does not carry.
std::optional<std::partial_ordering> compareField(SortField field, const ListedLevel& a, const ListedLevel& b)
{
    switch (field) {
    case SortField::Rating:
        return a.rating.value <=> b.rating.value;
    case SortField::Grade:
        return a.grade <=> b.grade;
    case SortField::Solves:
        return a.solves <=> b.solves;
    case SortField::Published:
        return a.published <=> b.published;
    case SortField::Slug:
        return a.slug <=> b.slug;
    case SortField::PackPosition:
        break;
    }
    return std::nullopt;
}

} // namespace

std::string_view sortName(CommunitySort sort)
{
    switch (sort) {
    case CommunitySort::MostSolved:
        return "solved";
    case CommunitySort::Difficulty:
        return "difficulty";
    case CommunitySort::Newest:
        break;
    }
    return "newest";
}

std::optional<CommunitySort> sortFromName(std::string_view name)
{
    for (const CommunitySort sort :
         {CommunitySort::Newest, CommunitySort::MostSolved, CommunitySort::Difficulty})
        if (sortName(sort) == name)
            return sort;
    return std::nullopt;
}

std::span<const SortKey> sortKeys(CommunitySort sort)
{
    switch (sort) {
    case CommunitySort::MostSolved:
        return kMostSolved;
    case CommunitySort::Difficulty:
        return kDifficulty;
    case CommunitySort::Newest:
        break;
    }
    return kNewest;
}

std::string sqlOrderBy(CommunitySort sort, std::string_view (*column)(SortField))
{
    std::string clause = "ORDER BY ";
    bool first = true;
    for (const SortKey& key : sortKeys(sort)) {
        if (!first)
            clause += ", ";
        first = false;
        clause += column(key.field);
        if (key.descending)
            clause += " DESC";
    }
    return clause;
}

bool listedBefore(CommunitySort sort, const ListedLevel& a, const ListedLevel& b)
{
    for (const SortKey& key : sortKeys(sort)) {
        const std::optional<std::partial_ordering> order = compareField(key.field, a, b);
        if (!order)
            return false;
        if (*order != 0)
            return key.descending ? *order > 0 : *order < 0;
    }
    return false;
}

} // namespace ff::api
