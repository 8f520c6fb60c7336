#include "app/gui/ReportDialog.h"

#include "hubapi/Community.h"

#include <QBoxLayout>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace ff::app {

ReportDialog::ReportDialog(const QString& title, QWidget* parent)
    : QDialog(parent), reason_(new QLineEdit), length_(new QLabel)
{
    setObjectName(QStringLiteral("reportDialog"));
    setWindowTitle(tr("Report a Level"));
    auto* layout = new QVBoxLayout(this);
    auto* question = new QLabel(tr("Why should the operator of the hub look at “%1”? For example: it copies "
                                   "someone else's level, or its title is offensive.")
                                    .arg(title));
    question->setTextFormat(Qt::PlainText);
    question->setWordWrap(true);
    layout->addWidget(question);
    reason_->setObjectName(QStringLiteral("reportReason"));
    reason_->setMaxLength(static_cast<int>(ff::api::kMaxReportReasonChars));
    reason_->setPlaceholderText(tr("Your reason"));
    layout->addWidget(reason_);
    length_->setObjectName(QStringLiteral("reportLength"));
    layout->addWidget(length_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    report_ = buttons->addButton(tr("&Report"), QDialogButtonBox::AcceptRole);
    report_->setObjectName(QStringLiteral("reportSend"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(reason_, &QLineEdit::textChanged, this, &ReportDialog::showLength);
    showLength();
    resize(460, sizeHint().height());
}

QString ReportDialog::reason() const
{
    return reason_->text().trimmed();
}

void ReportDialog::showLength()
{
    length_->setText(tr("%1 of %2 characters").arg(reason().size()).arg(ff::api::kMaxReportReasonChars));
    report_->setEnabled(ff::api::reportReasonAllowed(reason().toStdString()));
}

} // namespace ff::app
