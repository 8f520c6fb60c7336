#include "editor/PublishDialog.h"

#include "board/LevelWords.h"
#include "editor/HubProblemText.h"
#include "editor/LevelEditDocument.h"
#include "editor/VerifyPanel.h"
#include "engine/files/LevelIo.h"
#include "hubapi/Community.h"
#include "online/HubCache.h"
#include "online/HubText.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace ff::editor {

using ff::online::HubError;
using ff::online::HubText;

QString PublishDialog::whyNot(const LevelEditDocument& document, const VerifyPanel& verify, const QUrl& hub,
                              bool registered, bool verifyFirst)
{
    if (document.isPack())
        return tr("Only single levels can be published from the editor: open a level of the pack on its "
                  "own (or publish the pack file with furunkulus-cli hub publish).");
    if (hub.isEmpty())
        return tr("No hub is set: choose one under Settings › Online in the main window.");
    if (!registered)
        return tr("You have no player on the hub at %1: register under Settings › Online in the main window.")
            .arg(HubText::addressText(hub));
    if (!document.problems().empty())
        return tr("The level has problems (see the Problems list): only a valid level can be published.");
    const std::vector<ff::Problem> unpublishable = ff::publicationProblems(document.level());
    if (!unpublishable.empty())
        return unpublishable.front().code == "nothing-to-place"
                   ? tr("The level has nothing to place: a published level gives the player at least one "
                        "piece.")
                   : tr("The level has no title of its own (it is blank or the title of a new level in some "
                        "language): give it one under Level.");
    using Proof = VerifyPanel::Proof;
    switch (verify.proof()) {
    case Proof::NotVerified:
        if (verifyFirst)
            break;
        return tr("Verify the level first: only a level proven to have exactly one solution, every piece "
                  "of it needed, can be published.");
    case Proof::Running:
        return tr("Verify is still running.");
    case Proof::Unsolvable:
        return tr("Verify found no solution: the level cannot be published.");
    case Proof::NotUnique:
        return tr("Verify found more than one solution: only a unique level can be published (Make It "
                  "Unique helps).");
    case Proof::StoredFails:
        return tr("The stored solution does not solve the level: store the one Verify found.");
    case Proof::CheckingPieces:
        return tr("Verify is still checking that every piece of the solution is needed.");
    case Proof::NotTight:
        return tr("Not every piece of the solution is needed (see Verify): a published level needs all "
                  "of them.");
    case Proof::TooManyPieces:
        return tr("The level places more than %1 pieces: the hub cannot check that each is needed.")
            .arg(ff::kMaxTightnessPieces);
    case Proof::Proven:
        break;
    }
    return {};
}

QString PublishDialog::failureText(const HubError& error, const QUrl& hub)
{
    using Kind = HubError::Kind;
    switch (error.kind) {
    case Kind::Unauthorized:
        return tr("The hub at %1 refused your player's token: it has expired or is not one the hub gave. "
                  "Register again under Settings › Online in the main window, then publish again.")
            .arg(HubText::addressText(hub));
    case Kind::Cancelled:
        return tr("Cancelled. If the level had already reached the hub, it may be published anyway; "
                  "publishing it again then says so.");
    case Kind::Refused:
        if (error.code == ff::api::ErrorCode::LevelRefused)
            return tr("The hub refused the level:");
        break;
    default:
        break;
    }
    QString text = HubText::error(error, hub);
    if (error.isTransient())
        text += QLatin1Char(' ') + tr("Nothing was published; your level is unchanged.");
    return text;
}

PublishDialog::PublishDialog(const ff::Level& level, const QUrl& hub, const QString& player,
                             const QString& token, QWidget* parent)
    : QDialog(parent), document_(QByteArray::fromStdString(ff::writeLevel(level))),
      title_(ui::LevelWords::title(level)), client_(new ff::online::HubClient(this)),
      status_(new QLabel(this)), busy_(new QProgressBar(this)), problemList_(new QListWidget(this)),
      addressLabel_(new QLabel(this)), address_(new QLineEdit(this)),
      copy_(new QPushButton(tr("&Copy address"), this)), publish_(new QPushButton(tr("&Publish"), this)),
      cancel_(new QPushButton(tr("Cancel"), this)), close_(new QPushButton(tr("Close"), this))
{
    setObjectName(QStringLiteral("publishDialog"));
    setWindowTitle(tr("Publish Level"));
    client_->setAddress(hub);
    client_->setToken(token);

    auto* intro = new QLabel(tr("Publish “%1” on the hub, where every player can play it. The hub proves it "
                                "again with its engine first. Your level stays as it is.")
                                 .arg(title_),
                             this);
    intro->setWordWrap(true);
    auto* facts = new QFormLayout;
    facts->addRow(tr("Hub:"), new QLabel(HubText::addressText(hub), this));
    facts->addRow(tr("Player:"), new QLabel(player, this));
    auto* titleLabel = new QLabel(title_, this);
    titleLabel->setWordWrap(true);
    facts->addRow(tr("Level:"), titleLabel);

    busy_->setTextVisible(false);
    auto* busyRow = new QHBoxLayout;
    busyRow->addWidget(busy_, 1);
    busyRow->addWidget(cancel_);

    status_->setObjectName(QStringLiteral("publishStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    problemList_->setObjectName(QStringLiteral("publishProblems"));
    problemList_->setWordWrap(true);
    problemList_->setMaximumHeight(problemList_->fontMetrics().lineSpacing() * 9);

    address_->setObjectName(QStringLiteral("publishAddress"));
    address_->setReadOnly(true);
    copy_->setObjectName(QStringLiteral("copyAddressButton"));
    copy_->setToolTip(tr("Put the address into the clipboard"));
    auto* addressRow = new QHBoxLayout;
    addressRow->addWidget(address_, 1);
    addressRow->addWidget(copy_);

    publish_->setObjectName(QStringLiteral("publishButton"));
    publish_->setDefault(true);
    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(publish_, QDialogButtonBox::ActionRole);
    buttons->addButton(close_, QDialogButtonBox::RejectRole);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(facts);
    layout->addLayout(busyRow);
    layout->addWidget(status_);
    layout->addWidget(problemList_);
    layout->addWidget(addressLabel_);
    layout->addLayout(addressRow);
    layout->addStretch(1);
    layout->addWidget(buttons);
    // Room for the sentences and an address without growing past a small screen
    // (800 x 600); the dialog grows in height with what it shows.
    intro->setMinimumWidth(std::min(540, fontMetrics().averageCharWidth() * 80));
    setMaximumWidth(760);
    layout->setSizeConstraint(QLayout::SetMinimumSize);

    connect(publish_, &QPushButton::clicked, this, &PublishDialog::publish);
    connect(cancel_, &QPushButton::clicked, this, &PublishDialog::cancel);
    connect(close_, &QPushButton::clicked, this, &PublishDialog::reject);
    connect(copy_, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(address_->text());
        copy_->setText(tr("Copied"));
    });
    setState(State::Ready);
    addressLabel_->hide();
    address_->hide();
    copy_->hide();
}

PublishDialog::~PublishDialog()
{
    // The answer no longer has anywhere to go.
    if (call_) {
        call_->disconnect(this);
        call_->cancel();
    }
}

void PublishDialog::publish()
{
    publishDocument(document_);
}

void PublishDialog::publishDocument(const QByteArray& documentJson)
{
    if (state_ == State::Sending)
        return;
    problems_.clear();
    problemList_->clear();
    addressLabel_->hide();
    address_->hide();
    copy_->hide();
    status_->setText(tr("Sending the level; the hub checks it with its engine…"));
    call_ = client_->publish(documentJson);
    busy_->setRange(0, 0);
    const qint64 size = documentJson.size();
    connect(call_, &ff::online::HubCall::progress, this, [this, size](qint64 done, qint64 total) {
        // The level on its way up, then the hub's proof, whose length nobody knows.
        if (total == size && done < total) {
            busy_->setRange(0, static_cast<int>(total));
            busy_->setValue(static_cast<int>(done));
        } else {
            busy_->setRange(0, 0);
            if (total == size)
                status_->setText(tr("The level has reached the hub, which proves it with its engine…"));
        }
    });
    connect(call_, &ff::online::HubCall::finished, this, &PublishDialog::finish);
    setState(State::Sending);
}

void PublishDialog::cancel()
{
    if (call_)
        call_->cancel();
}

void PublishDialog::reject()
{
    cancel();
    QDialog::reject();
}

QString PublishDialog::message() const
{
    return status_->text();
}

QString PublishDialog::levelAddress() const
{
    return address_->isHidden() ? QString() : address_->text();
}

void PublishDialog::showAddress(const QString& label, const QUrl& address)
{
    addressLabel_->setText(label);
    address_->setText(address.toString());
    address_->setCursorPosition(0);
    copy_->setText(tr("&Copy address"));
    addressLabel_->show();
    address_->show();
    copy_->show();
}

void PublishDialog::finish(const ff::online::HubResult& result)
{
    call_ = nullptr;
    const QUrl hub = client_->address();
    if (result.ok()) {
        const std::optional<ff::api::PublishAnswer> answer = result.as<ff::api::PublishAnswer>();
        const QString slug = answer && !answer->levels.empty()
                                 ? QString::fromStdString(answer->levels.front().slug)
                                 : QString();
        if (!ff::online::isSlug(slug)) {
            status_->setText(ff::online::HubText::notAHub(hub));
            setState(State::Refused);
            return;
        }
        const QUrl address = client_->levelAddress(slug);
        status_->setText(tr("Published: every player on the hub can play “%1” now. They find it on the "
                            "Community page; the address below opens it too (Paste share code, or as "
                            "furunkulus ADDRESS).")
                             .arg(title_));
        showAddress(tr("The level's address on the hub:"), address);
        setState(State::Published);
        emit published(address);
        return;
    }
    const HubError& error = result.error;
    status_->setText(failureText(error, hub));
    if (error.code == ff::api::ErrorCode::LevelRefused) {
        for (const ff::api::LevelProblem& p : error.problems)
            problems_ << HubProblemText::levelProblem(p);
        problemList_->addItems(problems_);
    }
    if (error.code == ff::api::ErrorCode::DuplicateLevel && error.copyOf)
        showAddress(tr("The level published before:"),
                    client_->levelAddress(QString::fromStdString(*error.copyOf)));
    // Sending the same again gets the same answer, but after a failure of the network
    // or of the hub, or a cancel.
    const bool again = error.isTransient() || error.kind == HubError::Kind::Cancelled;
    setState(again ? State::Ready : State::Refused);
}

void PublishDialog::setState(State state)
{
    state_ = state;
    const bool sending = state == State::Sending;
    busy_->setVisible(sending);
    cancel_->setVisible(sending);
    problemList_->setVisible(!problems_.isEmpty());
    publish_->setEnabled(state == State::Ready);
    publish_->setText(state == State::Ready && !status_->text().isEmpty() ? tr("Try &again")
                                                                          : tr("&Publish"));
    status_->setVisible(!status_->text().isEmpty());
    fitHeight();
}

void PublishDialog::fitHeight()
{
    // Wrapped sentences need the height their width asks for, which the layout's
    // minimum size does not include: the dialog grows (never shrinks) to it.
    QLayout* box = layout();
    box->activate();
    const int needed =
        box->hasHeightForWidth() ? box->totalHeightForWidth(width()) : box->totalMinimumSize().height();
    setMinimumHeight(std::max(minimumHeight(), needed));
    if (height() < needed)
        resize(width(), needed);
}

} // namespace ff::editor
