#!/bin/sh
# hexfire-lint and hexfire-cli on hostile files: a link to /dev/zero, a FIFO, a file just over the
# size limit, a device named as a save, an escape sequence in a name. Each must end quickly with
# its exact message and status 1, never hang, abort or write a raw escape to the terminal.
# usage: untrusted_files.sh HEXFIRE_LINT HEXFIRE_CLI SOURCE_DIR
set -u
lint=$1 cli=$2 src=$3
dir=$(mktemp -d "${TMPDIR:-/tmp}/hexfire_untrusted.XXXXXX") || exit 1
trap 'rm -rf "$dir"' EXIT
cd "$dir" || exit 1
failures=0

# check NAME EXPECTED_STATUS EXPECTED_STDOUT EXPECTED_STDERR COMMAND...: runs COMMAND (10 s at
# most) and compares its status, stdout and stderr.
check() {
  name=$1 want_status=$2 want_out=$3 want_err=$4
  shift 4
  out=$(timeout 10 "$@" 2>"$dir/stderr")
  status=$?
  err=$(cat "$dir/stderr")
  if [ "$status" -ne "$want_status" ] || [ "$out" != "$want_out" ] || [ "$err" != "$want_err" ]; then
    echo "FAIL $name: status $status (want $want_status)"
    echo "  stdout: $out"
    echo "  want:   $want_out"
    echo "  stderr: $err"
    echo "  want:   $want_err"
    failures=$((failures + 1))
  else
    echo "ok   $name"
  fi
}

regular=", not a regular file: Hexfire reads only regular files"
ln -s /dev/zero zero.xml
mkfifo pipe.xml
: > big.xml
truncate -s 67108865 big.xml  # 64 MiB + 1 byte, sparse
printf '# no commands: the game as set up\n' > commands.txt

summary="hexfire-lint: 1 of 1 file(s) have errors"
check lint_link_to_dev_zero 1 "zero.xml: a character device$regular" "$summary" "$lint" zero.xml
check lint_fifo 1 "pipe.xml: a named pipe (FIFO)$regular" "$summary" "$lint" pipe.xml
check lint_oversized 1 "big.xml: larger than 64 MiB, the limit for Hexfire's input files" "$summary" "$lint" big.xml
check cli_hash_of_dev_zero_as_a_save 1 "" "/dev/zero: a character device$regular" "$cli" hash /dev/zero
mkfifo pipe.hxsave
check cli_load_of_a_fifo 1 "" "pipe.hxsave: a named pipe (FIFO)$regular" "$cli" load pipe.hxsave
check cli_play_of_a_fifo 1 "" "pipe.xml: a named pipe (FIFO)$regular" "$cli" play pipe.xml --commands commands.txt
check cli_play_of_an_oversized_scenario 1 "" "big.xml: larger than 64 MiB, the limit for Hexfire's input files" \
  "$cli" play big.xml --commands commands.txt

# An escape sequence in a unit name: refused at its line, quoted escaped (no raw ESC byte).
sed 's|name="3/12 Ohio"|name="3/12 \&#27;[31mOhio"|' "$src/tests/fixtures/scenarios/good/minimal.xml" > esc.xml
check lint_escape_sequence_in_a_name 1 \
  'esc.xml:27: <unit>: name="3/12 \x1b[31mOhio" contains the control character 0x1b (ESC); names and values must be plain text' \
  "$summary" "$lint" esc.xml

# --format prints only a file that loads; for any other its errors go to stderr, status 1.
check lint_format_of_a_fifo 1 "" "pipe.xml: a named pipe (FIFO)$regular" "$lint" --format pipe.xml
check lint_format_of_an_escape_sequence_in_a_name 1 "" \
  'esc.xml:27: <unit>: name="3/12 \x1b[31mOhio" contains the control character 0x1b (ESC); names and values must be plain text' \
  "$lint" --format esc.xml
"$lint" --format "$src/tests/fixtures/scenarios/good/minimal.xml" > tidy.xml
check lint_formatted_file_lints_clean 0 "tidy.xml: ok" "" "$lint" tidy.xml

# A save mailed alone opens on the other machine: it carries its scenario, and a FIFO where its
# path points is never opened.
mkdir sender receiver
cp "$src/scenarios/fireline/crossroads.xml" sender/mine.xml
"$cli" save sender/mine.xml sender/game.hxsave --commands commands.txt > sender/summary.txt 2>&1 ||
  { echo "FAIL cannot write the save:"; cat sender/summary.txt; failures=$((failures + 1)); }
cp sender/game.hxsave receiver/game.hxsave
rm sender/mine.xml
mkfifo receiver/mine.xml
sent=$(sed -n '1s/^state-hash //p' sender/summary.txt)
[ -n "$sent" ] || { echo "FAIL no state hash from the sender"; failures=$((failures + 1)); }
check cli_mailed_save_opens_alone 0 "$sent" "" "$cli" hash receiver/game.hxsave

# Without the scenario carried (--no-embed), the save names it and is looked for only in the
# save's folder and the scenario folder.
cp "$src/scenarios/fireline/crossroads.xml" sender/mine.xml
"$cli" save sender/mine.xml sender/named.hxsave --commands commands.txt --no-embed > /dev/null 2>&1
cp sender/named.hxsave receiver/named.hxsave
check cli_save_naming_its_scenario_loads_beside_it 0 "$sent" "" "$cli" hash sender/named.hxsave
check cli_save_naming_a_scenario_elsewhere_is_refused 1 "" \
  "receiver/named.hxsave:2: scenario 'mine.xml' (receiver/mine.xml): a named pipe (FIFO)$regular" \
  "$cli" hash receiver/named.hxsave

[ "$failures" -eq 0 ] || { echo "$failures check(s) failed"; exit 1; }
