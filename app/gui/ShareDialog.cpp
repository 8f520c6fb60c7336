#include "app/gui/ShareDialog.h"

#include <QBoxLayout>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

ShareDialog::ShareDialog(const QString& title, const QString& code, QWidget* parent)
    : QDialog(parent), field_(new QLineEdit(code)), copy_(new QPushButton(tr("&Copy")))
{
    setObjectName(QStringLiteral("shareDialog"));
    setWindowTitle(tr("Share code"));
    auto* intro = new QLabel(tr("The share code of “%1”. Send it to friends; they open it with "
                                "File › Paste share code.")
                                 .arg(title));
    intro->setWordWrap(true);
    field_->setObjectName(QStringLiteral("shareCodeField"));
    field_->setReadOnly(true);
    field_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    field_->setMinimumWidth(std::min(field_->fontMetrics().horizontalAdvance(code) + 24, 640));
    field_->setCursorPosition(0);
    field_->selectAll();
    copy_->setObjectName(QStringLiteral("copyCodeButton"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addButton(copy_, QDialogButtonBox::ActionRole);
    copy_->setDefault(true);
    connect(copy_, &QPushButton::clicked, this, &ShareDialog::copyRequested);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(field_);
    layout->addWidget(buttons);
}

QString ShareDialog::code() const
{
    return field_->text();
}
