import CGLib
import GeneratedTestSupport
import GtkRxAdwaita
import GtkRxTest
import XCTest

/// A libadwaita widget built from a template: a contact card deriving from `AdwBin`, with
/// libadwaita's rows as its children and a callback.
private final class ContactCard: Bin, ObjectSubclass {
    static let subclassType = WidgetSubclassType.make(
        name: "GtkRxTestContactCard", parentType: Bin.gType, swiftClass: ContactCard.self,
        template: WidgetTemplate(
            string: """
                <interface>
                  <template class="GtkRxTestContactCard" parent="AdwBin">
                    <property name="child">
                      <object class="AdwPreferencesGroup" id="group">
                        <property name="title">Contact</property>
                        <child>
                          <object class="AdwEntryRow" id="name">
                            <property name="title">Name</property>
                          </object>
                        </child>
                        <child>
                          <object class="AdwActionRow" id="address">
                            <property name="title">Address</property>
                            <child type="suffix">
                              <object class="GtkButton" id="remove">
                                <property name="label">Remove</property>
                                <signal name="clicked" handler="remove"/>
                              </object>
                            </child>
                          </object>
                        </child>
                      </object>
                    </property>
                  </template>
                </interface>
                """,
            callbacks: [TemplateCallback("remove", ContactCard.remove)]))
    override class var gType: GType { subclassType.gType }

    @TemplateChild("group") var group: PreferencesGroup
    @TemplateChild("name") var nameRow: EntryRow
    @TemplateChild("address") var address: ActionRow
    @TemplateChild("remove") var removeButton: Button

    var removals = 0
    /// The name row's title as the initializer saw it.
    var titleSeenInInitializer: String?

    convenience init() { self.init(registeredType: ()) }

    convenience init(name: String) {
        self.init()
        titleSeenInInitializer = self.nameRow.title
        self.nameRow.text = name
    }

    func remove() { removals += 1 }
}

@MainActor
final class AdwaitaTemplateTests: AdwaitaTestCase {
    func testALibadwaitaTemplateHasTypedChildrenFromItsInitializerOn() async throws {
        let card = ContactCard(name: "Ada")
        XCTAssertEqual(card.titleSeenInInitializer, "Name")
        XCTAssertEqual(card.nameRow.text, "Ada")
        XCTAssertEqual(card.group.title, "Contact")
        XCTAssertTrue(card.child === card.group)
        card.removeButton.emitSignal("clicked")
        XCTAssertEqual(card.removals, 1)
        let other = ContactCard(name: "Grace")
        XCTAssertFalse(other.nameRow === card.nameRow, "each instance has children of its own")
        XCTAssertEqual(card.nameRow.text, "Ada")
    }

    func testLibadwaitaTemplatesAreFinalizedWithTheirChildren() async throws {
        try leakCycle { watch in
            let card = watch(ContactCard(name: "Ada"))
            _ = watch(card.group)
            _ = watch(card.nameRow)
            _ = watch(card.address)
            card.removeButton.emitSignal("clicked")
            return card.removals == 1 && card.nameRow.text == "Ada"
        }
    }
}
