#!/bin/sh
# Saves have one extension, the game's (.hxsave): every save file the README, the docs and the man
# pages name in a command uses it, and the programs' help says so.
# usage: save_extension.sh SOURCE_DIR HEXFIRE_CLI
set -u
src=$1 cli=$2
cd "$src" || exit 1
failures=0

# The texts, roff escapes and fonts removed from the man pages, one "file:line:text" a line.
texts() {
  grep -rn '' README.md docs --include='*.md'
  for page in dist/man/*.[0-9]; do
    sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' -e 's/^\.[A-Z]* //' "$page" | grep -n '' | sed "s#^#$page:#"
  done
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
for page in dist/man/hexfire.6 dist/man/hexfire-cli.1; do
  grep -qF '.hxsave' "$page" || { echo "FAIL $page does not name .hxsave"; failures=$((failures + 1)); }
done

[ "$failures" -eq 0 ] && echo "ok   every save is a .hxsave"
[ "$failures" -eq 0 ]
