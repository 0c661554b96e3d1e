// The table of FFmpeg functions Loader.c fills, and the struct offsets
// MP4Encoder.c and MP4Join.c use, for the FFmpeg release loaded: 5.1, 6
// or 7 (see Loader.c). Internal to CFFmpeg.
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
  // Reading MP4 chunks back (zoetrope-join)
  int (*open_input)(void **context, const char *url, const void *format, void **options);
  int (*find_stream_info)(void *context, void **options);
  void (*close_input)(void **context);
  int (*read_frame)(void *context, void *packet);
  void (*packet_unref)(void *packet);
  int (*parameters_copy)(void *destination, const void *source);
  void *(*dict_get)(const void *dictionary, const char *key, const void *previous, int flags);
};

extern struct zt_ffmpeg_functions zt_ff;

/// The last warning or error FFmpeg logged on this thread ("" if none).
const char *zt_ffmpeg_last_log(void);

/// Forgets the last logged line.
void zt_ffmpeg_clear_log(void);

/// Writes "what: FFmpeg's reason (FFmpeg: last logged line)" into
/// `error`; returns -1.
int zt_fail(char *error, size_t size, const char *what, int code);

/// Where the fields Zoetrope sets or reads are in FFmpeg's structs, for
/// the major version loaded (offsetof from each version's headers, x86-64
/// and every LP64 platform; see Loader.c). FFmpeg keeps them stable within
/// a major version; they move between 5.1, 6 and 7.
struct zt_ffmpeg_layout {
  /// The FFmpeg release these are for: 5 (5.1), 6 or 7.
  int release;
  int format_pb, format_nb_streams, format_streams, format_metadata;  // AVFormatContext
  int stream_codecpar, stream_time_base, stream_nb_frames, stream_avg_frame_rate;  // AVStream
  int codec_time_base, codec_width, codec_height, codec_pix_fmt, codec_framerate;  // AVCodecContext
  int par_codec_type, par_codec_id, par_extradata, par_extradata_size, par_width,
      par_height;  // AVCodecParameters
  int frame_data, frame_linesize, frame_width, frame_height, frame_format, frame_pts;  // AVFrame
  int packet_pts, packet_dts, packet_stream_index, packet_flags, packet_duration;  // AVPacket
};

extern struct zt_ffmpeg_layout zt_layout;

/// A field of an FFmpeg struct, by offset.
#define ZT_FIELD(type, object, offset) (*(type *)((char *)(object) + (offset)))

#endif
