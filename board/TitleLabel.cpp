#include "board/TitleLabel.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace ff::ui {

TitleLabel::TitleLabel(QWidget* parent) : QLabel(parent)
{
    setWordWrap(true);
}

int TitleLabel::oneLineWidth() const
{
    const QMargins m = contentsMargins();
    const int extra = m.left() + m.right() + 2 * margin();
    // The wrapping measures the text otherwise than its advance does: from the advance
    // on, the first width at which the wrapped text is one line high (within a few
    // characters' width).
    const int oneLineHeight = heightForWidth(QWIDGETSIZE_MAX);
    const int from = static_cast<int>(std::ceil(QFontMetricsF(font()).horizontalAdvance(text()))) + extra;
    const int to = from + 4 * fontMetrics().averageCharWidth();
    int width = from;
    while (width < to && heightForWidth(width) > oneLineHeight)
        ++width;
    return width;
}

QSize TitleLabel::sizeHint() const
{
    return {std::max(oneLineWidth(), QLabel::minimumSizeHint().width()), QLabel::sizeHint().height()};
}

} // namespace ff::ui
