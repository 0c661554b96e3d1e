// FFmpeg's functions, looked up once with dlopen and dlsym (see CFFmpeg.h).
#define _GNU_SOURCE
#include "Loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

struct zt_ffmpeg_functions zt_ff;

static const char *zt_load_error;
static pthread_once_t zt_load_once = PTHREAD_ONCE_INIT;

/// The last error FFmpeg logged on this thread, for messages.
static _Thread_local char zt_logged[256];

/// FFmpeg's log callback: keeps the last error or warning line, prints nothing
/// (x264's statistics and FFmpeg's chatter would clutter a recording's
/// output; what went wrong reaches the caller in the error message).
static void zt_log(void *object, int level, const char *format, va_list arguments) {
  (void)object;
  if (level > 24) return;  // AV_LOG_WARNING
  vsnprintf(zt_logged, sizeof zt_logged, format, arguments);
  for (char *end = zt_logged; *end; end++) {
    if (*end == '\n') *end = 0;
  }
}

const char *zt_ffmpeg_last_log(void) { return zt_logged; }

void zt_ffmpeg_clear_log(void) { zt_logged[0] = 0; }

/// Opens `name`, or records it as the missing library.
static void *zt_open(const char *name) {
  void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
  if (!library && !zt_load_error) zt_load_error = name;
  return library;
}

#define ZT_FIND(library, field, symbol)                          \
  do {                                                           \
    *(void **)(&zt_ff.field) = library ? dlsym(library, symbol) : 0; \
    if (!zt_ff.field && !zt_load_error) zt_load_error = symbol;   \
  } while (0)

static void zt_load_util_and_scale(void *util, void *scale) {
  ZT_FIND(util, frame_alloc, "av_frame_alloc");
  ZT_FIND(util, frame_free, "av_frame_free");
  ZT_FIND(util, frame_get_buffer, "av_frame_get_buffer");
  ZT_FIND(util, frame_make_writable, "av_frame_make_writable");
  ZT_FIND(util, strerror, "av_strerror");
  ZT_FIND(util, dict_set, "av_dict_set");
  ZT_FIND(util, dict_free, "av_dict_free");
  ZT_FIND(util, log_set_callback, "av_log_set_callback");
  ZT_FIND(util, d2q, "av_d2q");
  ZT_FIND(util, opt_set, "av_opt_set");
  ZT_FIND(scale, sws_getContext, "sws_getContext");
  ZT_FIND(scale, sws_setColorspaceDetails, "sws_setColorspaceDetails");
  ZT_FIND(scale, sws_getCoefficients, "sws_getCoefficients");
  ZT_FIND(scale, sws_scale, "sws_scale");
  ZT_FIND(scale, sws_freeContext, "sws_freeContext");
}

static void zt_load_codec_and_format(void *codec, void *format) {
  ZT_FIND(codec, find_encoder_by_name, "avcodec_find_encoder_by_name");
  ZT_FIND(codec, alloc_context3, "avcodec_alloc_context3");
  ZT_FIND(codec, open2, "avcodec_open2");
  ZT_FIND(codec, codec_free_context, "avcodec_free_context");
  ZT_FIND(codec, send_frame, "avcodec_send_frame");
  ZT_FIND(codec, receive_packet, "avcodec_receive_packet");
  ZT_FIND(codec, parameters_from_context, "avcodec_parameters_from_context");
  ZT_FIND(codec, packet_alloc, "av_packet_alloc");
  ZT_FIND(codec, packet_free, "av_packet_free");
  ZT_FIND(codec, packet_rescale_ts, "av_packet_rescale_ts");
  ZT_FIND(format, alloc_output_context2, "avformat_alloc_output_context2");
  ZT_FIND(format, new_stream, "avformat_new_stream");
  ZT_FIND(format, write_header, "avformat_write_header");
  ZT_FIND(format, interleaved_write_frame, "av_interleaved_write_frame");
  ZT_FIND(format, write_trailer, "av_write_trailer");
  ZT_FIND(format, avio_open, "avio_open");
  ZT_FIND(format, avio_closep, "avio_closep");
  ZT_FIND(format, format_free_context, "avformat_free_context");
}

static void zt_load(void) {
  void *util = zt_open("libavutil.so.57");
  void *scale = zt_open("libswscale.so.6");
  void *codec = zt_open("libavcodec.so.59");
  void *format = zt_open("libavformat.so.59");
  zt_load_util_and_scale(util, scale);
  zt_load_codec_and_format(codec, format);
  if (!zt_load_error) zt_ff.log_set_callback(zt_log);
}

const char *zt_ffmpeg_load(void) {
  pthread_once(&zt_load_once, zt_load);
  return zt_load_error;
}
