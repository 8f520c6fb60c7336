// One edit of a level or pack as an undo step. It stores the whole document state
// (LevelEditDocument::Snapshot) before and after the edit, so undo and redo restore
// it exactly whatever the edit was (a level is a few kilobytes). Commands with the same non-empty merge key
// merge into one step: every cell of one drag, or the keystrokes typed into one field, undo together.
#pragma once

#include "editor/LevelEditDocument.h"

#include <QString>
#include <QUndoCommand>

namespace ff::editor {

class LevelEditCommand : public QUndoCommand {
public:
    // `document` must outlive the command (the document owns its undo stack).
    LevelEditCommand(LevelEditDocument* document, LevelEditDocument::Snapshot before,
                     LevelEditDocument::Snapshot after, const QString& text,
                     const QString& mergeKey = QString());

    void undo() override;
    void redo() override;
    int id() const override;
    // Takes over the other command's result when it has the same merge key; a merged
    // step that changes nothing becomes obsolete and leaves the stack.
    bool mergeWith(const QUndoCommand* other) override;

private:
    LevelEditDocument* document_;
    LevelEditDocument::Snapshot before_;
    LevelEditDocument::Snapshot after_;
    QString mergeKey_;
};

} // namespace ff::editor
