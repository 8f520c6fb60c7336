// One user action on the placement (place, remove, move, restart) as an undo step:
// it stores the placements before and after, which keeps undo exact whatever the
// action was.
#pragma once

#include "engine/rules/Level.h"

#include <QUndoCommand>

#include <vector>

namespace ff::ui {

class PlacementDocument;

class PlacementCommand : public QUndoCommand {
public:
    // `document` must outlive the command (the document owns its undo stack).
    PlacementCommand(PlacementDocument* document, std::vector<ff::Placement> before,
                     std::vector<ff::Placement> after, const QString& text);

    void undo() override;
    void redo() override;

private:
    PlacementDocument* document_;
    std::vector<ff::Placement> before_;
    std::vector<ff::Placement> after_;
};

} // namespace ff::ui
