#include "board/CellName.h"

#include "picture/CellName.h"

namespace ff::ui {

QString columnName(int x)
{
    return QString::fromStdString(ff::picture::columnName(x));
}

QString rowName(int y)
{
    return QString::fromStdString(ff::picture::rowName(y));
}

QString cellName(ff::Cell c)
{
    return QString::fromStdString(ff::picture::cellName(c));
}

} // namespace ff::ui
