#include "board/CellName.h"

namespace ff::ui {

QString columnName(int x)
{
    QString name;
    for (int n = x + 1; n > 0; n = (n - 1) / 26)
        name.prepend(QChar(u'a' + (n - 1) % 26));
    return name;
}

QString rowName(int y)
{
    return QString::number(y + 1);
}

QString cellName(ff::Cell c)
{
    return columnName(c.x) + rowName(c.y);
}

} // namespace ff::ui
