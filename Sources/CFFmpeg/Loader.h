// The table of FFmpeg functions Loader.c fills, and the struct offsets
// MP4Encoder.c writes, for FFmpeg 5.1's ABI (libavcodec 59, libavformat
// 59, libavutil 57, libswscale 6). Internal to CFFmpeg.
#ifndef ZT_CFFMPEG_LOADER_H
#define ZT_CFFMPEG_LOADER_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "CFFmpeg.h"

typedef struct zt_rational {
  int num, den;
} zt_rational;

/// FFmpeg's functions, with every FFmpeg type as `void`.
struct zt_ffmpeg_functions {
  // libavutil
  void *(*frame_alloc)(void);
  void (*frame_free)(void **frame);
  int (*frame_get_buffer)(void *frame, int align);
  int (*frame_make_writable)(void *frame);
  int (*strerror)(int code, char *buffer, size_t size);
  int (*dict_set)(void **dictionary, const char *key, const char *value, int flags);
  void (*dict_free)(void **dictionary);
  void (*log_set_callback)(void (*callback)(void *, int, const char *, va_list));
  zt_rational (*d2q)(double value, int max);
  int (*opt_set)(void *object, const char *name, const char *value, int flags);
  // libswscale
  void *(*sws_getContext)(int source_width, int source_height, int source_format,
                          int width, int height, int format, int flags, void *source_filter,
                          void *filter, const double *parameters);
  int (*sws_setColorspaceDetails)(void *context, const int table[4], int source_range,
                                  const int destination_table[4], int range, int brightness,
                                  int contrast, int saturation);
  const int *(*sws_getCoefficients)(int colorspace);
  int (*sws_scale)(void *context, const uint8_t *const source[], const int source_stride[],
                   int first_row, int rows, uint8_t *const destination[],
                   const int destination_stride[]);
  void (*sws_freeContext)(void *context);
  // libavcodec
  const void *(*find_encoder_by_name)(const char *name);
  void *(*alloc_context3)(const void *codec);
  int (*open2)(void *context, const void *codec, void **options);
  void (*codec_free_context)(void **context);
  int (*send_frame)(void *context, const void *frame);
  int (*receive_packet)(void *context, void *packet);
  int (*parameters_from_context)(void *parameters, const void *context);
  void *(*packet_alloc)(void);
  void (*packet_free)(void **packet);
  void (*packet_rescale_ts)(void *packet, zt_rational source, zt_rational destination);
  // libavformat
  int (*alloc_output_context2)(void **context, const void *format, const char *format_name,
                               const char *file_name);
  void *(*new_stream)(void *context, const void *codec);
  int (*write_header)(void *context, void **options);
  int (*interleaved_write_frame)(void *context, void *packet);
  int (*write_trailer)(void *context);
  int (*avio_open)(void **io, const char *url, int flags);
  int (*avio_closep)(void **io);
  void (*format_free_context)(void *context);
};

extern struct zt_ffmpeg_functions zt_ff;

/// The last warning or error FFmpeg logged on this thread ("" if none).
const char *zt_ffmpeg_last_log(void);

/// Forgets the last logged line.
void zt_ffmpeg_clear_log(void);

// Offsets of the fields set or read, from FFmpeg 5.1's headers
// (offsetof, x86-64 and every LP64 platform).
enum {
  ZT_FORMAT_PB = 32,             // AVFormatContext.pb
  ZT_STREAM_TIME_BASE = 16,      // AVStream.time_base
  ZT_STREAM_CODECPAR = 208,      // AVStream.codecpar
  ZT_CODEC_TIME_BASE = 100,      // AVCodecContext.time_base
  ZT_CODEC_WIDTH = 116,          // AVCodecContext.width, then height
  ZT_CODEC_HEIGHT = 120,
  ZT_CODEC_PIX_FMT = 136,        // AVCodecContext.pix_fmt
  ZT_CODEC_FRAMERATE = 712,      // AVCodecContext.framerate
  ZT_FRAME_DATA = 0,             // AVFrame.data[8]
  ZT_FRAME_LINESIZE = 64,        // AVFrame.linesize[8]
  ZT_FRAME_WIDTH = 104,
  ZT_FRAME_HEIGHT = 108,
  ZT_FRAME_FORMAT = 116,
  ZT_FRAME_PTS = 136,
  ZT_PACKET_DURATION = 64,       // AVPacket.duration
};

/// A field of an FFmpeg struct, by offset.
#define ZT_FIELD(type, object, offset) (*(type *)((char *)(object) + (offset)))

#endif
