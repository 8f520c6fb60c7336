// Quiet, optional sounds for the player (Qt Multimedia): a step of the monster, a
// push, a bite (a token eaten or crushed) and a win. They are short tones written as
// WAV files when first played (no sound files to ship), and play only while the
// volume is above 0; the default is 0 (AppSettings::soundVolume), so by default no
// audio device is ever opened.
#pragma once

#include <QObject>
#include <QTemporaryDir>

#include <array>

class QSoundEffect;

namespace ff::app {

class SoundPlayer : public QObject {
    Q_OBJECT
public:
    enum Sound { Step, Push, Bite, Win, SoundCount };

    explicit SoundPlayer(QObject* parent = nullptr);

    // 0 (off) to 100.
    void setVolume(int percent);
    int volume() const { return volume_; }
    // Plays `sound` unless the volume is 0.
    void play(Sound sound);
    // The sound a sub-move of a run makes (ff::Event::Type as int); SoundCount for
    // none (the monster turning, looking, being stuck).
    static Sound soundForEvent(int eventType);
    // How often play() sounded `sound` since the player was made.
    int playedCount(Sound sound) const { return played_[sound]; }

private:
    QTemporaryDir dir_;
    std::array<QSoundEffect*, SoundCount> effects_{};
    std::array<int, SoundCount> played_{};
    int volume_ = 0;
};

} // namespace ff::app
