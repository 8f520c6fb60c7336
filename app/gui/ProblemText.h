// Turns an ff::Problem from LevelIo into a sentence for the UI: a translated
// sentence for the problem codes the app knows, otherwise the JSON path and the
// engine's English message.
#pragma once

#include "engine/LevelIo.h"

#include <QCoreApplication>
#include <QString>

class ProblemText {
    Q_DECLARE_TR_FUNCTIONS(ProblemText)
public:
    static QString sentence(const ff::Problem& problem);
};
