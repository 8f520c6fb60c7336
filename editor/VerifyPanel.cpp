#include "editor/VerifyPanel.h"

#include "board/CellName.h"
#include "board/EngineText.h"
#include "editor/LevelEditDocument.h"
#include "engine/files/Validation.h"
#include "engine/search/Grade.h"
#include "engine/search/Solver.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <string_view>

namespace ff::editor {

namespace {

// Whether the solver would see the same puzzle in both: titles, hints, the stored
// solution and other texts aside.
bool samePuzzle(const ff::Level& a, const ff::Level& b)
{
    return a.board == b.board && a.monsterAt == b.monsterAt && a.monsterFacing == b.monsterFacing &&
           a.pieces == b.pieces && a.inventory == b.inventory && a.allowed == b.allowed &&
           a.effectiveGoal() == b.effectiveGoal();
}

bool hasProblem(const std::vector<ff::Problem>& problems, std::string_view code)
{
    return std::any_of(problems.begin(), problems.end(),
                       [code](const ff::Problem& p) { return p.code == code; });
}

} // namespace

VerifyPanel::VerifyPanel(LevelEditDocument* document, QWidget* parent)
    : QWidget(parent), document_(document), verify_(new QPushButton(tr("&Verify"), this)),
      cancel_(new QPushButton(tr("Cancel"), this)),
      dropVerify_(new QPushButton(tr("Drop the Stored Solution and Verify"), this)),
      progress_(new QProgressBar(this)), summary_(new QLabel(this)),
      prev_(new QPushButton(QStringLiteral("◀"), this)), which_(new QLabel(this)),
      next_(new QPushButton(QStringLiteral("▶"), this)), diff_(new QLabel(this)), tight_(new QLabel(this)),
      gradeLabel_(new QLabel(this)), useGrade_(new QPushButton(tr("Use as Difficulty"), this)),
      store_(new QPushButton(tr("Store as the Level's Solution"), this)),
      unique_(new QPushButton(tr("&Make It Unique"), this)), answer_(new QWidget(this)),
      proposalNote_(new QLabel(this)), proposalList_(new QListWidget(this)),
      apply_(new QPushButton(tr("&Apply"), this)), search_(new ui::BackgroundJob(this)),
      proposer_(new ui::BackgroundJob(this)), tightnessJob_(new ui::BackgroundJob(this)),
      gradeJob_(new ui::BackgroundJob(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* top = new QHBoxLayout;
    verify_->setToolTip(tr("Search every placement of the inventory with the solver"));
    top->addWidget(verify_);
    top->addWidget(progress_, 1);
    top->addWidget(cancel_);
    layout->addLayout(top);
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    summary_->setWordWrap(true);
    // Room for two lines: a wrapped label in a dock does not grow by itself.
    summary_->setMinimumHeight(summary_->fontMetrics().lineSpacing() * 2 + 4);
    layout->addWidget(summary_);
    dropVerify_->setObjectName(QStringLiteral("dropSolutionAndVerify"));
    dropVerify_->setToolTip(tr("Remove the stored solution from the level (one undo step) and verify; store "
                               "the solution you intend afterwards"));
    layout->addWidget(dropVerify_, 0, Qt::AlignLeft);
    auto* nav = new QHBoxLayout;
    prev_->setToolTip(tr("Previous solution"));
    next_->setToolTip(tr("Next solution"));
    nav->addWidget(prev_);
    nav->addWidget(which_, 1, Qt::AlignCenter);
    nav->addWidget(next_);
    layout->addLayout(nav);
    diff_->setWordWrap(true);
    layout->addWidget(diff_);
    tight_->setWordWrap(true);
    layout->addWidget(tight_);
    auto* gradeRow = new QHBoxLayout;
    gradeLabel_->setWordWrap(true);
    gradeRow->addWidget(gradeLabel_, 1);
    useGrade_->setObjectName(QStringLiteral("useGrade"));
    useGrade_->setToolTip(tr("Set the level's difficulty to the engine's grade (one undo step)"));
    gradeRow->addWidget(useGrade_);
    layout->addLayout(gradeRow);
    auto* solutionRow = new QHBoxLayout;
    solutionRow->addWidget(store_, 1);
    solutionRow->addWidget(unique_);
    layout->addLayout(solutionRow);
    unique_->setToolTip(tr("Look for changes that keep the intended solution (the stored one, else the one "
                           "shown) and remove every other one"));
    auto* answer = new QVBoxLayout(answer_);
    answer->setContentsMargins(0, 0, 0, 0);
    proposalNote_->setObjectName(QStringLiteral("proposalNote"));
    proposalNote_->setWordWrap(true);
    answer->addWidget(proposalNote_);
    proposalList_->setWordWrap(true);
    proposalList_->setMinimumHeight(proposalList_->fontMetrics().lineSpacing() * 4);
    proposalList_->setMaximumHeight(proposalList_->fontMetrics().lineSpacing() * 8);
    answer->addWidget(proposalList_);
    apply_->setToolTip(tr("Make the selected change (one undo step) and verify again"));
    answer->addWidget(apply_);
    layout->addWidget(answer_);
    layout->addStretch(1);

    connect(verify_, &QPushButton::clicked, this, &VerifyPanel::verify);
    connect(cancel_, &QPushButton::clicked, this, &VerifyPanel::cancel);
    connect(dropVerify_, &QPushButton::clicked, this, &VerifyPanel::dropSolutionAndVerify);
    connect(useGrade_, &QPushButton::clicked, this, &VerifyPanel::useGrade);
    connect(prev_, &QPushButton::clicked, this, [this] { showSolution(shown_ - 1); });
    connect(next_, &QPushButton::clicked, this, [this] { showSolution(shown_ + 1); });
    connect(store_, &QPushButton::clicked, this, &VerifyPanel::storeShownSolution);
    connect(unique_, &QPushButton::clicked, this, &VerifyPanel::makeUnique);
    connect(proposalList_, &QListWidget::currentRowChanged, this, &VerifyPanel::selectProposal);
    connect(apply_, &QPushButton::clicked, this, &VerifyPanel::applyProposal);
    for (ui::BackgroundJob* job : {search_, proposer_})
        connect(job, &ui::BackgroundJob::progressed, this,
                [this](double fraction) { progress_->setValue(static_cast<int>(fraction * 1000)); });
    connect(document_, &LevelEditDocument::levelChanged, this, [this] {
        const bool had = isRunning() || hasResult_;
        if (had && samePuzzle(document_->level(), searched_)) {
            startTightnessCheck(); // the stored solution may have changed
            updateView();
            return;
        }
        search_->cancel();
        proposer_->cancel();
        clearResults();
        if (had)
            message_ = tr("The level changed: verify again.");
        updateView();
    });
    updateView();
}

void VerifyPanel::clearResults()
{
    hasResult_ = false;
    result_ = {};
    shown_ = -1;
    message_.clear();
    intended_.clear();
    tightnessJob_->cancel();
    tightness_.reset();
    checked_ = {};
    gradeJob_->cancel();
    grade_.reset();
    clearProposals();
    emit previewChanged();
}

void VerifyPanel::clearProposals()
{
    hasProposals_ = false;
    proposals_ = {};
    selected_ = -1;
    const QSignalBlocker block(proposalList_);
    proposalList_->clear();
}

void VerifyPanel::verify()
{
    search_->cancel();
    proposer_->cancel();
    clearResults();
    if (document_->onlySolutionProblems()) {
        message_ = tr("<b>The stored solution no longer fits the level</b> (see Problems), so the level "
                      "cannot be verified. Drop the stored solution and verify, or undo the change.");
        updateView();
        return;
    }
    if (!document_->problems().empty()) {
        message_ = tr("Fix the problems first: only a valid level can be verified.");
        updateView();
        return;
    }
    if (hasProblem(ff::publicationProblems(document_->level()), "nothing-to-place")) {
        message_ = tr("<b>Nothing to place:</b> the inventory is empty, so there is no puzzle to verify, and "
                      "such a level cannot be published. Give the player at least one piece.");
        updateView();
        return;
    }
    searched_ = document_->level();
    progress_->setValue(0);
    search_->start(
        [level = searched_](std::stop_token stop, const ui::BackgroundJob::Progress& progress) {
            ff::SolveOptions options;
            options.limit = kLimit;
            options.collect = true;
            options.stopToken = std::move(stop);
            options.progress = [&progress](double fraction, std::uint64_t) { progress(fraction); };
            return ff::Solver(level).solve(options);
        },
        [this](const ff::SolveResult& result) { finish(result); });
    updateView();
}

void VerifyPanel::cancel()
{
    search_->requestStop();
    proposer_->requestStop();
}

void VerifyPanel::finish(const ff::SolveResult& result)
{
    hasResult_ = true;
    result_ = result;
    shown_ = result_.solutions.empty() ? -1 : 0;
    message_.clear();
    startTightnessCheck();
    startGrading();
    updateView();
    emit previewChanged();
}

void VerifyPanel::startGrading()
{
    if (result_.count != 1 || !result_.complete || result_.solutions.size() != 1)
        return;
    ff::Level level = searched_;
    level.solution = result_.solutions.front();
    // gradeLevel takes no stop token: it runs the solution, its subsets and its
    // one-piece variations (a few hundred runs, no search), so it ends soon by itself.
    gradeJob_->start(
        [level = std::move(level)](std::stop_token, const ui::BackgroundJob::Progress&) {
            return ff::gradeLevel(level, 1);
        },
        [this](const ff::Grade& grade) {
            if (grade.status == ff::Grade::Status::Graded)
                grade_ = grade.difficulty;
            updateView();
        });
}

QString VerifyPanel::gradeText() const
{
    if (!grade_)
        return {};
    return tr("Engine grade: %1 (1 easy … 5 fiendish).").arg(*grade_);
}

void VerifyPanel::useGrade()
{
    if (!grade_ || document_->level().difficulty == grade_)
        return;
    ff::Level level = document_->level();
    level.difficulty = grade_;
    document_->edit(level, tr("Set difficulty"));
}

void VerifyPanel::dropSolutionAndVerify()
{
    document_->dropSolution();
    verify();
}

QString VerifyPanel::summaryText() const
{
    return summary_->text();
}

void VerifyPanel::showSolution(int index)
{
    if (index < 0 || static_cast<std::size_t>(index) >= result_.solutions.size() || index == shown_)
        return;
    shown_ = index;
    selected_ = -1;
    {
        const QSignalBlocker block(proposalList_);
        proposalList_->setCurrentRow(-1);
    }
    startTightnessCheck();
    updateView();
    emit previewChanged();
}

std::vector<ff::Placement> VerifyPanel::preview() const
{
    if (const std::optional<ff::Level> level = previewLevel())
        return *level->solution;
    return shown_ < 0 ? std::vector<ff::Placement>{} : result_.solutions[static_cast<std::size_t>(shown_)];
}

std::vector<ff::Placement> VerifyPanel::differences() const
{
    std::vector<ff::Placement> out;
    if (selected_ >= 0)
        return out;
    for (const ff::Placement& p : preview()) {
        const bool shared =
            std::all_of(result_.solutions.begin(), result_.solutions.end(),
                        [&](const auto& s) { return std::find(s.begin(), s.end(), p) != s.end(); });
        if (!shared)
            out.push_back(p);
    }
    return out;
}

void VerifyPanel::startTightnessCheck()
{
    if (!hasResult_ || shown_ < 0) {
        tightnessJob_->cancel();
        tightness_.reset();
        return;
    }
    const ff::Level& level = document_->level();
    TightnessCheck next;
    next.stored = document_->problems().empty() && level.solution && !document_->solutionFails();
    next.shown = shown_;
    next.solution = next.stored ? *level.solution : result_.solutions[static_cast<std::size_t>(shown_)];
    const bool started = tightnessJob_->isRunning() || tightness_.has_value();
    if (started && next.stored == checked_.stored && next.solution == checked_.solution)
        return;
    checked_ = next;
    tightness_.reset();
    tightnessJob_->start(
        [level = searched_, check = std::move(next)](
            std::stop_token stop, const ui::BackgroundJob::Progress&) -> std::optional<TightnessCheck> {
            const std::optional<ff::Tightness> tightness =
                ff::checkTightness(ff::Arena(level), check.solution, std::move(stop));
            if (!tightness)
                return std::nullopt;
            TightnessCheck done = check;
            done.tightness = *tightness;
            return done;
        },
        [this](const std::optional<TightnessCheck>& check) {
            tightness_ = check;
            updateView();
            emit previewChanged();
        });
}

QString VerifyPanel::tightnessText() const
{
    if (!tightness_ || tightness_->solution.empty())
        return {};
    const TightnessCheck& c = *tightness_;
    const std::vector<ff::Placement>& idlePieces = c.tightness.idle;
    const int shown = c.shown + 1;
    switch (c.tightness.status) {
    case ff::Tightness::Status::Tight:
        return c.stored
                   ? tr("Every piece of the stored solution is needed: leave any of them out and the level "
                        "is not won.")
                   : tr("Every piece of solution %1 is needed: leave any of them out and the level is not "
                        "won.")
                         .arg(shown);
    case ff::Tightness::Status::NotTight: {
        QString text;
        if (idlePieces.size() == 1) {
            const QString piece = ui::EngineText::pieceName(idlePieces.front().kind, idlePieces.front().side);
            const QString cell = ui::cellName(idlePieces.front().at);
            text =
                c.stored
                    ? tr("In the stored solution, the %1 on %2 is not needed: the level is won without it.")
                          .arg(piece, cell)
                    : tr("In solution %1, the %2 on %3 is not needed: the level is won without it.")
                          .arg(shown)
                          .arg(piece, cell);
        } else {
            QStringList pieces;
            for (const ff::Placement& p : idlePieces)
                pieces
                    << tr("the %1 on %2").arg(ui::EngineText::pieceName(p.kind, p.side), ui::cellName(p.at));
            const auto n = static_cast<int>(idlePieces.size());
            text = c.stored
                       ? tr("In the stored solution, %1 pieces are not needed: %2. The level is won without "
                            "them.")
                             .arg(n)
                             .arg(pieces.join(QStringLiteral(", ")))
                       : tr("In solution %1, %2 pieces are not needed: %3. The level is won without them.")
                             .arg(shown)
                             .arg(n)
                             .arg(pieces.join(QStringLiteral(", ")));
        }
        if (!idle().empty())
            text +=
                QLatin1Char(' ') + (idlePieces.size() == 1 ? tr("It is ringed in yellow on the board.")
                                                           : tr("They are ringed in yellow on the board."));
        return text;
    }
    case ff::Tightness::Status::TooManyPieces:
        return c.stored ? tr("The stored solution has more than %1 pieces: whether each is needed is not "
                             "checked.")
                              .arg(ff::kMaxTightnessPieces)
                        : tr("Solution %1 has more than %2 pieces: whether each is needed is not checked.")
                              .arg(shown)
                              .arg(ff::kMaxTightnessPieces);
    case ff::Tightness::Status::Fails: // the checked solution solves the level
        break;
    }
    return {};
}

std::vector<ff::Placement> VerifyPanel::idle() const
{
    if (!tightness_ || selected_ >= 0)
        return {};
    // The stored solution may list its pieces in any order; the solver's are sorted.
    std::vector<ff::Placement> drawn = preview();
    std::vector<ff::Placement> checked = tightness_->solution;
    std::sort(drawn.begin(), drawn.end());
    std::sort(checked.begin(), checked.end());
    return drawn == checked ? tightness_->tightness.idle : std::vector<ff::Placement>{};
}

void VerifyPanel::storeShownSolution()
{
    if (shown_ < 0)
        return;
    ff::Level level = document_->level();
    level.solution = result_.solutions[static_cast<std::size_t>(shown_)];
    document_->edit(level, tr("Store solution"));
    updateView();
}

VerifyPanel::Proof VerifyPanel::proof() const
{
    if (isRunning())
        return Proof::Running;
    // Results are cleared when the puzzle changes, so they are of the puzzle as it is.
    if (!hasResult_ || result_.cancelled)
        return Proof::NotVerified;
    if (result_.count == 0)
        return Proof::Unsolvable;
    if (result_.count > 1 || !result_.complete)
        return Proof::NotUnique;
    if (document_->level().solution && document_->solutionFails())
        return Proof::StoredFails;
    if (!tightness_)
        return tightnessJob_->isRunning() ? Proof::CheckingPieces : Proof::NotVerified;
    switch (tightness_->tightness.status) {
    case ff::Tightness::Status::Tight:
        return Proof::Proven;
    case ff::Tightness::Status::NotTight:
        return Proof::NotTight;
    case ff::Tightness::Status::TooManyPieces:
        return Proof::TooManyPieces;
    case ff::Tightness::Status::Fails:
        break;
    }
    return Proof::NotVerified;
}

void VerifyPanel::makeUnique()
{
    if (isRunning() || !hasResult_ || result_.count < 2 || shown_ < 0)
        return;
    const ff::Level& level = document_->level();
    intendedStored_ = level.solution.has_value();
    intendedIndex_ = shown_;
    intended_ = intendedStored_ ? *level.solution : result_.solutions[static_cast<std::size_t>(shown_)];
    clearProposals();
    progress_->setValue(0);
    proposer_->start(
        [level, intended = intended_](std::stop_token stop, const ui::BackgroundJob::Progress& progress) {
            ff::UniquenessOptions options;
            options.stopToken = std::move(stop);
            options.progress = progress;
            return ff::proposeUniqueness(level, intended, options);
        },
        [this](const ff::UniquenessResult& result) { finishProposals(result); });
    updateView();
    emit previewChanged();
}

void VerifyPanel::finishProposals(const ff::UniquenessResult& result)
{
    hasProposals_ = true;
    proposals_ = result;
    selected_ = -1;
    {
        const QSignalBlocker block(proposalList_);
        proposalList_->clear();
        for (const ff::UniquenessProposal& p : proposals_.proposals)
            proposalList_->addItem(proposalText(p));
    }
    updateView();
    if (!proposals_.proposals.empty())
        selectProposal(0);
    emit answered();
}

QString VerifyPanel::noChangeText(bool stored, int shown)
{
    const QString byHand = tr("By hand: step through the solutions with ◀ ▶ and put a stone on a cell that "
                              "only the others use, mark a smaller placement zone, or give one piece fewer; "
                              "then verify again.");
    return (stored ? tr("No change found that keeps the stored solution and removes every other one.")
                   : tr("No change found that keeps solution %1 and removes every other one. Try Make It "
                        "Unique with another solution shown.")
                         .arg(shown)) +
           QLatin1Char(' ') + byHand;
}

QString VerifyPanel::proposalText(const ff::UniquenessProposal& p) const
{
    const auto others = static_cast<int>(proposals_.solutionsBefore - 1);
    const QString removes = !proposals_.complete ? tr("removes at least %1 other solutions").arg(others)
                            : others == 1        ? tr("removes 1 other solution")
                                                 : tr("removes %1 other solutions").arg(others);
    QStringList cells;
    for (ff::Cell c : p.cells)
        cells << ui::cellName(c);
    switch (p.kind) {
    case ff::UniquenessProposal::Kind::Stones:
        return (p.cells.size() == 1 ? tr("Stone on %1 — %2") : tr("Stones on %1 — %2"))
            .arg(cells.join(QStringLiteral(", ")), removes);
    case ff::UniquenessProposal::Kind::Zone:
        return tr("Placement zone: %1 cells — %2")
            .arg(static_cast<int>(p.level.allowed ? p.level.allowed->size() : 0))
            .arg(removes);
    case ff::UniquenessProposal::Kind::FewerPieces:
        return tr("One %1 fewer to place (not on %2) — %3")
            .arg(ui::EngineText::pieceName(p.from.kind, p.from.side), cells.join(QString()), removes);
    case ff::UniquenessProposal::Kind::SwapPiece:
        return tr("On %1: %2 instead of %3 — %4")
            .arg(cells.join(QString()), ui::EngineText::pieceName(p.to.kind, p.to.side),
                 ui::EngineText::pieceName(p.from.kind, p.from.side), removes);
    }
    return {};
}

void VerifyPanel::selectProposal(int index)
{
    if (index >= static_cast<int>(proposals_.proposals.size()) || index == selected_)
        return;
    selected_ = std::max(index, -1);
    if (proposalList_->currentRow() != selected_)
        proposalList_->setCurrentRow(selected_);
    updateView();
    emit previewChanged();
}

void VerifyPanel::applyProposal()
{
    if (selected_ < 0)
        return;
    const ff::Level level = proposals_.proposals[static_cast<std::size_t>(selected_)].level;
    document_->edit(level, tr("Make it unique"));
    verify();
}

std::optional<ff::Level> VerifyPanel::previewLevel() const
{
    if (selected_ < 0)
        return std::nullopt;
    return proposals_.proposals[static_cast<std::size_t>(selected_)].level;
}

std::vector<ff::Cell> VerifyPanel::changedCells() const
{
    if (selected_ < 0)
        return {};
    return proposals_.proposals[static_cast<std::size_t>(selected_)].cells;
}

void VerifyPanel::updateView()
{
    const bool running = isRunning();
    verify_->setEnabled(!running);
    cancel_->setEnabled(running);
    progress_->setVisible(running);
    const std::size_t n = result_.solutions.size();
    QString text;
    if (proposer_->isRunning()) {
        text = tr("Looking for changes that make the level unique…");
    } else if (running) {
        text = tr("Searching every placement…");
    } else if (!message_.isEmpty()) {
        text = message_;
    } else if (hasResult_ && result_.cancelled) {
        text = tr("Cancelled after %1 s.").arg(result_.seconds, 0, 'f', 2);
    } else if (hasResult_) {
        const QString time = tr("%1 s").arg(result_.seconds, 0, 'f', 2);
        if (result_.count == 0)
            text = tr("<b>Not solvable.</b> No placement of the inventory makes the monster win (%1).")
                       .arg(time);
        else if (result_.count == 1 && result_.complete &&
                 document_->level().solution == result_.solutions[0])
            text = tr("<b>Solvable and unique.</b> Exactly one solution (%1), and it is the level's stored "
                      "solution.")
                       .arg(time);
        else if (result_.count == 1 && result_.complete)
            text = tr("<b>Solvable and unique.</b> Exactly one solution (%1).").arg(time);
        else if (result_.complete)
            text = tr("<b>Solvable, not unique:</b> %1 solutions (%2). Step through them with ◀ ▶. To rule "
                      "out one you did not intend, put a piece on a cell it uses, or leave that cell out of "
                      "the placement zone, and verify again.")
                       .arg(result_.count)
                       .arg(time);
        else
            text =
                tr("<b>Solvable, not unique:</b> at least %1 solutions (%2). Narrow the choices down: mark a "
                   "small placement zone, or give fewer pieces, and verify again.")
                    .arg(result_.count)
                    .arg(time);
    } else {
        text = tr("Verify searches every placement of the inventory: solvable? unique?");
    }
    if (hasProblem(ff::publicationProblems(document_->level()), "untitled"))
        text += QStringLiteral("<br>") +
                tr("<b>No title of its own:</b> a level is published only with a title of its own in every "
                   "language it has, not a blank one or the title of a new level. Set it under Level.");
    summary_->setText(text);
    const bool nav = !running && n > 0;
    prev_->setVisible(nav);
    next_->setVisible(nav);
    which_->setVisible(nav);
    prev_->setEnabled(shown_ > 0);
    next_->setEnabled(shown_ >= 0 && static_cast<std::size_t>(shown_) + 1 < n);
    which_->setText(result_.complete ? tr("Solution %1 of %2").arg(shown_ + 1).arg(n)
                                     : tr("Solution %1 of the first %2").arg(shown_ + 1).arg(n));
    store_->setVisible(nav);
    const bool stored =
        shown_ >= 0 && document_->level().solution == result_.solutions[static_cast<std::size_t>(shown_)];
    store_->setEnabled(!stored);
    store_->setText(stored ? tr("Stored as the Level's Solution") : tr("Store as the Level's Solution"));
    QStringList diffs;
    if (n > 1) {
        for (const ff::Placement& p : differences())
            diffs << tr("%1 on %2").arg(ui::EngineText::pieceName(p.kind, p.side), ui::cellName(p.at));
    }
    diff_->setVisible(nav && n > 1);
    diff_->setText(diffs.isEmpty()
                       ? QString()
                       : tr("Shown on the board, ringed in red where it differs from the others: %1")
                             .arg(diffs.join(", ")));

    const bool solutionBlocks = !running && document_->onlySolutionProblems();
    dropVerify_->setVisible(solutionBlocks);
    gradeLabel_->setVisible(!running && grade_.has_value());
    gradeLabel_->setText(gradeText());
    useGrade_->setVisible(!running && grade_.has_value());
    useGrade_->setEnabled(grade_.has_value() && document_->level().difficulty != grade_);

    const QString tight = tightnessText();
    tight_->setVisible(!running && !tight.isEmpty());
    tight_->setText(tight);

    unique_->setVisible(nav && n > 1);
    QString note;
    if (hasProposals_) {
        using Status = ff::UniquenessResult::Status;
        const QString kept = intendedStored_ ? tr("the stored solution")
                                             : tr("solution %1 (not stored yet)").arg(intendedIndex_ + 1);
        switch (proposals_.status) {
        case Status::Proposed:
            note = proposals_.proposals.empty()
                       ? noChangeText(intendedStored_, intendedIndex_ + 1)
                       : tr("Each change keeps %1 and removes every other one. Select one to see it on the "
                            "board (ringed in blue); Apply makes it.")
                             .arg(kept);
            break;
        case Status::AlreadyUnique:
            note = tr("The level is unique already.");
            break;
        case Status::IntendedFails:
            note = tr("The stored solution does not solve the level: store the one you intend first.");
            break;
        case Status::Cancelled:
            note = tr("Cancelled.");
            break;
        }
    }
    proposalNote_->setVisible(!running && !note.isEmpty());
    proposalNote_->setText(note);
    const bool list = !running && hasProposals_ && !proposals_.proposals.empty();
    proposalList_->setVisible(list);
    apply_->setVisible(list);
    apply_->setEnabled(selected_ >= 0);
    emit proofChanged();
}

} // namespace ff::editor
