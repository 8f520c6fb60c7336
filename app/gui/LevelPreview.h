// A board preview drawn with vector shapes at whatever size the widget has (the
// browser's detail pane). Shows nothing but a placeholder when there is no level,
// and for a locked level a lock on a plain placeholder: its board stays secret until
// it unlocks.
#pragma once

#include "engine/rules/Level.h"

#include <QWidget>
#include <optional>

namespace ff::app {

class LevelPreview : public QWidget {
    Q_OBJECT
public:
    explicit LevelPreview(QWidget* parent = nullptr);

    void setLevel(const std::optional<ff::Level>& level, bool locked);
    // Whether a board is drawn (a level is set and it is not locked).
    bool showsBoard() const { return level_ && !locked_; }

    QSize sizeHint() const override { return {420, 290}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width * 11 / 16; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<ff::Level> level_;
    bool locked_ = false;
};

} // namespace ff::app
