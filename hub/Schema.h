// The hub's schema: the numbered migrations that create and upgrade it, run when a
// SqlWorker opens the database. On PostgreSQL several processes may open one database
// at once: the migrations run under an advisory lock.
#pragma once

#include <string>
#include <vector>

class QSqlDatabase;

namespace ff::hub {

// One statement of a migration: one text for both databases, or one for each where
// their SQL differs (a 64-bit column is BIGINT on PostgreSQL, an id that numbers
// itself is INTEGER PRIMARY KEY on SQLite).
struct MigrationStatement {
    MigrationStatement(const char* both) : sqlite(both), postgresql(both) {}
    MigrationStatement(const char* forSqlite, const char* forPostgresql)
        : sqlite(forSqlite), postgresql(forPostgresql)
    {
    }
    std::string sqlite;
    std::string postgresql;
};

// One migration: the schema version it brings the database to, its statements, and
// then, in the same transaction, what SQL alone cannot do (on the worker's thread).
struct Migration {
    int version = 0;
    std::vector<MigrationStatement> statements;
    void (*then)(QSqlDatabase& db) = nullptr;
};
// Every migration in order; the last one's version is the schema this program needs.
const std::vector<Migration>& schemaMigrations();

// Brings the database to the newest schema (on the worker's thread, outside a call);
// throws StoreError when the database has a newer schema than this program knows.
void migrate(QSqlDatabase& db);
// The schema version of the database (in a call).
int schemaVersion(QSqlDatabase& db);

} // namespace ff::hub
