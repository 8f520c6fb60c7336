// `furunkulus-server backup`: a copy of a SQLite hub taken while it serves
// (docs/server.md). A PostgreSQL hub is backed up with pg_dump instead.
#pragma once

#include <string>

namespace ff::hub {

// Writes a copy of the SQLite hub database `database` to the new file `target`.
// The copy is one consistent snapshot: SQLite's VACUUM INTO reads it in one read
// transaction, which in WAL mode neither waits for the hub's writers nor holds them up,
// and it holds every transaction committed before the backup began. The copy is on
// disk (fsync) and has passed PRAGMA integrity_check when this returns. Never
// overwrites: an existing `target` is refused. Throws StoreError (and leaves no
// `target` behind) when the source is missing or not a hub, or the copy fails.
void backupSqlite(const std::string& database, const std::string& target);

} // namespace ff::hub
