// The editor's solver and generator: Verify counts, stores, cancels and names idle
// pieces, Make it unique, and File › Generate.
#include "board/CellName.h"
#include "editor/EditorWindow.h"
#include "editor/GenerateDialog.h"
#include "editor/LevelEditDocument.h"
#include "editor/PublishDialog.h"
#include "editor/VerifyPanel.h"
#include "engine/files/GeneratorOptions.h"
#include "engine/files/ShareCode.h"
#include "engine/rules/BasicLayout.h"
#include "engine/search/Grade.h"
#include "engine/search/Solver.h"
#include "tests/editor/EditorTests.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

// The names the editor tests share (EditorTests.h).
using namespace edtest;

class TestEditorVerify : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void verifyCountsAndStores();
    void verifyCancels();
    void verifyRefusesInvalidLevels();
    void verifyOffersToDropAStoredSolutionThatNoLongerFits();
    void verifyOffersTheEngineGrade();
    void verifyNamesIdlePieces();
    void publishWantsSomethingToPlaceAndATitle();
    void makeItUnique();
    void makeItUniqueKeepsTheStoredSolution();
    void makeItUniqueAnswersInView();
    void generateOpensADraft();
    void generateRefusesBadOptions();
    void generateCancels();
};

void TestEditorVerify::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestEditorVerify::verifyCountsAndStores()
{
    // One stone to place; the monster on (0,0) facing E sees the enemy on (5,0)
    // unless the stone stands between them (R9, R10).
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    const std::uint64_t expected = ff::Solver(doc.level()).countSolutions(ff::editor::VerifyPanel::kLimit);
    QVERIFY(expected > 1);
    ff::editor::VerifyPanel panel(&doc);
    QSignalSpy preview(&panel, &ff::editor::VerifyPanel::previewChanged);
    panel.verify();
    QVERIFY(panel.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 20000);
    QVERIFY(panel.hasResult());
    QVERIFY(!panel.result().cancelled);
    QCOMPARE(panel.result().count, expected);
    QCOMPARE(panel.shownSolution(), 0);
    QVERIFY(preview.count() >= 1);
    QCOMPARE(panel.preview().size(), std::size_t(1));
    QCOMPARE(panel.differences().size(), std::size_t(1)); // each solution puts the stone elsewhere
    panel.showSolution(1);
    QCOMPARE(panel.shownSolution(), 1);
    const std::vector<ff::Placement> shown = panel.preview();
    panel.storeShownSolution();
    QVERIFY(doc.level().solution == shown);
    QVERIFY(doc.problems().empty());
    QVERIFY(panel.hasResult()); // storing keeps the results
    doc.undoStack()->undo();
    QVERIFY(!doc.level().solution);
    QVERIFY(panel.hasResult()); // taking it back does not change the puzzle either
    Level renamed = doc.level();
    renamed.title = "Renamed";
    QVERIFY(doc.edit(renamed, "Edit title"));
    QVERIFY(panel.hasResult()); // nor does a title
    doc.placeObject(PieceKind::Crystal, Side::Own, {9, 9});
    QVERIFY(!panel.hasResult()); // a change of the puzzle clears them
    QCOMPARE(panel.preview().size(), std::size_t(0));
}

void TestEditorVerify::verifyCancels()
{
    // Twelve pieces on the basic layout, two own tokens in the monster's way and
    // one enemy far off: a search of minutes (no solution cuts it short).
    LevelEditDocument doc;
    Level level = smallLevel();
    level.pieces = ff::basicLayoutPieces();
    for (auto [side, c] : {std::pair{Side::Enemy, Cell{14, 10}}, std::pair{Side::Own, Cell{3, 0}},
                           std::pair{Side::Own, Cell{0, 3}}}) {
        ff::Piece token;
        token.kind = PieceKind::Token;
        token.side = side;
        token.at = c;
        level.pieces.push_back(token);
    }
    level.inventory = {{PieceKind::Stone, Side::Own, 4},
                       {PieceKind::Crystal, Side::Own, 4},
                       {PieceKind::Token, Side::Own, 4}};
    doc.setLevel(level);
    QVERIFY(doc.problems().empty());
    ff::editor::VerifyPanel panel(&doc);
    panel.verify();
    QVERIFY(panel.isRunning());
    QTest::qWait(300); // the UI goes on while the search runs
    QVERIFY(panel.isRunning());
    QElapsedTimer timer;
    timer.start();
    panel.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 5000);
    QVERIFY(timer.elapsed() < 2000);
    QVERIFY(panel.result().cancelled);
    QVERIFY(panel.summaryText().contains("Cancelled"));
    // A change of the level while searching stops the search too.
    panel.verify();
    QVERIFY(panel.isRunning());
    doc.placeObject(PieceKind::Stone, Side::Own, {9, 9});
    QVERIFY(!panel.isRunning());
    QVERIFY(!panel.hasResult());
}

void TestEditorVerify::verifyRefusesInvalidLevels()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(false)); // no enemy
    ff::editor::VerifyPanel panel(&doc);
    panel.verify();
    QVERIFY(!panel.isRunning());
    QVERIFY(!panel.hasResult());
    QVERIFY(panel.summaryText().contains("problems"));
}

// A level whose only problem is its stored solution is not verified, but one click
// drops that solution (one undo step) and verifies.
void TestEditorVerify::verifyOffersToDropAStoredSolutionThatNoLongerFits()
{
    LevelEditDocument doc;
    Level level = turnRightLevel();
    level.solution = std::vector<ff::Placement>{{PieceKind::TurnRight, Side::Own, {1, 1}}};
    doc.setLevel(level);
    ff::editor::VerifyPanel panel(&doc);
    auto* drop = panel.findChild<QPushButton*>(QStringLiteral("dropSolutionAndVerify"));
    QVERIFY(drop);
    QVERIFY(drop->isHidden());
    Level more = level;
    more.inventory.push_back({PieceKind::Stone, Side::Own, 1});
    doc.edit(more, QStringLiteral("inventory"));
    QVERIFY(!drop->isHidden());
    panel.verify();
    QVERIFY(!panel.isRunning());
    QVERIFY(!panel.hasResult());
    QVERIFY2(panel.summaryText().contains("stored solution no longer fits"), qPrintable(panel.summaryText()));

    const int steps = doc.undoStack()->count();
    drop->click();
    QVERIFY(!doc.level().solution);
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QVERIFY(panel.isRunning());
    QVERIFY(drop->isHidden());
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 20000);
    QVERIFY(panel.hasResult());
    QVERIFY(panel.result().count >= 1);

    // Other problems besides: fix them first, nothing to drop.
    Level broken = more;
    broken.pieces.clear(); // no enemy
    doc.setLevel(broken);
    QVERIFY(!doc.onlySolutionProblems());
    QVERIFY(drop->isHidden());
}

// Verify grades a unique level and offers the grade as its difficulty, one undo step.
void TestEditorVerify::verifyOffersTheEngineGrade()
{
    LevelEditDocument doc;
    doc.setLevel(turnRightLevel());
    ff::editor::VerifyPanel panel(&doc);
    auto* use = panel.findChild<QPushButton*>(QStringLiteral("useGrade"));
    QVERIFY(use);
    QVERIFY(use->isHidden());
    panel.verify();
    QTRY_VERIFY_WITH_TIMEOUT(panel.grade().has_value(), 20000);
    QCOMPARE(panel.result().count, std::uint64_t(1));
    Level graded = doc.level();
    graded.solution = panel.result().solutions.front();
    const ff::Grade expected = ff::gradeLevel(graded);
    QCOMPARE(expected.status, ff::Grade::Status::Graded);
    QCOMPARE(*panel.grade(), expected.difficulty);
    QCOMPARE(panel.gradeText(), QString("Engine grade: %1 (1 easy … 5 fiendish).").arg(expected.difficulty));
    QVERIFY(!use->isHidden());
    QVERIFY(use->isEnabled());
    QVERIFY(!doc.level().difficulty);
    const int steps = doc.undoStack()->count();
    use->click();
    QCOMPARE(doc.level().difficulty, std::optional<int>(expected.difficulty));
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QVERIFY(!use->isEnabled());
    QVERIFY(panel.hasResult()); // the difficulty is not the puzzle
    doc.undoStack()->undo();
    QVERIFY(!doc.level().difficulty);
    QVERIFY(use->isEnabled());

    // Two solutions: no grade.
    doc.setLevel(twoSolutionLevel());
    QVERIFY(!panel.grade());
    panel.verify();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 20000);
    QCOMPARE(panel.result().count, std::uint64_t(2));
    QVERIFY(!panel.grade());
    QVERIFY(use->isHidden());
}

// A level with nothing to place is not verified, and one without a title of its own
// is verified but said to need one; Publish names either reason.
void TestEditorVerify::publishWantsSomethingToPlaceAndATitle()
{
    const QUrl hub(QStringLiteral("http://127.0.0.1:1"));
    LevelEditDocument doc;
    Level level = turnRightLevel();
    level.title = "Round the bend";
    Level empty = level;
    empty.inventory.clear();
    doc.setLevel(empty);
    QVERIFY(doc.problems().empty());
    ff::editor::VerifyPanel panel(&doc);
    panel.verify();
    QVERIFY(!panel.isRunning());
    QVERIFY(!panel.hasResult());
    QVERIFY2(panel.summaryText().contains("Nothing to place"), qPrintable(panel.summaryText()));
    QVERIFY(ff::editor::PublishDialog::whyNot(doc, panel, hub, true).contains("nothing to place"));

    doc.setLevel(level);
    panel.verify();
    QTRY_VERIFY_WITH_TIMEOUT(panel.provedUniqueAndTight(), 20000);
    QVERIFY(!panel.summaryText().contains("No title of its own"));
    QVERIFY(ff::editor::PublishDialog::whyNot(doc, panel, hub, true).isEmpty());
    for (const auto& [title, german] :
         {std::pair<std::string, std::string>{"Untitled", ""}, {"Round the bend", "Unbenannt"}}) {
        Level untitled = level;
        untitled.title = title;
        if (!german.empty())
            untitled.titleI18n["de"] = german;
        doc.edit(untitled, QStringLiteral("title"));
        QVERIFY(panel.provedUniqueAndTight()); // the title is not the puzzle
        QVERIFY2(panel.summaryText().contains("No title of its own"), qPrintable(panel.summaryText()));
        QVERIFY(ff::editor::PublishDialog::whyNot(doc, panel, hub, true).contains("no title of its own"));
    }
}

void TestEditorVerify::verifyNamesIdlePieces()
{
    using Status = ff::Tightness::Status;
    const auto stone = [](Cell c) { return ff::Placement{PieceKind::Stone, Side::Own, c}; };
    const ff::Placement turnRight{PieceKind::TurnRight, Side::Own, {1, 1}};
    LevelEditDocument doc;
    doc.setLevel(turnRightLevel());
    QVERIFY(doc.problems().empty());
    ff::editor::VerifyPanel panel(&doc);
    panel.verify();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning() && panel.tightness().has_value(), 20000);
    QCOMPARE(panel.result().solutions, (std::vector<std::vector<ff::Placement>>{{turnRight}}));
    QVERIFY(!panel.tightness()->stored);
    QCOMPARE(panel.tightness()->tightness.status, Status::Tight);
    QVERIFY(panel.idle().empty());
    QCOMPARE(panel.tightnessText(),
             QStringLiteral("Every piece of solution 1 is needed: leave any of them out "
                            "and the level is not won."));

    // A plain stone to place as well, stored on (3,2): it only ends the ray along
    // row 2 that shows no token anyway, so the level is won without it. A change of
    // the inventory clears the results.
    Level withStone = doc.level();
    withStone.inventory.push_back({PieceKind::Stone, Side::Own, 1});
    withStone.solution = std::vector<ff::Placement>{stone({3, 2}), turnRight};
    doc.edit(withStone, "a stone more");
    QVERIFY(doc.problems().empty());
    QVERIFY(!panel.tightness());
    panel.verify();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning() && panel.tightness().has_value(), 20000);
    QVERIFY(panel.tightness()->stored);
    QCOMPARE(panel.tightness()->tightness.status, Status::NotTight);
    QCOMPARE(panel.tightness()->tightness.idle, std::vector<ff::Placement>{stone({3, 2})});
    const QString stored =
        QStringLiteral("In the stored solution, the stone on d3 is not needed: the level is won without it.");
    // The stored solution is ringed on the board while it is the one shown.
    std::vector<ff::Placement> sorted = *doc.level().solution;
    std::sort(sorted.begin(), sorted.end());
    const auto& solutions = panel.result().solutions;
    const auto at = std::find(solutions.begin(), solutions.end(), sorted);
    QVERIFY(at != solutions.end());
    const int index = static_cast<int>(at - solutions.begin());
    QVERIFY(solutions.size() > 1);
    const int other = index == 0 ? 1 : 0;
    panel.showSolution(other);
    QVERIFY(panel.idle().empty());
    QCOMPARE(panel.tightnessText(), stored);
    panel.showSolution(index);
    QCOMPARE(panel.idle(), std::vector<ff::Placement>{stone({3, 2})});
    QCOMPARE(panel.tightnessText(), stored + QStringLiteral(" It is ringed in yellow on the board."));

    // Without a stored solution the one shown is checked: in every solution the
    // stone is idle, wherever it stands.
    Level unstored = doc.level();
    unstored.solution.reset();
    doc.edit(unstored, "no stored solution");
    QTRY_VERIFY_WITH_TIMEOUT(panel.tightness().has_value() && !panel.tightness()->stored, 20000);
    QCOMPARE(panel.tightness()->shown, index);
    panel.showSolution(other);
    QTRY_VERIFY_WITH_TIMEOUT(panel.tightness().has_value() && panel.tightness()->shown == other, 20000);
    QCOMPARE(panel.tightness()->tightness.status, Status::NotTight);
    const std::vector<ff::Placement>& shown = solutions[static_cast<std::size_t>(other)];
    QCOMPARE(shown.size(), std::size_t(2));
    const ff::Placement idleStone = shown.front().kind == PieceKind::Stone ? shown.front() : shown.back();
    QCOMPARE(panel.idle(), std::vector<ff::Placement>{idleStone});
    QCOMPARE(panel.tightnessText(),
             QStringLiteral("In solution %1, the stone on %2 is not needed: the level is "
                            "won without it. It is ringed in yellow on the board.")
                 .arg(other + 1)
                 .arg(ff::ui::cellName(idleStone.at)));
}

void TestEditorVerify::makeItUnique()
{
    LevelEditDocument doc;
    doc.setLevel(twoSolutionLevel());
    QVERIFY(doc.problems().empty());
    ff::editor::VerifyPanel panel(&doc);
    panel.verify();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 20000);
    QCOMPARE(panel.result().count, std::uint64_t(2));
    // Nothing stored: the intended solution is the one shown.
    panel.showSolution(1);
    const std::vector<ff::Placement> intended = panel.result().solutions[1];
    panel.makeUnique();
    QVERIFY(panel.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 20000);
    QCOMPARE(panel.proposals().status, ff::UniquenessResult::Status::Proposed);
    QVERIFY(!panel.proposals().proposals.empty());
    QCOMPARE(panel.intended(), intended);
    QVERIFY(panel.proposalText(panel.proposals().proposals.front()).contains("removes 1 other solution"));

    // The first proposal is shown on the board; the level itself is unchanged.
    const Level before = doc.level();
    const int steps = doc.undoStack()->count();
    panel.selectProposal(0);
    QCOMPARE(panel.selectedProposal(), 0);
    QVERIFY(panel.previewLevel().has_value());
    QVERIFY(*panel.previewLevel() == panel.proposals().proposals.front().level);
    QVERIFY(!panel.changedCells().empty());
    QCOMPARE(panel.preview(), intended);
    QVERIFY(doc.level() == before);
    QCOMPARE(doc.undoStack()->count(), steps);
    // Stepping through the solutions leaves the proposal; selecting it shows it again.
    panel.showSolution(0);
    QVERIFY(!panel.previewLevel());
    QCOMPARE(panel.selectedProposal(), -1);
    panel.selectProposal(0);
    QVERIFY(panel.previewLevel().has_value());

    // Apply: one undo step, verified again: unique, and its solution is stored.
    panel.applyProposal();
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QVERIFY(!panel.previewLevel());
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 20000);
    QCOMPARE(panel.result().count, std::uint64_t(1));
    QVERIFY(panel.result().complete);
    QVERIFY(doc.level().solution == intended);
    QCOMPARE(panel.result().solutions.front(), intended);
    QVERIFY(panel.summaryText().contains("unique"));
    QVERIFY(panel.summaryText().contains("stored"));
    QCOMPARE(ff::Solver(doc.level()).countSolutions(2), std::uint64_t(1));

    doc.undoStack()->undo();
    QVERIFY(doc.level() == before);
}

void TestEditorVerify::makeItUniqueKeepsTheStoredSolution()
{
    LevelEditDocument doc;
    doc.setLevel(twoSolutionLevel());
    ff::editor::VerifyPanel panel(&doc);
    panel.verify();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 20000);
    QCOMPARE(panel.result().count, std::uint64_t(2));
    panel.storeShownSolution();
    const std::vector<ff::Placement> stored = *doc.level().solution;
    panel.showSolution(1); // the one shown is not the one intended
    panel.makeUnique();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 20000);
    QCOMPARE(panel.intended(), stored);
    QVERIFY(!panel.proposals().proposals.empty());
    // Every proposal keeps the stored solution; one that changes the inventory keeps
    // the stored pieces on every other cell.
    for (const ff::UniquenessProposal& p : panel.proposals().proposals) {
        if (p.kind == ff::UniquenessProposal::Kind::Stones || p.kind == ff::UniquenessProposal::Kind::Zone) {
            QVERIFY(*p.level.solution == stored);
            continue;
        }
        for (const ff::Placement& piece : *p.level.solution)
            QVERIFY(piece.at == p.cells.front() ||
                    std::find(stored.begin(), stored.end(), piece) != stored.end());
    }
}

// In the editor on an 800 x 600 screen, Make It Unique's answer is scrolled into the
// Verify pane's view, and stays there; an answer without a change says what to try.
void TestEditorVerify::makeItUniqueAnswersInView()
{
    ff::editor::EditorWindow window;
    window.resize(760, 540); // as the editor opens on an 800 x 600 screen
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.document()->setLevel(twoSolutionLevel());
    ff::editor::VerifyPanel* panel = window.verifyPanel();
    auto* scroll = qobject_cast<QScrollArea*>(panel->parentWidget()->parentWidget());
    QVERIFY(scroll);
    const auto inView = [scroll](const QWidget* w) {
        const QRect r(w->mapTo(scroll->viewport(), QPoint(0, 0)), w->size());
        return w->isVisible() && scroll->viewport()->rect().contains(r);
    };
    auto* note = panel->findChild<QLabel*>(QStringLiteral("proposalNote"));
    QVERIFY(note);
    panel->verify();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 20000);
    QCOMPARE(panel->result().count, std::uint64_t(2));
    // Clicked as an author does: the button takes the focus and hides while the search runs.
    QPushButton* unique = nullptr;
    for (QPushButton* b : panel->findChildren<QPushButton*>())
        if (b->text() == QStringLiteral("&Make It Unique"))
            unique = b;
    QVERIFY(unique);
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    scroll->ensureWidgetVisible(unique);
    QTest::mouseClick(unique, Qt::LeftButton);
    QVERIFY(panel->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 20000);
    QVERIFY(!panel->proposals().proposals.empty());
    QTRY_VERIFY2_WITH_TIMEOUT(
        inView(note),
        qPrintable(QStringLiteral("scrolled %1 of %2, viewport %3, note at %4 (%5 high)")
                       .arg(scroll->verticalScrollBar()->value())
                       .arg(scroll->verticalScrollBar()->maximum())
                       .arg(scroll->viewport()->height())
                       .arg(note->mapTo(scroll->viewport(), QPoint(0, 0)).y())
                       .arg(note->height())),
        5000);
    QTest::qWait(200); // and it stays there
    QVERIFY(inView(note));

    // When nothing is found, the answer says what to try.
    QVERIFY(ff::editor::VerifyPanel::noChangeText(true, 0).contains("smaller placement zone"));
    QVERIFY(ff::editor::VerifyPanel::noChangeText(false, 1).contains("another solution shown"));
}

void TestEditorVerify::generateOpensADraft()
{
    ff::editor::EditorWindow window;
    ff::GeneratorOptions options;
    options.seed = 7;
    options.difficulty = 1;
    options.board = ff::GeneratorBoard::Custom;
    options.width = 5;
    options.height = 4;
    bool generated = false;
    whenModal<ff::editor::GenerateDialog>([&](ff::editor::GenerateDialog* dialog) {
        dialog->setOptions(options);
        dialog->setMaxSeconds(30);
        dialog->generate();
        QVERIFY(dialog->isRunning());
        generated = true;
    });
    window.generate(); // returns when the dialog closes with the level found
    QVERIFY(generated);
    const Level& level = window.document()->level();
    QVERIFY(level.board == ff::Board(5, 4));
    QVERIFY(window.document()->problems().empty());
    QVERIFY(level.solution.has_value());
    QCOMPARE(level.difficulty, std::optional<int>(1));
    QCOMPARE(ff::Solver(level).countSolutions(2), std::uint64_t(1));
    // The generator's level as it made it, id and title included: its share code
    // stores the generator's options in their place, about a hundred characters.
    std::optional<Level> again = ff::generateLevel(options);
    QVERIFY(again);
    QVERIFY(*again == level);
    QCOMPARE(level.title, ff::generatedTitle(options));
    const std::string code = ff::encodeShareCode(level);
    QVERIFY2(code.size() <= 100, code.c_str());
    // A new draft: unsaved, never saved, nothing to undo.
    QVERIFY(window.document()->isModified());
    QVERIFY(window.document()->filePath().isEmpty());
    QCOMPARE(window.document()->undoStack()->count(), 0);
}

void TestEditorVerify::generateRefusesBadOptions()
{
    ff::editor::GenerateDialog dialog;
    ff::GeneratorOptions options;
    options.difficulty = 3;
    options.pieces = 2; // a difficulty d needs d pieces
    dialog.setOptions(options);
    QCOMPARE(dialog.options().pieces, std::optional<int>(2));
    dialog.generate();
    QVERIFY(!dialog.isRunning());
    QVERIFY(dialog.message().contains("Difficulty 3 needs 3 to 6 pieces"));
    options.pieces.reset();
    options.board = ff::GeneratorBoard::Custom;
    options.width = 2;
    options.height = 3;
    dialog.setOptions(options);
    dialog.generate();
    QVERIFY(!dialog.isRunning());
    QVERIFY(dialog.message().contains("A 2 × 3 board is too small for the pieces to place (3)"));
    options.board = ff::GeneratorBoard::Basic;
    options.include = {ff::Mechanic::SurviveForever};
    dialog.setOptions(options);
    dialog.generate();
    QVERIFY(!dialog.isRunning());
    QVERIFY(dialog.message().contains("needs the goal"));
}

void TestEditorVerify::generateCancels()
{
    // Difficulty 5 on the basic layout takes many seconds (README, Performance).
    ff::editor::GenerateDialog dialog;
    ff::GeneratorOptions options;
    options.seed = 2;
    options.difficulty = 5;
    dialog.setOptions(options);
    dialog.generate();
    QVERIFY(dialog.isRunning());
    QTest::qWait(300);
    QVERIFY(dialog.isRunning());
    QElapsedTimer timer;
    timer.start();
    dialog.reject(); // Cancel while running stops the generator, the dialog stays
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 5000);
    QVERIFY(timer.elapsed() < 2000);
    QVERIFY(!dialog.level());
    QVERIFY(dialog.message().contains("Cancelled"));
    QVERIFY(dialog.result() != QDialog::Accepted);
}

QTEST_MAIN(TestEditorVerify)
#include "tst_editorverify.moc"
