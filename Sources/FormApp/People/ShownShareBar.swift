import GtkRxAdwaita

/// A thin bar beside the People page's count: how much of everyone the filter shows, filled in
/// proportion. A widget written in Swift: registered with ``WidgetSubclassType``, it sizes
/// itself (``measure(_:forSize:)``) and draws itself with a snapshot (``draw(_:)``).
///
/// Assistive technologies see a meter (the class's accessible role) named "Shown of everyone".
@MainActor
final class ShownShareBar: Widget, ObjectSubclass, SelfSizingWidget, DrawingWidget {
    /// The GType, `FormAppShownShareBar`.
    static let subclassType = WidgetSubclassType.make(
        name: "FormAppShownShareBar", swiftClass: ShownShareBar.self, accessibleRole: .meter)
    // GLib's `GType` is `UInt` (its `gsize`); FormApp imports no C module to name it.
    override class var gType: UInt { subclassType.gType }

    /// The width the bar asks for, and the least it can do with, in pixels.
    static let naturalWidth = 80
    /// The least width the bar can be drawn in, in pixels.
    static let minimumWidth = 24
    /// The bar's height, in pixels.
    static let thickness = 6

    /// The share shown, from 0 (nobody) to 1 (everyone); values outside are drawn clamped.
    var fraction = 1.0 {
        didSet { queueDraw() }
    }

    /// A new bar, centred in its row, named for assistive technologies.
    convenience init() {
        self.init(registeredType: ())
        valign = .center
        setAccessibleLabel(tr("Shown of everyone"))
    }

    /// The bar's size: ``naturalWidth`` wide (at least ``minimumWidth``), ``thickness`` high.
    func measure(_ orientation: Orientation, forSize size: Int) -> WidgetMeasurement {
        orientation == .horizontal
            ? WidgetMeasurement(
                minimum: ShownShareBar.minimumWidth, natural: ShownShareBar.naturalWidth)
            : WidgetMeasurement(minimum: ShownShareBar.thickness, natural: ShownShareBar.thickness)
    }

    /// A faint track the whole width, and the shown share of it filled.
    func draw(_ snapshot: Snapshot) {
        let width = Double(self.width)
        let height = Double(self.height)
        snapshot.appendColor(
            red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25, x: 0, y: 0, width: width, height: height)
        snapshot.appendColor(
            red: 0.21, green: 0.52, blue: 0.89, x: 0, y: 0,
            width: width * (fraction.isFinite ? min(max(fraction, 0), 1) : 0), height: height)
    }
}
