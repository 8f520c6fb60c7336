// The names of cells (picture/CellName.h) as QStrings, for the app's texts and its
// renderer.
#pragma once

#include "engine/rules/Geometry.h"

#include <QString>

namespace ff::ui {

// picture::columnName; precondition: x >= 0.
QString columnName(int x);
// picture::rowName; precondition: y >= 0.
QString rowName(int y);
// picture::cellName, e.g. "c4" for (2,3); precondition: both coordinates are >= 0.
QString cellName(ff::Cell c);

} // namespace ff::ui
