#include "app/gui/PlayerPage.h"

#include "app/gui/LevelText.h"
#include "board/PlayerView.h"

#include <QBoxLayout>
#include <QLabel>

PlayerPage::PlayerPage(QWidget* parent)
    : QWidget(parent), view_(new ffui::PlayerView), title_(new QLabel), stars_(new QLabel),
      stats_(new QLabel), hint_(new QLabel)
{
    setObjectName(QStringLiteral("playerPage"));
    QFont titleFont = title_->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.7);
    titleFont.setBold(true);
    title_->setFont(titleFont);
    title_->setObjectName(QStringLiteral("levelTitle"));
    stars_->setObjectName(QStringLiteral("levelStars"));
    stars_->setStyleSheet(QStringLiteral("color: #dea618; font-size: 15pt;"));
    stats_->setObjectName(QStringLiteral("levelStats"));
    stats_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    hint_->setObjectName(QStringLiteral("levelHint"));
    hint_->setWordWrap(true);
    hint_->setStyleSheet(
        QStringLiteral("QLabel#levelHint { font-style: italic; padding: 6px 10px;"
                       " border-left: 4px solid #dea618; background: rgba(222,166,24,0.10); }"));

    auto* header = new QHBoxLayout;
    header->addWidget(title_);
    header->addSpacing(12);
    header->addWidget(stars_);
    header->addStretch(1);
    header->addWidget(stats_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 10, 16, 10);
    layout->addLayout(header);
    layout->addWidget(hint_);
    layout->addWidget(view_, 1);
}

void PlayerPage::showLevel(const ff::Level& level, const QString& key)
{
    key_ = key;
    title_->setText(LevelText::title(level));
    const int difficulty = level.difficulty.value_or(0);
    stars_->setText(LevelText::stars(difficulty));
    stars_->setVisible(difficulty > 0);
    stars_->setToolTip(tr("Difficulty %1 of 5").arg(difficulty));
    const QString hint = LevelText::hintLine(level);
    hint_->setText(hint);
    hint_->setVisible(!hint.isEmpty());
    updateStats();
}

void PlayerPage::updateStats()
{
    stats_->setText(LevelText::stats(key_));
    stats_->setToolTip(LevelText::hintDetails(key_));
}

QString PlayerPage::statsText() const
{
    return stats_->text();
}
QString PlayerPage::titleText() const
{
    return title_->text();
}
QString PlayerPage::hintText() const
{
    return hint_->isVisibleTo(this) ? hint_->text() : QString();
}
