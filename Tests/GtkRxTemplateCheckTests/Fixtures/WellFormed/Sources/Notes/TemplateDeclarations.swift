// Stand-ins for the GtkRx names the template classes use (see Package.swift): just enough for
// the well-formed fixture to compile without GtkRx.

typealias GType = UInt

class Widget {
    class var gType: GType { 0 }
}
class Window: Widget {}
class Box: Widget {}
class Button: Widget {}
class SearchEntry: Widget {}
class Label: Widget {}

protocol ObjectSubclass {}

enum WidgetSubclassType {
    static func make(
        name: String, parentType: GType, swiftClass: AnyClass, template: WidgetTemplate
    ) -> GType { 0 }
}

struct WidgetTemplate {
    init(resource: String, callbacks: [TemplateCallback] = []) {}
}

struct TemplateCallback {
    init<Owner>(_ name: String, _ method: @escaping (Owner) -> () -> Void) {}
}

@propertyWrapper
struct TemplateChild<Child> {
    init(_ id: String) {}
    var wrappedValue: Child { fatalError("not used") }
}
