#include "tests/app/AppTestCase.h"

#include "app/gui/AppSettings.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelItemDelegate.h"
#include "app/gui/RandomPuzzleMaker.h"
#include "board/AppDataDir.h"
#include "editor/AutosaveStore.h"
#include "editor/EditorWindow.h"
#include "editor/LevelEditDocument.h"
#include "engine/files/LevelIo.h"
#include "engine/rules/Arena.h"
#include "engine/rules/Placement.h"
#include "engine/search/Generator.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

using namespace ff::app;

namespace apptest {

void AppTestCase::setUp()
{
    QVERIFY(dir_.isValid());
    useTemporarySettings(dir_.path());
}

void AppTestCase::reset()
{
    AppSettings::setUnlockAll(false);
    QSettings(QStringLiteral("Furunkulus"), QStringLiteral("Furunkulus")).clear();
    QDir(dir_.path() + QStringLiteral("/levels")).removeRecursively();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/levels"))
        .removeRecursively();
    QDir(ff::ui::appDataDir() + QStringLiteral("/levels")).removeRecursively();
    for (const ff::editor::AutosaveStore::Entry& e : ff::editor::AutosaveStore().pending())
        ff::editor::AutosaveStore().discard(e);
}

void AppTestCase::answerModal(std::function<void(QWidget*)> answer)
{
    auto* timer = new QTimer(this);
    timer->setInterval(20);
    connect(timer, &QTimer::timeout, this, [timer, answer] {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal || !modal->isVisible())
            return;
        timer->stop();
        timer->deleteLater();
        answer(modal);
    });
    timer->start();
}

void AppTestCase::clickButton(QWidget* box, const QString& text)
{
    auto* messageBox = qobject_cast<QMessageBox*>(box);
    QVERIFY(messageBox);
    for (QAbstractButton* button : messageBox->buttons()) {
        if (button->text() == text) {
            button->click();
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("no button \"%1\" in \"%2\"").arg(text, messageBox->text())));
}

QList<ff::editor::EditorWindow*> AppTestCase::editors()
{
    QList<ff::editor::EditorWindow*> out;
    for (QWidget* w : QApplication::topLevelWidgets()) {
        if (auto* editor = qobject_cast<ff::editor::EditorWindow*>(w))
            out << editor;
    }
    return out;
}

void AppTestCase::closeEditors()
{
    for (ff::editor::EditorWindow* editor : editors()) {
        editor->document()->undoStack()->setClean();
        editor->close();
        delete editor;
    }
}

QAction* AppTestCase::actionWithShortcut(QWidget* window, const QKeySequence& shortcut)
{
    for (QAction* action : window->findChildren<QAction*>()) {
        if (action->shortcuts().contains(shortcut))
            return action;
    }
    return nullptr;
}

ff::Level AppTestCase::sharedLevel()
{
    QFile file(QStringLiteral(":/levels/weekly/2026-w46.ffl.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    ff::Level level =
        std::get<ff::Level>(*ff::parseDocument(std::string_view(bytes.constData(), bytes.size())).value);
    level.id = "from-a-friend";
    level.title = "From a Friend";
    level.titleI18n.clear();
    level.week.reset();
    return level;
}

std::unique_ptr<LevelLibrary> AppTestCase::makeLibrary(QDate today)
{
    return apptest::makeLibrary(dir_.path(), today);
}

QListWidgetItem* AppTestCase::itemFor(LevelBrowser* browser, const QString& key)
{
    return apptest::itemFor(browser, key);
}

void AppTestCase::doubleClick(QListWidget* list, QListWidgetItem* item)
{
    const QPoint centre = list->visualItemRect(item).center();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, centre);
}

ff::Level AppTestCase::asGenerated(ff::Level level, int difficulty, std::uint64_t seed)
{
    const ff::GeneratorOptions options = RandomPuzzleMaker::generatorOptions({difficulty, {}}, seed);
    level.id = ff::generatedId(options);
    level.title = ff::generatedTitle(options);
    level.difficulty = difficulty;
    level.extras = {{"x-generator", ff::generatorRecord(options)}};
    return level;
}

std::vector<ff::Placement> AppTestCase::losingPlacements(const ff::Level& level)
{
    if (!level.solution)
        return {};
    const ff::PlacementRules rules(level);
    const ff::Arena arena(level);
    for (std::size_t moved = 0; moved < level.solution->size(); ++moved) {
        for (int y = 0; y < level.board.height(); ++y) {
            for (int x = 0; x < level.board.width(); ++x) {
                const ff::Cell cell{x, y};
                std::vector<ff::Placement> placements = *level.solution;
                const bool taken = std::any_of(placements.begin(), placements.end(),
                                               [cell](const ff::Placement& p) { return p.at == cell; });
                if (taken || rules.cellRefusal(cell) != ff::PlacementRefusal::None)
                    continue;
                placements[moved].at = cell;
                ff::State state = arena.initialState();
                arena.place(state, placements);
                if (arena.run(state).outcome == ff::Outcome::OwnTokenLost)
                    return placements;
            }
        }
    }
    return {};
}

QString AppTestCase::screenFitProblems(const QString& where)
{
    QStringList problems;
    const auto size = [](QSize s) { return QStringLiteral("%1 x %2").arg(s.width()).arg(s.height()); };
    for (QWidget* window : QApplication::topLevelWidgets()) {
        if (!window->isVisible() || window->windowType() == Qt::Popup || window->windowType() == Qt::ToolTip)
            continue;
        const QRect area = window->screen()->availableGeometry();
        const QRect frame = window->frameGeometry();
        const QString name =
            QStringLiteral("%1: %2 \"%3\"")
                .arg(where, QLatin1String(window->metaObject()->className()), window->windowTitle());
        if (!area.contains(frame))
            problems << QStringLiteral("%1: frame %2 at %3,%4 outside the available %5 at %6,%7")
                            .arg(name, size(frame.size()))
                            .arg(frame.x())
                            .arg(frame.y())
                            .arg(size(area.size()))
                            .arg(area.x())
                            .arg(area.y());
        for (const QSize minimum : {window->minimumSize(), window->minimumSizeHint()}) {
            if (minimum.width() > area.width() || minimum.height() > area.height())
                problems << QStringLiteral("%1: minimum %2 above the available %3")
                                .arg(name, size(minimum), size(area.size()));
        }
    }
    return problems.join(QLatin1Char('\n'));
}

} // namespace apptest
