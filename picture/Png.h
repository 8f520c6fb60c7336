// An SVG picture as PNG bytes, rasterised by librsvg (and cairo).
#pragma once

#include <string>

namespace ff::picture {

struct PngResult {
    std::string png;   // the PNG file's bytes; empty on failure
    std::string error; // why there are none: one sentence
    bool ok() const { return error.empty(); }
};

// `svg` rendered `width` pixels wide (its height scaled as the SVG's own width and
// height say; width 0 keeps the SVG's own size). A broken SVG, a picture without a
// size or a width above 16384 gives an error, never a crash.
PngResult pngFromSvg(const std::string& svg, int width = 0);

} // namespace ff::picture
