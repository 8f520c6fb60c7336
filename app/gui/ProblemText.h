// Turns an ff::Problem from LevelIo into a sentence for the UI, after its JSON
// path: a translated sentence for the file's structure (here) and its content
// (ffui::ValidationPanel::sentence), otherwise the engine's English message.
#pragma once

#include "engine/LevelIo.h"

#include <QCoreApplication>
#include <QString>

class ProblemText {
    Q_DECLARE_TR_FUNCTIONS(ProblemText)
public:
    static QString sentence(const ff::Problem& problem);
};
