// Prizes in the app, as a player meets them: the real furunkulus-server on 127.0.0.1
// with the shipped weekly series and a prize set for 2026-W48. While the week runs,
// This week shows its prize; once the hub's clock (FURUNKULUS_HUB_NOW) is past the
// close, the leaderboard shows the draw's winner and how anyone checks it, and the
// winner alone their claim code, the same that the operator's `prizes` lists.
#include "app/gui/LeaderboardDialog.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/MainWindow.h"
#include "online/HubAccount.h"
#include "online/HubSession.h"
#include "tests/app/AppTestSettings.h"
#include "tests/online/OnlineHub.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <optional>

using namespace ff::app;
using ff::online::HubAccount;
using ff::online::HubSession;
using namespace onlinetest;

namespace {

const QString kWeek = QStringLiteral("2026-W48");
const QString kPrize = QStringLiteral("A Furunkulus mug");
// Tuesday of 2026-W49: 2026-W48 has closed.
const QString kAfter = QStringLiteral("2026-12-01T12:00:00Z");

QUrl addressOf(const HubProcess& hub)
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(hub.port()));
}

} // namespace

class TestPrizes : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString db_;
    int dataDirs_ = 0;

    QString data()
    {
        const QString path = dir_.filePath(QStringLiteral("data%1").arg(++dataDirs_));
        QDir().mkpath(path);
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        apptest::useTemporarySettings(dir_.path());
        db_ = dir_.filePath(QStringLiteral("hub.sqlite"));
        ServerRun run = runServer({QStringLiteral("schedule"), QStringLiteral(FF_LEVELS_DIR "/weekly"),
                                   QStringLiteral("--db"), db_},
                                  kNow);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        run = runServer(
            {QStringLiteral("weeks"), QStringLiteral("prize"), kWeek, kPrize, QStringLiteral("--db"), db_},
            kNow);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    }

    void init() { QSettings(QStringLiteral("Furunkulus"), QStringLiteral("Furunkulus")).clear(); }

    void thisWeekShowsItsPrize()
    {
        HubProcess hub;
        QVERIFY(hub.start(db_, kNow, {QStringLiteral("--rate-address"), QStringLiteral("0")}));
        HubAccount::setAddress(addressOf(hub));
        const QString root = data();
        LevelLibrary library(QStringLiteral(":/levels"), root + QStringLiteral("/levels"));
        library.setToday(kToday);
        HubSession session(root);
        MainWindow window(&library, nullptr, &session);
        const auto thisWeek = [&library] { return library.entries(LevelLibrary::ThisWeek).front(); };
        QTRY_VERIFY_WITH_TIMEOUT(!thisWeek().hub.isEmpty(), kWait);
        QCOMPARE(thisWeek().hubPrize, kPrize);
        window.browser()->selectLevel(thisWeek().key);
        QVERIFY2(window.browser()->detailText().contains(QStringLiteral("Prize of the week: ") + kPrize),
                 qPrintable(window.browser()->detailText()));
        // A week without a prize says none.
        const auto earlier = [&library]() -> std::optional<LevelEntry> {
            for (const LevelEntry& e : library.entries(LevelLibrary::Archive))
                if (e.hubTarget == QStringLiteral("2026-W47"))
                    return e;
            return std::nullopt;
        };
        QTRY_VERIFY_WITH_TIMEOUT(earlier().has_value(), kWait);
        QVERIFY(earlier()->hubPrize.isEmpty());
        window.browser()->selectLevel(earlier()->key);
        QVERIFY2(window.browser()->detailText().contains(QStringLiteral("2026-W47")) ||
                     window.browser()->detailText().contains(QStringLiteral("Hub ")),
                 qPrintable(window.browser()->detailText()));
        QVERIFY(!window.browser()->detailText().contains(QStringLiteral("Prize")));
        QVERIFY(hub.stop());
    }

    void onlyTheWinnerSeesTheClaimCode()
    {
        std::map<std::string, std::string> tokens;
        {
            HubProcess hub;
            QVERIFY(hub.start(db_, kNow, {QStringLiteral("--rate-address"), QStringLiteral("0")}));
            const std::string solution = placementBody(solutionOf(weeklyLevel("2026-w48")));
            for (const char* name : {"Ada", "Bob", "Cy"}) {
                const HubReply r = hub.post(kApi + "/players", nlohmann::json{{"name", name}}.dump());
                QCOMPARE(r.status, 201);
                tokens[name] = r.body["token"].get<std::string>();
                QVERIFY(hub.post(kApi + "/weeks/2026-W48/submissions", solution, tokens[name])
                            .body["solved"]
                            .get<bool>());
            }
            // While the week runs there is no draw to show.
            HubAccount::setPlayer(addressOf(hub), QStringLiteral("Ada"),
                                  QString::fromStdString(tokens["Ada"]));
            LeaderboardDialog running(addressOf(hub), kWeek, QStringLiteral("Signpost"));
            QTRY_VERIFY_WITH_TIMEOUT(!running.isLoading(), kWait);
            QVERIFY(running.summaryText().contains(QStringLiteral("solved by 3")));
            QVERIFY(running.drawText().isEmpty());
            QVERIFY(hub.stop());
        }

        HubProcess hub;
        QVERIFY(hub.start(db_, kAfter, {QStringLiteral("--rate-address"), QStringLiteral("0")}));
        const std::string winner =
            hub.get(kApi + "/weeks/2026-W48/draw").body["winner"]["name"].get<std::string>();
        const HubReply won = hub.get(kApi + "/players/me", tokens[winner]);
        const QString code = QString::fromStdString(won.body["prizes"][0]["claim_code"].get<std::string>());
        const QUrl address = addressOf(hub);
        for (const auto& [name, token] : tokens) {
            HubAccount::setPlayer(address, QString::fromStdString(name), QString::fromStdString(token));
            LeaderboardDialog dialog(address, kWeek, QStringLiteral("Signpost"));
            QTRY_VERIFY_WITH_TIMEOUT(!dialog.isLoading(), kWait);
            const QString text = dialog.drawText();
            QVERIFY2(text.contains(QStringLiteral("Prize draw: %1 won").arg(QString::fromStdString(winner))),
                     qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("Anyone can check it")), qPrintable(text));
            QVERIFY(!text.contains(code));
            if (name == winner) {
                // The winner's news comes first, with the code and a button that copies it whole.
                QTRY_VERIFY_WITH_TIMEOUT(!dialog.wonText().isEmpty(), kWait);
                QVERIFY2(dialog.wonText().contains(
                             QStringLiteral("You won the prize of week 2026-W48: %1.").arg(kPrize)),
                         qPrintable(dialog.wonText()));
                QVERIFY2(dialog.wonText().contains(QStringLiteral("Your claim code: %1").arg(code)),
                         qPrintable(dialog.wonText()));
                auto* copy = dialog.findChild<QPushButton*>(QStringLiteral("copyClaimCode"));
                QVERIFY(copy);
                QGuiApplication::clipboard()->clear();
                copy->click();
                QCOMPARE(QGuiApplication::clipboard()->text(), code);
            } else {
                QVERIFY2(dialog.wonText().isEmpty(), qPrintable(dialog.wonText()));
            }
        }
        // Without an account the draw shows, no code.
        HubAccount::forget(address);
        LeaderboardDialog anyone(address, kWeek, QStringLiteral("Signpost"));
        QTRY_VERIFY_WITH_TIMEOUT(!anyone.isLoading(), kWait);
        QVERIFY(anyone.drawText().contains(QStringLiteral("Prize draw:")));
        QVERIFY(!anyone.drawText().contains(code));

        // The operator's list names the same winner and code.
        QVERIFY(hub.stop());
        const ServerRun listed = runServer({QStringLiteral("prizes"), QStringLiteral("--db"), db_}, kAfter);
        QCOMPARE(listed.exitCode, 0);
        QVERIFY2(listed.out.contains(QString::fromStdString(winner) + QLatin1Char('\t') + code),
                 qPrintable(listed.out));
    }
};

QTEST_MAIN(TestPrizes)
#include "tst_prizes.moc"
