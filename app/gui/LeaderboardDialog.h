// A week's leaderboard on the hub: the solvers in the order of their first correct
// solution (the first hundred, and the player's own entry when it lies further
// down), with the time each took from the week's release; the player's own row is
// marked. After the week has closed, its prize draw: the winner and how anyone checks
// it, and for the winner the prize with its claim code. It loads in the background
// with a busy bar and Cancel; Refresh asks again.
#pragma once

#include <QDialog>
#include <QPointer>
#include <QUrl>

class QFrame;
class QLabel;
class QProgressBar;
class QPushButton;
class QTreeWidget;

namespace ff::online {
class HubCall;
class HubClient;
struct HubResult;
} // namespace ff::online

namespace ff::app {

class LeaderboardDialog : public QDialog {
    Q_OBJECT
public:
    // `week` "2026-W48" on the hub at `hub`, whose level is called `title`.
    LeaderboardDialog(const QUrl& hub, const QString& week, const QString& title, QWidget* parent = nullptr);

    void refresh();
    QTreeWidget* table() const { return table_; }
    QString summaryText() const;
    // The prize draw's lines (empty while the week runs or the draw is not known).
    QString drawText() const;
    // What the winner alone sees, above everything: the prize and its claim code
    // (empty for everyone else).
    QString wonText() const;
    bool isLoading() const;

private:
    void show(const ff::online::HubResult& result);
    void showDraw(const ff::online::HubResult& result);
    void showPrize(const ff::online::HubResult& result);
    void setDrawLines(const QStringList& lines);

    QUrl hub_;
    QString week_;
    QString title_;
    ff::online::HubClient* client_;
    QPointer<ff::online::HubCall> call_;
    QPointer<ff::online::HubCall> drawCall_;
    QPointer<ff::online::HubCall> meCall_;
    QStringList drawLines_;
    QFrame* won_;
    QLabel* wonLabel_;
    QPushButton* copyCode_;
    QString claimCode_;
    QLabel* summary_;
    QLabel* draw_;
    QTreeWidget* table_;
    QProgressBar* busy_;
    QPushButton* cancel_;
    QPushButton* refresh_;
};

} // namespace ff::app
