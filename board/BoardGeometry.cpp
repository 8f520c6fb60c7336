#include "board/BoardGeometry.h"

#include <algorithm>
#include <cmath>

namespace ff::ui {

BoardGeometry::BoardGeometry(const QRectF& target, int width, int height)
    : width_(std::max(width, 1)), height_(std::max(height, 1))
{
    layout(target, kMargin);
    if (cell_ >= kMinLetterCell)
        return;
    names_ = false;
    layout(target, kGateMargin);
    if (cell_ >= kMinGateCell)
        return;
    letters_ = false;
    layout(target, kThumbMargin);
}

void BoardGeometry::layout(const QRectF& target, qreal margin)
{
    const qreal cw = target.width() / (width_ + 2 * margin);
    const qreal ch = target.height() / (height_ + 2 * margin);
    cell_ = std::max<qreal>(std::min(cw, ch), 0.0);
    const QSizeF used(width_ * cell_, height_ * cell_);
    origin_ = QPointF(target.center().x() - used.width() / 2, target.center().y() - used.height() / 2);
}

QRectF BoardGeometry::boardRect() const
{
    return QRectF(origin_, QSizeF(width_ * cell_, height_ * cell_));
}

QRectF BoardGeometry::cellRect(ff::Cell c) const
{
    return QRectF(origin_.x() + c.x * cell_, origin_.y() + c.y * cell_, cell_, cell_);
}

QPointF BoardGeometry::toPixels(QPointF cellPoint) const
{
    return origin_ + cellPoint * cell_;
}

std::optional<ff::Cell> BoardGeometry::cellAt(QPointF p) const
{
    if (cell_ <= 0)
        return std::nullopt;
    const int x = static_cast<int>(std::floor((p.x() - origin_.x()) / cell_));
    const int y = static_cast<int>(std::floor((p.y() - origin_.y()) / cell_));
    if (x < 0 || y < 0 || x >= width_ || y >= height_)
        return std::nullopt;
    return ff::Cell{x, y};
}

} // namespace ff::ui
