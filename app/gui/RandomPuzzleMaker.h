// Random puzzles for the player, as fresh as they like: the engine's generator
// (engine/search/Generator.h) on the basic layout (R4), at a difficulty and with the
// mechanics the player chose, from a fresh random seed each time. The generator is
// deterministic, so the seed (shown in the title) is all that makes a puzzle new.
//
// Generation runs on a BackgroundJob. request() delivers a puzzle through
// puzzleReady: at once when one for the same choice was prepared, else when the
// generator has made it (progressed() meanwhile, cancel() gives up). After every
// delivery the next puzzle of the same choice is prepared in the background on one
// solver thread, so the next request is usually instant; choose() drops a prepared
// puzzle or a preparation that no longer matches the choice. Destroying the maker
// stops its generator within the generator's 100 ms.
#pragma once

#include "engine/search/Generator.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

namespace ff::ui {
class BackgroundJob;
}

namespace ff::app {

class RandomPuzzleMaker : public QObject {
    Q_OBJECT
public:
    // The mechanics a player can ask for, in the order the page lists them: the
    // engine's mechanics, where TurnRight stands for the turning stones (the puzzle
    // asks for one of the three turns, picked by the seed).
    static constexpr std::array<ff::Mechanic, 6> kMechanics = {
        ff::Mechanic::Push,      ff::Mechanic::Teleport,     ff::Mechanic::CrystalSight,
        ff::Mechanic::TurnRight, ff::Mechanic::MonsterSlide, ff::Mechanic::WallCrossing};

    // What the player chose.
    struct Choice {
        int difficulty = 3;            // 1..5
        QList<ff::Mechanic> mechanics; // each at most once, in kMechanics' order
        bool operator==(const Choice&) const = default;
    };

    explicit RandomPuzzleMaker(QObject* parent = nullptr);
    ~RandomPuzzleMaker() override;

    // The name for the player of a mechanic of kMechanics ("Pushing", translated), and
    // its stable key for the settings ("pushing"); mechanicFromKey is the inverse.
    static QString mechanicTitle(ff::Mechanic m);
    static QString mechanicKey(ff::Mechanic m);
    static std::optional<ff::Mechanic> mechanicFromKey(const QString& key);
    // Where `m` stands in kMechanics; kMechanics.size() for a mechanic not there.
    static std::size_t mechanicIndex(ff::Mechanic m);
    // The generator's options for a choice and a seed. Turning stones ask for one
    // of the three kinds, picked by the seed.
    static ff::GeneratorOptions generatorOptions(const Choice& choice, std::uint64_t seed);
    // A fresh seed from 0 to 2^63 - 1 (the range the command line takes too).
    static std::uint64_t freshSeed();

    // Asks for a puzzle of `choice` (see above); replaces any request waited for.
    // With a seed the puzzle is made from that seed (never a prepared one), so the
    // same choice and seed give the same puzzle again.
    void request(const Choice& choice, std::optional<std::uint64_t> seed = std::nullopt);
    // A seed as ff::ui::LevelWords::seedText writes it (hexadecimal, up to 2^63 - 1); nothing otherwise.
    static std::optional<std::uint64_t> seedFromText(const QString& text);
    // Gives up the request waited for: nothing of it arrives.
    void cancel();
    // The choice on the page changed: a prepared puzzle or a preparation for another
    // choice is dropped.
    void choose(const Choice& choice);

    bool isWaiting() const { return waiting_; }
    // A puzzle of `choice` is ready, so request(choice) delivers it at once.
    bool hasPrepared(const Choice& choice) const;

    // How long the generator may look before giving up, in seconds.
    static constexpr double kMaxSeconds = 120;

signals:
    // The puzzle asked for: valid, one solution, graded at the choice's difficulty,
    // as the generator made it (its title is the generator's, which keeps its share
    // code short; ff::ui::LevelWords::title shows randomPuzzleTitle), its seed in `seed`.
    void puzzleReady(const ff::Level& level, std::uint64_t seed);
    // While a request is waited for, a few times a second: the generator's
    // attempts so far and the seconds since the request.
    void progressed(std::uint64_t attempts, double seconds);
    // The generator gave up (kMaxSeconds passed) on the request waited for.
    void failed();
    // A prepared puzzle is ready, or was taken or dropped (hasPrepared changed).
    void preparedChanged();

private:
    struct Made {
        Choice choice;
        std::uint64_t seed = 0;
        ff::Level level;
    };
    // Starts the generator for `choice` on `seed` (cancelling a running one).
    void start(const Choice& choice, bool waited, std::uint64_t seed);
    void finished(const Choice& choice, std::uint64_t seed, const std::optional<ff::Level>& level);
    void deliver(const Made& made);
    void prepare(const Choice& choice);
    void reportProgress();

    ff::ui::BackgroundJob* job_;
    Choice jobChoice_; // what the running job makes
    bool waiting_ = false;
    std::optional<Made> prepared_;
    // The running job's attempts, written by its thread.
    std::shared_ptr<std::atomic<std::uint64_t>> attempts_;
    QElapsedTimer elapsed_;
    QTimer ticker_;
};

} // namespace ff::app
