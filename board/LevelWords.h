// A level's own words in the UI language, i.e. the default QLocale's: its title,
// author and hint (the *_i18n maps, else the plain text; a generated level's title as
// randomPuzzleTitle) and its difficulty as stars. The app's browser, player page and
// puzzle card and the editor's puzzle card all use them.
#pragma once

#include "engine/rules/Level.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>

namespace ff::ui {

class LevelWords {
    Q_DECLARE_TR_FUNCTIONS(ff::ui::LevelWords)
public:
    // The title in the UI language (its translation, else as written); the title
    // the generator gives a level reads as randomPuzzleTitle.
    static QString title(const ff::Level& level);
    // Empty when the level has no hint.
    static QString hint(const ff::Level& level);
    // The author's name the level gives (empty when it gives none).
    static QString author(const ff::Level& level);
    // "★★★☆☆" for a difficulty of 1 to 5; empty for an unrated level (0).
    static QString stars(int difficulty);
    // A generator seed as a generated level's id shows it (hexadecimal).
    static QString seedText(std::uint64_t seed);
    // "Random puzzle · difficulty 3 · seed 1a2b3c": how title() shows the
    // generator's title ("Generated 3-1a2b3c").
    static QString randomPuzzleTitle(int difficulty, std::uint64_t seed);
};

} // namespace ff::ui
