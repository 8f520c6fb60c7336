#!/usr/bin/env bash
# The hub's web pages in a real browser, as a person would meet them: starts
# furunkulus-server on 127.0.0.1 (a temporary SQLite file, the shipped weekly series,
# the clock on Wednesday of 2026-W48) with a player whose name and a community level
# whose title are hostile, and a solve of the week, then opens each page in headless
# Chromium at 360 and 1280 px wide. For each page it checks:
#  - it answers 200 as text/html, and Chromium reports no console message (a script
#    error, a load refused by the Content-Security-Policy, a resource that failed);
#  - the DOM: <html lang> set, headings in order (one h1 first, no level skipped),
#    no <script>, the hostile title shown as its text, every <img> with alt text and
#    its address answering 200 as image/svg+xml or image/png, every link (<a>,
#    <link>) answering 200, and each furunkulus: link the one the app opens;
#  - the layout, measured in Chromium on the page's DOM and stylesheet (a copy of the
#    DOM with a measuring script: the pages themselves have none): at each width no
#    element reaches past the right edge, no text is smaller than 12 px, and every
#    text's colour has a contrast of at least 4.5:1 (WCAG 2) on the background it is
#    drawn on, computed from the colours the stylesheet gives it.
# Screenshots go to SHOTS_FOLDER as web-PAGE-WIDTH.png. Every wait is bounded.
# Prints one line per finding and exits 1 when there is any; exits 77 (skipped)
# without chromium, curl or xmllint.
#
# Usage: check-pages.sh SERVER CLI LEVELS_FOLDER TEST_DATA_FOLDER SHOTS_FOLDER
set -uo pipefail

usage="usage: check-pages.sh SERVER CLI LEVELS_FOLDER TEST_DATA_FOLDER SHOTS_FOLDER"
server=${1:?$usage}
cli=${2:?$usage}
levels=${3:?$usage}
data=${4:?$usage}
shots=${5:?$usage}
for tool in chromium curl xmllint; do
    command -v "$tool" >/dev/null 2>&1 || { echo "$tool is not installed"; exit 77; }
done
mkdir -p "$shots"
tmp=$(mktemp -d)
hub_pid=
cleanup() {
    [ -n "$hub_pid" ] && kill "$hub_pid" 2>/dev/null && wait "$hub_pid" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
# Chromium's and curl's files stay in the temporary folder.
export HOME=$tmp/home XDG_CONFIG_HOME=$tmp/home/.config XDG_CACHE_HOME=$tmp/home/.cache
mkdir -p "$HOME"

findings=0
finding() {
    echo "$1"
    findings=$((findings + 1))
}

# ---- the hub, with a week released, a solve of it and a hostile community level ----
export FURUNKULUS_HUB_NOW=2026-11-25T12:00:00Z
week=2026-W48
if ! timeout 60 "$server" schedule "$levels/weekly" --db "$tmp/hub.sqlite" >"$tmp/schedule.log" 2>&1; then
    cat "$tmp/schedule.log"
    exit 1
fi
"$server" serve --db "$tmp/hub.sqlite" --listen 127.0.0.1:0 --weeks-ahead 0 >"$tmp/hub.out" 2>"$tmp/hub.err" &
hub_pid=$!
port=
for _ in $(seq 100); do
    port=$(grep -o 'listening on http://127\.0\.0\.1:[0-9]*' "$tmp/hub.out" | grep -o '[0-9]*$')
    [ -n "$port" ] && break
    sleep 0.1
done
if [ -z "$port" ]; then
    echo "the hub did not start:"
    cat "$tmp/hub.err"
    exit 1
fi
hub=http://127.0.0.1:$port

# curl bounded; -s quiet. `call METHOD PATH [BODY [TOKEN]]` prints the answer's body.
call() {
    local auth=()
    [ -n "${4:-}" ] && auth=(-H "Authorization: Bearer $4")
    curl -s --max-time 30 -X "$1" "${auth[@]}" -H 'Content-Type: application/json' --data-binary "${3:-}" "$hub$2"
}
name='<b>Ada</b> "&'"'"
token=$(call POST /api/v1/players "{\"name\": \"${name//\"/\\\"}\"}" | grep -o '"token": *"[0-9a-f]*"' | grep -o '[0-9a-f]\{64\}')
[ -n "$token" ] || { echo "registering a player failed"; exit 1; }
# A solve of the week: its stored solution as the placement.
placement=$(sed -n '/"solution": \[/,/^  \]/p' "$levels/weekly/${week,,}.ffl.json" | tr -d '\n' |
    sed 's/^ *"solution":/{"placement":/; s/$/}/')
call POST "/api/v1/weeks/$week/submissions" "$placement" "$token" | grep -q '"solved": *true' ||
    finding "the week's solution was not taken as a solve"
# The title: markup, quotes, a right-to-left override and a word longer than a phone
# is wide.
title='<script>alert(1)</script> "><img src=x onerror=alert(2)> ‮Corner '$(printf 'W%.0s' $(seq 90))
sed "s|\"title\": \"Round the corner\"|\"title\": \"${title//\"/\\\\\"}\"|" "$data/hub/corner.ffl.json" >"$tmp/hostile.ffl.json"
slug=$(call POST /api/v1/levels "$(cat "$tmp/hostile.ffl.json")" "$token" | grep -o '"slug": *"[0-9a-f]*"' |
    grep -o '[0-9a-f]\{12\}' | head -n 1)
[ -n "$slug" ] || { echo "publishing the level failed"; exit 1; }

# ---- Chromium ----
# Headless, without the sandbox (CI runs as root), a throwaway profile per run.
browse() {
    local profile
    profile=$(mktemp -d "$tmp/profile.XXXXXX")
    timeout 60 chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --disable-extensions \
        --user-data-dir="$profile" --hide-scrollbars --virtual-time-budget=5000 "$@"
}

# The script that measures a page's layout, run on a copy of its DOM in a frame; it
# sends one line per measure to the frame's window.
measure='<script>
window.addEventListener("load", () => {
  const lines = [];
  const width = document.documentElement.clientWidth;
  lines.push("scroll " + document.documentElement.scrollWidth + " " + width);
  const rgba = (text) => (text.match(/[\d.]+/g) || [0, 0, 0, 0]).map(Number).concat([1]).slice(0, 4);
  const lum = (c) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
  };
  const over = (top, under) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat([1]);
  const background = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    return layers.reverse().reduce((under, top) => over(top, under), [255, 255, 255, 1]);
  };
  const name = (el) => el.tagName.toLowerCase() + (el.className ? "." + String(el.className).split(" ").join(".") : "");
  for (const el of document.body.querySelectorAll("*")) {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (box.width === 0 || style.visibility === "hidden") continue;
    if (box.right > width + 0.5) lines.push("overflow " + name(el) + " " + Math.round(box.right));
    const texts = [...el.childNodes].filter((n) => n.nodeType === 3 && n.textContent.trim() !== "");
    if (texts.length === 0) continue;
    for (const node of texts) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const right = range.getBoundingClientRect().right;
      if (right > width + 0.5) lines.push("overflow text of " + name(el) + " " + Math.round(right));
    }
    const size = parseFloat(style.fontSize);
    if (size < 12) lines.push("small " + name(el) + " " + size);
    const bg = background(el);
    const fg = over(rgba(style.color), bg);
    const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
    const ratio = (hi + 0.05) / (lo + 0.05);
    lines.push("contrast " + ratio.toFixed(2) + " " + name(el) + " " + style.color + " on " + bg.slice(0, 3).join(","));
  }
  parent.postMessage(lines.join("\n"), "*");
});
</script>'
# The window around the copy: a frame of the width measured (Chromium's headless
# window is at least 500 px wide; the screenshot's is as asked), which gets the lines.
frame() {
    cat <<EOF
<!DOCTYPE html><html><body style="margin: 0">
<iframe src="$1" style="border: 0; width: ${2}px; height: ${3}px"></iframe><pre id="ff-check"></pre>
<script>addEventListener("message", (e) => { document.getElementById("ff-check").textContent = e.data; });</script>
</body></html>
EOF
}

xpath() {
    xmllint --html --xpath "$1" "$2" 2>/dev/null
}

# An address on the page, made absolute against the page's.
absolute() {
    case "$1" in
    http://* | https://*) echo "$1" ;;
    /*) echo "$hub$1" ;;
    *) echo "${2%/*}/$1" ;;
    esac
}

# status and content type of an address: "200 text/css"
fetch_kind() {
    curl -s -o /dev/null --max-time 30 -w '%{http_code} %{content_type}' "$1"
}

# A cell's name as the pictures write it: column letter, row number ("d1").
cell_name() {
    printf "\\$(printf '%03o' $((97 + $1)))$(($2 + 1))"
}

# What a level file puts on the board: "KIND SIDE CELL" per piece ("-" for no side)
# and the monster, sorted.
level_pieces() {
    {
        sed -n '/^  "pieces": \[/,/^  \]/p' "$1" |
            grep -o '"kind": "[a-z-]*"\(, "side": "[a-z]*"\)\?, "at": \[[0-9]*, [0-9]*\]' |
            sed 's/"kind": "\([a-z-]*\)"\(, "side": "\([a-z]*\)"\)\?, "at": \[\([0-9]*\), \([0-9]*\)\]/\1 \3 \4 \5/' |
            while read -r kind side x y; do
                [ -n "$y" ] || { y=$x; x=$side; side=-; }
                echo "$kind $side $(cell_name "$x" "$y")"
            done
        grep -o '"monster": {"at": \[[0-9]*, [0-9]*\]' "$1" | grep -o '[0-9]*, [0-9]*' | tr -d , |
            { read -r x y && echo "monster - $(cell_name "$x" "$y")"; }
    } | sort
}

# What an SVG picture draws of those kinds, in the same form.
picture_pieces() {
    local kinds=$2
    grep -o '<g data-kind="[a-z-]*" data-cell="[a-z]*[0-9]*"\( data-side="[a-z]*"\)\?\( data-placed="true"\)\?' "$1" |
        sed 's/<g data-kind="\([a-z-]*\)" data-cell="\([a-z0-9]*\)"\( data-side="\([a-z]*\)"\)\?\(.*\)/\1 \4 \2\5/' |
        while read -r kind a b; do
            if [ -n "$b" ]; then echo "$kind $a $b"; else echo "$kind - $a"; fi
        done | grep -E "^($kinds) " | sort
}

# check_picture PAGE SRC: the picture answers 200 as SVG or PNG; an SVG of a known
# level (this week's, the community level's) draws that level's pieces and monster
# on their cells, and nothing placed.
check_picture() {
    local page=$1 address=$2 file=$tmp/picture.svg kind level expected kinds
    kind=$(curl -s -o "$file" --max-time 30 -w '%{http_code} %{content_type}' "$address")
    [[ $kind == "200 image/svg+xml"* || $kind == "200 image/png"* ]] || {
        finding "$page: picture $address answers $kind"
        return
    }
    [[ $kind == *svg* ]] || return
    case "$address" in
    "$hub/weeks/$week/"*) level=$levels/weekly/${week,,}.ffl.json ;;
    "$hub/levels/$slug/"*) level=$tmp/hostile.ffl.json ;;
    *)
        finding "$page: picture $address of no level the test knows"
        return
        ;;
    esac
    expected=$(level_pieces "$level")
    kinds=$(echo "$expected" | cut -d' ' -f1 | sort -u | paste -sd'|')
    [ "$(picture_pieces "$file" "$kinds")" = "$expected" ] || {
        finding "$page: picture $address does not draw the pieces of ${level##*/}:"
        diff <(echo "$expected") <(picture_pieces "$file" "$kinds") | sed 's/^/    /'
    }
    pictures=$((pictures + 1))
}

# check_page NAME PATH [FURUNKULUS_LINK...]: the checks above for one page; the links
# are the furunkulus: links the page must give, and the only ones it may.
check_page() {
    local page=$1 url=$hub$2
    local want_links=("${@:3}")
    local dom="$tmp/$page.html"
    local kind
    kind=$(fetch_kind "$url")
    [[ $kind == "200 text/html"* ]] || finding "$page: $url answers $kind, not 200 text/html"
    browse --enable-logging=stderr --v=0 --dump-dom "$url" >"$dom" 2>"$tmp/$page.log"
    [ -s "$dom" ] || { finding "$page: Chromium gave no DOM"; return; }
    grep -E 'CONSOLE|Uncaught|Refused to|Failed to load' "$tmp/$page.log" | while IFS= read -r line; do
        echo "$page: console: $line"
    done
    grep -qE 'CONSOLE|Uncaught|Refused to|Failed to load' "$tmp/$page.log" && finding "$page: console messages (above)"

    [ -n "$(xpath 'string(/html/@lang)' "$dom")" ] || finding "$page: <html> has no lang"
    local headings previous=0 level
    headings=$(xpath '//h1|//h2|//h3|//h4|//h5|//h6' "$dom" | grep -o '<h[1-6]' | tr -dc '1-6\n')
    [ "$(echo "$headings" | grep -c '^1$')" = 1 ] || finding "$page: not exactly one h1"
    for level in $headings; do
        [ "$level" -le $((previous + 1)) ] || finding "$page: h$level after h$previous"
        previous=$level
    done
    [ "$(echo "$headings" | head -n 1)" = 1 ] || finding "$page: the first heading is no h1"
    [ "$(xpath 'count(//script)' "$dom")" = 0 ] || finding "$page: a <script> element in the page"
    [ "$(xpath 'count(//*[@onerror])' "$dom")" = 0 ] || finding "$page: an element with onerror"
    [ "$(xpath 'count(//img[not(normalize-space(@alt))])' "$dom")" = 0 ] || finding "$page: an <img> without alt text"

    local src href pictures=0
    [ "$(xpath 'count(//img)' "$dom")" -gt 0 ] || finding "$page: no picture"
    while IFS= read -r src; do
        [ -n "$src" ] && check_picture "$page" "$(absolute "$src" "$url")"
    done < <(xpath '//img/@src' "$dom" | sed 's/^ *src="\(.*\)"$/\1/')
    # The preview card's picture, a PNG at an absolute address.
    src=$(xpath 'string(//meta[@property="og:image"]/@content)' "$dom")
    kind=$(fetch_kind "$src")
    [[ $kind == "200 image/png"* ]] || finding "$page: og:image $src answers $kind"
    local links=0 given=" "
    while IFS= read -r href; do
        [ -n "$href" ] || continue
        href=${href//&amp;/&}
        case "$href" in
        furunkulus:*)
            given+="$href "
            [[ " ${want_links[*]} " == *" $href "* ]] || finding "$page: link $href, not one for this page"
            ;;
        \#*) ;;
        *)
            links=$((links + 1))
            kind=$(fetch_kind "$(absolute "$href" "$url")")
            [[ $kind == 200* ]] || finding "$page: link $href answers $kind"
            ;;
        esac
    done < <(xpath '//a/@href|//link/@href' "$dom" | sed 's/^ *href="\(.*\)"$/\1/')
    for href in "${want_links[@]}"; do
        [[ $given == *" $href "* ]] || finding "$page: no link $href"
    done

    local width height copy line ratio
    for width in 360 1280; do
        height=$((width == 360 ? 780 : 900))
        browse --screenshot="$shots/web-$page-$width.png" --window-size="$width,$height" "$url" >/dev/null 2>&1
        [ -s "$shots/web-$page-$width.png" ] || finding "$page: no screenshot at $width px"
        # The DOM with its stylesheet and pictures from the hub, and the measuring script.
        copy="$tmp/$page-copy.html"
        sed "s|<head>|<head><base href=\"$url\">|" "$dom" >"$copy"
        echo "$measure" >>"$copy"
        frame "$copy" "$width" "$height" >"$tmp/$page-$width-frame.html"
        browse --window-size=1400,1000 --dump-dom "file://$tmp/$page-$width-frame.html" \
            >"$tmp/$page-$width-measured.html" 2>/dev/null
        xpath 'string(//pre[@id="ff-check"])' "$tmp/$page-$width-measured.html" >"$tmp/$page-$width.measures"
        grep -q '^scroll ' "$tmp/$page-$width.measures" || { finding "$page at $width px: not measured"; continue; }
        while IFS= read -r line; do
            case "$line" in
            scroll\ *)
                read -r _ scrolled viewport <<<"$line"
                [ "$scrolled" -le "$viewport" ] ||
                    finding "$page at $width px: the page is $scrolled px wide in a $viewport px window"
                ;;
            overflow\ *) finding "$page at $width px: past the right edge: ${line#overflow }" ;;
            small\ *) finding "$page at $width px: text smaller than 12 px: ${line#small }" ;;
            contrast\ *)
                ratio=$(echo "$line" | cut -d' ' -f2)
                awk -v r="$ratio" 'BEGIN { exit !(r >= 4.5) }' ||
                    finding "$page at $width px: contrast $ratio below 4.5:1: ${line#contrast * }"
                ;;
            esac
        done <"$tmp/$page-$width.measures"
    done
    echo "$page: $pictures pictures of their level, $links links answering," \
        "$(grep -c '^contrast' "$tmp/$page-1280.measures" 2>/dev/null) texts measured, lowest contrast" \
        "$(cat "$tmp"/"$page"-*.measures 2>/dev/null | grep '^contrast' | sort -k2 -g | head -n 1 | cut -d' ' -f2)"
}

# The pages: the home page with this week, the week's page with its leaderboard, the
# community level's page; the week's link for the app is the share code of its level
# without the solution, as the hub gives it.
sed -e '/^  "solution": \[/,/^  \]/d' "$levels/weekly/${week,,}.ffl.json" | sed -z 's/,\n}/\n}/' >"$tmp/week.ffl.json"
code=$(timeout 60 "$cli" share encode "$tmp/week.ffl.json")
[ -n "$code" ] || { echo "furunkulus-cli share encode failed"; exit 1; }
check_page home / "furunkulus:$code"
check_page week "/weeks/$week" "furunkulus:$code"
check_page level "/levels/$slug" "furunkulus://127.0.0.1:$port/levels/$slug"
# The hostile strings shown as their text.
xpath 'string(//h1)' "$tmp/level.html" | grep -qF '<script>alert(1)</script>' ||
    finding "level: the hostile title is not shown as its text in the h1"
xpath 'string(//body)' "$tmp/week.html" | grep -qF '<b>Ada</b> "&'"'" ||
    finding "week: the hostile player name is not shown as its text on the leaderboard"

[ $findings -eq 0 ] && echo "web pages ok"
[ $findings -eq 0 ]
