#include "app/gui/PlayTracker.h"

#include "app/gui/LeaderboardDialog.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelNavigator.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/SoundPlayer.h"
#include "board/LevelWords.h"
#include "board/PlayerView.h"
#include "board/ThemedIcon.h"
#include "engine/search/Solver.h"
#include "hubapi/Community.h"
#include "hubapi/Weeks.h"
#include "online/HubAccount.h"
#include "online/HubSession.h"
#include "online/HubText.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>

#include <algorithm>
#include <utility>

namespace ff::app {

PlayTracker::PlayTracker(LevelNavigator& navigator, SoundPlayer* sound, QObject* parent)
    : QObject(parent), nav_(navigator), sound_(sound)
{
    setObjectName(QStringLiteral("playTracker"));
    showSolutionAction_ = new QAction(ff::ui::themedIcon("help-hint"), tr("Show s&olution…"), this);
    showSolutionAction_->setToolTip(
        tr("Give up: place the solution and let the monster run; the level counts as solution shown"));
    connect(showSolutionAction_, &QAction::triggered, this, &PlayTracker::askToShowSolution);

    ff::ui::PlayerView* view = nav_.playerView();
    PlayerPage* page = nav_.playerPage();
    connect(view, &ff::ui::PlayerView::runFinished, this, &PlayTracker::runFinished);
    connect(view, &ff::ui::PlayerView::hintUsed, this, [this, page](ff::ui::HintKind kind) {
        if (nav_.currentKey().isEmpty())
            return;
        ProgressStore::addHint(nav_.currentKey(), kind);
        page->updateStats();
    });
    // Giving up is offered where the hints are, not only in the Game menu.
    view->addHintAction(showSolutionAction_);
    // A change of the pieces ends a replay or a shown solution: the next run is the player's.
    connect(view, &ff::ui::PlayerView::placementsChanged, this, [this, page] {
        demo_ = Demo::None;
        page->hideSolved();
    });
    connect(page, &PlayerPage::replayRequested, this, &PlayTracker::replayWin);
    connect(page, &PlayerPage::leaderboardRequested, this, &PlayTracker::showLeaderboard);
    connectHub();
}

void PlayTracker::connectHub()
{
    ff::online::HubSession* hub = nav_.hub();
    ff::online::Outbox* outbox = hub->outbox();
    connect(outbox, &ff::online::Outbox::delivered, this, &PlayTracker::submissionDelivered);
    connect(
        outbox, &ff::online::Outbox::refused, this,
        [this](const ff::online::Submission& s, const ff::online::HubError& error) {
            onlineNotes_[s.levelKey] =
                tr("The hub did not take your solution: %1").arg(ff::online::HubText::error(error, s.hub));
            showOnlineResult();
        });
    connect(outbox, &ff::online::Outbox::waiting, this,
            [this](const ff::online::Submission& s, const ff::online::HubError& error) {
                using Kind = ff::online::HubError::Kind;
                if (error.kind == Kind::Unreachable || error.kind == Kind::Timeout)
                    onlineNotes_[s.levelKey] =
                        tr("Your solution waits: the hub at %1 cannot be reached now. It is sent as soon as "
                           "the hub answers.")
                            .arg(ff::online::HubText::addressText(s.hub));
                else if (error.kind == Kind::Unauthorized)
                    onlineNotes_[s.levelKey] = ff::online::HubText::error(error, s.hub);
                else
                    onlineNotes_[s.levelKey] =
                        tr("Your solution waits and is sent when the hub can take it. %1")
                            .arg(ff::online::HubText::error(error, s.hub));
                showOnlineResult();
            });
    connect(outbox, &ff::online::Outbox::storageFailed, this, [this](const QString& message) {
        nav_.showStatus(message, 3 * LevelNavigator::kStatusTimeoutMs);
    });
    // The streak the hub counts arrives after a weekly solve was sent.
    connect(hub, &ff::online::HubSession::playerChanged, this, [this] {
        if (lastWin_ && nav_.playerPage()->isSolvedShown())
            showWin(*lastWin_);
    });
}

void PlayTracker::submitToHub(const QString& key, const std::vector<ff::Placement>& placements)
{
    const LevelEntry* entry = nav_.library()->find(key);
    if (!entry)
        return;
    std::optional<ff::online::Submission> s = submissionOf(*entry);
    if (!s || ProgressStore::hubRecord(key, entry->hub).sent)
        return;
    s->placements = placements;
    onlineNotes_.remove(key);
    nav_.hub()->submit(*s);
}

std::optional<ff::online::Submission> PlayTracker::submissionOf(const LevelEntry& entry) const
{
    ff::online::Submission s;
    s.levelKey = entry.key;
    s.hub = entry.hub;
    if (!entry.hub.isEmpty() && !entry.hubTarget.isEmpty()) {
        s.kind =
            entry.community ? ff::online::Submission::Kind::Community : ff::online::Submission::Kind::Week;
        s.target = entry.hubTarget;
        return s;
    }
    // With no hub set a week's solve is kept for the hub the player registers with later.
    if (entry.hub.isEmpty() && entry.week && !entry.community && !nav_.hub()->isSet()) {
        s.kind = ff::online::Submission::Kind::Week;
        s.target = QString::fromStdString(ff::isoWeekText(*entry.week));
        return s;
    }
    return std::nullopt;
}

void PlayTracker::submissionDelivered(const ff::online::Submission& s, const ff::online::HubResult& answer)
{
    const auto count = [](std::int64_t n) {
        return static_cast<int>(std::clamp<std::int64_t>(n, 0, 1 << 30));
    };
    ProgressStore::HubRecord record = ProgressStore::hubRecord(s.levelKey, s.hub);
    onlineNotes_.remove(s.levelKey);
    if (s.kind == ff::online::Submission::Kind::Week) {
        const std::optional<ff::api::SubmissionReceipt> receipt = answer.as<ff::api::SubmissionReceipt>();
        if (!receipt || !receipt->solved) {
            onlineNotes_[s.levelKey] =
                tr("The hub's engine finds that your placement does not solve the level.");
            showOnlineResult();
            return;
        }
        record.sent = true;
        record.rank = receipt->stored ? count(receipt->stored->rank) : 0;
        ProgressStore::setHubRecord(s.levelKey, s.hub, record);
        fetchSolvers(s);
    } else {
        record.sent = true;
        const std::optional<ff::api::SolveReceipt> receipt = answer.as<ff::api::SolveReceipt>();
        record.solvers = receipt ? count(receipt->level.solves) : 0;
        ProgressStore::setHubRecord(s.levelKey, s.hub, record);
    }
    // A solve that waited (offline, or from an earlier run) says it arrived, wherever the player is.
    if (s.levelKey != nav_.currentKey() || !nav_.playerPage()->isSolvedShown()) {
        const LevelEntry* entry = nav_.library()->find(s.levelKey);
        if (entry && entry->level)
            nav_.showStatus(
                tr("The hub now has your solution of “%1”.").arg(ff::ui::LevelWords::title(*entry->level)));
    }
    showOnlineResult();
}

void PlayTracker::fetchSolvers(const ff::online::Submission& s)
{
    auto* client = new ff::online::HubClient(this);
    client->setAddress(s.hub);
    ff::online::HubCall* call = client->leaderboard(s.target, 1, 0);
    connect(call, &ff::online::HubCall::finished, this,
            [this, client, s](const ff::online::HubResult& result) {
                client->deleteLater();
                const std::optional<ff::api::Leaderboard> board = result.as<ff::api::Leaderboard>();
                if (!board)
                    return;
                ProgressStore::HubRecord record = ProgressStore::hubRecord(s.levelKey, s.hub);
                record.solvers = static_cast<int>(std::clamp<std::int64_t>(board->count, 0, 1 << 30));
                ProgressStore::setHubRecord(s.levelKey, s.hub, record);
                showOnlineResult();
            });
}

void PlayTracker::showOnlineResult()
{
    const QString key = nav_.currentKey();
    const LevelEntry* entry = nav_.library()->find(key);
    PlayerPage* page = nav_.playerPage();
    const std::optional<ff::online::Submission> probe = entry ? submissionOf(*entry) : std::nullopt;
    if (!probe) {
        page->setOnlineResult({}, false);
        return;
    }
    if (probe->hub.isEmpty()) {
        page->setOnlineResult(nav_.hub()->outbox()->isPending(*probe)
                                  ? tr("Your solution is kept for the hub: set a hub and register under "
                                       "Settings › Online to send it.")
                                  : QString(),
                              false);
        return;
    }
    const bool weekly = !entry->community;
    const ProgressStore::HubRecord record = ProgressStore::hubRecord(key, entry->hub);
    QString text;
    if (record.sent && weekly && record.rank > 0) {
        text = record.solvers >= record.rank
                   ? tr("Rank %1 of %2 on the hub.").arg(record.rank).arg(record.solvers)
                   : tr("Rank %1 on the hub.").arg(record.rank);
    } else if (record.sent && !weekly && record.solvers > 0) {
        text = tr("The hub counts your solve. Players who solved this level: %1.").arg(record.solvers);
    } else if (record.sent) {
        text = tr("The hub has your solution.");
    } else if (nav_.hub()->outbox()->isPending(*probe)) {
        if (!ff::online::HubAccount::isRegistered(entry->hub))
            text = tr("Your solution waits for the hub: register under Settings › Online to send it.");
        else if (onlineNotes_.contains(key))
            text = onlineNotes_.value(key);
        else
            text = tr("Sending your solution to the hub…");
    } else {
        text = onlineNotes_.value(key);
    }
    page->setOnlineResult(text, weekly);
}

void PlayTracker::showLeaderboard()
{
    const LevelEntry* entry = nav_.library()->find(nav_.currentKey());
    if (!entry || entry->hub.isEmpty() || entry->community || !entry->level)
        return;
    auto* dialog = new LeaderboardDialog(entry->hub, entry->hubTarget,
                                         ff::ui::LevelWords::title(*entry->level), nav_.mainWindow());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void PlayTracker::levelOpened()
{
    playedMs_ = 0;
    clock_.start();
    runsSinceOpen_ = 0;
    demo_ = Demo::None;
    lastWin_.reset();
}

void PlayTracker::setMinimised(bool minimised)
{
    if (minimised && clock_.isValid()) {
        playedMs_ += clock_.elapsed();
        clock_.invalidate();
    } else if (!minimised && !clock_.isValid() && !nav_.currentKey().isEmpty()) {
        clock_.start();
    }
}

qint64 PlayTracker::playTimeMs() const
{
    return playedMs_ + (clock_.isValid() ? clock_.elapsed() : 0);
}

void PlayTracker::runFinished(ff::Outcome outcome)
{
    const QString key = nav_.currentKey();
    if (key.isEmpty())
        return;
    if (outcome == ff::Outcome::Solved)
        sound_->play(SoundPlayer::Win);
    const Demo demo = std::exchange(demo_, Demo::None);
    if (demo == Demo::Replay && lastWin_)
        showWin(*lastWin_);
    if (demo != Demo::None)
        return;
    LevelLibrary* library = nav_.library();
    const bool firstSolve = outcome == ff::Outcome::Solved && !ProgressStore::isSolved(key);
    ProgressStore::addAttempt(key);
    ++runsSinceOpen_;
    if (outcome == ff::Outcome::Solved) {
        ProgressStore::markSolved(key);
        lastWin_ =
            ProgressStore::recordWin(key, runsSinceOpen_, playTimeMs(), nav_.playerView()->placements());
        // The entry may be gone: a hub's week that arrived meanwhile replaces a shipped one.
        const LevelEntry* entry = library->find(key);
        if (entry && entry->week && *entry->week == library->currentWeek())
            ProgressStore::markWeekSolvedInTime(*entry->week);
        submitToHub(key, nav_.playerView()->placements());
    }
    if (firstSolve && library->collectionOf(key) == LevelLibrary::Random) {
        ProgressStore::addRandomSolved(library->find(key)->level->difficulty.value_or(0));
        emit randomPuzzleSolved();
    }
    nav_.playerPage()->updateStats();
    if (outcome == ff::Outcome::Solved)
        showWin(*lastWin_);
}

void PlayTracker::showWin(const ProgressStore::Win& win)
{
    LevelLibrary* library = nav_.library();
    const LevelEntry* entry = library->find(nav_.currentKey());
    std::optional<int> streak;
    // Connected, the streak is the hub's record of the player, once the hub has the
    // solve of a hub's week; while that solve waits to be sent (the hub away or not
    // answered yet) and offline, this computer's, which counts it.
    if (entry && entry->week) {
        const ff::online::HubSession* hub = nav_.hub();
        const bool solveWaits =
            !entry->hub.isEmpty() && !ProgressStore::hubRecord(entry->key, entry->hub).sent;
        streak = hub->hubStreak() && hub->state() == ff::online::HubSession::State::Online && !solveWaits
                     ? *hub->hubStreak()
                     : ProgressStore::weeklyStreak(library->currentWeek());
    }
    const bool random = library->collectionOf(nav_.currentKey()) == LevelLibrary::Random;
    nav_.playerPage()->showSolved(win, streak, random || !nav_.nextInCollection().isEmpty());
    showOnlineResult();
}

bool PlayTracker::playDemo(const std::vector<ff::Placement>& placements, bool solution)
{
    ff::ui::PlayerView* view = nav_.playerView();
    if (!nav_.isPlaying() || placements.empty() || !view->isPlayable())
        return false;
    view->returnToEditing();
    view->setPlacements(placements);
    demo_ = solution ? Demo::Solution : Demo::Replay;
    if (solution)
        view->releaseSolution();
    else
        view->release();
    // A run that finishes at once has reset demo_ already; one that did not start
    // must not leave it set for the player's next run.
    if (!view->isRunning())
        demo_ = Demo::None;
    return true;
}

bool PlayTracker::replayWin()
{
    return playDemo(ProgressStore::winningPlacements(nav_.currentKey()), false);
}

void PlayTracker::askToShowSolution()
{
    auto* box = new QMessageBox(QMessageBox::Question, tr("Show the solution?"),
                                tr("Give up and see the solution? The level then counts as "
                                   "“solution shown”, never as solved without hints."),
                                QMessageBox::NoButton, nav_.mainWindow());
    box->setObjectName(QStringLiteral("showSolutionBox"));
    QPushButton* show = box->addButton(tr("Show Solution"), QMessageBox::AcceptRole);
    box->addButton(tr("Keep Trying"), QMessageBox::RejectRole);
    box->setDefaultButton(show);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, show](QAbstractButton* b) {
        if (b == show)
            showSolution();
    });
    box->open();
}

bool PlayTracker::showSolution()
{
    ff::ui::PlayerView* view = nav_.playerView();
    if (!nav_.isPlaying() || !view->isPlayable())
        return false;
    const ff::Level& level = view->level();
    std::vector<ff::Placement> solution = level.solution.value_or(std::vector<ff::Placement>{});
    if (solution.empty()) {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        ff::SolveOptions options;
        options.limit = 1;
        const ff::SolveResult result = ff::Solver(level).solve(options);
        QApplication::restoreOverrideCursor();
        if (!result.solutions.empty())
            solution = result.solutions.front();
    }
    if (solution.empty()) {
        nav_.showStatus(tr("This level has no solution to show."));
        return false;
    }
    ProgressStore::markRevealed(nav_.currentKey());
    nav_.playerPage()->updateStats();
    nav_.showStatus(tr("This is a solution. The level is marked “solution shown”."),
                    2 * LevelNavigator::kStatusTimeoutMs);
    return playDemo(solution, true);
}

} // namespace ff::app
