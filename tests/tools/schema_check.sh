#!/bin/sh
# The scenario schema (assets/schema/scenario.xsd) and the linter agree on every shipped scenario
# and fixture: both accept the good ones; of the broken fixtures, the linter refuses every one and
# the schema refuses exactly those whose fault is one of shape (listed below: elements,
# attributes, value types and ranges, unique names, keys that name nothing), accepting the rest,
# whose faults need the ruleset or the map (an unknown terrain id, a hex off the map). And every
# ruleset fits assets/schema/ruleset.xsd.
# usage: schema_check.sh XMLLINT HEXFIRE_LINT SOURCE_ROOT
set -u
xmllint=$1 lint=$2 root=$3
schema="$root/assets/schema/scenario.xsd"
failures=0
fail() {
  echo "FAIL $*"
  failures=$((failures + 1))
}
valid() { "$xmllint" --noout --schema "$schema" "$1" > /dev/null 2>&1; }
lints() { "$lint" "$1" > /dev/null 2>&1; }

# Broken fixtures the schema must refuse; every other broken fixture it must accept.
schema_refuses=" bad_colour bad_facing_and_status bad_number bad_seed duplicate_side_key duplicate_unit_name
  elevation_not_digit empty_file format_version hexside_bad_behind hexside_bad_direction huge_map
  leader_of_missing_org malformed_xml many_errors missing_turns_and_title negative_map objective_bad_label
  reinforcement_late_and_placed unclosed_element unit_org_missing unit_type_undefined unknown_attribute
  unknown_element wrong_root attribute_misspelt element_misspelt side_key_misspelt unit_type_misspelt
  required_attribute_misspelt sides_section_misspelt unit_types_section_misspelt organizations_section_misspelt
  bad_bonus "
# shellcheck disable=SC2086 # one line, one space between names
schema_refuses=" $(echo $schema_refuses) "

good=0
for f in "$root"/scenarios/*/*.xml "$root"/tests/fixtures/scenarios/good/*.xml "$root"/tests/fixtures/column-shift/worked/*.xml \
  "$root"/docs/tiled/*.xml; do
  [ -f "$f" ] || continue
  good=$((good + 1))
  lints "$f" || fail "$f: the linter refuses a good scenario"
  valid "$f" || fail "$f: the schema refuses it: $("$xmllint" --noout --schema "$schema" "$f" 2>&1 | head -n 3)"
done
broken=0
for f in "$root"/tests/fixtures/scenarios/broken/*.xml; do
  broken=$((broken + 1))
  name=$(basename "$f" .xml)
  lints "$f" && fail "$name: the linter accepts a broken fixture"
  case "$schema_refuses" in
    *" $name "*) valid "$f" && fail "$name: the schema accepts it; it should refuse its shape" ;;
    *) valid "$f" || fail "$name: the schema refuses it (list it above if its fault is one of shape): $("$xmllint" --noout --schema "$schema" "$f" 2>&1 | head -n 2)" ;;
  esac
done
# Every ruleset, shipped or a test's, fits the ruleset schema (assets/schema/ruleset.xsd).
rulesets=0
for f in "$root"/assets/rules/*.xml "$root"/tests/fixtures/*/assets/rules/*.xml; do
  [ -f "$f" ] || continue
  rulesets=$((rulesets + 1))
  "$xmllint" --noout --schema "$root/assets/schema/ruleset.xsd" "$f" > /dev/null 2>&1 ||
    fail "$f: the ruleset schema refuses it: $("$xmllint" --noout --schema "$root/assets/schema/ruleset.xsd" "$f" 2>&1 | head -n 3)"
done
[ "$good" -ge 10 ] && [ "$broken" -ge 40 ] && [ "$rulesets" -ge 4 ] ||
  fail "too few files found ($good good, $broken broken, $rulesets rulesets)"
[ "$failures" -eq 0 ] && echo "ok   the schema and the linter agree on $good good scenarios and $broken broken fixtures; $rulesets rulesets fit theirs"
[ "$failures" -eq 0 ]
