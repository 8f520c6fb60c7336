#include "board/LevelWords.h"

#include "engine/search/Generator.h"

#include <QLocale>

namespace ff::ui {

namespace {
QString localized(const std::string& plain, const ff::I18n& i18n)
{
    // The default locale is the UI language (main() sets it with the translator).
    const auto it = i18n.find(QLocale().name().section(QLatin1Char('_'), 0, 0).toStdString());
    return QString::fromStdString(it != i18n.end() && !it->second.empty() ? it->second : plain);
}
} // namespace

QString LevelWords::title(const ff::Level& level)
{
    // A level as the generator made it: its English title in the UI language.
    if (const std::optional<ff::GeneratorOptions> o = ff::generatorTitled(level))
        return randomPuzzleTitle(o->difficulty, o->seed);
    return localized(level.title, level.titleI18n);
}

QString LevelWords::hint(const ff::Level& level)
{
    return level.hint ? localized(*level.hint, level.hintI18n) : QString();
}

QString LevelWords::author(const ff::Level& level)
{
    return level.author ? localized(*level.author, level.authorI18n) : QString();
}

QString LevelWords::stars(int difficulty)
{
    constexpr int kMaxDifficulty = 5;
    if (difficulty <= 0)
        return {};
    return QString(difficulty, QChar(0x2605)) + QString(kMaxDifficulty - difficulty, QChar(0x2606));
}

QString LevelWords::seedText(std::uint64_t seed)
{
    return QString::number(seed, 16);
}

QString LevelWords::randomPuzzleTitle(int difficulty, std::uint64_t seed)
{
    return tr("Random puzzle · difficulty %1 · seed %2").arg(difficulty).arg(seedText(seed));
}

} // namespace ff::ui
