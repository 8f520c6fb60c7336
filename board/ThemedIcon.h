// An icon of the desktop's icon theme, else the style's standard pixmap (themes
// differ between desktops; the fallback keeps every action recognisable).
#pragma once

#include <QApplication>
#include <QIcon>
#include <QStyle>

namespace ff::ui {

inline QIcon themedIcon(const char* name, QStyle::StandardPixmap fallback)
{
    return QIcon::fromTheme(QString::fromLatin1(name), QApplication::style()->standardIcon(fallback));
}

} // namespace ff::ui
