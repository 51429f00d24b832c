import GtkRxTest
import TestHelpers

/// This process's accessibility tree, one "role<TAB>name" line per node (see
/// `ownAccessibilityTree(wait:)`), read while the test kit runs the loop that answers it.
@MainActor
func accessibilityTree() throws -> [String] {
    try ownAccessibilityTree { description, condition in
        try GtkTest.wait(description, timeout: .seconds(30), until: condition)
    }
}
