#include "app/gui/LevelItemDelegate.h"

#include "app/gui/ProgressStore.h"
#include "board/BoardRenderer.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace ff::app {

namespace {
constexpr int kMargin = 8;
constexpr int kGap = 14;
// Cards narrower than this (an 800-pixel window) draw the thumbnail smaller, so that
// titles and statuses keep their room.
constexpr int kNarrowCard = 360;
const QColor kSolvedGreen(46, 139, 87);
const QColor kStarGold(222, 166, 24);
const QColor kBrokenRed(190, 50, 40);
const QColor kShownGrey(120, 120, 130);

// A five-pointed star of outer radius r around c.
QPainterPath starPath(QPointF c, qreal r)
{
    QPainterPath path;
    for (int i = 0; i < 10; ++i) {
        const qreal radius = i % 2 ? r * 0.42 : r;
        const qreal angle = -M_PI / 2 + i * M_PI / 5;
        const QPointF pt(c.x() + radius * std::cos(angle), c.y() + radius * std::sin(angle));
        if (i == 0)
            path.moveTo(pt);
        else
            path.lineTo(pt);
    }
    path.closeSubpath();
    return path;
}
} // namespace

LevelItemDelegate::Mark LevelItemDelegate::progressMark(const QString& key)
{
    if (ProgressStore::solvedWithoutHints(key))
        return NoHintsMark;
    if (ProgressStore::isRevealed(key))
        return SolutionShownMark;
    return ProgressStore::isSolved(key) ? SolvedMark : NoMark;
}

QPixmap LevelItemDelegate::thumbnail(const ff::Level& level, qreal devicePixelRatio)
{
    const QSize size = thumbnailSize();
    QPixmap pix(size * devicePixelRatio);
    pix.setDevicePixelRatio(devicePixelRatio);
    pix.fill(Qt::transparent);
    QPainter p(&pix);
    p.setRenderHint(QPainter::Antialiasing);
    ff::ui::BoardRenderer::paintLevel(p, QRectF(QPointF(0, 0), QSizeF(size)), level);
    return pix;
}

QSize LevelItemDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex&) const
{
    const int text = option.fontMetrics.height() * 3 + 16;
    return {250, std::max(thumbnailSize().height(), text) + 2 * kMargin};
}

void LevelItemDelegate::paintLock(QPainter& p, const QRectF& r, const QColor& color)
{
    const qreal s = std::min(r.width(), r.height());
    const QPointF c = r.center();
    const QRectF body(c.x() - s * 0.32, c.y() - s * 0.05, s * 0.64, s * 0.45);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    QPen pen(color, s * 0.09);
    pen.setCapStyle(Qt::FlatCap);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    const QRectF shackle(c.x() - s * 0.2, c.y() - s * 0.42, s * 0.4, s * 0.5);
    p.drawArc(shackle, 0, 180 * 16);
    p.drawLine(QPointF(shackle.left(), shackle.center().y()), QPointF(shackle.left(), body.top()));
    p.drawLine(QPointF(shackle.right(), shackle.center().y()), QPointF(shackle.right(), body.top()));
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawRoundedRect(body, s * 0.06, s * 0.06);
    p.restore();
}

void LevelItemDelegate::paintMark(QPainter& p, const QRectF& disc, Mark mark)
{
    const qreal size = disc.width();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(mark == NoHintsMark ? kStarGold : mark == SolutionShownMark ? kShownGrey : kSolvedGreen);
    p.drawEllipse(disc);
    if (mark == NoHintsMark) {
        p.setBrush(Qt::white);
        p.drawPath(starPath(disc.center(), size * 0.36));
    } else if (mark == SolutionShownMark) {
        // An eye: the solution was seen.
        p.setPen(QPen(Qt::white, size * 0.08));
        p.setBrush(Qt::NoBrush);
        QPainterPath eye;
        const QPointF c = disc.center();
        eye.moveTo(c.x() - size * 0.32, c.y());
        eye.quadTo(c.x(), c.y() - size * 0.34, c.x() + size * 0.32, c.y());
        eye.quadTo(c.x(), c.y() + size * 0.34, c.x() - size * 0.32, c.y());
        p.drawPath(eye);
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::white);
        p.drawEllipse(c, size * 0.09, size * 0.09);
    } else {
        QPen pen(Qt::white, size * 0.13, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        QPainterPath tick;
        tick.moveTo(disc.left() + size * 0.27, disc.top() + size * 0.52);
        tick.lineTo(disc.left() + size * 0.44, disc.top() + size * 0.68);
        tick.lineTo(disc.left() + size * 0.74, disc.top() + size * 0.34);
        p.drawPath(tick);
    }
    p.restore();
}

void LevelItemDelegate::paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const bool selected = option.state & QStyle::State_Selected;
    const bool hovered = option.state & QStyle::State_MouseOver;
    const QPalette& pal = option.palette;

    // The card: a rounded panel, the highlight colour when selected.
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF card = QRectF(option.rect).adjusted(1.5, 1.5, -1.5, -1.5);
    QColor border = pal.color(QPalette::Mid);
    border.setAlphaF(hovered && !selected ? 0.9f : 0.45f);
    p->setPen(selected ? QPen(pal.color(QPalette::Highlight).darker(115), 1.5) : QPen(border, 1.0));
    p->setBrush(selected ? pal.color(QPalette::Highlight) : pal.color(QPalette::Base));
    p->drawRoundedRect(card, 8, 8);
    // The keyboard's card: a ring in the text colour, which stands out from the
    // highlight and from the base alike.
    if (option.state & QStyle::State_HasFocus) {
        p->setPen(QPen(pal.color(QPalette::Text), 2.0));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(QRectF(option.rect).adjusted(1, 1, -1, -1), 8.5, 8.5);
    }
    p->restore();

    const bool locked = index.data(LockedRole).toBool();
    const bool broken = index.data(BrokenRole).toBool();
    const bool solved = index.data(SolvedRole).toBool();
    const QColor text = pal.color(selected ? QPalette::HighlightedText : QPalette::Text);
    QColor muted = text;
    muted.setAlphaF(0.65f);

    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const QRect r = option.rect.adjusted(kMargin, kMargin, -kMargin, -kMargin);

    // Thumbnail with a frame; a lock over it while locked.
    const QSize ts = r.width() < kNarrowCard ? thumbnailSize() * 0.6 : thumbnailSize();
    const QRect thumb(r.left(), r.top() + (r.height() - ts.height()) / 2, ts.width(), ts.height());
    const QPixmap pix = index.data(ThumbnailRole).value<QPixmap>();
    if (!pix.isNull() && !broken) {
        // Narrow cards shrink the thumbnail: smoothly, not by dropping pixels.
        p->setRenderHint(QPainter::SmoothPixmapTransform, ts != thumbnailSize());
        p->drawPixmap(thumb, pix);
    } else {
        p->setPen(Qt::NoPen);
        p->setBrush(pal.color(QPalette::Mid));
        p->drawRoundedRect(thumb, 6, 6);
        if (broken) {
            QFont f = p->font();
            f.setPixelSize(ts.height() / 2);
            f.setBold(true);
            p->setFont(f);
            p->setPen(kBrokenRed);
            p->drawText(thumb, Qt::AlignCenter, QStringLiteral("!"));
        }
    }
    if (locked) {
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(30, 30, 40, 170));
        p->drawRoundedRect(thumb, 6, 6);
        const qreal dx = ts.width() * 0.23;
        const qreal dy = ts.height() * 0.16;
        paintLock(*p, QRectF(thumb).adjusted(dx, dy, -dx, -dy), QColor(245, 245, 245));
    }

    // Text block: title (bold, larger), stars, status.
    const int x = thumb.right() + kGap;
    const int tickSize = 26;
    const auto mark = static_cast<Mark>(index.data(MarkRole).toInt());
    const bool marked = mark != NoMark || solved;
    QRect textRect(x, r.top(), r.right() - x - (marked ? tickSize + kGap : 0), r.height());
    QFont titleFont = option.font;
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    const QFontMetrics tfm(titleFont);
    const int lineH = option.fontMetrics.height();
    // A status too long for one line (German, mostly) wraps onto a second one
    // rather than losing its end.
    const QString status = index.data(StatusRole).toString();
    const int statusLines =
        status.contains(QLatin1Char('\n')) || option.fontMetrics.horizontalAdvance(status) > textRect.width()
            ? 2
            : 1;
    const int blockH = tfm.height() + 4 + lineH + 4 + statusLines * lineH;
    int y = r.top() + (r.height() - blockH) / 2;
    p->setFont(titleFont);
    p->setPen(text);
    p->drawText(QRect(textRect.left(), y, textRect.width(), tfm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                tfm.elidedText(index.data(TitleRole).toString(), Qt::ElideRight, textRect.width()));
    y += tfm.height() + 4;

    const int difficulty = index.data(DifficultyRole).toInt();
    if (difficulty > 0) {
        const qreal sr = lineH * 0.42;
        for (int i = 0; i < 5; ++i) {
            const QPointF c(textRect.left() + sr + i * (2.3 * sr), y + lineH / 2.0);
            p->setPen(Qt::NoPen);
            if (i < difficulty) {
                p->setBrush(kStarGold);
            } else {
                QColor off = muted;
                off.setAlphaF(0.25f);
                p->setBrush(off);
            }
            p->drawPath(starPath(c, sr));
        }
    }
    if (const QString words = index.data(DifficultyTextRole).toString(); !words.isEmpty()) {
        const int left =
            difficulty > 0 ? textRect.left() + qRound(lineH * 0.42 * 11.5) + kMargin : textRect.left();
        const QRect wordsRect(left, y, textRect.right() - left, lineH);
        p->setFont(option.font);
        p->setPen(muted);
        p->drawText(wordsRect, Qt::AlignLeft | Qt::AlignVCenter,
                    option.fontMetrics.elidedText(words, Qt::ElideRight, wordsRect.width()));
    }
    y += lineH + 4;

    p->setFont(option.font);
    p->setPen(broken && !selected ? kBrokenRed : muted);
    p->drawText(QRect(textRect.left(), y, textRect.width(), statusLines * lineH),
                Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, status);

    // The mark of how it was finished; a plain tick when only SolvedRole is known.
    if (marked) {
        const QRectF disc(r.right() - tickSize, r.top() + (r.height() - tickSize) / 2.0, tickSize, tickSize);
        paintMark(*p, disc, mark != NoMark ? mark : SolvedMark);
    }
    p->restore();
}

} // namespace ff::app
