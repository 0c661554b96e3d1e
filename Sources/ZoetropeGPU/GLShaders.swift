// The GPU compositor's one program: a quad mapped by a 3×3 matrix (an
// affine map, or a homography for a layer in perspective: the GPU
// interpolates perspective-correctly), shaded as a rounded-rectangle
// fill or border, a bitmap, or a group composited with a clip.

/// The GLSL sources, for OpenGL 3.3 core or OpenGL ES 3.0.
enum GLShaders {
  /// The vertex shader: positions mapped to target pixels by `toTarget`
  /// (the identity for affine paints, whose vertices come in target
  /// pixels; a homography for a plane in perspective), then to clip space
  /// with y down; the texel and the paint's own point (a layer's bounds
  /// coordinates, plane pixels or target pixels) are interpolated.
  static let vertex = """
    in vec2 position;
    in vec2 texel;
    in vec2 point;
    in vec4 paintColor;
    in vec4 paintRect;
    in vec4 paintShape;
    uniform mat3 toTarget;
    uniform vec2 targetSize;
    out vec2 local;
    out vec2 source;
    flat out vec4 color;
    flat out vec4 rect;
    flat out vec4 shape;
    void main() {
      vec3 p = toTarget * vec3(position, 1.0);
      gl_Position = vec4(2.0 * p.x / targetSize.x - p.z, p.z - 2.0 * p.y / targetSize.y, 0.0, p.z);
      local = point;
      source = texel;
      color = paintColor;
      rect = paintRect;
      shape = paintShape;
    }
    """

  /// The vertex shader of mode 3: an emitter's particles.
  ///
  /// They are drawn as instances of one quad: each instance brings its affine map to target
  /// pixels (`map`: a, b, c, d; `offset`: tx, ty and its flags), its
  /// rectangle, color and the box of its image in the atlas (x, y, width,
  /// height in texels). The quad is the rectangle with a target pixel of
  /// margin for the antialiased edge, as a bitmap step's.
  static let particleVertex = """
    in vec2 corner;
    in vec4 map;
    in vec4 offset;
    in vec4 paintRect;
    in vec4 paintColor;
    in vec4 atlasBox;
    uniform vec2 targetSize;
    out vec2 local;
    out vec2 source;
    flat out vec4 color;
    flat out vec4 rect;
    flat out vec4 shape;
    flat out vec4 atlas;
    void main() {
      float smaller = min(length(map.xy), length(map.zw));
      float margin = smaller > 1e-9 ? 1.0 / smaller : 1.0;
      vec2 p = paintRect.xy - vec2(margin) + corner * (paintRect.zw + vec2(2.0 * margin));
      vec2 t = mat2(map.xy, map.zw) * p + offset.xy;
      gl_Position = vec4(2.0 * t.x / targetSize.x - 1.0, 1.0 - 2.0 * t.y / targetSize.y, 0.0, 1.0);
      local = p;
      source = (p - paintRect.xy) * atlasBox.zw / paintRect.zw;
      color = paintColor;
      rect = paintRect;
      shape = vec4(0.0, 0.0, 1.0, offset.z);
      atlas = atlasBox;
    }
    """

  /// The fragment shader, compiled once per mode and flags (`MODE` and
  /// `FLAGS` defined before it).
  ///
  /// A paint's values come with its vertices, so paints of one texture are drawn in one call:
  /// `color`, `rect` (x, y, width, height in the paint's own coordinates) and `shape`: the corner
  /// radius, the border width, the rounded corners (a fill's: bits 1 min-x min-y, 2 max-x
  /// min-y, 4 min-x max-y, 8 max-x max-y) and the flags (1 nearest, 2 pads, 4 on the axes, 8
  /// swizzled, 16 a store's tile).
  ///
  /// - Mode 0, a fill: `color` inside the rounded rectangle `rect`, or
  ///   inside its ring `border` wide when `border` > 0; its corners
  ///   continuous with flag 1 (``ContinuousCornerField``, texture unit 1).
  /// - Mode 1, a bitmap: `source` in texels; bilinear (or nearest)
  ///   sampling transparent outside the bitmap, as pixman's
  ///   `PIXMAN_REPEAT_NONE` (edge texels weighted by the part of the
  ///   filter inside), or, when it pads (a bitmap on the axes, as Cairo's
  ///   `CAIRO_EXTEND_PAD`), the edge texels extended; nearest sampling
  ///   rounds a sample on a texel edge down, as pixman. Swizzled reads
  ///   Cairo's ARGB32 bytes uploaded as RGBA. Clipped to `rect`, times
  ///   `color` (the alpha); a turned store's tile (flag 16) by each axis's
  ///   coverage apart, so tiles leave no seam.
  /// - Mode 3, a particle: mode 1's bitmap with its flags per instance,
  ///   its texels read from its box (`atlas`) of an atlas of the
  ///   emitter's images, each with a transparent texel around it.
  /// - Mode 2, a group or mask: texels fetched one to one, red, green and
  ///   blue times `color` (a tint), all times its alpha, times the
  ///   coverage of the clip (`clipRect`, `clipRadius`, `clipCorners`) at `local` (target
  ///   pixels) mapped by `toClip`, when `clips`; continuous corners with flag 1.
  ///
  /// Coverage is by area for a square-cornered rectangle on the axes
  /// (exact, as Cairo), else from the signed distance in pixels (the
  /// distance over its screen gradient).
  static let fragment = """
    in vec2 local;
    in vec2 source;
    flat in vec4 color;
    flat in vec4 rect;
    flat in vec4 shape;
    out vec4 fragment;
    uniform sampler2D bitmap;
    uniform int clips;
    uniform mat3 toClip;
    uniform vec4 clipRect;
    uniform float clipRadius;
    uniform float clipCorners;
    uniform highp sampler2D cornerField;
    #if MODE == 3
    flat in vec4 atlas;

    // Mode 1's sampling of a bitmap at `t` (its texels), from its box of
    // the atlas: the transparent texels around it give bilinear sampling
    // its edge, as pixman's.
    vec4 sampleAtlas(vec2 t, bool nearest, bool pads) {
      vec2 size = atlas.zw;
      if (nearest) {
        ivec2 index = ivec2(floor(t - vec2(1.0 / 65536.0)));
        ivec2 last = ivec2(size) - ivec2(1);
        if (pads) {
          index = clamp(index, ivec2(0), last);
        } else if (any(lessThan(index, ivec2(0))) || any(greaterThan(index, last))) {
          return vec4(0.0);
        }
        return texelFetch(bitmap, index + ivec2(atlas.xy), 0);
      }
      vec2 whole = vec2(textureSize(bitmap, 0));
      if (pads) {
        return texture(bitmap, (clamp(t, vec2(0.5), size - vec2(0.5)) + atlas.xy) / whole);
      }
      // The transparent texels weigh the edge; past them, nothing (the
      // next image's texels).
      vec2 inside = step(vec2(-0.5), t) * step(t, size + 0.5);
      return texture(bitmap, (t + atlas.xy) / whole) * (inside.x * inside.y);
    }
    #endif

    float roundedDistance(vec2 p, vec4 r, float cornerRadius, float corners) {
      vec2 half_ = 0.5 * r.zw;
      float limit = min(half_.x, half_.y);
      // The corner of the quadrant p is in: rounded when its bit is set.
      vec2 center = r.xy + half_;
      int bit = p.x < center.x ? (p.y < center.y ? 1 : 4) : (p.y < center.y ? 2 : 8);
      float radius = (int(corners + 0.5) & bit) != 0 ? cornerRadius : 0.0;
      float k = clamp(radius, 0.0, limit);
      vec2 q = abs(p - (r.xy + half_)) - (half_ - vec2(k));
      return length(max(q, vec2(0.0))) + min(max(q.x, q.y), 0.0) - k;
    }

    float coverage(float distance) {
      float perPixel = length(vec2(dFdx(distance), dFdy(distance)));
      return clamp(0.5 - distance / max(perPixel, 1e-6), 0.0, 1.0);
    }

    // The signed distance to a rectangle whose rounded corners (by
    // quadrant, as roundedDistance) are continuous: near a corner, the
    // field (in radii, by how far p lies inside from the corner's two
    // edges) scaled by the radius, bilinearly from four texels; beyond
    // the field's reach, the straight edges'.
    float continuousDistance(vec2 p, vec4 r, float cornerRadius, float corners) {
      vec2 half_ = 0.5 * r.zw;
      vec2 center = r.xy + half_;
      int bit = p.x < center.x ? (p.y < center.y ? 1 : 4) : (p.y < center.y ? 2 : 8);
      float radius = (int(corners + 0.5) & bit) != 0 ? cornerRadius : 0.0;
      float k = clamp(radius, 0.0, min(half_.x, half_.y) / 1.52866483);
      vec2 inside = half_ - abs(p - center);
      vec2 q = -inside;
      float straight = length(max(q, vec2(0.0))) + min(max(q.x, q.y), 0.0);
      vec2 t = inside / max(k, 1e-30);
      if (k <= 0.0 || any(greaterThan(t, vec2(2.0)))) {
        return straight;
      }
      vec2 c = max(t, vec2(-1.0));
      vec2 f = (c + 1.0) * (127.0 / 3.0);
      ivec2 i = min(ivec2(floor(f)), ivec2(126));
      vec2 w = f - vec2(i);
      float d00 = texelFetch(cornerField, i, 0).r;
      float d10 = texelFetch(cornerField, i + ivec2(1, 0), 0).r;
      float d01 = texelFetch(cornerField, i + ivec2(0, 1), 0).r;
      float d11 = texelFetch(cornerField, i + ivec2(1, 1), 0).r;
      float d = mix(mix(d00, d10, w.x), mix(d01, d11, w.x), w.y);
      return (d + length(t - c)) * k;
    }

    float shapeCoverage(
      vec2 p, vec4 r, float cornerRadius, float corners, bool axisAligned, bool continuous
    ) {
      if (continuous && cornerRadius > 0.0) {
        return coverage(continuousDistance(p, r, cornerRadius, corners));
      }
      if (axisAligned && cornerRadius <= 0.0) {
        vec2 reach = 0.5 * fwidth(p);
        vec2 low = max(p - reach, r.xy);
        vec2 high = min(p + reach, r.xy + r.zw);
        vec2 area = clamp((high - low) / max(2.0 * reach, vec2(1e-30)), 0.0, 1.0);
        // A footprint too small for floats (a huge scale) is a point.
        vec2 point = step(r.xy, p) * step(p, r.xy + r.zw);
        vec2 inside = mix(area, point, vec2(lessThan(reach, 1e-5 * (abs(p) + 1.0))));
        return inside.x * inside.y;
      }
      return coverage(roundedDistance(p, r, cornerRadius, corners));
    }

    // A turned rectangle's coverage as the product of its coverage
    // between its two vertical edges and between its two horizontal ones,
    // each from the distances in pixels: rectangles that share an edge,
    // or a corner, cover a pixel there by amounts that sum to one.
    float separableCoverage(vec2 p, vec4 r) {
      vec2 perPixel = max(vec2(length(vec2(dFdx(p.x), dFdy(p.x))),
        length(vec2(dFdx(p.y), dFdy(p.y)))), vec2(1e-6));
      vec2 low = clamp(0.5 + (p - r.xy) / perPixel, 0.0, 1.0);
      vec2 high = clamp(0.5 + (r.xy + r.zw - p) / perPixel, 0.0, 1.0);
      return low.x * high.x * low.y * high.y;
    }

    vec4 sampleBitmap(vec2 t, bool nearest, bool pads) {
      vec2 size = vec2(textureSize(bitmap, 0));
      if (nearest) {
        ivec2 index = ivec2(floor(t - vec2(1.0 / 65536.0)));
        ivec2 last = textureSize(bitmap, 0) - ivec2(1);
        if (pads) {
          return texelFetch(bitmap, clamp(index, ivec2(0), last), 0);
        }
        if (any(lessThan(index, ivec2(0))) || any(greaterThan(index, last))) {
          return vec4(0.0);
        }
        return texelFetch(bitmap, index, 0);
      }
      if (pads) {
        return texture(bitmap, t / size);
      }
      vec2 inside = clamp(t + 0.5, 0.0, 1.0) * clamp(size + 0.5 - t, 0.0, 1.0);
      return texture(bitmap, t / size) * (inside.x * inside.y);
    }

    void main() {
      const int mode = MODE;
      const int flags = FLAGS;
      bool axisAligned = (flags & 4) != 0;
      // Flag 1 of a fill or a clipped group: continuous corners.
      bool continuous = (mode == 0 || mode == 2) && (flags & 1) != 0;
      if (mode == 0) {
        float radius = shape.x;
        float border = shape.y;
        float amount = shapeCoverage(local, rect, radius, shape.z, axisAligned, continuous);
        if (border > 0.0) {
          vec4 innerRect = vec4(rect.xy + vec2(border), rect.zw - vec2(2.0 * border));
          float inner = 0.0;
          if (innerRect.z > 0.0 && innerRect.w > 0.0) {
            inner = shapeCoverage(
              local, innerRect, max(radius - border, 0.0), shape.z, axisAligned, continuous);
          }
          amount = max(amount - inner, 0.0);
        }
        fragment = color * amount;
      } else if (mode == 1) {
        vec4 texel = sampleBitmap(source, (flags & 1) != 0, (flags & 2) != 0);
        if ((flags & 8) != 0) { texel = texel.bgra; }
        float amount = (flags & 16) != 0 && !axisAligned
          ? separableCoverage(local, rect)
          : shapeCoverage(local, rect, 0.0, 15.0, axisAligned, false);
        fragment = texel * color * amount;
      } else if (mode == 3) {
        #if MODE == 3
        int own = int(shape.w + 0.5);
        vec4 texel = sampleAtlas(source, (own & 1) != 0, (own & 2) != 0).bgra;
        fragment = texel * color * shapeCoverage(local, rect, 0.0, 15.0, (own & 4) != 0, false);
        #endif
      } else {
        vec4 texel = texelFetch(bitmap, ivec2(floor(source)), 0);
        texel = vec4(texel.rgb * color.rgb, texel.a) * color.a;
        if (clips == 1) {
          vec2 p = (toClip * vec3(local, 1.0)).xy;
          texel *= shapeCoverage(p, clipRect, clipRadius, clipCorners, axisAligned, continuous);
        }
        fragment = texel;
      }
    }
    """

  /// The first lines of both shaders for a context's language.
  static func header(isES: Bool) -> String {
    isES
      ? "#version 300 es\nprecision highp float;\nprecision highp int;\n"
      : "#version 330 core\n"
  }
}
