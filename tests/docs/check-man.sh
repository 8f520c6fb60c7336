#!/usr/bin/env bash
# Checks that every man page the build made (packaging/man, version and date filled
# in) formats without a warning from man and groff, at 80 and at 60 columns.
# Prints the warnings and exits 1 when there is any; exits 77 (skipped) without man.
#
# Usage: check-man.sh BUILT_MAN_FOLDER
set -uo pipefail

folder=${1:?usage: check-man.sh BUILT_MAN_FOLDER}
command -v man >/dev/null 2>&1 || { echo "man is not installed"; exit 77; }
pages=("$folder"/*.[0-9])
[ -e "${pages[0]}" ] || { echo "no man pages in $folder"; exit 1; }
status=0
for page in "${pages[@]}"; do
    for width in 80 60; do
        warnings=$(MANWIDTH=$width LC_ALL=C.UTF-8 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null)
        if [ -n "$warnings" ]; then
            echo "$page at $width columns:"
            echo "$warnings"
            status=1
        fi
    done
done
[ $status -eq 0 ] && echo "man pages ok: ${#pages[@]}"
exit $status
