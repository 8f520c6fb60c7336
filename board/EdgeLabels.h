// The edge letters printed around the playing area (picture/EdgeLabels.h, where the
// scheme is written), with their symbols as QStrings for the app.
#pragma once

#include "picture/EdgeLabels.h"

#include <QString>

namespace ff::ui {

using EdgeLabel = ff::picture::EdgeLabel;

class EdgeLabels : public ff::picture::EdgeLabels {
public:
    using ff::picture::EdgeLabels::EdgeLabels;

    // "A".."Z", "★", "a".."z", "1", "2", ...; precondition: symbol >= 0.
    static QString symbolText(int symbol)
    {
        return QString::fromStdString(ff::picture::EdgeLabels::symbolText(symbol));
    }
};

} // namespace ff::ui
