// The inventory as a palette: one row per kind of piece with its picture, its name,
// its key and how many are left to place. A row is selected by a click (then a
// click on the board places it) or dragged onto the board.
#pragma once

#include "engine/rules/Level.h"

#include <QPoint>
#include <QWidget>

#include <optional>
#include <vector>

class QMimeData;

namespace ff::ui {

class PlacementDocument;

struct PieceChoice {
    ff::PieceKind kind = ff::PieceKind::Stone;
    ff::Side side = ff::Side::Own; // tokens only
    friend bool operator==(const PieceChoice&, const PieceChoice&) = default;
};

class InventoryPalette : public QWidget {
    Q_OBJECT
public:
    explicit InventoryPalette(QWidget* parent = nullptr);

    // `document` must outlive the palette; the rows follow its level and placements.
    void setDocument(PlacementDocument* document);

    std::optional<PieceChoice> selected() const { return selected_; }
    // Selects the row of that kind; false (and no change) when the inventory has none.
    bool select(PieceChoice choice);
    void clearSelection();
    // Selects the first row with pieces left, if the selected one has none left.
    void selectNextAvailable();
    const std::vector<PieceChoice>& rows() const { return rows_; }
    // The centre of a row, e.g. to start a drag in a test.
    QPoint rowCenter(int row) const;

    // The key that selects a kind, a letter of its name in the UI language, each its
    // own (in English O, E, S, C, R, L, U).
    static QChar keyFor(PieceChoice choice);
    static std::optional<PieceChoice> choiceForKey(int key);

    // The drag-and-drop payload of a piece from the palette.
    static QString mimeType();
    static QMimeData* mimeFor(PieceChoice choice);
    static std::optional<PieceChoice> decode(const QMimeData* data);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void selectionChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void rebuild();
    int rowAt(QPoint p) const;
    QRect rowRect(int row) const;

    PlacementDocument* document_ = nullptr;
    std::vector<PieceChoice> rows_;
    std::optional<PieceChoice> selected_;
    QPoint pressPos_;
    int pressRow_ = -1;
};

} // namespace ff::ui
