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

// An icon of the theme, else none: for an action that no standard pixmap pictures (a
// wrong picture misleads more than none).
inline QIcon themedIcon(const char* name)
{
    return QIcon::fromTheme(QString::fromLatin1(name));
}

} // namespace ff::ui
