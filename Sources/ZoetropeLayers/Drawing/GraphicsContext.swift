/// A surface that custom layer content draws into (placeholder: the full
/// protocol is being written).
@MainActor
public protocol GraphicsContext: AnyObject {}
