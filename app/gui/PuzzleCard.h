// A picture of a level fit for posting: its title, difficulty stars, the board as the
// player sees it before placing (BoardRenderer), the pieces to place with their
// counts, and the share code as text.
#pragma once

#include "engine/rules/Level.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>

class PuzzleCard {
    Q_DECLARE_TR_FUNCTIONS(PuzzleCard)
public:
    // The card for `level` with `code` (its share code); 1000 pixels wide.
    static QImage render(const ff::Level& level, const QString& code);
    // Writes `image` as PNG to `path` (all or nothing). False and a translated
    // `error` naming the file and the reason when it cannot be written.
    static bool save(const QImage& image, const QString& path, QString& error);
};
