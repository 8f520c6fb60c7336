#include "app/gui/WeekMaker.h"

#include "board/BackgroundJob.h"
#include "engine/files/LevelIo.h"
#include "engine/files/Validation.h"
#include "engine/search/WeeklySeries.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>

namespace ff::app {

WeekMaker::WeekMaker(const QString& dir, QObject* parent)
    : QObject(parent), dir_(dir), job_(new ff::ui::BackgroundJob(this))
{
}

QString WeekMaker::fileOf(ff::IsoWeek week) const
{
    return QDir(dir_).filePath(QString::fromStdString(ff::isoWeekText(week)) + QStringLiteral(".ffl.json"));
}

const ff::Level* WeekMaker::levelOf(ff::IsoWeek week)
{
    if (const auto it = made_.find(week); it != made_.end())
        return &it->second;
    QFile file(fileOf(week));
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    ff::Loaded<ff::Level> loaded = ff::parseLevel(file.readAll().toStdString());
    if (!loaded.value || !ff::validateLevel(*loaded.value).empty() ||
        loaded.value->week != ff::isoWeekText(week))
        return nullptr;
    return &made_.emplace(week, std::move(*loaded.value)).first->second;
}

void WeekMaker::make(ff::IsoWeek week)
{
    if (making_ == week || failed(week))
        return;
    making_ = week;
    job_->start(
        [week](std::stop_token stop, const ff::ui::BackgroundJob::Progress&) {
            return ff::weeklyLevelFor(week, {}, std::move(stop));
        },
        [this, week](const std::optional<ff::Level>& level) { finish(week, level); });
}

void WeekMaker::finish(ff::IsoWeek week, const std::optional<ff::Level>& level)
{
    making_.reset();
    if (!level) {
        failed_.insert(week);
        emit changed();
        return;
    }
    made_[week] = *level;
    QDir().mkpath(dir_);
    // Written whole or not at all (QSaveFile): a file that fails here is made again
    // at the next start.
    QSaveFile file(fileOf(week));
    if (file.open(QIODevice::WriteOnly) && file.write(QByteArray::fromStdString(ff::writeLevel(*level))) >= 0)
        file.commit();
    emit changed();
}

} // namespace ff::app
