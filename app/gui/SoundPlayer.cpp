#include "app/gui/SoundPlayer.h"

#include "engine/rules/Arena.h"

#include <QAudioDevice>
#include <QDataStream>
#include <QFile>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace ff::app {

namespace {

constexpr int kRate = 22050;

// One tone of a sound: frequency (Hz), length (s), loudness (0..1).
struct Tone {
    double hz;
    double seconds;
    double loudness;
};

// 16-bit mono PCM samples of `tones` one after the other, each fading in and out.
std::vector<qint16> samplesOf(const std::vector<Tone>& tones)
{
    std::vector<qint16> samples;
    for (const Tone& t : tones) {
        const int n = static_cast<int>(t.seconds * kRate);
        for (int i = 0; i < n; ++i) {
            const double fade = std::min({1.0, i / (0.005 * kRate), (n - i) / (0.3 * n)});
            const double v = std::sin(2 * std::numbers::pi * t.hz * i / kRate) * t.loudness * fade;
            samples.push_back(static_cast<qint16>(v * 32767 * 0.6));
        }
    }
    return samples;
}

std::vector<Tone> tonesOf(SoundPlayer::Sound sound)
{
    switch (sound) {
    case SoundPlayer::Step: // a soft tick
        return {{660, 0.03, 0.25}};
    case SoundPlayer::Push: // a low thud
        return {{196, 0.09, 0.6}};
    case SoundPlayer::Bite: // down
        return {{330, 0.06, 0.7}, {165, 0.12, 0.7}};
    case SoundPlayer::Win: // up
        return {{523, 0.12, 0.6}, {659, 0.12, 0.6}, {784, 0.28, 0.6}};
    case SoundPlayer::SoundCount:
        break;
    }
    return {};
}

bool writeWav(const QString& path, const std::vector<qint16>& samples)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    QDataStream out(&file);
    out.setByteOrder(QDataStream::LittleEndian);
    const auto bytes = static_cast<quint32>(samples.size() * sizeof(qint16));
    out.writeRawData("RIFF", 4);
    out << quint32(36 + bytes);
    out.writeRawData("WAVEfmt ", 8);
    out << quint32(16) << quint16(1) << quint16(1) << quint32(kRate) << quint32(kRate * 2) << quint16(2)
        << quint16(16);
    out.writeRawData("data", 4);
    out << bytes;
    for (const qint16 s : samples)
        out << s;
    return out.status() == QDataStream::Ok;
}

} // namespace

SoundPlayer::SoundPlayer(QObject* parent) : QObject(parent)
{
    setObjectName(QStringLiteral("soundPlayer"));
}

void SoundPlayer::setVolume(int percent)
{
    volume_ = std::clamp(percent, 0, 100);
    for (QSoundEffect* effect : effects_) {
        if (effect)
            effect->setVolume(static_cast<float>(volume_) / 100.0f);
    }
}

void SoundPlayer::play(Sound sound)
{
    if (volume_ == 0 || sound < 0 || sound >= SoundCount)
        return;
    ++played_[sound];
    // Without an audio output (a server, a test) there is nothing to hear.
    if (QMediaDevices::audioOutputs().isEmpty())
        return;
    if (!effects_[sound]) {
        const QString path = dir_.filePath(QStringLiteral("sound-%1.wav").arg(sound));
        if (!dir_.isValid() || !writeWav(path, samplesOf(tonesOf(sound))))
            return;
        effects_[sound] = new QSoundEffect(this);
        effects_[sound]->setSource(QUrl::fromLocalFile(path));
        effects_[sound]->setVolume(static_cast<float>(volume_) / 100.0f);
    }
    effects_[sound]->play();
}

SoundPlayer::Sound SoundPlayer::soundForEvent(int eventType)
{
    using Type = ff::Event::Type;
    switch (static_cast<Type>(eventType)) {
    case Type::Move:
    case Type::Teleport:
        return Step;
    case Type::Push:
    case Type::ObjectSlide:
        return Push;
    case Type::Eat:
    case Type::Crush:
        return Bite;
    default:
        return SoundCount;
    }
}

} // namespace ff::app
