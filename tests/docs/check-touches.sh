#!/usr/bin/env bash
# Checks the lists "What a change touches" in docs/ARCHITECTURE.md against the code.
# Each list sits between <!-- touches: NAME --> and <!-- /touches --> and names the
# files a change of that kind edits, as repository paths in backticks (a path ending
# in / is a folder, a path with * a new file's pattern). For every list:
#  - every named file or folder exists (a pattern's folder exists);
#  - no source file is missing: a source file (.h, .cpp under engine/, board/,
#    editor/, app/) that names every member of the change's set must be listed, as it
#    is a file a new member has to join. The sets:
#      piece-kind   every enumerator of PieceKind   (engine/rules/Catalogue.h)
#      hint-kind    any enumerator of HintKind      (board/HintKind.h)
#      cli-command  every command function NAMECommand declared in app/cli/Commands.h
#  - the list says how many source files it names ("N source files"), and that is
#    the count.
# Prints one line per finding and exits 1 when there is any.
#
# Usage: check-touches.sh REPOSITORY_ROOT
set -uo pipefail

root=${1:?usage: check-touches.sh REPOSITORY_ROOT}
cd "$root" || exit 2
doc=docs/ARCHITECTURE.md
findings=0
finding() {
    echo "$doc: $1"
    findings=$((findings + 1))
}

sources=()
while IFS= read -r f; do
    sources+=("$f")
done < <(find engine board editor app -type f \( -name '*.h' -o -name '*.cpp' \) | sort)

# The enumerators of `enum class NAME` in FILE, one a line.
enumerators() {
    sed -n "/enum class $1\\b/,/};/p" "$2" | sed -n '2,$p' | grep -oE '^\s*[A-Z][A-Za-z0-9]*' | tr -d ' \t'
}

# The source files naming every (or, with "any", at least one) of the given patterns.
naming() {
    local mode=$1 f p hit
    shift
    for f in "${sources[@]}"; do
        if [ "$mode" = every ]; then
            hit=1
            for p in "$@"; do
                grep -qE "$p" "$f" || { hit=0; break; }
            done
        else
            hit=0
            for p in "$@"; do
                grep -qE "$p" "$f" && { hit=1; break; }
            done
        fi
        [ $hit -eq 1 ] && echo "$f"
    done
}

check_list() {
    local name=$1 mode=$2
    shift 2
    local block
    block=$(sed -n "/<!-- touches: $name -->/,/<!-- \\/touches -->/p" "$doc")
    if [ -z "$block" ]; then
        finding "no list <!-- touches: $name -->"
        return
    fi
    local listed=() path count=0
    while IFS= read -r path; do
        listed+=("$path")
    done < <(grep -oE '`[a-zA-Z0-9_./*-]+`' <<<"$block" | tr -d '`' | grep '/' | sort -u)
    for path in "${listed[@]}"; do
        case $path in
        *'*'*) [ -d "$(dirname "$path")" ] || finding "$name: no folder for $path" ;;
        *) [ -e "$path" ] || finding "$name: $path does not exist" ;;
        esac
        case $path in
        engine/*.h | engine/*.cpp | board/*.h | board/*.cpp | editor/*.h | editor/*.cpp | app/*.h | app/*.cpp)
            count=$((count + 1)) ;;
        esac
    done
    local f
    while IFS= read -r f; do
        printf '%s\n' "${listed[@]}" | grep -qxF "$f" || finding "$name: $f names every member but is not listed"
    done < <(naming "$mode" "$@")
    local said
    said=$(grep -oE '[0-9]+ source files' <<<"$block" | head -1 | grep -oE '^[0-9]+')
    [ "$said" = "$count" ] || finding "$name: the list names $count source files but says ${said:-nothing}"
}

kinds=()
while IFS= read -r k; do kinds+=("PieceKind::$k\\b"); done < <(enumerators PieceKind engine/rules/Catalogue.h)
[ ${#kinds[@]} -gt 0 ] || finding "no PieceKind enumerators found in engine/rules/Catalogue.h"
check_list piece-kind every "${kinds[@]}"

hints=()
while IFS= read -r k; do hints+=("HintKind::$k\\b"); done < <(enumerators HintKind board/HintKind.h)
[ ${#hints[@]} -gt 0 ] || finding "no HintKind enumerators found in board/HintKind.h"
check_list hint-kind any "${hints[@]}"

commands=()
while IFS= read -r c; do commands+=("\\b$c\\b"); done < <(grep -oE '\b[a-z]+Command\(' app/cli/Commands.h | tr -d '(' | sort -u)
[ ${#commands[@]} -gt 0 ] || finding "no command functions found in app/cli/Commands.h"
check_list cli-command every "${commands[@]}"

[ $findings -eq 0 ] || exit 1
echo "touches: every list complete"
