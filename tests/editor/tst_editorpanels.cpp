// The editor window and its panels: live validation and the problem list, cell
// names, the legend, the board view's drags, the properties panel, a small screen
// and Test-play.
#include "board/CellName.h"
#include "board/EngineText.h"
#include "board/LegendDialog.h"
#include "board/LevelWords.h"
#include "board/PlacementDocument.h"
#include "board/PlayerView.h"
#include "editor/EditorBoardView.h"
#include "editor/EditorWindow.h"
#include "editor/LevelEditDocument.h"
#include "editor/LevelPropertiesPanel.h"
#include "editor/ValidationPanel.h"
#include "editor/VerifyPanel.h"
#include "engine/files/GeneratorOptions.h"
#include "tests/editor/EditorTests.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QWheelEvent>

#include <algorithm>

// The names the editor tests share (EditorTests.h).
using namespace edtest;

class TestEditorPanels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void validationMessages();
    void generatedTitleShownAsPlayersSeeIt();
    void validationPanelSelects();
    void storedSolutionThatNoLongerFitsIsNamedAndDropped();
    void panelsNameCellsAsTheBoardDoes();
    void legendOpensFromTheHelpMenu();
    void boardViewDragIsOneStep();
    void boardViewMoveByDrag();
    void boardViewDropTargetShowsTheMoveCheck();
    void propertiesPanelEdits();
    void wheelScrollsTheLevelPanel();
    void fitsASmallScreen();
    void testPlayRestoresTheDocks();
    void testPlayKeepsHistory();
};

void TestEditorPanels::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestEditorPanels::validationMessages()
{
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    QVERIFY2(doc.problems().empty(), doc.problems().empty() ? "" : doc.problems()[0].message.c_str());
    // Removing the only enemy: no-enemy for the whole document.
    doc.erase({5, 0});
    QCOMPARE(doc.problems().size(), std::size_t(1));
    QCOMPARE(doc.problems()[0].code, std::string("no-enemy"));
    QCOMPARE(doc.problems()[0].path, std::string(""));
    doc.undoStack()->undo();
    QVERIFY(doc.problems().empty());
    // An unpaired teleporter end.
    doc.placeTeleporter({6, 6});
    QCOMPARE(doc.problems().size(), std::size_t(1));
    QCOMPARE(doc.problems()[0].code, std::string("teleporter-unpaired"));
    QCOMPARE(doc.problems()[0].path, std::string("pieces[1].pair"));
    QCOMPARE(doc.problems()[0].args, std::vector<std::string>({"A"}));
    doc.undoStack()->undo();
    // An empty title and a bad id.
    Level l = doc.level();
    l.title.clear();
    l.id = "Bad Id";
    doc.edit(l, "meta");
    QVERIFY(hasProblem(doc, "empty-text", "title"));
    QVERIFY(hasProblem(doc, "bad-id", "id"));
    doc.undoStack()->undo();
    // The monster moved onto blood by a direct edit (the tools refuse it).
    l = doc.level();
    ff::Piece pool;
    pool.kind = PieceKind::Blood;
    pool.cells = {{0, 0}, {1, 0}};
    l.pieces.push_back(pool);
    doc.edit(l, "blood");
    QVERIFY(hasProblem(doc, "monster-on-blood", "monster.at"));
    doc.undoStack()->undo();
    // More inventory than free cells.
    l = doc.level();
    l.inventory[0].count = 64;
    l.inventory.push_back({PieceKind::Crystal, Side::Own, 64});
    l.inventory.push_back({PieceKind::Token, Side::Own, 64});
    doc.edit(l, "inventory");
    QVERIFY(hasProblem(doc, "inventory-too-large", "inventory"));
}

void TestEditorPanels::validationPanelSelects()
{
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    ff::editor::ValidationPanel panel(&doc);
    QCOMPARE(panel.problemCount(), 0);
    doc.placeTeleporter({6, 6});
    Level l = doc.level();
    ff::Piece outside;
    outside.kind = PieceKind::Stone;
    outside.at = {16, 2};
    l.pieces.push_back(outside);
    l.title.clear();
    doc.edit(l, "broken");
    QCOMPARE(panel.problemCount(), static_cast<int>(doc.problems().size()));
    QVERIFY(panel.problemCount() >= 3);
    QSignalSpy cellSpy(&panel, &ff::editor::ValidationPanel::cellActivated);
    QSignalSpy fieldSpy(&panel, &ff::editor::ValidationPanel::fieldActivated);
    for (int i = 0; i < panel.problemCount(); ++i)
        panel.activate(i);
    // The teleporter end (6,6), the stone outside (16,2), the title field.
    QVERIFY(cellSpy.count() >= 2);
    bool sawTeleporter = false;
    bool sawOutside = false;
    for (const QList<QVariant>& args : cellSpy) {
        const QPoint p = args.at(0).toPoint();
        sawTeleporter |= p == QPoint(6, 6);
        sawOutside |= p == QPoint(16, 2);
    }
    QVERIFY(sawTeleporter);
    QVERIFY(sawOutside);
    QCOMPARE(fieldSpy.count(), 1);
    QCOMPARE(fieldSpy.at(0).at(0).toString(), QString("title"));
    // Texts are plain words, not codes.
    for (int i = 0; i < panel.problemCount(); ++i)
        QVERIFY(!panel.problemText(i).contains("teleporter-unpaired"));
    QCOMPARE(ff::editor::ValidationPanel::cellOf(doc.level(), "pieces[1].at"),
             std::optional<Cell>(Cell{6, 6}));
    QCOMPARE(ff::editor::ValidationPanel::cellOf(doc.level(), "monster.at"), std::optional<Cell>(Cell{0, 0}));
    QCOMPARE(ff::editor::ValidationPanel::cellOf(doc.level(), "title"), std::optional<Cell>());
    QCOMPARE(ff::editor::ValidationPanel::fieldOf("title_i18n.de"), QString("title"));
    QCOMPARE(ff::editor::ValidationPanel::fieldOf("inventory[0].count"), QString("inventory"));
    ff::Problem empty{"title_i18n.de", "empty-text", {}, "must not be empty"};
    QCOMPARE(ff::ui::EngineText::authorProblem(empty),
             QString("The title (translation \"de\") must not be empty."));
}

// A change of the inventory that the stored solution no longer fits names the kind
// of piece (and, where the solution places one too many, its cell), and the panel
// drops the stored solution in one click, one undo step.
void TestEditorPanels::storedSolutionThatNoLongerFitsIsNamedAndDropped()
{
    LevelEditDocument doc;
    Level level = turnRightLevel();
    level.solution = std::vector<ff::Placement>{{PieceKind::TurnRight, Side::Own, {1, 1}}};
    doc.setLevel(level);
    QVERIFY(doc.problems().empty());
    ff::editor::ValidationPanel panel(&doc);
    auto* drop = panel.findChild<QPushButton*>(QStringLiteral("dropSolution"));
    QVERIFY(drop);
    QVERIFY(drop->isHidden());

    Level more = level;
    more.inventory.push_back({PieceKind::Stone, Side::Own, 1});
    doc.edit(more, QStringLiteral("inventory"));
    QCOMPARE(panel.problemCount(), 1);
    QCOMPARE(panel.problemText(0), QString("Stone: the stored solution places 0, the inventory holds 1."));
    QVERIFY(!drop->isHidden());

    Level other = level;
    other.inventory = {{PieceKind::TurnLeft, Side::Own, 1}};
    doc.edit(other, QStringLiteral("inventory"));
    QCOMPARE(panel.problemCount(), 2);
    const QString rows = panel.problemText(0) + '\n' + panel.problemText(1);
    QVERIFY2(rows.contains("Left-turning stone: the stored solution places 0, the inventory holds 1."),
             qPrintable(rows));
    QVERIFY2(
        rows.contains("Right-turning stone: the stored solution places 1, the inventory holds 0. It places "
                      "it on " +
                      ff::ui::cellName({1, 1}) + '.'),
        qPrintable(rows));

    const int steps = doc.undoStack()->count();
    drop->click();
    QVERIFY(!doc.level().solution);
    QVERIFY(doc.problems().empty());
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QCOMPARE(panel.problemCount(), 0);
    QVERIFY(drop->isHidden());
    doc.undoStack()->undo();
    QVERIFY(doc.level().solution.has_value());
    QCOMPARE(panel.problemCount(), 2);
}

// The problem list and Verify name cells as the board shows them: column letter, row
// number (board/CellName.h), never coordinates.
void TestEditorPanels::panelsNameCellsAsTheBoardDoes()
{
    static const QRegularExpression coordinates(QStringLiteral(R"(\(\s*\d+\s*,\s*\d+\s*\))"));
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    ff::editor::ValidationPanel validation(&doc);
    Level twice = doc.level();
    ff::Piece stone;
    stone.kind = PieceKind::Stone;
    stone.at = {2, 3}; // column c, row 4
    twice.pieces.push_back(stone);
    twice.pieces.push_back(stone);
    doc.edit(twice, "two stones on one cell");
    QVERIFY(validation.problemCount() >= 1);
    QStringList texts;
    for (int i = 0; i < validation.problemCount(); ++i)
        texts << validation.problemText(i);
    QVERIFY2(texts.contains(QStringLiteral("Two objects stand on c4.")), qPrintable(texts.join('\n')));

    doc.setLevel(smallLevel());
    ff::editor::VerifyPanel verify(&doc);
    verify.verify();
    QTRY_VERIFY_WITH_TIMEOUT(!verify.isRunning(), 20000);
    QVERIFY(verify.result().count > 1);
    for (const QLabel* label : verify.findChildren<QLabel*>())
        texts << label->text();
    bool named = false;
    for (const QString& text : texts) {
        QVERIFY2(!text.contains(coordinates), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("column"), Qt::CaseInsensitive), qPrintable(text));
        named |= text.contains(QRegularExpression(QStringLiteral(R"(: stone on [a-p]([1-9]|1[01])$)")));
    }
    QVERIFY2(named, qPrintable(texts.join('\n')));
}

void TestEditorPanels::legendOpensFromTheHelpMenu()
{
    ff::editor::EditorWindow window;
    window.show();
    auto* legend = window.findChild<QAction*>(QStringLiteral("legendAction"));
    QVERIFY(legend);
    QCOMPARE(legend->shortcut(), QKeySequence(Qt::Key_F2));
    legend->trigger();
    auto* dialog = window.findChild<ff::ui::LegendDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->titles().contains(QStringLiteral("Stone")));
    legend->trigger();
    QCOMPARE(window.findChildren<ff::ui::LegendDialog*>().size(), 1);
}

void TestEditorPanels::boardViewDragIsOneStep()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(false));
    ff::editor::EditorBoardView view(&doc);
    view.resize(800, 560);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setTool({ff::editor::EditorMode::Blood});
    drag(view, {{3, 5}, {4, 5}, {5, 5}, {6, 5}, {7, 5}, {7, 6}});
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.level().pieces.size(), std::size_t(1));
    QVERIFY(doc.level().pieces[0].cells ==
            std::vector<Cell>({{3, 5}, {4, 5}, {5, 5}, {6, 5}, {7, 5}, {7, 6}}));
    // A second drag apart from the first pool starts a new one.
    drag(view, {{3, 8}, {4, 8}});
    QCOMPARE(doc.undoStack()->count(), 2);
    QCOMPARE(doc.level().pieces.size(), std::size_t(2));
    // Erasing by drag is one step too.
    view.setTool({ff::editor::EditorMode::Erase});
    drag(view, {{3, 5}, {4, 5}});
    QCOMPARE(doc.undoStack()->count(), 3);
    QCOMPARE(doc.level().pieces[0].cells.size(), std::size_t(4));
    // Tokens by click, with the chosen colour and number.
    view.setTool({ff::editor::EditorMode::Object, {PieceKind::Token, Side::Enemy}});
    view.setTokenStyle("red", 5);
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCenter({10, 1}));
    QVERIFY(doc.objectAt({10, 1}));
    const ff::Piece& t = doc.level().pieces[*doc.objectAt({10, 1})];
    QCOMPARE(t.side, Side::Enemy);
    QCOMPARE(*t.value, 5);
    QCOMPARE(*t.color, std::string("red"));
    // Clicking the monster with the monster tool turns it.
    view.setTool({ff::editor::EditorMode::Monster});
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCenter({0, 0}));
    QCOMPARE(doc.level().monsterFacing, Dir::S);
}

void TestEditorPanels::boardViewMoveByDrag()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(true));
    ff::editor::EditorBoardView view(&doc);
    view.resize(800, 560);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setTool({ff::editor::EditorMode::Select});
    drag(view, {{2, 2}, {3, 2}, {3, 3}});
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(doc.level().pieces[0].at == Cell({3, 3}));
    QCOMPARE(view.selectedCell(), std::optional<Cell>(Cell{3, 3}));
    // Delete key removes the selected piece.
    QTest::keyClick(&view, Qt::Key_Delete);
    QCOMPARE(doc.undoStack()->count(), 2);
    QCOMPARE(doc.level().pieces.size(), std::size_t(12));
    // Arrow keys move the selection; with Shift the piece moves along (one step each).
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.selectedCell(), std::optional<Cell>(Cell{4, 3}));
    QTest::keyClick(&view, Qt::Key_Down);
    QCOMPARE(view.selectedCell(), std::optional<Cell>(Cell{4, 4}));
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.selectedCell(), std::optional<Cell>(Cell{7, 4})); // a stone of R4
    QTest::keyClick(&view, Qt::Key_Up, Qt::ShiftModifier);
    QCOMPARE(view.selectedCell(), std::optional<Cell>(Cell{7, 3}));
    QVERIFY(doc.objectAt({7, 3}));
    QVERIFY(!doc.objectAt({7, 4}));
    QCOMPARE(doc.undoStack()->count(), 3);
    QTest::keyClick(&view, Qt::Key_Right, Qt::ShiftModifier); // (8,3) is blood: fine for objects
    QCOMPARE(view.selectedCell(), std::optional<Cell>(Cell{8, 3}));
    QSignalSpy refusals(&view, &ff::editor::EditorBoardView::refused);
    QTest::keyClick(&view, Qt::Key_Down, Qt::ShiftModifier); // (8,4) free
    QTest::keyClick(&view, Qt::Key_Down, Qt::ShiftModifier); // (8,5) holds a stone
    QCOMPARE(refusals.count(), 1);
    QCOMPARE(view.selectedCell(), std::optional<Cell>(Cell{8, 4}));
}

void TestEditorPanels::boardViewDropTargetShowsTheMoveCheck()
{
    // While a piece is dragged, its target cell is framed green exactly when the
    // document accepts the move there and red when it refuses it.
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(true));
    QCOMPARE(doc.placeTeleporter({1, 1}), Refusal::None);
    ff::editor::EditorBoardView view(&doc);
    view.resize(800, 560);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setTool({ff::editor::EditorMode::Select});
    // Drags from `from` to `to`: the frame's colour halfway down the target's left
    // edge just before the release.
    const auto dropColour = [&](Cell from, Cell to) {
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCenter(from));
        QTest::mouseMove(&view, view.cellCenter(to));
        const QImage image = view.grab().toImage();
        const ff::ui::BoardGeometry g = view.boardGeometry();
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCenter(to));
        return image.pixelColor((g.cellCenter(to) - QPointF(g.cellSize() * 0.46, 0)).toPoint());
    };
    const auto red = [](const QColor& c) { return c.red() > c.green() + 80; };
    const auto green = [](const QColor& c) { return c.green() > c.red() + 80; };
    // The stone (2,2) onto the monster (0,0): red, and refused (R8).
    QCOMPARE(doc.checkMove({2, 2}, {0, 0}), Refusal::Monster);
    QColor frame = dropColour({2, 2}, {0, 0});
    QVERIFY2(red(frame), qPrintable(frame.name()));
    QVERIFY(doc.level().pieces[0].at == Cell({2, 2}));
    // The monster onto the teleporter (1,1): green, and done.
    QCOMPARE(doc.checkMove({0, 0}, {1, 1}), Refusal::None);
    frame = dropColour({0, 0}, {1, 1});
    QVERIFY2(green(frame), qPrintable(frame.name()));
    QVERIFY(doc.level().monsterAt == Cell({1, 1}));
    // The teleporter (1,1), under the monster, onto blood (8,2): red, and refused (R6).
    QCOMPARE(doc.checkMove({1, 1}, {8, 2}), Refusal::Blood);
    frame = dropColour({1, 1}, {8, 2});
    QVERIFY2(red(frame), qPrintable(frame.name()));
    QVERIFY(doc.teleporterAt({1, 1}));
    // The stone onto free floor: green, and done.
    frame = dropColour({2, 2}, {3, 3});
    QVERIFY2(green(frame), qPrintable(frame.name()));
    QVERIFY(doc.level().pieces[0].at == Cell({3, 3}));
    QCOMPARE(doc.undoStack()->count(), 3);
}

// A generated level's title is shown as players see it (in the UI language) beside
// the title as the file has it; a title of one's own has no such line.
void TestEditorPanels::generatedTitleShownAsPlayersSeeIt()
{
    ff::GeneratorOptions options;
    options.seed = 7;
    options.difficulty = 1;
    Level level = smallLevel();
    level.title = ff::generatedTitle(options);
    level.extras = {{"x-generator", ff::generatorRecord(options)}};
    LevelEditDocument doc;
    doc.setLevel(level);
    ff::editor::LevelPropertiesPanel panel(&doc);
    panel.show();
    auto* shown = panel.findChild<QLabel*>(QStringLiteral("shownTitle"));
    QVERIFY(shown);
    QVERIFY(shown->isVisible());
    QVERIFY2(shown->text().contains(ff::ui::LevelWords::randomPuzzleTitle(1, 7)), qPrintable(shown->text()));
    panel.setFieldText("title", "My Own");
    QVERIFY(!shown->isVisible());
}

void TestEditorPanels::propertiesPanelEdits()
{
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    ff::editor::LevelPropertiesPanel panel(&doc);
    panel.show();
    panel.setFieldText("title", "Typed Title");
    QCOMPARE(doc.level().title, std::string("Typed Title"));
    // The new level's id follows its title, until it is set by hand.
    QCOMPARE(doc.level().id, std::string("typed-title"));
    panel.setFieldText("title", "Typed Title, Twice");
    QCOMPARE(doc.level().id, std::string("typed-title-twice"));
    panel.setFieldText("id", "by-hand");
    panel.setFieldText("title", "Typed Title");
    QCOMPARE(doc.level().id, std::string("by-hand"));
    QCOMPARE(ff::editor::LevelPropertiesPanel::idFromTitle(QString::fromUtf8("Große Überraschung – Café 2!")),
             std::string("grosse-ueberraschung-cafe-2"));
    QCOMPARE(ff::editor::LevelPropertiesPanel::idFromTitle(QStringLiteral("?!")), std::string());
    panel.setFieldText("author", "Ann");
    QCOMPARE(*doc.level().author, std::string("Ann"));
    panel.setFieldText("author", "");
    QVERIFY(!doc.level().author);
    panel.setFieldText("week", "2026-W48");
    QCOMPARE(*doc.level().week, std::string("2026-W48"));
    panel.setTranslation("title", "de", "Getippter Titel");
    QCOMPARE(doc.level().titleI18n.at("de"), std::string("Getippter Titel"));
    panel.setTranslation("hint", "fr", "Indice");
    QCOMPARE(doc.level().hintI18n.at("fr"), std::string("Indice"));
    panel.setTranslation("title", "de", "");
    QVERIFY(doc.level().titleI18n.empty());
    panel.addInventoryItem(PieceKind::Token, Side::Own, 2);
    QCOMPARE(doc.level().inventory.size(), std::size_t(2));
    QVERIFY(doc.level().inventory[1] == (ff::InventoryItem{PieceKind::Token, Side::Own, 2}));
    // Undo brings the panel along.
    doc.undoStack()->undo();
    QCOMPARE(doc.level().inventory.size(), std::size_t(1));
    QCOMPARE(panel.inventoryRows(), 1);
    panel.focusField("title");
}

// The wheel over a combo box or spin box of the Level panel scrolls the panel; only
// a field with the keyboard focus takes it.
void TestEditorPanels::wheelScrollsTheLevelPanel()
{
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    QScrollArea scroll;
    auto* panel = new ff::editor::LevelPropertiesPanel(&doc);
    scroll.setWidget(panel);
    scroll.setWidgetResizable(true);
    scroll.resize(400, 200);
    scroll.show();
    QVERIFY(QTest::qWaitForWindowExposed(&scroll));
    const QList<QComboBox*> combos = panel->findChildren<QComboBox*>();
    const auto difficulty = std::find_if(combos.begin(), combos.end(),
                                         [](QComboBox* c) { return c->itemText(0) == QString("Not rated"); });
    QVERIFY(difficulty != combos.end());
    QComboBox* combo = *difficulty;
    // One notch as QApplication delivers the window system's: to the widget, then up
    // its parents while it is ignored (an event sent from here is not spontaneous and
    // stays with its receiver).
    const auto wheelOn = [](QWidget* w) {
        const QPoint spot = w->mapToGlobal(w->rect().center());
        for (QWidget* target = w; target; target = target->isWindow() ? nullptr : target->parentWidget()) {
            QWheelEvent wheel(target->mapFromGlobal(QPointF(spot)), QPointF(spot), QPoint(), QPoint(0, -120),
                              Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(target, &wheel);
            if (wheel.isAccepted())
                return;
        }
    };
    const int steps = doc.undoStack()->count();
    QCOMPARE(scroll.verticalScrollBar()->value(), 0);
    wheelOn(combo);
    QCOMPARE(combo->currentIndex(), 0);
    QCOMPARE(doc.undoStack()->count(), steps);
    QVERIFY(scroll.verticalScrollBar()->value() > 0);
    for (QSpinBox* spin : panel->findChildren<QSpinBox*>()) {
        const int value = spin->value();
        wheelOn(spin);
        QCOMPARE(spin->value(), value);
    }
    QCOMPARE(doc.undoStack()->count(), steps);
}

void TestEditorPanels::fitsASmallScreen()
{
    // The offscreen platform's screen is 800 pixels wide: the editor's smallest size
    // fits 800 x 600, with its panels, also while test-playing.
    ff::editor::EditorWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.screen()->availableGeometry().width(), 800);
    QVERIFY2(window.minimumSizeHint().width() <= 800 && window.minimumSizeHint().height() <= 600,
             qPrintable(QStringLiteral("%1 x %2")
                            .arg(window.minimumSizeHint().width())
                            .arg(window.minimumSizeHint().height())));
    QVERIFY(window.width() <= 800);
    // The status bar's hint shows all of its text, on two lines if need be.
    window.resize(800, 600);
    QApplication::processEvents();
    auto* hint = window.statusBar()->findChild<QLabel*>(QStringLiteral("toolHint"));
    QVERIFY(hint);
    QVERIFY(hint->fontMetrics().horizontalAdvance(hint->text()) > hint->width());
    QVERIFY2(hint->wordWrap() && hint->height() >= hint->heightForWidth(hint->width()),
             qPrintable(QStringLiteral("%1 px for %2 px: %3")
                            .arg(hint->height())
                            .arg(hint->heightForWidth(hint->width()))
                            .arg(hint->text())));
    window.setTestPlay(true);
    QVERIFY2(window.minimumSizeHint().width() <= 800 && window.minimumSizeHint().height() <= 600,
             qPrintable(QStringLiteral("%1 x %2")
                            .arg(window.minimumSizeHint().width())
                            .arg(window.minimumSizeHint().height())));
}

void TestEditorPanels::testPlayRestoresTheDocks()
{
    ff::editor::EditorWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // The user makes the Level dock wider and closes the Problems dock.
    auto* properties = window.findChild<QDockWidget*>(QStringLiteral("properties"));
    QVERIFY(properties);
    window.resizeDocks({properties}, {properties->width() + 60}, Qt::Horizontal);
    QDockWidget* closed = nullptr;
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        if (dock != properties && dock->isVisible() && !window.tabifiedDockWidgets(properties).contains(dock))
            closed = dock;
    }
    QVERIFY(closed);
    closed->close();
    QApplication::processEvents();
    const QByteArray before = window.saveState();
    const QRect geometry = properties->geometry();

    window.setTestPlay(true);
    QApplication::processEvents();
    QVERIFY(!properties->isVisible());
    window.setTestPlay(false);
    QApplication::processEvents();
    QVERIFY(properties->isVisible());
    QVERIFY(!closed->isVisible());
    QCOMPARE(properties->geometry(), geometry);
    QCOMPARE(window.saveState(), before);
}

void TestEditorPanels::testPlayKeepsHistory()
{
    ff::editor::EditorWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ff::editor::LevelEditDocument* doc = window.document();
    doc->setLevel(smallLevel());
    doc->placeObject(PieceKind::Crystal, Side::Own, {4, 4});
    doc->placeObject(PieceKind::Stone, Side::Own, {6, 4});
    const Level draft = doc->level();
    QTest::keyClick(&window, Qt::Key_F5);
    QVERIFY(window.isTestPlaying());
    QVERIFY(window.playerView()->level() == draft);
    QVERIFY(window.playerView()->isPlayable());
    // Placing in the player does not touch the editor's level or history.
    QCOMPARE(window.playerView()
                 ->findChild<ff::ui::PlacementDocument*>(QStringLiteral("placementDocument"))
                 ->place(PieceKind::Stone, Side::Own, {1, 1}),
             ff::ui::PlacementDocument::Refusal::None);
    QCOMPARE(doc->undoStack()->count(), 2);
    const QString shots = qEnvironmentVariable("FF_SCREENSHOT_DIR");
    if (!shots.isEmpty())
        window.grab().save(shots + "/editor-play.png");
    QTest::keyClick(&window, Qt::Key_F5);
    QVERIFY(!window.isTestPlaying());
    QVERIFY(doc->level() == draft);
    QCOMPARE(doc->undoStack()->count(), 2);
    doc->undoStack()->undo();
    QVERIFY(!doc->objectAt({6, 4}));
    QVERIFY(doc->isModified());
}

QTEST_MAIN(TestEditorPanels)
#include "tst_editorpanels.moc"
