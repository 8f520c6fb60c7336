#!/usr/bin/env bash
# The engine's folders use only the ones below them (docs/ARCHITECTURE.md):
# engine/rules includes nothing of engine/files or engine/search, engine/files
# nothing of engine/search; no engine file includes a Qt header; every engine
# source lies in one of the three folders. hubapi/ (the hub's API as types) uses
# the engine and no Qt either, nor does picture/ (the board as SVG and PNG), which
# uses the engine only. words/ (names both Qt front ends translate) uses the engine
# and Qt Core only. online/ uses neither the board nor the editor nor
# the app (Qt Widgets stay out of it: ff_online does not link them), and no widget
# includes nlohmann/json: the app and the editor get typed messages from online/.
# Prints each breach (FILE:LINE: include) and exits 1 when there is any.
#
# Usage: check-layers.sh REPOSITORY_ROOT
set -uo pipefail
cd "${1:?usage: check-layers.sh REPOSITORY_ROOT}" || exit 2

status=0
breach() {
    echo "$1"
    status=1
}
while IFS= read -r line; do
    breach "$line: engine/rules may use only itself"
done < <(grep -rnE '#include "engine/(files|search)/' engine/rules)
while IFS= read -r line; do
    breach "$line: engine/files may use only itself and engine/rules"
done < <(grep -rnE '#include "engine/search/' engine/files)
while IFS= read -r line; do
    breach "$line: the engine has no Qt"
done < <(grep -rnE '#include <Q' engine)
while IFS= read -r line; do
    breach "$line: hubapi has no Qt"
done < <(grep -rnE '#include <Q' hubapi)
while IFS= read -r line; do
    breach "$line: picture has no Qt"
done < <(grep -rnE '#include <Q' picture)
while IFS= read -r line; do
    breach "$line: picture uses the engine only"
done < <(grep -rnE '#include "(hubapi|board|editor|online|app|hub)/' picture)
while IFS= read -r line; do
    breach "$line: words/ uses the engine and Qt Core's <QtGlobal>, <QString> and <QCoreApplication> only"
done < <(grep -rnE '#include ("(hubapi|picture|board|editor|online|app|hub)/|<Q)' words |
    grep -vE '#include <(QtGlobal|QString|QCoreApplication)>')
while IFS= read -r line; do
    breach "$line: online/ uses the engine, hubapi and Qt Core and Network only"
done < <(grep -rnE '#include "(board|editor|app)/' online)
while IFS= read -r line; do
    breach "$line: widgets read the hub's answers through online/, not as JSON"
done < <(grep -rnE '#include <nlohmann/' board editor app/gui)
for f in engine/*.h engine/*.cpp; do
    [ -e "$f" ] && breach "$f: not in engine/rules, engine/files or engine/search"
done
exit $status
