#!/usr/bin/env bash
# The scenario editor in the real window (xvfb-run), driven by xdotool like a designer: `hexfire
# --edit` on a file that does not exist yet opens the new-scenario form; pick a rule system, make
# the map, raise a hex, draw a hexside and a road, add a unit type (its movement typed into its
# field), set up a unit of each side, save; the saved file lints clean; then Play from here and
# play the first activation (a move and the end of it). Every click goes where the game's log
# says the button is ("buttons:" lines, xdotool_lib.sh). Skips (77) when xvfb-run or xdotool is
# missing.
# usage: xdotool_editor.sh HEXFIRE_BINARY HEXFIRE_LINT SOURCE_DIR [SYSTEM]
set -u
bin=${1:?hexfire binary}
lint=${2:?hexfire-lint binary}
src=${3:?source dir}
system=${4:-fireline}  # a ruleset with hexside features and roads
. "$(dirname "$0")/xdotool_lib.sh"
made=$tmp/made.xml
# The shipped rulesets, wherever the binary looks for them: from the source tree.
cd "$src" || fail "no source dir $src"

"$bin" --edit "$made" --size 1280x800 --log "$log" &
pid=$!
find_window
wait_log "^hexfire: editor $made" || fail "--edit did not open the editor on $made"
press "$system##system"
press "New"
wait_log "^hexfire: editor opened $made" || fail "New made no scenario"

# Map clicks, well right of the palette and above the problems panel; the log says the hex.
map_click() {  # map_click X Y PATTERN WHAT: the editor's message is left in $said
  mark_log
  click_at "$1" "$2"
  wait_log "^hexfire: editor: $3" || fail "$4: the click at $1,$2 did not do it"
  said=$(grep "^hexfire: editor: $3" "$log" | tail -1 | sed 's/^hexfire: editor: //')
}
press "Raise"
map_click 700 300 "elevation 1 at [0-9]*$" "raise"
raised=${said##* }
press "Hexside"
map_click 760 330 "[a-z_]* on [0-9]* [NESW]*$" "hexside"
press "Road"
map_click 820 360 "[a-z_]* from [0-9]* [NESW]*$" "road"

# A unit type, of the ruleset's first class; it moves 4.
press "Unit"
press "Unit types"
press "Add unit type"
wait_log "^hexfire: editor: added unit type " || fail "Add unit type added none"
type=$(grep "^hexfire: editor: added unit type " "$log" | tail -1 | sed 's/.* //')
xy=$(where "field:type:$type:movement") || fail "no movement field for $type"
mark_log
click_at ${xy% *} ${xy#* }
step
xdotool key ctrl+a
xdotool type --delay 50 4
xdotool key Return
wait_log "^hexfire: editor: $type movement 4" || fail "typing 4 in $type's movement did not set it"
press "Close unit types"

# One unit of each side, a few hexes apart.
map_click 640 420 "placed .* at [0-9]*$" "blue unit"
blue=$said
side2=$(grep '^hexfire: buttons: ' "$log" | tail -1 | grep -o '[^|]*##side:[a-z0-9_-]*@' | sed -n 2p | sed 's/^ //;s/@$//')
[ -n "$side2" ] || fail "no second side's button"
press "$side2"
map_click 800 420 "placed .* at [0-9]*$" "the second side's unit"
red=$said

mark_log; xdotool key ctrl+s
wait_log "^hexfire: editor: saved $made" || fail "Ctrl+S did not save"
[ -f "$made" ] || fail "Ctrl+S wrote no $made"
out=$("$lint" "$made" 2>&1) || fail "the saved scenario does not lint clean: $out"
grep -q "<unit-type id=\"$type\"[^>]*movement=\"4\"" "$made" || fail "$made lacks the unit type as edited"
[ "$(grep -c '<unit ' "$made")" -eq 2 ] || fail "$made does not hold the two units"

# Play from here: the first activation, as in the play smoke test (N names a reachable hex).
press "Play from here"
wait_log "^hexfire: play from the editor" || fail "Play from here started no game"
step
if grep -q "^hexfire: screen handoff" "$log"; then
  mark_log; xdotool key Return
  wait_log "^hexfire: handoff confirmed" || fail "Enter did not confirm the hand-off"
fi
mark_log; xdotool key n
wait_log "^hexfire: select [0-9]*: .*, e.g. " || fail "N selected no stack that can move"
sel=$(grep "^hexfire: select [0-9]*: .*, e.g. [0-9]* at [0-9]*,[0-9]*" "$log" | tail -1)
from=$(echo "$sel" | sed 's/^hexfire: select \([0-9]*\):.*/\1/')
dest=$(echo "$sel" | sed 's/.*e\.g\. \([0-9]*\) at .*/\1/')
dxy=$(echo "$sel" | sed 's/.* at \([0-9]*,[0-9]*\)$/\1/')
mark_log
click_at "${dxy%,*}" "${dxy#*,}"
wait_log "^hexfire: command [a-z]* move $from .*$dest" || fail "clicking $dest did not move the stack from $from"
mark_log; xdotool key End
wait_log "^hexfire: command [a-z]* end" || fail "End did not end the activation"

kill -TERM "$pid"
wait "$pid"; rc=$?
pid=
[ "$rc" -eq 0 ] || fail "hexfire exited with $rc"
echo "PASS: made $made ($system): raised $raised, hexside, road, unit type $type, $blue, $red; saved, lints clean; played: $from to $dest, then end"
