// The colours of the board's world as QColors: picture/Palette.h writes each once,
// for the app's renderer and the SVG writer alike. The renderer paints the board,
// its pieces and the editor's tool icons in them, and the inventory palette, the
// puzzle card and the editor's token colours use the same ones.
#pragma once

#include "picture/Palette.h"

#include <QColor>

namespace ff::ui {

constexpr QColor qColor(ff::picture::Rgba c)
{
    return QColor(c.r, c.g, c.b, c.a);
}

struct BoardPalette {
    static constexpr QColor wallTop = qColor(ff::picture::palette::wallTop);
    static constexpr QColor wallBottom = qColor(ff::picture::palette::wallBottom);
    static constexpr QColor masonry = qColor(ff::picture::palette::masonry);
    static constexpr QColor floorShadow = qColor(ff::picture::palette::floorShadow);
    static constexpr QColor floor = qColor(ff::picture::palette::floor);
    static constexpr QColor tileLight = qColor(ff::picture::palette::tileLight);
    static constexpr QColor tileDark = qColor(ff::picture::palette::tileDark);
    static constexpr QColor grid = qColor(ff::picture::palette::grid);
    static constexpr QColor outline = qColor(ff::picture::palette::outline);
    static constexpr QColor gate = qColor(ff::picture::palette::gate);
    static constexpr QColor gateLit = qColor(ff::picture::palette::gateLit);
    static constexpr QColor gateLetter = qColor(ff::picture::palette::gateLetter);
    static constexpr QColor cellName = qColor(ff::picture::palette::cellName);
    static constexpr QColor ownToken = qColor(ff::picture::palette::ownToken);
    static constexpr QColor enemyToken = qColor(ff::picture::palette::enemyToken);
    static constexpr QColor enemyNotOwn = qColor(ff::picture::palette::enemyNotOwn);
    static constexpr QColor ownRing = qColor(ff::picture::palette::ownRing);
    static constexpr QColor ownRim = qColor(ff::picture::palette::ownRim);
    static constexpr QColor enemyRim = qColor(ff::picture::palette::enemyRim);
    static constexpr QColor darkText = qColor(ff::picture::palette::darkText);
    static constexpr QColor darkHalo = qColor(ff::picture::palette::darkHalo);
    static constexpr QColor lightText = qColor(ff::picture::palette::lightText);
    static constexpr QColor bloodCentre = qColor(ff::picture::palette::bloodCentre);
    static constexpr QColor bloodRim = qColor(ff::picture::palette::bloodRim);
    static constexpr QColor bloodEdge = qColor(ff::picture::palette::bloodEdge);
    static constexpr QColor bloodShine = qColor(ff::picture::palette::bloodShine);
    static constexpr QColor teleporterCentre = qColor(ff::picture::palette::teleporterCentre);
    static constexpr QColor teleporterMiddle = qColor(ff::picture::palette::teleporterMiddle);
    static constexpr QColor teleporterRim = qColor(ff::picture::palette::teleporterRim);
    static constexpr QColor teleporterEdge = qColor(ff::picture::palette::teleporterEdge);
    static constexpr QColor teleporterRing = qColor(ff::picture::palette::teleporterRing);
    static constexpr QColor teleporterArrow = qColor(ff::picture::palette::teleporterArrow);
    static constexpr QColor teleporterArrowEdge = qColor(ff::picture::palette::teleporterArrowEdge);
    static constexpr QColor teleporterName = qColor(ff::picture::palette::teleporterName);
    static constexpr QColor exitDoor = qColor(ff::picture::palette::exitDoor);
    static constexpr QColor entranceDoor = qColor(ff::picture::palette::entranceDoor);
    static constexpr QColor doorOpening = qColor(ff::picture::palette::doorOpening);
    static constexpr QColor stoneLight = qColor(ff::picture::palette::stoneLight);
    static constexpr QColor stoneDark = qColor(ff::picture::palette::stoneDark);
    static constexpr QColor stoneShine = qColor(ff::picture::palette::stoneShine);
    static constexpr QColor turnStoneLight = qColor(ff::picture::palette::turnStoneLight);
    static constexpr QColor turnStoneDark = qColor(ff::picture::palette::turnStoneDark);
    static constexpr QColor turnArrow = qColor(ff::picture::palette::turnArrow);
    static constexpr QColor crystalLight = qColor(ff::picture::palette::crystalLight);
    static constexpr QColor crystalDeep = qColor(ff::picture::palette::crystalDeep);
    static constexpr QColor crystalRim = qColor(ff::picture::palette::crystalRim);
    static constexpr QColor crystalFacet = qColor(ff::picture::palette::crystalFacet);
    static constexpr QColor crystalSparkle = qColor(ff::picture::palette::crystalSparkle);
    static constexpr QColor monsterLine = qColor(ff::picture::palette::monsterLine);
    static constexpr QColor monsterSpike = qColor(ff::picture::palette::monsterSpike);
    static constexpr QColor monsterSnout = qColor(ff::picture::palette::monsterSnout);
    static constexpr QColor monsterLight = qColor(ff::picture::palette::monsterLight);
    static constexpr QColor monsterDark = qColor(ff::picture::palette::monsterDark);
    static constexpr QColor monsterEye = qColor(ff::picture::palette::monsterEye);
    static constexpr QColor monsterPupil = qColor(ff::picture::palette::monsterPupil);
    static constexpr QColor monsterGrin = qColor(ff::picture::palette::monsterGrin);
    static constexpr QColor zone = qColor(ff::picture::palette::zone);
    static constexpr QColor zoneTint = qColor(ff::picture::palette::zoneTint);
    static constexpr QColor placed = qColor(ff::picture::palette::placed);
    static constexpr QColor allowed = qColor(ff::picture::palette::allowed);
    static constexpr QColor refused = qColor(ff::picture::palette::refused);
    static constexpr QColor cursor = qColor(ff::picture::palette::cursor);
    static constexpr QColor warning = qColor(ff::picture::palette::warning);
    static constexpr QColor idle = qColor(ff::picture::palette::idle);
    static constexpr QColor changed = qColor(ff::picture::palette::changed);

    // `color` with the opacity `alpha` (0..255).
    static QColor withAlpha(QColor color, int alpha)
    {
        color.setAlpha(alpha);
        return color;
    }
};

} // namespace ff::ui
