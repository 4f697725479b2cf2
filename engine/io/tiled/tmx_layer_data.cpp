// Decoding a tile layer's data (see tmx_layer_data.hpp).
#include "engine/io/tiled/tmx_layer_data.hpp"

#include <zlib.h>

#include <limits>

namespace hexfire::tiled {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

int base64_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}

std::string cells_text(std::size_t cells) {
  return std::to_string(cells) + " cells x 4 bytes = " + std::to_string(cells * 4) + " bytes";
}

std::optional<std::vector<std::uint32_t>> decode_csv(const std::string& text, std::size_t cells, std::string& why) {
  std::vector<std::uint32_t> out;
  out.reserve(cells);
  std::size_t i = 0;
  const auto skip_blanks = [&] {
    while (i < text.size() && is_blank(text[i])) ++i;
  };
  skip_blanks();
  while (i < text.size()) {
    if (out.size() == cells) {
      why = "the CSV data has more than the " + std::to_string(cells) + " cells of the layer";
      return std::nullopt;
    }
    std::uint64_t v = 0;
    const std::size_t start = i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
      v = v * 10 + static_cast<std::uint64_t>(text[i] - '0');
      if (v > std::numeric_limits<std::uint32_t>::max()) {
        why = "the CSV data has a tile number larger than 4294967295";
        return std::nullopt;
      }
      ++i;
    }
    if (i == start) {
      why = "the CSV data has '" + std::string(1, text[i]) + "' where a tile number should be";
      return std::nullopt;
    }
    out.push_back(static_cast<std::uint32_t>(v));
    skip_blanks();
    if (i < text.size()) {
      if (text[i] != ',') {
        why = "the CSV data has '" + std::string(1, text[i]) + "' where a comma should be";
        return std::nullopt;
      }
      ++i;
      skip_blanks();
      if (i == text.size()) {
        why = "the CSV data ends with a comma";
        return std::nullopt;
      }
    }
  }
  if (out.size() != cells) {
    why = "the CSV data has " + std::to_string(out.size()) + " cells; the layer has " + std::to_string(cells);
    return std::nullopt;
  }
  return out;
}

// Inflates into exactly `expected` bytes; anything else is refused. gzip selects the gzip
// header, otherwise the zlib one (each as the layer declares, never guessed).
std::optional<std::string> inflate_exact(const std::string& in, bool gzip, std::size_t expected, std::string& why) {
  const char* kind = gzip ? "gzip" : "zlib";
  if (in.size() > std::numeric_limits<uInt>::max() || expected > std::numeric_limits<uInt>::max()) {
    why = std::string("the ") + kind + " data is too large";
    return std::nullopt;
  }
  z_stream z{};
  if (inflateInit2(&z, gzip ? 16 + MAX_WBITS : MAX_WBITS) != Z_OK) {
    why = std::string("cannot start ") + kind + " decompression";
    return std::nullopt;
  }
  std::string out(expected, '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  z.avail_in = static_cast<uInt>(in.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(expected);
  const int rc = inflate(&z, Z_FINISH);
  const std::size_t produced = expected - z.avail_out;
  const bool trailing = z.avail_in > 0;
  inflateEnd(&z);
  if (rc == Z_STREAM_END) {
    if (produced != expected) {
      why = std::string("the ") + kind + " data decompresses to " + std::to_string(produced) +
            " bytes; the layer needs exactly " + cells_text(expected / 4);
      return std::nullopt;
    }
    if (trailing) {
      why = std::string("the ") + kind + " data has bytes after its end";
      return std::nullopt;
    }
    return out;
  }
  if (rc == Z_BUF_ERROR && z.avail_out == 0 && trailing) {
    why = std::string("the ") + kind + " data decompresses to more than the " + cells_text(expected / 4) +
          " the layer needs";
  } else if (rc == Z_BUF_ERROR && produced == expected) {
    why = std::string("the ") + kind + " data is truncated (its end is missing)";
  } else if (rc == Z_BUF_ERROR) {
    why = std::string("the ") + kind + " data is truncated (it ends after " + std::to_string(produced) +
          " of the " + std::to_string(expected) + " bytes the layer needs)";
  } else {
    why = std::string("the ") + kind + " data is corrupt" + (z.msg ? std::string(" (") + z.msg + ")" : std::string());
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> decode_base64(const std::string& text, std::string& why) {
  std::string out;
  out.reserve(text.size() / 4 * 3);
  std::uint32_t acc = 0;
  int bits = 0;
  int quads = 0;  // characters in the current group of four, padding included
  int padding = 0;
  for (const char c : text) {
    if (is_blank(c)) continue;
    if (c == '=') {
      if (quads < 2) {
        why = "the base64 data has '=' where it cannot be";
        return std::nullopt;
      }
      ++padding;
      quads = (quads + 1) % 4;
      continue;
    }
    const int v = base64_value(c);
    if (v < 0 || padding > 0) {
      why = v < 0 ? "the base64 data has the character '" + std::string(1, c) + "', which base64 does not use"
                  : "the base64 data continues after its '=' padding";
      return std::nullopt;
    }
    acc = (acc << 6) | static_cast<std::uint32_t>(v);
    bits += 6;
    quads = (quads + 1) % 4;
    if (bits >= 8) {
      bits -= 8;
      out.push_back(static_cast<char>((acc >> bits) & 0xFFu));
    }
  }
  if (quads != 0) {
    why = "the base64 data is cut short (its length is not a multiple of 4)";
    return std::nullopt;
  }
  return out;
}

std::optional<std::vector<std::uint32_t>> decode_layer_data(const std::string& text, const std::string& encoding,
                                                            const std::string& compression, std::size_t cells,
                                                            std::string& why) {
  if (encoding == "csv") {
    if (!compression.empty()) {
      why = "CSV data cannot be compressed (compression=\"" + compression + "\")";
      return std::nullopt;
    }
    return decode_csv(text, cells, why);
  }
  if (encoding != "base64") {
    why = encoding.empty()
              ? "the layer's tiles are stored as XML elements, which Hexfire does not read; in Tiled, set the map's "
                "Tile Layer Format to CSV or Base64"
              : "encoding=\"" + encoding + "\" is not one Hexfire reads (csv or base64)";
    return std::nullopt;
  }
  if (!compression.empty() && compression != "zlib" && compression != "gzip") {
    why = "compression=\"" + compression + "\" is not one Hexfire reads (none, zlib or gzip)";
    return std::nullopt;
  }
  auto bytes = decode_base64(text, why);
  if (!bytes) return std::nullopt;
  const std::size_t expected = cells * 4;
  if (!compression.empty()) {
    bytes = inflate_exact(*bytes, compression == "gzip", expected, why);
    if (!bytes) return std::nullopt;
  } else if (bytes->size() != expected) {
    why = "the base64 data holds " + std::to_string(bytes->size()) + " bytes; the layer needs exactly " +
          cells_text(cells);
    return std::nullopt;
  }
  std::vector<std::uint32_t> out(cells);
  for (std::size_t i = 0; i < cells; ++i) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes->data() + 4 * i);
    out[i] = static_cast<std::uint32_t>(p[0]) | (static_cast<std::uint32_t>(p[1]) << 8) |
             (static_cast<std::uint32_t>(p[2]) << 16) | (static_cast<std::uint32_t>(p[3]) << 24);
  }
  return out;
}

}  // namespace hexfire::tiled
