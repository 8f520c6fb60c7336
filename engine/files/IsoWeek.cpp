#include "engine/files/IsoWeek.h"

#include <cstdio>

namespace ff {

namespace {

// Days since 1970-01-01 (negative before), and back: the civil-calendar algorithms
// of Howard Hinnant, exact for every proleptic Gregorian date.
long daysFromCivil(CivilDate date)
{
    const long y = date.year - (date.month <= 2 ? 1 : 0);
    const long era = (y >= 0 ? y : y - 399) / 400;
    const long yearOfEra = y - era * 400;
    const long monthFromMarch = date.month > 2 ? date.month - 3 : date.month + 9;
    const long dayOfYear = (153 * monthFromMarch + 2) / 5 + date.day - 1;
    const long dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return era * 146097 + dayOfEra - 719468;
}

CivilDate civilFromDays(long days)
{
    days += 719468;
    const long era = (days >= 0 ? days : days - 146096) / 146097;
    const long dayOfEra = days - era * 146097;
    const long yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    const long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    const long monthFromMarch = (5 * dayOfYear + 2) / 153;
    const int day = static_cast<int>(dayOfYear - (153 * monthFromMarch + 2) / 5 + 1);
    const int month = static_cast<int>(monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9);
    const long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
    return {static_cast<int>(year), month, day};
}

// 1 = Monday ... 7 = Sunday; day 0, 1970-01-01, was a Thursday.
long isoWeekday(long days)
{
    return ((days % 7) + 10) % 7 + 1;
}

} // namespace

std::optional<IsoWeek> parseIsoWeek(std::string_view text)
{
    const auto digit = [&](std::size_t i) { return text[i] >= '0' && text[i] <= '9'; };
    if (text.size() != 8 || !digit(0) || !digit(1) || !digit(2) || !digit(3) || text[4] != '-' ||
        text[5] != 'W' || !digit(6) || !digit(7))
        return std::nullopt;
    const auto number = [&](std::size_t from, std::size_t count) {
        int n = 0;
        for (std::size_t i = from; i < from + count; ++i)
            n = n * 10 + (text[i] - '0');
        return n;
    };
    return IsoWeek{number(0, 4), number(6, 2)};
}

std::string isoWeekText(IsoWeek w)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%04d-W%02d", w.year, w.week);
    return buffer;
}

int isoWeeksInYear(int year)
{
    // 28 December is always in the last week: 4 January is in week 1, seven days on.
    return isoWeekOf({year, 12, 28}).week;
}

bool isoWeekExists(IsoWeek w)
{
    return w.year >= 1 && w.week >= 1 && w.week <= isoWeeksInYear(w.year);
}

CivilDate mondayOf(IsoWeek w)
{
    const long jan4 = daysFromCivil({w.year, 1, 4});
    return civilFromDays(jan4 - (isoWeekday(jan4) - 1) + 7L * (w.week - 1));
}

IsoWeek isoWeekOf(CivilDate date)
{
    // A week belongs to the year its Thursday is in (the week holding 4 January is
    // the first whose Thursday is in January).
    const long days = daysFromCivil(date);
    const long thursday = days + 4 - isoWeekday(days);
    const int year = civilFromDays(thursday).year;
    return {year, static_cast<int>((thursday - daysFromCivil({year, 1, 1})) / 7 + 1)};
}

} // namespace ff
