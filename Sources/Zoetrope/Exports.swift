// `import Zoetrope` brings in the whole toolkit: geometry and colours,
// timing, layers, Lottie animations, rendering (on the CPU and the GPU),
// image I/O, views, and both hosts.
@_exported import ZoetropeAnimation
@_exported import ZoetropeGPU
@_exported import ZoetropeGraphics
@_exported import ZoetropeHeadless
@_exported import ZoetropeImageIO
@_exported import ZoetropeLayers
@_exported import ZoetropeLottie
@_exported import ZoetropeRendering
@_exported import ZoetropeSDL
@_exported import ZoetropeUI
