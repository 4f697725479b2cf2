// Writing and parsing the save text format (see save.hpp).
#include "engine/io/save.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <string_view>

#include "engine/ai/ai_settings.hpp"
#include "engine/io/bounded_file.hpp"
#include "engine/io/text_escape.hpp"
#include "engine/io/text_lines.hpp"

#include "engine/io/limits.hpp"
#include "engine/state/state_hash.hpp"

namespace hexfire {
namespace {

bool is_lower_hex(const std::string& s, std::size_t digits) {
  if (s.size() != digits) return false;
  for (char c : s)
    if (!std::isxdigit(static_cast<unsigned char>(c)) || std::isupper(static_cast<unsigned char>(c))) return false;
  return true;
}

bool is_hash(const std::string& s) { return is_lower_hex(s, 16); }
bool is_sha256(const std::string& s) { return is_lower_hex(s, 64); }

std::optional<std::uint64_t> parse_u64(const std::string& s) {
  if (s.empty() || s.size() > 20) return std::nullopt;
  std::uint64_t v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    const std::uint64_t d = static_cast<std::uint64_t>(c - '0');
    if (v > (UINT64_MAX - d) / 10) return std::nullopt;
    v = v * 10 + d;
  }
  return v;
}

constexpr char kHexDigits[] = "0123456789abcdef";

// One line of the embedded scenario: backslash and control characters (tabs and carriage
// returns included) become \\ and \xHH, so the save stays plain text, one entry a line.
std::string escape_embedded(std::string_view line) {
  std::string out;
  out.reserve(line.size());
  for (const char ch : line) {
    const auto c = static_cast<unsigned char>(ch);
    if (ch == '\\') out += "\\\\";
    else if (c < 0x20 || c == 0x7f) out += {'\\', 'x', kHexDigits[c >> 4], kHexDigits[c & 0xf]};
    else out += ch;
  }
  return out;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

// The inverse of escape_embedded; nothing for a backslash not followed by \\ or xHH.
std::optional<std::string> unescape_embedded(std::string_view line) {
  std::string out;
  out.reserve(line.size());
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (line[i] != '\\') {
      out += line[i];
    } else if (i + 1 < line.size() && line[i + 1] == '\\') {
      out += '\\';
      ++i;
    } else if (i + 3 < line.size() && line[i + 1] == 'x' && hex_value(line[i + 2]) >= 0 && hex_value(line[i + 3]) >= 0) {
      out += static_cast<char>(hex_value(line[i + 2]) * 16 + hex_value(line[i + 3]));
      i += 3;
    } else {
      return std::nullopt;
    }
  }
  return out;
}

}  // namespace

std::string with_save_extension(const std::string& path) {
  return std::string_view(path).ends_with(kSaveExtension) ? path : path + std::string(kSaveExtension);
}

std::string scenario_content_hash(const std::string& bytes) { return hash_hex(fnv1a64(bytes)); }

std::string seal_save_text(const std::string& body) { return body + "checksum " + hash_hex(fnv1a64(body)) + "\n"; }

std::string format_save(const SaveFile& s) {
  std::string b = "hexfire-save " + std::to_string(s.version) + "\n";
  b += "scenario " + s.scenario_path + "\n";
  b += "scenario-hash " + s.scenario_hash + "\n";
  if (s.scenario_text) {
    // Split at every newline, the last piece included (empty when the file ends with one), so
    // joining the lines with newlines gives back the exact bytes.
    std::vector<std::string_view> pieces;
    const std::string_view text = *s.scenario_text;
    for (std::size_t start = 0;;) {
      const std::size_t end = text.find('\n', start);
      pieces.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
      if (end == std::string_view::npos) break;
      start = end + 1;
    }
    b += "scenario-text " + std::to_string(pieces.size()) + "\n";
    for (const auto& piece : pieces) b += "> " + escape_embedded(piece) + "\n";
  }
  b += "system " + s.system + "\n";
  b += "seed " + std::to_string(s.seed) + "\n";
  for (const auto& [k, v] : s.options) b += "option " + k + " " + v + "\n";
  b += "commands " + std::to_string(s.commands.size()) + "\n";
  for (std::size_t i = 0; i < s.commands.size(); ++i) {
    const auto seal = s.sealed.find(i);
    if (seal == s.sealed.end()) b += "command " + to_line(s.commands[i]) + "\n";
    else b += "sealed " + seal->second.side + " " + seal->second.key_id + " " + seal->second.digest + "\n";
  }
  for (const Command& c : s.waiting) b += "waiting " + to_line(c) + "\n";
  for (const auto& [side, who] : s.players)
    b += "player " + side + (who == "person" ? " person" : " computer " + who) + "\n";
  b += "turn " + std::to_string(s.turn) + "\n";
  b += "phase " + s.phase + "\n";
  b += "state-hash " + s.state_hash + "\n";
  if (!s.snapshot.empty()) {
    b += "snapshot " + std::to_string(s.snapshot.size()) + "\n";
    for (const auto& l : s.snapshot) b += "| " + l + "\n";
  }
  return seal_save_text(b);
}

SaveParse parse_save(const std::string& text, const std::string& file) {
  SaveParse out;
  auto fail = [&](int line, const std::string& msg) {
    out.error = {file, line, msg};
    out.save.reset();
    return out;
  };
  if (text.empty()) return fail(0, "the file is empty: not a Hexfire save");
  // Counted before the split, which costs memory per line.
  if (static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) > limits::kMaxSaveLines)
    return fail(static_cast<int>(limits::kMaxSaveLines + 1), "more than " + std::to_string(limits::kMaxSaveLines) +
                                                                 " lines (the limit is " +
                                                                 std::to_string(limits::kMaxSaveLines) + ")");
  // Split into lines, remembering where each starts (the checksum covers the bytes before its line).
  // A byte-order mark and CRLF line ends, which editors and transfers add, are read as absent.
  std::vector<std::pair<std::size_t, std::string>> lines;
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = text.find('\n', start);
    std::string_view line = std::string_view(text).substr(start, end == std::string::npos ? end : end - start);
    if (start == 0) line = without_bom(line);
    lines.push_back({start, std::string(without_cr(line))});
    if (end == std::string::npos) break;
    start = end + 1;
  }
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (lines[i].second.find('\0') != std::string::npos)
      return fail(static_cast<int>(i + 1), "the line contains a NUL byte: the file is damaged");
  const std::string& first = lines[0].second;
  if (first.rfind("hexfire-save ", 0) != 0)
    return fail(1, "not a Hexfire save (the first line should be 'hexfire-save " + std::to_string(kSaveVersion) +
                       "', found " + quote_input(first) + ")");
  const auto version = parse_u64(first.substr(13));
  if (!version) return fail(1, "the version " + quote_input(first.substr(13)) + " is not a number");
  if (*version < static_cast<std::uint64_t>(kOldestSaveVersion))
    return fail(1, "save format version " + std::to_string(*version) + " comes from an earlier Hexfire whose rules " +
                       "play differently; this build reads versions " + std::to_string(kOldestSaveVersion) +
                       " to " + std::to_string(kSaveVersion) + " and cannot replay it");
  if (*version > static_cast<std::uint64_t>(kSaveVersion))
    return fail(1, "save format version " + std::to_string(*version) + " is not supported (this build reads version " +
                       std::to_string(kSaveVersion) + ")");
  // The checksum line must be the last one.
  std::size_t ck = lines.size();
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (lines[i].second.rfind("checksum ", 0) == 0) {
      ck = i;
      break;
    }
  const int last_no = static_cast<int>(lines.size());
  if (ck == lines.size())
    return fail(last_no, "the save is truncated: it ends without its checksum line (" + std::to_string(text.size()) +
                             " bytes)");
  const int ck_no = static_cast<int>(ck + 1);
  if (ck + 1 != lines.size() || text.back() != '\n')
    return fail(ck_no + (ck + 1 != lines.size() ? 1 : 0),
                ck + 1 != lines.size() ? "text after the checksum line" : "the checksum line is cut short");
  const std::string given = lines[ck].second.substr(9);
  if (!is_hash(given)) return fail(ck_no, "checksum " + quote_input(given) + " is not 16 lowercase hex digits");
  // The checksum is of the bytes as written, or of the same text as Hexfire writes it (LF line
  // ends, no byte-order mark) when a transfer or an editor changed only those.
  const std::string body = text.substr(0, lines[ck].first);
  const std::string computed = hash_hex(fnv1a64(body));
  if (given != computed && given != hash_hex(fnv1a64(as_plain_lines(body))))
    return fail(ck_no, "checksum mismatch: the file was changed or damaged after it was written (file says " + given +
                           ", contents give " + computed + ")");

  SaveFile s;
  s.version = static_cast<int>(*version);
  std::set<std::string> seen;
  std::optional<std::size_t> declared;
  int declared_line = 0;
  std::size_t snapshot_left = 0;
  std::size_t embedded_left = 0;
  std::string embedded;
  for (std::size_t i = 1; i < ck; ++i) {
    const int no = static_cast<int>(i + 1);
    const std::string& l = lines[i].second;
    if (const auto c = first_control_char(l))
      return fail(no, "the line contains the control character " + describe_control_char(*c) +
                          ": a save is plain text (a hand-made or damaged file)");
    if (embedded_left > 0) {
      if (l.rfind("> ", 0) != 0) return fail(no, "scenario line expected ('> ...'), found " + quote_input(l));
      const auto piece = unescape_embedded(std::string_view(l).substr(2));
      if (!piece) return fail(no, "a backslash in the scenario text that is neither \\\\ nor \\xHH");
      embedded += *piece;
      if (--embedded_left > 0) embedded += '\n';
      else s.scenario_text = std::move(embedded);
      continue;
    }
    if (snapshot_left > 0) {
      if (l.rfind("| ", 0) != 0) return fail(no, "snapshot line expected ('| ...'), found " + quote_input(l));
      s.snapshot.push_back(l.substr(2));
      --snapshot_left;
      continue;
    }
    const auto sp = l.find(' ');
    const std::string key = l.substr(0, sp);
    const std::string rest = sp == std::string::npos ? "" : l.substr(sp + 1);
    const bool repeatable =
        key == "option" || key == "command" || key == "sealed" || key == "waiting" || key == "player";
    if (!repeatable && !seen.insert(key).second) return fail(no, quote_input(key) + " is given twice");
    if (key == "scenario") {
      if (rest.empty()) return fail(no, "scenario needs a path");
      s.scenario_path = rest;
      s.scenario_line = no;
    } else if (key == "scenario-text") {
      const auto v = parse_u64(rest);
      if (!v || *v == 0 || *v > kMaxInputFileBytes)
        return fail(no, "scenario-text " + quote_input(rest) + " is not a count of lines");
      embedded_left = static_cast<std::size_t>(*v);
      s.scenario_text_line = no;
    } else if (key == "scenario-hash") {
      if (!is_hash(rest)) return fail(no, "scenario-hash " + quote_input(rest) + " is not 16 lowercase hex digits");
      s.scenario_hash = rest;
    } else if (key == "system") {
      s.system = rest;
    } else if (key == "seed") {
      const auto v = parse_u64(rest);
      if (!v) return fail(no, "seed " + quote_input(rest) + " is not a whole number");
      s.seed = *v;
    } else if (key == "option") {
      const auto sp2 = rest.find(' ');
      if (sp2 == std::string::npos || sp2 == 0) return fail(no, "option needs a name and a value");
      s.options[rest.substr(0, sp2)] = rest.substr(sp2 + 1);
      s.option_lines[rest.substr(0, sp2)] = no;
    } else if (key == "commands") {
      const auto v = parse_u64(rest);
      if (!v) return fail(no, "commands " + quote_input(rest) + " is not a count of commands");
      if (*v > limits::kMaxSaveCommands)
        return fail(no, "commands " + rest + ": more than " + std::to_string(limits::kMaxSaveCommands) +
                            " commands (the limit is " + std::to_string(limits::kMaxSaveCommands) + ")");
      declared = static_cast<std::size_t>(*v);
      declared_line = no;
    } else if (key == "command") {
      if (!declared) return fail(no, "a command before the 'commands' count");
      if (s.commands.size() == *declared)
        return fail(no, "more command lines than 'commands " + std::to_string(*declared) + "'");
      std::string why;
      auto c = parse_command_line(rest, why);
      if (!c) return fail(no, "command: " + why);
      s.commands.push_back(std::move(*c));
      s.command_lines.push_back(no);
    } else if (key == "sealed") {
      if (!declared) return fail(no, "a sealed command before the 'commands' count");
      if (s.commands.size() == *declared)
        return fail(no, "more command lines than 'commands " + std::to_string(*declared) + "'");
      if (*version < 3) return fail(no, "'sealed' needs save format version 3");
      std::string why;
      auto words = split_command_words(rest, why);
      if (!words || words->size() != 3 || !is_hash(words->at(1)) || !is_sha256(words->at(2)))
        return fail(no, "sealed needs a side, a key (16 lowercase hex digits) and a digest (64 lowercase hex digits)");
      s.sealed[s.commands.size()] = Seal{words->at(0), words->at(1), words->at(2)};
      s.commands.push_back(Command{words->at(0), "sealed", {}});
      s.command_lines.push_back(no);
    } else if (key == "waiting") {
      if (!declared || s.commands.size() != *declared)
        return fail(no, "a waiting command comes after all " + std::string(declared ? "the log's" : "") + " commands");
      if (s.waiting.size() >= limits::kMaxSaveCommands) return fail(no, "too many waiting commands");
      std::string why;
      auto c = parse_command_line(rest, why);
      if (!c) return fail(no, "waiting: " + why);
      s.waiting.push_back(std::move(*c));
      s.waiting_lines.push_back(no);
    } else if (key == "player") {
      if (*version < 4) return fail(no, "'player' needs save format version 4");
      if (s.players.size() >= static_cast<std::size_t>(limits::kMaxSides)) return fail(no, "more player lines than a game has sides");
      std::string why;
      auto words = split_command_words(rest, why);
      const bool person = words && words->size() == 2 && words->at(1) == "person";
      const bool computer = words && words->size() == 3 && words->at(1) == "computer" &&
                            ai::parse_strength(words->at(2)).has_value();
      if (!person && !computer)
        return fail(no, "player needs a side and 'person' or 'computer easy|normal|hard', found " +
                            quote_input(rest));
      for (const auto& [side, who] : s.players)
        if (side == words->at(0)) return fail(no, "the player of side " + quote_input(side) + " is given twice");
      s.players.emplace_back(words->at(0), person ? "person" : words->at(2));
      s.player_lines.push_back(no);
    } else if (key == "turn") {
      const auto v = parse_u64(rest);
      if (!v || *v > 100000) return fail(no, "turn " + quote_input(rest) + " is not a turn number");
      s.turn = static_cast<int>(*v);
    } else if (key == "phase") {
      s.phase = rest;
    } else if (key == "state-hash") {
      if (!is_hash(rest)) return fail(no, "state-hash " + quote_input(rest) + " is not 16 lowercase hex digits");
      s.state_hash = rest;
      s.state_hash_line = no;
    } else if (key == "snapshot") {
      const auto v = parse_u64(rest);
      if (!v) return fail(no, "snapshot " + quote_input(rest) + " is not a count of lines");
      if (*v > limits::kMaxSnapshotLines)
        return fail(no, "snapshot " + rest + ": more than " + std::to_string(limits::kMaxSnapshotLines) +
                            " lines (the limit is " + std::to_string(limits::kMaxSnapshotLines) + ")");
      snapshot_left = static_cast<std::size_t>(*v);
    } else {
      return fail(no, "unknown entry " + quote_input(key));
    }
  }
  if (snapshot_left > 0) return fail(ck_no, "the snapshot is missing " + std::to_string(snapshot_left) + " line(s)");
  if (embedded_left > 0)
    return fail(ck_no, "the scenario text is missing " + std::to_string(embedded_left) + " line(s)");
  for (const char* required : {"scenario", "scenario-hash", "system", "seed", "commands", "state-hash"})
    if (!seen.count(required)) return fail(0, std::string("the save has no '") + required + "' line");
  if (!s.waiting.empty() && s.sealed.empty())
    return fail(s.waiting_lines.front(), "a waiting command in a save with nothing sealed (a hand-edited save)");
  if (*declared != s.commands.size())
    return fail(declared_line, "'commands " + std::to_string(*declared) + "' but " +
                                   std::to_string(s.commands.size()) + " command line(s) follow");
  out.save = std::move(s);
  return out;
}

}  // namespace hexfire
