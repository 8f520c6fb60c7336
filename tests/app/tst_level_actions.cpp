// Opening and sharing levels, and the ways into the level editor: why a file cannot
// be opened, --edit, share codes (as the argument, corrupt, pasted in the browser,
// in a furunkulus: link),
// the level actions following the selection, Edit a copy, Edit this level, New
// level, and the recovery of a crashed editor's work.
#include "app/gui/AppShell.h"
#include "app/gui/EditorLauncher.h"
#include "app/gui/LevelActions.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelItemDelegate.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/MainWindow.h"
#include "app/gui/PlayerPage.h"
#include "board/EngineText.h"
#include "board/PlayerView.h"
#include "editor/AutosaveStore.h"
#include "editor/EditorWindow.h"
#include "editor/LevelEditDocument.h"
#include "editor/NewLevelDialog.h"
#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"
#include "engine/rules/BasicLayout.h"
#include "tests/app/AppTestCase.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetrics>
#include <QHash>
#include <QImage>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QStyle>
#include <QTest>
#include <QTranslator>

using namespace ff::app;

class TestLevelActions : public apptest::AppTestCase {
    Q_OBJECT
private slots:
    void initTestCase() { setUp(); }
    void init() { reset(); }
    void editorSaysWhyAFileCannotBeOpened();
    void editOptionOpensTheEditor();
    void shareCodeArgumentOpensTheLevel();
    void corruptShareCodeArgumentShowsTheMessage();
    void shareCodeLinkOpensTheLevel();
    void fileUrlArgumentOpensTheFile();
    void badLinksSayWhyAndKeepTheLevel();
    void pasteShareCodeInTheBrowser();
    void levelActionsFollowTheSelection();
    void editACopyOfAShippedLevel();
    void editThisLevelChangesTheFile();
    void newLevelOpensTheEditor();
    void recoveryOfferedAfterACrash();
    void iconsPictureTheirActions();
};

// The editor and the main window say why a file cannot be opened in the app's own
// words (EngineText) in the UI language, never in the engine's English message
// (which goes on with the parser's detail after the position).
void TestLevelActions::editorSaysWhyAFileCannotBeOpened()
{
    const QString path = dir_.path() + QStringLiteral("/broken.ffl.json");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not json at all");
    file.close();

    ff::editor::EditorWindow editor;
    QString error;
    QVERIFY(!editor.openFile(path, &error));
    QVERIFY2(error.startsWith(
                 QStringLiteral("broken.ffl.json cannot be opened: The file is not valid JSON (line 1, "
                                "column ")),
             qPrintable(error));
    QVERIFY2(error.endsWith(QStringLiteral(").")), qPrintable(error));

    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/furunkulus_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QVERIFY(!editor.openFile(path, &error));
    // The main window reads files through the same LevelFiles::load.
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QCOMPARE(window.levelActions()->openFile(path), false);
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(
        error.startsWith(QString::fromUtf8("broken.ffl.json kann nicht geöffnet werden: Die Datei ist kein "
                                           "gültiges JSON (Zeile 1, Spalte ")),
        qPrintable(error));
    QVERIFY2(error.endsWith(QStringLiteral(").")), qPrintable(error));
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("warningBox"));
    QVERIFY(box);
    QVERIFY2(box->text().contains(QString::fromUtf8("Die Datei ist kein gültiges JSON (Zeile 1, Spalte ")),
             qPrintable(box->text()));
    QVERIFY2(!box->text().contains(QStringLiteral("not valid JSON")), qPrintable(box->text()));
    box->close();
}

// furunkulus --edit [FILE]: only the editor shows, on a new empty level or the file.
void TestLevelActions::editOptionOpensTheEditor()
{
    {
        AppShell shell;
        shell.start({QString(), true});
        QCOMPARE(editors().size(), 1);
        ff::editor::EditorWindow* editor = editors().first();
        QVERIFY(editor->isVisible());
        QVERIFY(!shell.window()->isVisible());
        const ff::Level& level = editor->document()->level();
        QVERIFY(level.pieces.empty());
        QVERIFY(level.board == ff::Board::standard());
        QVERIFY(!editor->document()->isModified());
        QVERIFY(editor->document()->filePath().isEmpty());
        closeEditors();
    }
    const QString path = dir_.path() + QStringLiteral("/to-edit.ffl.json");
    QFile::remove(path);
    QVERIFY(QFile::copy(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json"), path));
    AppShell shell;
    shell.start({path, true});
    QCOMPARE(editors().size(), 1);
    QCOMPARE(editors().first()->document()->filePath(), path);
    QCOMPARE(editors().first()->document()->level().id, std::string("weekly-2026-w44"));
    closeEditors();
}

// furunkulus CODE: the level of the code opens in the player, and keeping it is offered.
void TestLevelActions::shareCodeArgumentOpensTheLevel()
{
    const ff::Level level = sharedLevel();
    QVERIFY(ff::validateLevel(level).empty());
    const QString code = QString::fromStdString(ff::encodeShareCode(level));
    QVERIFY(LevelActions::isShareCodeArgument(code));
    QVERIFY(!LevelActions::isShareCodeArgument(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json")));
    QVERIFY(!LevelActions::isShareCodeArgument(QStringLiteral("level.ffl.json")));

    AppShell shell;
    shell.start({code});
    MainWindow* window = shell.window();
    QVERIFY(window->isPlaying());
    QCOMPARE(window->currentKey(), QStringLiteral("code:") + code);
    QVERIFY(window->playerView()->level() == level);
    QCOMPARE(window->playerPage()->titleText(), QStringLiteral("From a Friend"));
    auto* keep = window->findChild<QMessageBox*>(QStringLiteral("keepBox"));
    QVERIFY(keep);
    QVERIFY2(keep->text().contains(QStringLiteral("From a Friend")), qPrintable(keep->text()));
    QVERIFY2(keep->text().contains(QStringLiteral("from the share code")), qPrintable(keep->text()));
    clickButton(keep, QStringLiteral("Just Play"));
    QTRY_VERIFY(!window->findChild<QMessageBox*>(QStringLiteral("keepBox")));
    QVERIFY(window->isPlaying());
    QVERIFY(window->browser()->collectionTitles().contains(QStringLiteral("Opened files")));

    // The code of a level the game ships opens that level itself, nothing to keep.
    const QString shipped = QString::fromStdString(
        ff::encodeShareCode(*window->library()->find(QStringLiteral("builtin:tutorial-01-sight"))->level));
    QVERIFY(window->levelActions()->openShareCode(shipped));
    QCOMPARE(window->currentKey(), QStringLiteral("builtin:tutorial-01-sight"));
    QVERIFY(!window->findChild<QMessageBox*>(QStringLiteral("keepBox")));
}

// A corrupt code says what is wrong with it, and nothing else happens.
void TestLevelActions::corruptShareCodeArgumentShowsTheMessage()
{
    const QString code = QString::fromStdString(ff::encodeShareCode(sharedLevel()));
    QString mistyped = code;
    mistyped[12] = mistyped[12] == QLatin1Char('7') ? QLatin1Char('8') : QLatin1Char('7');
    const QString cutOff = code.left(code.size() - 6);
    const QString newer = QStringLiteral("FF7-") + code.mid(4);
    for (const QString& bad : {mistyped, cutOff, newer}) {
        const ff::ShareDecode decoded = ff::decodeShareCode(bad.toStdString());
        QVERIFY(!decoded.level);
        const QString expected = ff::ui::EngineText::shareCodeError(decoded);
        AppShell shell;
        shell.start({bad});
        QVERIFY(!shell.window()->isPlaying());
        QVERIFY(shell.window()->isVisible());
        auto* box = shell.window()->findChild<QMessageBox*>(QStringLiteral("warningBox"));
        QVERIFY(box);
        QCOMPARE(box->windowTitle(), QStringLiteral("Cannot open the share code"));
        QCOMPARE(box->text(), expected);
        // Wide enough for its title in a title bar, with the bar's buttons.
        QFont bold = box->font();
        bold.setBold(true);
        QVERIFY(box->sizeHint().width() >= QFontMetrics(bold).horizontalAdvance(box->windowTitle()) + 120);
        box->close();
    }
    QVERIFY(ff::ui::EngineText::shareCodeError(ff::decodeShareCode(mistyped.toStdString()))
                .contains(QStringLiteral("mistyped or altered")));
    QVERIFY(ff::ui::EngineText::shareCodeError(ff::decodeShareCode(cutOff.toStdString()))
                .startsWith(QStringLiteral("The share code is cut off")));
    QVERIFY(ff::ui::EngineText::shareCodeError(ff::decodeShareCode(newer.toStdString()))
                .contains(QStringLiteral("newer version")));
}

// furunkulus:CODE, as a web page's Open in Furunkulus gives it: on the command line,
// percent-encoded, and pasted.
void TestLevelActions::shareCodeLinkOpensTheLevel()
{
    const ff::Level level = sharedLevel();
    const QString code = QString::fromStdString(ff::encodeShareCode(level));
    const QString link = QStringLiteral("furunkulus:") + code;
    QVERIFY(LevelActions::isShareCodeArgument(link));

    AppShell shell;
    shell.start({link});
    MainWindow* window = shell.window();
    QVERIFY(window->isPlaying());
    QCOMPARE(window->currentKey(), QStringLiteral("code:") + code);
    QVERIFY(window->playerView()->level() == level);
    auto* keep = window->findChild<QMessageBox*>(QStringLiteral("keepBox"));
    QVERIFY(keep);
    QVERIFY2(keep->text().contains(QStringLiteral("from the link")), qPrintable(keep->text()));
    clickButton(keep, QStringLiteral("Just Play"));
    QTRY_VERIFY(!window->findChild<QMessageBox*>(QStringLiteral("keepBox")));

    // A shipped level's link, in any case, percent-encoded as a browser may pass it.
    const QString shipped = QString::fromStdString(
        ff::encodeShareCode(*window->library()->find(QStringLiteral("builtin:tutorial-01-sight"))->level));
    const QString encoded = QString::fromLatin1(QUrl::toPercentEncoding(shipped, {}, "-"));
    QVERIFY(encoded != shipped);
    QVERIFY(window->levelActions()->openShareCode(QStringLiteral(" Furunkulus:") + encoded +
                                                  QStringLiteral("\n")));
    QCOMPARE(window->currentKey(), QStringLiteral("builtin:tutorial-01-sight"));

    // --edit opens the link's level in the editor.
    {
        AppShell editing;
        editing.start({link, true});
        QCOMPARE(editors().size(), 1);
        QVERIFY(editors().first()->document()->level() == level);
        QVERIFY(!editors().first()->findChild<QMessageBox*>(QStringLiteral("warningBox")));
        closeEditors();
    }

    // Paste share code takes a link too.
    const LevelEntry* second = window->library()->find(QStringLiteral("builtin:tutorial-02-ties"));
    QApplication::clipboard()->setText(QStringLiteral("furunkulus:") +
                                       QString::fromStdString(ff::encodeShareCode(*second->level)));
    QVERIFY(window->levelActions()->pasteShareCode());
    QCOMPARE(window->currentKey(), QStringLiteral("builtin:tutorial-02-ties"));
}

// The desktop file's %u: a file manager may give a file as a file: URL.
void TestLevelActions::fileUrlArgumentOpensTheFile()
{
    const QString path = QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json");
    {
        AppShell shell;
        shell.start({QUrl::fromLocalFile(path).toString()});
        QVERIFY(shell.window()->isPlaying());
        QCOMPARE(QString::fromStdString(shell.window()->playerView()->level().id),
                 QStringLiteral("weekly-2026-w44"));
        QVERIFY(!shell.window()->findChild<QMessageBox*>(QStringLiteral("warningBox")));
    }
    AppShell shell;
    shell.start({QUrl::fromLocalFile(path).toString(), true});
    QCOMPARE(editors().size(), 1);
    QCOMPARE(editors().first()->document()->filePath(), path);
    closeEditors();
}

// A link of no known form, and a link with a corrupt code, say exactly why; the level
// in play stays.
void TestLevelActions::badLinksSayWhyAndKeepTheLevel()
{
    AppShell shell;
    shell.start({QStringLiteral("furunkulus:") + QString::fromStdString(ff::encodeShareCode(sharedLevel()))});
    MainWindow* window = shell.window();
    clickButton(window->findChild<QMessageBox*>(QStringLiteral("keepBox")), QStringLiteral("Just Play"));
    QTRY_VERIFY(!window->findChild<QMessageBox*>(QStringLiteral("keepBox")));
    const QString playing = window->currentKey();
    QVERIFY(window->isPlaying());

    const QString code = QString::fromStdString(ff::encodeShareCode(sharedLevel()));
    QString mistyped = code;
    mistyped[12] = mistyped[12] == QLatin1Char('7') ? QLatin1Char('8') : QLatin1Char('7');
    const QString corrupt = QStringLiteral("furunkulus:") + mistyped;
    QVERIFY(!window->levelActions()->openShareCode(corrupt));
    auto* box = window->findChild<QMessageBox*>(QStringLiteral("warningBox"));
    QVERIFY(box);
    QCOMPARE(box->windowTitle(), QStringLiteral("Cannot open the share code"));
    QCOMPARE(box->text(), ff::ui::EngineText::shareCodeError(ff::decodeShareCode(mistyped.toStdString())));
    delete box;
    QCOMPARE(window->currentKey(), playing);
    QVERIFY(window->isPlaying());

    const QString longLink = QStringLiteral("furunkulus:") + QString(10000, QLatin1Char('x'));
    for (const QString& bad :
         {QStringLiteral("furunkulus:hello"), QStringLiteral("furunkulus://127.0.0.1:8080/weeks/2026-W48"),
          QStringLiteral("furunkulus://127.0.0.1:8080/levels/NOT-A-SLUG"),
          QStringLiteral("furunkulus:///levels/0123456789ab"), longLink}) {
        QVERIFY(LevelActions::isShareCodeArgument(bad));
        QVERIFY2(!window->levelActions()->openShareCode(bad), qPrintable(bad));
        box = window->findChild<QMessageBox*>(QStringLiteral("warningBox"));
        QVERIFY(box);
        QCOMPARE(box->windowTitle(), QStringLiteral("Cannot open the link"));
        QVERIFY2(box->text().contains(QStringLiteral("is no Furunkulus link")), qPrintable(box->text()));
        QVERIFY2(box->text().contains(QStringLiteral("furunkulus://HUB/levels/LEVEL")),
                 qPrintable(box->text()));
        QVERIFY2(box->text().size() < 400, qPrintable(box->text()));
        delete box;
        QCOMPARE(window->currentKey(), playing);
        QVERIFY(window->isPlaying());
    }
}

// Copy share code and Paste share code with their shortcuts in the browser; a pasted
// level can be kept in My levels.
void TestLevelActions::pasteShareCodeInTheBrowser()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QListWidget* list = window.browser()->levelList();

    // Copy: the code of the selected level.
    const QString key = QStringLiteral("builtin:weekly-2026-w45");
    window.browser()->selectLevel(key);
    list->setFocus();
    QApplication::clipboard()->clear();
    QTest::keyClick(list, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QApplication::clipboard()->text(),
             QString::fromStdString(ff::encodeShareCode(*library->find(key)->level)));

    // Paste with no code in the clipboard: a message, nothing opens.
    QApplication::clipboard()->setText(QStringLiteral("hello"));
    QTest::keyClick(list, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!window.isPlaying());
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("warningBox"));
    QVERIFY(box);
    QVERIFY2(box->text().contains(QStringLiteral("holds no share code")), qPrintable(box->text()));
    box->close();
    QTRY_VERIFY(!window.findChild<QMessageBox*>(QStringLiteral("warningBox")));
    QTRY_VERIFY(QApplication::activeModalWidget() == nullptr);
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));

    // Paste a code (spread over two lines, as a chat may wrap it): the level plays.
    const ff::Level level = sharedLevel();
    const QString code = QString::fromStdString(ff::encodeShareCode(level));
    QApplication::clipboard()->setText(code.left(30) + QStringLiteral("\n") + code.mid(30));
    list->setFocus();
    QTest::keyClick(list, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(window.isPlaying());
    QVERIFY(window.playerView()->level() == level);
    QCOMPARE(window.currentKey(), QStringLiteral("code:") + code);

    // Keep it: it is written into My levels and played from there.
    auto* keep = window.findChild<QMessageBox*>(QStringLiteral("keepBox"));
    QVERIFY(keep);
    clickButton(keep, QStringLiteral("Keep in My Levels"));
    QTRY_VERIFY(!window.findChild<QMessageBox*>(QStringLiteral("keepBox")));
    const QString file = dir_.path() + QStringLiteral("/levels/from-a-friend.ffl.json");
    QVERIFY(QFile::exists(file));
    QCOMPARE(window.currentKey(), QStringLiteral("user:from-a-friend.ffl.json#from-a-friend"));
    QVERIFY(window.isPlaying());
    QCOMPARE(library->entries(LevelLibrary::MyLevels).size(), std::size_t(1));
    QVERIFY(library->entries(LevelLibrary::Opened).empty());
    // Pasting it again finds it there.
    QTRY_VERIFY(QApplication::activeModalWidget() == nullptr);
    QVERIFY(window.levelActions()->pasteShareCode());
    QCOMPARE(window.currentKey(), QStringLiteral("user:from-a-friend.ffl.json#from-a-friend"));
    QVERIFY(!window.findChild<QMessageBox*>(QStringLiteral("keepBox")));

    // Ctrl+V works too.
    window.showBrowser();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QApplication::clipboard()->setText(
        QString::fromStdString(ff::encodeShareCode(*library->find(key)->level)));
    QTest::keyClick(window.browser()->levelList(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(window.currentKey(), key);
}

// Edit this level only for the user's own levels (drafts included), Edit a copy and
// Copy share code for any playable one; the browser's context menu offers them.
void TestLevelActions::levelActionsFollowTheSelection()
{
    const QString userDir = dir_.path() + QStringLiteral("/levels");
    QVERIFY(QDir().mkpath(userDir));
    QVERIFY(QFile::copy(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json"),
                        userDir + QStringLiteral("/mine.ffl.json")));
    ff::Level draft = sharedLevel();
    draft.pieces.clear();
    draft.inventory.clear();
    QFile draftFile(userDir + QStringLiteral("/draft.ffl.json"));
    QVERIFY(draftFile.open(QIODevice::WriteOnly));
    draftFile.write(QByteArray::fromStdString(ff::writeLevel(draft)));
    draftFile.close();

    const auto library = makeLibrary();
    MainWindow window(library.get());
    QAction* editThis = actionWithShortcut(&window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    QAction* editCopy = actionWithShortcut(&window, QKeySequence(Qt::CTRL | Qt::Key_E));
    QAction* copyCode = actionWithShortcut(&window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    QAction* paste = actionWithShortcut(&window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    QAction* newLevel = actionWithShortcut(&window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    QVERIFY(editThis && editCopy && copyCode && paste && newLevel);
    QCOMPARE(editThis->text(), QStringLiteral("&Edit this level"));
    QCOMPARE(editCopy->text(), QStringLiteral("Edit a &copy"));

    window.browser()->selectLevel(QStringLiteral("builtin:weekly-2026-w46"));
    QVERIFY(!editThis->isEnabled());
    QVERIFY(editCopy->isEnabled());
    QVERIFY(copyCode->isEnabled());
    window.browser()->selectLevel(QStringLiteral("builtin:weekly-2026-w49")); // locked
    QVERIFY(!editThis->isEnabled());
    QVERIFY(!editCopy->isEnabled());
    QVERIFY(!copyCode->isEnabled());
    window.browser()->selectLevel(QStringLiteral("user:mine.ffl.json#weekly-2026-w44"));
    QVERIFY(editThis->isEnabled());
    QVERIFY(editCopy->isEnabled());
    const QString draftKey = QStringLiteral("broken:") + userDir + QStringLiteral("/draft.ffl.json");
    window.browser()->selectLevel(draftKey);
    QCOMPARE(window.browser()->selectedKey(), draftKey);
    QVERIFY(editThis->isEnabled());
    QVERIFY(!editCopy->isEnabled());
    QVERIFY(window.browser()
                ->levelList()
                ->currentItem()
                ->data(LevelItemDelegate::StatusRole)
                .toString()
                .startsWith(QStringLiteral("Draft: ")));

    // The context menu acts on the card under the pointer.
    auto* menu = window.findChild<QMenu*>(QStringLiteral("levelContextMenu"));
    QVERIFY(menu);
    QVERIFY(menu->actions().contains(editThis));
    QVERIFY(menu->actions().contains(editCopy));
    QVERIFY(menu->actions().contains(copyCode));
    QVERIFY(menu->actions().contains(paste));
    QVERIFY(menu->actions().contains(newLevel));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.browser()->showCollection(LevelLibrary::MyLevels);
    QListWidget* list = window.browser()->levelList();
    const QString mineKey = QStringLiteral("user:mine.ffl.json#weekly-2026-w44");
    QListWidgetItem* mine = itemFor(window.browser(), mineKey);
    window.browser()->selectLevel(draftKey);
    const QPoint at = list->visualItemRect(mine).center();
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, list->viewport()->mapToGlobal(at));
    QApplication::sendEvent(list->viewport(), &event);
    QTRY_VERIFY(menu->isVisible());
    QCOMPARE(window.browser()->selectedKey(), mineKey);
    menu->close();

    // The draft opens in the editor, to be mended.
    ff::editor::EditorWindow* editor = window.editors()->editLevel(draftKey);
    QVERIFY(editor);
    QCOMPARE(editor->document()->filePath(), userDir + QStringLiteral("/draft.ffl.json"));
    QVERIFY(!editor->document()->problems().empty());
    // Asking again brings the same window up.
    QCOMPARE(window.editors()->editLevel(draftKey), editor);
    QCOMPARE(editors().size(), 1);
    closeEditors();
}

// Edit a copy of a shipped level: the editor gets a copy, the resource stays as it
// was, and saving suggests My levels and lists the copy there.
void TestLevelActions::editACopyOfAShippedLevel()
{
    const QString resource = QStringLiteral(":/levels/weekly/2026-w46.ffl.json");
    const auto readResource = [&] {
        QFile file(resource);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    const QByteArray before = readResource();
    QVERIFY(!before.isEmpty());
    const QString key = QStringLiteral("builtin:weekly-2026-w46");
    const auto library = makeLibrary();
    const ff::Level original = *library->find(key)->level;
    MainWindow window(library.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.openLevel(key));
    QTest::keyClick(window.playerView()->board(), Qt::Key_E, Qt::ControlModifier);
    QCOMPARE(editors().size(), 1);
    ff::editor::EditorWindow* editor = editors().first();
    QVERIFY(editor->isVisible());
    QVERIFY(editor->document()->level() == original);
    QVERIFY(editor->document()->isModified());
    QVERIFY(editor->document()->filePath().isEmpty());
    QVERIFY(window.isPlaying());

    // An edit, then Save: the dialog starts in My levels with the level's id as the name.
    ff::Level changed = original;
    changed.title = "Steeper Slope";
    QVERIFY(editor->document()->edit(changed, QStringLiteral("Title")));
    const QString userDir = dir_.path() + QStringLiteral("/levels");
    QString suggestedDir;
    QString suggestedName;
    answerModal([&](QWidget* modal) {
        auto* dialog = qobject_cast<QFileDialog*>(modal);
        QVERIFY(dialog);
        suggestedDir = dialog->directory().absolutePath();
        suggestedName = dialog->selectedFiles().value(0);
        static_cast<QDialog*>(dialog)->accept(); // QFileDialog::accept is protected
    });
    QAction* save = actionWithShortcut(editor, QKeySequence::Save);
    QVERIFY(save);
    save->trigger();
    QCOMPARE(suggestedDir, QDir(userDir).absolutePath());
    QCOMPARE(QFileInfo(suggestedName).fileName(), QStringLiteral("weekly-2026-w46.ffl.json"));
    const QString saved = userDir + QStringLiteral("/weekly-2026-w46.ffl.json");
    QVERIFY(QFile::exists(saved));
    QVERIFY(!editor->document()->isModified());
    QCOMPARE(editor->document()->filePath(), saved);

    // Listed in My levels at once; the shipped level is untouched.
    const QString copyKey = QStringLiteral("user:weekly-2026-w46.ffl.json#weekly-2026-w46");
    QVERIFY(library->find(copyKey));
    QCOMPARE(library->find(copyKey)->level->title, std::string("Steeper Slope"));
    QCOMPARE(readResource(), before);
    QVERIFY(*library->find(key)->level == original);
    QCOMPARE(window.currentKey(), key);
    window.showBrowser();
    QVERIFY(itemFor(window.browser(), copyKey));

    // A second copy is suggested under a free name.
    closeEditors();
    ff::editor::EditorWindow* second = window.editors()->editCopy(key);
    QVERIFY(second);
    answerModal([&](QWidget* modal) {
        auto* dialog = qobject_cast<QFileDialog*>(modal);
        QVERIFY(dialog);
        suggestedName = dialog->selectedFiles().value(0);
        dialog->reject();
    });
    actionWithShortcut(second, QKeySequence::Save)->trigger();
    QCOMPARE(QFileInfo(suggestedName).fileName(), QStringLiteral("weekly-2026-w46-2.ffl.json"));
    QVERIFY(second->document()->isModified());
    closeEditors();
}

// Edit this level opens the file itself; saving it updates the browser at once.
void TestLevelActions::editThisLevelChangesTheFile()
{
    const QString userDir = dir_.path() + QStringLiteral("/levels");
    QVERIFY(QDir().mkpath(userDir));
    const QString path = userDir + QStringLiteral("/mine.ffl.json");
    QVERIFY(QFile::copy(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json"), path));
    QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::WriteOwner);
    const QString key = QStringLiteral("user:mine.ffl.json#weekly-2026-w44");
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.browser()->selectLevel(key);
    window.browser()->levelList()->setFocus();
    QTest::keyClick(window.browser()->levelList(), Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(editors().size(), 1);
    ff::editor::EditorWindow* editor = editors().first();
    QCOMPARE(editor->document()->filePath(), path);
    QVERIFY(!editor->document()->isModified());

    ff::Level changed = editor->document()->level();
    changed.title = "Renamed";
    QVERIFY(editor->document()->edit(changed, QStringLiteral("Title")));
    actionWithShortcut(editor, QKeySequence::Save)->trigger();
    QVERIFY(!editor->document()->isModified());
    QCOMPARE(library->find(key)->level->title, std::string("Renamed"));
    QCOMPARE(window.browser()->selectedKey(), key);
    QCOMPARE(window.browser()->levelList()->currentItem()->data(LevelItemDelegate::TitleRole).toString(),
             QStringLiteral("Renamed"));

    // Playing it while it is saved again plays the new version.
    QVERIFY(window.openLevel(key));
    changed.title = "Renamed Again";
    QVERIFY(editor->document()->edit(changed, QStringLiteral("Title")));
    actionWithShortcut(editor, QKeySequence::Save)->trigger();
    QVERIFY(window.isPlaying());
    QCOMPARE(window.playerPage()->titleText(), QStringLiteral("Renamed Again"));
    closeEditors();
}

// New level asks what to start from and opens the editor on it, nothing to save yet.
void TestLevelActions::newLevelOpensTheEditor()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    answerModal([](QWidget* modal) {
        auto* dialog = qobject_cast<ff::editor::NewLevelDialog*>(modal);
        QVERIFY(dialog);
        QCOMPARE(dialog->start(), ff::editor::NewLevelDialog::Start::StandardBoard);
        dialog->setStart(ff::editor::NewLevelDialog::Start::CustomBoard);
        dialog->setBoardSize(9, 7);
        dialog->accept();
    });
    ff::editor::EditorWindow* editor = window.editors()->newLevel();
    QVERIFY(editor);
    QCOMPARE(editor->document()->level().board.width(), 9);
    QCOMPARE(editor->document()->level().board.height(), 7);
    QVERIFY(!editor->document()->isModified());
    answerModal([](QWidget* modal) {
        auto* dialog = qobject_cast<ff::editor::NewLevelDialog*>(modal);
        QVERIFY(dialog);
        dialog->setStart(ff::editor::NewLevelDialog::Start::BasicLayout);
        dialog->accept();
    });
    ff::editor::EditorWindow* basic = window.editors()->newLevel();
    QVERIFY(basic);
    QVERIFY(basic->document()->level().pieces == ff::basicLayoutPieces());
    answerModal([](QWidget* modal) { qobject_cast<QDialog*>(modal)->reject(); });
    QVERIFY(!window.editors()->newLevel());
    QCOMPARE(editors().size(), 2);
    closeEditors();
}

// An editor that crashed left an autosave: the next start offers it, once, and a
// recovered level opens in the editor as unsaved work.
void TestLevelActions::recoveryOfferedAfterACrash()
{
    ff::Level work = sharedLevel();
    work.title = "Half Done";
    {
        ff::editor::AutosaveStore crashed;
        QString error;
        QVERIFY2(crashed.save(work, QString(), &error), qPrintable(error));
        // The store goes away without remove(): its editor crashed.
    }
    QCOMPARE(ff::editor::AutosaveStore().pending().size(), std::size_t(1));

    QString question;
    answerModal([&](QWidget* modal) {
        question = qobject_cast<QMessageBox*>(modal)->text();
        clickButton(modal, QStringLiteral("Recover"));
    });
    AppShell shell;
    shell.start({});
    QTRY_COMPARE(editors().size(), 1);
    QVERIFY2(question.contains(QStringLiteral("\"Half Done\"")), qPrintable(question));
    ff::editor::EditorWindow* editor = editors().first();
    QVERIFY(editor->isVisible());
    QVERIFY(editor->document()->level() == work);
    QVERIFY(editor->document()->isModified());
    QVERIFY(shell.window()->isVisible());
    QVERIFY(ff::editor::AutosaveStore().pending().empty());

    // Offered once: opening more editors asks nothing, even with new crashed work.
    {
        ff::editor::AutosaveStore crashed;
        QString error;
        QVERIFY(crashed.save(work, QString(), &error));
    }
    QVERIFY(shell.window()->editors()->editCopy(QStringLiteral("builtin:tutorial-01-sight")));
    QTest::qWait(100);
    QVERIFY(QApplication::activeModalWidget() == nullptr);
    QCOMPARE(ff::editor::AutosaveStore().pending().size(), std::size_t(1));
    closeEditors();

    // Declined ("Later") it stays for the next start; Discard removes it.
    answerModal([](QWidget* modal) { clickButton(modal, QStringLiteral("Later")); });
    {
        AppShell again;
        again.start({});
        QTRY_VERIFY(QApplication::activeModalWidget() == nullptr &&
                    ff::editor::AutosaveStore().pending().size() == 1);
        QTest::qWait(50);
        QVERIFY(editors().isEmpty());
    }
    answerModal([](QWidget* modal) { clickButton(modal, QStringLiteral("Discard")); });
    AppShell last;
    last.start({});
    QTRY_VERIFY(ff::editor::AutosaveStore().pending().empty());
    QVERIFY(editors().isEmpty());
}

QTEST_MAIN(TestLevelActions)
namespace {
QImage iconImage(const QIcon& icon)
{
    return icon.pixmap(16, 16).toImage();
}
} // namespace

// Without an icon of the desktop's theme an action shows a standard picture of the
// same meaning, or none: How to play is no "move" cross, Paste share code no open
// folder, Show solution… no help button.
void TestLevelActions::iconsPictureTheirActions()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QHash<QString, QAction*> actions;
    for (QAction* action : window.findChildren<QAction*>())
        actions.insert(action->text().remove(QLatin1Char('&')), action);
    QStyle* style = QApplication::style();
    const QImage helpButton = iconImage(style->standardIcon(QStyle::SP_DialogHelpButton));
    const QImage openFolder = iconImage(style->standardIcon(QStyle::SP_DialogOpenButton));
    for (const char* text : {"How to play", "Show solution…", "Paste share code"}) {
        QAction* action = actions.value(QString::fromUtf8(text));
        QVERIFY2(action, text);
        const QImage image = iconImage(action->icon());
        QVERIFY2(image != helpButton, text);
        QVERIFY2(image != openFolder, text);
    }
    if (!QIcon::hasThemeIcon(QStringLiteral("help-contents")))
        QCOMPARE(iconImage(actions.value(QStringLiteral("How to play"))->icon()),
                 iconImage(style->standardIcon(QStyle::SP_MessageBoxQuestion)));
}

#include "tst_level_actions.moc"
