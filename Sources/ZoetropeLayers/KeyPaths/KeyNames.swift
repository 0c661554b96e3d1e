/// Core Animation's string names for the key paths of ``LayerProperties``.
@MainActor
enum KeyNames {
  /// The name of a key path: from ``table``, or else its Swift spelling
  /// without the `\LayerProperties.` prefix.
  ///
  /// - Parameter keyPath: A key path rooted at ``LayerProperties``.
  /// - Returns: The name, such as `"position.x"`.
  static func name(for keyPath: AnyKeyPath) -> String {
    if let name = table[keyPath] {
      return name
    }
    let spelling = String(describing: keyPath)
    let prefix = "\\LayerProperties."
    return spelling.hasPrefix(prefix) ? String(spelling.dropFirst(prefix.count)) : spelling
  }

  /// Every named key path: the stored properties, their geometric
  /// components, and the derived transform components.
  static let table: [AnyKeyPath: String] = [
    \LayerProperties.bounds: "bounds",
    \LayerProperties.bounds.origin: "bounds.origin",
    \LayerProperties.bounds.origin.x: "bounds.origin.x",
    \LayerProperties.bounds.origin.y: "bounds.origin.y",
    \LayerProperties.bounds.size: "bounds.size",
    \LayerProperties.bounds.size.width: "bounds.size.width",
    \LayerProperties.bounds.size.height: "bounds.size.height",
    \LayerProperties.position: "position",
    \LayerProperties.position.x: "position.x",
    \LayerProperties.position.y: "position.y",
    \LayerProperties.anchorPoint: "anchorPoint",
    \LayerProperties.anchorPoint.x: "anchorPoint.x",
    \LayerProperties.anchorPoint.y: "anchorPoint.y",
    \LayerProperties.transform: "transform",
    \LayerProperties.transform.rotation: "transform.rotation",
    \LayerProperties.transform.scale: "transform.scale",
    \LayerProperties.transform.scaleX: "transform.scale.x",
    \LayerProperties.transform.scaleY: "transform.scale.y",
    \LayerProperties.transform.translation: "transform.translation",
    \LayerProperties.transform.translation.dx: "transform.translation.x",
    \LayerProperties.transform.translation.dy: "transform.translation.y",
    \LayerProperties.opacity: "opacity",
    \LayerProperties.isHidden: "hidden",
    \LayerProperties.backgroundColor: "backgroundColor",
    \LayerProperties.cornerRadius: "cornerRadius",
    \LayerProperties.borderWidth: "borderWidth",
    \LayerProperties.borderColor: "borderColor",
    \LayerProperties.masksToBounds: "masksToBounds",
    \LayerProperties.contents: "contents",
    \LayerProperties.contentsGravity: "contentsGravity",
    \LayerProperties.contentsScale: "contentsScale",
    \LayerProperties.minificationFilter: "minificationFilter",
    \LayerProperties.magnificationFilter: "magnificationFilter",
    \LayerProperties.zPosition: "zPosition",
    \LayerProperties.path: "path",
    \LayerProperties.fillColor: "fillColor",
    \LayerProperties.fillRule: "fillRule",
    \LayerProperties.strokeColor: "strokeColor",
    \LayerProperties.lineWidth: "lineWidth",
    \LayerProperties.lineCap: "lineCap",
    \LayerProperties.lineJoin: "lineJoin",
    \LayerProperties.miterLimit: "miterLimit",
    \LayerProperties.lineDashPattern: "lineDashPattern",
    \LayerProperties.lineDashPhase: "lineDashPhase",
    \LayerProperties.strokeStart: "strokeStart",
    \LayerProperties.strokeEnd: "strokeEnd",
    \LayerProperties.gradientType: "type",
    \LayerProperties.colors: "colors",
    \LayerProperties.locations: "locations",
    \LayerProperties.startPoint: "startPoint",
    \LayerProperties.endPoint: "endPoint",
    \LayerProperties.shadowColor: "shadowColor",
    \LayerProperties.shadowOpacity: "shadowOpacity",
    \LayerProperties.shadowOffset: "shadowOffset",
    \LayerProperties.shadowRadius: "shadowRadius",
    \LayerProperties.shadowPath: "shadowPath",
    \LayerProperties.transform3D: "transform3D",
    \LayerProperties.sublayerTransform: "sublayerTransform",
    \LayerProperties.anchorPointZ: "anchorPointZ",
    \LayerProperties.isDoubleSided: "doubleSided",
    \LayerProperties.instanceCount: "instanceCount",
    \LayerProperties.instanceTransform: "instanceTransform",
    \LayerProperties.instanceTransform3D: "instanceTransform3D",
    \LayerProperties.instanceDelay: "instanceDelay",
    \LayerProperties.instanceColor: "instanceColor",
    \LayerProperties.instanceRedOffset: "instanceRedOffset",
    \LayerProperties.instanceGreenOffset: "instanceGreenOffset",
    \LayerProperties.instanceBlueOffset: "instanceBlueOffset",
    \LayerProperties.instanceAlphaOffset: "instanceAlphaOffset",
    \LayerProperties.emitterCells: "emitterCells",
    \LayerProperties.emitterPosition: "emitterPosition",
    \LayerProperties.emitterSize: "emitterSize",
    \LayerProperties.emitterShape: "emitterShape",
    \LayerProperties.emitterMode: "emitterMode",
    \LayerProperties.emitterBirthRate: "birthRate",
    \LayerProperties.emitterLifetime: "lifetime",
    \LayerProperties.emitterVelocity: "velocity",
    \LayerProperties.emitterScale: "scale",
    \LayerProperties.emitterSpin: "spin",
    \LayerProperties.emitterSeed: "seed",
  ]
}
