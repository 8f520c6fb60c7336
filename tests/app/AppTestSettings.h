// The app tests' surroundings: QSettings, the standard paths and My levels in a
// temporary folder (never the user's own), English texts, an application that goes
// on when a test closes its last window, a level library on a chosen day, and a run
// of the player's view to its end.
#pragma once

#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelItemDelegate.h"
#include "app/gui/LevelLibrary.h"
#include "board/PlayerView.h"

#include <QApplication>
#include <QDate>
#include <QListWidget>
#include <QLocale>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QString>
#include <QTest>

#include <memory>

namespace apptest {

// Call once from initTestCase(); settings land in `dir`/settings.
inline void useTemporarySettings(const QString& dir)
{
    QLocale::setDefault(QLocale(QStringLiteral("en")));
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir + QStringLiteral("/settings"));
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir + QStringLiteral("/settings"));
    QCoreApplication::setOrganizationName(QStringLiteral("Furunkulus"));
    QCoreApplication::setApplicationName(QStringLiteral("Furunkulus"));
    const QSettings probe(QStringLiteral("Furunkulus"), QStringLiteral("Furunkulus"));
    QVERIFY2(probe.fileName().startsWith(dir), qPrintable(probe.fileName()));
    // Closing a test's last window must not end the application.
    QApplication::setQuitOnLastWindowClosed(false);
}

// Selects `key` in the browser and returns its card (null: not listed).
inline QListWidgetItem* itemFor(ff::app::LevelBrowser* browser, const QString& key)
{
    browser->selectLevel(key);
    QListWidget* list = browser->levelList();
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(ff::app::LevelItemDelegate::KeyRole).toString() == key)
            return list->item(i);
    }
    return nullptr;
}

// The shipped levels and My levels in `dir`/levels, on `today`.
inline std::unique_ptr<ff::app::LevelLibrary> makeLibrary(const QString& dir, QDate today)
{
    auto library =
        std::make_unique<ff::app::LevelLibrary>(QStringLiteral(":/levels"), dir + QStringLiteral("/levels"));
    library->setToday(today);
    return library;
}

// Places `placements` on `view`, releases the monster without animation and waits
// (at most 5 s) for the run's end; Running when it did not end.
inline ff::Outcome runPlacements(ff::ui::PlayerView* view, const std::vector<ff::Placement>& placements)
{
    view->setAnimationSpeed(0);
    view->setPlacements(placements);
    QSignalSpy finished(view, &ff::ui::PlayerView::runFinished);
    view->release();
    if (finished.isEmpty() && !finished.wait(5000))
        return ff::Outcome::Running;
    return finished.first().first().value<ff::Outcome>();
}

} // namespace apptest
