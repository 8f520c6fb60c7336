#include "hub/Secrets.h"

#include "hubapi/Players.h"

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

std::string randomTransferCode()
{
    // 32 letters: each character takes 5 bits of the random stream, none favoured.
    static_assert(api::kTransferCodeAlphabet.size() == 32);
    std::string code;
    for (std::size_t i = 0; i < api::kTransferCodeLength; ++i) {
        if (i > 0 && i % 4 == 0)
            code += '-';
        code += api::kTransferCodeAlphabet[QRandomGenerator::system()->bounded(32u)];
    }
    return code;
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
