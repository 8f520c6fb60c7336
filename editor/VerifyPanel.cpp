#include "editor/VerifyPanel.h"

#include "board/CellName.h"
#include "board/EngineText.h"
#include "editor/LevelEditDocument.h"
#include "engine/Solver.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace ffui {

namespace {

// Whether the solver would see the same puzzle in both: titles, hints, the stored
// solution and other texts aside.
bool samePuzzle(const ff::Level& a, const ff::Level& b)
{
    return a.board == b.board && a.monsterAt == b.monsterAt && a.monsterFacing == b.monsterFacing &&
           a.pieces == b.pieces && a.inventory == b.inventory && a.allowed == b.allowed &&
           a.effectiveGoal() == b.effectiveGoal();
}

} // namespace

VerifyPanel::VerifyPanel(LevelEditDocument* document, QWidget* parent)
    : QWidget(parent), document_(document), verify_(new QPushButton(tr("&Verify"), this)),
      cancel_(new QPushButton(tr("Cancel"), this)), progress_(new QProgressBar(this)),
      summary_(new QLabel(this)), prev_(new QPushButton(QStringLiteral("◀"), this)), which_(new QLabel(this)),
      next_(new QPushButton(QStringLiteral("▶"), this)), diff_(new QLabel(this)),
      store_(new QPushButton(tr("Store as the Level's Solution"), this)), search_(new BackgroundJob(this))
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
    auto* nav = new QHBoxLayout;
    prev_->setToolTip(tr("Previous solution"));
    next_->setToolTip(tr("Next solution"));
    nav->addWidget(prev_);
    nav->addWidget(which_, 1, Qt::AlignCenter);
    nav->addWidget(next_);
    layout->addLayout(nav);
    diff_->setWordWrap(true);
    layout->addWidget(diff_);
    layout->addWidget(store_);
    layout->addStretch(1);

    connect(verify_, &QPushButton::clicked, this, &VerifyPanel::verify);
    connect(cancel_, &QPushButton::clicked, this, &VerifyPanel::cancel);
    connect(prev_, &QPushButton::clicked, this, [this] { showSolution(shown_ - 1); });
    connect(next_, &QPushButton::clicked, this, [this] { showSolution(shown_ + 1); });
    connect(store_, &QPushButton::clicked, this, &VerifyPanel::storeShownSolution);
    connect(search_, &BackgroundJob::progressed, this,
            [this](double fraction) { progress_->setValue(static_cast<int>(fraction * 1000)); });
    connect(document_, &LevelEditDocument::levelChanged, this, [this] {
        const bool had = isRunning() || hasResult_;
        if (had && samePuzzle(document_->level(), searched_)) {
            updateView(); // the stored solution may have changed
            return;
        }
        search_->cancel();
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
    emit previewChanged();
}

void VerifyPanel::verify()
{
    search_->cancel();
    clearResults();
    if (!document_->problems().empty()) {
        message_ = tr("Fix the problems first: only a valid level can be verified.");
        updateView();
        return;
    }
    searched_ = document_->level();
    progress_->setValue(0);
    search_->start(
        [level = searched_](std::stop_token stop, const BackgroundJob::Progress& progress) {
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
}

void VerifyPanel::finish(const ff::SolveResult& result)
{
    hasResult_ = true;
    result_ = result;
    shown_ = result_.solutions.empty() ? -1 : 0;
    message_.clear();
    updateView();
    emit previewChanged();
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
    updateView();
    emit previewChanged();
}

std::vector<ff::Placement> VerifyPanel::preview() const
{
    return shown_ < 0 ? std::vector<ff::Placement>{} : result_.solutions[static_cast<std::size_t>(shown_)];
}

std::vector<ff::Placement> VerifyPanel::differences() const
{
    std::vector<ff::Placement> out;
    for (const ff::Placement& p : preview()) {
        const bool shared =
            std::all_of(result_.solutions.begin(), result_.solutions.end(),
                        [&](const auto& s) { return std::find(s.begin(), s.end(), p) != s.end(); });
        if (!shared)
            out.push_back(p);
    }
    return out;
}

void VerifyPanel::storeShownSolution()
{
    if (shown_ < 0)
        return;
    ff::Level level = document_->level();
    level.solution = preview();
    document_->edit(level, tr("Store solution"));
    updateView();
}

void VerifyPanel::updateView()
{
    const bool running = isRunning();
    verify_->setEnabled(!running);
    cancel_->setEnabled(running);
    progress_->setVisible(running);
    const std::size_t n = result_.solutions.size();
    QString text;
    if (running) {
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
        else if (result_.count == 1 && result_.complete)
            text = tr("<b>Solvable and unique.</b> Exactly one solution (%1).").arg(time);
        else if (result_.complete)
            text = tr("<b>Solvable, not unique:</b> %1 solutions (%2). Step through them with ◀ ▶. To rule "
                      "out one you did not intend, put a piece on a cell it uses, or leave that cell out of "
                      "the Placement Zone, and verify again.")
                       .arg(result_.count)
                       .arg(time);
        else
            text =
                tr("<b>Solvable, not unique:</b> at least %1 solutions (%2). Narrow the choices down: mark a "
                   "small Placement Zone, or give fewer pieces, and verify again.")
                    .arg(result_.count)
                    .arg(time);
    } else {
        text = tr("Verify searches every placement of the inventory: solvable? unique?");
    }
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
    const bool stored = shown_ >= 0 && document_->level().solution == preview();
    store_->setEnabled(!stored);
    store_->setText(stored ? tr("Stored as the Level's Solution") : tr("Store as the Level's Solution"));
    QStringList diffs;
    if (n > 1) {
        for (const ff::Placement& p : differences())
            diffs << tr("%1 on %2").arg(EngineText::pieceName(p.kind, p.side), cellName(p.at));
    }
    diff_->setVisible(nav && n > 1);
    diff_->setText(diffs.isEmpty()
                       ? QString()
                       : tr("Shown on the board, ringed in red where it differs from the others: %1")
                             .arg(diffs.join(", ")));
}

} // namespace ffui
