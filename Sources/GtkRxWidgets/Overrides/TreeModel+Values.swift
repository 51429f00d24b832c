import CGLib
import CGtk
import GtkRxGLib

// GTK's tree stores, made and filled from Swift: their columns' types as `GType`s, their
// values through `GValueConvertible` (`Bool`, `Int`, `Double`, `String`, …), each checked
// against the column's type before GTK sees it.

/// Whether GTK's tree stores can hold values of `type`: value types whose fundamental type is
/// one of the kinds GTK's tree data lists store (numbers, enumerations and flags, strings,
/// pointers, boxed structures, objects and variants; not interfaces).
private func treeStoresHold(_ type: GType) -> Bool {
    guard type != 0, g_type_check_is_value_type(type) != 0 else { return false }
    let fundamental = g_type_fundamental(type) >> 2  // G_TYPE_FUNDAMENTAL_SHIFT
    // G_TYPE_CHAR … G_TYPE_DOUBLE (3 to 15), G_TYPE_STRING (16), G_TYPE_POINTER (17),
    // G_TYPE_BOXED (18), G_TYPE_OBJECT (20), G_TYPE_VARIANT (21); not G_TYPE_INTERFACE (2)
    // nor G_TYPE_PARAM (19).
    return (3...18).contains(fundamental) || fundamental == 20 || fundamental == 21
}

/// A new store of `columnTypes` made by `make` (`gtk_list_store_newv` or
/// `gtk_tree_store_newv`), after checking each type: throws (reported, naming `context`) when
/// there are none or GTK's stores cannot hold one of them, for which GTK would make none.
private func newStore<Store>(
    _ columnTypes: [GType], _ context: String,
    _ make: (gint, UnsafeMutablePointer<GType>) -> UnsafeMutablePointer<Store>?
) throws(GLibError) -> UnsafeMutablePointer<GObject> {
    guard !columnTypes.isEmpty, columnTypes.count <= Int(Int32.max) else {
        reportBadValue("\(context): a store needs at least one column")
        throw GLibError.refusedArgument(context)
    }
    if let bad = columnTypes.first(where: { !treeStoresHold($0) }) {
        let name = g_type_name(bad).map { String(cString: $0) } ?? "an invalid GType"
        reportBadValue("\(context): GTK's tree stores cannot hold values of \(name)")
        throw GLibError.refusedArgument(context)
    }
    var types = columnTypes
    guard let store = make(gint(types.count), &types) else {
        reportBadValue("\(context): GTK made no store")
        throw GLibError.refusedArgument(context)
    }
    return gObjectPointer(store)
}

extension GTK.ListStore {
    /// A list store whose rows have one column of each of `columnTypes`
    /// (`gtk_list_store_newv`).
    ///
    /// - Throws: ``GtkRxGLib/GLibError`` (in the domain `gtkrx-argument-error-quark`) when
    ///   there is no column or a type is one GTK's stores cannot hold (an interface,
    ///   `G_TYPE_INVALID`).
    public convenience init(columnTypes: [GType]) throws(GLibError) {
        self.init(
            adopting: try newStore(columnTypes, "GTK.ListStore(columnTypes:)") {
                gtk_list_store_newv($0, $1)
            })
    }

    /// Sets column `column` of `row` to `value` (`gtk_list_store_set_value`).
    ///
    /// - Returns: `false`, reporting why and changing nothing, when `row` is not a row of this
    ///   store, there is no such column, or the column holds another type.
    @discardableResult
    public func set<Value: GValueConvertible>(_ value: Value, row: TreeIter, column: Int) -> Bool {
        setValue(value, row: row, column: column, "GTK.ListStore.set(_:row:column:)") {
            gtk_list_store_set_value(cPointer(self), $0, $1, $2)
        }
    }
}

extension TreeStore {
    /// A tree store whose rows have one column of each of `columnTypes`
    /// (`gtk_tree_store_newv`).
    ///
    /// - Throws: ``GtkRxGLib/GLibError`` (in the domain `gtkrx-argument-error-quark`) when
    ///   there is no column or a type is one GTK's stores cannot hold (an interface,
    ///   `G_TYPE_INVALID`).
    public convenience init(columnTypes: [GType]) throws(GLibError) {
        self.init(
            adopting: try newStore(columnTypes, "TreeStore(columnTypes:)") {
                gtk_tree_store_newv($0, $1)
            })
    }

    /// Sets column `column` of `row` to `value` (`gtk_tree_store_set_value`).
    ///
    /// - Returns: `false`, reporting why and changing nothing, when `row` is not a row of this
    ///   store, there is no such column, or the column holds another type.
    @discardableResult
    public func set<Value: GValueConvertible>(_ value: Value, row: TreeIter, column: Int) -> Bool {
        setValue(value, row: row, column: column, "TreeStore.set(_:row:column:)") {
            gtk_tree_store_set_value(cPointer(self), $0, $1, $2)
        }
    }
}

extension TreeModel {
    /// The value in column `column` of `row`, as `Value` (`gtk_tree_model_get_value`).
    ///
    /// - Returns: `nil`, reporting why, when `row` is not a row of this model, there is no
    ///   such column, or the column holds a type `Value` does not read.
    public func value<Value: GValueConvertible>(
        _ row: TreeIter, column: Int, as type: Value.Type = Value.self
    ) -> Value? {
        let context = "TreeModel.value(_:column:as:)"
        guard cAccepts(row, ofModel: self, context),
            let columnType = columnType(column, reading: Value.self, context)
        else { return nil }
        _ = columnType
        var gValue = GValue()
        withCTreeIter(row) { gtk_tree_model_get_value(cPointer(self), $0, gint(column), &gValue) }
        defer { g_value_unset(&gValue) }
        return Value(gValue: &gValue)
    }

    /// The type of column `column`, when it exists and `Value` converts it; otherwise `nil`,
    /// reported naming `context`.
    fileprivate func columnType<Value: GValueConvertible>(
        _ column: Int, reading: Value.Type, _ context: String
    ) -> GType? {
        let count = Int(gtk_tree_model_get_n_columns(cPointer(self)))
        guard (0..<count).contains(column) else {
            reportBadValue("\(context): no column \(column) (the model has \(count))")
            return nil
        }
        let type = gtk_tree_model_get_column_type(cPointer(self), gint(column))
        guard Value.converts(type) else {
            let name = g_type_name(type).map { String(cString: $0) } ?? "?"
            reportBadValue("\(context): column \(column) holds \(name), not \(Value.self)")
            return nil
        }
        return type
    }

    /// Sets a column through `setter` (the store's `…_set_value`) after the checks.
    fileprivate func setValue<Value: GValueConvertible>(
        _ value: Value, row: TreeIter, column: Int, _ context: String,
        _ setter: (UnsafeMutablePointer<GtkTreeIter>?, gint, UnsafeMutablePointer<GValue>) -> Void
    ) -> Bool {
        guard cAccepts(row, ofModel: self, context),
            let type = columnType(column, reading: Value.self, context)
        else { return false }
        var gValue = GValue()
        g_value_init(&gValue, type)
        defer { g_value_unset(&gValue) }
        value.store(in: &gValue)
        withCTreeIter(row) { setter($0, gint(column), &gValue) }
        return true
    }
}
