// Every screen of the stack, one line each: its id, its name (--screen NAME, the action log), how
// it sits over the map, and the ScreenStack member that draws it. A new screen is this one line
// plus a file that defines its draw member (`void ScreenStack::draw_credits(float w, float h)`):
// the id, the member's declaration, the names and the drawing dispatch are all made from here.
#pragma once

// How a screen sits over the map and the menu backdrop (bit flags).
#define HEXFIRE_SCREEN_BACKDROP 1             // drawn over the menu backdrop
#define HEXFIRE_SCREEN_BACKDROP_IF_NO_GAME 2  // over the backdrop unless a game is open behind it
#define HEXFIRE_SCREEN_OVER_PLAY 4            // the play screen is drawn (and shown) under it
#define HEXFIRE_SCREEN_SHOWS_MAP 8            // the map is drawn and takes input
#define HEXFIRE_SCREEN_MAP_BEHIND 16          // the final position shows, darkened, behind it

// X(Id, "name", flags, draw member)
#define HEXFIRE_SCREENS(X)                                                                   \
  X(Menu, "menu", HEXFIRE_SCREEN_BACKDROP, draw_menu)                                        \
  X(Picker, "picker", HEXFIRE_SCREEN_BACKDROP, draw_picker)                                  \
  X(Settings, "settings", HEXFIRE_SCREEN_BACKDROP_IF_NO_GAME, draw_settings)                 \
  X(Play, "play", HEXFIRE_SCREEN_SHOWS_MAP, draw_play)                                       \
  X(Pause, "pause", HEXFIRE_SCREEN_SHOWS_MAP | HEXFIRE_SCREEN_OVER_PLAY, draw_pause)         \
  X(Handoff, "handoff", 0, draw_handoff)                                                     \
  X(Victory, "victory", HEXFIRE_SCREEN_MAP_BEHIND, draw_victory)                             \
  X(Editor, "editor", HEXFIRE_SCREEN_SHOWS_MAP, draw_editor)
