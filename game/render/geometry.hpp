// Filled and textured shapes through SDL_RenderGeometry: polygons, thick lines, discs, strips.
#pragma once

#include <SDL.h>

#include <span>
#include <vector>

#include "game/render/layout.hpp"

namespace hexfire::game {

// A convex polygon (fan from the first point), one colour.
void fill_convex(SDL_Renderer* r, std::span<const Vec2> pts, SDL_Color c);
// A convex polygon with texture coordinates per point; colour multiplies the texture.
void fill_convex_textured(SDL_Renderer* r, SDL_Texture* tex, std::span<const Vec2> pts,
                          std::span<const Vec2> uvs, SDL_Color c);
void thick_line(SDL_Renderer* r, Vec2 a, Vec2 b, double width, SDL_Color c);
void disc(SDL_Renderer* r, Vec2 centre, double radius, SDL_Color c);
void rect_fill(SDL_Renderer* r, Vec2 min, Vec2 max, SDL_Color c);
void rect_outline(SDL_Renderer* r, Vec2 min, Vec2 max, double width, SDL_Color c);
// A round-joined polyline of the given width (discs fill the joins).
void polyline(SDL_Renderer* r, std::span<const Vec2> pts, double width, SDL_Color c);

// Draws `tex` as a strip of `width` along the polyline. u runs along the line and repeats every
// `tile_length` pixels (the strip is cut at tile boundaries, since SDL cannot wrap textures);
// v runs across, 0 on the left of the direction of travel.
void textured_strip(SDL_Renderer* r, SDL_Texture* tex, std::span<const Vec2> pts, double width,
                    double tile_length, SDL_Color tint);
// One quad: the texture stretched once from a to b (u 0..1), `width` across.
void textured_segment(SDL_Renderer* r, SDL_Texture* tex, Vec2 a, Vec2 b, double width, SDL_Color tint);

// Points along a cubic Hermite curve from a to b with end tangents ta and tb.
std::vector<Vec2> hermite(Vec2 a, Vec2 ta, Vec2 b, Vec2 tb, int segments);

// Points along a quadratic Bezier from a to c with control point b.
std::vector<Vec2> quad_bezier(Vec2 a, Vec2 b, Vec2 c, int segments);

}  // namespace hexfire::game
