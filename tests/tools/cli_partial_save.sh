#!/bin/sh
# `hexfire-cli play --save` after an illegal command writes no save (one would pass for the whole
# game) and says so; a run whose commands all play writes its save.
# usage: cli_partial_save.sh HEXFIRE_CLI SOURCE_DIR
set -u
cli=$1 src=$2
dir=$(mktemp -d "${TMPDIR:-/tmp}/hexfire_partial.XXXXXX") || exit 1
trap 'rm -rf "$dir"' EXIT
cd "$dir" || exit 1
failures=0
fail() {
  echo "FAIL $*"
  failures=$((failures + 1))
}
scenario=$src/scenarios/fireline/crossroads.xml

# The side to act ends its activation, then a command no rule allows.
printf '# the game as set up\n' > empty.cmds
side=$("$cli" play "$scenario" --commands empty.cmds | sed -n 's/^to act //p')
[ -n "$side" ] || fail "no side to act at the start of $scenario"
printf '%s end\n%s fly 0101 0102\n' "$side" "$side" > stops.cmds
"$cli" play "$scenario" --commands stops.cmds --save cut.hxsave > out 2> err
status=$?
[ "$status" -eq 1 ] || fail "status $status after an illegal command (want 1)"
grep -q "^stops.cmds:2: " err || fail "the refused command is not named: $(cat err)"
grep -qF "no save written to cut.hxsave" err || fail "the missing save is not told: $(cat err)"
[ ! -e cut.hxsave ] || fail "a partial save was written"
ls | grep -q 'cut.hxsave.tmp' && fail "a temporary file was left: $(ls)"

printf '%s end\n' "$side" > plays.cmds
"$cli" play "$scenario" --commands plays.cmds --save whole.hxsave > out 2> err || fail "a legal run failed: $(cat err)"
"$cli" load whole.hxsave > /dev/null 2>&1 || fail "the save of a legal run does not load"

[ "$failures" -eq 0 ] && echo "ok   no partial save"
[ "$failures" -eq 0 ]
