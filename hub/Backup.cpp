#include "hub/Backup.h"

#include "hub/SqlWorker.h"

#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace ff::hub {

namespace {

// A Qt SQL connection of its own to a SQLite file, removed again when it goes.
class Connection {
public:
    Connection(const std::string& path, const QString& name) : name_(name)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name_);
        db.setDatabaseName(QString::fromStdString(path));
        // The hub may hold the write lock for a moment; a reader in WAL mode waits
        // only while the hub restarts its log.
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open())
            throw StoreError("cannot open " + path + ": " + db.lastError().text().toStdString());
    }
    ~Connection() { QSqlDatabase::removeDatabase(name_); }
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    // The first column of every row of `sql`, with `value` bound when given.
    QStringList column(const QString& sql, const QVariant& value = {})
    {
        QSqlDatabase db = QSqlDatabase::database(name_, false);
        QSqlQuery q(db);
        if (!q.prepare(sql))
            throw StoreError(q.lastError().text().toStdString());
        if (value.isValid())
            q.addBindValue(value);
        if (!q.exec())
            throw StoreError(q.lastError().text().toStdString());
        QStringList values;
        while (q.next())
            values << q.value(0).toString();
        return values;
    }

private:
    QString name_;
};

void flushToDisk(const std::string& path, int fd)
{
    if (::fsync(fd) != 0)
        throw StoreError("cannot write " + path + ": " + std::strerror(errno));
    const std::string folder = QFileInfo(QString::fromStdString(path)).absolutePath().toStdString();
    const int dirFd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
}

} // namespace

void backupSqlite(const std::string& database, const std::string& target)
{
    // Opening a missing file would create an empty database.
    if (!QFileInfo(QString::fromStdString(database)).isFile())
        throw StoreError("no database " + database);
    // O_EXCL: never overwrites, also against a file made between a check and the copy.
    // VACUUM INTO writes into an empty file.
    const int fd = ::open(target.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        if (errno == EEXIST)
            throw StoreError(target + " exists already; a backup never overwrites a file");
        throw StoreError("cannot create " + target + ": " + std::strerror(errno));
    }
    try {
        {
            Connection source(database, QStringLiteral("backup-source"));
            if (source
                    .column(QStringLiteral("SELECT name FROM sqlite_master WHERE name = 'schema_migrations'"))
                    .isEmpty())
                throw StoreError(database + " is not a hub's database");
            source.column(QStringLiteral("VACUUM INTO ?"), QString::fromStdString(target));
        }
        flushToDisk(target, fd);
        {
            Connection copy(target, QStringLiteral("backup-copy"));
            const QStringList check = copy.column(QStringLiteral("PRAGMA integrity_check"));
            if (check != QStringList{QStringLiteral("ok")})
                throw StoreError("the copy fails PRAGMA integrity_check: " + check.join(' ').toStdString());
        }
        ::close(fd);
    } catch (...) {
        ::close(fd);
        ::unlink(target.c_str());
        throw;
    }
}

} // namespace ff::hub
