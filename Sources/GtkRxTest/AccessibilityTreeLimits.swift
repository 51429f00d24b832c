extension AccessibilityTree {
    /// How large a tree a reading accepts before it gives up with
    /// ``AccessibilityTreeError/tooLarge(_:)``, so that a huge tree, or a broken one whose
    /// children lead back to their parents, cannot keep a test waiting.
    public struct Limits: Sendable, Hashable {
        /// The most nodes a reading collects.
        public var maximumNodes: Int
        /// The deepest level a reading descends to (a window's children are at level 1).
        public var maximumDepth: Int

        /// Limits of `maximumNodes` nodes and `maximumDepth` levels; the defaults are far
        /// beyond any window's tree.
        public init(maximumNodes: Int = 10_000, maximumDepth: Int = 100) {
            self.maximumNodes = maximumNodes
            self.maximumDepth = maximumDepth
        }
    }
}
