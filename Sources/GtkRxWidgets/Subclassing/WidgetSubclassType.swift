import CGLib
import CGtk
import GtkRxGLib

/// Describes widget types registered from Swift: a `SubclassType` whose parent is a GTK
/// widget class, with GTK's `measure` and `snapshot` virtual functions sent to the Swift class
/// when it conforms to ``SelfSizingWidget`` or ``DrawingWidget``.
///
/// ```swift
/// final class Gauge: Widget, ObjectSubclass, SelfSizingWidget, DrawingWidget {
///     static let subclassType = WidgetSubclassType.make(name: "MyAppGauge", swiftClass: Gauge.self)
///     override class var gType: GType { subclassType.gType }
///     func measure(_ orientation: Orientation, forSize size: Int) -> WidgetMeasurement { … }
///     func draw(_ snapshot: Snapshot) { snapshot.appendColor(…) }
/// }
/// ```
@MainActor
public enum WidgetSubclassType {
    /// A type named `name` derived from `parentType` (`GtkWidget` by default), wrapped by
    /// `swiftClass`, with `properties`, `signals` and `interfaces` (see `SubclassType`), and
    /// with the virtual functions of the widget protocols `swiftClass` conforms to, and with
    /// `template`, if given (see ``WidgetTemplate``), and with `accessibleRole`, if given, as
    /// the role assistive technologies read for every instance (the class's accessible role,
    /// which a widget's own `accessible-role` can only set at construction).
    public static func make(
        name: String, parentType: GType = gtk_widget_get_type(), swiftClass: Widget.Type,
        properties: [PropertyDefinition] = [], signals: [SignalDefinition] = [],
        interfaces: [InterfaceImplementation] = [], template: WidgetTemplate? = nil,
        accessibleRole: AccessibleRole? = nil
    ) -> SubclassType {
        let measures = swiftClass is any SelfSizingWidget.Type
        let draws = swiftClass is any DrawingWidget.Type
        if g_type_is_a(parentType, gtk_widget_get_type()) == 0 {
            reportBadValue(
                "WidgetSubclassType \(name): \(String(cString: g_type_name(parentType))) is not "
                    + "a widget type; measure and snapshot are not installed")
        }
        WidgetClasses.register()
        // The generated table misses `GtkSnapshot` (its GIR entry has no C type name); without
        // this, the snapshot handed to `draw(_:)` would be wrapped as a `Gdk.Snapshot`.
        WrapperRegistry.register(Snapshot.self)
        return SubclassType(
            name: name, parentType: parentType, swiftClass: swiftClass, properties: properties,
            signals: signals, interfaces: interfaces,
            classSetup: [
                { gClass in
                    guard g_type_is_a(parentType, gtk_widget_get_type()) != 0 else { return }
                    let widgetClass = gClass.assumingMemoryBound(to: GtkWidgetClass.self)
                    if measures {
                        widgetClass.pointee.measure = swiftMeasure
                    }
                    if draws {
                        widgetClass.pointee.snapshot = swiftSnapshot
                    }
                    if let template {
                        TemplatedClasses.install(template, on: widgetClass, typeName: name)
                    }
                    if let accessibleRole {
                        gtk_widget_class_set_accessible_role(
                            widgetClass, GtkAccessibleRole(UInt32(accessibleRole.rawValue)))
                    }
                }
            ],
            instanceSetup: template == nil ? [] : [TemplatedClasses.initializeInstance])
    }
}

// Both callbacks hand their C pointers to the main actor with `nonisolated(unsafe)`: GTK calls
// virtual functions on its main thread (`assumeIsolated` checks it), and the pointers are used
// synchronously before the callback returns.

private let swiftMeasure:
    @convention(c) (
        UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32, UnsafeMutablePointer<Int32>?,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
    ) -> Void = {
        widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
        nonisolated(unsafe) let widget = widget
        let measurement = MainActor.assumeIsolated { () -> WidgetMeasurement? in
            guard let widget,
                let sizing = Object.wrapper(for: gObjectPointer(widget)) as? any SelfSizingWidget
            else { return nil }
            let swiftOrientation: Orientation =
                orientation == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal
            return sizing.measure(swiftOrientation, forSize: Int(forSize))
        }
        let result = measurement ?? WidgetMeasurement(minimum: 0, natural: 0)
        minimum?.pointee = Int32(clamping: result.minimum)
        natural?.pointee = Int32(clamping: result.natural)
        minimumBaseline?.pointee = Int32(clamping: result.minimumBaseline)
        naturalBaseline?.pointee = Int32(clamping: result.naturalBaseline)
    }

private let swiftSnapshot:
    @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
        widget, snapshot in
        nonisolated(unsafe) let widget = widget
        nonisolated(unsafe) let snapshot = snapshot
        MainActor.assumeIsolated {
            guard let widget, let snapshot,
                let drawing = Object.wrapper(for: gObjectPointer(widget)) as? any DrawingWidget,
                let wrapped = Object.wrapper(for: gObjectPointer(snapshot), as: Snapshot.self)
            else { return }
            drawing.draw(wrapped)
        }
    }
