// A process in which nothing has started libadwaita: it makes an Adw.Application, registers it
// (which emits `startup`) and prints, at start, at `startup` and when its first window is
// made, whether libadwaita is initialized (`adw_is_initialized`) and whether the window's
// style manager is libadwaita's default one; and, before that window, the class of a template
// child that is a libadwaita row, as an app that never calls `Adw.initialize()` meets it. GtkRx's tests run it as a child process
// (AdwaitaTests), because in their own process libadwaita is already started.

import CAdw
import Glibc
import GtkRxAdwaita

/// A template subclass of `AdwBin` whose one child is an `AdwEntryRow`.
final class NameCard: Bin, ObjectSubclass {
    static let subclassType = WidgetSubclassType.make(
        name: "AdwaitaStartupProbeNameCard", parentType: Bin.gType, swiftClass: NameCard.self,
        template: WidgetTemplate(
            string: """
                <interface>
                  <template class="AdwaitaStartupProbeNameCard" parent="AdwBin">
                    <property name="child">
                      <object class="AdwEntryRow" id="name"/>
                    </property>
                  </template>
                </interface>
                """))
    override class var gType: UInt { subclassType.gType }

    convenience init() { self.init(registeredType: ()) }

    @TemplateChild("name") var nameRow: EntryRow
}

print("at start: \(adw_is_initialized() != 0 ? "started" : "not started")")
do {
    let application = try Adw.Application(id: "org.gtkrx.Tests.AdwaitaStartup")
    application.onStartup {
        print("at startup: \(adw_is_initialized() != 0 ? "started" : "not started")")
    }
    try application.register()
    // A child of another class would be reported and stood in for by an unparented row.
    let card = NameCard()
    let row: Widget = card.nameRow
    print("template child: \(type(of: row)), \(card.child === row ? "the card's" : "a stand-in")")
    let window = Adw.ApplicationWindow(app: application)
    let defaultManager = adw_style_manager_get_default().map { UnsafeMutableRawPointer($0) }
    print(
        "first window: \(adw_is_initialized() != 0 ? "started" : "not started"), style manager "
            + (application.styleManager.raw == defaultManager ? "the default" : "another"))
    window.destroy()
} catch {
    print("failed: \(error)")
    exit(1)
}
