#include "app/gui/OnlineSettingsPage.h"

#include "hubapi/Players.h"
#include "hubapi/Weeks.h"
#include "online/HubAccount.h"
#include "online/HubClient.h"
#include "online/HubText.h"

#include <QApplication>
#include <QBoxLayout>
#include <QClipboard>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>

#include <algorithm>
#include <initializer_list>

namespace ff::app {

using ff::online::HubAccount;
using ff::online::HubText;

namespace {
// Wide enough for the dialogs' explanations in a few lines, narrow enough for 800x600.
constexpr int kDialogWidth = 480;

// Opens `dialog` kDialogWidth wide and as high as its wrapped text needs at that width.
void openWide(QDialog* dialog)
{
    const int height = dialog->heightForWidth(kDialogWidth);
    dialog->resize(kDialogWidth, height > 0 ? height : dialog->sizeHint().height());
    dialog->open();
}
} // namespace

OnlineSettingsPage::OnlineSettingsPage(QWidget* parent)
    : QWidget(parent), client_(new ff::online::HubClient(this)), address_(new QLineEdit),
      runNote_(new QLabel), check_(new QPushButton(tr("C&heck"))), name_(new QLineEdit),
      register_(new QPushButton(tr("&Register"))), forget_(new QPushButton(tr("&Forget player"))),
      transferOut_(new QPushButton(tr("&Move to another computer…"))),
      transferIn_(new QPushButton(tr("&Use an account from another computer…"))), player_(new QLabel),
      busy_(new QProgressBar), cancel_(new QPushButton(tr("Cancel"))), status_(new QLabel)
{
    auto* intro = new QLabel(tr("A hub brings the weekly puzzle, ranks your solutions and shares levels "
                                "with other players. Without one the game is complete offline."));
    intro->setWordWrap(true);

    address_->setObjectName(QStringLiteral("hubAddress"));
    check_->setObjectName(QStringLiteral("hubCheck"));
    register_->setObjectName(QStringLiteral("hubRegister"));
    forget_->setObjectName(QStringLiteral("hubForget"));
    transferOut_->setObjectName(QStringLiteral("hubTransferOut"));
    transferIn_->setObjectName(QStringLiteral("hubTransferIn"));
    cancel_->setObjectName(QStringLiteral("hubCancel"));
    address_->setPlaceholderText(tr("none: play offline"));
    runNote_->setObjectName(QStringLiteral("hubRunNote"));
    runNote_->setWordWrap(true);
    // The page is about the hub in use: with `furunkulus --hub URL` that is the run's,
    // shown as it is and not to be changed here; the stored one waits for the next start.
    const QUrl run = HubAccount::runAddress();
    address_->setText((run.isEmpty() ? HubAccount::storedAddress() : run).toString());
    address_->setReadOnly(!run.isEmpty());
    address_->setClearButtonEnabled(run.isEmpty());
    if (!run.isEmpty()) {
        const QUrl stored = HubAccount::storedAddress();
        runNote_->setText(stored.isEmpty()
                              ? tr("Given on the command line (furunkulus --hub) for this run only; "
                                   "without it the game plays offline.")
                              : tr("Given on the command line (furunkulus --hub) for this run only; "
                                   "without it the game uses the hub at %1.")
                                    .arg(HubText::addressText(stored)));
    }
    runNote_->setVisible(!run.isEmpty());

    name_->setObjectName(QStringLiteral("hubName"));
    name_->setMaxLength(32);
    name_->setPlaceholderText(tr("the name others see"));
    player_->setObjectName(QStringLiteral("hubPlayer"));
    // Names come from players: shown as they are, never as markup.
    player_->setTextFormat(Qt::PlainText);
    player_->setWordWrap(true);
    busy_->setRange(0, 0);
    busy_->setTextVisible(false);
    busy_->setMaximumHeight(12);
    status_->setTextFormat(Qt::PlainText);
    status_->setWordWrap(true);
    status_->setObjectName(QStringLiteral("onlineStatus"));
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* addressRow = new QHBoxLayout;
    addressRow->addWidget(address_, 1);
    addressRow->addWidget(check_);
    auto* nameRow = new QHBoxLayout;
    nameRow->addWidget(name_, 1);
    nameRow->addWidget(register_);
    auto* form = new QFormLayout;
    auto* addressLabel = new QLabel(tr("Hub &address:"));
    addressLabel->setBuddy(address_);
    form->addRow(addressLabel, addressRow);
    form->addRow(QString(), runNote_);
    auto* nameLabel = new QLabel(tr("Display &name:"));
    nameLabel->setBuddy(name_);
    form->addRow(nameLabel, nameRow);
    auto* playerRow = new QHBoxLayout;
    playerRow->addWidget(player_, 1);
    playerRow->addWidget(forget_, 0, Qt::AlignTop);
    // The rows keep their places as the state changes: the player's line has room
    // for two lines, the transfer row and the busy row keep their height while
    // their buttons are hidden.
    player_->setMinimumHeight(2 * player_->fontMetrics().lineSpacing());
    player_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto* transfer = new QWidget;
    auto* transferRow = new QHBoxLayout(transfer);
    transferRow->setContentsMargins(0, 0, 0, 0);
    transferRow->addStretch(1);
    transferRow->addWidget(transferOut_);
    transferRow->addWidget(transferIn_);
    transfer->setMinimumHeight(std::max(transferOut_->sizeHint().height(), transferIn_->sizeHint().height()));
    for (QWidget* w : std::initializer_list<QWidget*>{busy_, cancel_}) {
        QSizePolicy policy = w->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        w->setSizePolicy(policy);
    }
    auto* busyRow = new QHBoxLayout;
    busyRow->addWidget(busy_, 1);
    busyRow->addWidget(cancel_);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addLayout(playerRow);
    layout->addWidget(transfer);
    layout->addLayout(busyRow);
    layout->addWidget(status_);
    layout->addStretch(1);

    connect(check_, &QPushButton::clicked, this, &OnlineSettingsPage::checkHub);
    connect(register_, &QPushButton::clicked, this, &OnlineSettingsPage::registerPlayer);
    connect(name_, &QLineEdit::returnPressed, this, &OnlineSettingsPage::registerPlayer);
    connect(forget_, &QPushButton::clicked, this, &OnlineSettingsPage::forgetPlayer);
    connect(transferOut_, &QPushButton::clicked, this, &OnlineSettingsPage::askTransferCode);
    connect(transferIn_, &QPushButton::clicked, this, &OnlineSettingsPage::askForAccount);
    connect(cancel_, &QPushButton::clicked, this, [this] {
        if (call_)
            call_->cancel();
    });
    connect(address_, &QLineEdit::textChanged, this, [this] {
        status_->clear();
        updateState();
    });
    connect(name_, &QLineEdit::textChanged, this, &OnlineSettingsPage::updateState);
    updateState();
}

QString OnlineSettingsPage::statusText() const
{
    return status_->text();
}

void OnlineSettingsPage::showStatus(const QString& text, bool problem)
{
    status_->setText(text);
    status_->setStyleSheet(problem ? QStringLiteral("color: #b3261e;") : QString());
    fitWindow();
}

void OnlineSettingsPage::fitWindow()
{
    QWidget* top = window();
    if (top == this || !top->isVisible() || !top->layout())
        return;
    QLayout* layout = top->layout();
    layout->activate();
    const int needed = layout->hasHeightForWidth() ? layout->totalHeightForWidth(top->width())
                                                   : layout->totalMinimumSize().height();
    if (needed > top->height())
        top->resize(top->width(), needed);
}

std::optional<QUrl> OnlineSettingsPage::typedAddress()
{
    const std::optional<QUrl> url = ff::online::parseHubAddress(address_->text());
    if (!url)
        showStatus(HubText::addressProblem(address_->text()), true);
    return url;
}

bool OnlineSettingsPage::validate()
{
    return typedAddress().has_value();
}

void OnlineSettingsPage::apply()
{
    // The run's address (furunkulus --hub) is never stored.
    if (!HubAccount::runAddress().isEmpty())
        return;
    if (const std::optional<QUrl> url = ff::online::parseHubAddress(address_->text()))
        HubAccount::setAddress(*url);
}

void OnlineSettingsPage::updateState()
{
    const bool running = call_ && !call_->isFinished();
    const std::optional<QUrl> url = ff::online::parseHubAddress(address_->text());
    const bool hasHub = url && !url->isEmpty();
    const bool registered = hasHub && HubAccount::isRegistered(*url);
    if (registered && name_->text().isEmpty()) {
        const QSignalBlocker quiet(name_);
        name_->setText(HubAccount::name(*url));
    }
    check_->setEnabled(hasHub && !running);
    name_->setEnabled(hasHub && !running && !registered);
    register_->setEnabled(hasHub && !running && !registered && !name_->text().trimmed().isEmpty());
    forget_->setVisible(registered);
    forget_->setEnabled(!running);
    transferOut_->setVisible(registered);
    transferOut_->setEnabled(!running);
    transferIn_->setVisible(hasHub && !registered);
    transferIn_->setEnabled(!running);
    // An address that is none says so while it is typed, not only on OK.
    const QString addressProblem = HubText::addressProblem(address_->text());
    player_->setStyleSheet(addressProblem.isEmpty() ? QString() : QStringLiteral("color: #b3261e;"));
    if (!addressProblem.isEmpty())
        player_->setText(addressProblem);
    else if (!hasHub)
        player_->setText(tr("No hub: nothing is sent anywhere."));
    else if (registered)
        player_->setText(tr("You play as %1 on this hub.").arg(HubAccount::name(*url)));
    else
        player_->setText(tr("Not registered on this hub: register once to have your solutions ranked."));
    busy_->setVisible(running);
    cancel_->setVisible(running);
    fitWindow();
}

void OnlineSettingsPage::start(ff::online::HubCall* call)
{
    call_ = call;
    updateState();
}

void OnlineSettingsPage::finish()
{
    call_ = nullptr;
    updateState();
}

void OnlineSettingsPage::checkHub()
{
    const std::optional<QUrl> url = typedAddress();
    if (!url || url->isEmpty())
        return;
    client_->setAddress(*url);
    client_->setToken({});
    showStatus(tr("Asking the hub at %1…").arg(HubText::addressText(*url)), false);
    ff::online::HubCall* call = client_->health();
    connect(call, &ff::online::HubCall::finished, this, [this, url](const ff::online::HubResult& result) {
        finish();
        const std::optional<ff::api::Health> health = result.as<ff::api::Health>();
        if (health && health->status == "ok")
            showStatus(tr("The hub at %1 answers.").arg(HubText::addressText(*url)), false);
        else if (result.ok())
            showStatus(HubText::notAHub(*url), true);
        else
            showStatus(HubText::error(result.error, *url), true);
    });
    start(call);
}

void OnlineSettingsPage::registerPlayer()
{
    const std::optional<QUrl> url = typedAddress();
    const QString name = name_->text().trimmed();
    if (!url || url->isEmpty() || name.isEmpty() || HubAccount::isRegistered(*url) ||
        (call_ && !call_->isFinished()))
        return;
    client_->setAddress(*url);
    client_->setToken({});
    showStatus(tr("Registering %1 at %2…").arg(name, HubText::addressText(*url)), false);
    ff::online::HubCall* call = client_->registerPlayer(name);
    connect(call, &ff::online::HubCall::finished, this, [this, url](const ff::online::HubResult& result) {
        finish();
        if (!result.ok()) {
            showStatus(HubText::error(result.error, *url), true);
            return;
        }
        const std::optional<ff::api::RegisterAnswer> player = result.as<ff::api::RegisterAnswer>();
        if (!player || player->name.empty()) {
            showStatus(HubText::notAHub(*url), true);
            return;
        }
        HubAccount::setPlayer(*url, QString::fromStdString(player->name),
                              QString::fromStdString(player->token));
        showStatus(tr("Registered. Your solutions on this hub now count."), false);
        updateState();
        emit accountChanged();
    });
    start(call);
}

void OnlineSettingsPage::forgetPlayer()
{
    const std::optional<QUrl> url = ff::online::parseHubAddress(address_->text());
    if (!url || url->isEmpty())
        return;
    HubAccount::forget(*url);
    name_->clear();
    showStatus(
        tr("This computer no longer plays as that player on the hub. The hub keeps the player's solutions."),
        false);
    updateState();
    emit accountChanged();
}

void OnlineSettingsPage::askTransferCode()
{
    const std::optional<QUrl> url = typedAddress();
    if (!url || url->isEmpty() || !HubAccount::isRegistered(*url) || (call_ && !call_->isFinished()))
        return;
    client_->setAddress(*url);
    client_->setToken(HubAccount::token(*url));
    showStatus(tr("Asking the hub at %1 for a transfer code…").arg(HubText::addressText(*url)), false);
    ff::online::HubCall* call = client_->transferCode();
    connect(call, &ff::online::HubCall::finished, this, [this, url](const ff::online::HubResult& result) {
        finish();
        client_->setToken({});
        if (!result.ok()) {
            showStatus(HubText::error(result.error, *url), true);
            return;
        }
        const std::optional<ff::api::TransferCode> code = result.as<ff::api::TransferCode>();
        if (!code) {
            showStatus(HubText::notAHub(*url), true);
            return;
        }
        const QDateTime expires =
            QDateTime::fromString(QString::fromStdString(code->expires), Qt::ISODateWithMs).toLocalTime();
        const QString until = QLocale().toString(expires, QLocale::ShortFormat);
        status_->clear();
        showTransferCode(QString::fromStdString(code->code), until, HubAccount::name(*url));
    });
    start(call);
}

void OnlineSettingsPage::showTransferCode(const QString& code, const QString& expires, const QString& name)
{
    auto* dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("hubTransferCodeDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Move to Another Computer"));
    auto* text =
        new QLabel(tr("On the other computer, enter this code under Settings › Online › Use an account "
                      "from another computer…, or with furunkulus-cli hub transfer. It works once, "
                      "until %1. Once it is used, this computer no longer plays as %2.")
                       .arg(expires, name));
    // Names come from players: shown as they are, never as markup.
    text->setTextFormat(Qt::PlainText);
    text->setWordWrap(true);
    auto* shown = new QLineEdit(code);
    shown->setObjectName(QStringLiteral("hubTransferCode"));
    shown->setReadOnly(true);
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSizeF(font.pointSizeF() * 1.5);
    shown->setFont(font);
    auto* copy = new QPushButton(tr("&Copy"));
    copy->setObjectName(QStringLiteral("hubTransferCopy"));
    connect(copy, &QPushButton::clicked, dialog, [code, copy] {
        QApplication::clipboard()->setText(code);
        copy->setText(tr("Copied"));
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto* codeRow = new QHBoxLayout;
    codeRow->addWidget(shown, 1);
    codeRow->addWidget(copy);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(text);
    layout->addLayout(codeRow);
    layout->addWidget(buttons);
    openWide(dialog);
}

void OnlineSettingsPage::askForAccount()
{
    const std::optional<QUrl> url = typedAddress();
    if (!url || url->isEmpty() || HubAccount::isRegistered(*url) || (call_ && !call_->isFinished()))
        return;
    auto* dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("hubTransferEntryDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Use an Account from Another Computer"));
    auto* text =
        new QLabel(tr("On the computer that plays as you, choose Settings › Online › Move to another "
                      "computer… (or run furunkulus-cli hub transfer-code) and enter the code it "
                      "shows. Afterwards that computer no longer plays as you."));
    text->setWordWrap(true);
    auto* entry = new QLineEdit;
    entry->setObjectName(QStringLiteral("hubTransferEntry"));
    entry->setPlaceholderText(QStringLiteral("XXXX-XXXX-XXXX-XXXX"));
    entry->setMaxLength(64);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    connect(dialog, &QDialog::accepted, this, [this, entry] { takeAccount(entry->text()); });
    auto* form = new QFormLayout;
    auto* label = new QLabel(tr("Transfer &code:"));
    label->setBuddy(entry);
    form->addRow(label, entry);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(text);
    layout->addLayout(form);
    layout->addWidget(buttons);
    openWide(dialog);
}

void OnlineSettingsPage::takeAccount(const QString& typed)
{
    const std::optional<QUrl> url = typedAddress();
    if (!url || url->isEmpty() || HubAccount::isRegistered(*url) || (call_ && !call_->isFinished()))
        return;
    const std::optional<std::string> code = ff::api::normalTransferCode(typed.toStdString());
    if (!code) {
        showStatus(tr("“%1” is no transfer code. A code has 16 letters and digits, like 7K3M-9QXZ-2B4D-HJ8R.")
                       .arg(typed.trimmed()),
                   true);
        return;
    }
    client_->setAddress(*url);
    client_->setToken({});
    showStatus(tr("Asking the hub at %1 for the account…").arg(HubText::addressText(*url)), false);
    ff::online::HubCall* call = client_->transfer(QString::fromStdString(*code));
    connect(call, &ff::online::HubCall::finished, this, [this, url](const ff::online::HubResult& result) {
        finish();
        if (result.error.kind == ff::online::HubError::Kind::RateLimited) {
            showStatus(
                tr("Too many transfer codes were entered from this address. Try again in a few minutes."),
                true);
            return;
        }
        if (!result.ok()) {
            showStatus(HubText::error(result.error, *url), true);
            return;
        }
        const std::optional<ff::api::TransferAnswer> player = result.as<ff::api::TransferAnswer>();
        if (!player || player->name.empty()) {
            showStatus(HubText::notAHub(*url), true);
            return;
        }
        const QString name = QString::fromStdString(player->name);
        HubAccount::setPlayer(*url, name, QString::fromStdString(player->token));
        {
            const QSignalBlocker quiet(name_);
            name_->setText(name);
        }
        showStatus(tr("This computer now plays as %1.").arg(name), false);
        updateState();
        emit accountChanged();
    });
    start(call);
}

} // namespace ff::app
