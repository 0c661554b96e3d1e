// `import ZoetropeCompatibility` replaces `import UIKit` (or
// `import QuartzCore`) in code ported from iOS: it brings in the toolkit
// under Zoetrope's names, Apple's names beside them (Names/), and Foundation,
// which UIKit re-exports too. Through this re-export the Core Graphics names
// declared here (`CGFloat`, `CGRect`, …) shadow Foundation's own; a file that
// also writes `import Foundation` sees both and must qualify them, so ported
// files drop that line.
@_exported import Foundation
@_exported import ZoetropeAnimation
@_exported import ZoetropeGraphics
@_exported import ZoetropeLayers
@_exported import ZoetropeUI
