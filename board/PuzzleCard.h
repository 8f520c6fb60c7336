// A picture of a level fit for posting: its title, difficulty stars, the board as the
// player sees it before placing (BoardRenderer), the pieces to place with their
// counts, and the share code as text.
#pragma once

#include "engine/rules/Level.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>

namespace ff::ui {

class PuzzleCard {
    Q_DECLARE_TR_FUNCTIONS(ff::ui::PuzzleCard)
public:
    // The card for `level` (its title and stars as LevelWords gives them) with its
    // share code; 1000 pixels wide. The main window and the editor export this.
    static QImage render(const ff::Level& level);
    // Writes `image` as PNG to `path` (all or nothing). False and a translated
    // `error` naming the file and the reason when it cannot be written.
    static bool save(const QImage& image, const QString& path, QString& error);
};

} // namespace ff::ui
