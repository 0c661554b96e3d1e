// `import ZoetropeTesting` in a test target brings in what testing an app
// needs: the headless host, the toolkit it runs, the golden-image strategy
// and swift-snapshot-testing's `assertSnapshot`.
@_exported import SnapshotTesting
@_exported import ZoetropeGraphics
@_exported import ZoetropeHeadless
@_exported import ZoetropeImageIO
@_exported import ZoetropeUI
