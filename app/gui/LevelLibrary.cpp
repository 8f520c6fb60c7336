#include "app/gui/LevelLibrary.h"

#include "app/gui/AppClock.h"
#include "app/gui/WeekMaker.h"
#include "board/EngineText.h"
#include "board/LevelFiles.h"
#include "engine/files/IsoWeek.h"
#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"
#include "online/HubAccount.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>

namespace ff::app {

namespace {

LevelEntry brokenEntry(const QString& path, const QString& error, bool draft = false)
{
    LevelEntry e;
    e.key = QStringLiteral("broken:") + path;
    e.source = path;
    e.error = error;
    e.draft = draft;
    return e;
}

// The files of a folder tree matching the level patterns, sorted by relative path.
QStringList levelFilesUnder(const QString& root)
{
    QStringList files;
    QDirIterator it(root, ff::ui::LevelFiles::patterns(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    std::sort(files.begin(), files.end());
    return files;
}

// The week of a date (the library's QDate edge to the engine's ISO weeks).
ff::IsoWeek isoWeekOf(QDate day)
{
    return ff::isoWeekOf({day.year(), day.month(), day.day()});
}

// The entry's week and its Monday from the level's week, when that week exists.
void setWeek(LevelEntry& e, const ff::Level& level)
{
    if (!level.week)
        return;
    e.weekMonday = LevelLibrary::mondayOfWeek(QString::fromStdString(*level.week));
    if (e.weekMonday.isValid())
        e.week = isoWeekOf(e.weekMonday);
}

// Whether two levels are the same puzzle, their stored solutions and x- records aside
// (a hub sends neither as the level's file holds them: no solution, the records'
// keys in another order).
bool sameLevel(ff::Level a, ff::Level b)
{
    a.solution.reset();
    b.solution.reset();
    a.extras.clear();
    b.extras.clear();
    return ff::writeLevel(a) == ff::writeLevel(b);
}

} // namespace

LevelLibrary::LevelLibrary(const QString& shippedRoot, const QString& userDir, QObject* parent)
    : QObject(parent), shippedRoot_(shippedRoot), userDir_(userDir), today_(AppClock::today())
{
    if (userDir_.isEmpty())
        userDir_ = ff::ui::LevelFiles::myLevelsDir();
    reload();
}

void LevelLibrary::setToday(QDate day)
{
    today_ = day;
    reload();
}

void LevelLibrary::setMadeWeeksDir(const QString& dir)
{
    delete maker_;
    maker_ = new WeekMaker(dir, this);
    connect(maker_, &WeekMaker::changed, this, &LevelLibrary::reload);
    reload();
}

QString LevelLibrary::collectionTitle(Collection c)
{
    switch (c) {
    case Tutorial:
        return tr("Tutorial");
    case ThisWeek:
        return tr("This week");
    case Archive:
        return tr("Archive");
    case Upcoming:
        return tr("Upcoming");
    case More:
        return tr("More levels");
    case Random:
        return tr("Random puzzle");
    case Community:
        return tr("Community");
    case MyLevels:
        return tr("My levels");
    case Opened:
        return tr("Opened files");
    case CollectionCount:
        break;
    }
    return {};
}

void LevelLibrary::reload()
{
    std::vector<LevelEntry> opened = std::move(collections_[Opened]);
    std::vector<LevelEntry> random = std::move(collections_[Random]);
    for (auto& c : collections_)
        c.clear();
    loadShipped();
    loadUser();
    for (const ff::online::CommunityLevel& c : community_)
        collections_[Community].push_back(communityEntry(c));
    collections_[Opened] = std::move(opened);
    collections_[Random] = std::move(random);
    emit changed();
}

void LevelLibrary::loadShipped()
{
    const QString tutorialDir = shippedRoot_ + QStringLiteral("/tutorial/");
    std::vector<LevelEntry> weekly;
    for (const QString& path : levelFilesUnder(shippedRoot_)) {
        for (LevelEntry& e : loadFile(path, QStringLiteral("builtin:"))) {
            if (path.startsWith(tutorialDir))
                collections_[Tutorial].push_back(std::move(e));
            else if (e.week)
                weekly.push_back(std::move(e));
            else
                collections_[More].push_back(std::move(e));
        }
    }
    addMadeWeek(weekly);
    mergeHubWeeks(weekly);
    // Newest first; the current week, else (without made weeks) the newest released
    // one, is This week. A week being made leaves This week empty until it is made.
    std::stable_sort(weekly.begin(), weekly.end(),
                     [](const LevelEntry& a, const LevelEntry& b) { return *a.week > *b.week; });
    const ff::IsoWeek thisWeek = isoWeekOf(today_);
    for (LevelEntry& e : weekly) {
        if (*e.week > thisWeek)
            collections_[Upcoming].insert(collections_[Upcoming].begin(), std::move(e));
        else if (collections_[ThisWeek].empty() && making_ == Making::No)
            collections_[ThisWeek].push_back(std::move(e));
        else
            collections_[Archive].push_back(std::move(e));
    }
}

void LevelLibrary::setHub(const QUrl& hub, std::vector<ff::online::HubWeek> weeks,
                          std::vector<ff::online::CommunityLevel> community)
{
    hub_ = hub;
    hubWeeks_ = std::move(weeks);
    community_ = std::move(community);
    reload();
}

void LevelLibrary::addMadeWeek(std::vector<LevelEntry>& weekly)
{
    making_ = Making::No;
    const ff::IsoWeek week = currentWeek();
    if (!maker_ ||
        std::any_of(weekly.begin(), weekly.end(), [&week](const LevelEntry& e) { return *e.week == week; }))
        return;
    const QString name = QString::fromStdString(ff::isoWeekText(week));
    if (const ff::Level* level = maker_->levelOf(week)) {
        // Listed also when the hub holds the week: mergeHubWeeks then keeps the made
        // key (and its progress) for the same level.
        LevelEntry e;
        e.key = QStringLiteral("made:") + name;
        e.source = maker_->fileOf(week);
        e.made = true;
        setWeek(e, *level);
        e.level = *level;
        if (!hub_.isEmpty()) {
            e.hub = hub_;
            e.hubTarget = name;
        }
        weekly.push_back(std::move(e));
        return;
    }
    if (std::any_of(hubWeeks_.begin(), hubWeeks_.end(),
                    [&name](const ff::online::HubWeek& w) { return w.week == name; }))
        return;
    if (maker_->failed(week)) {
        making_ = Making::Failed;
        return;
    }
    maker_->make(week);
    making_ = Making::Running;
}

void LevelLibrary::mergeHubWeeks(std::vector<LevelEntry>& weekly) const
{
    const QString hubId = ff::online::HubAccount::hubId(hub_);
    for (const ff::online::HubWeek& w : hubWeeks_) {
        LevelEntry e;
        e.key = QStringLiteral("hub:%1/%2").arg(hubId, w.week);
        e.source = hub_.toString();
        e.hub = hub_;
        e.hubTarget = w.week;
        e.hubSolvers = w.solvers;
        e.hubPrize = w.prize;
        setWeek(e, w.level);
        if (!e.week)
            continue;
        const auto shipped = std::find_if(weekly.begin(), weekly.end(),
                                          [&e](const LevelEntry& s) { return *s.week == *e.week; });
        e.level = w.level;
        if (shipped != weekly.end()) {
            // The same level keeps the shipped key, so its progress stays, and the
            // shipped solution, which the hub does not send.
            if (sameLevel(*shipped->level, w.level)) {
                e.key = shipped->key;
                e.level = shipped->level;
            }
            weekly.erase(shipped);
        }
        weekly.push_back(std::move(e));
    }
}

LevelEntry LevelLibrary::communityEntry(const ff::online::CommunityLevel& c) const
{
    LevelEntry e;
    e.key = communityKey(hub_, c.slug);
    e.source = hub_.toString();
    e.hub = hub_;
    e.hubTarget = c.slug;
    e.community = true;
    e.level = c.level;
    return e;
}

QString LevelLibrary::communityKey(const QUrl& hub, const QString& slug)
{
    return QStringLiteral("community:%1/%2").arg(ff::online::HubAccount::hubId(hub), slug);
}

QString LevelLibrary::addCommunityLevel(const ff::online::CommunityLevel& level)
{
    const auto it =
        std::find_if(community_.begin(), community_.end(),
                     [&level](const ff::online::CommunityLevel& c) { return c.slug == level.slug; });
    if (it != community_.end())
        *it = level;
    else
        community_.push_back(level);
    const LevelEntry entry = communityEntry(level);
    auto& entries = collections_[Community];
    const auto e = std::find_if(entries.begin(), entries.end(),
                                [&entry](const LevelEntry& x) { return x.key == entry.key; });
    if (e != entries.end())
        *e = entry;
    else
        entries.push_back(entry);
    emit changed();
    return entry.key;
}

void LevelLibrary::loadUser()
{
    for (const QString& path : levelFilesUnder(userDir_)) {
        for (LevelEntry& e : loadFile(path, userKeyPrefix(path)))
            collections_[MyLevels].push_back(std::move(e));
    }
}

QString LevelLibrary::userKeyPrefix(const QString& path) const
{
    return QStringLiteral("user:%1#").arg(QDir(userDir_).relativeFilePath(path));
}

std::vector<LevelEntry> LevelLibrary::loadFile(const QString& path, const QString& keyPrefix)
{
    QString error;
    const std::optional<ff::Document> doc = ff::ui::LevelFiles::load(path, error);
    if (!doc)
        return {brokenEntry(path, error)};

    std::vector<ff::Level> levels;
    std::vector<ff::Problem> problems;
    if (const auto* level = std::get_if<ff::Level>(&*doc)) {
        problems = ff::validateLevel(*level);
        levels.push_back(*level);
    } else {
        const auto& pack = std::get<ff::Pack>(*doc);
        problems = ff::validatePack(pack);
        levels = pack.levels;
    }
    if (!problems.empty())
        return {brokenEntry(path, ff::ui::EngineText::fileProblem(problems.front()), true)};
    if (levels.empty())
        return {brokenEntry(path, tr("The pack holds no levels."))};

    std::vector<LevelEntry> out;
    for (size_t i = 0; i < levels.size(); ++i) {
        LevelEntry e;
        e.key = keyPrefix + QString::fromStdString(levels[i].id);
        e.source = path;
        setWeek(e, levels[i]);
        e.level = std::move(levels[i]);
        out.push_back(std::move(e));
    }
    return out;
}

QDate LevelLibrary::mondayOfWeek(const QString& isoWeek)
{
    const std::optional<ff::IsoWeek> week = ff::parseIsoWeek(isoWeek.toStdString());
    if (!week || !ff::isoWeekExists(*week))
        return {};
    const ff::CivilDate monday = ff::mondayOf(*week);
    return QDate(monday.year, monday.month, monday.day);
}

const LevelEntry* LevelLibrary::find(const QString& key) const
{
    for (const auto& c : collections_) {
        for (const LevelEntry& e : c) {
            if (e.key == key)
                return &e;
        }
    }
    return nullptr;
}

LevelLibrary::Collection LevelLibrary::collectionOf(const QString& key) const
{
    for (int c = 0; c < CollectionCount; ++c) {
        for (const LevelEntry& e : collections_[c]) {
            if (e.key == key)
                return static_cast<Collection>(c);
        }
    }
    return CollectionCount;
}

ff::IsoWeek LevelLibrary::currentWeek() const
{
    return isoWeekOf(today_);
}

bool LevelLibrary::isLocked(const LevelEntry& entry, bool unlockAll) const
{
    return !unlockAll && entry.week && entry.key.startsWith(QStringLiteral("builtin:")) &&
           *entry.week > isoWeekOf(today_);
}

bool LevelLibrary::isPlayable(const LevelEntry* entry, bool unlockAll) const
{
    return entry && !entry->broken() && !isLocked(*entry, unlockAll);
}

QStringList LevelLibrary::openFile(const QString& path, QString& error)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        error = tr("%1 does not exist.").arg(QDir::toNativeSeparators(path));
        return {};
    }
    const QString absolute = info.absoluteFilePath();
    const bool mine = isUserFile(absolute);
    std::vector<LevelEntry> loaded =
        loadFile(absolute, mine ? userKeyPrefix(absolute) : QStringLiteral("file:%1#").arg(absolute));
    if (loaded.size() == 1 && loaded.front().broken()) {
        error = tr("%1 cannot be used: %2").arg(QDir::toNativeSeparators(path), loaded.front().error);
        return {};
    }
    QStringList keys;
    for (LevelEntry& e : loaded) {
        keys.append(e.key);
        if (find(e.key))
            continue;
        collections_[mine ? MyLevels : Opened].push_back(std::move(e));
    }
    emit changed();
    return keys;
}

QStringList LevelLibrary::importFile(const QString& path, QString& error)
{
    const QFileInfo info(path);
    const std::vector<LevelEntry> loaded = loadFile(info.absoluteFilePath(), QString());
    if (loaded.size() == 1 && loaded.front().broken()) {
        error = tr("%1 cannot be imported: %2").arg(QDir::toNativeSeparators(path), loaded.front().error);
        return {};
    }
    QDir().mkpath(userDir_);
    const QString name = info.fileName();
    const QString known = ff::ui::LevelFiles::suffixOf(name);
    const QString suffix = known.isEmpty() ? ff::ui::LevelFiles::suffix(false) : known;
    const QString target = ff::ui::LevelFiles::freePath(userDir_, name.chopped(known.size()), suffix);
    if (!QFile::copy(info.absoluteFilePath(), target)) {
        error = tr("%1 cannot be copied into %2.")
                    .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(userDir_));
        return {};
    }
    QFile::setPermissions(target, QFile::permissions(target) | QFileDevice::WriteOwner);
    reload();
    return keysOfFile(target);
}

bool LevelLibrary::isUserFile(const QString& path) const
{
    if (path.isEmpty() || path.startsWith(QLatin1Char(':')))
        return false;
    return QFileInfo(path).absoluteFilePath().startsWith(QDir(userDir_).absolutePath() + QLatin1Char('/'));
}

QStringList LevelLibrary::keysOfFile(const QString& path) const
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList keys;
    for (const auto& c : collections_) {
        for (const LevelEntry& e : c) {
            if (QFileInfo(e.source).absoluteFilePath() == absolute)
                keys.append(e.key);
        }
    }
    return keys;
}

bool LevelLibrary::writeFile(const QString& path, const QByteArray& bytes, QString& error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) < 0 || !file.commit()) {
        error = tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

bool LevelLibrary::deleteUserFile(const QString& path, QString& error)
{
    const QString name = QFileInfo(path).fileName();
    if (!isUserFile(path)) {
        error = tr("“%1” is not in My levels and is not deleted.").arg(name);
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = tr("“%1” cannot be read: %2").arg(name, file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    file.close();
    if (!file.moveToTrash()) {
        error = tr("“%1” cannot be moved to the trash: %2. It is still in My levels.")
                    .arg(name, file.errorString());
        return false;
    }
    deleted_ = {QFileInfo(path).absoluteFilePath(), bytes};
    reload();
    return true;
}

QString LevelLibrary::lastDeletedName() const
{
    return QFileInfo(deleted_.path).fileName();
}

QStringList LevelLibrary::undoDelete(QString& error)
{
    if (!canUndoDelete()) {
        error = tr("No deleted level to bring back.");
        return {};
    }
    QDir().mkpath(QFileInfo(deleted_.path).absolutePath());
    QString path = deleted_.path;
    if (QFileInfo::exists(path)) {
        const QString name = QFileInfo(path).fileName();
        const QString suffix = ff::ui::LevelFiles::suffixOf(name);
        path = ff::ui::LevelFiles::freePath(userDir_, name.chopped(suffix.size()), suffix);
    }
    if (!writeFile(path, deleted_.bytes, error))
        return {};
    deleted_ = {};
    reload();
    return keysOfFile(path);
}

namespace {
// The file name stem for a title: lower case letters and digits, runs of anything
// else as one "-"; "level" when nothing is left.
QString fileStem(const QString& title)
{
    QString stem;
    for (const QChar c : title.toLower()) {
        if (c.isLetterOrNumber())
            stem += c;
        else if (!stem.isEmpty() && !stem.endsWith(QLatin1Char('-')))
            stem += QLatin1Char('-');
    }
    while (stem.endsWith(QLatin1Char('-')))
        stem.chop(1);
    return stem.isEmpty() ? QStringLiteral("level") : stem;
}
} // namespace

QString LevelLibrary::renameUserLevel(const QString& key, const QString& title, QString& error)
{
    const LevelEntry* entry = find(key);
    const QString trimmed = title.simplified();
    if (!entry || !isUserFile(entry->source)) {
        error = tr("Only levels in My levels can be renamed.");
        return {};
    }
    if (!entry->level || keysOfFile(entry->source).size() != 1 ||
        ff::ui::LevelFiles::suffixOf(entry->source) != ff::ui::LevelFiles::suffix(false)) {
        error = tr("Only a file holding one readable level can be renamed here; open packs and drafts "
                   "in the editor.");
        return {};
    }
    if (trimmed.isEmpty()) {
        error = tr("A level needs a title.");
        return {};
    }
    const QString oldPath = QFileInfo(entry->source).absoluteFilePath();
    const QString newPath = QDir(userDir_).filePath(fileStem(trimmed) + ff::ui::LevelFiles::suffix(false));
    for (const LevelEntry& other : collections_[MyLevels]) {
        if (QFileInfo(other.source).absoluteFilePath() == oldPath)
            continue;
        if (other.level &&
            QString::fromStdString(other.level->title).compare(trimmed, Qt::CaseInsensitive) == 0) {
            error =
                tr("Another level in My levels is already called “%1”. Choose another title.").arg(trimmed);
            return {};
        }
    }
    if (newPath != oldPath && QFileInfo::exists(newPath)) {
        error = tr("My levels already holds a file named “%1”. Choose another title.")
                    .arg(QFileInfo(newPath).fileName());
        return {};
    }
    ff::Level level = *entry->level;
    level.title = trimmed.toStdString();
    level.titleI18n.clear();
    if (!writeFile(newPath, QByteArray::fromStdString(ff::writeLevel(level)), error))
        return {};
    if (newPath != oldPath)
        QFile::remove(oldPath);
    reload();
    return keysOfFile(newPath).value(0);
}

QString LevelLibrary::addSharedLevel(const ff::Level& level)
{
    for (const auto& c : collections_) {
        for (const LevelEntry& e : c) {
            if (e.level && *e.level == level)
                return e.key;
        }
    }
    LevelEntry e;
    e.source = QString::fromStdString(ff::encodeShareCode(level));
    e.key = QStringLiteral("code:") + e.source;
    setWeek(e, level);
    e.level = level;
    const QString key = e.key;
    collections_[Opened].push_back(std::move(e));
    emit changed();
    return key;
}

QString LevelLibrary::addRandomLevel(const ff::Level& level)
{
    LevelEntry e;
    e.key = QStringLiteral("random:") + QString::fromStdString(level.id);
    if (find(e.key))
        return e.key;
    e.source = QString::fromStdString(ff::encodeShareCode(level));
    e.level = level;
    const QString key = e.key;
    collections_[Random].push_back(std::move(e));
    emit changed();
    return key;
}

QString LevelLibrary::keepInMyLevels(const ff::Level& level, QString& error)
{
    QDir().mkpath(userDir_);
    const QString path = ff::ui::LevelFiles::freePath(userDir_, QString::fromStdString(level.id),
                                                      ff::ui::LevelFiles::suffix(false));
    if (!writeFile(path, QByteArray::fromStdString(ff::writeLevel(level)), error))
        return {};
    // Kept: it is listed under My levels from now on, no longer as an opened code.
    auto& opened = collections_[Opened];
    opened.erase(std::remove_if(opened.begin(), opened.end(),
                                [&](const LevelEntry& e) {
                                    return e.key.startsWith(QStringLiteral("code:")) && e.level &&
                                           *e.level == level;
                                }),
                 opened.end());
    reload();
    return keysOfFile(path).value(0);
}

} // namespace ff::app
