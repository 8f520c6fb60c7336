// Rules about colours that the app's renderer and the SVG writer share: shades of a
// colour, the text colour readable on it, and the colour of a token.
#pragma once

#include "engine/rules/Catalogue.h"
#include "picture/Palette.h"

#include <optional>
#include <string>

namespace ff::picture {

// `c` with its brightness (HSV value) times factor/100, as QColor::lighter does:
// what goes beyond full brightness is taken from the saturation.
Rgba lighter(Rgba c, int factor);
// `c` with its brightness divided by factor/100, as QColor::darker does.
Rgba darker(Rgba c, int factor);
// The HSL lightness, 0..1.
double lightness(Rgba c);
// The colour of text written on `background`: dark on light colours, white on dark ones.
Rgba textOn(Rgba background);

// A colour as the level format's token `color` may give it: an SVG colour keyword
// ("gold", any case) or "#rgb", "#rrggbb", "#aarrggbb", "#rrrgggbbb",
// "#rrrrggggbbbb"; nothing for anything else.
std::optional<Rgba> parseColour(const std::string& text);
// The colour a token is drawn in: its `color` when that can be read, else the
// side's default; never the own tokens' blue (or one close to it) for an enemy.
Rgba tokenColour(const std::optional<std::string>& name, ff::Side side);

// "#rrggbb", the colour without its opacity.
std::string hexText(Rgba c);

} // namespace ff::picture
