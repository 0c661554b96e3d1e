// H.264 in MP4 through FFmpeg's libraries (libavcodec, libavformat,
// libavutil, libswscale), loaded at run time with dlopen: no FFmpeg headers
// or libraries at build time, so an app that never writes MP4 needs
// nothing more to build or run. The few struct fields the encoder and the
// joiner set or read are at offsets taken from the headers of each ABI it
// loads (FFmpeg 5.1, Debian 12's libavcodec.so.59; FFmpeg 6,
// libavcodec.so.60; FFmpeg 7, libavcodec.so.61; each with its libavformat,
// libavutil and libswscale), which FFmpeg keeps stable within a major
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

/// The FFmpeg release loaded (5, 6 or 7), or 0 if none could be.
int zt_ffmpeg_release(void);

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
  /// The file's comment tag (which frames of which run it holds), or 0.
  const char *comment;
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

/// What zoetrope-join needs to know of an MP4 chunk.
typedef struct zt_mp4_info {
  /// The video's coded size in pixels.
  int width, height;
  /// The average frame rate, as a fraction.
  int fps_num, fps_den;
  /// The number of video frames (packets).
  int64_t frames;
  /// Whether the first packet is a keyframe, and the stream is H.264.
  int starts_with_keyframe, is_h264;
  /// The number of streams in the file.
  int streams;
  /// The encoder's parameter sets (avcC): equal for chunks of one
  /// recording.
  uint8_t extradata[1024];
  int extradata_size;
  /// The file's comment tag, "" if none.
  char comment[256];
} zt_mp4_info;

/// Reads an MP4's first stream's size, rate, frame count, parameter sets
/// and comment, counting its packets. Returns 0 or -1 with `error` set.
int zt_mp4_read_info(const char *path, zt_mp4_info *info, char *error, size_t error_size);

/// Writes `output` (which must exist: it is truncated) as the video
/// streams of `inputs` one after another, without re-encoding: each
/// input's timestamps are moved to start where the previous input ends.
/// `comment` is the new file's comment tag, or 0. The inputs must have
/// been checked to fit together (zt_mp4_read_info). Returns 0 or -1 with
/// `error` set.
int zt_mp4_join(const char *output, const char *const *inputs, int count, const char *comment,
                char *error, size_t error_size);

#endif
