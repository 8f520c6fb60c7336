// The app's today: the computer's date, or, for tests only, the date of the UTC time
// in the environment variable FURUNKULUS_APP_NOW ("2029-01-03T12:00:00Z", the shape
// of the hub's FURUNKULUS_HUB_NOW). Everything that asks for the current week reads
// it through LevelLibrary::today(), which starts at AppClock::today(). main() refuses
// to start on a value that is no such time (checkEnvironment), so the app never
// falls back to the computer's date silently.
#pragma once

#include <QDate>
#include <QString>

namespace ff::app::AppClock {

inline constexpr char kVariable[] = "FURUNKULUS_APP_NOW";

// True when the variable is unset or empty, or holds a UTC time; false and `error`
// (a sentence naming the variable and its value) otherwise.
bool checkEnvironment(QString& error);

// The UTC date of the variable's time when it holds one, else the computer's date.
QDate today();

} // namespace ff::app::AppClock
