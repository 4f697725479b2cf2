#!/bin/bash
# Regenerates the worked examples of docs/rules/fireline.md into $OUT (default
# /tmp/fireline-examples/ex1.md ...) to compare with the page. Run from the repo root.
B=${HEXFIRE_CLI:-build/dev/tools/hexfire-cli}
S=scenarios/fireline/crossroads.xml
E=docs/rules/fireline-examples
run() { echo '```'; echo "\$ hexfire-cli resolve $*"; $B resolve "$@" 2>&1; echo "(exit $?)"; echo '```'; }
D=${OUT:-/tmp/fireline-examples}; mkdir -p "$D"
run --scenario $S --fire 1207 1309 --dice 0,7 > $D/ex1.md
run --scenario $S --commands $E/face_the_cavalry.txt --fire 1309 1207 --advance --dice 2,4 > $D/ex2.md
run --scenario $S --fire 0804 0811 --dice 1,8 > $D/ex3.md
run --scenario $S --commands $E/behind_the_fence.txt --fire 0608 0507 --dice 3,2 > $D/ex4.md
run --scenario $S --commands $E/up_the_lane.txt --fire 0708 0807 > $D/ex5.md
run --scenario $S --fire 0811 0807 > $D/ex6.md
run --scenario $S --commands $E/into_the_woods.txt --move 1311 1411 1511 1611 > $D/ex7.md
run --scenario $S --commands $E/into_the_woods.txt --move 1311 1411 1511 1611 straggle=hit --dice 6,2 > $D/ex8.md
run --scenario $S --commands $E/up_the_lane.txt --assault 0708 0807 --dice 7,6,1,8,3,4 > $D/ex9.md
