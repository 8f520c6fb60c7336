#include "app/gui/CollectionItemDelegate.h"

#include <QPainter>

namespace ff::app {

void CollectionItemDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                                   const QModelIndex& index) const
{
    // The sidebar shows the keyboard focus with a ring around it (the browser's style
    // sheet); its items draw none inside them.
    QStyleOptionViewItem item(option);
    item.state &= ~QStyle::State_HasFocus;
    QStyledItemDelegate::paint(painter, item, index);
    const QString progress = index.data(ProgressRole).toString();
    if (progress.isEmpty())
        return;
    painter->save();
    QColor color = option.palette.color(option.state & QStyle::State_Selected ? QPalette::HighlightedText
                                                                              : QPalette::WindowText);
    color.setAlphaF(0.6f);
    painter->setPen(color);
    QFont font = option.font;
    font.setPointSizeF(font.pointSizeF() * 0.85);
    painter->setFont(font);
    painter->drawText(option.rect.adjusted(0, 0, -14, 0), Qt::AlignRight | Qt::AlignVCenter, progress);
    painter->restore();
}

} // namespace ff::app
