// FFmpeg's functions, looked up once with dlopen and dlsym (see CFFmpeg.h).
#define _GNU_SOURCE
#include "Loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

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

/// Writes "what: FFmpeg's reason" into `error`.
int zt_fail(char *error, size_t size, const char *what, int code) {
  char reason[128] = "";
  if (code < 0 && zt_ff.strerror) zt_ff.strerror(code, reason, sizeof reason);
  const char *logged = zt_ffmpeg_last_log();
  snprintf(error, size, "%s%s%s%s%s", what, reason[0] ? ": " : "", reason,
           logged[0] ? " (FFmpeg: " : "", logged[0] ? logged : "");
  if (logged[0]) strncat(error, ")", size - strlen(error) - 1);
  return -1;
}

/// One FFmpeg release's shared libraries and the offsets of its structs'
/// fields (offsetof, from that release's public headers: 5.1.9 as Debian
/// 12 ships it, 6.1.3 and 7.1; FFmpeg keeps them within a major version).
typedef struct zt_release {
  const char *util, *scale, *codec, *format;
  int majors[4];  // avutil, swscale, avcodec, avformat
  struct zt_ffmpeg_layout layout;
} zt_release;

static const zt_release zt_releases[] = {
    {"libavutil.so.57", "libswscale.so.6", "libavcodec.so.59", "libavformat.so.59",
     {57, 6, 59, 59},
     {
      .release = 5, .format_pb = 32, .format_nb_streams = 44, .format_streams = 48,
      .format_metadata = 176, .stream_codecpar = 208, .stream_time_base = 16,
      .stream_nb_frames = 40, .stream_avg_frame_rate = 72, .codec_time_base = 100,
      .codec_width = 116, .codec_height = 120, .codec_pix_fmt = 136, .codec_framerate = 712,
      .par_codec_type = 0, .par_codec_id = 4, .par_extradata = 16, .par_extradata_size = 24,
      .par_width = 56, .par_height = 60, .frame_data = 0, .frame_linesize = 64,
      .frame_width = 104, .frame_height = 108, .frame_format = 116, .frame_pts = 136,
      .packet_pts = 8, .packet_dts = 16, .packet_stream_index = 36, .packet_flags = 40,
      .packet_duration = 64}},
    {"libavutil.so.59", "libswscale.so.8", "libavcodec.so.61", "libavformat.so.61",
     {59, 8, 61, 61},
     {
      .release = 7, .format_pb = 32, .format_nb_streams = 44, .format_streams = 48,
      .format_metadata = 192, .stream_codecpar = 16, .stream_time_base = 32,
      .stream_nb_frames = 56, .stream_avg_frame_rate = 88, .codec_time_base = 84,
      .codec_width = 116, .codec_height = 120, .codec_pix_fmt = 140, .codec_framerate = 100,
      .par_codec_type = 0, .par_codec_id = 4, .par_extradata = 16, .par_extradata_size = 24,
      .par_width = 72, .par_height = 76, .frame_data = 0, .frame_linesize = 64,
      .frame_width = 104, .frame_height = 108, .frame_format = 116, .frame_pts = 136,
      .packet_pts = 8, .packet_dts = 16, .packet_stream_index = 36, .packet_flags = 40,
      .packet_duration = 64}},
    {"libavutil.so.58", "libswscale.so.7", "libavcodec.so.60", "libavformat.so.60",
     {58, 7, 60, 60},
     {
      .release = 6, .format_pb = 32, .format_nb_streams = 44, .format_streams = 48,
      .format_metadata = 176, .stream_codecpar = 16, .stream_time_base = 32,
      .stream_nb_frames = 56, .stream_avg_frame_rate = 88, .codec_time_base = 100,
      .codec_width = 116, .codec_height = 120, .codec_pix_fmt = 136, .codec_framerate = 704,
      .par_codec_type = 0, .par_codec_id = 4, .par_extradata = 16, .par_extradata_size = 24,
      .par_width = 56, .par_height = 60, .frame_data = 0, .frame_linesize = 64,
      .frame_width = 104, .frame_height = 108, .frame_format = 116, .frame_pts = 136,
      .packet_pts = 8, .packet_dts = 16, .packet_stream_index = 36, .packet_flags = 40,
      .packet_duration = 64}},
};

struct zt_ffmpeg_layout zt_layout;

/// What went wrong loading a release whose libraries are present.
static char zt_release_error[192];

#define ZT_FIND(library, field, symbol)                              \
  do {                                                               \
    *(void **)(&zt_ff.field) = library ? dlsym(library, symbol) : 0; \
    if (!zt_ff.field && !zt_load_error) zt_load_error = symbol;      \
  } while (0)

static void zt_load_util_and_scale(void *util, void *scale) {
  ZT_FIND(util, frame_alloc, "av_frame_alloc");
  ZT_FIND(util, frame_free, "av_frame_free");
  ZT_FIND(util, frame_get_buffer, "av_frame_get_buffer");
  ZT_FIND(util, frame_make_writable, "av_frame_make_writable");
  ZT_FIND(util, strerror, "av_strerror");
  ZT_FIND(util, dict_set, "av_dict_set");
  ZT_FIND(util, dict_get, "av_dict_get");
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
  ZT_FIND(codec, parameters_copy, "avcodec_parameters_copy");
  ZT_FIND(codec, packet_alloc, "av_packet_alloc");
  ZT_FIND(codec, packet_free, "av_packet_free");
  ZT_FIND(codec, packet_unref, "av_packet_unref");
  ZT_FIND(codec, packet_rescale_ts, "av_packet_rescale_ts");
  ZT_FIND(format, alloc_output_context2, "avformat_alloc_output_context2");
  ZT_FIND(format, new_stream, "avformat_new_stream");
  ZT_FIND(format, write_header, "avformat_write_header");
  ZT_FIND(format, interleaved_write_frame, "av_interleaved_write_frame");
  ZT_FIND(format, write_trailer, "av_write_trailer");
  ZT_FIND(format, avio_open, "avio_open");
  ZT_FIND(format, avio_closep, "avio_closep");
  ZT_FIND(format, format_free_context, "avformat_free_context");
  ZT_FIND(format, open_input, "avformat_open_input");
  ZT_FIND(format, find_stream_info, "avformat_find_stream_info");
  ZT_FIND(format, close_input, "avformat_close_input");
  ZT_FIND(format, read_frame, "av_read_frame");
}

/// Whether `library`'s `symbol` (avutil_version, ...) reports `major`:
/// a library file named for one release but built from another is
/// refused rather than read at the wrong offsets.
static int zt_check_major(void *library, const char *symbol, const char *name, int major) {
  unsigned (*version)(void) = 0;
  *(void **)(&version) = dlsym(library, symbol);
  unsigned found = version ? version() >> 16 : 0;
  if ((int)found == major) return 1;
  snprintf(zt_release_error, sizeof zt_release_error, "%s (it reports major version %u, not %d)",
           name, found, major);
  zt_load_error = zt_release_error;
  return 0;
}

/// Loads one release, if all four of its libraries are there; returns 1
/// if they were (loaded, or refused with zt_load_error set).
static int zt_load_release(const zt_release *release) {
  const char *names[4] = {release->util, release->scale, release->codec, release->format};
  const char *versions[4] = {"avutil_version", "swscale_version", "avcodec_version",
                             "avformat_version"};
  void *libraries[4];
  for (int i = 0; i < 4; i++) {
    libraries[i] = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!libraries[i]) {
      for (int j = 0; j < i; j++) dlclose(libraries[j]);
      return 0;
    }
  }
  for (int i = 0; i < 4; i++) {
    if (!zt_check_major(libraries[i], versions[i], names[i], release->majors[i])) return 1;
  }
  zt_layout = release->layout;
  zt_load_util_and_scale(libraries[0], libraries[1]);
  zt_load_codec_and_format(libraries[2], libraries[3]);
  return 1;
}

/// The sonames tried, for the message when none loads.
static const char zt_tried[] =
    "libavcodec.so.59 (FFmpeg 5.1), libavcodec.so.61 (7) or libavcodec.so.60 (6), each with its"
    " libavformat, libavutil and libswscale";

static void zt_load(void) {
  int found = 0;
  for (size_t i = 0; i < sizeof zt_releases / sizeof *zt_releases && !found; i++) {
    found = zt_load_release(&zt_releases[i]);
  }
  if (!found) zt_load_error = zt_tried;
  if (!zt_load_error) zt_ff.log_set_callback(zt_log);
}

const char *zt_ffmpeg_load(void) {
  pthread_once(&zt_load_once, zt_load);
  return zt_load_error;
}

int zt_ffmpeg_release(void) {
  return zt_ffmpeg_load() ? 0 : zt_layout.release;
}
