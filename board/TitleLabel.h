// A word-wrapped title that wraps only when its row has no room for it on one line:
// it asks for the width its text needs on one line, where a word-wrapped QLabel asks
// for less and wraps early.
#pragma once

#include <QLabel>

namespace ff::ui {

class TitleLabel : public QLabel {
public:
    explicit TitleLabel(QWidget* parent = nullptr);

    // The narrowest width at which the text shows on one line.
    int oneLineWidth() const;
    QSize sizeHint() const override;
};

} // namespace ff::ui
