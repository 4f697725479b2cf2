#!/bin/sh
# The seam stays system-neutral: outside a system's own folders (engine/rules/<system>/, its
# assets, scenarios, docs and tests/<system>/), no code of the engine, the front end or the tools
# names fireline's concepts. Comments may, as examples ("fireline: O hits"); code and strings may
# not, so the words a player sees come from the system. File names outside those folders may not
# either.
# usage: seam_words.sh SOURCE_DIR
set -u
cd "$1" || exit 1
words='chit|horse.segment|\bo.hits?\b|fire.limit|straggl|\bmfz\b|advance.fire'
found=0
for f in $(find engine game tools -name '*.cpp' -o -name '*.hpp' | sort); do
  case "$f" in
    engine/rules/fireline/*) continue ;;
  esac
  # Drop // comments (a string holding "//" is not expected in these files), then look.
  hits=$(sed -e 's#//.*$##' "$f" | grep -inE "$words")
  if [ -n "$hits" ]; then
    echo "$hits" | sed "s#^#$f:#"
    found=1
  fi
done
names=$(git ls-files 2>/dev/null | grep -iE "chit|horse.segment|o_hits|fire.limit|straggl|mfz|advance.fire" |
  grep -vE "^(engine/rules/fireline|tests/fireline|scenarios/fireline|docs)/|^assets/rules/fireline\.")
if [ -n "$names" ]; then
  echo "$names" | sed "s#^#file name: #"
  found=1
fi
if [ "$found" -ne 0 ]; then
  echo "seam_words: fireline's words outside engine/rules/fireline/ (see docs/architecture.md)" >&2
  exit 1
fi
echo "seam_words: no fireline concept named outside its own folders"
