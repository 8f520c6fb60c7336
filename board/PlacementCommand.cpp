#include "board/PlacementCommand.h"

#include "board/PlacementDocument.h"

namespace ff::ui {

PlacementCommand::PlacementCommand(PlacementDocument* document, std::vector<ff::Placement> before,
                                   std::vector<ff::Placement> after, const QString& text)
    : QUndoCommand(text), document_(document), before_(std::move(before)), after_(std::move(after))
{
}

void PlacementCommand::undo()
{
    document_->applyPlacements(before_);
}

void PlacementCommand::redo()
{
    document_->applyPlacements(after_);
}

} // namespace ff::ui
