#include "editor/AutosaveStore.h"

#include "board/AppDataDir.h"
#include "engine/files/LevelIo.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QUuid>

#include <algorithm>

namespace ff::editor {

namespace {

const char* const kFormat = "furunkulus-autosave";
const char* const kSuffix = ".autosave.json";

QString lockPathFor(const QString& file)
{
    return file + QStringLiteral(".lock");
}

// A lock counts as stale only when its process is gone (QLockFile checks the pid);
// the age limit is set beyond any editing session so a long session keeps its lock.
constexpr int kStaleAfterMs = 20 * 24 * 3600 * 1000;

} // namespace

QString AutosaveStore::defaultDirectory()
{
    return ui::appDataDir() + QStringLiteral("/autosave");
}

AutosaveStore::AutosaveStore(const QString& directory) : directory_(directory)
{
    QDir().mkpath(directory_);
    filePath_ = QDir(directory_).filePath(QUuid::createUuid().toString(QUuid::WithoutBraces) + kSuffix);
    lock_ = std::make_unique<QLockFile>(lockPathFor(filePath_));
    lock_->setStaleLockTime(kStaleAfterMs);
    lock_->tryLock(0);
}

AutosaveStore::~AutosaveStore() = default;

bool AutosaveStore::save(const ff::Level& level, const QString& sourcePath, QString* error)
{
    return saveText(ff::writeLevel(level), sourcePath, error);
}

bool AutosaveStore::save(const ff::Pack& pack, const QString& sourcePath, QString* error)
{
    return saveText(ff::writePack(pack), sourcePath, error);
}

bool AutosaveStore::saveText(const std::string& text, const QString& sourcePath, QString* error)
{
    QJsonObject o;
    o.insert("format", kFormat);
    o.insert("source", sourcePath);
    o.insert("saved", QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    o.insert("document", QString::fromStdString(text));
    QSaveFile file(filePath_);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(o).toJson()) < 0 || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

void AutosaveStore::remove()
{
    QFile::remove(filePath_);
}

std::vector<AutosaveStore::Entry> AutosaveStore::pending() const
{
    std::vector<Entry> out;
    const QDir dir(directory_);
    for (const QString& name : dir.entryList({QStringLiteral("*") + kSuffix}, QDir::Files)) {
        const QString path = dir.filePath(name);
        if (path == filePath_)
            continue;
        QLockFile lock(lockPathFor(path));
        lock.setStaleLockTime(kStaleAfterMs);
        if (!lock.tryLock(0))
            continue; // its editor is still running
        lock.unlock();
        QFile file(path);
        if (file.size() > static_cast<qint64>(ff::kMaxFileBytes) * 2 || !file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
        if (o.value("format").toString() != QLatin1String(kFormat))
            continue;
        const ff::Loaded<ff::Document> loaded =
            ff::parseDocument(o.value("document").toString().toStdString());
        if (!loaded.value)
            continue;
        Entry e;
        if (const auto* pack = std::get_if<ff::Pack>(&*loaded.value)) {
            if (pack->levels.empty())
                continue;
            e.pack = *pack;
            e.level = pack->levels.front();
        } else {
            e.level = std::get<ff::Level>(*loaded.value);
        }
        e.file = path;
        e.sourcePath = o.value("source").toString();
        e.savedAt = QDateTime::fromString(o.value("saved").toString(), Qt::ISODateWithMs);
        out.push_back(std::move(e));
    }
    std::sort(out.begin(), out.end(), [](const Entry& a, const Entry& b) { return a.savedAt > b.savedAt; });
    return out;
}

void AutosaveStore::discard(const Entry& entry) const
{
    QFile::remove(entry.file);
    QFile::remove(lockPathFor(entry.file));
}

} // namespace ff::editor
