#include "editor/CustomBoardDialog.h"

#include "engine/Board.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace ffui {

CustomBoardDialog::CustomBoardDialog(QWidget* parent)
    : QDialog(parent), width_(new QSpinBox(this)), height_(new QSpinBox(this))
{
    setWindowTitle(tr("New Custom Board"));
    auto* form = new QFormLayout(this);
    auto* note = new QLabel(tr("A rectangle of floor. Shape it with the Void tool: every void cell gets its "
                               "mirror cell, so the monster can always cross the walls."),
                            this);
    note->setWordWrap(true);
    form->addRow(note);
    for (QSpinBox* box : {width_, height_})
        box->setRange(ff::Board::kMinSize, ff::Board::kMaxSize);
    width_->setValue(10);
    height_->setValue(8);
    form->addRow(tr("&Width:"), width_);
    form->addRow(tr("&Height:"), height_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

int CustomBoardDialog::boardWidth() const
{
    return width_->value();
}

int CustomBoardDialog::boardHeight() const
{
    return height_->value();
}

} // namespace ffui
