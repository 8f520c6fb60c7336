#!/usr/bin/env bash
# Checks the lists "What a change touches" in docs/ARCHITECTURE.md against the code.
# Each list sits between <!-- touches: NAME --> and <!-- /touches --> and names the
# files a change of that kind edits, as repository paths in backticks (a path ending
# in / is a folder, a path with * a new file's pattern). For every list:
#  - every named file or folder exists (a pattern's folder exists);
#  - no source file is missing: a source file (.h, .cpp under engine/, picture/,
#    words/, board/, editor/, app/, online/, hub/) that names every member of the
#    change's set must be listed, as it is a file a new member has to join. The sets:
#      piece-kind   every enumerator of PieceKind   (engine/rules/Catalogue.h)
#      hint-kind    any enumerator of HintKind      (board/HintKind.h)
#      cli-command  every command function NAMECommand declared in app/cli/Commands.h
#  - the list says how many source files it names ("N source files"), and that is
#    the count.
# For piece kinds, besides: every source file (.h, .cpp under engine/, picture/,
# words/, board/, editor/, app/, online/, hub/) that names an identifier of an object
# kind without a side (what a new placeable object is like: `PieceKind::Stone`, `RayEnd::`/
# `Mechanic::` of the same name, a `kStone`, the kind's name "stone" in quotes, a
# hyphenated name like turn-right anywhere) is listed, either in the touches list or
# in the list between <!-- names: piece-kind --> and <!-- /names -->: the files that
# name a kind for a purpose of their own and need no edit for a new one. The kinds
# and their names come from pieceKindInfo's rows in engine/rules/Catalogue.h.
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
done < <(find engine picture words board editor app online hub -type f \( -name '*.h' -o -name '*.cpp' \) | sort)

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
        engine/*.h | engine/*.cpp | picture/*.h | picture/*.cpp | words/*.h | words/*.cpp | board/*.h | board/*.cpp | editor/*.h | editor/*.cpp | app/*.h | app/*.cpp | online/*.h | online/*.cpp | hub/*.h | hub/*.cpp)
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

# The rows of pieceKindInfo: "ENUMERATOR NAME OBJECT CARRIES-SIDE", one a line.
rows() {
    sed -n '/constexpr PieceKindInfo pieceKindInfo/,/^}/p' engine/rules/Catalogue.h |
        sed -n 's/.*case PieceKind::\([A-Za-z0-9]*\):.*/\1/p; s/.*return {"\([^"]*\)", "[^"]*", \([a-z]*\), [a-z]*, \([a-z]*\),.*/\1 \2 \3/p' |
        paste -d' ' - -
}
named=()
while read -r enumerator name object side; do
    [ "$object" = true ] && [ "$side" = false ] || continue
    named+=("::$enumerator\\b" "\\bk$enumerator\\b" "\"$name\"")
    case $name in *-*) named+=("\\b$name\\b") ;; esac
done < <(rows)
[ ${#named[@]} -gt 0 ] || finding "no object kinds without a side found in pieceKindInfo"
listed_any=$(sed -n '/<!-- touches: piece-kind -->/,/<!-- \/touches -->/p; /<!-- names: piece-kind -->/,/<!-- \/names -->/p' "$doc" |
    grep -oE '`[a-zA-Z0-9_./*-]+`' | tr -d '`' | sort -u)
grep -q '<!-- names: piece-kind -->' "$doc" || finding "no list <!-- names: piece-kind -->"
while IFS= read -r path; do
    [ -e "$path" ] || finding "piece-kind names: $path does not exist"
done < <(sed -n '/<!-- names: piece-kind -->/,/<!-- \/names -->/p' "$doc" | grep -oE '`[a-zA-Z0-9_./*-]+`' | tr -d '`' | grep '/')
while IFS= read -r f; do
    grep -qxF "$f" <<<"$listed_any" || finding "piece-kind: $f names a kind but is in neither list"
done < <(find engine picture words board editor app online hub -type f \( -name '*.h' -o -name '*.cpp' \) | sort |
    while IFS= read -r f; do grep -qE "$(IFS='|'; echo "${named[*]}")" "$f" && echo "$f"; done)

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
