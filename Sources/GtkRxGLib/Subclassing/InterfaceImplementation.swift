import CGLib

/// An interface a ``SubclassType`` implements: the interface's GType and the C function that
/// fills in its virtual function table (GLib calls it once, with the table).
///
/// The function must not capture anything (a `@convention(c)` closure); it finds the Swift
/// instance from the object each virtual function receives, with ``Object/wrapper(for:)``.
/// GtkRx provides ``InterfaceImplementation/listModel`` for `GListModel`.
public struct InterfaceImplementation: Sendable {
    /// The interface's GType, such as `g_list_model_get_type()`.
    public let interfaceType: GType
    /// Fills in the interface's virtual functions.
    public let initialize: GInterfaceInitFunc

    /// Implements `interfaceType` with the virtual functions `initialize` installs.
    public init(interfaceType: GType, initialize: GInterfaceInitFunc) {
        self.interfaceType = interfaceType
        self.initialize = initialize
    }
}
