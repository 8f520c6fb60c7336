// The level editor's board: paints the edited level with BoardRenderer and turns
// mouse and keyboard input into LevelEditDocument edits according to the current
// tool. A press-drag-release of a painting tool (pieces, blood, voids, zone,
// erase) is one undo step; with the Select tool a drag moves a piece (one step).
//
// Mouse: left button applies the tool (the Monster and Teleporter tools turn the
// monster / the arrow when clicked on them again); right button erases the cell.
// Keyboard: arrows move the selected cell (with Shift, the piece on it too),
// Space/Enter apply the tool there,
// Delete erases it, R turns the monster or teleporter arrow there clockwise.
#pragma once

#include "board/BoardGeometry.h"
#include "editor/EditorTool.h"
#include "engine/rules/Geometry.h"
#include "engine/rules/Level.h"

#include <QWidget>

#include <optional>
#include <string>
#include <vector>

namespace ff::editor {

class LevelEditDocument;

class EditorBoardView : public QWidget {
    Q_OBJECT
public:
    // `document` must outlive the view.
    explicit EditorBoardView(LevelEditDocument* document, QWidget* parent = nullptr);

    EditorTool tool() const { return tool_; }
    void setTool(EditorTool tool);
    // Colour name (empty = the side's default) and number 1..6 (0 = none) of the
    // tokens the token tools place.
    void setTokenStyle(const QString& color, int value);

    // Placements drawn over the level (a solution found by Verify); highlighted
    // ones get a warning ring (where solutions differ), idle ones a yellow ring (the
    // level is won without them). Not part of the level.
    void setPreview(std::vector<ff::Placement> placements, std::vector<ff::Placement> highlighted = {},
                    std::vector<ff::Placement> idle = {});
    // A level drawn instead of the document's (a change Verify proposes), with the
    // `changed` cells ringed; nothing: the document's level. Not part of the level.
    void setPreviewLevel(std::optional<ff::Level> level, std::vector<ff::Cell> changed = {});

    std::optional<ff::Cell> selectedCell() const { return selected_; }
    void setSelectedCell(std::optional<ff::Cell> cell);
    // Erases what stands on the selected cell (the Delete action).
    void deleteSelection();
    // Turns the monster or the teleporter arrow on the selected cell clockwise.
    void turnSelection();

    ui::BoardGeometry boardGeometry() const;
    QPoint cellCenter(ff::Cell c) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void toolChanged(ff::editor::EditorTool tool);
    // A sentence for the status bar when an edit was refused.
    void refused(const QString& reason);
    void selectionChanged(std::optional<ff::Cell> cell);
    void hoverChanged(std::optional<ff::Cell> cell);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    std::optional<ff::Cell> cellAt(QPointF p) const;
    bool isStrokeTool() const;
    // The undo text of a drag with the current tool.
    QString strokeText() const;
    // Applies the current stroke tool to one cell; returns the refusal as text.
    QString applyStroke(ff::Cell c);
    // Applies the tool as a single click (also used by the keyboard).
    void applyClick(ff::Cell c);
    void report(int refusal);

    LevelEditDocument* document_;
    EditorTool tool_;
    std::optional<std::string> tokenColor_;
    std::optional<int> tokenValue_;
    std::optional<ff::Cell> selected_;
    std::optional<ff::Cell> hover_;
    std::vector<ff::Placement> preview_;
    std::vector<ff::Placement> highlighted_;
    std::vector<ff::Placement> idle_;
    std::optional<ff::Level> previewLevel_;
    std::vector<ff::Cell> changed_;

    // The gesture in progress.
    bool stroking_ = false;
    std::optional<ff::Cell> lastStrokeCell_;
    bool strokeSets_ = true; // Void / Zone: the drag sets (true) or clears (false)
    std::optional<ff::Cell> moveFrom_;
    std::optional<ff::Cell> moveTarget_;
};

} // namespace ff::editor
