@_exported import ZoetropeGraphics
