#include "app/gui/ProblemText.h"

#include "editor/ValidationPanel.h"

QString ProblemText::sentence(const ff::Problem& problem)
{
    const auto arg = [&problem](size_t i) {
        return i < problem.args.size() ? QString::fromStdString(problem.args[i]) : QString();
    };
    const QString& code = QString::fromStdString(problem.code);
    QString text;
    if (code == QLatin1String("invalid-json") && problem.args.size() == 3)
        text = tr("The file is not valid JSON (line %1, column %2).").arg(arg(0), arg(1));
    else if (code == QLatin1String("too-large"))
        text = tr("The file is larger than 4 MiB.");
    else if (code == QLatin1String("not-fearsome-floors"))
        text = tr("This is not a Furunkulus level or pack file.");
    else if (code == QLatin1String("unsupported-version") && problem.args.size() == 1)
        text = tr("The file has format version %1; this version of Furunkulus reads version 1.").arg(arg(0));
    else if (code == QLatin1String("missing-key") && problem.args.size() == 1)
        text = tr("The required entry \"%1\" is missing.").arg(arg(0));
    else if (code == QLatin1String("unknown-key") && problem.args.size() == 1)
        text = tr("The entry \"%1\" is not part of the level format.").arg(arg(0));
    else if (code != QLatin1String("integer-range")) // its sentence names the path itself
        text = ffui::ValidationPanel::sentence(problem);
    if (text.isEmpty())
        text = QString::fromStdString(problem.message);
    if (problem.path.empty())
        return text;
    return tr("%1: %2").arg(QString::fromStdString(problem.path), text);
}
