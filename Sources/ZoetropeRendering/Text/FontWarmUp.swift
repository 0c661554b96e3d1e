import CCairo
import CPangoCairo
import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#endif

/// Sets Pango and fontconfig up on a thread of their own while a window
/// opens, and hands the result to the main thread before its first text.
///
/// The first text a process lays out pays for fontconfig's set-up (its
/// configuration files and caches), the font's FreeType face and
/// HarfBuzz's shaper: 10 to 20 ms on a quiet machine, all on the path to
/// a window's first frame. ``start()`` does that work on another thread
/// into a font map of its own while the main thread starts SDL and opens
/// the window (and its OpenGL driver); ``adopt()`` waits for it and makes
/// that font map the main thread's default (Pango's default font map is
/// per thread), so the first label finds everything ready. Without
/// ``start()``, ``adopt()`` does nothing, and text sets itself up on first
/// use as before.
///
/// Pango objects are not shared between threads at the same time: the
/// warming thread owns its font map until ``adopt()`` has joined it.
@MainActor
package enum FontWarmUp {
  /// The warming thread, while it has not been joined.
  private static var thread: pthread_t?
  /// Whether a font map was adopted.
  package private(set) static var didAdopt = false

  /// Starts warming fonts on a thread of its own, once per process.
  package static func start() {
    guard thread == nil, !didAdopt else { return }
    var created = pthread_t()
    let result = pthread_create(&created, nil, warmFontsThread, nil)
    if result == 0 { thread = created }
  }

  /// Waits for the warming thread and makes its font map the main
  /// thread's default; does nothing when none was started.
  package static func adopt() {
    guard let started = thread else { return }
    thread = nil
    pthread_join(started, nil)
    guard let map = warmedFontMap else { return }
    warmedFontMap = nil
    // The default holds its own reference.
    pango_cairo_font_map_set_default(OpaquePointer(map))
    g_object_unref(UnsafeMutableRawPointer(map))
    didAdopt = true
  }

  /// The font map the thread warmed, written by it before it ends and
  /// read by ``adopt()`` after joining it.
  fileprivate nonisolated(unsafe) static var warmedFontMap: UnsafeMutablePointer<PangoFontMap>?

  /// Lays out a line of the default font at a common size in a new font
  /// map, on the calling thread, with the font options every Zoetrope
  /// text uses; returns the map.
  fileprivate nonisolated static func warm() -> UnsafeMutablePointer<PangoFontMap>? {
    guard let map = pango_cairo_font_map_new() else { return nil }
    guard let context = pango_font_map_create_context(map) else {
      g_object_unref(UnsafeMutableRawPointer(map))
      return nil
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
    guard let cairo = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      g_object_unref(UnsafeMutableRawPointer(context))
      return map
    }
    PangoText.applyFontOptions(to: cairo)
    pango_cairo_update_context(cairo, context)
    if let layout = pango_layout_new(context) {
      let font = pango_font_description_new()
      pango_font_description_set_family(font, Font.defaultFamily)
      pango_font_description_set_absolute_size(font, 17 * Double(PANGO_SCALE))
      pango_layout_set_font_description(layout, font)
      pango_font_description_free(font)
      pango_layout_set_text(layout, "Hello, 0123456789", -1)
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, &ink, &logical)
      g_object_unref(UnsafeMutableRawPointer(layout))
    }
    cairo_destroy(cairo)
    cairo_surface_destroy(surface)
    g_object_unref(UnsafeMutableRawPointer(context))
    return map
  }
}

/// The warming thread's body: not isolated to the main actor, whose
/// thread it is not on.
private func warmFontsThread(_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  FontWarmUp.warmedFontMap = FontWarmUp.warm()
  return nil
}
