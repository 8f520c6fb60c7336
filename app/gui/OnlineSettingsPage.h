// Settings › Online: the hub's address (none by default: the app is complete
// offline), whether a hub answers there (Check), and the player: a display name
// registered once (Register), after which the hub's token is kept in the settings
// (HubAccount) and never shown; Forget drops it. Registering talks to the hub at
// once, with a busy bar and Cancel; the address is stored by apply() (the dialog's
// OK). With `furunkulus --hub URL` the page shows the run's address, read-only, with
// a note that it comes from the command line, and stores nothing.
// A registered player moves their account to another computer with a transfer code
// (Move to another computer…, a dialog with the code, its expiry and Copy); an
// unregistered computer takes such an account (Use an account from another computer…,
// a dialog that takes the code). The hub then gives this computer a new token and the
// other computer's token stops working.
#pragma once

#include <QPointer>
#include <QUrl>
#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace ff::online {
class HubCall;
class HubClient;
struct HubResult;
} // namespace ff::online

namespace ff::app {

class OnlineSettingsPage : public QWidget {
    Q_OBJECT
public:
    explicit OnlineSettingsPage(QWidget* parent = nullptr);

    // Checks the typed address; false with the reason shown when it is no address.
    bool validate();
    // Stores the address (an invalid one, or any with furunkulus --hub, is not stored).
    void apply();

    // The line under the buttons: the player, the hub's answer or what went wrong.
    QString statusText() const;

signals:
    // A player was registered or forgotten (the hub session reads the account again).
    void accountChanged();

private:
    // The typed address, or nothing (with the reason shown) when it is none.
    std::optional<QUrl> typedAddress();
    void checkHub();
    void registerPlayer();
    void forgetPlayer();
    void askTransferCode();
    void showTransferCode(const QString& code, const QString& expires, const QString& name);
    void askForAccount();
    void takeAccount(const QString& typed);
    void start(ff::online::HubCall* call);
    void finish();
    void updateState();
    void showStatus(const QString& text, bool problem);
    // Grows the window (never shrinks it) to show every line of the page's wrapped
    // texts, which the hub's answers lengthen; its layout would squeeze them instead.
    void fitWindow();

    ff::online::HubClient* client_;
    QPointer<ff::online::HubCall> call_;
    QLineEdit* address_;
    QLabel* runNote_;
    QPushButton* check_;
    QLineEdit* name_;
    QPushButton* register_;
    QPushButton* forget_;
    QPushButton* transferOut_;
    QPushButton* transferIn_;
    QLabel* player_;
    QProgressBar* busy_;
    QPushButton* cancel_;
    QLabel* status_;
};

} // namespace ff::app
