#include "editor/NewLevelDialog.h"

#include "editor/LevelEditDocument.h"
#include "engine/rules/Board.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ff::editor {

namespace {

// A choice's explanation under its radio button, indented to the button's text.
QLabel* explanation(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setContentsMargins(24, 0, 0, 6);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

} // namespace

NewLevelDialog::NewLevelDialog(QWidget* parent)
    : QDialog(parent), standard_(new QRadioButton(tr("&Empty standard board"), this)),
      basic_(new QRadioButton(tr("Standard board with the &basic layout"), this)),
      custom_(new QRadioButton(tr("&Custom board"), this)), width_(new QSpinBox(this)),
      height_(new QSpinBox(this))
{
    setWindowTitle(tr("New Level"));
    auto* layout = new QVBoxLayout(this);
    auto* question = new QLabel(tr("What should the new level start from?"), this);
    layout->addWidget(question);
    layout->addSpacing(4);
    layout->addWidget(standard_);
    layout->addWidget(explanation(
        tr("The game's board of 16 × 11 cells with nothing on it but the monster at the exit."), this));
    layout->addWidget(basic_);
    layout->addWidget(
        explanation(tr("The game's board with the rulebook's eleven stones and two blood pools, ready for "
                       "tokens."),
                    this));
    layout->addWidget(custom_);
    layout->addWidget(explanation(tr("A rectangle of floor in a size of your choice. Shape it with the Void "
                                     "tool: every void cell gets its mirror cell, so the monster can always "
                                     "cross the walls."),
                                  this));
    auto* size = new QFormLayout;
    size->setContentsMargins(24, 0, 0, 0);
    for (QSpinBox* box : {width_, height_}) {
        box->setRange(ff::Board::kMinSize, ff::Board::kMaxSize);
        box->setSuffix(tr(" cells"));
    }
    width_->setValue(10);
    height_->setValue(8);
    size->addRow(tr("&Width:"), width_);
    size->addRow(tr("&Height:"), height_);
    layout->addLayout(size);
    layout->addStretch(1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("C&reate"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    const auto enableSize = [this] {
        width_->setEnabled(custom_->isChecked());
        height_->setEnabled(custom_->isChecked());
    };
    connect(custom_, &QRadioButton::toggled, this, enableSize);
    standard_->setChecked(true);
    enableSize();
    setMinimumWidth(460);
}

NewLevelDialog::Start NewLevelDialog::start() const
{
    return custom_->isChecked()  ? Start::CustomBoard
           : basic_->isChecked() ? Start::BasicLayout
                                 : Start::StandardBoard;
}

void NewLevelDialog::setStart(Start start)
{
    (start == Start::CustomBoard   ? custom_
     : start == Start::BasicLayout ? basic_
                                   : standard_)
        ->setChecked(true);
}

void NewLevelDialog::setBoardSize(int width, int height)
{
    width_->setValue(width);
    height_->setValue(height);
}

ff::Level NewLevelDialog::level() const
{
    switch (start()) {
    case Start::StandardBoard:
        return LevelEditDocument::newStandardLevel(false);
    case Start::BasicLayout:
        return LevelEditDocument::newStandardLevel(true);
    case Start::CustomBoard:
        break;
    }
    return LevelEditDocument::newCustomLevel(width_->value(), height_->value());
}

} // namespace ff::editor
