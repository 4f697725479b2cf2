#!/usr/bin/env bash
# The real hexfire binary in a real X server (xvfb-run), driven by xdotool like a player: select a
# stack (N, then a click on it), move it by clicking a reachable hex, pan, end the phase (and
# confirm the hot-seat hand-off, step through the replay of the move, close it, open it again
# with Backspace), F12 screenshot, pause, quit; then check the action log, the
# screenshot and the settings remembered on exit. Skips (77) only when xvfb-run or xdotool is
# missing (xdotool_lib.sh).
# usage: xdotool_smoke.sh HEXFIRE_BINARY SOURCE_DIR
set -u
bin=${1:?hexfire binary}
src=${2:?source dir}
. "$(dirname "$0")/xdotool_lib.sh"
scenario=$src/scenarios/fireline/crossroads.xml
# A unit's hex, centred on start (the log says where it is on screen).
hex=$(grep -o '<unit [^>]*at="[0-9]*"' "$scenario" | head -1 | sed 's/.*at="\([0-9]*\)"/\1/')
[ -n "$hex" ] || fail "no unit found in $scenario"

"$bin" --scenario "$scenario" --size 1280x800 --focus "$hex" --log "$log" &
pid=$!
find_window
for _ in $(seq 50); do grep -q "^hexfire: focus $hex at" "$log" 2>/dev/null && break; sleep 0.1; done
grep -q "^hexfire: focus $hex at 640,400" "$log" || fail "the game did not centre hex $hex"
# N selects and centres a stack of the side in control that can move; the log names one of its
# reachable hexes and where it is on screen.
mark_log; xdotool key n
wait_log "^hexfire: select [0-9]*: .*, e.g. " || fail "N selected no stack that can move"
sel=$(grep "^hexfire: select [0-9]*: .*, e.g. [0-9]* at [0-9]*,[0-9]*" "$log" | tail -1)
[ -n "$sel" ] || fail "N selected no stack that can move"
from=$(echo "$sel" | sed 's/^hexfire: select \([0-9]*\):.*/\1/')
dest=$(echo "$sel" | sed 's/.*e\.g\. \([0-9]*\) at .*/\1/')
dxy=$(echo "$sel" | sed 's/.* at \([0-9]*,[0-9]*\)$/\1/')
# Esc drops the selection; a click on the stack (now at the window's centre) selects it again.
mark_log; xdotool key Escape
wait_log "^hexfire: select none" || fail "Esc did not clear the selection"
xdotool mousemove --window "$wid" 640 400; step
mark_log; xdotool click 1
wait_log "^hexfire: select $from:" || true
[ "$(grep '^hexfire: select ' "$log" | tail -1 | sed 's/^hexfire: select \([0-9]*\):.*/\1/')" = "$from" ] ||
  fail "clicking the stack at 640,400 did not select $from"
xdotool mousemove --window "$wid" "${dxy%,*}" "${dxy#*,}"; step
mark_log; xdotool click 1
wait_log "^hexfire: command [a-z]* move $from .*$dest" || fail "clicking $dest did not move the stack from $from"

mark_log; xdotool key Left
wait_log "^hexfire: pan Left" || fail "Left did not pan"

mark_log; xdotool key End
wait_log "^hexfire: command [a-z]* end" || fail "End did not end the phase"
step
handoff=no
if grep -q "^hexfire: screen handoff" "$log"; then
  # Hotseat: the map stays hidden until the next player confirms with Enter.
  handoff=yes
  mark_log; xdotool key Return
  wait_log "^hexfire: handoff confirmed" || fail "Enter did not confirm the hand-off"
  # The other side's turn replayed on the map: it opens on its first step (the move above),
  # PgDn shows the next, Esc closes it, Backspace opens it again and Esc closes it once more.
  wait_log "^hexfire: replay step 1 of [0-9]*: [a-z]* move $from" || fail "the hand-off opened no replay of the move"
  replay=$(grep "^hexfire: replay step 1 of" "$log" | tail -1 | sed 's/.* of \([0-9]*\):.*/\1/')
  if [ "$replay" -ge 2 ]; then
    mark_log; xdotool key Next
    wait_log "^hexfire: replay step 2 of $replay" || fail "PgDn did not show the replay's next step"
  fi
  mark_log; xdotool key Escape
  wait_log "^hexfire: replay closed" || fail "Esc did not close the replay"
  mark_log; xdotool key BackSpace
  wait_log "^hexfire: replay step 1 of $replay" || fail "Backspace did not show the replay again"
  mark_log; xdotool key Escape
  wait_log "^hexfire: replay closed" || fail "Esc did not close the replay the second time"
fi

mark_log; xdotool key F12
wait_log "^hexfire: screenshot .*\.png" || fail "F12 wrote no screenshot"
sleep 0.5
shot=$(grep -o "^hexfire: screenshot .*\.png" "$log" | head -1 | sed 's/^hexfire: screenshot //')
[ -n "$shot" ] && [ -f "$shot" ] || fail "F12 wrote no screenshot"
# PNG signature and a 1280x800 IHDR.
sig=$(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n')
[ "$sig" = "89504e470d0a1a0a" ] || fail "$shot is not a PNG"
dims=$(od -An -tu1 -j16 -N8 "$shot" | tr -s ' ' | sed 's/^ //')
[ "$dims" = "0 0 5 0 0 0 3 32" ] || fail "$shot is not 1280x800 (IHDR bytes: $dims)"
size=$(stat -c %s "$shot")
[ "$size" -gt 100000 ] || fail "$shot is too small to show the map ($size bytes)"

mark_log; xdotool key Escape
wait_log "^hexfire: screen pause" || fail "Esc did not pause"

kill -TERM "$pid"
wait "$pid"; rc=$?
[ "$rc" -eq 0 ] || fail "hexfire exited with $rc"
grep -q "^window_width=1280" "$XDG_CONFIG_HOME/hexfire/settings.ini" || fail "window size not remembered"
echo "PASS: N and click select $from, move to $dest, pan, end phase (hand-off: $handoff, replay: ${replay:-none} steps), F12 screenshot ($size bytes), pause, quit; settings remembered"
