#!/usr/bin/env bash
# Checks that the repository's documents point only at what the repository holds:
#  - every relative link of a Markdown file (README.md, docs/...) resolves to a file
#    or folder inside the repository; a link to a heading (file.md#anchor) also needs
#    that heading in the file (anchors as GitHub makes them);
#  - every repository path a Markdown file writes in backticks (`engine/rules/Arena.h`,
#    `tests/docs/`) exists;
#  - every Markdown file under docs/ that any file names (code comments, --help
#    texts: "docs/spec/rules.md") exists;
#  - no file points at the specification's source folder outside the repository or
#    cites an issue number: the repository stands alone.
# Prints one line per finding (FILE:LINE: what) and exits 1 when there is any.
# Needs bash, grep and sed; git when available (then only tracked files count).
#
# Usage: check-docs.sh REPOSITORY_ROOT
set -uo pipefail

root=${1:?usage: check-docs.sh REPOSITORY_ROOT}
cd "$root" || exit 2
if locale -a 2>/dev/null | grep -qix 'c\.utf-\?8'; then
    export LC_ALL=C.UTF-8
fi

findings=0
finding() {
    echo "$1"
    findings=$((findings + 1))
}

# The files to check: what git tracks in a checkout, else every file outside .git
# and the build folders (which .gitignore leaves out too).
files=()
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    while IFS= read -r -d '' f; do
        [ -f "$f" ] && files+=("$f")
    done < <(git ls-files -z)
else
    while IFS= read -r -d '' f; do
        files+=("${f#./}")
    done < <(find . \( -path ./.git -o -path './build*' -o -path ./.cache \) -prune -o -type f -print0)
fi
markdown=()
for f in "${files[@]}"; do
    case $f in *.md) markdown+=("$f") ;; esac
done

# `path` normalised (no ".", no "dir/.."), relative to the root; fails when it leaves
# the repository.
normalise() {
    local part out=()
    local IFS=/
    for part in $1; do
        case $part in
        '' | .) ;;
        ..)
            [ ${#out[@]} -gt 0 ] || return 1
            unset 'out[${#out[@]}-1]'
            ;;
        *) out+=("$part") ;;
        esac
    done
    echo "${out[*]}"
}

# The lines of a Markdown file with fenced code blocks blanked (line numbers stay),
# so that only prose is searched; with "nocode" inline code is removed too.
prose() {
    local line fenced=0
    while IFS= read -r line || [ -n "$line" ]; do
        if [[ $line =~ ^\ *(\`\`\`|~~~) ]]; then
            fenced=$((1 - fenced))
            line=
        elif [ $fenced -eq 1 ]; then
            line=
        elif [ "${2:-}" = nocode ]; then
            while [[ $line =~ ^([^\`]*)\`[^\`]*\`(.*)$ ]]; do
                line=${BASH_REMATCH[1]}${BASH_REMATCH[2]}
            done
        fi
        echo "$line"
    done <"$1"
}

# The anchors GitHub gives the headings of a Markdown file, one per line: the heading
# in lower case, without punctuation, spaces turned into hyphens, "-1", "-2", ...
# appended to repeats.
anchors() {
    local line heading slug
    declare -A seen=()
    while IFS= read -r line; do
        [[ $line =~ ^#{1,6}\ +(.*[^#\ ])[\ #]*$ ]] || continue
        heading=${BASH_REMATCH[1],,}
        slug=$(sed -E 's/[^[:alnum:] _-]//g; s/ /-/g' <<<"$heading")
        if [ -n "${seen[$slug]+x}" ]; then
            seen[$slug]=$((seen[$slug] + 1))
            echo "$slug-${seen[$slug]}"
        else
            seen[$slug]=0
            echo "$slug"
        fi
    done < <(prose "$1")
}

# Checks one link target written in Markdown file `md` on line `n`.
check_link() {
    local md=$1 n=$2 target=$3 path anchor resolved dir
    target=${target#<}
    target=${target%>}
    [[ $target =~ ^[A-Za-z][A-Za-z0-9+.-]*: || $target == //* ]] && return # a URL
    path=${target%%#*}
    anchor=
    [[ $target == *#* ]] && anchor=${target#*#}
    path=${path//%20/ }
    if [ -z "$path" ]; then
        resolved=$md
    else
        dir=$(dirname "$md")
        [ "$dir" = . ] && dir=
        if ! resolved=$(normalise "$dir/$path"); then
            finding "$md:$n: link '$target' leaves the repository"
            return
        fi
        if [ -z "$resolved" ] || [ ! -e "$resolved" ]; then
            finding "$md:$n: link '$target' points at nothing ($resolved does not exist)"
            return
        fi
    fi
    if [ -n "$anchor" ] && [[ $resolved == *.md ]] && ! anchors "$resolved" | grep -xF -- "$anchor" >/dev/null; then
        finding "$md:$n: link '$target': $resolved has no heading with the anchor #$anchor"
    fi
}

# ---- links and backticked paths in Markdown files -------------------------------
# A backticked path counts when its first folder is one of the repository's own
# top-level folders (`build/...` or `~/.local/bin` are not).
declare -A top=()
for f in "${files[@]}"; do
    [[ $f == */* ]] && top[${f%%/*}]=1
done
for md in "${markdown[@]}"; do
    while IFS=: read -r n link; do
        link=${link#](}
        link=${link%)}
        check_link "$md" "$n" "${link%% *}" # without an optional "title"
    done < <(prose "$md" nocode | grep -noE '\]\([^)]*\)')
    while IFS=: read -r n link; do
        [[ $link =~ ^\ {0,3}\[[^]]+\]:\ *([^ ]+) ]] && check_link "$md" "$n" "${BASH_REMATCH[1]}"
    done < <(prose "$md" nocode | grep -nE '^ {0,3}\[[^]]+\]:')
    while IFS=: read -r n code; do
        code=${code#\`}
        code=${code%\`}
        if [[ $code =~ ^[A-Za-z0-9_.+-]+(/[A-Za-z0-9_.+-]+)*/?$ && $code == */* ]] &&
            [ -n "${top[${code%%/*}]+x}" ] && [ ! -e "$code" ]; then
            finding "$md:$n: \`$code\` does not exist"
        fi
    done < <(prose "$md" | grep -noE '`[^`]+`')
done

# ---- documents named anywhere ---------------------------------------------------
while IFS= read -r hit; do
    file=${hit%%:*}
    rest=${hit#*:}
    n=${rest%%:*}
    doc=${rest#*:}
    doc=docs/${doc#*docs/}
    [ -e "$doc" ] || finding "$file:$n: names $doc, which does not exist"
done < <(grep -HnoIE '(^|[^A-Za-z0-9_./-])docs/[A-Za-z0-9_./-]*\.md' -- "${files[@]}")

# ---- the repository stands alone --------------------------------------------------
while IFS= read -r hit; do
    finding "$hit: points outside the repository or at an issue tracker"
done < <(grep -nIiE -- '\.\./shared|issue #?[0-9]+' "${files[@]}")

if [ $findings -gt 0 ]; then
    echo "check-docs: $findings finding(s)"
    exit 1
fi
echo "check-docs: ${#markdown[@]} Markdown files and ${#files[@]} files checked"
