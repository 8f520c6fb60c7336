// File › Publish… of the level editor against the real hub (OnlineHub): the action's
// gate and the reason it gives (no hub, no player, a pack, problems, not verified,
// not unique, a piece not needed), a proven level published with its address shown,
// copied and fetched over HTTP, a copy (the same or mirrored) refused with the first
// level's address, the hub's refusals in the editor's words (the same sentence as
// the Problems list for a validation problem; the cells of two solutions, the idle
// piece), a refused token, an unreachable hub, Cancel, and the German words.
#include "board/EngineText.h"
#include "editor/EditorWindow.h"
#include "editor/HubProblemText.h"
#include "editor/LevelEditDocument.h"
#include "editor/PublishDialog.h"
#include "editor/VerifyPanel.h"
#include "engine/files/LevelIo.h"
#include "engine/files/Validation.h"
#include "online/HubAccount.h"
#include "online/HubText.h"
#include "tests/app/AppTestSettings.h"
#include "tests/online/OnlineHub.h"

#include <QAction>
#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

using ff::editor::EditorWindow;
using ff::editor::PublishDialog;
using ff::online::HubAccount;
using Proof = ff::editor::VerifyPanel::Proof;

namespace {

QString hubLevelPath(const char* name)
{
    return QStringLiteral(FF_TEST_DATA_DIR "/hub/%1.ffl.json").arg(QLatin1String(name));
}

QByteArray hubLevelText(const char* name)
{
    QFile file(hubLevelPath(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

ff::Level hubLevel(const char* name)
{
    const QByteArray text = hubLevelText(name);
    const ff::Loaded<ff::Level> loaded = ff::parseLevel(std::string_view(text.constData(), text.size()));
    return loaded.value ? *loaded.value : ff::Level{};
}

bool settled(const EditorWindow& w)
{
    const Proof p = w.verifyPanel()->proof();
    return p != Proof::Running && p != Proof::CheckingPieces;
}

} // namespace

class TestPublish : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void gateSaysWhyNot();
    void gateForHubAndPlayer();
    void publishVerifiesFirst();
    void publishesAProvenLevel();
    void refusesACopy();
    void wordsTheHubsProblems();
    void tokenNetworkAndCancel();
    void germanWords();
    void menuAcceleratorsDoNotClash();

private:
    std::unique_ptr<EditorWindow> open(const char* name);
    void verify(EditorWindow& w);

    QTemporaryDir dir_;
    onlinetest::OnlineHub hub_;
    QString token_;
    QString cornerAddress_;
};

void TestPublish::initTestCase()
{
    QVERIFY(dir_.isValid());
    apptest::useTemporarySettings(dir_.path());
    QVERIFY2(hub_.start(), qPrintable(hub_.errorOutput()));
    const HubReply r = hub_.process().post("/api/v1/players", R"({"name": "Ada"})");
    QCOMPARE(r.status, 201);
    token_ = QString::fromStdString(r.body["token"].get<std::string>());
}

void TestPublish::cleanupTestCase()
{
    QVERIFY(hub_.stop());
}

void TestPublish::init()
{
    HubAccount::setAddress(hub_.address());
    HubAccount::setPlayer(hub_.address(), QStringLiteral("Ada"), token_);
}

std::unique_ptr<EditorWindow> TestPublish::open(const char* name)
{
    auto w = std::make_unique<EditorWindow>();
    QString error;
    if (!w->openFile(hubLevelPath(name), &error))
        qWarning("%s", qPrintable(error));
    return w;
}

void TestPublish::verify(EditorWindow& w)
{
    w.verifyPanel()->verify();
    QTRY_VERIFY_WITH_TIMEOUT(settled(w), 10000);
    w.updatePublishAction();
}

// The editor lets only a valid single level that Verify proved unique, with every
// piece needed, be published, and says why not.
void TestPublish::gateSaysWhyNot()
{
    const auto w = open("corner");
    QAction* publish = w->publishAction();
    // Not verified yet: Publish verifies it first (publishVerifiesFirst).
    QVERIFY(publish->isEnabled());
    QVERIFY2(publish->toolTip().contains(QStringLiteral("Verify the level, then send it")),
             qPrintable(publish->toolTip()));
    verify(*w);
    QCOMPARE(w->verifyPanel()->proof(), Proof::Proven);
    QVERIFY(w->verifyPanel()->provedUniqueAndTight());
    QVERIFY2(publish->isEnabled(), qPrintable(publish->toolTip()));

    // An empty title is a problem: no publishing until it is fixed.
    ff::Level untitled = w->document()->level();
    untitled.title.clear();
    w->document()->edit(untitled, QStringLiteral("title"));
    QVERIFY(!publish->isEnabled());
    QVERIFY2(publish->toolTip().contains(QStringLiteral("problems")), qPrintable(publish->toolTip()));
    w->document()->undoStack()->undo();
    QTRY_VERIFY_WITH_TIMEOUT(publish->isEnabled(), 5000);
    // A change of the puzzle needs Verify again.
    ff::Level moved = w->document()->level();
    moved.allowed->pop_back();
    w->document()->edit(moved, QStringLiteral("zone"));
    QVERIFY(!w->verifyPanel()->provedUniqueAndTight());
    QVERIFY(publish->toolTip().contains(QStringLiteral("Verify the level, then send it")));

    // two-ways: the stone stands on (0,1) or (1,1) off the monster's way; either wins.
    const auto twoWays = open("two-ways");
    verify(*twoWays);
    QCOMPARE(twoWays->verifyPanel()->proof(), Proof::NotUnique);
    QVERIFY(!twoWays->publishAction()->isEnabled());
    QVERIFY(twoWays->publishAction()->toolTip().contains(QStringLiteral("more than one solution")));

    // idle-stone: only (0,1) is allowed, but the monster eats the enemy without the stone.
    const auto idle = open("idle-stone");
    verify(*idle);
    QCOMPARE(idle->verifyPanel()->proof(), Proof::NotTight);
    QVERIFY(!idle->publishAction()->isEnabled());
    QVERIFY(idle->publishAction()->toolTip().contains(QStringLiteral("Not every piece")));

    // A pack: single levels only, and it says so.
    w->document()->setPack(ff::Pack{"two", "Two", {hubLevel("corner"), hubLevel("two-ways")}, {}});
    w->updatePublishAction();
    QVERIFY(!publish->isEnabled());
    QVERIFY(publish->toolTip().contains(QStringLiteral("single levels")));
}

void TestPublish::gateForHubAndPlayer()
{
    const auto w = open("corner");
    verify(*w);
    QVERIFY(w->publishAction()->isEnabled());
    HubAccount::setAddress(QUrl());
    w->updatePublishAction();
    QVERIFY(!w->publishAction()->isEnabled());
    QVERIFY(w->publishAction()->toolTip().contains(QStringLiteral("Settings › Online")));
    QVERIFY(w->publishAction()->toolTip().contains(QStringLiteral("No hub")));
    HubAccount::setAddress(QUrl(QStringLiteral("http://127.0.0.1:9")));
    w->updatePublishAction();
    QVERIFY(!w->publishAction()->isEnabled());
    QVERIFY(w->publishAction()->toolTip().contains(QStringLiteral("register under Settings › Online")));
    HubAccount::setAddress(hub_.address());
    w->updatePublishAction();
    QVERIFY(w->publishAction()->isEnabled());
}

// A level opened with its stored solution needs no Verify of its own before Publish:
// Publish verifies it, then opens the dialog; a level Verify does not prove is not
// sent, and the status bar says why.
void TestPublish::publishVerifiesFirst()
{
    const auto w = open("corner");
    QCOMPARE(w->verifyPanel()->proof(), Proof::NotVerified);
    QVERIFY(w->document()->level().solution);
    w->publishAction()->trigger();
    QVERIFY(!w->publishDialog());
    QVERIFY(w->statusBar()->currentMessage().contains(QStringLiteral("Verifying")));
    QTRY_VERIFY_WITH_TIMEOUT(w->publishDialog(), 10000);
    QCOMPARE(w->verifyPanel()->proof(), Proof::Proven);
    // Verify has finished: the status bar no longer says it runs.
    QVERIFY2(!w->statusBar()->currentMessage().contains(QStringLiteral("Verifying")),
             qPrintable(w->statusBar()->currentMessage()));
    w->publishDialog()->close();

    const auto twoWays = open("two-ways");
    twoWays->publishAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(settled(*twoWays), 10000);
    QCOMPARE(twoWays->verifyPanel()->proof(), Proof::NotUnique);
    QVERIFY(!twoWays->publishDialog());
    QVERIFY2(twoWays->statusBar()->currentMessage().contains(QStringLiteral("more than one solution")),
             qPrintable(twoWays->statusBar()->currentMessage()));
}

// corner.ffl.json: unique, its one turning stone needed (tst_community publishes it).
void TestPublish::publishesAProvenLevel()
{
    const auto w = open("corner");
    const ff::Level before = w->document()->level();
    verify(*w);
    QVERIFY(w->publishAction()->isEnabled());
    w->publishAction()->trigger();
    PublishDialog* dialog = w->publishDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QStringList shown;
    for (const QLabel* label : dialog->findChildren<QLabel*>())
        shown << label->text();
    QVERIFY(shown.contains(QStringLiteral("Ada")));
    QVERIFY(shown.contains(QStringLiteral("Round the corner")));
    QVERIFY(shown.contains(ff::online::HubText::addressText(hub_.address())));

    dialog->publishButton()->click();
    QCOMPARE(dialog->state(), PublishDialog::State::Sending);
    QVERIFY(!dialog->publishButton()->isEnabled());
    QVERIFY(dialog->cancelButton()->isVisibleTo(dialog));
    QTRY_VERIFY_WITH_TIMEOUT(dialog->state() != PublishDialog::State::Sending, 15000);
    QCOMPARE(dialog->state(), PublishDialog::State::Published);
    QVERIFY(!dialog->cancelButton()->isVisibleTo(dialog));
    cornerAddress_ = dialog->levelAddress();
    const QString prefix = hub_.address().toString() + QStringLiteral("/levels/");
    QVERIFY2(cornerAddress_.startsWith(prefix), qPrintable(cornerAddress_));
    const QString slug = cornerAddress_.mid(prefix.size());
    QCOMPARE(slug.size(), 12);

    dialog->copyButton()->click();
    QCOMPARE(QGuiApplication::clipboard()->text(), cornerAddress_);

    const HubReply got = hub_.process().get("/api/v1/levels/" + slug.toStdString());
    QCOMPARE(got.status, 200);
    QCOMPARE(got.body["level"]["id"].get<std::string>(), std::string("corner"));
    QCOMPARE(got.body["author"].get<std::string>(), std::string("Ada"));
    QCOMPARE(got.body["title"].get<std::string>(), std::string("Round the corner"));

    // Publishing changed nothing the author made.
    QVERIFY(w->document()->level() == before);
    QVERIFY(!w->document()->isModified());
    dialog->closeButton()->click();
    QTRY_VERIFY(!w->publishDialog());
}

// The same level again, and its mirror image: the hub keeps the first.
void TestPublish::refusesACopy()
{
    if (cornerAddress_.isEmpty())
        QSKIP("needs publishesAProvenLevel");
    for (const char* name : {"corner", "corner-mirrored"}) {
        const auto w = open(name);
        verify(*w);
        QVERIFY2(w->publishAction()->isEnabled(), qPrintable(w->publishAction()->toolTip()));
        w->publishAction()->trigger();
        PublishDialog* dialog = w->publishDialog();
        QVERIFY(dialog);
        dialog->publish();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->state() != PublishDialog::State::Sending, 15000);
        QCOMPARE(dialog->state(), PublishDialog::State::Refused);
        QVERIFY2(dialog->message().contains(
                     QStringLiteral("The hub already holds this level (the same, turned or mirrored)")),
                 qPrintable(dialog->message()));
        QCOMPARE(dialog->levelAddress(), cornerAddress_);
        QVERIFY(!dialog->publishButton()->isEnabled());
    }
}

// The hub's own refusals, sent past the editor's gate, in the editor's words.
void TestPublish::wordsTheHubsProblems()
{
    const auto send = [this](const QByteArray& text) {
        auto dialog = std::make_unique<PublishDialog>(hubLevel("corner"), hub_.address(),
                                                      QStringLiteral("Ada"), token_);
        dialog->publishDocument(text);
        return dialog;
    };
    // two-ways: the two solutions place the stone on (0,1) = a2 and (1,1) = b2.
    {
        const auto dialog = send(hubLevelText("two-ways"));
        QTRY_VERIFY_WITH_TIMEOUT(dialog->state() != PublishDialog::State::Sending, 15000);
        QCOMPARE(dialog->state(), PublishDialog::State::Refused);
        QCOMPARE(dialog->message(), QStringLiteral("The hub refused the level:"));
        QCOMPARE(dialog->problems().size(), 1);
        const QString text = dialog->problems().front();
        QVERIFY2(text.startsWith(QStringLiteral("Not unique")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("the stone on a2")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("the stone on b2")), qPrintable(text));
    }
    // idle-stone: the one stone, on (0,1) = a2, is not needed.
    {
        const auto dialog = send(hubLevelText("idle-stone"));
        QTRY_VERIFY_WITH_TIMEOUT(dialog->state() != PublishDialog::State::Sending, 15000);
        QCOMPARE(dialog->problems().size(), 1);
        QCOMPARE(
            dialog->problems().front(),
            QStringLiteral("In the solution, the stone on a2 is not needed: the level is won without it. "
                           "A published level needs every piece of its solution."));
    }
    // An invalid level: the monster on the own token at (3,0). The sentence is the one
    // the editor's Problems list shows for it.
    {
        ff::Level invalid = hubLevel("corner");
        invalid.id = "corner-invalid";
        invalid.monsterAt = ff::Cell{3, 0};
        const std::vector<ff::Problem> expected = ff::validateLevel(invalid);
        QVERIFY(!expected.empty());
        const auto dialog = send(QByteArray::fromStdString(ff::writeLevel(invalid)));
        QTRY_VERIFY_WITH_TIMEOUT(dialog->state() != PublishDialog::State::Sending, 15000);
        QCOMPARE(dialog->state(), PublishDialog::State::Refused);
        QCOMPARE(dialog->problems().size(), static_cast<qsizetype>(expected.size()));
        QCOMPARE(dialog->problems().front(), ff::ui::EngineText::authorProblem(expected.front()));
        QVERIFY(dialog->problems().front().contains(QStringLiteral("d1")));
    }
}

void TestPublish::tokenNetworkAndCancel()
{
    const ff::Level corner = hubLevel("corner");
    // A forged token.
    {
        PublishDialog dialog(corner, hub_.address(), QStringLiteral("Ada"), QString(64, QLatin1Char('0')));
        dialog.publish();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.state() != PublishDialog::State::Sending, 15000);
        QVERIFY2(dialog.message().contains(QStringLiteral("refused your player's token")),
                 qPrintable(dialog.message()));
        QVERIFY(dialog.message().contains(QStringLiteral("Settings › Online")));
        QVERIFY(!dialog.publishButton()->isEnabled());
    }
    // No hub at the address: a port nobody listens on.
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const QUrl nowhere(QStringLiteral("http://127.0.0.1:%1").arg(probe.serverPort()));
        probe.close();
        PublishDialog dialog(corner, nowhere, QStringLiteral("Ada"), token_);
        dialog.publish();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.state() != PublishDialog::State::Sending, 15000);
        QCOMPARE(dialog.state(), PublishDialog::State::Ready);
        QVERIFY2(dialog.message().contains(QStringLiteral("cannot be reached")),
                 qPrintable(dialog.message()));
        QVERIFY(dialog.message().contains(QStringLiteral("Nothing was published")));
        QVERIFY(dialog.publishButton()->isEnabled()); // Try again
    }
    // Cancel while sending.
    {
        PublishDialog dialog(corner, hub_.address(), QStringLiteral("Ada"), token_);
        dialog.publish();
        QCOMPARE(dialog.state(), PublishDialog::State::Sending);
        dialog.cancelButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.state() != PublishDialog::State::Sending, 5000);
        QCOMPARE(dialog.state(), PublishDialog::State::Ready);
        QVERIFY(dialog.message().startsWith(QStringLiteral("Cancelled")));
    }
    // Too many requests and a busy hub are said in HubText's words.
    ff::online::HubError limited;
    limited.kind = ff::online::HubError::Kind::RateLimited;
    limited.status = 429;
    QVERIFY(PublishDialog::failureText(limited, hub_.address()).contains(QStringLiteral("slow down")));
    ff::online::HubError timeout;
    timeout.kind = ff::online::HubError::Kind::Busy;
    timeout.status = 503;
    timeout.code = ff::api::ErrorCode::EngineTimeout;
    QVERIFY(PublishDialog::failureText(timeout, hub_.address())
                .contains(QStringLiteral("in the time it allows")));
}

// The hub's problems in German: a validation problem in EngineText's German sentence,
// the proof's problems in their own (translated when the translation has them).
void TestPublish::germanWords()
{
    ff::Level invalid = hubLevel("corner");
    invalid.monsterAt = ff::Cell{3, 0};
    const ff::Problem problem = ff::validateLevel(invalid).front();
    const ff::api::LevelProblem sent{problem.path, problem.code, problem.args, problem.message};
    const QString english = ff::editor::HubProblemText::levelProblem(sent);
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/furunkulus_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const QString german = ff::editor::HubProblemText::levelProblem(sent);
    const QString notUnique = ff::editor::HubProblemText::levelProblem(
        {"", "not-unique", {R"({"kind": "stone", "at": [0, 1]})", R"({"kind": "stone", "at": [1, 1]})"}, ""});
    QCoreApplication::removeTranslator(&translator);
    QVERIFY(!german.isEmpty());
    QVERIFY2(german != english, qPrintable(german));
    QVERIFY(notUnique.contains(QStringLiteral("a2")) && notUnique.contains(QStringLiteral("b2")));
}

// Each menu of the editor, and its menu bar, gives every letter to one entry at most
// (Publish's "b" among them).
void TestPublish::menuAcceleratorsDoNotClash()
{
    EditorWindow w;
    const auto letterOf = [](const QString& text) -> QChar {
        for (qsizetype i = text.indexOf(QLatin1Char('&')); i >= 0 && i + 1 < text.size();
             i = text.indexOf(QLatin1Char('&'), i + 2)) {
            if (text[i + 1] != QLatin1Char('&'))
                return text[i + 1].toLower();
        }
        return {};
    };
    const auto checkUnique = [&](const QList<QAction*>& actions, const QString& where) {
        QMap<QChar, QString> taken;
        for (const QAction* a : actions) {
            const QChar letter = letterOf(a->text());
            if (letter.isNull())
                continue;
            QVERIFY2(!taken.contains(letter),
                     qPrintable(QStringLiteral("%1: \"%2\" and \"%3\" share &%4")
                                    .arg(where, taken.value(letter), a->text(), letter)));
            taken.insert(letter, a->text());
        }
    };
    const QList<QAction*> menus = w.menuBar()->actions();
    checkUnique(menus, QStringLiteral("menu bar"));
    bool publishSeen = false;
    for (const QAction* m : menus) {
        if (m->menu())
            checkUnique(m->menu()->actions(), m->text());
        publishSeen = publishSeen || (m->menu() && m->menu()->actions().contains(w.publishAction()));
    }
    QVERIFY(publishSeen);
    QCOMPARE(letterOf(w.publishAction()->text()), QLatin1Char('b'));
}

QTEST_MAIN(TestPublish)
#include "tst_publish.moc"
