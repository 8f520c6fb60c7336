#include "board/LevelFiles.h"

#include "board/AppDataDir.h"
#include "board/EngineText.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace ff::ui {

namespace {
const QString kLevelSuffix = QStringLiteral(".ffl.json");
const QString kPackSuffix = QStringLiteral(".ffpack.json");
} // namespace

QString LevelFiles::suffix(bool pack)
{
    return pack ? kPackSuffix : kLevelSuffix;
}

QString LevelFiles::suffixOf(const QString& name)
{
    if (name.endsWith(kPackSuffix))
        return kPackSuffix;
    if (name.endsWith(kLevelSuffix))
        return kLevelSuffix;
    return {};
}

bool LevelFiles::isLevelFile(const QString& name)
{
    return !suffixOf(name).isEmpty();
}

QStringList LevelFiles::patterns()
{
    return {QLatin1Char('*') + kLevelSuffix, QLatin1Char('*') + kPackSuffix};
}

QString LevelFiles::openFilter()
{
    return tr("Levels and packs (%1);;All files (*)").arg(patterns().join(QLatin1Char(' ')));
}

QString LevelFiles::saveFilter(bool pack)
{
    return pack ? tr("Packs (*%1)").arg(kPackSuffix) : tr("Levels (*%1)").arg(kLevelSuffix);
}

QString LevelFiles::myLevelsDir()
{
    return appDataDir() + QStringLiteral("/levels");
}

QString LevelFiles::openFolder()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString LevelFiles::freePath(const QString& dir, const QString& stem, const QString& suffix)
{
    const QDir folder(dir);
    QString path = folder.filePath(stem + suffix);
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = folder.filePath(QStringLiteral("%1-%2%3").arg(stem).arg(n).arg(suffix));
    return path;
}

std::optional<ff::Document> LevelFiles::load(const QString& path, QString& error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = tr("The file cannot be opened: %1").arg(file.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = file.read(static_cast<qint64>(ff::kMaxFileBytes) + 1);
    if (bytes.size() > static_cast<qint64>(ff::kMaxFileBytes)) {
        error = EngineText::fileTooLarge();
        return std::nullopt;
    }
    ff::Loaded<ff::Document> doc = ff::parseDocument(std::string_view(bytes.constData(), bytes.size()));
    if (!doc.value) {
        error = doc.problems.empty() ? tr("The file cannot be read as a level.")
                                     : EngineText::fileProblem(doc.problems.front());
        return std::nullopt;
    }
    return std::move(*doc.value);
}

} // namespace ff::ui
