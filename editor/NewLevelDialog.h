// Asks what a new level starts from: the empty standard board (R3), the standard
// board with the rulebook's basic layout (R4), or an empty custom board of a chosen
// size (R2: 2..64 cells each way). Used by the editor's File > New Level and the
// app's "New level".
#pragma once

#include "engine/rules/Level.h"

#include <QDialog>

class QRadioButton;
class QSpinBox;

namespace ff::editor {

class NewLevelDialog : public QDialog {
    Q_OBJECT
public:
    enum class Start { StandardBoard, BasicLayout, CustomBoard };

    explicit NewLevelDialog(QWidget* parent = nullptr);

    Start start() const;
    void setStart(Start start);
    // The custom board's size (used for Start::CustomBoard).
    void setBoardSize(int width, int height);
    // The new level as chosen (LevelEditDocument::newStandardLevel / newCustomLevel).
    ff::Level level() const;

private:
    QRadioButton* standard_;
    QRadioButton* basic_;
    QRadioButton* custom_;
    QSpinBox* width_;
    QSpinBox* height_;
};

} // namespace ff::editor
