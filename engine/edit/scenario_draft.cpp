// A scenario being edited: open, create, history, reload and save (scenario_draft.hpp). The
// edits themselves are in map_edits.cpp and unit_edits.cpp.
#include "engine/edit/scenario_draft.hpp"

#include <algorithm>
#include <cctype>
#include <queue>
#include <set>

#include "engine/edit/document_nodes.hpp"
#include "engine/io/format_upgrade.hpp"
#include "engine/io/ruleset_loader.hpp"
#include "engine/io/save_atomic.hpp"
#include "engine/io/xml_writer.hpp"
#include "engine/rules/scenario_check.hpp"

namespace hexfire {

namespace {

// History kept for undo; the oldest steps go first when it is full.
constexpr std::size_t kMaxSteps = 500;

}  // namespace

ScenarioDraft::ScenarioDraft(XmlDocument doc, std::string path, std::string rules_dir)
    : doc_(std::move(doc)), path_(std::move(path)), rules_dir_(std::move(rules_dir)) {
  reload();
}

DraftOpen ScenarioDraft::open_text(const std::string& text, const std::string& path, const std::string& rules_dir) {
  DraftOpen out;
  ScenarioDocumentLoad read = parse_scenario_document(text, path);
  if (!read.document || !read.document->root()) {
    out.errors = std::move(read.errors);
    if (out.errors.empty()) out.errors.push_back({path, 0, "the file holds no element"});
    return out;
  }
  // A file of an older format is edited, and saved, in the newest (format_upgrade.hpp).
  upgrade_scenario_document(*read.document);
  out.draft.emplace(ScenarioDraft(std::move(*read.document), path, rules_dir));
  return out;
}

DraftOpen ScenarioDraft::open(const std::string& path, const std::string& rules_dir) {
  std::string why;
  const auto text = read_whole_file(path, why);
  if (!text) return DraftOpen{std::nullopt, {{path, 0, why}}};
  return open_text(*text, path, rules_dir);
}

DraftOpen ScenarioDraft::create(const NewScenarioSpec& spec, const std::string& path, const std::string& rules_dir) {
  const RulesetLoad rules = load_ruleset(rules_dir + "/" + spec.system + ".xml");
  if (!rules.ruleset || rules.ruleset->terrain.empty()) {
    Diagnostics errors = rules.errors;
    if (errors.empty()) errors.push_back({spec.system, 0, "the ruleset has no terrain"});
    return DraftOpen{std::nullopt, errors};
  }
  XmlDocument doc;
  doc.nodes.push_back(XmlNode{XmlElement{"scenario", 0, {}, {}}});
  XmlElement& root = *edit::root_of(doc);
  root.set_attribute("format", std::to_string(kScenarioFormat));
  root.set_attribute("system", spec.system);
  if (!rules.ruleset->variants.empty()) root.set_attribute("variant", rules.ruleset->variants.front());
  root.set_attribute("turns", "10");
  root.set_attribute("seed", "1");
  root.add_element("title").add_text(spec.title);
  XmlElement& map = root.add_element("map");
  map.set_attribute("width", std::to_string(spec.width));
  map.set_attribute("height", std::to_string(spec.height));
  map.set_attribute("layout", spec.layout);
  // Enough label digits for the size, so that any size the form allows loads.
  const int side = std::max(spec.width, spec.height);
  map.set_attribute("label-digits", side < 100 ? "2" : side < 1000 ? "3" : "4");
  map.set_attribute("default-terrain", rules.ruleset->terrain.front().id);
  XmlElement& sides = root.add_element("sides");
  const char* keys[] = {"blue", "red"};
  const char* names[] = {"Blue", "Red"};
  const char* colors[] = {"#3b5b92", "#a8423a"};
  for (int i = 0; i < 2; ++i) {
    XmlElement& s = sides.add_element("side");
    s.set_attribute("key", keys[i]);
    s.set_attribute("name", names[i]);
    s.set_attribute("color", colors[i]);
  }
  return DraftOpen{ScenarioDraft(std::move(doc), path, rules_dir), {}};
}

std::string ScenarioDraft::text() const { return write_xml_document(doc_); }

void ScenarioDraft::set_path(std::string path) {
  path_ = std::move(path);
  reload();
}

const GameState* ScenarioDraft::state() const {
  if (load_.scenario) return &load_.scenario->initial;
  if (load_.partial) return &load_.partial->initial;
  return nullptr;
}

void ScenarioDraft::reload() {
  // Through the text, so that the lines of the problems are the lines of the file save() writes.
  const std::string written = write_xml_document(doc_);
  ScenarioDocumentLoad read = parse_scenario_document(written, path_);
  if (read.document) doc_ = std::move(*read.document);
  load_ = build_scenario(doc_, path_, rules_dir_);
  problems_ = check_scenario_load(load_, rules_dir_);
}

EditResult ScenarioDraft::edit(const std::string& label, const Change& change) {
  const GameState* now = state();
  if (!now) return {"the scenario does not load as far as its map; fix the problems listed first", ""};
  XmlDocument changed = doc_;
  XmlElement* root = edit::root_of(changed);
  if (!root) return {"the document has no root element", ""};
  EditResult r = change(*root, *now);
  if (!r.ok()) return r;
  const bool joins = stroke_open_ && done_ == history_.size() && !history_.empty() && history_.back().stroke == stroke_;
  if (joins) {
    history_.back().after = changed;
  } else {
    history_.resize(done_);
    history_.push_back(Step{label, doc_, changed, stroke_open_ ? stroke_ : 0});
    if (history_.size() > kMaxSteps) history_.erase(history_.begin());
    done_ = history_.size();
  }
  doc_ = std::move(changed);
  modified_ = true;
  reload();
  return r;
}

EditResult ScenarioDraft::edit_loadable(const std::string& label, const Change& change) {
  return edit(label, [&](XmlElement& root, const GameState& state) -> EditResult {
    EditResult r = change(root, state);
    if (!r.ok()) return r;
    XmlDocument trial = doc_;
    if (XmlElement* trial_root = edit::root_of(trial)) *trial_root = root;
    ScenarioDocumentLoad read = parse_scenario_document(write_xml_document(trial), path_);
    if (!read.document) return {"the change would not read back as XML", ""};
    const Diagnostics after = check_scenario_load(build_scenario(*read.document, path_, rules_dir_), rules_dir_);
    // Problems the file has already are not this change's to answer for.
    std::multiset<std::string> known;
    for (const Diagnostic& d : problems_) known.insert(d.message);
    for (const Diagnostic& d : after) {
      const auto it = known.find(d.message);
      if (it == known.end()) return {d.message, ""};
      known.erase(it);
    }
    return r;
  });
}

void ScenarioDraft::begin_stroke() {
  ++stroke_;
  stroke_open_ = true;
}

std::string ScenarioDraft::undo_label() const { return can_undo() ? history_[done_ - 1].label : ""; }
std::string ScenarioDraft::redo_label() const { return can_redo() ? history_[done_].label : ""; }

bool ScenarioDraft::undo() {
  if (!can_undo()) return false;
  --done_;
  doc_ = history_[done_].before;
  modified_ = true;
  reload();
  return true;
}

bool ScenarioDraft::redo() {
  if (!can_redo()) return false;
  doc_ = history_[done_].after;
  ++done_;
  modified_ = true;
  reload();
  return true;
}

std::optional<std::string> ScenarioDraft::save() {
  if (auto why = write_file_in_place(path_, text())) return why;
  modified_ = false;
  return std::nullopt;
}

namespace {

const XmlElement* element_on_line(const XmlElement& e, int line) {
  if (e.line == line && e.attribute("at")) return &e;
  for (const XmlNode& n : e.children)
    if (const XmlElement* c = n.element())
      if (const XmlElement* found = element_on_line(*c, line)) return found;
  return nullptr;
}

}  // namespace

std::optional<Hex> ScenarioDraft::problem_hex(const Diagnostic& problem) const {
  const GameState* s = state();
  if (!s) return std::nullopt;
  const HexMap& m = s->map();
  if (problem.file == path_ && problem.line > 0)
    if (const XmlElement* root = doc_.root())
      if (const XmlElement* e = element_on_line(*root, problem.line))
        if (const auto h = m.parse_label(e->attribute("at")->value)) return h;
  const auto w = edit::words(problem.message);
  for (std::size_t i = 1; i < w.size(); ++i) {
    if (w[i - 1] != "at" && w[i - 1] != "hex") continue;
    std::string label = w[i];
    while (!label.empty() && !std::isalnum(static_cast<unsigned char>(label.back()))) label.pop_back();
    if (const auto h = m.parse_label(label)) return h;
  }
  return std::nullopt;
}

std::vector<Hex> brush_hexes(const HexMap& map, Hex center, int radius) {
  std::vector<Hex> out;
  for (const Hex h : hexes_within(center, radius))
    if (map.contains(h)) out.push_back(h);
  return out;
}

std::vector<Hex> flood_fill_hexes(const HexMap& map, Hex start) {
  if (!map.contains(start)) return {};
  const TerrainId t = map.terrain(start);
  std::vector<Hex> out;
  std::set<std::pair<int, int>> seen{{start.q, start.r}};
  std::queue<Hex> todo;
  todo.push(start);
  while (!todo.empty()) {
    const Hex h = todo.front();
    todo.pop();
    out.push_back(h);
    for (int d = 0; d < 6; ++d) {
      const Hex n = neighbor(h, direction_from_index(d));
      if (map.contains(n) && map.terrain(n) == t && seen.insert({n.q, n.r}).second) todo.push(n);
    }
  }
  return out;
}

}  // namespace hexfire
