// The looks the level browser's pages share, and the app's logo: a page's heading
// with the line under it, a list of level cards (LevelItemDelegate), the red main
// button, and the monster drawn by the board renderer.
#pragma once

#include <QPixmap>

class QLabel;
class QListWidget;
class QPushButton;

namespace ff::app {

class BrowserStyle {
public:
    static void styleHeading(QLabel* heading, QLabel* description);
    static void styleCardList(QListWidget* list);
    // The button is named first: its style sheet selects its object name.
    static void styleMainButton(QPushButton* button);
    // The monster as the app's logo, `size` device-independent pixels square.
    static QPixmap monsterPixmap(int size, qreal devicePixelRatio);
};

} // namespace ff::app
