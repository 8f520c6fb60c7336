// ISO 8601 weeks, the level format's "week" ("YYYY-Www", the weekly puzzle's week):
// weeks run Monday to Sunday and week 1 of a year is the week that holds 4 January,
// so the first days of January can belong to the last week of the year before and
// the last days of December to week 1 of the next. A year has 53 weeks when it
// starts on a Thursday, or is a leap year starting on a Wednesday; else 52. Dates
// are in the proleptic Gregorian calendar.
#pragma once

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace ff {

// A calendar date: year, month 1..12, day 1..31.
struct CivilDate {
    int year = 1;
    int month = 1;
    int day = 1;
    friend auto operator<=>(const CivilDate&, const CivilDate&) = default;
};

// Week `week` of ISO year `year`; ordered in time (by year, then week).
struct IsoWeek {
    int year = 1;
    int week = 1;
    friend auto operator<=>(const IsoWeek&, const IsoWeek&) = default;
};

// The numbers of a text shaped "YYYY-Www" (four digits, "-W", two digits), whether
// or not that week exists (isoWeekExists); nothing for any other text.
std::optional<IsoWeek> parseIsoWeek(std::string_view text);

// "YYYY-Www", both numbers zero-padded. Precondition: year 0..9999, week 0..99.
std::string isoWeekText(IsoWeek w);

// The number of weeks of ISO year `year`: 52 or 53.
int isoWeeksInYear(int year);

// The week is one of the calendar: year 1 or later, week 1..isoWeeksInYear(year).
bool isoWeekExists(IsoWeek w);

// The Monday that starts the week. Precondition: isoWeekExists(w).
CivilDate mondayOf(IsoWeek w);

// The week that holds `date`. Precondition: `date` is a valid date.
IsoWeek isoWeekOf(CivilDate date);

} // namespace ff
