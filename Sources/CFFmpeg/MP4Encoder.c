// H.264 in MP4: the muxer, x264 through libavcodec, and swscale's BT.709
// conversion (see CFFmpeg.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Loader.h"

enum {
  ZT_PIX_FMT_YUV420P = 0,
  ZT_PIX_FMT_BGR0 = 121,
  ZT_AVERROR_EAGAIN = -EAGAIN,
  ZT_AVERROR_EOF = -0x20464F45,  // -MKTAG('E', 'O', 'F', ' ')
  ZT_AVIO_FLAG_WRITE = 2,
  ZT_AV_OPT_SEARCH_CHILDREN = 1,
  ZT_SWS_AREA = 0x20,
  ZT_SWS_FULL_CHR_H_INP = 0x4000,
  ZT_SWS_ACCURATE_RND = 0x40000,
  ZT_SWS_CS_ITU709 = 1,
};

struct zt_mp4 {
  void *format;      // AVFormatContext
  void *stream;      // AVStream
  void *codec;       // AVCodecContext
  void *frame;       // AVFrame (yuv420p, the coded size)
  void *packet;      // AVPacket
  void *scaler;      // SwsContext
  uint8_t *padded;   // BGRA of the coded size, for odd sizes
  zt_mp4_options options;
  zt_rational time_base;
  int header_written;
};

/// Sets an encoder option, or fails naming it.
static int zt_set(void *object, const char *name, const char *value, char *error, size_t size) {
  int code = zt_ff.opt_set(object, name, value, ZT_AV_OPT_SEARCH_CHILDREN);
  if (code < 0) {
    char what[96];
    snprintf(what, sizeof what, "FFmpeg refused the option %s=%s", name, value);
    return zt_fail(error, size, what, code);
  }
  return 0;
}

/// Makes the x264 encoder context: size, time base, colour tags, quality.
static int zt_open_codec(zt_mp4 *mp4, char *error, size_t size) {
  const void *encoder = zt_ff.find_encoder_by_name("libx264");
  if (!encoder)
    return zt_fail(error, size, "this FFmpeg has no libx264 encoder (Debian's libavcodec59 has)",
                   0);
  mp4->codec = zt_ff.alloc_context3(encoder);
  if (!mp4->codec) return zt_fail(error, size, "out of memory", 0);
  void *codec = mp4->codec;
  ZT_FIELD(int, codec, zt_layout.codec_width) = mp4->options.coded_width;
  ZT_FIELD(int, codec, zt_layout.codec_height) = mp4->options.coded_height;
  ZT_FIELD(int, codec, zt_layout.codec_pix_fmt) = ZT_PIX_FMT_YUV420P;
  ZT_FIELD(zt_rational, codec, zt_layout.codec_time_base) = mp4->time_base;
  ZT_FIELD(zt_rational, codec, zt_layout.codec_framerate) =
      (zt_rational){mp4->time_base.den, mp4->time_base.num};
  char crf[16];
  snprintf(crf, sizeof crf, "%d", mp4->options.crf);
  if (zt_set(codec, "color_primaries", "bt709", error, size) ||
      zt_set(codec, "color_trc", "bt709", error, size) ||
      zt_set(codec, "colorspace", "bt709", error, size) ||
      zt_set(codec, "color_range", "tv", error, size) ||
      zt_set(codec, "flags", "+global_header", error, size) ||
      zt_set(codec, "preset", mp4->options.preset, error, size) ||
      zt_set(codec, "crf", crf, error, size))
    return -1;
  int code = zt_ff.open2(codec, encoder, 0);
  if (code < 0) return zt_fail(error, size, "x264 could not start", code);
  return 0;
}

/// Makes the MP4 muxer, its one stream and the file, and writes the header.
static int zt_open_format(zt_mp4 *mp4, const char *path, char *error, size_t size) {
  int code = zt_ff.alloc_output_context2(&mp4->format, 0, "mp4", path);
  if (code < 0 || !mp4->format) return zt_fail(error, size, "FFmpeg has no MP4 muxer", code);
  mp4->stream = zt_ff.new_stream(mp4->format, 0);
  if (!mp4->stream) return zt_fail(error, size, "out of memory", 0);
  ZT_FIELD(zt_rational, mp4->stream, zt_layout.stream_time_base) = mp4->time_base;
  void *parameters = ZT_FIELD(void *, mp4->stream, zt_layout.stream_codecpar);
  code = zt_ff.parameters_from_context(parameters, mp4->codec);
  if (code < 0) return zt_fail(error, size, "cannot describe the stream", code);
  code = zt_ff.avio_open(&ZT_FIELD(void *, mp4->format, zt_layout.format_pb), path, ZT_AVIO_FLAG_WRITE);
  if (code < 0) return zt_fail(error, size, "cannot open the file", code);
  if (mp4->options.comment) {
    void **metadata = &ZT_FIELD(void *, mp4->format, zt_layout.format_metadata);
    zt_ff.dict_set(metadata, "comment", mp4->options.comment, 0);
  }
  void *options = 0;
  zt_ff.dict_set(&options, "movflags", "+faststart", 0);
  code = zt_ff.write_header(mp4->format, &options);
  zt_ff.dict_free(&options);
  if (code < 0) return zt_fail(error, size, "cannot write the header", code);
  mp4->header_written = 1;
  return 0;
}

/// Makes the frame and the BGRA → BT.709 yuv420p converter.
static int zt_open_frame(zt_mp4 *mp4, char *error, size_t size) {
  int width = mp4->options.coded_width, height = mp4->options.coded_height;
  mp4->frame = zt_ff.frame_alloc();
  mp4->packet = zt_ff.packet_alloc();
  if (!mp4->frame || !mp4->packet) return zt_fail(error, size, "out of memory", 0);
  ZT_FIELD(int, mp4->frame, zt_layout.frame_width) = width;
  ZT_FIELD(int, mp4->frame, zt_layout.frame_height) = height;
  ZT_FIELD(int, mp4->frame, zt_layout.frame_format) = ZT_PIX_FMT_YUV420P;
  int code = zt_ff.frame_get_buffer(mp4->frame, 0);
  if (code < 0) return zt_fail(error, size, "cannot allocate a frame", code);
  mp4->scaler = zt_ff.sws_getContext(
      width, height, ZT_PIX_FMT_BGR0, width, height, ZT_PIX_FMT_YUV420P,
      ZT_SWS_AREA | ZT_SWS_ACCURATE_RND | ZT_SWS_FULL_CHR_H_INP, 0, 0, 0);
  if (!mp4->scaler) return zt_fail(error, size, "swscale cannot convert to yuv420p", 0);
  const int *bt709 = zt_ff.sws_getCoefficients(ZT_SWS_CS_ITU709);
  // Full-range RGB in, limited-range ("tv") BT.709 out.
  zt_ff.sws_setColorspaceDetails(mp4->scaler, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16);
  if (width != mp4->options.width || height != mp4->options.height) {
    mp4->padded = malloc((size_t)width * (size_t)height * 4);
    if (!mp4->padded) return zt_fail(error, size, "out of memory", 0);
  }
  return 0;
}

zt_mp4 *zt_mp4_open(const char *path, const zt_mp4_options *options, char *error,
                    size_t error_size) {
  const char *missing = zt_ffmpeg_load();
  if (missing) {
    snprintf(error, error_size, "cannot load %s", missing);
    return 0;
  }
  zt_ffmpeg_clear_log();
  zt_mp4 *mp4 = calloc(1, sizeof *mp4);
  if (!mp4) {
    snprintf(error, error_size, "out of memory");
    return 0;
  }
  mp4->options = *options;
  mp4->time_base = zt_ff.d2q(1 / options->fps, 1000000);
  if (zt_open_codec(mp4, error, error_size) || zt_open_format(mp4, path, error, error_size) ||
      zt_open_frame(mp4, error, error_size)) {
    zt_mp4_free(mp4);
    return 0;
  }
  return mp4;
}

/// Writes every packet the encoder has ready.
static int zt_drain(zt_mp4 *mp4, char *error, size_t size) {
  for (;;) {
    int code = zt_ff.receive_packet(mp4->codec, mp4->packet);
    if (code == ZT_AVERROR_EAGAIN || code == ZT_AVERROR_EOF) return 0;
    if (code < 0) return zt_fail(error, size, "x264 failed", code);
    // Every frame lasts one frame time (the muxer needs the last one's).
    ZT_FIELD(int64_t, mp4->packet, zt_layout.packet_duration) = 1;
    zt_ff.packet_rescale_ts(mp4->packet, mp4->time_base,
                            ZT_FIELD(zt_rational, mp4->stream, zt_layout.stream_time_base));
    code = zt_ff.interleaved_write_frame(mp4->format, mp4->packet);
    if (code < 0) return zt_fail(error, size, "cannot write to the file", code);
  }
}

/// Copies `bgra` into the padded buffer, repeating the last column and row.
static const uint8_t *zt_pad(zt_mp4 *mp4, const uint8_t *bgra, size_t stride) {
  int width = mp4->options.width, height = mp4->options.height;
  int coded_width = mp4->options.coded_width, coded_height = mp4->options.coded_height;
  for (int y = 0; y < coded_height; y++) {
    const uint8_t *source = bgra + (size_t)(y < height ? y : height - 1) * stride;
    uint8_t *row = mp4->padded + (size_t)y * (size_t)coded_width * 4;
    memcpy(row, source, (size_t)width * 4);
    for (int x = width; x < coded_width; x++) memcpy(row + x * 4, source + (width - 1) * 4, 4);
  }
  return mp4->padded;
}

int zt_mp4_write(zt_mp4 *mp4, const uint8_t *bgra, size_t stride, int64_t pts, char *error,
                 size_t error_size) {
  zt_ffmpeg_clear_log();
  int code = zt_ff.frame_make_writable(mp4->frame);
  if (code < 0) return zt_fail(error, error_size, "cannot allocate a frame", code);
  if (mp4->padded) {
    bgra = zt_pad(mp4, bgra, stride);
    stride = (size_t)mp4->options.coded_width * 4;
  }
  const uint8_t *source[4] = {bgra, 0, 0, 0};
  int source_stride[4] = {(int)stride, 0, 0, 0};
  uint8_t **planes = &ZT_FIELD(uint8_t *, mp4->frame, zt_layout.frame_data);
  int *strides = &ZT_FIELD(int, mp4->frame, zt_layout.frame_linesize);
  zt_ff.sws_scale(mp4->scaler, source, source_stride, 0, mp4->options.coded_height, planes,
                  strides);
  ZT_FIELD(int64_t, mp4->frame, zt_layout.frame_pts) = pts;
  code = zt_ff.send_frame(mp4->codec, mp4->frame);
  if (code < 0) return zt_fail(error, error_size, "x264 refused a frame", code);
  return zt_drain(mp4, error, error_size);
}

int zt_mp4_finish(zt_mp4 *mp4, char *error, size_t error_size) {
  zt_ffmpeg_clear_log();
  int code = zt_ff.send_frame(mp4->codec, 0);
  if (code < 0 && code != ZT_AVERROR_EOF) return zt_fail(error, error_size, "x264 failed", code);
  if (zt_drain(mp4, error, error_size)) return -1;
  code = zt_ff.write_trailer(mp4->format);
  mp4->header_written = 0;
  if (code < 0) return zt_fail(error, error_size, "cannot write the index", code);
  code = zt_ff.avio_closep(&ZT_FIELD(void *, mp4->format, zt_layout.format_pb));
  if (code < 0) return zt_fail(error, error_size, "cannot close the file", code);
  return 0;
}

void zt_mp4_free(zt_mp4 *mp4) {
  if (!mp4) return;
  if (mp4->format) {
    void **io = &ZT_FIELD(void *, mp4->format, zt_layout.format_pb);
    if (*io) zt_ff.avio_closep(io);
    zt_ff.format_free_context(mp4->format);
  }
  if (mp4->codec) zt_ff.codec_free_context(&mp4->codec);
  if (mp4->frame) zt_ff.frame_free(&mp4->frame);
  if (mp4->packet) zt_ff.packet_free(&mp4->packet);
  if (mp4->scaler) zt_ff.sws_freeContext(mp4->scaler);
  free(mp4->padded);
  free(mp4);
}
