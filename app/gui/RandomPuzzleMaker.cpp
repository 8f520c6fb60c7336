#include "app/gui/RandomPuzzleMaker.h"

#include "board/BackgroundJob.h"

#include <algorithm>
#include <iterator>
#include <random>
#include <utility>

namespace ff::app {

namespace {
constexpr int kTickMs = 100;
constexpr std::uint64_t kSeedMask = (std::uint64_t{1} << 63) - 1;
} // namespace

RandomPuzzleMaker::RandomPuzzleMaker(QObject* parent) : QObject(parent), job_(new ff::ui::BackgroundJob(this))
{
    ticker_.setInterval(kTickMs);
    connect(&ticker_, &QTimer::timeout, this, &RandomPuzzleMaker::reportProgress);
}

RandomPuzzleMaker::~RandomPuzzleMaker() = default;

std::size_t RandomPuzzleMaker::mechanicIndex(ff::Mechanic m)
{
    return static_cast<std::size_t>(std::find(kMechanics.begin(), kMechanics.end(), m) - kMechanics.begin());
}

QString RandomPuzzleMaker::mechanicTitle(ff::Mechanic m)
{
    static const char* const kTitles[] = {QT_TR_NOOP("Pushing"),  QT_TR_NOOP("Teleporters"),
                                          QT_TR_NOOP("Crystals"), QT_TR_NOOP("Turning stones"),
                                          QT_TR_NOOP("Blood"),    QT_TR_NOOP("Wall crossing")};
    static_assert(std::size(kTitles) == kMechanics.size());
    const std::size_t i = mechanicIndex(m);
    return i < kMechanics.size() ? tr(kTitles[i]) : QString();
}

QString RandomPuzzleMaker::mechanicKey(ff::Mechanic m)
{
    static const char* const kKeys[] = {"pushing",        "teleporters", "crystals",
                                        "turning-stones", "blood",       "wall-crossing"};
    static_assert(std::size(kKeys) == kMechanics.size());
    const std::size_t i = mechanicIndex(m);
    return i < kMechanics.size() ? QString::fromLatin1(kKeys[i]) : QString();
}

std::optional<ff::Mechanic> RandomPuzzleMaker::mechanicFromKey(const QString& key)
{
    for (const ff::Mechanic m : kMechanics) {
        if (mechanicKey(m) == key)
            return m;
    }
    return std::nullopt;
}

ff::GeneratorOptions RandomPuzzleMaker::generatorOptions(const Choice& choice, std::uint64_t seed)
{
    static constexpr ff::Mechanic kTurns[] = {ff::Mechanic::TurnRight, ff::Mechanic::TurnLeft,
                                              ff::Mechanic::Turn180};
    ff::GeneratorOptions options;
    options.seed = seed;
    options.difficulty = choice.difficulty;
    options.board = ff::GeneratorBoard::Basic;
    for (const ff::Mechanic m : choice.mechanics)
        options.include.push_back(m == ff::Mechanic::TurnRight ? kTurns[seed % std::size(kTurns)] : m);
    return options;
}

std::uint64_t RandomPuzzleMaker::freshSeed()
{
    std::random_device device;
    const std::uint64_t high = device();
    return ((high << 32) ^ device()) & kSeedMask;
}

std::optional<std::uint64_t> RandomPuzzleMaker::seedFromText(const QString& text)
{
    bool ok = false;
    const std::uint64_t seed = text.trimmed().toULongLong(&ok, 16);
    if (!ok || seed > kSeedMask)
        return std::nullopt;
    return seed;
}

bool RandomPuzzleMaker::hasPrepared(const Choice& choice) const
{
    return prepared_ && prepared_->choice == choice;
}

void RandomPuzzleMaker::request(const Choice& choice, std::optional<std::uint64_t> seed)
{
    if (seed) {
        elapsed_.start();
        ticker_.start();
        start(choice, true, *seed);
        reportProgress();
        return;
    }
    if (hasPrepared(choice)) {
        const Made made = std::move(*prepared_);
        prepared_.reset();
        emit preparedChanged();
        deliver(made);
        return;
    }
    elapsed_.start();
    ticker_.start();
    if (job_->isRunning() && jobChoice_ == choice)
        waiting_ = true; // the preparation under way becomes the answer
    else
        start(choice, true, freshSeed());
    reportProgress();
}

void RandomPuzzleMaker::cancel()
{
    if (!waiting_)
        return;
    job_->cancel();
    waiting_ = false;
    ticker_.stop();
}

void RandomPuzzleMaker::choose(const Choice& choice)
{
    if (prepared_ && prepared_->choice != choice) {
        prepared_.reset();
        emit preparedChanged();
    }
    if (job_->isRunning() && !waiting_ && jobChoice_ != choice)
        job_->cancel();
}

void RandomPuzzleMaker::start(const Choice& choice, bool waited, std::uint64_t seed)
{
    auto attempts = std::make_shared<std::atomic<std::uint64_t>>(0);
    attempts_ = attempts;
    jobChoice_ = choice;
    waiting_ = waited;
    // A preparation leaves the other core to the player's hints and the UI.
    const unsigned threads = waited ? 0 : 1;
    job_->start(
        [options = generatorOptions(choice, seed), attempts,
         threads](std::stop_token stop, const ff::ui::BackgroundJob::Progress&) {
            ff::GeneratorControl control;
            control.maxSeconds = kMaxSeconds;
            control.threads = threads;
            control.stopToken = std::move(stop);
            control.progress = [attempts](std::uint64_t attempt) { attempts->store(attempt + 1); };
            return ff::generateLevel(options, control);
        },
        [this, choice, seed](const std::optional<ff::Level>& level) { finished(choice, seed, level); });
}

void RandomPuzzleMaker::finished(const Choice& choice, std::uint64_t seed,
                                 const std::optional<ff::Level>& level)
{
    const bool waited = std::exchange(waiting_, false);
    if (waited)
        ticker_.stop();
    if (!level) {
        if (waited)
            emit failed();
        return;
    }
    Made made{choice, seed, *level};
    if (waited) {
        deliver(made);
        return;
    }
    prepared_ = std::move(made);
    emit preparedChanged();
}

void RandomPuzzleMaker::deliver(const Made& made)
{
    emit puzzleReady(made.level, made.seed);
    prepare(made.choice);
}

void RandomPuzzleMaker::prepare(const Choice& choice)
{
    if (hasPrepared(choice) || (job_->isRunning() && jobChoice_ == choice))
        return;
    start(choice, false, freshSeed());
}

void RandomPuzzleMaker::reportProgress()
{
    emit progressed(attempts_ ? attempts_->load() : 0, static_cast<double>(elapsed_.elapsed()) / 1000.0);
}

} // namespace ff::app
