#include "board/AppDataDir.h"

#include "board/LevelFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QStandardPaths>

namespace {

// Qt's location, "<...>/<organization>/<application>" on most platforms.
QString standardLocation()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

// The doubled folder, or empty when the standard location is not doubled.
QString doubledDir()
{
    const QString location = standardLocation();
    const QString app = QCoreApplication::applicationName();
    const QString doubled = QLatin1Char('/') + app + QLatin1Char('/') + app;
    return !app.isEmpty() && location.endsWith(doubled) ? location : QString();
}

// `path` with "-2", "-3", ... before its level suffix (or extension) until free.
QString freePath(const QString& path)
{
    const QFileInfo info(path);
    const QString name = info.fileName();
    QString suffix = ff::ui::LevelFiles::suffixOf(name);
    if (suffix.isEmpty() && name.contains(QLatin1Char('.')))
        suffix = name.mid(name.lastIndexOf(QLatin1Char('.')));
    return ff::ui::LevelFiles::freePath(info.path(), name.chopped(suffix.size()), suffix);
}

} // namespace

namespace ff::ui {

QString appDataDir()
{
    const QString doubled = doubledDir();
    return doubled.isEmpty() ? standardLocation() : QFileInfo(doubled).path();
}

bool migrateDoubledAppDataDir()
{
    const QString from = doubledDir();
    if (from.isEmpty() || !QFileInfo(from).isDir())
        return true;
    const QDir source(from);
    const QDir target(appDataDir());
    bool allMoved = true;
    QDirIterator it(from, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString destination = freePath(target.filePath(source.relativeFilePath(file)));
        QDir().mkpath(QFileInfo(destination).path());
        allMoved = QFile::rename(file, destination) && allMoved;
    }
    if (allMoved)
        QDir(from).removeRecursively();
    return allMoved;
}

} // namespace ff::ui
