// The legend: every piece and mark of the board, drawn by BoardRenderer exactly as
// the board draws it, with what it does to the monster's movement, to its sight and
// when it is pushed, in the words of docs/spec/rules.md without rule numbers. The
// player (Help > Legend in the app) and the level editor (its Help menu) open it;
// it stays open beside the board (not modal).
#pragma once

#include <QDialog>
#include <QPixmap>
#include <QStringList>

namespace ff::ui {

class LegendDialog : public QDialog {
    Q_OBJECT
public:
    explicit LegendDialog(QWidget* parent = nullptr);

    // The titles of the entries, in order: the pieces by their names
    // (EngineText::pieceName), then the monster and the marks of the board.
    QStringList titles() const { return titles_; }

    // Shows the legend of `parent`'s window, making it on first use.
    static LegendDialog* showFor(QWidget* parent);

private:
    void addEntry(const QPixmap& picture, const QString& title, const QString& text);

    QWidget* entries_;
    QStringList titles_;
};

} // namespace ff::ui
