#include "app/gui/SingleApp.h"

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QLocalServer>
#include <QLocalSocket>
#include <QSettings>
#include <QStandardPaths>
#include <QStringDecoder>
#include <QTimer>
#include <QtEndian>

#include <memory>

namespace ff::app {

namespace {

constexpr char kPlay[] = "play";
constexpr char kEdit[] = "edit";
constexpr char kTaken[] = "ok";

} // namespace

QString SingleApp::socketPath(const QString& settingsFile, const QString& runtimeDir)
{
    const QByteArray hash = QCryptographicHash::hash(settingsFile.toUtf8(), QCryptographicHash::Sha256);
    return QDir(runtimeDir)
        .filePath(QStringLiteral("furunkulus-%1.socket").arg(QString::fromLatin1(hash.toHex().left(16))));
}

QString SingleApp::socketPath()
{
    return socketPath(QSettings().fileName(),
                      QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation));
}

QByteArray SingleApp::encode(const AppShell::StartRequest& request)
{
    const QByteArray payload = QByteArray(request.edit ? kEdit : kPlay) + '\n' + request.argument.toUtf8();
    QByteArray message(4, '\0');
    qToBigEndian<quint32>(quint32(payload.size()), message.data());
    return message + payload;
}

std::optional<AppShell::StartRequest> SingleApp::decode(const QByteArray& payload)
{
    const qsizetype lineEnd = payload.indexOf('\n');
    if (payload.size() > kMaxMessage || lineEnd < 0)
        return std::nullopt;
    const QByteArray mode = payload.left(lineEnd);
    if (mode != kPlay && mode != kEdit)
        return std::nullopt;
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString argument = utf8(payload.mid(lineEnd + 1));
    if (utf8.hasError())
        return std::nullopt;
    return AppShell::StartRequest{argument, mode == kEdit, false};
}

SingleApp::SingleApp(QObject* parent) : QObject(parent), server_(new QLocalServer(this))
{
    // Only the user's own processes may hand the app a level.
    server_->setSocketOptions(QLocalServer::UserAccessOption);
    connect(server_, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket* socket = server_->nextPendingConnection())
            readFrom(socket);
    });
}

SingleApp::~SingleApp() = default;

bool SingleApp::handOver(const AppShell::StartRequest& request)
{
    const QByteArray message = encode(request);
    if (message.size() > 4 + kMaxMessage)
        return false;
    const QString path = socketPath();
    QLocalSocket socket;
    socket.connectToServer(path);
    if (!socket.waitForConnected(kConnectTimeoutMs)) {
        // A socket file nobody listens on is what a crashed app left behind.
        if (socket.error() == QLocalSocket::ConnectionRefusedError)
            QLocalServer::removeServer(path);
        return false;
    }
    socket.write(message);
    const QDeadlineTimer deadline(kAnswerTimeoutMs);
    QByteArray answer;
    while (answer.size() < qsizetype(sizeof kTaken) - 1 && !deadline.hasExpired()) {
        if (!socket.bytesAvailable() && !socket.waitForReadyRead(int(deadline.remainingTime())))
            break;
        answer += socket.readAll();
    }
    answer += socket.readAll();
    return answer == kTaken;
}

bool SingleApp::listen()
{
    return server_->listen(socketPath());
}

void SingleApp::readFrom(QLocalSocket* socket)
{
    socket->setParent(this);
    connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
    // A connection that does not bring a whole message in time is dropped.
    QTimer::singleShot(kReadTimeoutMs, socket, [socket] {
        socket->abort();
        socket->deleteLater();
    });
    auto buffer = std::make_shared<QByteArray>();
    connect(socket, &QLocalSocket::readyRead, socket, [this, socket, buffer] {
        *buffer += socket->read(4 + kMaxMessage - buffer->size());
        if (buffer->size() < 4)
            return;
        const quint32 size = qFromBigEndian<quint32>(buffer->constData());
        if (size > kMaxMessage) {
            socket->abort();
            socket->deleteLater();
            return;
        }
        if (buffer->size() < 4 + qsizetype(size))
            return;
        disconnect(socket, &QLocalSocket::readyRead, nullptr, nullptr);
        const std::optional<AppShell::StartRequest> request = decode(buffer->mid(4, size));
        if (!request) {
            socket->abort();
            socket->deleteLater();
            return;
        }
        socket->write(kTaken);
        socket->disconnectFromServer();
        // Deferred: opening the level may show a message box, outside this socket's handler.
        QTimer::singleShot(0, this, [this, request = *request] { emit requested(request); });
    });
}

} // namespace ff::app
