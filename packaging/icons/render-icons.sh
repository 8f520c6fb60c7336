#!/usr/bin/env bash
# Renders the app icon's PNGs (48, 128 and 256 px) from the SVG beside this script.
# The PNGs are committed; run this after changing the SVG (needs rsvg-convert from
# Debian's librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")"
icon=io.github.furunkulus.Furunkulus
for size in 48 128 256; do
  rsvg-convert --width "$size" --height "$size" --output "$icon-$size.png" "$icon.svg"
done
