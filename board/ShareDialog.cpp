#include "board/ShareDialog.h"

#include <QBoxLayout>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>

namespace ff::ui {

ShareDialog::ShareDialog(const QString& title, const QString& code, QWidget* parent)
    : QDialog(parent), field_(new QPlainTextEdit(code)), copy_(new QPushButton(tr("&Copy")))
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
    field_->setWordWrapMode(QTextOption::WrapAnywhere);
    const QFontMetrics metrics(field_->font());
    constexpr int kColumns = 64;
    field_->setMinimumWidth(metrics.horizontalAdvance(QLatin1Char('M')) * kColumns + 24);
    const int lines = static_cast<int>(code.size()) / kColumns + 1;
    field_->setFixedHeight(metrics.lineSpacing() * std::min(lines, 8) + 16);
    field_->selectAll();
    copy_->setObjectName(QStringLiteral("copyCodeButton"));
    auto* buttons = new QDialogButtonBox;
    buttons->addButton(copy_, QDialogButtonBox::ActionRole);
    buttons->addButton(new QPushButton(tr("Close")), QDialogButtonBox::RejectRole);
    copy_->setDefault(true);
    copy_->setFocus();
    connect(copy_, &QPushButton::clicked, this, &ShareDialog::copyRequested);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(field_);
    layout->addWidget(buttons);
}

QString ShareDialog::code() const
{
    return field_->toPlainText();
}

} // namespace ff::ui
