// Core Animation's names for Zoetrope's layers, animations and timing
// values. `CABasicAnimation`, `CAKeyframeAnimation` and
// `CAPropertyAnimation` are classes of their own (Animations/), with
// untyped values as Core Animation has them; the rest are the same types.

/// Core Animation's `CALayer`: a ``/ZoetropeLayers/Layer``.
public typealias CALayer = Layer

/// Core Animation's `CAShapeLayer`: a ``/ZoetropeLayers/ShapeLayer``.
public typealias CAShapeLayer = ShapeLayer

/// Core Animation's `CAGradientLayer`: a ``/ZoetropeLayers/GradientLayer``.
public typealias CAGradientLayer = GradientLayer

/// Core Animation's `CATextLayer`: a ``/ZoetropeLayers/TextLayer``.
public typealias CATextLayer = TextLayer

/// Core Animation's `CAReplicatorLayer`: a ``/ZoetropeLayers/ReplicatorLayer``.
public typealias CAReplicatorLayer = ReplicatorLayer

/// Core Animation's `CATransformLayer`: a ``/ZoetropeLayers/TransformLayer``.
public typealias CATransformLayer = TransformLayer

/// Core Animation's `CAEmitterLayer`: an ``/ZoetropeLayers/EmitterLayer``.
public typealias CAEmitterLayer = EmitterLayer

/// Core Animation's `CAEmitterCell`: an ``/ZoetropeLayers/EmitterCell``.
public typealias CAEmitterCell = EmitterCell

/// Core Animation's `CALayerDelegate`: a ``/ZoetropeLayers/LayerDelegate``.
public typealias CALayerDelegate = LayerDelegate

/// Core Animation's `CATransaction`: ``/ZoetropeLayers/Transaction``.
public typealias CATransaction = Transaction

/// Core Animation's `CAAnimation`: an ``ZoetropeLayers/Animation``, whose
/// `repeatCount` and `speed` are `Float`s where this module is imported.
public typealias CAAnimation = Animation

/// Core Animation's `CAAnimationGroup`: an ``/ZoetropeLayers/AnimationGroup``.
public typealias CAAnimationGroup = AnimationGroup

/// Core Animation's `CATransition`: a ``/ZoetropeLayers/TransitionAnimation``.
public typealias CATransition = TransitionAnimation

/// Core Animation's `CAAnimationDelegate`: an
/// ``/ZoetropeLayers/AnimationDelegate``.
public typealias CAAnimationDelegate = AnimationDelegate

/// Core Animation's `CAMediaTimingFunction`: a
/// ``ZoetropeAnimation/TimingFunction`` (see `init(name:)`).
public typealias CAMediaTimingFunction = TimingFunction

/// Core Animation's `CAMediaTimingFillMode`: a ``/ZoetropeAnimation/FillMode``.
public typealias CAMediaTimingFillMode = FillMode

/// Core Animation's `CAAnimationCalculationMode`: an
/// ``/ZoetropeLayers/AnimationCalculationMode``.
public typealias CAAnimationCalculationMode = AnimationCalculationMode

/// Core Animation's `CAAnimationRotationMode`: an
/// ``/ZoetropeLayers/AnimationRotationMode``.
public typealias CAAnimationRotationMode = AnimationRotationMode

/// Core Animation's `CATransitionType`: a ``/ZoetropeLayers/TransitionType``.
public typealias CATransitionType = TransitionType

/// Core Animation's `CATransitionSubtype`: a ``/ZoetropeLayers/TransitionSubtype``.
public typealias CATransitionSubtype = TransitionSubtype

/// Core Animation's `CAShapeLayerLineCap`: a ``/ZoetropeLayers/LineCap``.
public typealias CAShapeLayerLineCap = LineCap

/// Core Animation's `CAShapeLayerLineJoin`: a ``/ZoetropeLayers/LineJoin``.
public typealias CAShapeLayerLineJoin = LineJoin

/// Core Animation's `CAShapeLayerFillRule`: a ``/ZoetropeLayers/FillRule``.
public typealias CAShapeLayerFillRule = FillRule

/// Core Animation's `CAGradientLayerType`: a ``/ZoetropeLayers/GradientType``.
public typealias CAGradientLayerType = GradientType

/// Core Animation's `CALayerContentsGravity`: a
/// ``/ZoetropeLayers/ContentsGravity``.
public typealias CALayerContentsGravity = ContentsGravity

/// Core Animation's `CALayerContentsFilter`: a ``/ZoetropeLayers/ContentsFilter``.
public typealias CALayerContentsFilter = ContentsFilter

/// Core Animation's `CACornerMask`: a ``/ZoetropeLayers/CornerMask``.
public typealias CACornerMask = CornerMask

/// Core Animation's `CALayerCornerCurve`: a ``/ZoetropeLayers/CornerCurve``.
public typealias CALayerCornerCurve = CornerCurve

/// Core Animation's `CATextLayerAlignmentMode`: a
/// ``/ZoetropeLayers/TextAlignment``.
public typealias CATextLayerAlignmentMode = TextAlignment

/// Core Animation's `CATextLayerTruncationMode`: a
/// ``/ZoetropeLayers/TextTruncation``.
public typealias CATextLayerTruncationMode = TextTruncation

/// Core Animation's `CAEmitterLayerEmitterShape`: an
/// ``/ZoetropeLayers/EmitterShape``.
public typealias CAEmitterLayerEmitterShape = EmitterShape

/// Core Animation's `CAEmitterLayerEmitterMode`: an
/// ``/ZoetropeLayers/EmitterMode``.
public typealias CAEmitterLayerEmitterMode = EmitterMode

/// Core Animation's `CADisplayLink`: a ``/ZoetropeAnimation/DisplayLink``.
public typealias CADisplayLink = DisplayLink

/// Core Animation's `CATransform3D`: a ``/ZoetropeGraphics/Transform3D``
/// (`m11` … `m44`, `m34` for perspective), made by the `CATransform3D…`
/// functions below.
public typealias CATransform3D = Transform3D

/// Core Foundation's `CFTimeInterval`: seconds, as a `Double`.
public typealias CFTimeInterval = Double
