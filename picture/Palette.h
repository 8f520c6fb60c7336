// The colours of the board's world, each written once, without Qt: the app's
// renderer (board/BoardPalette.h turns them into QColors) and the SVG writer
// (BoardSvg.h) paint the board, its pieces and the monster in them, so both
// pictures of a level look alike.
#pragma once

#include <cstdint>

namespace ff::picture {

// A colour as red, green, blue and opacity, 0..255 each.
struct Rgba {
    std::uint8_t r = 0;
    std::uint8_t g = 0;
    std::uint8_t b = 0;
    std::uint8_t a = 255;
    friend bool operator==(const Rgba&, const Rgba&) = default;
};

// `c` with the opacity `alpha`.
constexpr Rgba withAlpha(Rgba c, std::uint8_t alpha)
{
    c.a = alpha;
    return c;
}

namespace palette {

// The wall around the floor, top to bottom, and its masonry's joints.
inline constexpr Rgba wallTop{0x3b, 0x34, 0x42};
inline constexpr Rgba wallBottom{0x1f, 0x1b, 0x25};
inline constexpr Rgba masonry{0, 0, 0, 60};
// The floor's drop shadow, the floor, its tiles lighter and darker, the grid, the outline.
inline constexpr Rgba floorShadow{0, 0, 0, 110};
inline constexpr Rgba floor{0xd3, 0xc2, 0x9c};
inline constexpr Rgba tileLight{255, 250, 235};
inline constexpr Rgba tileDark{60, 40, 20};
inline constexpr Rgba grid{0x9e, 0x8b, 0x68};
inline constexpr Rgba outline{0x17, 0x12, 0x0e};
// A wall crossing's marker: a gate standing on the floor's edge, its letter in the
// wall's colour; lit while the monster crosses there.
inline constexpr Rgba gate{0xee, 0xe2, 0xc4};
inline constexpr Rgba gateLit{0xff, 0xb3, 0x2e};
inline constexpr Rgba gateLetter{0x2a, 0x22, 0x30};
inline constexpr Rgba cellName{0xb8, 0xae, 0x9c};
// A token's colour when its level names none.
inline constexpr Rgba ownToken{0x2f, 0x7f, 0xd8};
inline constexpr Rgba enemyToken{0xe2, 0xa1, 0x1b};
// An enemy whose colour is the own tokens' blue (or close to it) is drawn in this
// instead, apart from the default enemy colour too.
inline constexpr Rgba enemyNotOwn{0xee, 0xe8, 0xdc};
// Tokens: the own token's ring and its rim, the enemy's rim and horns, and a
// number's two text colours (dark on light tokens, white on dark ones).
inline constexpr Rgba ownRing{255, 255, 255};
inline constexpr Rgba ownRim{20, 20, 30};
inline constexpr Rgba enemyRim{15, 12, 12};
inline constexpr Rgba darkText{0x20, 0x1a, 0x14};
inline constexpr Rgba darkHalo{0x10, 0x0c, 0x08};
inline constexpr Rgba lightText{255, 255, 255};
// A blood pool from its middle to its rim, its edge and its shine.
inline constexpr Rgba bloodCentre{0x9a, 0x12, 0x1a};
inline constexpr Rgba bloodRim{0x5e, 0x06, 0x0c};
inline constexpr Rgba bloodEdge{0x3c, 0x02, 0x06};
inline constexpr Rgba bloodShine{255, 200, 200, 45};
// A teleporter's glow, from its centre to its rim, its edge, inner ring and arrow.
inline constexpr Rgba teleporterCentre{0xc9, 0x9b, 0xff};
inline constexpr Rgba teleporterMiddle{0x6a, 0x35, 0xc4};
inline constexpr Rgba teleporterRim{0x25, 0x0c, 0x52};
inline constexpr Rgba teleporterEdge{0x1a, 0x08, 0x3a};
inline constexpr Rgba teleporterRing{255, 255, 255, 90};
inline constexpr Rgba teleporterArrow{0xff, 0xd3, 0x4d};
inline constexpr Rgba teleporterArrowEdge{0x3a, 0x2a, 0x00};
inline constexpr Rgba teleporterName{255, 255, 255};
// The exit's and the entrance's tints and a door's dark opening.
inline constexpr Rgba exitDoor{0x3f, 0xa3, 0x4e};
inline constexpr Rgba entranceDoor{0x3d, 0x7a, 0xc9};
inline constexpr Rgba doorOpening{0x2a, 0x22, 0x1a, 200};
// Stones: a stone's and a turning stone's light and dark, a stone's shine; a
// turning stone's arrow.
inline constexpr Rgba stoneLight{0xa4, 0xa2, 0x9e};
inline constexpr Rgba stoneDark{0x5b, 0x5a, 0x5e};
inline constexpr Rgba stoneShine{255, 255, 255, 55};
inline constexpr Rgba turnStoneLight{0x8e, 0x9c, 0xae};
inline constexpr Rgba turnStoneDark{0x46, 0x50, 0x60};
inline constexpr Rgba turnArrow{0xff, 0xf4, 0xd6};
// A crystal: ice blue from light to deep, its rim, its facets and its sparkle.
inline constexpr Rgba crystalLight{0xb4, 0xe8, 0xff};
inline constexpr Rgba crystalDeep{0x1c, 0x68, 0xa8};
inline constexpr Rgba crystalRim{0x0c, 0x3a, 0x5c};
inline constexpr Rgba crystalFacet{255, 255, 255, 230};
inline constexpr Rgba crystalSparkle{255, 255, 255, 240};
// The monster: its outline, spikes, snout, body from light to dark, eyes, pupils, grin.
inline constexpr Rgba monsterLine{0x1c, 0x3a, 0x0e};
inline constexpr Rgba monsterSpike{0x8a, 0x4b, 0xa8};
inline constexpr Rgba monsterSnout{0xf2, 0x9b, 0x2b};
inline constexpr Rgba monsterLight{0x9b, 0xd8, 0x5a};
inline constexpr Rgba monsterDark{0x2f, 0x6b, 0x1a};
inline constexpr Rgba monsterEye{255, 255, 255};
inline constexpr Rgba monsterPupil{0x14, 0x0c, 0x08};
inline constexpr Rgba monsterGrin{0x1c, 0x2a, 0x0e};
// The cells the player may place on: a tint dark enough to set them apart from
// every floor tile in greyscale too, and its dots.
inline constexpr Rgba zone{0x2f, 0x8f, 0x4a};
inline constexpr Rgba zoneTint{0x2f, 0x8a, 0x45, 140};
// A piece the player placed, a drop that is allowed, one that is refused.
inline constexpr Rgba placed{0xff, 0xd5, 0x4a};
inline constexpr Rgba allowed{0x4c, 0xe0, 0x6a};
inline constexpr Rgba refused{0xe0, 0x20, 0x20};
// The app's keyboard cursor.
inline constexpr Rgba cursor{0x6f, 0xe7, 0xff};
// The editor's rings on the board: where solutions differ, a piece the level is
// won without, a cell a proposed change touches.
inline constexpr Rgba warning{0xe0, 0x40, 0x30};
inline constexpr Rgba idle{0xf5, 0xc0, 0x1a};
inline constexpr Rgba changed{0x1e, 0x88, 0xe5};

} // namespace palette

} // namespace ff::picture
