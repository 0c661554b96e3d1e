import CCairo
import ZoetropeGraphics
import ZoetropeLayers

// Drawing a layer's contents image, alone or in a transition.
extension Renderer {
  /// Draws ``LayerProperties/contents`` placed by its gravity, or, while a
  /// ``ContentsTransition`` runs, the previous and current contents as it
  /// describes (each with its opacity and offset; sliding types clipped
  /// to the bounds).
  ///
  /// A ``TransitionType/push`` or ``TransitionType/moveIn`` draws the
  /// current contents over the previous ones; a ``TransitionType/reveal``
  /// draws the previous contents on top, sliding out to uncover the
  /// current ones underneath, as in Core Animation.
  ///
  /// A fade is drawn as a cross-dissolve: the two images, weighted by
  /// their opacities (1 − progress and progress), are added in
  /// premultiplied space rather than drawn one over the other, so two
  /// opaque images stay opaque throughout, as in Core Animation.
  ///
  /// Everything is drawn with Cairo (the reference path).
  func drawContents(
    of layer: RenderLayer, in cairo: OpaquePointer, transform: Transform, alpha: Double
  ) {
    guard let transition = layer.properties.contentsTransition else {
      if let contents = layer.properties.contents {
        drawImage(
          contents, of: layer, offset: .zero, in: cairo, transform: transform, alpha: alpha)
      }
      return
    }
    let properties = layer.properties
    let bounds = properties.bounds.standardized
    flushCompositeOperations()
    let slides = transition.type != .fade
    if !slides {
      // Cross-dissolve in a group: previous × (1 − p) + current × p.
      cairo_push_group(cairo)
      if let previous = transition.previousContents {
        drawImage(
          previous, of: layer, offset: .zero, in: cairo, transform: transform,
          alpha: transition.previousContentsOpacity)
      }
      if let contents = properties.contents {
        cairo_set_operator(cairo, CAIRO_OPERATOR_ADD)
        drawImage(
          contents, of: layer, offset: .zero, in: cairo, transform: transform,
          alpha: transition.contentsOpacity)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
      }
      cairo_pop_group_to_source(cairo)
      cairo_paint_with_alpha(cairo, alpha)
      return
    }
    if slides {
      cairo_save(cairo)
      setMatrix(cairo, transform)
      cairo_new_path(cairo)
      cairo_rectangle(cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
      cairo_clip(cairo)
    }
    let drawPrevious = {
      if let previous = transition.previousContents {
        self.drawImage(
          previous, of: layer, offset: transition.previousContentsOffset(in: bounds.size),
          in: cairo, transform: transform, alpha: alpha * transition.previousContentsOpacity)
      }
    }
    let drawCurrent = {
      if let contents = properties.contents {
        self.drawImage(
          contents, of: layer, offset: transition.contentsOffset(in: bounds.size),
          in: cairo, transform: transform, alpha: alpha * transition.contentsOpacity)
      }
    }
    // A reveal slides the previous contents out over the new ones; push
    // and moveIn draw the new contents over the previous ones.
    if transition.type == .reveal {
      drawCurrent()
      drawPrevious()
    } else {
      drawPrevious()
      drawCurrent()
    }
    if slides {
      cairo_restore(cairo)
    }
  }

  private func drawImage(
    _ image: Image, of layer: RenderLayer, offset: Vector, in cairo: OpaquePointer,
    transform: Transform, alpha: Double
  ) {
    guard alpha > 0, let surface = caches.images.surface(for: image) else { return }
    let natural = Renderer.naturalSize(of: image, contentsScale: layer.properties.contentsScale)
    let rect = layer.properties.contentsGravity.contentsRect(
      for: natural, in: layer.properties.bounds)
    guard !rect.isNull else { return }
    composite(
      surface, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight,
      in: rect.offsetBy(dx: offset.dx, dy: offset.dy), in: cairo, transform: transform,
      alpha: alpha, minification: layer.properties.minificationFilter,
      magnification: layer.properties.magnificationFilter, cachesScaled: (image, caches.images))
  }
}
