#!/bin/sh
# Saves have one extension, the game's (.hxsave): every save file the README and the docs name in
# a command uses it, and the program's help says so.
# usage: save_extension.sh SOURCE_DIR HEXFIRE_CLI
set -u
src=$1 cli=$2
cd "$src" || exit 1
failures=0

# The texts, one "file:line:text" a line.
texts() {
  grep -rn '' README.md docs --include='*.md'
}

# A save named in a command: after --save or --load, as OUT of `hexfire-cli save SCENARIO OUT`,
# or the file of `hexfire-cli load` and `replay`. Placeholders in capitals (SAVE, OUT) are fine.
named=$(texts | grep -oE -- '(--save|--load|hexfire-cli (save [^ ]+|load|replay)) +[^] `)|,"]+' |
  awk '{print $NF}' | grep -vE '(\.hxsave|^[A-Z]+)$')
if [ -n "$named" ]; then
  echo "FAIL saves named with another extension than .hxsave:"
  echo "$named"
  failures=$((failures + 1))
fi

for sub in play save; do
  "$cli" help "$sub" | grep -qF '.hxsave' || { echo "FAIL hexfire-cli help $sub does not name .hxsave"; failures=$((failures + 1)); }
done
"$cli" help | grep -qF '.hxsave' || { echo "FAIL hexfire-cli help does not name .hxsave"; failures=$((failures + 1)); }

[ "$failures" -eq 0 ] && echo "ok   every save is a .hxsave"
[ "$failures" -eq 0 ]
