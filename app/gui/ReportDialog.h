// Asks the player why a community level should be looked at by the hub's operator:
// one line of reason, which Report sends only when the hub would take it
// (ff::api::reportReasonAllowed: 1 to 500 characters, not blank).
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace ff::app {

class ReportDialog : public QDialog {
    Q_OBJECT
public:
    // `title`: the level's title as the page shows it.
    explicit ReportDialog(const QString& title, QWidget* parent = nullptr);

    QString reason() const;
    QLineEdit* reasonEdit() const { return reason_; }
    QPushButton* reportButton() const { return report_; }

private:
    void showLength();

    QLineEdit* reason_;
    QLabel* length_;
    QPushButton* report_;
};

} // namespace ff::app
