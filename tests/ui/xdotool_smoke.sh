#!/usr/bin/env bash
# The real hexfire binary in a real X server (xvfb-run), driven by xdotool like a player: select a
# stack (N, then a click on it), move it by clicking a reachable hex, pan, end the phase (and
# confirm the hot-seat hand-off, step through the replay of the move, close it, open it again
# with Backspace), F12 screenshot, pause, quit; then check the action log, the
# screenshot and the settings remembered on exit. Skips (77) only when xvfb-run or xdotool is missing.
# usage: xdotool_smoke.sh HEXFIRE_BINARY SOURCE_DIR
set -u
bin=${1:?hexfire binary}
src=${2:?source dir}
for tool in xvfb-run xdotool; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "SKIP: $tool is not installed (apt-get install xvfb xdotool)"
    exit 77
  fi
done
# Under the asan preset the X server's client libraries and the GL driver they load leave
# allocations that LeakSanitizer reports from unnamed (dlopened) modules, so no suppression can
# name them. Leak checking of the game's own code is done by the offscreen UI tests; this test
# keeps ASan's memory-error checks and turns off only the leak report.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
if [ -z "${HEXFIRE_XVFB_INNER:-}" ]; then
  HEXFIRE_XVFB_INNER=1 exec xvfb-run -a -s "-screen 0 1400x900x24" "$0" "$@"
fi

fail() { echo "FAIL: $*"; [ -f "$log" ] && sed 's/^/  log: /' "$log"; exit 1; }
tmp=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT
export HOME=$tmp XDG_CONFIG_HOME=$tmp/config
unset SDL_VIDEODRIVER
log=$tmp/actions.log
scenario=$src/scenarios/fireline/crossroads.xml
# A unit's hex, centred on start (the log says where it is on screen).
hex=$(grep -o '<unit [^>]*at="[0-9]*"' "$scenario" | head -1 | sed 's/.*at="\([0-9]*\)"/\1/')
[ -n "$hex" ] || fail "no unit found in $scenario"

"$bin" --scenario "$scenario" --size 1280x800 --focus "$hex" --log "$log" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name Hexfire | head -1)
[ -n "$wid" ] || fail "no hexfire window"
xdotool windowfocus --sync "$wid" 2>/dev/null || true
for _ in $(seq 50); do grep -q "^hexfire: focus $hex at" "$log" 2>/dev/null && break; sleep 0.1; done
grep -q "^hexfire: focus $hex at 640,400" "$log" || fail "the game did not centre hex $hex"
step() { sleep 0.3; }
# The game answers each key or click by a log line; under a loaded machine (and ASan) that can
# take a while, so wait for the line rather than for a fixed time. mark remembers how far the log
# was read, so a wait only sees lines written after the action.
mark=0
mark_log() { mark=$(wc -l <"$log"); }
wait_log() {  # wait_log PATTERN: true once a new log line matches (10 s at most)
  for _ in $(seq 100); do
    tail -n +"$((mark + 1))" "$log" | grep -q "$1" && return 0
    sleep 0.1
  done
  return 1
}

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
