// The colours of the board's world, each written once: the renderer paints the
// board, its pieces and the editor's tool icons in them, and the inventory palette,
// the puzzle card and the editor's token colours use the same ones.
#pragma once

#include <QColor>

namespace ff::ui {

struct BoardPalette {
    // The wall around the floor, top to bottom.
    static constexpr QColor wallTop{0x3b, 0x34, 0x42};
    static constexpr QColor wallBottom{0x1f, 0x1b, 0x25};
    // The floor, also under a piece shown on its own (a palette row, an icon, the card).
    static constexpr QColor floor{0xd3, 0xc2, 0x9c};
    static constexpr QColor grid{0x9e, 0x8b, 0x68};
    static constexpr QColor outline{0x17, 0x12, 0x0e};
    // A wall crossing's marker: a gate standing on the floor's edge, its letter in the
    // wall's colour; lit while the monster crosses there.
    static constexpr QColor gate{0xee, 0xe2, 0xc4};
    static constexpr QColor gateLit{0xff, 0xb3, 0x2e};
    static constexpr QColor gateLetter{0x2a, 0x22, 0x30};
    static constexpr QColor cellName{0xb8, 0xae, 0x9c};
    // A token's colour when its level names none.
    static constexpr QColor ownToken{0x2f, 0x7f, 0xd8};
    static constexpr QColor enemyToken{0xe2, 0xa1, 0x1b};
    // An enemy whose colour is the own tokens' blue (or close to it) is drawn in this
    // instead, apart from the default enemy colour too.
    static constexpr QColor enemyNotOwn{0xee, 0xe8, 0xdc};
    static constexpr QColor bloodEdge{0x3c, 0x02, 0x06};
    // A teleporter's glow, from its centre to its rim.
    static constexpr QColor teleporterCentre{0xc9, 0x9b, 0xff};
    static constexpr QColor teleporterRim{0x25, 0x0c, 0x52};
    // The cells the player may place on: a tint dark enough to set them apart from
    // every floor tile in greyscale too, and its dots.
    static constexpr QColor zone{0x2f, 0x8f, 0x4a};
    static constexpr QColor zoneTint{0x2f, 0x8a, 0x45, 140};
    // A piece the player placed, a drop that is allowed, one that is refused.
    static constexpr QColor placed{0xff, 0xd5, 0x4a};
    static constexpr QColor allowed{0x4c, 0xe0, 0x6a};
    static constexpr QColor refused{0xe0, 0x20, 0x20};
    // The keyboard's cursor.
    static constexpr QColor cursor{0x6f, 0xe7, 0xff};
    // The editor's rings on the board: where solutions differ, a piece the level is
    // won without, a cell a proposed change touches.
    static constexpr QColor warning{0xe0, 0x40, 0x30};
    static constexpr QColor idle{0xf5, 0xc0, 0x1a};
    static constexpr QColor changed{0x1e, 0x88, 0xe5};

    // `color` with the opacity `alpha` (0..255).
    static QColor withAlpha(QColor color, int alpha)
    {
        color.setAlpha(alpha);
        return color;
    }
};

} // namespace ff::ui
