#include "hub/Secrets.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QRandomGenerator>

namespace ff::hub {

std::string randomHex(int bytes)
{
    QByteArray data(bytes, '\0');
    QRandomGenerator::system()->generate(data.begin(), data.end());
    return data.toHex().toStdString();
}

std::string sha256Hex(const std::string& text)
{
    return QCryptographicHash::hash(QByteArray::fromStdString(text), QCryptographicHash::Sha256)
        .toHex()
        .toStdString();
}

Draw drawWinner(const std::string& secret, const std::string& week, const std::vector<std::string>& solvers)
{
    std::string text = secret + "\n" + week + "\n";
    for (const std::string& name : solvers)
        text += name + "\n";
    Draw draw;
    draw.digest = sha256Hex(text);
    if (!solvers.empty())
        draw.winner =
            static_cast<std::size_t>(std::stoull(draw.digest.substr(0, 16), nullptr, 16) % solvers.size());
    return draw;
}

} // namespace ff::hub
