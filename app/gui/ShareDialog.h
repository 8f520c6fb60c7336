// The share code of a level in a small dialog: the code in a read-only, selectable
// field in a monospace font, a Copy button that puts it into the clipboard (through
// copyRequested, so the caller says what happened) and Close.
#pragma once

#include <QDialog>

class QLineEdit;
class QPushButton;

class ShareDialog : public QDialog {
    Q_OBJECT
public:
    ShareDialog(const QString& title, const QString& code, QWidget* parent = nullptr);

    QString code() const;
    QPushButton* copyButton() const { return copy_; }

signals:
    void copyRequested();

private:
    QLineEdit* field_;
    QPushButton* copy_;
};
