// The share code of a level in a small dialog: the whole code in a read-only,
// selectable field in a monospace font (wrapped anywhere, it has no spaces), a Copy button that puts it into
// the clipboard (through copyRequested, so the caller says what happened) and Close.
#pragma once

#include <QDialog>

class QPlainTextEdit;
class QPushButton;

namespace ff::ui {

class ShareDialog : public QDialog {
    Q_OBJECT
public:
    ShareDialog(const QString& title, const QString& code, QWidget* parent = nullptr);

    QString code() const;
    QPushButton* copyButton() const { return copy_; }

signals:
    void copyRequested();

private:
    QPlainTextEdit* field_;
    QPushButton* copy_;
};

} // namespace ff::ui
