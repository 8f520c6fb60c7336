// The editor's files: saving and loading levels and packs, refusals, autosave and
// recovery, the stored solution checked before saving, the title, share codes and
// Export image.
#include "editor/AutosaveStore.h"
#include "editor/EditorBoardView.h"
#include "editor/EditorFiles.h"
#include "editor/EditorWindow.h"
#include "editor/LevelEditDocument.h"
#include "editor/PackPanel.h"
#include "editor/ValidationPanel.h"
#include "editor/VerifyPanel.h"
#include "engine/files/LevelIo.h"
#include "engine/rules/BasicLayout.h"
#include "tests/editor/EditorTests.h"

#include <QAbstractButton>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMainWindow>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

// The names the editor tests share (EditorTests.h).
using namespace edtest;

class TestEditorFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void saveLoadRoundTrip();
    void saveToUnwritablePathFails();
    void loadRefusesJunk();
    void packEditing();
    void packSaveLoadRoundTrip();
    void autosaveRecovery();
    void storedSolutionIsCheckedOnEveryEdit();
    void windowTitleAndShareCode();
    void windowAutosaveSurvivesCrash();
    void filesSayWhenTheDocumentIsReplaced();
};

void TestEditorFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestEditorFiles::saveLoadRoundTrip()
{
    QTemporaryDir dir;
    LevelEditDocument doc;
    Level level = LevelEditDocument::newStandardLevel(true);
    level.pieces.push_back(smallLevel().pieces[0]);
    level.titleI18n["de"] = "Ohne Titel";
    level.inventory.push_back({PieceKind::Token, Side::Own, 2});
    level.allowed = std::vector<Cell>{{1, 1}, {2, 1}, {3, 1}};
    doc.setLevel(level);
    doc.placeTeleporter({3, 4});
    doc.placeTeleporter({12, 6});
    doc.setTeleporterArrow({12, 6}, Dir::W);
    const QString path = dir.filePath("round.ffl.json");
    QString error;
    QVERIFY2(doc.save(path, &error), qPrintable(error));
    QCOMPARE(doc.filePath(), path);
    std::string readError;
    const auto text = ff::readTextFile(path.toStdString(), readError);
    QVERIFY(text);
    const ff::Loaded<Level> loaded = ff::parseLevel(*text);
    QVERIFY(loaded.value);
    QVERIFY(*loaded.value == doc.level());
    LevelEditDocument other;
    QVERIFY2(other.load(path, &error), qPrintable(error));
    QVERIFY(other.level() == doc.level());
    QVERIFY(!other.isModified());
    QCOMPARE(other.filePath(), path);
}

void TestEditorFiles::saveToUnwritablePathFails()
{
    QTemporaryDir dir;
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    doc.placeObject(PieceKind::Stone, Side::Own, {4, 4});
    const Level level = doc.level();
    QString error;
    QVERIFY(!doc.save(dir.filePath("missing-folder/x.ffl.json"), &error));
    QVERIFY(error.contains("missing-folder"));
    QVERIFY(doc.isModified());
    QVERIFY(doc.filePath().isEmpty());
    QVERIFY(doc.level() == level);
    // A directory where the file should go: refused even with root's rights.
    const QString folderTarget = dir.filePath("taken.ffl.json");
    QVERIFY(QDir().mkdir(folderTarget));
    error.clear();
    QVERIFY(!doc.save(folderTarget, &error));
    QVERIFY(error.contains("taken.ffl.json"));
    QVERIFY(doc.isModified());
    QVERIFY(QFileInfo(folderTarget).isDir());
    // An existing file in a read-only folder stays whole (not checkable as root,
    // whose writes ignore folder permissions).
    const QString locked = dir.filePath("locked");
    QVERIFY(QDir().mkdir(locked));
    const QString target = locked + "/old.ffl.json";
    {
        QFile f(target);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("old");
    }
    QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    QFile probe(locked + "/probe");
    const bool folderWritable = probe.open(QIODevice::WriteOnly);
    probe.remove();
    if (!folderWritable) {
        error.clear();
        QVERIFY(!doc.save(target, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(doc.isModified());
    }
    QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QFile f(target);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("old"));
}

void TestEditorFiles::loadRefusesJunk()
{
    QTemporaryDir dir;
    const auto write = [&](const QString& name, const QByteArray& data) {
        QFile f(dir.filePath(name));
        f.open(QIODevice::WriteOnly);
        f.write(data);
        return dir.filePath(name);
    };
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    const Level before = doc.level();
    QString error;
    QVERIFY(!doc.load(write("junk.ffl.json", "{not json"), &error));
    QVERIFY(error.contains("junk.ffl.json"));
    QVERIFY(
        !doc.load(write("wrong.ffl.json", R"({"format": "fearsome-floors-level", "version": 2})"), &error));
    QVERIFY(error.contains("wrong.ffl.json"));
    QVERIFY(!doc.load(dir.filePath("none.ffl.json"), &error));
    QVERIFY(doc.level() == before);
}

void TestEditorFiles::packEditing()
{
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    QVERIFY(!doc.isPack());
    QCOMPARE(doc.levelCount(), 1);
    QSignalSpy packSpy(&doc, &LevelEditDocument::packChanged);
    const auto checkStep = [&](const std::function<bool()>& change) {
        const LevelEditDocument::Snapshot before = doc.snapshot();
        const int count = doc.undoStack()->count();
        QVERIFY(change());
        const LevelEditDocument::Snapshot after = doc.snapshot();
        QVERIFY(!(after == before));
        QCOMPARE(doc.undoStack()->count(), count + 1);
        doc.undoStack()->undo();
        QVERIFY(doc.snapshot() == before);
        doc.undoStack()->redo();
        QVERIFY(doc.snapshot() == after);
    };
    checkStep([&] {
        doc.makePack();
        return doc.isPack();
    });
    QVERIFY(packSpy.count() > 0);
    QCOMPARE(doc.pack().id, std::string("new-level-pack"));
    QCOMPARE(doc.pack().levels.size(), std::size_t(1));
    // Add: after the current level, which it becomes; ids stay unique.
    checkStep([&] {
        doc.addLevel(LevelEditDocument::newStandardLevel(true));
        return true;
    });
    QCOMPARE(doc.levelCount(), 2);
    QCOMPARE(doc.currentLevel(), 1);
    QCOMPARE(doc.level().id, std::string("new-level-2"));
    QVERIFY(doc.level().pieces == ff::basicLayoutPieces());
    checkStep([&] {
        doc.addLevel(doc.level());
        return true;
    });
    QCOMPARE(doc.level().id, std::string("new-level-3"));
    // Edits go to the current level; selecting another keeps them.
    doc.placeObject(PieceKind::Crystal, Side::Own, {1, 1});
    const Level third = doc.level();
    doc.selectLevel(0);
    QCOMPARE(doc.currentLevel(), 0);
    QVERIFY(doc.level() == smallLevel());
    QVERIFY(doc.pack().levels[2] == third);
    // Undo of an edit on another level shows that level again.
    const int steps = doc.undoStack()->count();
    doc.undoStack()->undo();
    QCOMPARE(doc.currentLevel(), 2);
    QVERIFY(!doc.objectAt({1, 1}));
    doc.undoStack()->redo();
    QVERIFY(doc.level() == third);
    QCOMPARE(doc.undoStack()->count(), steps);
    // Reorder and remove.
    checkStep([&] { return doc.moveLevel(2, 0); });
    QCOMPARE(doc.currentLevel(), 0);
    QVERIFY(doc.pack().levels[0] == third);
    QCOMPARE(doc.pack().levels[1].id, std::string("new-level"));
    QVERIFY(!doc.moveLevel(0, 3));
    checkStep([&] { return doc.removeLevel(0); });
    QCOMPARE(doc.levelCount(), 2);
    QCOMPARE(doc.currentLevel(), 0);
    QCOMPARE(doc.level().id, std::string("new-level"));
    checkStep([&] { return doc.removeLevel(1); });
    QVERIFY(!doc.removeLevel(0)); // the last level stays
    checkStep([&] { return doc.editPack("season-1", "Season One"); });
    QCOMPARE(doc.pack().title, std::string("Season One"));
    QVERIFY(doc.packProblems().empty());
    doc.editPack("Bad Id", "");
    QCOMPARE(doc.packProblems().size(), std::size_t(2));
    doc.undoStack()->undo();
    // Two levels with one id: the pack's problem, with the later level's path.
    Level twin = doc.level();
    doc.addLevel(twin);
    Level renamed = doc.level();
    renamed.id = twin.id;
    doc.edit(renamed, "id");
    QCOMPARE(doc.packProblems().size(), std::size_t(1));
    QCOMPARE(doc.packProblems()[0].code, std::string("duplicate-id"));
    QCOMPARE(doc.packProblems()[0].path, std::string("levels[1].id"));
    // The panel lists the levels.
    ff::editor::PackPanel panel(&doc);
    QCOMPARE(panel.rowCount(), 2);
    QVERIFY(panel.rowText(0).startsWith("1. "));
}

void TestEditorFiles::packSaveLoadRoundTrip()
{
    QTemporaryDir dir;
    LevelEditDocument doc;
    ff::Pack pack;
    pack.id = "season";
    pack.title = "Season";
    pack.levels = {smallLevel(), smallLevel()};
    pack.levels[1].id = "second";
    pack.levels[1].title = "Second";
    doc.setPack(pack);
    QVERIFY(doc.isPack());
    QVERIFY(!doc.isModified());
    QVERIFY(doc.pack() == pack);
    doc.selectLevel(1);
    doc.placeObject(PieceKind::Stone, Side::Own, {2, 2});
    const QString path = dir.filePath("season.ffpack.json");
    QString error;
    QVERIFY2(doc.save(path, &error), qPrintable(error));
    std::string readError;
    const auto text = ff::readTextFile(path.toStdString(), readError);
    QVERIFY(text);
    const ff::Loaded<ff::Pack> loaded = ff::parsePack(*text);
    QVERIFY(loaded.value);
    QVERIFY(*loaded.value == doc.pack());
    QCOMPARE(loaded.value->levels[1].pieces.size(), std::size_t(2));
    LevelEditDocument other;
    QVERIFY2(other.load(path, &error), qPrintable(error));
    QVERIFY(other.isPack());
    QVERIFY(other.pack() == doc.pack());
    QCOMPARE(other.currentLevel(), 0);
    // An autosaved pack comes back whole.
    {
        ff::editor::AutosaveStore writer(dir.filePath("autosave"));
        QVERIFY(writer.save(doc.pack(), path, &error));
    }
    const auto entries = ff::editor::AutosaveStore(dir.filePath("autosave")).pending();
    QCOMPARE(entries.size(), std::size_t(1));
    QVERIFY(entries[0].pack);
    QVERIFY(*entries[0].pack == doc.pack());
}

void TestEditorFiles::autosaveRecovery()
{
    QTemporaryDir dir;
    Level level = smallLevel();
    level.title = "Autosaved";
    level.hint = "Mind the crystal.";
    {
        ff::editor::AutosaveStore writer(dir.path());
        QVERIFY(writer.pending().empty());
        QString error;
        QVERIFY2(writer.save(level, "/levels/mine.ffl.json", &error), qPrintable(error));
        QVERIFY(QFile::exists(writer.filePath()));
        // A store that is alive is not offered to others (another running editor).
        ff::editor::AutosaveStore other(dir.path());
        QVERIFY(other.pending().empty());
        // The writer "crashes": it goes away without removing its autosave.
    }
    ff::editor::AutosaveStore next(dir.path());
    const std::vector<ff::editor::AutosaveStore::Entry> entries = next.pending();
    QCOMPARE(entries.size(), std::size_t(1));
    QVERIFY(entries[0].level == level);
    QCOMPARE(entries[0].sourcePath, QString("/levels/mine.ffl.json"));
    QVERIFY(entries[0].savedAt.isValid());
    next.discard(entries[0]);
    QVERIFY(next.pending().empty());
    // A clean close removes the store's own file.
    {
        ff::editor::AutosaveStore writer(dir.path());
        QString error;
        QVERIFY(writer.save(level, QString(), &error));
        writer.remove();
        QVERIFY(!QFile::exists(writer.filePath()));
    }
    QVERIFY(ff::editor::AutosaveStore(dir.path()).pending().empty());
    // The default folder is under AppDataLocation.
    QVERIFY(ff::editor::AutosaveStore::defaultDirectory().startsWith(
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
}

void TestEditorFiles::storedSolutionIsCheckedOnEveryEdit()
{
    // smallLevel: the monster on (0,0) faces E and sees the enemy token on (5,0)
    // (R9, R10); it walks there and eats it, the last enemy (R19). A stone on (1,2)
    // is outside its sight, so that placement solves the level.
    Level level = smallLevel();
    level.solution = std::vector<ff::Placement>{{PieceKind::Stone, Side::Own, {1, 2}}};
    LevelEditDocument doc;
    doc.setLevel(level);
    QVERIFY(doc.problems().empty());
    QVERIFY(!doc.solutionFails());
    ff::editor::ValidationPanel panel(&doc);
    QCOMPARE(panel.problemCount(), 0);

    // An own token between them is eaten first (R19): the stored solution fails now.
    QCOMPARE(doc.placeObject(PieceKind::Token, Side::Own, {3, 0}), Refusal::None);
    QVERIFY(doc.problems().empty());
    QVERIFY(doc.solutionFails());
    QCOMPARE(panel.problemCount(), 1);
    QCOMPARE(panel.problemText(0), ff::editor::ValidationPanel::storedSolutionFailsText());
    doc.undoStack()->undo();
    QVERIFY(!doc.solutionFails());
    QCOMPARE(panel.problemCount(), 0);
    doc.undoStack()->redo();
    QVERIFY(doc.solutionFails());

    // Saving asks first; Cancel writes nothing, Save Anyway writes the file.
    ff::editor::EditorWindow window;
    window.startNewLevel(level);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("failing.ffl.json"));
    QString error;
    QVERIFY(window.document()->save(path, &error));
    const auto fileLevel = [&path] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? ff::parseLevel(file.readAll().toStdString()).value
                                              : std::nullopt;
    };
    QVERIFY(fileLevel() == level);
    QCOMPARE(window.document()->placeObject(PieceKind::Token, Side::Own, {3, 0}), Refusal::None);
    QVERIFY(window.document()->solutionFails());
    QString question;
    const auto answer = [&question](const QString& button) {
        whenModal<QMessageBox>([&question, button](QMessageBox* box) {
            question = box->text();
            for (QAbstractButton* b : box->buttons()) {
                if (b->text() == button)
                    b->click();
            }
        });
    };
    QAction* save = nullptr;
    for (QAction* a : window.findChildren<QAction*>()) {
        if (a->shortcut() == QKeySequence(QKeySequence::Save))
            save = a;
    }
    QVERIFY(save);
    answer(QStringLiteral("Cancel"));
    save->trigger();
    QVERIFY(question.contains(QStringLiteral("no longer solves")));
    QVERIFY(fileLevel() == level);
    QVERIFY(window.document()->isModified());
    answer(QStringLiteral("Save Anyway"));
    save->trigger();
    QVERIFY(fileLevel() == window.document()->level());
    QVERIFY(!window.document()->isModified());
}

void TestEditorFiles::windowTitleAndShareCode()
{
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Furunkulus")); // as the app does
    QTemporaryDir dir;
    ff::editor::EditorWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ff::editor::LevelEditDocument* doc = window.document();
    doc->setLevel(smallLevel());
    QVERIFY(window.windowTitle().contains("Untitled"));
    QVERIFY(!window.isWindowModified());
    // The application's name once, at the end (the window system adds it to a title
    // that does not end with it), and one kind of dash.
    const QString app = QGuiApplication::applicationDisplayName();
    QVERIFY2(window.windowTitle().endsWith(" — " + app), qPrintable(window.windowTitle()));
    QCOMPARE(window.windowTitle().count(app), 1);
    QVERIFY(!window.windowTitle().contains(QChar(0x2013)));
    doc->placeObject(PieceKind::Stone, Side::Own, {4, 4});
    QVERIFY(window.isWindowModified());
    QString error;
    QVERIFY(doc->save(dir.filePath("shown.ffl.json"), &error));
    QVERIFY(window.windowTitle().contains("shown.ffl.json"));
    QVERIFY(!window.isWindowModified());
    // Share code out and back in.
    const QString code = window.shareCode();
    QVERIFY(code.startsWith("FF2-"));
    const Level level = doc->level();
    doc->setLevel(smallLevel());
    QVERIFY2(window.openShareCode(code, &error), qPrintable(error));
    QVERIFY(doc->level() == level);
    QVERIFY(doc->isModified()); // an opened code is unsaved work
    QVERIFY(!window.openShareCode("FF1-XXXX", &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(doc->level() == level);
    // Export image.
    QVERIFY(window.exportImage(dir.filePath("board.png"), &error));
    QImage image(dir.filePath("board.png"));
    QVERIFY(image.width() >= 600);
    // A level in progress, for a look at the whole window.
    doc->setLevel(LevelEditDocument::newStandardLevel(true));
    doc->placeObject(PieceKind::Token, Side::Enemy, {6, 1}, "yellow", 4);
    doc->placeObject(PieceKind::Token, Side::Own, {3, 1});
    doc->placeObject(PieceKind::Crystal, Side::Own, {5, 5});
    doc->placeObject(PieceKind::TurnRight, Side::Own, {10, 6});
    doc->placeTeleporter({3, 4});
    doc->setTeleporterArrow({3, 4}, Dir::S);
    doc->setAllowed({1, 1}, true);
    doc->setAllowed({2, 1}, true);
    window.boardView()->setSelectedCell(Cell{3, 4});
    QVERIFY(window.windowTitle().contains("Untitled"));
    QVERIFY(window.isWindowModified());
    // FF_SCREENSHOT_DIR=folder keeps pictures of the window for a human look.
    const QString shots = qEnvironmentVariable("FF_SCREENSHOT_DIR");
    if (!shots.isEmpty())
        window.grab().save(shots + "/editor.png");
    // A custom board shaped with the void tool, seen with that tool.
    doc->setLevel(LevelEditDocument::newCustomLevel(9, 7));
    ff::editor::EditorBoardView* view = window.boardView();
    view->setTool({ff::editor::EditorMode::Void});
    QTest::mousePress(view, Qt::LeftButton, {}, view->cellCenter({8, 0}));
    QTest::mouseMove(view, view->cellCenter({7, 0}));
    QTest::mouseMove(view, view->cellCenter({8, 1}));
    QTest::mouseRelease(view, Qt::LeftButton, {}, view->cellCenter({8, 1}));
    QCOMPARE(doc->undoStack()->count(), 1);
    QCOMPARE(doc->level().board.playingCount(), 63 - 6);
    QVERIFY(doc->level().board.isVoid({0, 6}));
    QVERIFY(doc->level().board.isVoid({1, 6}));
    QVERIFY(doc->level().board.isVoid({0, 5}));
    if (!shots.isEmpty())
        window.grab().save(shots + "/editor-custom.png");
    // Verify shows a solution on the board.
    doc->setLevel(smallLevel());
    window.verifyPanel()->verify();
    QTRY_VERIFY_WITH_TIMEOUT(window.verifyPanel()->hasResult(), 20000);
    window.verifyPanel()->showSolution(2);
    if (!shots.isEmpty())
        window.grab().save(shots + "/editor-verify.png");
    // A pack: the title names the level shown.
    doc->setLevel(smallLevel());
    doc->addLevel(LevelEditDocument::newStandardLevel(true));
    QVERIFY(window.windowTitle().contains("level 2 of 2"));
    if (!shots.isEmpty())
        window.grab().save(shots + "/editor-pack.png");
}

void TestEditorFiles::windowAutosaveSurvivesCrash()
{
    for (const ff::editor::AutosaveStore::Entry& e : ff::editor::AutosaveStore().pending())
        ff::editor::AutosaveStore().discard(e);
    QTemporaryDir dir;
    Level edited;
    QString autosaveFile;
    {
        ff::editor::EditorWindow window;
        ff::editor::LevelEditDocument* doc = window.document();
        doc->setLevel(smallLevel());
        window.autosaveNow();
        QVERIFY(!QFile::exists(window.autosaveFile())); // nothing unsaved yet
        doc->placeObject(PieceKind::Crystal, Side::Own, {7, 7});
        window.autosaveNow();
        autosaveFile = window.autosaveFile();
        QVERIFY(QFile::exists(autosaveFile));
        QVERIFY(ff::editor::AutosaveStore().pending().empty()); // this editor is still running
        // A clean save removes the autosave; the next change writes it again.
        QString error;
        QVERIFY(doc->save(dir.filePath("saved.ffl.json"), &error));
        QVERIFY(!QFile::exists(autosaveFile));
        doc->placeObject(PieceKind::Stone, Side::Own, {7, 8});
        window.autosaveNow();
        QVERIFY(QFile::exists(autosaveFile));
        edited = doc->level();
        // The window goes away without closing: the autosave stays, as after a crash.
    }
    QVERIFY(QFile::exists(autosaveFile));
    ff::editor::AutosaveStore store;
    const std::vector<ff::editor::AutosaveStore::Entry> entries = store.pending();
    QCOMPARE(entries.size(), std::size_t(1));
    QVERIFY(entries[0].level == edited);
    QCOMPARE(entries[0].sourcePath, dir.filePath("saved.ffl.json"));
    store.discard(entries[0]);
}

// EditorFiles on its own: what replaces the document says so (the window then
// clears the selection and the title); what fails or only saves leaves it.
void TestEditorFiles::filesSayWhenTheDocumentIsReplaced()
{
    QTemporaryDir dir;
    QMainWindow window;
    LevelEditDocument doc;
    auto* files = new ff::editor::EditorFiles(&doc, &window);
    QSignalSpy replaced(files, &ff::editor::EditorFiles::documentReplaced);
    files->startNewLevel(smallLevel());
    QCOMPARE(replaced.count(), 1);
    QVERIFY(!doc.isModified());
    const QString path = dir.filePath(QStringLiteral("mine.ffl.json"));
    QString error;
    QVERIFY(doc.save(path, &error));
    QVERIFY(!files->openFile(dir.filePath(QStringLiteral("missing.ffl.json")), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!files->openShareCode(QStringLiteral("FF1-XXXX"), &error));
    QCOMPARE(replaced.count(), 1);
    files->startLevel(LevelEditDocument::newStandardLevel(false));
    QCOMPARE(replaced.count(), 2);
    QVERIFY(doc.isModified());
    QVERIFY2(files->openFile(path, &error), qPrintable(error));
    QCOMPARE(replaced.count(), 3);
    QCOMPARE(doc.filePath(), path);
    QVERIFY(doc.level() == smallLevel());
    QVERIFY(files->mayClose()); // nothing unsaved: no question
}

QTEST_MAIN(TestEditorFiles)
#include "tst_editorfiles.moc"
