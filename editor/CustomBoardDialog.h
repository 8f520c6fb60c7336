// Asks for the size of a new custom board (R2: 2..64 cells each way).
#pragma once

#include <QDialog>

class QSpinBox;

namespace ffui {

class CustomBoardDialog : public QDialog {
    Q_OBJECT
public:
    explicit CustomBoardDialog(QWidget* parent = nullptr);
    int boardWidth() const;
    int boardHeight() const;

private:
    QSpinBox* width_;
    QSpinBox* height_;
};

} // namespace ffui
