/// Gives decoders contiguous bytes from any collection of bytes.
enum ByteAccess {
  /// Calls `body` with the collection's bytes as one contiguous buffer,
  /// copying them only when the collection is not contiguous.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - body: The code that reads the bytes.
  /// - Returns: What `body` returned.
  /// - Throws: What `body` threw.
  static func withBytes<Result, Failure: Error>(
    of data: some Collection<UInt8>,
    _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let contiguous = data.withContiguousStorageIfAvailable { buffer in
      Swift.Result { () throws(Failure) in try body(UnsafeRawBufferPointer(buffer)) }
    }
    if let contiguous {
      return try contiguous.get()
    }
    return try Array(data).withUnsafeBytes { bytes in
      Swift.Result { () throws(Failure) in try body(bytes) }
    }.get()
  }
}
