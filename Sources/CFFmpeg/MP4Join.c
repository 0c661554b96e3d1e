// MP4 chunks read back and joined without re-encoding (see CFFmpeg.h).
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "Loader.h"

enum {
  ZT_AVERROR_EOF = -0x20464F45,  // -MKTAG('E', 'O', 'F', ' ')
  ZT_AVIO_FLAG_WRITE = 2,
  ZT_AVMEDIA_TYPE_VIDEO = 0,
  ZT_CODEC_ID_H264 = 27,
  ZT_PKT_FLAG_KEY = 1,
  ZT_CODECPAR_CODEC_TAG = 8,  // AVCodecParameters.codec_tag, in 5.1, 6 and 7
};

/// The first stream of an open input.
static void *zt_first_stream(void *input) {
  if (ZT_FIELD(unsigned, input, zt_layout.format_nb_streams) < 1) return 0;
  return ZT_FIELD(void **, input, zt_layout.format_streams)[0];
}

/// Opens `path` and reads its streams' parameters.
static int zt_open_chunk(void **input, const char *path, char *error, size_t size) {
  char what[300];
  snprintf(what, sizeof what, "cannot read \"%s\"", path);
  int code = zt_ff.open_input(input, path, 0, 0);
  if (code < 0) return zt_fail(error, size, what, code);
  code = zt_ff.find_stream_info(*input, 0);
  if (code < 0) return zt_fail(error, size, what, code);
  if (!zt_first_stream(*input)) return zt_fail(error, size, what, 0);
  return 0;
}

/// Copies the stream's size, rate, parameter sets and the comment.
static void zt_describe(void *input, zt_mp4_info *info) {
  void *stream = zt_first_stream(input);
  void *parameters = ZT_FIELD(void *, stream, zt_layout.stream_codecpar);
  info->streams = (int)ZT_FIELD(unsigned, input, zt_layout.format_nb_streams);
  info->width = ZT_FIELD(int, parameters, zt_layout.par_width);
  info->height = ZT_FIELD(int, parameters, zt_layout.par_height);
  zt_rational rate = ZT_FIELD(zt_rational, stream, zt_layout.stream_avg_frame_rate);
  info->fps_num = rate.num;
  info->fps_den = rate.den;
  info->is_h264 = ZT_FIELD(int, parameters, zt_layout.par_codec_type) == ZT_AVMEDIA_TYPE_VIDEO &&
                  ZT_FIELD(int, parameters, zt_layout.par_codec_id) == ZT_CODEC_ID_H264;
  int extra = ZT_FIELD(int, parameters, zt_layout.par_extradata_size);
  const uint8_t *bytes = ZT_FIELD(uint8_t *, parameters, zt_layout.par_extradata);
  if (extra < 0 || !bytes) extra = 0;
  if (extra > (int)sizeof info->extradata) extra = (int)sizeof info->extradata;
  memcpy(info->extradata, bytes, (size_t)extra);
  info->extradata_size = extra;
  void *metadata = ZT_FIELD(void *, input, zt_layout.format_metadata);
  void *entry = metadata ? zt_ff.dict_get(metadata, "comment", 0, 0) : 0;
  const char *comment = entry ? ZT_FIELD(const char *, entry, sizeof(char *)) : "";
  snprintf(info->comment, sizeof info->comment, "%s", comment ? comment : "");
}

int zt_mp4_read_info(const char *path, zt_mp4_info *info, char *error, size_t error_size) {
  const char *missing = zt_ffmpeg_load();
  if (missing) {
    snprintf(error, error_size, "cannot load %s", missing);
    return -1;
  }
  zt_ffmpeg_clear_log();
  memset(info, 0, sizeof *info);
  void *input = 0;
  void *packet = zt_ff.packet_alloc();
  int status = packet ? zt_open_chunk(&input, path, error, error_size)
                      : zt_fail(error, error_size, "out of memory", 0);
  if (status == 0) {
    zt_describe(input, info);
    int code;
    while ((code = zt_ff.read_frame(input, packet)) >= 0) {
      if (ZT_FIELD(int, packet, zt_layout.packet_stream_index) == 0) {
        if (info->frames == 0)
          info->starts_with_keyframe = ZT_FIELD(int, packet, zt_layout.packet_flags) & ZT_PKT_FLAG_KEY;
        info->frames++;
      }
      zt_ff.packet_unref(packet);
    }
    if (code != ZT_AVERROR_EOF) status = zt_fail(error, error_size, "cannot read a frame", code);
  }
  if (input) zt_ff.close_input(&input);
  if (packet) zt_ff.packet_free(&packet);
  return status;
}

/// Makes the output's one stream from the first chunk's, and writes the
/// header (with the comment, index first).
static int zt_start_output(void *output, void *first, const char *path, const char *comment,
                           char *error, size_t size) {
  void *source = zt_first_stream(first);
  void *stream = zt_ff.new_stream(output, 0);
  if (!stream) return zt_fail(error, size, "out of memory", 0);
  void *parameters = ZT_FIELD(void *, stream, zt_layout.stream_codecpar);
  int code = zt_ff.parameters_copy(parameters, ZT_FIELD(void *, source, zt_layout.stream_codecpar));
  if (code < 0) return zt_fail(error, size, "cannot describe the stream", code);
  ZT_FIELD(unsigned, parameters, ZT_CODECPAR_CODEC_TAG) = 0;
  ZT_FIELD(zt_rational, stream, zt_layout.stream_time_base) =
      ZT_FIELD(zt_rational, source, zt_layout.stream_time_base);
  if (comment) {
    zt_ff.dict_set(&ZT_FIELD(void *, output, zt_layout.format_metadata), "comment", comment, 0);
  }
  code = zt_ff.avio_open(&ZT_FIELD(void *, output, zt_layout.format_pb), path, ZT_AVIO_FLAG_WRITE);
  if (code < 0) return zt_fail(error, size, "cannot open the file", code);
  void *options = 0;
  zt_ff.dict_set(&options, "movflags", "+faststart", 0);
  code = zt_ff.write_header(output, &options);
  zt_ff.dict_free(&options);
  if (code < 0) return zt_fail(error, size, "cannot write the header", code);
  return 0;
}

/// Copies one chunk's packets, `*offset` later (in the output's time
/// base), and moves `*offset` to where the chunk ends.
static int zt_copy_chunk(void *output, void *input, void *packet, int64_t *offset, char *error,
                         size_t size) {
  void *stream = zt_first_stream(output);
  zt_rational from = ZT_FIELD(zt_rational, zt_first_stream(input), zt_layout.stream_time_base);
  zt_rational to = ZT_FIELD(zt_rational, stream, zt_layout.stream_time_base);
  int64_t end = *offset;
  int code;
  while ((code = zt_ff.read_frame(input, packet)) >= 0) {
    if (ZT_FIELD(int, packet, zt_layout.packet_stream_index) != 0) {
      zt_ff.packet_unref(packet);
      continue;
    }
    zt_ff.packet_rescale_ts(packet, from, to);
    int64_t *pts = &ZT_FIELD(int64_t, packet, zt_layout.packet_pts);
    int64_t *dts = &ZT_FIELD(int64_t, packet, zt_layout.packet_dts);
    *pts += *offset;
    *dts += *offset;
    int64_t stop = *pts + ZT_FIELD(int64_t, packet, zt_layout.packet_duration);
    if (stop > end) end = stop;
    code = zt_ff.interleaved_write_frame(output, packet);
    if (code < 0) return zt_fail(error, size, "cannot write to the file", code);
  }
  if (code != ZT_AVERROR_EOF) return zt_fail(error, size, "cannot read a frame", code);
  *offset = end;
  return 0;
}

int zt_mp4_join(const char *output_path, const char *const *inputs, int count,
                const char *comment, char *error, size_t error_size) {
  const char *missing = zt_ffmpeg_load();
  if (missing) {
    snprintf(error, error_size, "cannot load %s", missing);
    return -1;
  }
  zt_ffmpeg_clear_log();
  void *output = 0, *input = 0, *packet = zt_ff.packet_alloc();
  int status = packet ? 0 : zt_fail(error, error_size, "out of memory", 0);
  int code = status ? 0 : zt_ff.alloc_output_context2(&output, 0, "mp4", output_path);
  if (!status && (code < 0 || !output))
    status = zt_fail(error, error_size, "FFmpeg has no MP4 muxer", code);
  int64_t offset = 0;
  int started = 0;
  for (int i = 0; i < count && !status; i++) {
    status = zt_open_chunk(&input, inputs[i], error, error_size);
    if (!status && !started) {
      status = zt_start_output(output, input, output_path, comment, error, error_size);
      started = !status;
    }
    if (!status) status = zt_copy_chunk(output, input, packet, &offset, error, error_size);
    if (input) zt_ff.close_input(&input);
  }
  if (!status && started) {
    code = zt_ff.write_trailer(output);
    if (code < 0) status = zt_fail(error, error_size, "cannot write the index", code);
  }
  if (output) {
    void **io = &ZT_FIELD(void *, output, zt_layout.format_pb);
    if (*io) {
      code = zt_ff.avio_closep(io);
      if (!status && code < 0) status = zt_fail(error, error_size, "cannot close the file", code);
    }
    zt_ff.format_free_context(output);
  }
  if (packet) zt_ff.packet_free(&packet);
  return status;
}
