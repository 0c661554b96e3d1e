import ZoetropeGraphics

extension DrawingCommand {
  /// Makes the call this command records on another context.
  ///
  /// Replaying a recording on a renderer's context draws what was
  /// recorded; replaying it on another ``RecordingGraphicsContext`` records
  /// the same commands.
  ///
  /// - Parameter context: The context to call.
  @MainActor
  public func replay(on context: any GraphicsContext) {
    switch self {
    case .saveGState: context.saveGState()
    case .restoreGState: context.restoreGState()
    case .concatenate(let transform): context.concatenate(transform)
    case .setFillColor(let color): context.setFillColor(color)
    case .setStrokeColor(let color): context.setStrokeColor(color)
    case .setLineWidth(let width): context.setLineWidth(width)
    case .setLineCap(let cap): context.setLineCap(cap)
    case .setLineJoin(let join): context.setLineJoin(join)
    case .setLineDash(let phase, let lengths): context.setLineDash(phase: phase, lengths: lengths)
    case .setAlpha(let alpha): context.setAlpha(alpha)
    case .setInterpolationQuality(let quality): context.interpolationQuality = quality
    case .fill(let path, let rule): context.fill(path, rule: rule)
    case .stroke(let path): context.stroke(path)
    case .clip(let path, let rule): context.clip(to: path, rule: rule)
    case .linearGradient(let gradient, let start, let end, let options):
      context.drawLinearGradient(gradient, start: start, end: end, options: options)
    case .radialGradient(
      let gradient, let startCenter, let startRadius, let endCenter, let endRadius, let options):
      context.drawRadialGradient(
        gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
        endRadius: endRadius, options: options)
    case .image(let image, let rect): context.draw(image, in: rect)
    case .text(let text, let point, let font, let color):
      context.draw(text, at: point, font: font, color: color)
    case .textInRect(let text, let rect, let font, let color, let alignment):
      context.draw(text, in: rect, font: font, color: color, alignment: alignment)
    }
  }
}
