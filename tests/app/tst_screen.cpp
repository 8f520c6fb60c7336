// The window on small screens: usable at 800 x 600, never wider than the screen,
// and every dialog fitting a small screen.
#include "app/gui/AppSettings.h"
#include "app/gui/AppShell.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/MainWindow.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/RandomPuzzles.h"
#include "app/gui/SettingsDialog.h"
#include "board/BoardWidget.h"
#include "board/EngineText.h"
#include "board/LegendDialog.h"
#include "board/LevelWords.h"
#include "board/PlayerView.h"
#include "board/ShareDialog.h"
#include "editor/EditorWindow.h"
#include "editor/GenerateDialog.h"
#include "editor/LevelEditDocument.h"
#include "editor/NewLevelDialog.h"
#include "engine/search/Solver.h"
#include "tests/app/AppTestCase.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <memory>
#include <vector>

using namespace ff::app;

class TestScreen : public apptest::AppTestCase {
    Q_OBJECT
private slots:
    void initTestCase() { setUp(); }
    void init() { reset(); }
    void usableAt800x600();
    void windowNeverWiderThanTheScreen_data();
    void windowNeverWiderThanTheScreen();
    void dialogsFitASmallScreen_data();
    void dialogsFitASmallScreen();
    void firstWindowFitsTheAvailableArea_data();
    void firstWindowFitsTheAvailableArea();
    void lossFitsTheScreen_data();
    void lossFitsTheScreen();
    void winOnTheLargestWeeklyBoardFits_data();
    void winOnTheLargestWeeklyBoardFits();
    void howToPlayFits_data();
    void howToPlayFits();
    void editorInventoryNamesAreReadable_data();
    void editorInventoryNamesAreReadable();
    void elisionProblemsFindTextsShownShort();
    void toolbarKeepsItsLabels_data();
    void toolbarKeepsItsLabels();
    void titlesTakeTheRoomThereIs_data();
    void titlesTakeTheRoomThereIs();
    void cleanup();

private:
    // The app started in `language` (every weekly level open), its window shown.
    static std::unique_ptr<AppShell> startApp(const QString& language);
};

std::unique_ptr<AppShell> TestScreen::startApp(const QString& language)
{
    AppSettings::setLanguage(language);
    AppSettings::setUnlockAll(true);
    auto shell = std::make_unique<AppShell>();
    shell->applyLanguage();
    shell->start({});
    return shell;
}

void TestScreen::cleanup()
{
    AppSettings::setLanguage(QStringLiteral("en"));
    AppShell().applyLanguage();
}

void TestScreen::toolbarKeepsItsLabels_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("de") << QStringLiteral("de");
}

// At 800 pixels, in German too, Back to levels and Next unsolved keep their labels
// beside their icons, and a random puzzle's New puzzle and Keep theirs: the toolbar
// makes room by other means first. A label given up comes back on a page with room.
void TestScreen::toolbarKeepsItsLabels()
{
    QFETCH(QString, language);
    const std::unique_ptr<AppShell> shell = startApp(language);
    MainWindow* window = shell->window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    auto* bar = window->findChild<QToolBar*>(QStringLiteral("gameToolBar"));
    QVERIFY(bar);
    // The buttons shown with their labels.
    const auto labelled = [bar] {
        QStringList texts;
        for (QAction* action : bar->actions()) {
            auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(action));
            if (button && button->isVisible() && button->toolButtonStyle() == Qt::ToolButtonTextBesideIcon)
                texts << action->text();
        }
        return texts;
    };
    const auto hasLabels = [&](const QString& page, const std::vector<QAction*>& actions) {
        QApplication::processEvents();
        QVERIFY2(bar->sizeHint().width() <= window->width(),
                 qPrintable(page + QStringLiteral(": %1").arg(bar->sizeHint().width())));
        for (QAction* action : actions) {
            QVERIFY(action);
            auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(action));
            QVERIFY2(button && button->isVisible(), qPrintable(page + QStringLiteral(": ") + action->text()));
            QVERIFY2(button->toolButtonStyle() == Qt::ToolButtonTextBesideIcon,
                     qPrintable(page + QStringLiteral(": ") + action->text()));
        }
    };
    const std::vector<QAction*> levelActions{actionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::Key_L)),
                                             actionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::Key_N))};
    const QString tutorial = window->library()->entries(LevelLibrary::Tutorial).front().key;
    QVERIFY(window->openLevel(tutorial));
    hasLabels(QStringLiteral("tutorial"), levelActions);
    const QStringList tutorialLabels = labelled();

    auto* random = window->findChild<RandomPuzzles*>(QStringLiteral("randomPuzzles"));
    QVERIFY(random->openRandomPuzzle(asGenerated(sharedLevel(), 3, 0xc525eb83ded9d61)));
    hasLabels(QStringLiteral("random puzzle"), {random->newPuzzleAction(), random->keepAction()});

    QVERIFY(window->openLevel(tutorial));
    hasLabels(QStringLiteral("tutorial after the random puzzle"), levelActions);
    QCOMPARE(labelled(), tutorialLabels);
}

void TestScreen::titlesTakeTheRoomThereIs_data()
{
    toolbarKeepsItsLabels_data();
}

// A level's title and a lost run's title stay on one line where their row has room
// for it (the button beside a lost run's title moves below it first).
void TestScreen::titlesTakeTheRoomThereIs()
{
    QFETCH(QString, language);
    const std::unique_ptr<AppShell> shell = startApp(language);
    MainWindow* window = shell->window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    const auto oneLine = [window](const char* name) {
        QApplication::processEvents();
        auto* label = window->findChild<QLabel*>(QLatin1String(name));
        QVERIFY(label && label->isVisible());
        QVERIFY2(
            label->height() < 2 * label->fontMetrics().lineSpacing(),
            qPrintable(
                QStringLiteral("%1 %2 x %3").arg(label->text()).arg(label->width()).arg(label->height())));
    };
    for (const LevelEntry& entry : window->library()->entries(LevelLibrary::Tutorial)) {
        QVERIFY(window->openLevel(entry.key));
        oneLine("levelTitle");
    }
    QVERIFY(window->openLevel(window->library()->entries(LevelLibrary::Tutorial).at(1).key));
    const std::vector<ff::Placement> losing = losingPlacements(window->playerView()->level());
    QVERIFY(!losing.empty());
    QCOMPARE(apptest::runPlacements(window->playerView(), losing), ff::Outcome::OwnTokenLost);
    oneLine("resultTitle");
}

void TestScreen::usableAt800x600()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.resize(800, 600);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QApplication::processEvents();
    // As large as the screen allows, the frame within it.
    const QSize shown = window.size();
    QVERIFY(shown.width() >= 780 && shown.height() >= 580);
    const auto check = [&window, shown](const char* page) {
        QApplication::processEvents();
        const QSize minimum = window.minimumSizeHint();
        QVERIFY2(minimum.width() <= 800 && minimum.height() <= 600,
                 qPrintable(QStringLiteral("%1: minimum %2 x %3")
                                .arg(QLatin1String(page))
                                .arg(minimum.width())
                                .arg(minimum.height())));
        QCOMPARE(window.size(), shown);
        // Every button shown is as large as it needs to be and lies inside the window,
        // or inside a scroll area that brings it into view.
        for (QAbstractButton* button : window.findChildren<QAbstractButton*>()) {
            if (!button->isVisible())
                continue;
            const QRect inWindow(button->mapTo(&window, QPoint(0, 0)), button->size());
            const QString what = QStringLiteral("%1: \"%2\" at %3,%4 %5x%6, needs %7")
                                     .arg(QLatin1String(page), button->text())
                                     .arg(inWindow.x())
                                     .arg(inWindow.y())
                                     .arg(inWindow.width())
                                     .arg(inWindow.height())
                                     .arg(button->minimumSizeHint().width());
            QVERIFY2(button->width() >= button->minimumSizeHint().width(), qPrintable(what));
            bool scrolls = false;
            for (QWidget* w = button->parentWidget(); w && w != &window; w = w->parentWidget())
                scrolls = scrolls || qobject_cast<QAbstractScrollArea*>(w);
            QVERIFY2(scrolls || window.rect().contains(inWindow), qPrintable(what));
        }
    };
    check("browser");
    window.browser()->showCollection(LevelLibrary::MyLevels);
    check("my levels");
    QVERIFY(window.openLevel(QStringLiteral("builtin:weekly-2026-w47")));
    check("player");

    // The undo button keeps its place and size when its text names a step to undo.
    auto* bar = window.findChild<QToolBar*>(QStringLiteral("gameToolBar"));
    QVERIFY(bar);
    QAction* undo = actionWithShortcut(&window, QKeySequence::Undo);
    QVERIFY(undo);
    QWidget* undoButton = bar->widgetForAction(undo);
    QVERIFY(undoButton);
    const QRect before = undoButton->geometry();
    const ff::Level& level = *library->find(QStringLiteral("builtin:weekly-2026-w47"))->level;
    window.playerView()
        ->findChild<ff::ui::PlacementDocument*>(QStringLiteral("placementDocument"))
        ->place(level.solution->front().kind, level.solution->front().side, level.solution->front().at);
    QVERIFY(undo->isEnabled());
    QApplication::processEvents();
    QCOMPARE(undoButton->geometry(), before);
}

// The window never grows past the screen (the offscreen screen's), nor needs more than
// 800 x 600, in English and German, whatever page it shows: every collection, a level
// of each, a random puzzle with its long title, a finished run and the Solved panel.
void TestScreen::windowNeverWiderThanTheScreen_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("de") << QStringLiteral("de");
}

void TestScreen::windowNeverWiderThanTheScreen()
{
    QFETCH(QString, language);
    AppSettings::setLanguage(language);
    AppShell shell;
    shell.applyLanguage();
    shell.start({});
    MainWindow* window = shell.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    const QSize screen = window->screen()->availableGeometry().size();
    const auto check = [&](const QString& where) {
        QApplication::processEvents();
        const QString what = QStringLiteral("%1: window %2 x %3, minimum %4 x %5, screen %6 x %7")
                                 .arg(where)
                                 .arg(window->width())
                                 .arg(window->height())
                                 .arg(window->minimumSizeHint().width())
                                 .arg(window->minimumSizeHint().height())
                                 .arg(screen.width())
                                 .arg(screen.height());
        QVERIFY2(window->width() <= screen.width() && window->minimumSizeHint().width() <= screen.width(),
                 qPrintable(what));
        // Usable on an 800 x 600 screen too.
        QVERIFY2(window->minimumSizeHint().width() <= 800 && window->minimumSizeHint().height() <= 600,
                 qPrintable(what));
        // No toolbar button hides behind the extension arrow.
        auto* bar = window->findChild<QToolBar*>(QStringLiteral("gameToolBar"));
        for (QAction* action : bar->actions()) {
            if (action->isVisible() && !action->isSeparator())
                QVERIFY2(bar->widgetForAction(action)->isVisible(),
                         qPrintable(where + QStringLiteral(": \"%1\" hidden").arg(action->text())));
        }
    };
    check(QStringLiteral("start"));
    LevelLibrary* library = window->library();
    for (int c = 0; c < LevelLibrary::CollectionCount; ++c) {
        const auto collection = static_cast<LevelLibrary::Collection>(c);
        window->showBrowser();
        window->browser()->showCollection(collection);
        check(LevelLibrary::collectionTitle(collection));
        for (const LevelEntry& entry : library->entries(collection)) {
            if (!library->isPlayable(&entry, false))
                continue;
            QVERIFY(window->openLevel(entry.key));
            check(entry.key);
            break;
        }
    }
    const ff::Level level = asGenerated(sharedLevel(), 5, 0x7fffffffffffffff);
    QVERIFY(window->findChild<RandomPuzzles*>(QStringLiteral("randomPuzzles"))->openRandomPuzzle(level));
    QCOMPARE(window->playerPage()->titleText(), ff::ui::LevelWords::randomPuzzleTitle(5, 0x7fffffffffffffff));
    check(QStringLiteral("random puzzle"));
    ff::ui::PlayerView* view = window->playerView();
    view->setAnimationSpeed(0);
    QSignalSpy finished(view, &ff::ui::PlayerView::runFinished);
    view->setPlacements(*level.solution);
    view->release();
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY(window->playerPage()->isSolvedShown());
    check(QStringLiteral("solved"));
    window->showBrowser();
    window->browser()->showCollection(LevelLibrary::Random);
    check(QStringLiteral("random page after the puzzle"));
    AppSettings::setLanguage(QStringLiteral("en"));
    shell.applyLanguage();
}

// Every dialog of the app and the editor fits an 800 x 600 screen as it opens.
void TestScreen::dialogsFitASmallScreen_data()
{
    windowNeverWiderThanTheScreen_data();
}

void TestScreen::dialogsFitASmallScreen()
{
    QFETCH(QString, language);
    AppSettings::setLanguage(language);
    AppShell shell;
    shell.applyLanguage();
    std::vector<std::unique_ptr<QWidget>> dialogs;
    dialogs.push_back(std::make_unique<SettingsDialog>());
    dialogs.push_back(std::make_unique<ff::editor::NewLevelDialog>());
    dialogs.push_back(std::make_unique<ff::editor::GenerateDialog>());
    dialogs.push_back(std::make_unique<ff::ui::LegendDialog>());
    dialogs.push_back(
        std::make_unique<ff::ui::ShareDialog>(QStringLiteral("A title"), QString(500, QLatin1Char('A'))));
    for (const std::unique_ptr<QWidget>& dialog : dialogs) {
        const QSize hint = dialog->sizeHint();
        QVERIFY2(hint.width() <= 800 && hint.height() <= 600,
                 qPrintable(QStringLiteral("%1: %2 x %3")
                                .arg(QLatin1String(dialog->metaObject()->className()))
                                .arg(hint.width())
                                .arg(hint.height())));
    }
    // How to play, the longest message box.
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QSize help;
    answerModal([&help](QWidget* box) {
        help = box->sizeHint();
        box->close();
    });
    QAction* helpAction = actionWithShortcut(&window, QKeySequence::HelpContents);
    QVERIFY(helpAction);
    helpAction->trigger();
    QVERIFY2(help.isValid() && help.width() <= 800 && help.height() <= 600,
             qPrintable(QStringLiteral("How to play: %1 x %2").arg(help.width()).arg(help.height())));
    AppSettings::setLanguage(QStringLiteral("en"));
    shell.applyLanguage();
}

// The first window lies within the screen's available area, frame and all.
void TestScreen::firstWindowFitsTheAvailableArea_data()
{
    windowNeverWiderThanTheScreen_data();
}

void TestScreen::firstWindowFitsTheAvailableArea()
{
    QFETCH(QString, language);
    const auto shell = startApp(language);
    QVERIFY(QTest::qWaitForWindowExposed(shell->window()));
    APPTEST_VERIFY_FITS_SCREEN(QStringLiteral("first window"));
}

// A lost run does not widen the window: the result under the board wraps.
void TestScreen::lossFitsTheScreen_data()
{
    windowNeverWiderThanTheScreen_data();
}

void TestScreen::lossFitsTheScreen()
{
    QFETCH(QString, language);
    const auto shell = startApp(language);
    MainWindow* window = shell->window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    const QString key = largestWeeklyLevel(*window->library());
    QVERIFY(window->openLevel(key));
    const std::vector<ff::Placement> losing = losingPlacements(window->playerView()->level());
    QVERIFY(!losing.empty());
    const QSize before = window->size();
    QCOMPARE(apptest::runPlacements(window->playerView(), losing), ff::Outcome::OwnTokenLost);
    QApplication::processEvents();
    APPTEST_VERIFY_FITS_SCREEN(QStringLiteral("lost run"));
    QCOMPARE(window->size(), before);
}

// A win on the largest weekly board: the window fits, the Solved panel's lines are
// not squeezed into a column, the board keeps most of its size, and Back to placing
// gives it all back.
void TestScreen::winOnTheLargestWeeklyBoardFits_data()
{
    windowNeverWiderThanTheScreen_data();
}

void TestScreen::winOnTheLargestWeeklyBoardFits()
{
    QFETCH(QString, language);
    const auto shell = startApp(language);
    MainWindow* window = shell->window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY(window->openLevel(largestWeeklyLevel(*window->library())));
    QApplication::processEvents();
    ff::ui::BoardWidget* board = window->playerView()->board();
    const QSize placing = board->size();
    QCOMPARE(apptest::runPlacements(window->playerView(), *window->playerView()->level().solution),
             ff::Outcome::Solved);
    QVERIFY(window->playerPage()->isSolvedShown());
    QApplication::processEvents();
    APPTEST_VERIFY_FITS_SCREEN(QStringLiteral("won"));
    const QString sizes = QStringLiteral("board %1 x %2 while placing, %3 x %4 after the win")
                              .arg(placing.width())
                              .arg(placing.height())
                              .arg(board->width())
                              .arg(board->height());
    QVERIFY2(board->height() >= placing.height() * 3 / 4, qPrintable(sizes));
    auto* panel = window->findChild<QWidget*>(QStringLiteral("solvedPanel"));
    QVERIFY(panel);
    QVERIFY2(QRect(QPoint(0, 0), window->size())
                 .contains(QRect(panel->mapTo(window, QPoint(0, 0)), panel->size())),
             "the Solved panel lies outside the window");
    // The title ("Solved without hints!") on one line.
    auto* title = window->findChild<QLabel*>(QStringLiteral("solvedTitle"));
    QVERIFY(title);
    QVERIFY2(title->height() < 2 * title->fontMetrics().lineSpacing(),
             qPrintable(QStringLiteral("“%1” in %2 px").arg(title->text()).arg(title->height())));
    // Each line of the statistics on one line of the panel.
    auto* detail = window->findChild<QLabel*>(QStringLiteral("solvedDetail"));
    QVERIFY(detail);
    const QStringList lines = detail->text().split(QLatin1Char('\n'));
    QVERIFY2(detail->height() <= (lines.size() + 1) * detail->fontMetrics().lineSpacing(),
             qPrintable(QStringLiteral("%1 lines in %2 px").arg(lines.size()).arg(detail->height())));
    window->playerView()->returnToEditing();
    QApplication::processEvents();
    QCOMPARE(board->size(), placing);
}

// How to play fits the screen with its OK button, in English and German.
void TestScreen::howToPlayFits_data()
{
    windowNeverWiderThanTheScreen_data();
}

void TestScreen::howToPlayFits()
{
    QFETCH(QString, language);
    const auto shell = startApp(language);
    MainWindow* window = shell->window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QString problems = QStringLiteral("not shown");
    bool okVisible = false;
    answerModal([&](QWidget* help) {
        problems = screenFitProblems(QStringLiteral("How to play"));
        for (QAbstractButton* button : help->findChildren<QAbstractButton*>()) {
            const QRect onScreen(button->mapToGlobal(QPoint(0, 0)), button->size());
            okVisible = okVisible || (button->isVisible() && button->text().contains(QStringLiteral("OK")) &&
                                      help->screen()->availableGeometry().contains(onScreen));
        }
        help->close();
    });
    QAction* helpAction = actionWithShortcut(window, QKeySequence::HelpContents);
    QVERIFY(helpAction);
    helpAction->trigger();
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
    QVERIFY(okVisible);
}

// The editor's inventory names every kind of piece in full, in English and German,
// in the editor as it first opens on the screen.
void TestScreen::editorInventoryNamesAreReadable_data()
{
    windowNeverWiderThanTheScreen_data();
}

void TestScreen::editorInventoryNamesAreReadable()
{
    QFETCH(QString, language);
    AppSettings::setLanguage(language);
    AppShell shell;
    shell.applyLanguage();
    ff::editor::EditorWindow editor;
    ff::Level level = sharedLevel();
    level.inventory.clear();
    for (const ff::PieceType type : ff::kPlaceableTypes)
        level.inventory.push_back({type.kind, type.side, 1});
    editor.document()->setLevel(level);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QApplication::processEvents();
    auto* table = editor.findChild<QTableWidget*>(QStringLiteral("inventoryTable"));
    QVERIFY(table);
    QCOMPARE(table->rowCount(), static_cast<int>(ff::kPlaceableTypes.size()));
    for (int row = 0; row < table->rowCount(); ++row) {
        const ff::PieceType type = ff::kPlaceableTypes[static_cast<std::size_t>(row)];
        const QString name = table->item(row, 0)->text();
        QCOMPARE(name, ff::ui::EngineText::pieceName(type.kind, type.side));
        // The view's text margins take a few pixels on each side.
        const int needed = table->fontMetrics().horizontalAdvance(name) + 8;
        QVERIFY2(table->visualItemRect(table->item(row, 0)).width() >= needed,
                 qPrintable(QStringLiteral("%1 needs %2, has %3 (table %4 wide, editor %5)")
                                .arg(name)
                                .arg(needed)
                                .arg(table->visualItemRect(table->item(row, 0)).width())
                                .arg(table->width())
                                .arg(editor.width())));
    }
    editor.close();
    AppSettings::setLanguage(QStringLiteral("en"));
    shell.applyLanguage();
}

// The state tour's check of texts finds a label and a button narrower than their
// texts, a label elided with "…" though its full text (its tool tip) fits, and a
// table's cell elided while another column has the width to spare; it leaves alone
// a label that gives way (Ignored), a wrapped label and a list with no room.
void TestScreen::elisionProblemsFindTextsShownShort()
{
    QWidget window;
    window.setWindowTitle(QStringLiteral("texts"));
    auto* layout = new QVBoxLayout(&window);
    const QString longText = QStringLiteral("A text far wider than the sixty pixels it gets");
    const auto add = [layout](QWidget* widget, const char* name, int width) {
        widget->setObjectName(QLatin1String(name));
        widget->setFixedWidth(width);
        layout->addWidget(widget);
    };
    add(new QLabel(longText), "cutLabel", 60);
    add(new QPushButton(longText), "cutButton", 60);
    auto* elided = new QLabel(QStringLiteral("Make It Uni…"));
    elided->setToolTip(QStringLiteral("Make It Unique"));
    add(elided, "elidedLabel", 300);
    auto* givesWay = new QLabel(longText);
    add(givesWay, "givesWayLabel", 60);
    givesWay->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* wrapped = new QLabel(longText);
    wrapped->setWordWrap(true);
    add(wrapped, "wrappedLabel", 60);
    auto* table = new QTableWidget(1, 2);
    table->horizontalHeader()->setStretchLastSection(false);
    table->setHorizontalHeaderLabels({QStringLiteral("A"), QStringLiteral("B")});
    table->setItem(0, 0, new QTableWidgetItem(QStringLiteral("right-turning stone")));
    table->setItem(0, 1, new QTableWidgetItem(QStringLiteral("x")));
    table->setColumnWidth(0, 30);
    table->setColumnWidth(1, 300);
    add(table, "roomyTable", 400);
    auto* list = new QListWidget;
    list->addItem(longText);
    add(list, "narrowList", 80);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    const QString problems = elisionProblems(QStringLiteral("texts"));
    for (const char* found : {"QLabel cutLabel", "QPushButton cutButton", "QLabel elidedLabel",
                              "QTableWidget roomyTable \"\" row 0 column 0 \"right-turning stone\""})
        QVERIFY2(problems.contains(QLatin1String(found)),
                 qPrintable(found + QStringLiteral(" not in:\n") + problems));
    for (const char* left : {"givesWayLabel", "wrappedLabel", "narrowList", "column 1"})
        QVERIFY2(!problems.contains(QLatin1String(left)), qPrintable(problems));
    // Once the column has its width, nothing is elided there.
    table->setColumnWidth(0, 200);
    table->setColumnWidth(1, 100);
    QVERIFY2(!elisionProblems(QStringLiteral("texts")).contains(QStringLiteral("roomyTable")),
             qPrintable(elisionProblems(QStringLiteral("texts"))));
}

QTEST_MAIN(TestScreen)
#include "tst_screen.moc"
