#include "app/gui/LevelText.h"

#include "app/gui/ProgressStore.h"
#include "board/LevelWords.h"

#include <QLocale>

namespace ff::app {

QString LevelText::hintLine(const ff::Level& level)
{
    QStringList lines;
    if (level.effectiveGoal() == ff::Goal::SurviveForever)
        lines << tr("Goal: the monster eats every enemy token, then goes on for ever without eating one of "
                    "yours.");
    if (const QString text = ff::ui::LevelWords::hint(level); !text.isEmpty())
        lines << tr("Hint: %1").arg(text);
    return lines.join(QLatin1Char('\n'));
}

QString LevelText::stats(const QString& key)
{
    const int attempts = ProgressStore::attempts(key);
    const int hints = ProgressStore::totalHints(key);
    QStringList parts;
    parts << (ProgressStore::isSolved(key)     ? tr("Solved")
              : ProgressStore::isRevealed(key) ? tr("Solution shown")
                                               : tr("Not solved yet"));
    parts << (attempts == 0   ? tr("no attempts")
              : attempts == 1 ? tr("1 attempt")
                              : tr("%1 attempts").arg(attempts));
    if (hints > 0)
        parts << (hints == 1 ? tr("1 hint used") : tr("%1 hints used").arg(hints));
    return parts.join(QStringLiteral(" · "));
}

QString LevelText::hintDetails(const QString& key)
{
    const int checks = ProgressStore::hints(key, ff::ui::HintKind::CompletableCheck);
    const int pieces = ProgressStore::hints(key, ff::ui::HintKind::PieceShown);
    QStringList parts;
    if (checks > 0)
        parts << tr("%1 × completable check").arg(checks);
    if (pieces > 0)
        parts << tr("%1 × piece shown").arg(pieces);
    return parts.isEmpty() ? QString() : tr("Hints: %1").arg(parts.join(QStringLiteral(", ")));
}

QString LevelText::weeklyStreak(int weeks)
{
    return weeks == 1 ? tr("Weekly streak: 1 week") : tr("Weekly streak: %1 weeks").arg(weeks);
}

QString LevelText::duration(qint64 ms)
{
    const qint64 seconds = ms / 1000;
    const qint64 minutes = seconds / 60;
    if (minutes < 60)
        return QStringLiteral("%1:%2").arg(minutes).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2:%3")
        .arg(minutes / 60)
        .arg(minutes % 60, 2, 10, QLatin1Char('0'))
        .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString LevelText::unlocksOn(QDate monday)
{
    return tr("Unlocks on %1").arg(QLocale().toString(monday, QLocale::LongFormat));
}

QString LevelText::locked(QDate monday)
{
    return tr("This puzzle is locked. %1.").arg(unlocksOn(monday));
}

QString LevelText::fileCannotBePlayed(const QString& reason)
{
    return tr("This file cannot be played: %1").arg(reason);
}

} // namespace ff::app
