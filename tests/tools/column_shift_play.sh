#!/bin/sh
# A column-shift scenario lints clean, plays to its victory decision through `hexfire-cli play`
# from a recorded command file, and its save loads to the same state hash.
# usage: column_shift_play.sh HEXFIRE_CLI HEXFIRE_LINT SCENARIO COMMANDS
# (SCENARIO and COMMANDS as paths; the ctests in tools/CMakeLists.txt run one per scenario; the
# full scenarios' commands are recorded by tests/fixtures/column-shift/record.py)
set -u
cli=$1 lint=$2 scenario=$3 commands=$4
name=$(basename "$scenario" .xml)
dir=$(mktemp -d "${TMPDIR:-/tmp}/hexfire_cs_play.XXXXXX") || exit 1
trap 'rm -rf "$dir"' EXIT
failures=0
fail() {
  echo "FAIL $name: $*"
  failures=$((failures + 1))
}
"$lint" "$scenario" > "$dir/lint" 2>&1 || fail "it does not lint clean: $(cat "$dir/lint")"
"$cli" play "$scenario" --commands "$commands" --save "$dir/t.hxsave" > "$dir/out" 2> "$dir/err" ||
  fail "its commands did not all play: $(cat "$dir/err")"
grep -q '^result ' "$dir/out" || fail "the game did not reach its decision: $(tail -8 "$dir/out")"
played=$(sed -n 's/^state-hash //p' "$dir/out" | tail -1)
loaded=$("$cli" load "$dir/t.hxsave" 2>&1 | sed -n 's/^state-hash //p')
[ -n "$played" ] && [ "$played" = "$loaded" ] || fail "the save loads to $loaded, the game ended at $played"
[ "$failures" -eq 0 ] && echo "ok   $name plays to its decision: $(sed -n 's/^result //p' "$dir/out")"
[ "$failures" -eq 0 ]
