#!/bin/sh
# hexfire-lint --upgrade (docs/scenario-format.md, "Format versions"): to stdout, to -o OUT and
# --in-place; every shipped scenario and good fixture upgraded loads to the same state hash and
# lints clean; a newer format, a file that does not load and a target that cannot be written are
# refused with status 1 and leave every file as it was; bad combinations of flags are usage errors.
# usage: lint_upgrade.sh HEXFIRE_LINT HEXFIRE_CLI SOURCE_DIR
set -u
lint=$1 cli=$2 src=$3
dir=$(mktemp -d "${TMPDIR:-/tmp}/hexfire_upgrade.XXXXXX") || exit 1
trap 'rm -rf "$dir"' EXIT
failures=0
fail() {
  echo "FAIL $*"
  failures=$((failures + 1))
}
old="$src/tests/fixtures/scenarios/good/format1_elevation.xml"

# To stdout: format 2, the unspaced format-1 row spaced, the comments kept; the note on stderr.
"$lint" --upgrade "$old" > "$dir/out.xml" 2> "$dir/err" || fail "stdout: status $?: $(cat "$dir/err")"
grep -q '<scenario format="2"' "$dir/out.xml" || fail "stdout: not format 2"
grep -q '^      0 1 2 1 0 0 0 0$' "$dir/out.xml" || fail "stdout: the row 01210000 is not spaced"
grep -q 'a ridge: format 1 read' "$dir/out.xml" || fail "stdout: a comment was lost"
[ "$(cat "$dir/err")" = "$old: upgraded from format 1 to format 2" ] || fail "stdout: stderr says: $(cat "$dir/err")"

# -o OUT and --in-place: the same text, the same game, no temporary file left behind.
"$lint" --upgrade "$old" -o "$dir/o.xml" 2> /dev/null || fail "-o: status $?"
cmp -s "$dir/out.xml" "$dir/o.xml" || fail "-o wrote other text than stdout"
cp "$old" "$dir/in_place.xml"
"$lint" --upgrade --in-place "$dir/in_place.xml" 2> "$dir/err" || fail "--in-place: status $?"
cmp -s "$dir/out.xml" "$dir/in_place.xml" || fail "--in-place wrote other text than stdout"
grep -q "upgraded from format 1 to format 2, in $dir/in_place.xml" "$dir/err" || fail "--in-place says: $(cat "$dir/err")"
[ "$(ls "$dir" | grep -c tmp)" -eq 0 ] || fail "a temporary file was left: $(ls "$dir")"
# Upgrading the newest format again writes the same text and says so.
"$lint" --upgrade "$dir/o.xml" > "$dir/again.xml" 2> "$dir/err" || fail "again: status $?"
cmp -s "$dir/o.xml" "$dir/again.xml" || fail "upgrading a format-2 file changed it"
grep -q "already in format 2" "$dir/err" || fail "again says: $(cat "$dir/err")"

# Every shipped scenario and good fixture: the upgraded file lints clean and loads to the same game.
n=0
for f in "$src"/scenarios/*/*.xml "$src"/tests/fixtures/scenarios/good/*.xml; do
  n=$((n + 1))
  up="$dir/up_$n.xml"
  cp "$f" "$dir/orig_$n.xml"
  "$lint" --upgrade "$f" -o "$up" 2> "$dir/err" || { fail "$f: status $?: $(cat "$dir/err")"; continue; }
  "$lint" "$up" > /dev/null || fail "$f: the upgraded file does not lint clean: $("$lint" "$up")"
  want=$("$cli" hash "$f") got=$("$cli" hash "$up")
  [ -n "$want" ] && [ "$want" = "$got" ] || fail "$f: state hash $got after the upgrade, $want before"
  cmp -s "$f" "$dir/orig_$n.xml" || fail "$f: -o changed the input file"
done
[ "$n" -ge 13 ] || fail "only $n scenarios found"

# --in-place through a symlink writes the file it names and leaves the link a link; the file
# keeps its permission bits (group-writable, executable: not what a new file gets).
mkdir "$dir/real"
cp "$old" "$dir/real/kept.xml"
chmod 0775 "$dir/real/kept.xml"
ln -s real/kept.xml "$dir/link.xml"
"$lint" --upgrade --in-place "$dir/link.xml" 2> "$dir/err" || fail "symlink: status $?: $(cat "$dir/err")"
[ -L "$dir/link.xml" ] || fail "symlink: the link was replaced by a file"
cmp -s "$dir/out.xml" "$dir/real/kept.xml" || fail "symlink: the linked file was not upgraded"
[ "$(stat -c %a "$dir/real/kept.xml")" = 775 ] || fail "symlink: mode $(stat -c %a "$dir/real/kept.xml"), was 775"
cp "$old" "$dir/private.xml"
chmod 0600 "$dir/private.xml"
"$lint" --upgrade --in-place "$dir/private.xml" 2> /dev/null || fail "mode: status $?"
[ "$(stat -c %a "$dir/private.xml")" = 600 ] || fail "mode: $(stat -c %a "$dir/private.xml") after --in-place, was 600"
[ -z "$(find "$dir" -name '*.tmp.*')" ] || fail "a temporary file was left: $(find "$dir" -name '*.tmp.*')"

# Refusals: status 1, the reason on stderr, no file written or changed.
sed 's/format="1"/format="3"/' "$old" > "$dir/newer.xml"
cp "$dir/newer.xml" "$dir/newer_before.xml"
"$lint" --upgrade --in-place "$dir/newer.xml" > /dev/null 2> "$dir/err"
[ $? -eq 1 ] || fail "newer: status not 1"
grep -q 'newer.xml:4: format="3" is newer than this hexfire-lint knows (format 2)' "$dir/err" || fail "newer says: $(cat "$dir/err")"
cmp -s "$dir/newer.xml" "$dir/newer_before.xml" || fail "newer: the file was changed"
sed 's/terrain="woods"/terrain="wods"/' "$old" > "$dir/broken.xml"
"$lint" --upgrade "$dir/broken.xml" -o "$dir/broken_out.xml" > /dev/null 2> "$dir/err"
[ $? -eq 1 ] || fail "broken: status not 1"
grep -q "broken.xml:[0-9]*: hex at 0302: 'wods' is not a terrain type" "$dir/err" || fail "broken says: $(cat "$dir/err")"
[ -e "$dir/broken_out.xml" ] && fail "broken: a file was written"
"$lint" --upgrade "$old" -o "$dir/no/such/folder/x.xml" > /dev/null 2> "$dir/err"
[ $? -eq 1 ] || fail "unwritable: status not 1"
grep -q "is unchanged" "$dir/err" || fail "unwritable says: $(cat "$dir/err")"

# Usage errors (status 2): -o or --in-place without --upgrade, both at once, two files.
for args in "-o $dir/x.xml $old" "--in-place $old" "--upgrade --in-place -o $dir/x.xml $old" "--upgrade $old $old" \
  "--upgrade --format $old" "--upgrade $old -o"; do
  # shellcheck disable=SC2086 # the words are the arguments
  "$lint" $args > /dev/null 2>&1
  [ $? -eq 2 ] || fail "hexfire-lint $args: status not 2"
done

[ "$failures" -eq 0 ] && echo "ok   hexfire-lint --upgrade: stdout, -o, --in-place (through a link, mode kept), $n scenarios to the same hash, refusals"
[ "$failures" -eq 0 ]
