// The keyboard: the Alt+letter of every menu, menu bar and dialog names one thing
// (in English and in German, loaded as the app loads it), and a shortcut means the
// same in the player and in the editor.
#include "app/gui/AppSettings.h"
#include "app/gui/AppShell.h"
#include "app/gui/EditorLauncher.h"
#include "app/gui/HelpActions.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/MainWindow.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/ReportDialog.h"
#include "app/gui/SettingsDialog.h"
#include "board/EngineText.h"
#include "board/InventoryPalette.h"
#include "board/LegendDialog.h"
#include "board/PlayerView.h"
#include "board/ShareDialog.h"
#include "editor/EditorWindow.h"
#include "editor/GenerateDialog.h"
#include "editor/LevelEditDocument.h"
#include "editor/NewLevelDialog.h"
#include "editor/PublishDialog.h"
#include "tests/app/AppTestCase.h"
#include "tests/app/AppTestSettings.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSet>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include <functional>

using namespace ff::app;

namespace {

// The letter after a single '&' ("&&" is a literal ampersand), lower case; null
// without one.
QChar mnemonic(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

// "where: Alt+X: text, text" for every letter that more than one of `texts` claims.
void addClashes(QSet<QString>& clashes, const QString& where, const QStringList& texts)
{
    QMap<QChar, QStringList> byLetter;
    for (const QString& text : texts) {
        if (const QChar letter = mnemonic(text); !letter.isNull())
            byLetter[letter] << text;
    }
    for (auto it = byLetter.cbegin(); it != byLetter.cend(); ++it) {
        if (it.value().size() > 1)
            clashes << QStringLiteral("%1: Alt+%2: %3").arg(where, it.key().toUpper(), it.value().join(", "));
    }
}

QStringList actionTexts(const QList<QAction*>& actions)
{
    QStringList texts;
    for (const QAction* a : actions) {
        if (a->isVisible() && !a->isSeparator())
            texts << a->text();
    }
    return texts;
}

// A menu's entries among themselves, and each submenu's.
void addMenuClashes(QSet<QString>& clashes, const QString& where, const QMenu* menu)
{
    addClashes(clashes, where, actionTexts(menu->actions()));
    for (const QAction* a : menu->actions()) {
        if (a->menu() && a->isVisible())
            addMenuClashes(clashes, where + QStringLiteral(" › ") + a->text(), a->menu());
    }
}

// What shares Alt+letter in one window as it is now: the menu bar's menus, the
// buttons, the group boxes, the labels with a buddy and the tabs shown in it.
QStringList windowTexts(QWidget* window)
{
    QStringList texts;
    for (QWidget* w : window->findChildren<QWidget*>()) {
        if (w->window() != window || !w->isVisibleTo(window))
            continue;
        if (auto* bar = qobject_cast<QMenuBar*>(w))
            texts << actionTexts(bar->actions());
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            texts << button->text();
        else if (auto* box = qobject_cast<QGroupBox*>(w))
            texts << box->title();
        else if (auto* label = qobject_cast<QLabel*>(w); label && label->buddy())
            texts << label->text();
        else if (auto* tabs = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                texts << tabs->tabText(i);
        }
    }
    return texts;
}

// The window in every tab of its tab widgets, and every menu of its menu bar.
void addWindowClashes(QSet<QString>& clashes, const QString& where, QWidget* window)
{
    addClashes(clashes, where, windowTexts(window));
    for (QTabWidget* tabs : window->findChildren<QTabWidget*>()) {
        const int shown = tabs->currentIndex();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            addClashes(clashes, where, windowTexts(window));
        }
        tabs->setCurrentIndex(shown);
    }
    for (QMenuBar* bar : window->findChildren<QMenuBar*>()) {
        for (const QAction* a : bar->actions()) {
            if (a->menu())
                addMenuClashes(clashes, where + QStringLiteral(" › ") + a->text(), a->menu());
        }
    }
}

// Runs `open`, which shows a modal dialog, and checks the dialog before it closes it.
void addModalClashes(QSet<QString>& clashes, const QString& where, const std::function<void()>& open)
{
    bool seen = false;
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
            poll.stop();
            seen = true;
            addWindowClashes(clashes, where, dialog);
            dialog->reject();
        }
    });
    poll.start();
    open();
    QVERIFY2(seen, qPrintable(where));
}

} // namespace

class TestKeys : public apptest::AppTestCase {
    Q_OBJECT
private slots:
    void initTestCase() { setUp(); }
    void init() { reset(); }
    void cleanup();
    void mnemonicsAreUnique_data();
    void mnemonicsAreUnique();
    void newLevelHasOneShortcutInBothWindows();
    void pieceKeysComeFromTheLanguagesNames();
    void focusIsVisible();
};

void TestKeys::cleanup()
{
    AppSettings::setLanguage(QStringLiteral("en"));
    QLocale::setDefault(QLocale(QStringLiteral("en")));
}

void TestKeys::mnemonicsAreUnique_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("de") << QStringLiteral("de");
}

void TestKeys::mnemonicsAreUnique()
{
    QFETCH(QString, language);
    AppSettings::setLanguage(language);
    AppShell shell;
    shell.applyLanguage();
    shell.start({});
    MainWindow* window = shell.window();
    QSet<QString> clashes;

    window->showBrowser();
    for (const auto c : {LevelLibrary::Tutorial, LevelLibrary::Random, LevelLibrary::Community}) {
        window->browser()->showCollection(c);
        addWindowClashes(clashes, QStringLiteral("main window"), window);
    }
    const auto contextMenu = window->findChild<QMenu*>(QStringLiteral("levelContextMenu"));
    QVERIFY(contextMenu);
    addMenuClashes(clashes, QStringLiteral("level context menu"), contextMenu);
    QVERIFY(window->openLevel(QStringLiteral("builtin:weekly-2026-w47")));
    addWindowClashes(clashes, QStringLiteral("main window, playing"), window);

    SettingsDialog settings(window);
    addWindowClashes(clashes, QStringLiteral("Settings"), &settings);
    ff::ui::LegendDialog legend(window);
    addWindowClashes(clashes, QStringLiteral("Legend"), &legend);
    ff::ui::ShareDialog share(QStringLiteral("Level"), QStringLiteral("code"), window);
    addWindowClashes(clashes, QStringLiteral("Share"), &share);
    ReportDialog report(QStringLiteral("Level"), window);
    addWindowClashes(clashes, QStringLiteral("Report"), &report);
    auto* help = window->findChild<HelpActions*>();
    QVERIFY(help);
    addModalClashes(clashes, QStringLiteral("How to play"), [help] { help->helpAction()->trigger(); });
    addModalClashes(clashes, QStringLiteral("About"), [help] { help->aboutAction()->trigger(); });

    ff::editor::EditorWindow editor;
    addWindowClashes(clashes, QStringLiteral("editor"), &editor);
    ff::editor::NewLevelDialog newLevel(&editor);
    addWindowClashes(clashes, QStringLiteral("New level"), &newLevel);
    ff::editor::GenerateDialog generate(&editor);
    addWindowClashes(clashes, QStringLiteral("Generate"), &generate);
    const ff::Level level = ff::editor::LevelEditDocument::newStandardLevel(false);
    ff::editor::PublishDialog publish(level, QUrl(QStringLiteral("http://127.0.0.1:9")), QString(), QString(),
                                      &editor);
    addWindowClashes(clashes, QStringLiteral("Publish"), &publish);

    QStringList found = clashes.values();
    found.sort();
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

// New level is Ctrl+Shift+N in the player's window and in the editor; Ctrl+N is
// Next unsolved, and the editor has no other use for it.
void TestKeys::newLevelHasOneShortcutInBothWindows()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    const QKeySequence newLevel = window.editors()->newLevelAction()->shortcut();
    QCOMPARE(newLevel, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    ff::editor::EditorWindow editor;
    QStringList editorNewLevel;
    for (const QAction* a : editor.findChildren<QAction*>()) {
        QVERIFY2(!a->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_N)), qPrintable(a->text()));
        if (a->shortcuts().contains(newLevel))
            editorNewLevel << a->text();
    }
    QCOMPARE(editorNewLevel, QStringList{window.editors()->newLevelAction()->text()});
}

// The key letters of the pieces, in the catalogue's order, in the UI language.
static QString pieceKeys()
{
    QString keys;
    for (const ff::PieceType type : ff::kPlaceableTypes) {
        const QChar key = ff::ui::InventoryPalette::keyFor({type.kind, type.side});
        const QString name = ff::ui::EngineText::pieceName(type.kind, type.side).toUpper();
        // Each its own, a letter of the name, and the key that selects its piece.
        if (keys.contains(key) || !name.contains(key))
            return name + QLatin1Char(':') + key;
        const auto choice = ff::ui::InventoryPalette::choiceForKey(key.unicode());
        if (!choice || choice->kind != type.kind || choice->side != type.side)
            return name + QLatin1Char(':') + key;
        keys += key;
    }
    return keys;
}

void TestKeys::pieceKeysComeFromTheLanguagesNames()
{
    QCOMPARE(pieceKeys(), QStringLiteral("OESCRLU"));
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/furunkulus_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const QString german = pieceKeys();
    QCoreApplication::removeTranslator(&translator);
    // eigene Figur, gegnerische Figur, Stein, Kristall, ...
    QVERIFY2(german.startsWith(QStringLiteral("EGSK")), qPrintable(german));
    QCOMPARE(german.size(), qsizetype(ff::kPlaceableTypes.size()));
}

// `w` as it looks without the keyboard focus (on `elsewhere`) and with it, moved
// there by a key (styles show a button's focus only then).
static std::pair<QImage, QImage> focusPictures(QWidget* w, QWidget* elsewhere)
{
    elsewhere->setFocus(Qt::ShortcutFocusReason);
    QCoreApplication::processEvents();
    const QImage without = w->grab().toImage();
    w->setFocus(Qt::ShortcutFocusReason);
    QCoreApplication::processEvents();
    return {without, w->grab().toImage()};
}

// The focus shows on the browser's cards, on the sidebar (a ring, and nothing drawn
// inside its selected item) and on the Solved panel's buttons.
void TestKeys::focusIsVisible()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.browser()->showCollection(LevelLibrary::Tutorial);
    QListWidget* cards = window.browser()->levelList();
    auto* sidebar = window.browser()->findChild<QListWidget*>(QStringLiteral("collections"));
    QVERIFY(sidebar && cards->currentItem() && sidebar->currentItem());

    const auto [cardsWithout, cardsWith] = focusPictures(cards, sidebar);
    QVERIFY(cards->hasFocus());
    QVERIFY(cardsWithout != cardsWith);

    const auto [sideWithout, sideWith] = focusPictures(sidebar, cards);
    QVERIFY(sidebar->hasFocus());
    QVERIFY(sideWithout != sideWith);
    const QRect item = sidebar->visualItemRect(sidebar->currentItem())
                           .translated(sidebar->viewport()->mapTo(sidebar, QPoint(0, 0)))
                           .adjusted(3, 3, -3, -3);
    QCOMPARE(sideWith.copy(item), sideWithout.copy(item));

    QVERIFY(window.openLevel(library->entries(LevelLibrary::Tutorial).front().key));
    ff::ui::PlayerView* view = window.playerView();
    QCOMPARE(apptest::runPlacements(view, *view->level().solution), ff::Outcome::Solved);
    QVERIFY(window.playerPage()->isSolvedShown());
    for (const char* name : {"nextLevelButton", "solvedBackButton", "replayButton"}) {
        auto* button = window.playerPage()->findChild<QPushButton*>(QLatin1String(name));
        QVERIFY2(button && button->isVisible(), name);
        const auto [without, with] = focusPictures(button, view->board());
        QVERIFY2(button->hasFocus(), name);
        QVERIFY2(without != with, name);
    }
}

QTEST_MAIN(TestKeys)
#include "tst_keys.moc"
