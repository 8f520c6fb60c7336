// The player screen (editor/PlayerView): placing with mouse and keyboard, undo and
// redo, releasing the monster, the reported outcome, and that the animation plays
// exactly the sub-moves the engine reports (pushes, crushes, blood slides, object
// slides, teleports, wall crossings, turns, facing turns) and after every step shows
// the engine's state.
#include "board/BoardWidget.h"
#include "board/EdgeLabels.h"
#include "board/InventoryPalette.h"
#include "board/PlacementDocument.h"
#include "board/PlayerView.h"
#include "board/RunAnimator.h"
#include "engine/files/LevelIo.h"
#include "engine/rules/Arena.h"
#include "engine/rules/Simulation.h"

#include <QCheckBox>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

using ff::Cell;
using ff::Event;
using ff::Outcome;
using ff::PieceKind;
using ff::Placement;
using ff::Side;
using Type = ff::Event::Type;

Q_DECLARE_METATYPE(ff::Outcome)

namespace {

// The view's parts, found by their object names.
ff::ui::InventoryPalette* paletteOf(const ff::ui::PlayerView* view)
{
    return view->findChild<ff::ui::InventoryPalette*>(QStringLiteral("palette"));
}

ff::ui::PlacementDocument* documentOf(const ff::ui::PlayerView* view)
{
    return view->findChild<ff::ui::PlacementDocument*>(QStringLiteral("placementDocument"));
}

ff::Level levelFrom(const char* json)
{
    const auto loaded = ff::parseLevel(json);
    if (!loaded.value)
        qFatal("test level does not parse: %s",
               loaded.problems.empty() ? "?" : loaded.problems.front().message.c_str());
    const auto problems = ff::validateLevel(*loaded.value);
    if (!problems.empty())
        qFatal("test level is invalid: %s: %s", problems.front().path.c_str(),
               problems.front().message.c_str());
    return *loaded.value;
}

// Push chain and a crush at the edge. Solved by an own token anywhere the monster
// never looks, e.g. (5,0).
const char* kPushLevel = R"({"format": "fearsome-floors-level", "version": 1, "id": "push", "title": "Push",
  "board": {"width": 6, "height": 3}, "monster": {"at": [0, 1], "facing": "E"},
  "pieces": [{"kind": "stone", "at": [2, 1]}, {"kind": "token", "side": "enemy", "at": [5, 1], "value": 3}],
  "inventory": [{"kind": "token", "side": "own", "count": 1}]})";

// A stone pushed over blood slides to the end of the pool; the monster slides after
// it, pushes it onto a teleporter (removed) and then teleports.
const char* kBloodLevel =
    R"({"format": "fearsome-floors-level", "version": 1, "id": "blood", "title": "Blood",
  "board": {"width": 8, "height": 3}, "monster": {"at": [0, 1], "facing": "E"},
  "pieces": [{"kind": "blood", "cells": [[2, 1], [3, 1], [4, 1]]},
             {"kind": "teleporter", "pair": "T", "at": [6, 1], "arrow": "S"},
             {"kind": "teleporter", "pair": "T", "at": [0, 0], "arrow": "E"},
             {"kind": "token", "side": "enemy", "at": [7, 0], "color": "red"}],
  "inventory": [{"kind": "stone", "count": 1}, {"kind": "token", "side": "own", "count": 1}]})";

// A wall crossing (R5) and a facing turn toward a token.
const char* kCrossLevel =
    R"({"format": "fearsome-floors-level", "version": 1, "id": "cross", "title": "Cross",
  "board": {"width": 5, "height": 4, "void": [[0, 0], [4, 3]]}, "monster": {"at": [1, 0], "facing": "W"},
  "pieces": [{"kind": "stone", "at": [1, 1]}, {"kind": "token", "side": "enemy", "at": [1, 2]}],
  "inventory": [{"kind": "token", "side": "own", "count": 1}]})";

// A corridor between two U-turn stones: the monster never sees the enemy.
const char* kLoopLevel = R"({"format": "fearsome-floors-level", "version": 1, "id": "loop", "title": "Loop",
  "board": {"width": 7, "height": 3}, "monster": {"at": [3, 1], "facing": "E"},
  "pieces": [{"kind": "stone", "at": [0, 0]}, {"kind": "stone", "at": [1, 0]}, {"kind": "stone", "at": [2, 0]},
             {"kind": "stone", "at": [3, 0]}, {"kind": "stone", "at": [4, 0]}, {"kind": "stone", "at": [5, 0]},
             {"kind": "token", "side": "enemy", "at": [6, 0]},
             {"kind": "stone", "at": [0, 2]}, {"kind": "stone", "at": [1, 2]}, {"kind": "stone", "at": [2, 2]},
             {"kind": "stone", "at": [3, 2]}, {"kind": "stone", "at": [4, 2]}, {"kind": "stone", "at": [5, 2]},
             {"kind": "stone", "at": [6, 2]},
             {"kind": "turn-180", "at": [1, 1]}, {"kind": "turn-180", "at": [5, 1]}],
  "inventory": [{"kind": "stone", "count": 1}]})";

// The own token placed in the monster's line of sight is eaten first.
const char* kOwnLostLevel =
    R"({"format": "fearsome-floors-level", "version": 1, "id": "lost", "title": "Lost",
  "board": {"width": 4, "height": 2}, "monster": {"at": [0, 0], "facing": "E"},
  "pieces": [{"kind": "token", "side": "enemy", "at": [3, 1]}],
  "inventory": [{"kind": "token", "side": "own", "count": 1}]})";

// Two pieces to place, for placing and undo tests.
const char* kTwoPieceLevel = R"({"format": "fearsome-floors-level", "version": 1, "id": "two", "title": "Two",
  "board": {"width": 6, "height": 4}, "monster": {"at": [0, 0], "facing": "E"},
  "pieces": [{"kind": "stone", "at": [3, 3]}, {"kind": "blood", "cells": [[2, 2]]},
             {"kind": "token", "side": "enemy", "at": [5, 3]}],
  "inventory": [{"kind": "token", "side": "own", "count": 1}, {"kind": "stone", "count": 1}]})";

// A blood slide stopped by a turning stone (R17): the monster turns on the blood.
const char* kSlideTurnLevel = R"({"format": "fearsome-floors-level", "version": 1, "id": "slide-turn",
  "title": "Slide turn", "board": {"width": 6, "height": 3}, "monster": {"at": [0, 1], "facing": "E"},
  "pieces": [{"kind": "blood", "cells": [[1, 1], [2, 1]]}, {"kind": "token", "side": "enemy", "at": [2, 2]}],
  "inventory": [{"kind": "turn-right", "count": 1}], "solution": [{"kind": "turn-right", "at": [3, 1]}]})";

// Turning stones on all four sides: four turns, then the monster is stuck (R11, R25).
const char* kStuckLevel =
    R"({"format": "fearsome-floors-level", "version": 1, "id": "stuck", "title": "Stuck",
  "board": {"width": 3, "height": 3}, "monster": {"at": [1, 1], "facing": "E"},
  "pieces": [{"kind": "turn-right", "at": [2, 1]}, {"kind": "turn-right", "at": [1, 2]},
             {"kind": "turn-right", "at": [0, 1]}, {"kind": "token", "side": "enemy", "at": [2, 2]}],
  "inventory": [{"kind": "turn-right", "count": 1}], "solution": [{"kind": "turn-right", "at": [1, 0]}]})";

// A stone pushed onto the exit is removed (R14).
const char* kExitLevel = R"({"format": "fearsome-floors-level", "version": 1, "id": "exit", "title": "Exit",
  "board": {"width": 5, "height": 2, "exit": [4, 0]}, "monster": {"at": [1, 0], "facing": "E"},
  "pieces": [{"kind": "token", "side": "enemy", "at": [4, 1]}],
  "inventory": [{"kind": "stone", "count": 1}], "solution": [{"kind": "stone", "at": [2, 0]}]})";

// Across the wall into a row it fills: the farthest object, an enemy, is pushed
// into the monster and crushed (R5, R14).
const char* kIntoMonsterLevel = R"({"format": "fearsome-floors-level", "version": 1, "id": "into-monster",
  "title": "Into the monster", "board": {"width": 4, "height": 3}, "monster": {"at": [0, 1], "facing": "W"},
  "pieces": [{"kind": "stone", "at": [2, 1]}, {"kind": "token", "side": "enemy", "at": [1, 1]}],
  "inventory": [{"kind": "stone", "count": 1}], "solution": [{"kind": "stone", "at": [3, 1]}]})";

// Across the wall straight into a teleporter (R5, R12.1).
const char* kTeleportAcrossLevel =
    R"({"format": "fearsome-floors-level", "version": 1, "id": "teleport-across",
  "title": "Teleport across", "board": {"width": 5, "height": 3}, "monster": {"at": [0, 1], "facing": "W"},
  "pieces": [{"kind": "teleporter", "pair": "T", "at": [4, 1], "arrow": "N"},
             {"kind": "teleporter", "pair": "T", "at": [2, 0], "arrow": "E"},
             {"kind": "token", "side": "enemy", "at": [4, 0]}],
  "inventory": [{"kind": "stone", "count": 1}], "solution": [{"kind": "stone", "at": [1, 2]}]})";

// A blood slide that crosses the wall and slides on (R5, R17).
const char* kSlideAcrossLevel = R"({"format": "fearsome-floors-level", "version": 1, "id": "slide-across",
  "title": "Slide across", "board": {"width": 5, "height": 3}, "monster": {"at": [2, 1], "facing": "E"},
  "pieces": [{"kind": "blood", "cells": [[3, 1], [4, 1]]}, {"kind": "blood", "cells": [[0, 1]]},
             {"kind": "token", "side": "enemy", "at": [1, 0]}],
  "inventory": [{"kind": "crystal", "count": 1}], "solution": [{"kind": "crystal", "at": [3, 2]}]})";

// An own token pushed off the board: crushed, and the run is lost (R14, R19).
const char* kOwnCrushedLevel = R"({"format": "fearsome-floors-level", "version": 1, "id": "own-crushed",
  "title": "Own crushed", "board": {"width": 3, "height": 2}, "monster": {"at": [0, 0], "facing": "E"},
  "pieces": [{"kind": "stone", "at": [1, 0]}, {"kind": "token", "side": "enemy", "at": [2, 1]}],
  "inventory": [{"kind": "token", "side": "own", "count": 1}],
  "solution": [{"kind": "token", "side": "own", "at": [2, 0]}]})";

// The levels the animation is checked on, with the placement each runs with;
// together they have every kind of sub-move (see animationCasesCoverEverySubMove).
struct AnimationCase {
    const char* name;
    const char* json;
    std::vector<Placement> placements; // empty: the level's stored solution
};

std::vector<AnimationCase> animationCases()
{
    return {
        {"push and crush", kPushLevel, {{PieceKind::Token, Side::Own, {5, 0}}}},
        {"blood, object slide, teleport",
         kBloodLevel,
         {{PieceKind::Stone, Side::Own, {1, 1}}, {PieceKind::Token, Side::Own, {7, 2}}}},
        {"wall crossing and facing", kCrossLevel, {{PieceKind::Token, Side::Own, {4, 1}}}},
        {"turning stones, endless", kLoopLevel, {{PieceKind::Stone, Side::Own, {6, 1}}}},
        {"own token eaten", kOwnLostLevel, {{PieceKind::Token, Side::Own, {2, 0}}}},
        {"own token crushed", kOwnCrushedLevel, {}},
        {"slide stopped by a turning stone", kSlideTurnLevel, {}},
        {"stuck after four turns", kStuckLevel, {}},
        {"removed on the exit", kExitLevel, {}},
        {"crushed into the monster", kIntoMonsterLevel, {}},
        {"teleport across the wall", kTeleportAcrossLevel, {}},
        {"blood slide across the wall", kSlideAcrossLevel, {}},
    };
}

std::vector<Event> engineEvents(const ff::Level& level, const std::vector<Placement>& placements)
{
    const ff::Arena arena(level);
    ff::State s = arena.initialState();
    arena.place(s, placements);
    ff::Simulation sim(arena, s);
    std::vector<Event> all;
    while (!sim.finished()) {
        const auto& events = sim.step();
        all.insert(all.end(), events.begin(), events.end());
    }
    return all;
}

// Where the board shows every object and the monster, against the engine's state;
// empty when they agree.
QString sceneDiffers(const ff::ui::BoardScene& scene, const ff::Arena& arena, const ff::State& state)
{
    using Item = std::tuple<int, int, int, int>; // kind, side (tokens), x, y
    std::vector<Item> engine;
    const ff::Board& board = arena.board();
    for (int y = 0; y < board.height(); ++y) {
        for (int x = 0; x < board.width(); ++x) {
            const std::uint8_t c = state.cells[arena.index({x, y})];
            if (ff::isObject(c))
                engine.emplace_back(int(ff::kindOfContent(c)), ff::isToken(c) ? int(ff::sideOfContent(c)) : 0,
                                    x, y);
        }
    }
    std::vector<Item> shown;
    for (const ff::ui::SceneObject& o : scene.objects) {
        const int x = int(std::floor(o.pos.x()));
        const int y = int(std::floor(o.pos.y()));
        if (o.pos != QPointF(x + 0.5, y + 0.5) || o.opacity != 1.0 || o.scale != 1.0)
            return QStringLiteral("an object is still between cells at (%1, %2)")
                .arg(o.pos.x())
                .arg(o.pos.y());
        shown.emplace_back(int(o.kind), o.kind == PieceKind::Token ? int(o.side) : 0, x, y);
    }
    std::sort(engine.begin(), engine.end());
    std::sort(shown.begin(), shown.end());
    if (engine != shown)
        return QStringLiteral("the objects differ: %1 shown, %2 in the engine")
            .arg(shown.size())
            .arg(engine.size());
    const Cell m = arena.cellAt(state.monster);
    if (scene.monsterPos != QPointF(m.x + 0.5, m.y + 0.5))
        return QStringLiteral("the monster is shown at (%1, %2), not on (%3, %4)")
            .arg(scene.monsterPos.x())
            .arg(scene.monsterPos.y())
            .arg(m.x)
            .arg(m.y);
    if (std::fmod(scene.monsterAngle + 360.0, 360.0) != 90.0 * int(state.facing))
        return QStringLiteral("the monster is shown facing %1 degrees").arg(scene.monsterAngle);
    if (scene.monsterOpacity != 1.0 || scene.monsterScale != 1.0)
        return QStringLiteral("the monster is still faded or scaled");
    return {};
}

bool hasType(const std::vector<Event>& events, Type t, bool crossed = false, bool slide = false)
{
    return std::any_of(events.begin(), events.end(), [&](const Event& e) {
        return e.type == t && (!crossed || e.crossed) && (!slide || e.slide);
    });
}

} // namespace

class TestPlayer : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void pathBoxWaitsForARun();
    void sightCanBeSwitchedOn();
    void placeWithMouseClicks();
    void clickingTheSelectedPieceKeepsIt();
    void placeWithKeyboard();
    void undoLeavesNoStaleMessage();
    void refusedCellsGiveTheReason();
    void undoRedoEveryAction();
    void dropFromPaletteAndDragToMove();
    void releaseNeedsEveryPiece();
    void firstStepsOfARunAreSlower();
    void instantRunsMatchTheEngine_data();
    void instantRunsMatchTheEngine();
    void animatedRunMatchesTheEngine();
    void animationMatchesTheEngineStepByStep_data();
    void animationMatchesTheEngineStepByStep();
    void animationCasesCoverEverySubMove();
    void pauseAndSingleStep();
    void wallCrossingLightsTwinLetters();
    void endlessRunMarksTheLoop();
    void ownTokenLostNamesTheToken();
    void ownTokenCrushedIsNamed();
    void timelineScrubsThroughTheRun();
    void scrubbingKeepsTheColumnStill();
    void resultIsShownOnceBelowTheBoard();
    void enterReturnsToPlacing();
    void cursorStartsAfreshOnEachLevel();
    void buttonsLeaveTheFocusOnTheBoard();
    void restoredPlacementsDropIllegalOnes();
    void hintsAskTheSolver();
    void hintsCountOnlyWhatIsNew();
    void tutorialSolutionsReplayExactly();
    void invalidLevelIsRefused();

private:
    void click(Cell c, Qt::MouseButton button = Qt::LeftButton);
    // Waits until the run pauses (after a single step) or ends.
    bool waitForPauseOrEnd();
    // Plays `level` with `placements` at instant speed; the outcome reported, or
    // Running when none came within five seconds.
    Outcome runInstantly(const ff::Level& level, const std::vector<ff::Placement>& placements);
    std::unique_ptr<ff::ui::PlayerView> view_;
};

void TestPlayer::initTestCase()
{
    qRegisterMetaType<ff::Outcome>();
}

void TestPlayer::init()
{
    view_ = std::make_unique<ff::ui::PlayerView>();
    view_->resize(1000, 640);
    view_->show();
    QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
}

// "Show the path" promises nothing before there is a path: it is enabled only while
// a run (or its result) is shown.
void TestPlayer::pathBoxWaitsForARun()
{
    view_->setLevel(levelFrom(kPushLevel));
    QCheckBox* path = nullptr;
    for (QCheckBox* box : view_->findChildren<QCheckBox*>()) {
        if (box->text() == QStringLiteral("Show the path"))
            path = box;
    }
    QVERIFY(path);
    QVERIFY(path->isChecked());
    QVERIFY(!path->isEnabled());
    view_->setPlacements({{PieceKind::Token, Side::Own, {5, 0}}});
    view_->setAnimationSpeed(4);
    view_->release();
    QVERIFY(view_->isRunning());
    QVERIFY(path->isEnabled());
    view_->returnToEditing();
    QVERIFY(!path->isEnabled());
}

void TestPlayer::sightCanBeSwitchedOn()
{
    view_->setLevel(levelFrom(kPushLevel));
    QVERIFY(!view_->showsSight());
    view_->setShowSight(true);
    QVERIFY(view_->showsSight());
    QVERIFY(view_->board()->showSight());
    view_->setShowSight(false);
    QVERIFY(!view_->board()->showSight());
}

void TestPlayer::cleanup()
{
    view_.reset();
}

void TestPlayer::click(Cell c, Qt::MouseButton button)
{
    ff::ui::BoardWidget* board = view_->board();
    QTest::mouseClick(board, button, Qt::NoModifier, board->cellCenter(c));
}

Outcome TestPlayer::runInstantly(const ff::Level& level, const std::vector<ff::Placement>& placements)
{
    view_->setLevel(level);
    view_->setPlacements(placements);
    view_->setAnimationSpeed(0);
    QSignalSpy finished(view_.get(), &ff::ui::PlayerView::runFinished);
    view_->release();
    if (finished.isEmpty() && !finished.wait(5000))
        return Outcome::Running;
    return finished.at(0).at(0).value<ff::Outcome>();
}

bool TestPlayer::waitForPauseOrEnd()
{
    ff::ui::RunAnimator* animator = view_->animator();
    QElapsedTimer clock;
    clock.start();
    while (!animator->isPaused() && !animator->isFinished()) {
        if (clock.elapsed() > 5000)
            return false;
        QTest::qWait(2);
    }
    return true;
}

void TestPlayer::placeWithMouseClicks()
{
    view_->setLevel(levelFrom(kTwoPieceLevel));
    ff::ui::InventoryPalette* palette = paletteOf(view_.get());
    QCOMPARE(static_cast<int>(palette->rows().size()), 2);
    // Select the stone row with the mouse, then click a cell.
    QTest::mouseClick(palette, Qt::LeftButton, Qt::NoModifier, palette->rowCenter(1));
    QCOMPARE(palette->selected()->kind, PieceKind::Stone);
    click({4, 1});
    QCOMPARE(view_->placements(), (std::vector<Placement>{{PieceKind::Stone, Side::Own, {4, 1}}}));
    // The stones are used up, so the palette moved on to the own token.
    QCOMPARE(palette->selected()->kind, PieceKind::Token);
    click({1, 3});
    QCOMPARE(view_->placements(), (std::vector<Placement>{{PieceKind::Stone, Side::Own, {4, 1}},
                                                          {PieceKind::Token, Side::Own, {1, 3}}}));
    // A right click takes a piece back.
    click({4, 1}, Qt::RightButton);
    QCOMPARE(view_->placements(), (std::vector<Placement>{{PieceKind::Token, Side::Own, {1, 3}}}));
    QCOMPARE(documentOf(view_.get())->countLeft(PieceKind::Stone, Side::Own), 1);
}

// A second click on the selected row must not drop the choice: the next click on the
// board still places that piece.
void TestPlayer::clickingTheSelectedPieceKeepsIt()
{
    view_->setLevel(levelFrom(kTwoPieceLevel));
    ff::ui::InventoryPalette* palette = paletteOf(view_.get());
    QTest::mouseClick(palette, Qt::LeftButton, Qt::NoModifier, palette->rowCenter(1));
    QTest::mouseClick(palette, Qt::LeftButton, Qt::NoModifier, palette->rowCenter(1));
    QVERIFY(palette->selected());
    QCOMPARE(palette->selected()->kind, PieceKind::Stone);
    click({4, 1});
    QCOMPARE(view_->placements(), (std::vector<Placement>{{PieceKind::Stone, Side::Own, {4, 1}}}));
}

void TestPlayer::placeWithKeyboard()
{
    view_->setLevel(levelFrom(kTwoPieceLevel));
    ff::ui::BoardWidget* board = view_->board();
    board->setFocus();
    QCOMPARE(board->cursorCell(), (std::optional<Cell>{Cell{0, 0}})); // starts on the monster
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Down);
    QTest::keyClick(board, Qt::Key_Down);
    QCOMPARE(board->cursorCell(), (std::optional<Cell>{Cell{1, 2}}));
    QTest::keyClick(board, Qt::Key_S);
    QCOMPARE(paletteOf(view_.get())->selected()->kind, PieceKind::Stone);
    QTest::keyClick(board, Qt::Key_Space);
    QCOMPARE(view_->placements(), (std::vector<Placement>{{PieceKind::Stone, Side::Own, {1, 2}}}));
    QTest::keyClick(board, Qt::Key_Up);
    QTest::keyClick(board, Qt::Key_O);
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(view_->placements().size(), size_t(2));
    QCOMPARE(view_->placements()[1], (Placement{PieceKind::Token, Side::Own, {1, 1}}));
    QVERIFY(documentOf(view_.get())->complete());
    // Delete removes the piece under the cursor.
    QTest::keyClick(board, Qt::Key_Delete);
    QCOMPARE(view_->placements(), (std::vector<Placement>{{PieceKind::Stone, Side::Own, {1, 2}}}));
    // A kind the inventory does not hold is refused with a message.
    QSignalSpy status(view_.get(), &ff::ui::PlayerView::statusMessage);
    QTest::keyClick(board, Qt::Key_C);
    QCOMPARE(status.count(), 1);
    QCOMPARE(status.takeFirst().at(0).toString(), QStringLiteral("This level has no crystal to place."));
}

void TestPlayer::undoLeavesNoStaleMessage()
{
    view_->setLevel(levelFrom(kTwoPieceLevel));
    auto* message = view_->findChild<QLabel*>(QStringLiteral("playerMessage"));
    auto* left = view_->findChild<QLabel*>(QStringLiteral("piecesLeft"));
    QVERIFY(message && left);
    paletteOf(view_.get())->select({PieceKind::Stone, Side::Own});
    click({1, 2});
    paletteOf(view_.get())->select({PieceKind::Token, Side::Own});
    click({1, 1});
    QVERIFY(documentOf(view_.get())->complete());
    QVERIFY(message->text().startsWith(QStringLiteral("Every piece is placed")));
    // Undo: one piece is to place again, and nothing claims otherwise.
    documentOf(view_.get())->undoStack()->undo();
    QCOMPARE(left->text(), QStringLiteral("Pieces still to place: 1"));
    QVERIFY2(message->text().isEmpty(), qPrintable(message->text()));
    // Redo brings the piece back; the count says so, the message line stays quiet.
    documentOf(view_.get())->undoStack()->redo();
    QCOMPARE(left->text(), QStringLiteral("Every piece is placed."));
    QVERIFY(message->text().isEmpty());
}

void TestPlayer::refusedCellsGiveTheReason()
{
    view_->setLevel(levelFrom(kTwoPieceLevel));
    QSignalSpy status(view_.get(), &ff::ui::PlayerView::statusMessage);
    paletteOf(view_.get())->select({PieceKind::Stone, Side::Own});
    const std::vector<std::pair<Cell, QString>> cases = {
        {{0, 0}, QStringLiteral("The monster stands on this cell.")},
        {{3, 3}, QStringLiteral("This cell already holds a piece.")},
        {{2, 2}, QStringLiteral("Pieces cannot be placed on blood.")},
    };
    for (const auto& [cell, text] : cases) {
        click(cell);
        QCOMPARE(status.count(), 1);
        QCOMPARE(status.takeFirst().at(0).toString(), text);
    }
    QVERIFY(view_->placements().empty());
}

void TestPlayer::undoRedoEveryAction()
{
    view_->setLevel(levelFrom(kTwoPieceLevel));
    QUndoStack* undo = view_->undoStack();
    QCOMPARE(undo->count(), 0);
    ff::ui::PlacementDocument* doc = documentOf(view_.get());
    QCOMPARE(doc->place(PieceKind::Stone, Side::Own, {4, 1}), ff::ui::PlacementDocument::Refusal::None);
    QCOMPARE(doc->place(PieceKind::Token, Side::Own, {1, 3}), ff::ui::PlacementDocument::Refusal::None);
    QCOMPARE(doc->move({4, 1}, {4, 0}), ff::ui::PlacementDocument::Refusal::None);
    QCOMPARE(doc->remove({1, 3}), ff::ui::PlacementDocument::Refusal::None);
    view_->restart();
    QCOMPARE(undo->count(), 5); // one step per action
    QVERIFY(view_->placements().empty());
    const std::vector<std::vector<Placement>> history = {
        {{PieceKind::Stone, Side::Own, {4, 0}}},
        {{PieceKind::Stone, Side::Own, {4, 0}}, {PieceKind::Token, Side::Own, {1, 3}}},
        {{PieceKind::Stone, Side::Own, {4, 1}}, {PieceKind::Token, Side::Own, {1, 3}}},
        {{PieceKind::Stone, Side::Own, {4, 1}}},
        {},
    };
    for (const auto& expected : history) {
        undo->undo();
        QCOMPARE(view_->placements(), expected);
    }
    QVERIFY(!undo->canUndo());
    for (int i = static_cast<int>(history.size()) - 2; i >= 0; --i) {
        undo->redo();
        QCOMPARE(view_->placements(), history[i]);
    }
    undo->redo();
    QVERIFY(view_->placements().empty());
    // A new level starts a fresh history.
    view_->setLevel(levelFrom(kPushLevel));
    QCOMPARE(undo->count(), 0);
}

void TestPlayer::dropFromPaletteAndDragToMove()
{
    view_->setLevel(levelFrom(kTwoPieceLevel));
    ff::ui::BoardWidget* board = view_->board();
    // A drop from the palette places the piece (a drop needs the drag to enter first).
    std::unique_ptr<QMimeData> data(ff::ui::InventoryPalette::mimeFor({PieceKind::Stone, Side::Own}));
    const QPointF at(board->cellCenter({5, 0}));
    QDragEnterEvent enter(at.toPoint(), Qt::CopyAction, data.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(board, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(at, Qt::CopyAction, data.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(board, &drop);
    QVERIFY(drop.isAccepted());
    QCOMPARE(view_->placements(), (std::vector<Placement>{{PieceKind::Stone, Side::Own, {5, 0}}}));

    const auto mouse = [&](QEvent::Type type, Cell c, Qt::MouseButtons buttons) {
        const QPointF pos(board->cellCenter(c));
        QMouseEvent e(type, pos, board->mapToGlobal(pos),
                      type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton, buttons, Qt::NoModifier);
        QApplication::sendEvent(board, &e);
    };
    // Dragging the placed stone to another cell moves it (one undo step).
    const int steps = view_->undoStack()->count();
    mouse(QEvent::MouseButtonPress, {5, 0}, Qt::LeftButton);
    mouse(QEvent::MouseMove, {4, 0}, Qt::LeftButton);
    mouse(QEvent::MouseMove, {4, 1}, Qt::LeftButton);
    mouse(QEvent::MouseButtonRelease, {4, 1}, Qt::NoButton);
    QCOMPARE(view_->placements(), (std::vector<Placement>{{PieceKind::Stone, Side::Own, {4, 1}}}));
    QCOMPARE(view_->undoStack()->count(), steps + 1);
    // Dragging it onto an occupied cell is refused.
    mouse(QEvent::MouseButtonPress, {4, 1}, Qt::LeftButton);
    mouse(QEvent::MouseMove, {3, 2}, Qt::LeftButton);
    mouse(QEvent::MouseMove, {3, 3}, Qt::LeftButton);
    mouse(QEvent::MouseButtonRelease, {3, 3}, Qt::NoButton);
    QCOMPARE(view_->placements(), (std::vector<Placement>{{PieceKind::Stone, Side::Own, {4, 1}}}));
    // Dragging it off the board removes it.
    mouse(QEvent::MouseButtonPress, {4, 1}, Qt::LeftButton);
    mouse(QEvent::MouseMove, {4, 2}, Qt::LeftButton);
    const QPointF outside(2, 2);
    QMouseEvent release(QEvent::MouseButtonRelease, outside, board->mapToGlobal(outside), Qt::LeftButton,
                        Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(board, &release);
    QVERIFY(view_->placements().empty());
}

void TestPlayer::releaseNeedsEveryPiece()
{
    view_->setLevel(levelFrom(kTwoPieceLevel));
    view_->setAnimationSpeed(0);
    QSignalSpy status(view_.get(), &ff::ui::PlayerView::statusMessage);
    QSignalSpy finished(view_.get(), &ff::ui::PlayerView::runFinished);
    view_->release();
    QVERIFY(!view_->isRunning());
    QCOMPARE(status.count(), 1);
    QCOMPARE(status.takeFirst().at(0).toString(),
             QStringLiteral("Place every piece before releasing the monster: 2 still to place."));
    QCOMPARE(finished.count(), 0);
    // The button looks so: enabled once every piece is placed, and not before.
    auto* button = view_->findChild<QPushButton*>(QStringLiteral("releaseButton"));
    QVERIFY(!button->isEnabled());
    view_->setPlacements({{PieceKind::Stone, Side::Own, {4, 1}}});
    QVERIFY(!button->isEnabled());
    view_->setPlacements({{PieceKind::Stone, Side::Own, {4, 1}}, {PieceKind::Token, Side::Own, {1, 3}}});
    QVERIFY(button->isEnabled());
}

// A short run can be followed: its first three steps play at a third, a half and two
// thirds of the speed (a tutorial's three steps took 0.5 s at 6 cells per second, now
// 1.1 s); instant stays instant.
void TestPlayer::firstStepsOfARunAreSlower()
{
    using ff::ui::RunAnimator;
    QCOMPARE(RunAnimator::paceOfStep(6, 1), 2);
    QCOMPARE(RunAnimator::paceOfStep(6, 2), 3);
    QCOMPARE(RunAnimator::paceOfStep(6, 3), 4);
    QCOMPARE(RunAnimator::paceOfStep(6, 4), 6);
    QCOMPARE(RunAnimator::paceOfStep(6, 500), 6);
    QCOMPARE(RunAnimator::paceOfStep(1, 1), 1);
    QCOMPARE(RunAnimator::paceOfStep(24, 1), 8);
    QCOMPARE(RunAnimator::paceOfStep(24, 3), 16);
    QCOMPARE(RunAnimator::paceOfStep(24, 4), 24);
    QCOMPARE(RunAnimator::paceOfStep(0, 1), 0);
}

void TestPlayer::instantRunsMatchTheEngine_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QList<int>>("cells"); // x, y pairs of the own placements, in inventory order
    QTest::addColumn<int>("outcome");
    QTest::addColumn<QList<int>>("types"); // event types the run must contain
    QTest::newRow("push and crush") << QString::fromUtf8(kPushLevel) << QList<int>{5, 0}
                                    << int(Outcome::Solved)
                                    << QList<int>{int(Type::Push), int(Type::Crush), int(Type::Move)};
    QTest::newRow("blood, object slide, teleport")
        << QString::fromUtf8(kBloodLevel) << QList<int>{1, 1, 7, 2} << int(Outcome::Solved)
        << QList<int>{int(Type::ObjectSlide), int(Type::Remove), int(Type::Teleport), int(Type::Eat)};
    QTest::newRow("wall crossing and facing")
        << QString::fromUtf8(kCrossLevel) << QList<int>{4, 1} << int(Outcome::Solved)
        << QList<int>{int(Type::Face), int(Type::Eat)};
    QTest::newRow("turning stones, endless") << QString::fromUtf8(kLoopLevel) << QList<int>{6, 1}
                                             << int(Outcome::Endless) << QList<int>{int(Type::TurnStone)};
    QTest::newRow("own token lost") << QString::fromUtf8(kOwnLostLevel) << QList<int>{2, 0}
                                    << int(Outcome::OwnTokenLost) << QList<int>{int(Type::Eat)};
}

void TestPlayer::instantRunsMatchTheEngine()
{
    QFETCH(QString, json);
    QFETCH(QList<int>, cells);
    QFETCH(int, outcome);
    QFETCH(QList<int>, types);
    const ff::Level level = levelFrom(json.toUtf8().constData());
    view_->setLevel(level);
    // Place the inventory in order by keyboard-free clicks, selecting each row.
    int next = 0;
    for (const ff::InventoryItem& item : level.inventory) {
        for (int k = 0; k < item.count; ++k, next += 2) {
            paletteOf(view_.get())->select({item.kind, item.side});
            click({cells[next], cells[next + 1]});
        }
    }
    QVERIFY(documentOf(view_.get())->complete());
    view_->setAnimationSpeed(0);
    QSignalSpy finished(view_.get(), &ff::ui::PlayerView::runFinished);
    view_->release();
    if (finished.isEmpty())
        QVERIFY(finished.wait(5000));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(int(finished.at(0).at(0).value<ff::Outcome>()), outcome);

    const std::vector<Event> expected = engineEvents(level, view_->placements());
    for (int t : types)
        QVERIFY2(hasType(expected, Type(t)), qPrintable(QStringLiteral("missing event type %1").arg(t)));
    QCOMPARE(view_->animatedEvents().size(), expected.size());
    QVERIFY(view_->animatedEvents() == expected);
}

void TestPlayer::animatedRunMatchesTheEngine()
{
    // Timer-driven without pauses at a brisk speed: the same sub-moves as the
    // engine, in order, each played with the object it moves, and the board ends
    // showing the engine's final state.
    for (const AnimationCase& c : animationCases()) {
        const ff::Level level = levelFrom(c.json);
        const std::vector<Placement> placements = c.placements.empty() ? *level.solution : c.placements;
        view_->setLevel(level);
        view_->setPlacements(placements);
        view_->setAnimationSpeed(120);
        QSignalSpy finished(view_.get(), &ff::ui::PlayerView::runFinished);
        view_->release();
        QVERIFY2(view_->isRunning(), c.name);
        QCOMPARE(finished.count(), 0); // not instant: the run takes a while
        QVERIFY2(finished.wait(10000), c.name);
        const ff::Arena arena(level);
        ff::State s = arena.initialState();
        arena.place(s, placements);
        ff::Simulation sim(arena, s);
        std::vector<Event> expected;
        while (!sim.finished()) {
            const auto& events = sim.step();
            expected.insert(expected.end(), events.begin(), events.end());
        }
        QCOMPARE(finished.at(0).at(0).value<ff::Outcome>(), sim.outcome());
        QVERIFY2(view_->animatedEvents() == expected, c.name);
        const QString differs = sceneDiffers(view_->animator()->scene(), arena, sim.state());
        QVERIFY2(differs.isEmpty(), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(c.name), differs)));
        view_->returnToEditing();
    }
}

void TestPlayer::animationMatchesTheEngineStepByStep_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<int>("caseIndex"); // into animationCases(), or -1: the level's stored solution
    const std::vector<AnimationCase> cases = animationCases();
    for (int i = 0; i < static_cast<int>(cases.size()); ++i)
        QTest::newRow(cases[i].name) << QString::fromUtf8(cases[i].json) << i;
    // Every tutorial level and every fourth weekly one: the weekly series repeats
    // the mechanics the tutorial and the cases above already show, and each level
    // plays in real time.
    for (const char* collection : {"tutorial", "weekly"}) {
        const QDir dir(QStringLiteral(FF_LEVELS_DIR "/") + QLatin1String(collection));
        const QStringList names = dir.entryList({QStringLiteral("*.ffl.json")}, QDir::Files, QDir::Name);
        const int every = QLatin1String(collection) == QLatin1String("weekly") ? 4 : 1;
        for (int i = 0; i < names.size(); i += every) {
            const QString& name = names.at(i);
            std::string error;
            const auto text = ff::readTextFile(dir.filePath(name).toStdString(), error);
            if (text)
                QTest::newRow(qPrintable(name)) << QString::fromStdString(*text) << -1;
        }
    }
}

void TestPlayer::animationMatchesTheEngineStepByStep()
{
    // Played one step at a time at a real animation speed: after every step the
    // sub-moves shown so far are the engine's, and the board shows exactly the
    // engine's state (every object on its cell, the monster on its cell and facing).
    QFETCH(QString, json);
    QFETCH(int, caseIndex);
    const ff::Level level = levelFrom(json.toUtf8().constData());
    QVERIFY(caseIndex >= 0 || level.solution);
    const std::vector<Placement> placements =
        caseIndex >= 0 && !animationCases()[caseIndex].placements.empty()
            ? animationCases()[caseIndex].placements
            : *level.solution;
    view_->setLevel(level);
    view_->setPlacements(placements);
    QVERIFY(documentOf(view_.get())->complete());
    view_->setAnimationSpeed(400);
    view_->release();
    ff::ui::RunAnimator* animator = view_->animator();
    animator->setPaused(true);
    QVERIFY(animator->animatedEvents().empty());

    const ff::Arena arena(level);
    ff::State s = arena.initialState();
    arena.place(s, placements);
    ff::Simulation sim(arena, s);
    QCOMPARE(sceneDiffers(animator->scene(), arena, sim.state()), QString());
    std::vector<Event> expected;
    while (!sim.finished()) {
        const auto& events = sim.step();
        expected.insert(expected.end(), events.begin(), events.end());
        animator->stepOnce();
        QVERIFY(waitForPauseOrEnd());
        QCOMPARE(animator->steps(), sim.steps());
        QVERIFY2(animator->animatedEvents() == expected,
                 qPrintable(QStringLiteral("step %1").arg(sim.steps())));
        const QString differs = sceneDiffers(animator->scene(), arena, sim.state());
        QVERIFY2(differs.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(sim.steps()).arg(differs)));
    }
    if (!animator->isFinished())
        animator->stepOnce();
    QTRY_VERIFY_WITH_TIMEOUT(animator->isFinished(), 5000);
    QCOMPARE(animator->outcome(), sim.outcome());
    QVERIFY(animator->animatedEvents() == expected);
}

void TestPlayer::animationCasesCoverEverySubMove()
{
    // Together the animation cases have every sub-move the engine reports, every
    // way an object leaves the board, wall crossings by a step, a slide and into a
    // teleporter, and each outcome a run can have.
    std::set<int> types;
    std::set<int> reasons;
    std::set<int> outcomes;
    bool crossedMove = false;
    bool crossedSlide = false;
    bool crossedTeleport = false;
    for (const AnimationCase& c : animationCases()) {
        const ff::Level level = levelFrom(c.json);
        const std::vector<Placement> placements = c.placements.empty() ? *level.solution : c.placements;
        for (const Event& e : engineEvents(level, placements)) {
            types.insert(int(e.type));
            if (e.type == Type::Crush || e.type == Type::Remove)
                reasons.insert(int(e.reason));
            crossedMove = crossedMove || (e.type == Type::Move && e.crossed && !e.slide);
            crossedSlide = crossedSlide || (e.type == Type::Move && e.crossed && e.slide);
            crossedTeleport = crossedTeleport || (e.type == Type::Teleport && e.crossed);
        }
        const ff::Arena arena(level);
        ff::State s = arena.initialState();
        arena.place(s, placements);
        outcomes.insert(int(arena.run(s).outcome));
    }
    QCOMPARE(types.size(), size_t(int(Type::SlideTurn) + 1));
    QCOMPARE(reasons, (std::set<int>{int(ff::GoneReason::OffBoard), int(ff::GoneReason::Teleporter),
                                     int(ff::GoneReason::IntoMonster), int(ff::GoneReason::ExitOrEntrance)}));
    QVERIFY(crossedMove);
    QVERIFY(crossedSlide);
    QVERIFY(crossedTeleport);
    QCOMPARE(outcomes,
             (std::set<int>{int(Outcome::Solved), int(Outcome::OwnTokenLost), int(Outcome::Endless)}));
}

void TestPlayer::pauseAndSingleStep()
{
    const ff::Level level = levelFrom(kBloodLevel);
    view_->setLevel(level);
    const std::vector<Placement> placements{{PieceKind::Stone, Side::Own, {1, 1}},
                                            {PieceKind::Token, Side::Own, {7, 2}}};
    view_->setPlacements(placements);
    view_->setAnimationSpeed(2);
    view_->release();
    ff::ui::RunAnimator* animator = view_->animator();
    animator->setPaused(true);
    QVERIFY(animator->animatedEvents().size() <= 1);
    // One step: the stone's push and slide and the monster's move, then a pause.
    QSignalSpy paused(animator, &ff::ui::RunAnimator::pausedChanged);
    view_->setAnimationSpeed(40);
    animator->setSpeed(40);
    animator->stepOnce();
    QTRY_VERIFY_WITH_TIMEOUT(animator->isPaused(), 5000);
    QCOMPARE(animator->steps(), 1L);
    const ff::Arena arena(level);
    ff::State s = arena.initialState();
    arena.place(s, placements);
    ff::Simulation sim(arena, s);
    const std::vector<Event> first = sim.step();
    QVERIFY(animator->animatedEvents() == first);
    QVERIFY(hasType(first, Type::ObjectSlide));
    // Skip to the end finishes at once.
    QSignalSpy finished(view_.get(), &ff::ui::PlayerView::runFinished);
    QTest::keyClick(view_->board(), Qt::Key_Escape);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 5000);
    QVERIFY(animator->animatedEvents() == engineEvents(level, placements));
}

void TestPlayer::wallCrossingLightsTwinLetters()
{
    const ff::Level level = levelFrom(kCrossLevel);
    view_->setLevel(level);
    view_->setPlacements({{PieceKind::Token, Side::Own, {4, 1}}});
    view_->setAnimationSpeed(40);
    view_->release();
    ff::ui::RunAnimator* animator = view_->animator();
    animator->setPaused(true);
    animator->stepOnce(); // step 1: from (1,0) west across the wall onto (3,3)
    QTRY_VERIFY_WITH_TIMEOUT(animator->isPaused(), 5000);
    QCOMPARE(animator->steps(), 1L);
    const auto& lit = animator->scene().litEdges;
    QCOMPARE(lit.size(), size_t(2));
    QCOMPARE(lit[0], std::make_pair(Cell{1, 0}, ff::Dir::W));
    QCOMPARE(lit[1], std::make_pair(Cell{3, 3}, ff::Dir::E));
    const ff::ui::EdgeLabels labels(level.board);
    QVERIFY(labels.symbolAt(lit[0].first, lit[0].second) >= 0);
    QCOMPARE(labels.symbolAt(lit[1].first, lit[1].second), labels.symbolAt(lit[0].first, lit[0].second));
    QCOMPARE(animator->scene().monsterPos, QPointF(3.5, 3.5));
    // The path shows the two stubs of the crossing, to the wall and from it.
    QCOMPARE(animator->scene().path.size(), size_t(2));
    QCOMPARE(animator->scene().path[0].to, QPointF(1.0, 0.5));
    QCOMPARE(animator->scene().path[1].from, QPointF(4.0, 3.5));
}

void TestPlayer::endlessRunMarksTheLoop()
{
    QCOMPARE(runInstantly(levelFrom(kLoopLevel), {{PieceKind::Stone, Side::Own, {6, 1}}}), Outcome::Endless);
    const auto& loop = view_->animator()->loopCells();
    QCOMPARE(std::set<Cell>(loop.begin(), loop.end()), (std::set<Cell>{{2, 1}, {3, 1}, {4, 1}}));
    QVERIFY(!view_->animator()->scene().loopPath.empty());
}

void TestPlayer::ownTokenLostNamesTheToken()
{
    QCOMPARE(runInstantly(levelFrom(kOwnLostLevel), {{PieceKind::Token, Side::Own, {2, 0}}}),
             Outcome::OwnTokenLost);
    const auto lost = view_->animator()->lostToken();
    QVERIFY(lost.has_value());
    QCOMPARE(lost->at, (Cell{2, 0}));
    QVERIFY(!lost->crushed.has_value());
    QCOMPARE(view_->animator()->scene().eatenAt, std::optional<Cell>(Cell{2, 0})); // circled on the board
    QCOMPARE(view_->findChild<QLabel*>(QStringLiteral("resultTitle"))->text(),
             QStringLiteral("One of your tokens was eaten"));
    QCOMPARE(view_->findChild<QLabel*>(QStringLiteral("resultDetail"))->text(),
             QStringLiteral("In step 2 the monster ate your token (circled in red)."));
}

void TestPlayer::ownTokenCrushedIsNamed()
{
    QCOMPARE(runInstantly(levelFrom(kOwnCrushedLevel), {{PieceKind::Token, Side::Own, {2, 0}}}),
             Outcome::OwnTokenLost);
    const auto lost = view_->animator()->lostToken();
    QVERIFY(lost.has_value());
    QCOMPARE(lost->crushed, std::optional(ff::GoneReason::OffBoard));
    QCOMPARE(lost->at, (Cell{2, 0}));
    QCOMPARE(view_->findChild<QLabel*>(QStringLiteral("resultTitle"))->text(),
             QStringLiteral("One of your tokens was crushed"));
    QCOMPARE(view_->findChild<QLabel*>(QStringLiteral("resultDetail"))->text(),
             QStringLiteral(
                 "In step 1 the monster pushed your token off the board (circled in red: where it stood "
                 "last)."));
}

// After a run the player steps back and forth through it; the board shows the state
// after the step shown and a line explains that step. kOwnLostLevel with the own
// token on (2,0): the monster on (0,0) facing E sees it at 2 straight ahead (north is
// outside, south (0,1) holds nothing), keeps its facing and walks to (1,0); in step 2
// it sees it at 1 and walks onto it, eating it (R9, R10, R12).
void TestPlayer::timelineScrubsThroughTheRun()
{
    QCOMPARE(runInstantly(levelFrom(kOwnLostLevel), {{PieceKind::Token, Side::Own, {2, 0}}}),
             Outcome::OwnTokenLost);
    ff::ui::RunAnimator* animator = view_->animator();
    auto* why = view_->findChild<QLabel*>(QStringLiteral("stepExplanation"));
    auto* scrub = view_->findChild<QSlider*>(QStringLiteral("runScrubber"));
    QVERIFY(why && scrub);
    QVERIFY(why->isVisible() && scrub->isVisible());
    const QString step1 =
        QStringLiteral("Step 1: sees your token 2 cells east → keeps facing east, toward the nearest token, "
                       "steps east.");
    const QString step2 =
        QStringLiteral("Step 2: sees your token 1 cell east → keeps facing east, toward the nearest token, "
                       "steps east, eats your token.");
    // The end is shown first.
    QCOMPARE(animator->shownStep(), 2L);
    QCOMPARE(scrub->value(), 2);
    QCOMPARE(why->text(), step2);
    QCOMPARE(animator->scene().monsterPos, QPointF(2.5, 0.5));
    QCOMPARE(animator->scene().objects.size(), size_t(1)); // the enemy
    QCOMPARE(animator->scene().eatenAt, std::optional<Cell>(Cell{2, 0}));
    // One step back: the own token is still there, the monster on (1,0).
    QTest::keyClick(view_->board(), Qt::Key_Left);
    QCOMPARE(animator->shownStep(), 1L);
    QCOMPARE(scrub->value(), 1);
    QCOMPARE(why->text(), step1);
    QCOMPARE(animator->scene().monsterPos, QPointF(1.5, 0.5));
    QCOMPARE(animator->scene().objects.size(), size_t(2));
    QVERIFY(!animator->scene().eatenAt);
    QCOMPARE(animator->scene().path.size(), size_t(1));
    QCOMPARE(animator->scene().path[0].step, 1L);
    // Home: before the first step.
    QTest::keyClick(view_->board(), Qt::Key_Home);
    QCOMPARE(animator->shownStep(), 0L);
    QCOMPARE(animator->scene().monsterPos, QPointF(0.5, 0.5));
    QVERIFY(animator->scene().path.empty());
    QVERIFY(!why->text().startsWith(QStringLiteral("Step")));
    QTest::keyClick(view_->board(), Qt::Key_Left); // stays at the start
    QCOMPARE(animator->shownStep(), 0L);
    // Forward with the period key and the button, End, and the slider.
    QTest::keyClick(view_->board(), Qt::Key_Period);
    QCOMPARE(why->text(), step1);
    QTest::mouseClick(view_->findChild<QToolButton*>(QStringLiteral("nextStep")), Qt::LeftButton);
    QCOMPARE(animator->shownStep(), 2L);
    QCOMPARE(why->text(), step2);
    QTest::keyClick(view_->board(), Qt::Key_Home);
    QTest::keyClick(view_->board(), Qt::Key_End);
    QCOMPARE(animator->shownStep(), 2L);
    QCOMPARE(animator->scene().eatenAt, std::optional<Cell>(Cell{2, 0}));
    scrub->setValue(1);
    QCOMPARE(animator->shownStep(), 1L);
    QCOMPARE(why->text(), step1);
    // Enter still goes back to placing.
    QTest::keyClick(view_->board(), Qt::Key_Return);
    QVERIFY(!view_->isRunning());
}

// After a run the timeline stands where the pieces were, and stepping through the
// run moves nothing below its explanation: the board keeps its size, the path box
// its place.
void TestPlayer::scrubbingKeepsTheColumnStill()
{
    view_->setLevel(levelFrom(kBloodLevel));
    const QSize boardBefore = view_->board()->size();
    view_->setPlacements({{PieceKind::Stone, Side::Own, {1, 1}}, {PieceKind::Token, Side::Own, {7, 2}}});
    view_->setAnimationSpeed(0);
    QSignalSpy finished(view_.get(), &ff::ui::PlayerView::runFinished);
    view_->release();
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY(!paletteOf(view_.get())->isVisible());
    QCheckBox* path = nullptr;
    for (QCheckBox* box : view_->findChildren<QCheckBox*>()) {
        if (box->text() == QStringLiteral("Show the path"))
            path = box;
    }
    QVERIFY(path);
    QApplication::processEvents();
    const int y = path->mapTo(view_.get(), QPoint(0, 0)).y();
    const long steps = view_->animator()->totalSteps();
    QVERIFY(steps > 2);
    for (long step = 0; step <= steps; ++step) {
        view_->showRunStep(step);
        QApplication::processEvents();
        QCOMPARE(path->mapTo(view_.get(), QPoint(0, 0)).y(), y);
        QCOMPARE(view_->board()->size(), boardBefore);
    }
    view_->returnToEditing();
    QVERIFY(paletteOf(view_.get())->isVisible());
}

void TestPlayer::resultIsShownOnceBelowTheBoard()
{
    // The result appears in one place, under the board, in place of the message
    // line; it is not sent as a message as well, and it goes with the run.
    view_->setLevel(levelFrom(kLoopLevel));
    view_->setPlacements({{PieceKind::Stone, Side::Own, {6, 1}}});
    view_->setAnimationSpeed(0);
    auto* message = view_->findChild<QLabel*>(QStringLiteral("playerMessage"));
    auto* result = view_->findChild<QWidget*>(QStringLiteral("resultPanel"));
    QVERIFY(message && result);
    QVERIFY(message->isVisible());
    QVERIFY(!result->isVisible());
    const int boardHeight = view_->board()->height();
    QSignalSpy status(view_.get(), &ff::ui::PlayerView::statusMessage);
    QSignalSpy finished(view_.get(), &ff::ui::PlayerView::runFinished);
    view_->release();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 5000);
    QCOMPARE(finished.at(0).at(0).value<ff::Outcome>(), Outcome::Endless);
    QCOMPARE(status.count(), 0);
    QVERIFY(result->isVisible());
    QVERIFY(!message->isVisible());
    QCOMPARE(view_->findChild<QLabel*>(QStringLiteral("resultTitle"))->text(),
             QStringLiteral("The monster wanders forever"));
    QCOMPARE(
        view_->findChild<QLabel*>(QStringLiteral("resultDetail"))->text(),
        QStringLiteral("In step 4 it came back to where it had been before, facing the same way on the same "
                       "board: it repeats that loop (marked in orange) forever. Enemy tokens left: 1."));
    QVERIFY(result->mapTo(view_.get(), QPoint(0, 0)).y() > view_->board()->geometry().bottom());
    QCOMPARE(view_->board()->height(), boardHeight); // the board does not jump
    // The button under the result goes back to placing.
    QTest::mouseClick(view_->findChild<QPushButton*>(QStringLiteral("backButton")), Qt::LeftButton);
    QVERIFY(!view_->isRunning());
    QVERIFY(!result->isVisible());
    QVERIFY(message->isVisible());
    QCOMPARE(view_->board()->height(), boardHeight);
}

void TestPlayer::enterReturnsToPlacing()
{
    view_->setLevel(levelFrom(kPushLevel));
    view_->setPlacements({{PieceKind::Token, Side::Own, {5, 0}}});
    view_->setAnimationSpeed(0);
    QSignalSpy finished(view_.get(), &ff::ui::PlayerView::runFinished);
    view_->release();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 5000);
    QVERIFY(view_->board()->isShowingRun());
    QTest::keyClick(view_->board(), Qt::Key_Return);
    QVERIFY(!view_->isRunning());
    QVERIFY(!view_->board()->isShowingRun());
    // Ctrl+Return releases again; a click on the board also returns to placing.
    QTest::keyClick(view_->board(), Qt::Key_Return, Qt::ControlModifier);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 5000);
    QVERIFY(view_->board()->isShowingRun());
    click({2, 2});
    QVERIFY(!view_->isRunning());
    // The placement is kept for the next try.
    QCOMPARE(view_->placements(), (std::vector<Placement>{{PieceKind::Token, Side::Own, {5, 0}}}));
}

void TestPlayer::cursorStartsAfreshOnEachLevel()
{
    // On the monster, or on the first cell a piece may go when the level limits them.
    view_->setLevel(levelFrom(kTwoPieceLevel));
    view_->board()->setCursorCell({4, 2});
    view_->setLevel(levelFrom(kPushLevel));
    QCOMPARE(view_->board()->cursorCell(), std::optional<Cell>(Cell{0, 1}));
    ff::Level limited = levelFrom(kTwoPieceLevel);
    limited.allowed = std::vector<Cell>{{4, 3}, {2, 2}, {1, 3}}; // (2,2) is blood
    view_->setLevel(limited);
    QCOMPARE(view_->board()->cursorCell(), std::optional<Cell>(Cell{1, 3}));
    // Leaving a level and opening it again starts afresh as well.
    view_->board()->setCursorCell({5, 0});
    view_->setLevel(limited);
    QCOMPARE(view_->board()->cursorCell(), std::optional<Cell>(Cell{1, 3}));
}

void TestPlayer::buttonsLeaveTheFocusOnTheBoard()
{
    view_->setLevel(levelFrom(kPushLevel));
    view_->activateWindow();
    view_->board()->setFocus();
    QTRY_VERIFY(view_->board()->hasFocus());
    // A click on a button acts but leaves the keys on the board; Tab reaches it.
    auto* completable = view_->findChild<QPushButton*>(QStringLiteral("completableButton"));
    QCOMPARE(completable->focusPolicy(), Qt::TabFocus);
    QTest::mouseClick(completable, Qt::LeftButton);
    QVERIFY(view_->isHintPending());
    QTRY_COMPARE_WITH_TIMEOUT(view_->isHintPending(), false, 10000);
    QVERIFY(view_->board()->hasFocus());
    // Enter on a focused button does not place a piece on the board's cursor.
    paletteOf(view_.get())->select({PieceKind::Token, Side::Own});
    completable->setFocus();
    QTest::keyClick(completable, Qt::Key_Return);
    QVERIFY(view_->placements().empty());
    // Releasing takes the focus back to the board, where the run's keys work.
    view_->setPlacements({{PieceKind::Token, Side::Own, {5, 0}}});
    view_->setAnimationSpeed(2);
    view_->release();
    QVERIFY(view_->board()->hasFocus());
    QTest::keyClick(view_->board(), Qt::Key_Space);
    QVERIFY(view_->animator()->isPaused());
    QTest::keyClick(view_->board(), Qt::Key_Escape);
    QTRY_VERIFY(view_->animator()->isFinished());
    QTest::keyClick(view_->board(), Qt::Key_Escape);
    QVERIFY(!view_->isRunning());
    QVERIFY(view_->board()->hasFocus());
}

void TestPlayer::restoredPlacementsDropIllegalOnes()
{
    view_->setLevel(levelFrom(kTwoPieceLevel));
    QSignalSpy status(view_.get(), &ff::ui::PlayerView::statusMessage);
    view_->setPlacements({{PieceKind::Stone, Side::Own, {4, 1}},
                          {PieceKind::Stone, Side::Own, {4, 2}},   // no second stone
                          {PieceKind::Token, Side::Own, {2, 2}},   // blood
                          {PieceKind::Token, Side::Enemy, {1, 1}}, // not in the inventory
                          {PieceKind::Token, Side::Own, {1, 1}}});
    QCOMPARE(view_->placements(), (std::vector<Placement>{{PieceKind::Stone, Side::Own, {4, 1}},
                                                          {PieceKind::Token, Side::Own, {1, 1}}}));
    QCOMPARE(view_->undoStack()->count(), 0);
    QCOMPARE(status.count(), 1);
}

void TestPlayer::hintsAskTheSolver()
{
    const ff::Level level = levelFrom(kPushLevel);
    view_->setLevel(level);
    QSignalSpy used(view_.get(), &ff::ui::PlayerView::hintUsed);
    QSignalSpy status(view_.get(), &ff::ui::PlayerView::statusMessage);
    view_->requestHint(ff::ui::HintKind::CompletableCheck);
    QVERIFY(view_->isHintPending());
    QTRY_COMPARE_WITH_TIMEOUT(view_->isHintPending(), false, 10000);
    // With nothing placed the answer is no news: it is not counted.
    QCOMPARE(status.last().at(0).toString(),
             QStringLiteral("Yes: the pieces placed so far can still lead to a solution. (This tells nothing "
                            "new, so it does not count as a hint.)"));
    QCOMPARE(used.count(), 0);

    // "Show one piece" suggests a piece; placing it solves this one-piece level.
    view_->requestHint(ff::ui::HintKind::PieceShown);
    QVERIFY(used.wait(10000));
    QCOMPARE(used.takeFirst().at(0).toInt(), 1);
    // The cell by its name on the board: column letter a.., row number 1.. (one letter on this 6 x 3 board).
    const QString text = status.last().at(0).toString();
    const QRegularExpressionMatch named =
        QRegularExpression(
            QStringLiteral(
                "^One own token belongs on ([a-f])([1-3]) \\(shown see-through on the board\\)\\.$"))
            .match(text);
    QVERIFY2(named.hasMatch(), qPrintable(text));
    const int x = named.captured(1).at(0).unicode() - u'a';
    const int y = named.captured(2).toInt() - 1;
    paletteOf(view_.get())->select({PieceKind::Token, Side::Own});
    click({x, y});
    QCOMPARE(view_->placements().size(), size_t(1));
    view_->setAnimationSpeed(0);
    QSignalSpy finished(view_.get(), &ff::ui::PlayerView::runFinished);
    view_->release();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 5000);
    QCOMPARE(finished.at(0).at(0).value<ff::Outcome>(), Outcome::Solved);
    view_->returnToEditing();

    // A placement that cannot be completed is called so, and the piece to take back
    // is named: an own token on (0,0), a1, is seen by the monster's left ray at distance
    // 1 on its first look, the only token seen, so it turns and eats it (R10, R19).
    view_->setPlacements({{PieceKind::Token, Side::Own, {0, 0}}});
    view_->requestHint(ff::ui::HintKind::CompletableCheck);
    QVERIFY(used.wait(10000));
    QCOMPARE(used.takeFirst().at(0).toInt(), 0);
    QCOMPARE(
        status.last().at(0).toString(),
        QStringLiteral("No: with the pieces where they are now, the level cannot be solved. Take back the "
                       "own token on a1."));
    view_->setPlacements({});

    // A level no placement solves says so, and that answer is no hint used: every
    // cell for the own token is seen before the enemy is reached (R9, R10).
    view_->setLevel(levelFrom(kOwnLostLevel));
    view_->setPlacements({{PieceKind::Token, Side::Own, {2, 0}}});
    view_->requestHint(ff::ui::HintKind::CompletableCheck);
    QTRY_COMPARE_WITH_TIMEOUT(view_->isHintPending(), false, 10000);
    QCOMPARE(status.last().at(0).toString(), QStringLiteral("No placement at all solves this level."));
    QCOMPARE(used.count(), 0);

    // Leaving the level cancels a pending hint: no answer arrives for it.
    view_->setLevel(level);
    view_->requestHint(ff::ui::HintKind::PieceShown);
    view_->setLevel(levelFrom(kTwoPieceLevel));
    QVERIFY(!view_->isHintPending());
    QTest::qWait(200);
    QCOMPARE(used.count(), 0);
}

// A hint is counted when it tells something new: on a placement that cannot be
// completed, "Show one piece" repeats the answer of "Still completable?" and is free,
// as is asking again; after a change of the pieces a hint counts again.
void TestPlayer::hintsCountOnlyWhatIsNew()
{
    view_->setLevel(levelFrom(kPushLevel));
    QSignalSpy used(view_.get(), &ff::ui::PlayerView::hintUsed);
    QSignalSpy status(view_.get(), &ff::ui::PlayerView::statusMessage);
    const auto ask = [this](ff::ui::HintKind kind) {
        view_->requestHint(kind);
        QTRY_COMPARE_WITH_TIMEOUT(view_->isHintPending(), false, 10000);
    };
    view_->setPlacements({{PieceKind::Token, Side::Own, {0, 0}}}); // eaten at once
    ask(ff::ui::HintKind::CompletableCheck);
    QCOMPARE(used.count(), 1);
    const QString answer = status.last().at(0).toString();
    QVERIFY2(answer.startsWith(QStringLiteral("No: ")), qPrintable(answer));
    ask(ff::ui::HintKind::PieceShown);
    QCOMPARE(used.count(), 1);
    QVERIFY(status.last().at(0).toString().startsWith(answer));
    QVERIFY(status.last().at(0).toString().contains(QStringLiteral("does not count")));
    ask(ff::ui::HintKind::CompletableCheck);
    QCOMPARE(used.count(), 1);

    view_->setPlacements({{PieceKind::Token, Side::Own, {1, 0}}});
    view_->setPlacements({{PieceKind::Token, Side::Own, {0, 0}}});
    ask(ff::ui::HintKind::CompletableCheck);
    QCOMPARE(used.count(), 1); // the same pieces again: still nothing new
    view_->setPlacements({{PieceKind::Token, Side::Own, {5, 0}}});
    ask(ff::ui::HintKind::PieceShown);
    QCOMPARE(used.count(), 2);
    QCOMPARE(used.last().at(0).toInt(), 1);
}

void TestPlayer::tutorialSolutionsReplayExactly()
{
    // Every shipped tutorial level with its stored solution: solved, and the
    // animation replays exactly the engine's sub-moves.
    const QDir dir(QStringLiteral(FF_LEVELS_DIR "/tutorial"));
    const QStringList files = dir.entryList({QStringLiteral("*.ffl.json")}, QDir::Files, QDir::Name);
    if (files.isEmpty())
        QSKIP("no tutorial levels yet");
    view_->setAnimationSpeed(0);
    for (const QString& name : files) {
        std::string error;
        const auto text = ff::readTextFile(dir.filePath(name).toStdString(), error);
        QVERIFY2(text, qPrintable(name));
        const auto loaded = ff::parseLevel(*text);
        QVERIFY2(loaded.value && ff::validateLevel(*loaded.value).empty(), qPrintable(name));
        const ff::Level& level = *loaded.value;
        QVERIFY2(level.solution, qPrintable(name));
        view_->setLevel(level);
        view_->setPlacements(*level.solution);
        QVERIFY2(documentOf(view_.get())->complete(), qPrintable(name));
        QSignalSpy finished(view_.get(), &ff::ui::PlayerView::runFinished);
        view_->release();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 5000);
        QVERIFY2(finished.at(0).at(0).value<ff::Outcome>() == Outcome::Solved, qPrintable(name));
        QVERIFY2(view_->animatedEvents() == engineEvents(level, *level.solution), qPrintable(name));
        view_->returnToEditing();
    }
}

void TestPlayer::invalidLevelIsRefused()
{
    ff::Level level = levelFrom(kPushLevel);
    level.pieces.push_back(level.pieces.front()); // two objects on one cell
    QSignalSpy status(view_.get(), &ff::ui::PlayerView::statusMessage);
    view_->setLevel(level);
    QVERIFY(!view_->isPlayable());
    QVERIFY(status.last().at(0).toString().startsWith(
        QStringLiteral("This level cannot be played: Piece 3, “at”: ")));
    paletteOf(view_.get())->select({PieceKind::Token, Side::Own});
    click({5, 0});
    QVERIFY(view_->placements().empty());
    view_->release();
    QVERIFY(!view_->isRunning());
}

QTEST_MAIN(TestPlayer)
#include "tst_player.moc"
