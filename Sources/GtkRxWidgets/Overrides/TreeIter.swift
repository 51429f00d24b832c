import CGLib
import CGtk
import GtkRxGLib

/// A row of a ``TreeModel`` (a ``GTK/ListStore``, a ``TreeStore``, a filtered or sorted
/// model), named by its model and its path: the row's index, then its index among its
/// parent's children, and so on down.
///
/// GTK's `GtkTreeIter` points into its model's storage, and one kept past a change to the
/// model may point at a freed row, which C then reads. A `TreeIter` holds the path instead,
/// and every call makes a fresh `GtkTreeIter` from it, so it never dangles: after rows before
/// it are inserted or removed, it names the row now at its path, and a call with a path that
/// no longer exists is reported and refused. To follow one row across changes, keep a
/// ``TreeRowReference``.
public struct TreeIter: Hashable, Sendable {
    /// The model the row is in.
    public let model: any TreeModel
    /// The row's path: its index at each depth, from the top.
    public let indices: [Int]

    /// The row at `indices` of `model`.
    public init(model: any TreeModel, indices: [Int]) {
        self.model = model
        self.indices = indices
    }

    /// Whether two values name the same path of the same model.
    public static func == (lhs: TreeIter, rhs: TreeIter) -> Bool {
        lhs.model === rhs.model && lhs.indices == rhs.indices
    }

    /// Hashes the model's identity and the path.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(model))
        hasher.combine(indices)
    }

    /// Whether the model has a row at this path.
    @MainActor public var exists: Bool {
        var cIter = GtkTreeIter()
        return fill(&cIter)
    }

    /// Fills `cIter` with the row at this path; `false` (leaving it unset) when there is none,
    /// or the path is empty or has a negative index (which GTK's models do not check).
    @MainActor
    fileprivate func fill(_ cIter: inout GtkTreeIter) -> Bool {
        guard !indices.isEmpty, indices.allSatisfy({ $0 >= 0 && $0 <= Int(Int32.max) }) else {
            return false
        }
        var cIndices = indices.map { gint($0) }
        guard let path = gtk_tree_path_new_from_indicesv(&cIndices, gsize(cIndices.count)) else {
            return false
        }
        defer { gtk_tree_path_free(path) }
        return gtk_tree_model_get_iter(cPointer(model), &cIter, path) != 0
    }
}

// How generated members pass `TreeIter`s to C and read them back: C gets a `GtkTreeIter`
// made from the path for the call alone.

/// Calls `body` with a fresh `GtkTreeIter` for `iter`'s row (`NULL` for `nil`), which the
/// caller checked exists (``cAccepts(_:ofModel:_:)``, ``cAcceptsRow(_:_:)``).
@MainActor
package func withCTreeIter<Result>(
    _ iter: TreeIter?, _ body: (UnsafeMutablePointer<GtkTreeIter>?) throws -> Result
) rethrows -> Result {
    guard let iter else { return try body(nil) }
    var cIter = GtkTreeIter()
    _ = iter.fill(&cIter)
    return try body(&cIter)
}

/// Calls `body` with a fresh `GtkTreeIter` for `iter`'s row, for C to read and move
/// (`gtk_tree_model_iter_next`, `gtk_list_store_remove`); `iter` then names the row C moved it
/// to. When C invalidates the iterator instead (there is no next row), `iter` is left as it was.
@MainActor
package func withCTreeIter<Result>(
    _ iter: inout TreeIter, _ body: (UnsafeMutablePointer<GtkTreeIter>) throws -> Result
) rethrows -> Result {
    var cIter = GtkTreeIter()
    _ = iter.fill(&cIter)
    let result = try body(&cIter)
    // GTK's models mark an iterator they invalidate with a stamp of 0.
    if cIter.stamp != 0, let moved = TreeIter(reading: &cIter, in: iter.model) {
        iter = moved
    }
    return result
}

/// Whether `iter` is a row of `model`, the model called; when it is not (a row of another
/// model, or one that no longer exists), the call `context` is reported and does nothing.
@MainActor
package func cAccepts(_ iter: TreeIter?, ofModel model: any TreeModel, _ context: String) -> Bool {
    guard let iter else { return true }
    guard iter.model === model else {
        reportBadValue("\(context): a row of another model; nothing was done")
        return false
    }
    return cAcceptsRow(iter, context)
}

/// Whether `iter`'s model has its row; when it has not, the call `context` is reported and
/// does nothing.
@MainActor
package func cAcceptsRow(_ iter: TreeIter?, _ context: String) -> Bool {
    guard let iter, !iter.exists else { return true }
    reportBadValue("\(context): no row at path \(iter.indices) of the model; nothing was done")
    return false
}

extension TreeIter {
    /// The row of a `GtkTreeIter` of `model` (read through its path); `nil` when GTK has no
    /// path for it.
    @MainActor
    fileprivate init?(reading cIter: inout GtkTreeIter, in model: any TreeModel) {
        guard let path = gtk_tree_model_get_path(cPointer(model), &cIter) else { return nil }
        defer { gtk_tree_path_free(path) }
        var depth: gint = 0
        guard let cIndices = gtk_tree_path_get_indices_with_depth(path, &depth) else {
            return nil
        }
        self.init(
            model: model,
            indices: UnsafeBufferPointer(start: cIndices, count: Int(depth)).map(Int.init))
    }

    /// The row of a `GtkTreeIter` that C filled in for a call on `model`; an iterator C left
    /// unset (it refused the call's arguments) is reported and read as a row that does not
    /// exist, which every call refuses.
    @MainActor
    package init(filledIn cIter: GtkTreeIter, of model: any TreeModel, _ context: String) {
        var cIter = cIter
        // The storage `withCOut` gives C starts zeroed, and GTK's models never set a stamp of 0.
        guard cIter.stamp != 0, let row = TreeIter(reading: &cIter, in: model) else {
            reportBadValue("\(context): GTK set no row; read as a row that does not exist")
            self.init(model: model, indices: [])
            return
        }
        self = row
    }

    /// The row of a `GtkTreeIter` of `comboBox`'s model that C filled in.
    @MainActor
    package init(filledIn cIter: GtkTreeIter, of comboBox: ComboBox, _ context: String) {
        guard let model = comboBox.model else {
            reportBadValue("\(context): the combo box has no model; read as no row")
            self.init(model: TreeIter.placeholderModel, indices: [])
            return
        }
        self.init(filledIn: cIter, of: model, context)
    }

    /// The model of a row read where there was no model: an empty one-column list store.
    @MainActor
    private static var placeholderModel: any TreeModel {
        var types = [cglib_type_string()]
        // Sound: GTK makes a store for any column type its stores hold, strings among them;
        // it returns NULL only for one they cannot hold.
        let store = gtk_list_store_newv(1, &types)!
        return GTK.ListStore(adopting: gObjectPointer(store))
    }

    /// What a generated member of `model` returns when it refused an argument: a row that
    /// does not exist (the refusal was reported).
    @MainActor
    package init(standingInFor model: any TreeModel, _ context: String) {
        self.init(model: model, indices: [])
    }
}
