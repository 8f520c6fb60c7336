#include "editor/LevelEditCommand.h"

#include "editor/LevelEditDocument.h"

namespace ff::editor {

namespace {
constexpr int kMergeableId = 0x4c45; // any id not -1: QUndoStack only merges equal ids
}

LevelEditCommand::LevelEditCommand(LevelEditDocument* document, LevelEditDocument::Snapshot before,
                                   LevelEditDocument::Snapshot after, const QString& text,
                                   const QString& mergeKey)
    : QUndoCommand(text), document_(document), before_(std::move(before)), after_(std::move(after)),
      mergeKey_(mergeKey)
{
}

void LevelEditCommand::undo()
{
    document_->applySnapshot(before_);
}

void LevelEditCommand::redo()
{
    document_->applySnapshot(after_);
}

int LevelEditCommand::id() const
{
    return mergeKey_.isEmpty() ? -1 : kMergeableId;
}

bool LevelEditCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = dynamic_cast<const LevelEditCommand*>(other);
    if (!next || next->mergeKey_ != mergeKey_ || next->document_ != document_)
        return false;
    after_ = next->after_;
    setObsolete(before_ == after_);
    return true;
}

} // namespace ff::editor
