#!/bin/sh
# The column-shift tutorial plays to its end through `hexfire-cli play` from a recorded command
# file, and its save loads to the same state hash.
# usage: column_shift_tutorial.sh HEXFIRE_CLI SOURCE_DIR
set -u
cli=$1 src=$2
dir=$(mktemp -d "${TMPDIR:-/tmp}/hexfire_cs_tutorial.XXXXXX") || exit 1
trap 'rm -rf "$dir"' EXIT
scenario=$src/scenarios/column-shift/tutorial_ww1.xml
commands=$src/tests/fixtures/column-shift/tutorial_ww1.cmds
failures=0
fail() {
  echo "FAIL $*"
  failures=$((failures + 1))
}
"$cli" play "$scenario" --commands "$commands" --save "$dir/t.hxsave" > "$dir/out" 2> "$dir/err" ||
  fail "the tutorial's commands did not all play: $(cat "$dir/err")"
grep -q '^result ' "$dir/out" || fail "the game did not end: $(tail -8 "$dir/out")"
played=$(sed -n 's/^state-hash //p' "$dir/out" | tail -1)
loaded=$("$cli" load "$dir/t.hxsave" 2>&1 | sed -n 's/^state-hash //p')
[ -n "$played" ] && [ "$played" = "$loaded" ] || fail "the save loads to $loaded, the game ended at $played"
[ "$failures" -eq 0 ] && echo "ok   the column-shift tutorial plays to its end"
[ "$failures" -eq 0 ]
