#include "app/gui/LevelPreview.h"

#include "app/gui/LevelItemDelegate.h"
#include "board/BoardRenderer.h"

#include <QPainter>

namespace ff::app {

LevelPreview::LevelPreview(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setMinimumSize(240, 165);
}

void LevelPreview::setLevel(const std::optional<ff::Level>& level, bool locked)
{
    level_ = level;
    locked_ = locked;
    update();
}

void LevelPreview::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    // The board's aspect ratio, centred.
    const qreal ratio =
        level_ ? static_cast<qreal>(level_->board.height()) / level_->board.width() : 11.0 / 16.0;
    QRectF target(rect());
    if (target.height() > target.width() * ratio)
        target.setHeight(target.width() * ratio);
    else
        target.setWidth(target.height() / ratio);
    target.moveCenter(QRectF(rect()).center());
    if (!showsBoard()) {
        p.setPen(Qt::NoPen);
        p.setBrush(locked_ ? QColor(30, 30, 40) : palette().color(QPalette::Mid));
        p.drawRoundedRect(target, 10, 10);
    } else {
        ff::ui::BoardRenderer::paintLevel(p, target, *level_);
    }
    if (locked_) {
        const qreal s = std::min(target.width(), target.height()) * 0.35;
        LevelItemDelegate::paintLock(p, QRectF(target.center() - QPointF(s / 2, s / 2), QSizeF(s, s)),
                                     QColor(245, 245, 245));
    }
}

} // namespace ff::app
