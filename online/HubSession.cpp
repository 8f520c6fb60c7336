#include "online/HubSession.h"

#include "hubapi/Players.h"
#include "hubapi/Weeks.h"
#include "online/HubAccount.h"
#include "online/HubText.h"

#include <QTimer>

namespace ff::online {

HubSession::HubSession(const QString& dataRoot, QObject* parent)
    : QObject(parent), dataRoot_(dataRoot), client_(new HubClient(this)),
      outbox_(new Outbox(dataRoot_ + QStringLiteral("/hub/outbox.json"), this)),
      refreshTimer_(new QTimer(this)), reconnectTimer_(new QTimer(this))
{
    reconnectTimer_->setSingleShot(true);
    reconnectTimer_->setInterval(kReconnectMs);
    connect(reconnectTimer_, &QTimer::timeout, this, &HubSession::refresh);
    refreshTimer_->setInterval(kRefreshMs);
    connect(refreshTimer_, &QTimer::timeout, this, &HubSession::refresh);
    connect(outbox_, &Outbox::delivered, this, [this](const Submission& s) {
        if (s.hub != address_)
            return;
        noteAnswer({});
        if (s.kind == Submission::Kind::Week) {
            // The player's streak and the week's count of solvers have changed.
            fetchPlayer();
            fetchWeek(s.target, generation_);
        }
    });
    // A solve that could not be sent says as much about the hub as any other call.
    connect(outbox_, &Outbox::waiting, this, [this](const Submission& s, const HubError& error) {
        if (s.hub == address_)
            noteAnswer(error);
    });
    reconfigure();
}

bool HubSession::isRegistered() const
{
    return HubAccount::isRegistered(address_);
}

QString HubSession::playerName() const
{
    return HubAccount::name(address_);
}

HubCache HubSession::cache() const
{
    return HubCache(address_, dataRoot_ + QStringLiteral("/hub"));
}

QString HubSession::stateText() const
{
    const QString where = HubText::addressText(address_);
    switch (state_) {
    case State::Off:
        return tr("No hub: playing offline.");
    case State::Connecting:
        return tr("Connecting to the hub at %1…").arg(where);
    case State::Online:
        return isRegistered() ? tr("Online at %1 as %2.").arg(where, playerName())
                              : tr("Online at %1, not registered.").arg(where);
    case State::Offline:
        return tr("The hub at %1 cannot be reached: playing offline.").arg(where);
    }
    return {};
}

void HubSession::setReconnectMs(int ms)
{
    reconnectTimer_->setInterval(ms);
}

void HubSession::setRecheckMs(int ms)
{
    recheckMs_ = ms;
}

void HubSession::recheck()
{
    if (!lastRefresh_.isValid() || lastRefresh_.hasExpired(recheckMs_))
        refresh();
}

void HubSession::reconfigure()
{
    reconnectTimer_->stop();
    ++generation_;
    address_ = HubAccount::address();
    client_->setAddress(address_);
    client_->setToken(HubAccount::token(address_));
    streak_.reset();
    lastError_.clear();
    playerProblem_.clear();
    state_ = address_.isEmpty() ? State::Off : State::Connecting;
    emit stateChanged();
    emit playerChanged();
    emit weeksChanged();
    if (address_.isEmpty()) {
        refreshTimer_->stop();
        reconnectTimer_->stop();
        return;
    }
    refreshTimer_->start();
    refresh();
    // The week's solves made while no hub was set are the registered player's here.
    if (isRegistered())
        outbox_->sendUnaddressedTo(address_);
    outbox_->flush();
}

void HubSession::refresh()
{
    if (address_.isEmpty())
        return;
    lastRefresh_.start();
    fetchWeeks();
    fetchPlayer();
}

void HubSession::noteResult(const HubResult& result)
{
    noteAnswer(result.error);
}

void HubSession::noteAnswer(const HubError& error)
{
    const bool answered = error.kind == HubError::Kind::None || !error.isTransient() ||
                          error.kind == HubError::Kind::RateLimited;
    State state = state_;
    if (answered)
        state = State::Online;
    else if (error.kind == HubError::Kind::Unreachable || error.kind == HubError::Kind::Timeout)
        state = State::Offline;
    if (error.kind == HubError::Kind::None)
        lastError_.clear();
    else if (error.kind != HubError::Kind::Cancelled)
        lastError_ = HubText::error(error, address_);
    if (state == State::Offline && !reconnectTimer_->isActive())
        reconnectTimer_->start();
    if (state != state_) {
        const bool cameBack = state == State::Online && state_ == State::Offline;
        state_ = state;
        emit stateChanged();
        if (cameBack)
            outbox_->flush();
    }
}

void HubSession::fetchWeeks()
{
    const int generation = generation_;
    connect(client_->weeks(), &HubCall::finished, this, [this, generation](const HubResult& result) {
        if (generation != generation_)
            return;
        noteResult(result);
        const std::optional<ff::api::WeekList> list = result.as<ff::api::WeekList>();
        if (!list)
            return;
        const HubCache kept = cache();
        int count = 0;
        for (const ff::api::WeekSummary& w : list->weeks) {
            if (++count > kMaxWeeks)
                break;
            const QString week = QString::fromStdString(w.week);
            // The newest week is fetched again for its count of solvers.
            if (count == 1 || !kept.hasWeek(week))
                fetchWeek(week, generation);
        }
    });
}

void HubSession::fetchWeek(const QString& week, int generation)
{
    connect(client_->week(week), &HubCall::finished, this, [this, generation](const HubResult& result) {
        if (generation != generation_)
            return;
        noteResult(result);
        if (!result.ok())
            return;
        QString error;
        if (cache().storeWeek(result, error))
            emit weeksChanged();
        else
            lastError_ = error;
    });
}

void HubSession::fetchPlayer()
{
    if (!isRegistered())
        return;
    const int generation = generation_;
    connect(client_->me(), &HubCall::finished, this, [this, generation](const HubResult& result) {
        if (generation != generation_)
            return;
        noteResult(result);
        if (result.error.kind == HubError::Kind::Unauthorized) {
            playerProblem_ = HubText::error(result.error, address_);
            emit playerChanged();
        }
        if (!result.ok())
            return;
        playerProblem_.clear();
        if (const std::optional<ff::api::PlayerInfo> player = result.as<ff::api::PlayerInfo>())
            streak_ = static_cast<int>(std::clamp<std::int64_t>(player->streak, 0, 1 << 30));
        emit playerChanged();
    });
}

bool HubSession::submit(const Submission& submission)
{
    return outbox_->add(submission);
}

} // namespace ff::online
