import GtkRxTest

/// This process's accessibility tree, one "role<TAB>name" line per node, depth-first, as a
/// screen reader reads it over AT-SPI (GtkRxTest's ``AccessibilityTree``). The tree is this
/// process's to answer, so `wait` runs the caller's main loop until the reading is done (a GTK
/// test passes `GtkTest.wait`). Throws an ``AccessibilityTreeError`` when the reading fails
/// (this process is not on the accessibility bus), or what `wait` throws (its time-out first).
@MainActor
public func ownAccessibilityTree(
    wait: (_ description: String, _ condition: () -> Bool) throws -> Void
) throws -> [String] {
    var outcome: Result<AccessibilityTree, any Error>?
    // The caller's `wait` bounds the reading (a sanitizer's run answers slowly); its own bound
    // is only the longest any caller gives.
    let reading = AccessibilityTree.reading(timeout: .seconds(120)).subscribe { outcome = $0 }
    defer { reading.dispose() }
    try wait("the accessibility tree") { outcome != nil }
    return try outcome!.get().lines
}
