// The problems the hub found with a level it was asked to publish, in the level
// editor's words.
#pragma once

#include "hubapi/ErrorCode.h"

#include <QCoreApplication>
#include <QString>

namespace ff::editor {

class HubProblemText {
    Q_DECLARE_TR_FUNCTIONS(ff::editor::HubProblemText)
public:
    // A problem the hub found with a level it was asked to publish: the validator's
    // codes as the editor's Problems list says them (EngineText::authorProblem), the
    // proof's codes (too-many-pieces, unsolvable, not-unique, stored-solution-fails,
    // not-tight) in sentences of their own that name the pieces by their cells ("the
    // stone on a2"); "Level 2: ..." for a level of a pack. Without the hub's
    // arguments, a sentence that names no pieces.
    static QString levelProblem(const ff::api::LevelProblem& problem);
};

} // namespace ff::editor
