#!/usr/bin/env bash
# with-postgres.sh COMMAND [ARG...]: runs COMMAND against a throwaway PostgreSQL
# cluster and removes the cluster afterwards, however COMMAND ends.
#
# The cluster lives in a new temporary folder: initdb with trust authentication for
# its one role "furunkulus", its socket in that folder, listening on 127.0.0.1 on a
# free port, and an empty database "hub". COMMAND gets its URL in FF_HUB_TEST_DB
# (postgresql://furunkulus@127.0.0.1:PORT/hub) and may create more databases there.
# The exit code is COMMAND's; 77 (a skipped test for CTest) when PostgreSQL's server
# programs are not installed (Debian: postgresql); 1 when the cluster cannot start.
#
# PostgreSQL refuses to run as root: as root, the server programs run as the user
# postgres (made by Debian's postgresql-common), and the folder belongs to it.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: with-postgres.sh COMMAND [ARG...]" >&2
  exit 2
fi

# The server programs: beside initdb on the PATH, else Debian's newest.
bindir=""
for candidate in $(command -v initdb >/dev/null 2>&1 && dirname "$(readlink -f "$(command -v initdb)")") \
  $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
  if [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ] && [ -x "$candidate/createdb" ]; then
    bindir="$candidate"
    break
  fi
done
if [ -z "$bindir" ]; then
  echo "with-postgres.sh: SKIP: no PostgreSQL server programs (initdb, pg_ctl); install the Debian package postgresql" >&2
  exit 77
fi

as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "with-postgres.sh: running as root, and there is no user postgres to run PostgreSQL as" >&2
    exit 1
  fi
  as_owner=(runuser -u postgres --)
fi

if [ ${#as_owner[@]} -gt 0 ]; then
  # In /tmp, not $TMPDIR: the user postgres must reach the folder.
  dir="$(mktemp -d /tmp/furunkulus-pg-XXXXXX)"
  chown postgres: "$dir"
else
  dir="$(mktemp -d "${TMPDIR:-/tmp}/furunkulus-pg-XXXXXX")"
fi
data="$dir/data"
stop_cluster() {
  if [ -f "$data/postmaster.pid" ]; then
    "${as_owner[@]}" "$bindir/pg_ctl" -D "$data" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
}
trap stop_cluster EXIT
trap 'exit 130' INT TERM

"${as_owner[@]}" "$bindir/initdb" -D "$data" -U furunkulus --auth=trust --no-sync --encoding=UTF8 --locale=C.UTF-8 \
  >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }

# A port nobody listens on; another program may take it before the server does, so
# a failed start tries another one.
started=""
for attempt in 1 2 3 4 5; do
  port=$((20000 + RANDOM % 40000))
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    continue
  fi
  if "${as_owner[@]}" "$bindir/pg_ctl" -D "$data" -l "$dir/server.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c max_connections=50" \
    start >/dev/null 2>&1; then
    started=1
    break
  fi
done
if [ -z "$started" ]; then
  echo "with-postgres.sh: the PostgreSQL server did not start:" >&2
  cat "$dir/server.log" >&2 || true
  exit 1
fi
"${as_owner[@]}" "$bindir/createdb" -h "$dir" -p "$port" -U furunkulus hub

export FF_HUB_TEST_DB="postgresql://furunkulus@127.0.0.1:$port/hub"
echo "with-postgres.sh: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') at $FF_HUB_TEST_DB"
status=0
"$@" || status=$?
exit "$status"
