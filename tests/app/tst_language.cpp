// The app's words: no rule numbers in translated text, the German translation,
// the level texts of browser and player, words shared with the board library, and
// switching the language (at once, on the same page).
#include "app/gui/AppSettings.h"
#include "app/gui/AppShell.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelText.h"
#include "app/gui/MainWindow.h"
#include "app/gui/PlayerPage.h"
#include "board/EngineText.h"
#include "board/LevelWords.h"
#include "board/PlayerView.h"
#include "editor/EditorWindow.h"
#include "editor/LevelEditDocument.h"
#include "editor/LevelPropertiesPanel.h"
#include "engine/files/Validation.h"
#include "tests/app/AppTestCase.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QTranslator>

#include <set>
#include <string>
#include <vector>

using namespace ff::app;

class TestLanguage : public apptest::AppTestCase {
    Q_OBJECT
private slots:
    void initTestCase() { setUp(); }
    void init() { reset(); }
    void noRuleNumbersInTranslatedText();
    void germanTranslationLoads();
    void levelTextsOfBrowserAndPlayer();
    void sharedWordsKeepTheirGerman();
    void newLevelTitlesAreTheEditors();
    void languageSwitchAppliesAtOnce();
    void languageSwitchKeepsThePage();
    void levelPanelFitsItsDockInEveryLanguage();
};

void TestLanguage::noRuleNumbersInTranslatedText()
{
    // Rule numbers such as "(R9)" belong to docs/spec/rules.md, not to what players read.
    QFile ts(QStringLiteral(FF_LEVELS_DIR "/../translations/furunkulus_de.ts"));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(ts.readAll());
    const QRegularExpression ruleNumber(QStringLiteral("<(source|translation)>[^<]*\\bR\\d+\\b[^<]*<"));
    const QRegularExpressionMatch match = ruleNumber.match(text);
    QVERIFY2(!match.hasMatch(), qPrintable(match.captured(0)));
    QVERIFY(text.contains(QStringLiteral("<source>")));
}

void TestLanguage::germanTranslationLoads()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/furunkulus_de.qm")));
    QCOMPARE(translator.translate("ff::app::LevelLibrary", "This week"), QStringLiteral("Diese Woche"));
    QCOMPARE(translator.translate("ff::app::MainWindow", "Levels"), QStringLiteral("Levelauswahl"));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QLocale::setDefault(QLocale(QStringLiteral("de")));
    {
        const auto library = makeLibrary();
        MainWindow window(library.get());
        QCOMPARE(window.windowTitle(), QStringLiteral("Levelauswahl"));
        QCOMPARE(window.browser()->collectionTitles().value(1), QStringLiteral("Diese Woche"));
        QVERIFY(window.openLevel(QStringLiteral("builtin:weekly-2026-w47")));
        const ff::Level& level = *library->find(QStringLiteral("builtin:weekly-2026-w47"))->level;
        QCOMPARE(window.playerPage()->titleText(), QString::fromStdString(level.titleI18n.at("de")));
    }
    QCoreApplication::removeTranslator(&translator);
    QLocale::setDefault(QLocale(QStringLiteral("en")));
}

// The texts the browser and the player page both show about a level.
void TestLanguage::levelTextsOfBrowserAndPlayer()
{
    QCOMPARE(ff::ui::LevelWords::stars(0), QString());
    QCOMPARE(ff::ui::LevelWords::stars(1), QString::fromUtf8("★☆☆☆☆"));
    QCOMPARE(ff::ui::LevelWords::stars(3), QString::fromUtf8("★★★☆☆"));
    QCOMPARE(ff::ui::LevelWords::stars(5), QString::fromUtf8("★★★★★"));
    ff::Level level;
    QCOMPARE(LevelText::hintLine(level), QString());
    level.hint = "Look left.";
    QCOMPARE(LevelText::hintLine(level), QStringLiteral("Hint: Look left."));
    const QDate monday(2026, 11, 23);
    QCOMPARE(LevelText::locked(monday),
             QStringLiteral("This puzzle is locked. ") + LevelText::unlocksOn(monday) + ".");
    QCOMPARE(LevelText::fileCannotBePlayed(QStringLiteral("It is empty.")),
             QStringLiteral("This file cannot be played: It is empty."));
}

// Sentences that moved to the text modules keep their German.
void TestLanguage::sharedWordsKeepTheirGerman()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/furunkulus_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QCOMPARE(ff::ui::EngineText::refusal(ff::ui::PlacementDocument::Refusal::Blood),
             QString::fromUtf8("Auf Blut können keine Teile gesetzt werden."));
    QCOMPARE(ff::ui::EngineText::pieceName(ff::PieceKind::Stone, ff::Side::Own), QStringLiteral("Stein"));
    ff::ShareDecode mistyped;
    mistyped.code = "checksum-mismatch";
    QCOMPARE(
        ff::ui::EngineText::shareCodeError(mistyped),
        QString::fromUtf8("Der Teilen-Code ist vertippt oder verändert (seine Prüfsumme stimmt nicht)."));
    ff::Level level;
    level.hint = "Look left.";
    QCOMPARE(LevelText::hintLine(level), QStringLiteral("Hinweis: Look left."));
    QCoreApplication::removeTranslator(&translator);
}

// Choosing another language rebuilds the window in it, keeping the level in play.
// The hub and the editor refuse to publish a level titled as the editor titles a new
// one: ff::kNewLevelTitles holds that title in every language the app ships.
void TestLanguage::newLevelTitlesAreTheEditors()
{
    std::set<std::string> titles{ff::editor::LevelEditDocument::newStandardLevel(false).title};
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/furunkulus_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    titles.insert(ff::editor::LevelEditDocument::newStandardLevel(false).title);
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(titles, std::set<std::string>(ff::kNewLevelTitles.begin(), ff::kNewLevelTitles.end()));
    // The app's catalogues (furunkulus-server_*.ts are the hub's web pages').
    QCOMPARE(QDir(QStringLiteral(FF_LEVELS_DIR "/../translations"))
                 .entryList({QStringLiteral("furunkulus_*.ts")})
                 .size(),
             qsizetype(titles.size() - 1));
}

void TestLanguage::languageSwitchAppliesAtOnce()
{
    AppSettings::setLanguage(QStringLiteral("en"));
    AppShell shell;
    shell.applyLanguage();
    shell.start({});
    QVERIFY(!shell.window()->isPlaying());
    QCOMPARE(shell.window()->windowTitle(), QStringLiteral("Levels"));

    const QString key = QStringLiteral("builtin:weekly-2026-w47");
    QVERIFY(shell.window()->openLevel(key));
    const ff::Level& level = *shell.window()->library()->find(key)->level;
    const std::vector<ff::Placement> partial(level.solution->begin(), level.solution->begin() + 1);
    shell.window()->playerView()->setPlacements(partial);

    AppSettings::setLanguage(QStringLiteral("de"));
    shell.switchLanguage();
    QVERIFY(shell.window()->isPlaying());
    QCOMPARE(shell.window()->currentKey(), key);
    QCOMPARE(shell.window()->playerView()->placements(), partial);
    QCOMPARE(shell.window()->playerPage()->titleText(), QStringLiteral("Rutschpartie"));
    shell.window()->showBrowser();
    QCOMPARE(shell.window()->windowTitle(), QStringLiteral("Levelauswahl"));

    AppSettings::setLanguage(QStringLiteral("en"));
    shell.switchLanguage();
    QCOMPARE(shell.window()->windowTitle(), QStringLiteral("Levels"));
    QCOMPARE(QLocale().name(), QStringLiteral("en_US"));
}

void TestLanguage::languageSwitchKeepsThePage()
{
    AppSettings::setLanguage(QStringLiteral("en"));
    AppShell shell;
    shell.applyLanguage();
    shell.start({});
    LevelLibrary* library = shell.window()->library();
    QVERIFY(library->entries(LevelLibrary::Tutorial).size() >= 2);
    const QString key = library->entries(LevelLibrary::Tutorial)[1].key;
    shell.window()->browser()->selectLevel(key);
    QVERIFY(!shell.window()->isPlaying());

    AppSettings::setLanguage(QStringLiteral("de"));
    shell.switchLanguage();
    QCOMPARE(shell.window()->windowTitle(), QStringLiteral("Levelauswahl"));
    QVERIFY(!shell.window()->isPlaying());
    QCOMPARE(shell.window()->browser()->currentCollection(), LevelLibrary::Tutorial);
    QCOMPARE(shell.window()->browser()->selectedKey(), key);

    AppSettings::setLanguage(QStringLiteral("en"));
    shell.switchLanguage();
    QCOMPARE(shell.window()->browser()->selectedKey(), key);
}

QTEST_MAIN(TestLanguage)
// The editor's Level panel fits its dock on an 800 x 600 screen in English and in
// German (longer words): it scrolls down, never sideways.
void TestLanguage::levelPanelFitsItsDockInEveryLanguage()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/furunkulus_de.qm")));
    for (const bool german : {false, true}) {
        if (german)
            QVERIFY(QCoreApplication::installTranslator(&translator));
        ff::editor::EditorWindow editor;
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto* panel = editor.findChild<ff::editor::LevelPropertiesPanel*>();
        QVERIFY(panel);
        auto* scroll = qobject_cast<QScrollArea*>(panel->parentWidget()->parentWidget());
        QVERIFY(scroll);
        QTRY_VERIFY2(!scroll->horizontalScrollBar()->isVisible(),
                     qPrintable(QStringLiteral("%1: the panel needs %2 px, the dock has %3")
                                    .arg(german ? QStringLiteral("German") : QStringLiteral("English"))
                                    .arg(panel->minimumSizeHint().width())
                                    .arg(scroll->viewport()->width())));
    }
    QCoreApplication::removeTranslator(&translator);
}

#include "tst_language.moc"
