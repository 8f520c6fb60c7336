// The folder the app keeps its data in (My levels, editor autosaves): the standard
// application data location, but with one "<application>" segment where Qt would put
// "<organization>/<application>" with both the same name ("Furunkulus/Furunkulus").
#pragma once

#include <QString>

namespace ff::ui {

// The data folder (not created here).
QString appDataDir();

// Moves what an earlier version left in the doubled folder into appDataDir(), file
// by file under the same relative paths; a file whose name is taken there keeps both
// (the moved one as "<stem>-2<suffix>", "-3", ...). Nothing is overwritten or
// dropped; the emptied doubled folder is removed. Does nothing when there is no
// doubled folder. Returns false when a file could not be moved (it stays put).
bool migrateDoubledAppDataDir();

} // namespace ff::ui
