// Paints a collection in the browser's sidebar: its title on the left and, when the
// item carries one, the progress ("3/10" solved) right-aligned in a muted colour; no
// focus rectangle inside an item.
#pragma once

#include <QStyledItemDelegate>

namespace ff::app {

class CollectionItemDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    static constexpr int ProgressRole = Qt::UserRole + 200; // QString, may be empty

    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
};

} // namespace ff::app
