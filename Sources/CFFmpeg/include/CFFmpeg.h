// H.264 in MP4 through FFmpeg's libraries (libavcodec, libavformat,
// libavutil, libswscale), loaded at run time with dlopen: no FFmpeg headers
// or libraries at build time, so an app that never writes MP4 needs
// nothing more to build or run. The few struct fields the encoder sets
// are written at offsets checked against the headers of the one ABI it
// loads (FFmpeg 5.1: libavcodec.so.59, libavformat.so.59, libavutil.so.57,
// libswscale.so.6, Debian 12's), which FFmpeg keeps stable within a major
// version; the functions are named by their exported symbols.
#ifndef ZT_CFFMPEG_H
#define ZT_CFFMPEG_H

#include <stddef.h>
#include <stdint.h>

/// An MP4 file being written: the muxer, the encoder, the colour
/// converter and one frame. Opaque to Swift.
typedef struct zt_mp4 zt_mp4;

/// Loads FFmpeg's libraries and looks up their functions, once.
///
/// Returns 0 on success; otherwise the name of the library or function
/// that is missing (a static string).
const char *zt_ffmpeg_load(void);

/// The parameters of an MP4 recording.
typedef struct zt_mp4_options {
  /// The frames' size in pixels, as appended (any size of at least 1).
  int width, height;
  /// The encoded size: width and height rounded up to even numbers.
  int coded_width, coded_height;
  /// Frames per second (the time base is its inverse, as a fraction).
  double fps;
  /// x264's constant rate factor, 0 (lossless) ... 51.
  int crf;
  /// x264's preset, such as "medium".
  const char *preset;
} zt_mp4_options;

/// Creates `path` (which must exist: it is truncated) and writes the MP4
/// header. On failure returns 0 and writes a sentence into `error`.
zt_mp4 *zt_mp4_open(const char *path, const zt_mp4_options *options, char *error,
                    size_t error_size);

/// Converts one frame of premultiplied BGRA (Zoetrope's ARGB32 on a little-
/// endian machine) to BT.709 limited-range yuv420p, drawn over black, and
/// encodes it at `pts` (in frames, increasing). Odd sizes are padded by
/// repeating the last column and row. Returns 0 or -1 with `error` set.
int zt_mp4_write(zt_mp4 *mp4, const uint8_t *bgra, size_t stride, int64_t pts, char *error,
                 size_t error_size);

/// Drains the encoder and writes the index (moved to the front: faststart)
/// and closes the file. Returns 0 or -1 with `error` set.
int zt_mp4_finish(zt_mp4 *mp4, char *error, size_t error_size);

/// Frees everything and closes the file if still open (not removing it).
void zt_mp4_free(zt_mp4 *mp4);

#endif
