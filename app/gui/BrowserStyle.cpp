#include "app/gui/BrowserStyle.h"

#include "app/gui/LevelItemDelegate.h"
#include "board/BoardRenderer.h"

#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>

namespace ff::app {

void BrowserStyle::styleHeading(QLabel* heading, QLabel* description)
{
    QFont headingFont = heading->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.8);
    headingFont.setBold(true);
    heading->setFont(headingFont);
    description->setWordWrap(true);
    description->setStyleSheet(QStringLiteral("color: palette(dark);"));
}

void BrowserStyle::styleCardList(QListWidget* list)
{
    list->setItemDelegate(new LevelItemDelegate(list));
    list->setUniformItemSizes(true);
    list->setSpacing(4);
    list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    list->setFrameShape(QFrame::NoFrame);
    list->setMouseTracking(true);
    list->viewport()->setBackgroundRole(QPalette::Window);
}

void BrowserStyle::styleMainButton(QPushButton* button)
{
    button->setDefault(true);
    button->setMinimumHeight(40);
    button->setStyleSheet(
        QStringLiteral(
            "QPushButton#%1 { background: #c0392b; color: white; font-weight: bold; font-size: 12pt;"
            " border: none; border-radius: 6px; padding: 6px 28px; }"
            "QPushButton#%1:hover { background: #d35445; }"
            // The keyboard's focus: the gold ring of the collections list, the button's
            // size kept (the border takes from the padding).
            "QPushButton#%1:focus { border: 3px solid #e8b339; padding: 3px 25px; }"
            "QPushButton#%1:disabled { background: #9a9a9a; color: #eeeeee; }")
            .arg(button->objectName()));
}

QPixmap BrowserStyle::monsterPixmap(int size, qreal devicePixelRatio)
{
    QPixmap pix(QSize(size, size) * devicePixelRatio);
    pix.setDevicePixelRatio(devicePixelRatio);
    pix.fill(Qt::transparent);
    QPainter p(&pix);
    p.setRenderHint(QPainter::Antialiasing);
    ff::ui::BoardRenderer::paintMonster(p, QPointF(size / 2.0, size / 2.0), size,
                                        ff::ui::BoardRenderer::angleOf(ff::Dir::E));
    return pix;
}

} // namespace ff::app
