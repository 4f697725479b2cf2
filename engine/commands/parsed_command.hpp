// A command as its rule system understands it: parsed once from the text (side, verb, words) into
// the system's own typed command, then checked and carried out without being parsed again, and
// printed back to the same text for logs, saves and replays.
#pragma once

#include <memory>

#include "engine/commands/command.hpp"
#include "engine/core/strong_id.hpp"

namespace hexfire {

// The typed part; each rule system derives its own (fireline: FirelineCommand).
class CommandBody {
 public:
  virtual ~CommandBody() = default;
};

struct ParsedCommand {
  Command text;  // printed back from the body: equal to the parsed text when that was canonical
  SideId side{};
  std::shared_ptr<const CommandBody> body;  // immutable, so copies share it
};

}  // namespace hexfire
