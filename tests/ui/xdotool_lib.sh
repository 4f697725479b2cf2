# Shared by the tests that drive the real hexfire binary in a real X server (xvfb-run) with
# xdotool, like a player: sourced after `set -u` with "$0" "$@" still the test's own.
# Skips (77) when xvfb-run or xdotool is missing; re-runs the test inside xvfb-run; then gives
# fail, a temporary HOME, and waits on the game's --log lines instead of fixed sleeps.
for tool in xvfb-run xdotool; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "SKIP: $tool is not installed (apt-get install xvfb xdotool)"
    exit 77
  fi
done
# Under the asan preset the X server's client libraries and the GL driver they load leave
# allocations that LeakSanitizer reports from unnamed (dlopened) modules, so no suppression can
# name them. Leak checking of the game's own code is done by the offscreen UI tests; these tests
# keep ASan's memory-error checks and turn off only the leak report.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
if [ -z "${HEXFIRE_XVFB_INNER:-}" ]; then
  HEXFIRE_XVFB_INNER=1 exec xvfb-run -a -s "-screen 0 1400x900x24" "$0" "$@"
fi

tmp=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT
export HOME=$tmp XDG_CONFIG_HOME=$tmp/config
unset SDL_VIDEODRIVER
log=$tmp/actions.log
# HEXFIRE_XDOTOOL_KEEP=FILE keeps the whole log of a failed run (buttons lines too) for a look.
fail() { echo "FAIL: $*"; [ -n "${HEXFIRE_XDOTOOL_KEEP:-}" ] && cp "$log" "$HEXFIRE_XDOTOOL_KEEP"; [ -f "$log" ] && sed 's/^/  log: /' "$log" | grep -v '^  log: hexfire: buttons:' | tail -60; exit 1; }
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
# The window of the game started as $pid, focused.
find_window() {
  wid=$(xdotool search --sync --onlyvisible --name Hexfire | head -1)
  [ -n "$wid" ] || fail "no hexfire window"
  xdotool windowfocus --sync "$wid" 2>/dev/null || true
}
# Where a button (or an editor field, "field:NAME") is now: "x y" from the last "buttons:" line
# (the game writes one whenever the buttons on screen change); waits for it to be drawn.
where() {
  local found last=
  # The layout settles over a few frames (windows fit their contents): wait for two looks alike.
  for _ in $(seq 100); do
    found=$(grep '^hexfire: buttons: ' "$log" | tail -1 | sed 's/^hexfire: buttons: //' | sed 's/ | /\n/g' |
      awk -v want="$1" '{ at = index($0, "@" ); while (at && index(substr($0, at + 1), "@")) at += index(substr($0, at + 1), "@");
                           if (substr($0, 1, at - 1) == want) { split(substr($0, at + 1), xy, ","); print xy[1], xy[2]; exit } }')
    [ -n "$found" ] && [ "$found" = "$last" ] && { echo "$found"; return 0; }
    last=$found
    sleep 0.2
  done
  return 1
}
# click_at X Y: a left click at that point of the window.
click_at() { xdotool mousemove --window "$wid" "$1" "$2"; step; xdotool click 1; }
# press LABEL: a click on the button of that label (fails the test when it is not on screen).
press() {
  local xy
  xy=$(where "$1") || fail "no button '$1' on screen"
  mark_log
  click_at ${xy% *} ${xy#* }
  wait_log "^hexfire: button $1\$" || fail "the click on '$1' at $xy was not taken"
}
