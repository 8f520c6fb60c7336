// Paints one level of the browser's list as a card: board thumbnail, title,
// difficulty stars (with words beside them, if any), and a status line (solved and
// stats, locked until a date, or why a file is broken; a line break starts a second
// one). The list items carry their content in the roles below.
#pragma once

#include "engine/rules/Level.h"

#include <QPixmap>
#include <QStyledItemDelegate>

namespace ff::app {

class LevelItemDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    enum Role {
        TitleRole = Qt::UserRole + 1, // QString
        DifficultyRole,               // int 0..5, 0 = not rated
        StatusRole,                   // QString, the second line
        SolvedRole,                   // bool
        LockedRole,                   // bool
        BrokenRole,                   // bool
        ThumbnailRole,                // QPixmap
        KeyRole,                      // QString, the LevelEntry key
        MarkRole,                     // int, a Mark: how the level was finished
        DifficultyTextRole,           // QString, words beside the stars (elided; empty: none)
    };
    // The mark at the card's right edge: a green tick for solved, a gold star for
    // solved without hints, a grey eye for a level whose solution was shown.
    enum Mark { NoMark, SolvedMark, NoHintsMark, SolutionShownMark };

    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    // How the level of `key` was finished, as ProgressStore has it: without hints
    // beats a shown solution, which beats a plain solve.
    static Mark progressMark(const QString& key);

    // The thumbnail's size in device-independent pixels.
    static QSize thumbnailSize() { return {128, 88}; }
    // `level`'s board drawn at thumbnailSize() for a screen of `devicePixelRatio`.
    static QPixmap thumbnail(const ff::Level& level, qreal devicePixelRatio);
    // A padlock drawn with vector shapes, centred in `r`.
    // The mark `mark` (not NoMark) in a disc filling `disc`.
    static void paintMark(QPainter& p, const QRectF& disc, Mark mark);
    static void paintLock(QPainter& p, const QRectF& r, const QColor& color);
};

} // namespace ff::app
