// The live list of what validateLevel finds in the edited level (and, for a valid
// level, a stored solution that no longer solves it), in plain
// translated words (EngineText::authorProblem). Activating an entry (click,
// Enter) points at the offending place: a cell (cellActivated) when the
// problem's JSON path names one, else the metadata field (fieldActivated: "id",
// "title", "author", "week", "difficulty", "hint", "inventory", "goal",
// "solution").
//
// When the stored solution no longer fits the level (LevelEditDocument::solutionMisfits)
// the panel offers to drop it in one click (one undo step), and a kind of piece the
// solution places more often than the inventory holds is named with its cells.
#pragma once

#include "engine/files/Problem.h"
#include "engine/rules/Level.h"

#include <QPoint>
#include <QWidget>

#include <optional>
#include <string>

class QLabel;
class QListWidget;
class QPushButton;

namespace ff::editor {

class LevelEditDocument;

class ValidationPanel : public QWidget {
    Q_OBJECT
public:
    // `document` must outlive the panel.
    explicit ValidationPanel(LevelEditDocument* document, QWidget* parent = nullptr);

    // The rows: the problems, or (for a valid level) the stored solution that no
    // longer solves it (LevelEditDocument::solutionFails).
    int problemCount() const;
    QString problemText(int row) const;
    // The row saying the stored solution no longer solves the level.
    static QString storedSolutionFailsText();
    // Points at problem `row` as a click would.
    void activate(int row);

    // The cell a JSON path of `level` names ("pieces[3].at", "pieces[0].cells[2]",
    // "monster.at", "board.void[1]", "allowed[0]", "solution[2].at", a piece as a
    // whole), or nothing when it names no cell or no longer exists.
    static std::optional<ff::Cell> cellOf(const ff::Level& level, const std::string& path);
    // The metadata field a path belongs to ("title_i18n.de" -> "title"), or empty.
    static QString fieldOf(const std::string& path);

signals:
    void cellActivated(QPoint cell);
    void fieldActivated(const QString& field);

private:
    void refresh();

    // The row of `problem`: EngineText::authorProblem, and for a kind the stored
    // solution places too often the cells it places it on.
    QString rowText(const ff::Problem& problem) const;

    LevelEditDocument* document_;
    QLabel* summary_;
    QPushButton* drop_;
    QListWidget* list_;
};

} // namespace ff::editor
