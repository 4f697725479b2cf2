#!/bin/sh
# An installed Hexfire runs from its prefix alone: `cmake --install` into a temporary prefix, then
# the installed hexfire-lint, hexfire-cli and (with the front end) `hexfire --screenshot` must find
# their data under PREFIX/share/hexfire, with no path of the source tree compiled into them; the
# man pages, desktop entry and icon must be where desktops and man(1) look, and each man page must
# name the options its program's help names.
# usage: install_prefix.sh CMAKE BUILD_DIR SOURCE_DIR with-game|without-game plain|sanitized
set -u
cmake=$1 build=$2 src=$3 game=$4 kind=$5
prefix=$(mktemp -d "${TMPDIR:-/tmp}/hexfire_install.XXXXXX") || exit 1
trap 'rm -rf "$prefix"' EXIT
failures=0
fail() {
  echo "FAIL $*"
  failures=$((failures + 1))
}
ok() { echo "ok   $*"; }

start=$(date +%s)
"$cmake" --install "$build" --prefix "$prefix/usr" > "$prefix/install.log" 2>&1 ||
  { cat "$prefix/install.log"; echo "FAIL cmake --install"; exit 1; }
root=$prefix/usr
data=$root/share/hexfire

expect_files="bin/hexfire-cli bin/hexfire-lint share/hexfire/assets/rules/fireline.xml
  share/hexfire/scenarios/fireline/crossroads.xml share/man/man1/hexfire-cli.1 share/man/man1/hexfire-lint.1"
[ "$game" = with-game ] && expect_files="$expect_files bin/hexfire share/man/man6/hexfire.6
  share/applications/hexfire.desktop share/icons/hicolor/256x256/apps/hexfire.png
  share/hexfire/assets/art/terrain_clear.png share/hexfire/assets/sound/volley.wav"
for f in $expect_files; do
  [ -f "$root/$f" ] || fail "not installed: $f"
done

# Nothing of the source tree or the build tree is compiled in: the strings the programs hold
# (.rodata) name neither folder. A sanitizer compiles source files' names into the program for
# its reports (and assert() its own file's; clang's UBSan names lambdas by their file and line),
# so in a sanitized build the source files' paths are let through; any other path into either
# tree is still caught.
command -v readelf > /dev/null || echo "skip the compiled-in path check: no readelf"
for exe in "$root"/bin/*; do
  command -v readelf > /dev/null || break
  for tree in "$src" "$build"; do
    held=$(readelf -p .rodata "$exe" 2>/dev/null | grep -aF "$tree")
    # In a sanitized build, each source file's path is taken out first (alone, or inside UBSan's
    # name of a type: "(lambda at FILE.cpp:150:36)"); what is left must not name the tree.
    if [ "$kind" = sanitized ] && [ -n "$held" ]; then
      pattern=$(printf '%s' "$tree" | sed 's/[][\.*^$/]/\\&/g')
      held=$(printf '%s\n' "$held" | sed -E "s/$pattern\/[^ :)'\"]*\.(cpp|hpp|h|cc)//g" | grep -aF "$tree")
    fi
    if [ -n "$held" ]; then
      fail "$exe holds the path $tree:"
      printf '%s\n' "$held" | head -3
    fi
  done
done

# The programs run from anywhere, with no HEXFIRE_DATA_DIR: they find the prefix's data.
cd "$prefix" || exit 1
unset HEXFIRE_DATA_DIR
# run NAME COMMAND...: the command must exit 0 with nothing on stderr.
run() {
  name=$1
  shift
  if "$@" > "$prefix/out" 2> "$prefix/err" && [ ! -s "$prefix/err" ]; then
    ok "$name"
  else
    fail "$name: $*"
    cat "$prefix/out" "$prefix/err"
  fi
}
run lint_installed_scenarios "$root/bin/hexfire-lint" "$data"/scenarios/fireline/*.xml
run lint_help_names_the_prefix sh -c "'$root/bin/hexfire-lint' --help | grep -qF '$data'"
printf '# the game as set up\n' > none.cmds
run cli_play_and_save "$root/bin/hexfire-cli" play "$data/scenarios/fireline/crossroads.xml" \
  --commands none.cmds --save game.hxsave --quiet
run cli_load_the_save "$root/bin/hexfire-cli" load game.hxsave
run cli_resolve_a_fire "$root/bin/hexfire-cli" resolve --scenario "$data/scenarios/fireline/crossroads.xml" \
  --fire 0812 0807

# HEXFIRE_DATA_DIR still wins, and a wrong one is named in the error.
if HEXFIRE_DATA_DIR="$prefix/nowhere" "$root/bin/hexfire-cli" hash "$data/scenarios/fireline/crossroads.xml" \
     > out 2> err || ! grep -qF "$prefix/nowhere" err; then
  fail "HEXFIRE_DATA_DIR=$prefix/nowhere was not used:"
  cat out err
else
  ok data_dir_from_the_environment
fi

if [ "$game" = with-game ]; then
  # As in xdotool_smoke.sh: the offscreen UI tests check the game's own code for leaks; here
  # LeakSanitizer would report what SDL's libraries keep until exit, on the stderr checked below.
  export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
  mkdir config
  run game_screenshot env SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy HOME="$prefix" \
    XDG_CONFIG_HOME="$prefix/config" "$root/bin/hexfire" --screenshot shot.png
  run game_picker_screenshot env SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy HOME="$prefix" \
    XDG_CONFIG_HOME="$prefix/config" "$root/bin/hexfire" --screenshot picker.png --screen picker
  for png in shot.png picker.png; do
    [ "$(head -c 4 "$png" 2>/dev/null | od -An -tx1 | tr -d ' \n')" = 89504e47 ] || fail "$png is not a PNG"
  done
  grep -qx 'Exec=hexfire' "$root/share/applications/hexfire.desktop" || fail "the desktop entry does not start hexfire"
  grep -qx 'Icon=hexfire' "$root/share/applications/hexfire.desktop" || fail "the desktop entry names another icon"
fi

# The man pages render without a warning.
command -v groff > /dev/null || echo "skip the man page check: no groff"
for page in "$root"/share/man/man*/*; do
  command -v groff > /dev/null || break
  if LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z "$page" 2>&1 | grep -q .; then fail "$page: groff warns"; fi
done

# The man pages name every option the programs' help names, and no other (but --help).
flags() { grep -oE -- '--[a-z][a-z-]*' | sort -u; }
man_flags() { sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' "$1" | flags; }
compare_flags() {  # PROGRAM PAGE: the program's help is on stdin
  flags > "$prefix/help_flags"
  man_flags "$2" | grep -vx -- --help > "$prefix/man_flags"
  missing=$(comm -23 "$prefix/help_flags" "$prefix/man_flags" | grep -vx -- --help)
  extra=$(comm -13 "$prefix/help_flags" "$prefix/man_flags")
  [ -z "$missing$extra" ] || fail "$1: not in its man page: $missing; only in its man page: $extra"
}
# The help goes through a file, not a pipe: a pipe would run compare_flags in a subshell, and
# the failures it counts would be lost.
"$root/bin/hexfire-lint" --help > "$prefix/help.txt"
compare_flags hexfire-lint "$root/share/man/man1/hexfire-lint.1" < "$prefix/help.txt"
for sub in $("$root/bin/hexfire-cli" help | sed -n 's/^  \([a-z]*\) .*/\1/p' | grep -vx help); do
  "$root/bin/hexfire-cli" help "$sub"
done > "$prefix/help.txt"
compare_flags hexfire-cli "$root/share/man/man1/hexfire-cli.1" < "$prefix/help.txt"
if [ "$game" = with-game ]; then
  "$root/bin/hexfire" --help > "$prefix/help.txt"
  compare_flags hexfire "$root/share/man/man6/hexfire.6" < "$prefix/help.txt"
fi

echo "install and checks took $(( $(date +%s) - start )) s; installed size $(du -sk "$root" | cut -f1) KiB"
[ "$failures" -eq 0 ] || { echo "$failures check(s) failed"; exit 1; }
