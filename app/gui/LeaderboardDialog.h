// A week's leaderboard on the hub: the solvers in the order of their first correct
// solution (the first hundred, and the player's own entry when it lies further
// down), with the time each took from the week's release; the player's own row is
// marked. It loads in the background with a busy bar and Cancel; Refresh asks again.
#pragma once

#include <QDialog>
#include <QPointer>
#include <QUrl>

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
    bool isLoading() const;

private:
    void show(const ff::online::HubResult& result);

    QUrl hub_;
    QString week_;
    QString title_;
    ff::online::HubClient* client_;
    QPointer<ff::online::HubCall> call_;
    QLabel* summary_;
    QTreeWidget* table_;
    QProgressBar* busy_;
    QPushButton* cancel_;
    QPushButton* refresh_;
};

} // namespace ff::app
