// The log's entries (log_entries.hpp).
#include "game/play/log_entries.hpp"

namespace hexfire::game {

LogEntry make_log_entry(const Command& c, const CommandRecord& rec) {
  LogEntry e;
  e.command = rec.secret ? rec.public_text : to_line(c);
  // A record made before the words existed (none now; a system may still leave them empty).
  e.text = rec.words.text.empty() ? e.command : rec.words.text;
  e.kind = rec.secret ? LogKind::Other : rec.words.kind;
  e.resolutions = rec.resolutions;
  e.undoable = rec.undoable;
  if (!rec.secret)
    for (const std::string& l : rec.log) e.details += (e.details.empty() ? "" : "\n") + l;
  // The game's own events (a new turn, a phase, a prompt) follow the words; the system's action
  // events repeat its log lines, kept for the tooltip.
  for (const FlowEvent& ev : rec.events)
    if (ev.kind != "action") e.text += "\n  " + ev.text;
  return e;
}

LogEntry event_log_entry(const FlowEvent& ev) {
  LogEntry e;
  e.text = ev.text;
  e.command = ev.text;
  return e;
}

}  // namespace hexfire::game
