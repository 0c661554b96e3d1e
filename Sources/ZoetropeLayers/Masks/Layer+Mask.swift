import ZoetropeGraphics

// A layer's mask (`CALayer.mask`) and the shape of its rounded corners
// (`maskedCorners`, `cornerCurve`).
extension Layer {
  /// A layer whose alpha masks this layer (`CALayer.mask`); `nil` by
  /// default.
  ///
  /// Where the mask is opaque the layer shows, where it is transparent the
  /// layer is invisible, and a mask of alpha 0.5 halves the layer's alpha.
  /// The mask covers everything the layer draws: its background, border,
  /// contents, sublayers and its shadow (as in Core Animation, a masked
  /// layer's shadow shows only inside the mask). What counts is the mask
  /// as drawn: its background, contents, shape, gradient, border and
  /// sublayers, its opacity, and its own mask; a hidden mask hides the
  /// layer. Hit testing ignores the mask, as UIKit's does (it tests the
  /// bounds): a touch outside the mask still hits the layer.
  ///
  /// The mask is placed in this layer's bounds coordinates, as a sublayer
  /// would be (set its `frame` relative to this layer's `bounds`), but it
  /// is not a sublayer: it has no ``superlayer``. Its properties animate
  /// like any layer's, on this layer's time (its ``beginTime``,
  /// ``speed`` and ``timeOffset`` apply on top of this layer's).
  ///
  /// Core Animation leaves undefined a mask that has a superlayer, and
  /// does not say what happens to a layer that masks two layers. Zoetrope
  /// removes such a layer from its superlayer, or from the other layer's
  /// mask, with a warning, and uses it. A layer that would mask itself or
  /// one of its ancestors (a cycle: the layer, or the mask of its mask,
  /// …) is refused with a warning, and the mask stays as it was. Adding a
  /// mask as a sublayer somewhere takes it off the layer it masks.
  public var mask: Layer? {
    get { maskStorage }
    set {
      guard newValue !== maskStorage else { return }
      if let newValue {
        // A cycle: the new mask is this layer or an ancestor (through
        // superlayers and masks).
        guard !isDescendant(ofOrSameAs: newValue) else {
          let relation = newValue === self ? "itself" : "one of its ancestors or their masks"
          zoetropeWarning(
            "Setting \(newValue.debugName) as the mask of \(relation) would make a cycle; ignored")
          return
        }
        if newValue.superlayer != nil {
          zoetropeWarning(
            "\(newValue.debugName) has a superlayer and cannot be a mask too; "
              + "it is removed from its superlayer")
          newValue.removeFromSuperlayer()
        }
        newValue.detachFromMaskOwner(because: "is set as the mask of \(debugName)")
      }
      if let old = maskStorage {
        old.maskOwner = nil
        old.changeCount &+= 1
      }
      maskStorage = newValue
      newValue?.maskOwner = self
      newValue?.changeCount &+= 1
      changeCount &+= 1
    }
  }

  /// The layer this layer masks, if it is some layer's ``mask``.
  public var maskedLayer: Layer? { maskOwner }

  /// Takes the layer off the layer it masks, if any, leaving that layer
  /// with no mask, with a warning that says why.
  ///
  /// - Parameter reason: What is done with the layer instead, after its
  ///   name (`"is added as a sublayer"`).
  func detachFromMaskOwner(because reason: @autoclosure () -> String) {
    guard let owner = maskOwner else { return }
    zoetropeWarning(
      "\(debugName) \(reason()) but masks \(owner.debugName); that layer's mask is removed")
    owner.maskStorage = nil
    maskOwner = nil
    owner.changeCount &+= 1
    changeCount &+= 1
  }

  /// Which corners ``cornerRadius`` rounds (`CALayer.maskedCorners`); all
  /// four by default.
  ///
  /// Not animatable, as in Core Animation (see
  /// ``LayerProperties/maskedCorners``).
  public var maskedCorners: CornerMask {
    get { model.maskedCorners }
    set {
      model.maskedCorners = newValue
      changeCount &+= 1
    }
  }

  /// Whether ``mask`` shows the layer where the mask paints nothing and
  /// hides it where the mask is opaque; `false` by default (see
  /// ``LayerProperties/invertsMask``).
  package var invertsMask: Bool {
    get { model.invertsMask }
    set {
      model.invertsMask = newValue
      changeCount &+= 1
    }
  }

  /// Whether ``mask`` counts by its luminance instead of its alpha;
  /// `false` by default (see ``LayerProperties/masksByLuminance``).
  package var masksByLuminance: Bool {
    get { model.masksByLuminance }
    set {
      model.masksByLuminance = newValue
      changeCount &+= 1
    }
  }

  /// The curve of the rounded corners (`CALayer.cornerCurve`);
  /// ``CornerCurve/circular`` by default.
  ///
  /// Not animatable, as in Core Animation (see
  /// ``LayerProperties/cornerCurve``).
  public var cornerCurve: CornerCurve {
    get { model.cornerCurve }
    set {
      model.cornerCurve = newValue
      changeCount &+= 1
    }
  }
}
