#!/bin/sh
# The worked resolutions of a rules document (docs/rules/column-shift.md, volley.md) are the
# game's own output: each fenced block under a "<!-- worked: ARGS -->" comment must come out of
# `hexfire-cli ARGS`, every line of it whole (a block may show part of the output, such as the
# first lines of the odds), and the document must hold at least MIN of them.
# usage: worked_resolutions.sh HEXFIRE_CLI SOURCE_ROOT DOC MIN
set -u
cli=$1 root=$2 doc="$2/$3" min=$4
dir=$(mktemp -d "${TMPDIR:-/tmp}/hexfire_worked.XXXXXX") || exit 1
trap 'rm -rf "$dir"' EXIT
cd "$root" || exit 1
# One file per example: its arguments on the first line, the block's lines after.
awk -v dir="$dir" '
  /^<!-- worked: .* -->$/ { n++; f = dir "/case" n; sub(/^<!-- worked: /, ""); sub(/ -->$/, ""); print > f; want = 1; next }
  want && /^```$/ { if (inside) { want = 0; inside = 0; close(f) } else inside = 1; next }
  inside { print > f }
' "$doc"
cases=0 failures=0
for c in "$dir"/case*; do
  [ -f "$c" ] || continue
  cases=$((cases + 1))
  args=$(head -n 1 "$c")
  # shellcheck disable=SC2086 # the arguments are words from the doc's comment
  "$cli" $args > "$dir/out" 2>&1
  missing=$(tail -n +2 "$c" | while IFS= read -r line; do
    [ -z "$line" ] && continue
    grep -Fxq -- "$line" "$dir/out" || printf '%s\n' "$line"
  done)
  if [ -n "$missing" ]; then
    failures=$((failures + 1))
    echo "FAIL hexfire-cli $args no longer prints these lines of $3:"
    printf '%s\n' "$missing" | head -n 8
  fi
done
[ "$cases" -ge "$min" ] || { echo "FAIL only $cases worked resolutions found in $doc ($min expected)"; exit 1; }
[ "$failures" -eq 0 ] && echo "ok   $cases worked resolutions come out of hexfire-cli as the doc shows them"
[ "$failures" -eq 0 ]
