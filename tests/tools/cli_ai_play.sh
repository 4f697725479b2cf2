#!/bin/sh
# `hexfire-cli play --ai` plays a scenario to its end and writes the commands it played, which
# `play --commands` replays to the same state hash; `tournament --json` prints the one line of
# the shape, and its text a line of each side's wins.
# usage: cli_ai_play.sh HEXFIRE_CLI SOURCE_DIR
set -u
cli=$1 src=$2
dir=$(mktemp -d "${TMPDIR:-/tmp}/hexfire_ai_play.XXXXXX") || exit 1
trap 'rm -rf "$dir"' EXIT
cd "$dir" || exit 1
failures=0
fail() {
  echo "FAIL $*"
  failures=$((failures + 1))
}
scenario=$src/scenarios/column-shift/tutorial_ww1.xml
"$cli" play "$scenario" --ai brit,ger --budget 30 --seed 7 --commands-out game.cmds > ai.out || fail "play --ai exited $?"
grep -q '^result ' ai.out || fail "play --ai did not play to the end"
"$cli" play "$scenario" --commands game.cmds --seed 7 --quiet > replay.out || fail "the commands written did not play"
[ "$(grep state-hash ai.out)" = "$(grep state-hash replay.out)" ] || fail "the replay's hash differs"
"$cli" tournament "$scenario" --players easy,random --games 2 --json > t.json || fail "tournament exited $?"
grep -Eq '^\{"scenario": ".*tutorial_ww1.xml", "games": 2, "players": \["easy", "random"\], "wins": \[[0-9]+, [0-9]+\], "draws": [0-9]+, "vp_margin": -?[0-9.]+\}$' t.json ||
  fail "tournament --json: $(cat t.json)"
# The text's "by side" line counts each side's wins whoever played it, as the game lines say.
"$cli" tournament "$scenario" --players easy,random --games 4 --seed 3 > t.txt || fail "tournament exited $?"
counted=$(awk '/^game / {
    a = $5; sa = $6; b = $8; sb = $9; gsub(/[():]/, "", sa); gsub(/[():]/, "", sb)
    if ($10 == a && $11 == "wins,") won[sa]++; else if ($10 == b && $11 == "wins,") won[sb]++; else draws++
  } END { printf "by side: brit won %d, ger won %d, draws %d", won["brit"], won["ger"], draws }' t.txt)
[ "$(grep '^by side: ' t.txt)" = "$counted" ] || fail "tournament's by-side line: $(grep '^by side' t.txt), the games: $counted"
# --games-out: each game's commands, which play again to the game's result.
mkdir games
"$cli" tournament "$scenario" --players easy,random --games 2 --seed 5 --games-out games > g.txt || fail "tournament --games-out exited $?"
for seed in 5 6; do
  [ -s "games/game-$seed.cmds" ] || { fail "no games/game-$seed.cmds"; continue; }
  "$cli" play "$scenario" --commands "games/game-$seed.cmds" --seed "$seed" --quiet > "g$seed.out" || fail "game-$seed.cmds did not play"
  # The game's line gives player A's side and A's VP first; play gives the sides in order.
  line=$(sed -n "s/^game [0-9]* (seed $seed): [a-z]* (\([a-z]*\)) vs .*, VP \([0-9]*\) to \([0-9]*\), .*/\1 \2 \3/p" g.txt)
  set -- $line
  if [ "${1:-}" = brit ]; then want="${2:-} ${3:-}"; else want="${3:-} ${2:-}"; fi
  got=$(sed -n 's/^vp [^0-9]*\([0-9]*\) VP, [^0-9]*\([0-9]*\) VP$/\1 \2/p' "g$seed.out")
  [ -n "$line" ] && [ "$got" = "$want" ] || fail "game $seed: the tournament said '$line', its commands gave '$got'"
done
"$cli" play "$scenario" --ai nobody > /dev/null 2>&1 && fail "an unknown side was accepted"
[ "$failures" -eq 0 ] && echo "cli_ai_play: ok"
exit "$failures"
