import CGLib
import CGtk
import GtkRxGLib

extension Accessible {
    /// Sets the name assistive technologies give the widget (the accessible `label` property),
    /// in place of the one GTK works out (a label's text, a button's label): for a list row,
    /// say, a name for the whole row, set in `rx.items`' `bind` for each element.
    /// `resetProperty(.label)` gives GTK's back. GTK 4.8 cannot read it back; assistive
    /// technologies see it over AT-SPI.
    public func setAccessibleLabel(_ label: String) {
        guard cAccepts(label, "Accessible.setAccessibleLabel") else { return }
        var value = GValue()
        g_value_init(&value, cglib_type_string())
        defer { g_value_unset(&value) }
        g_value_set_string(&value, label)
        var property = GTK_ACCESSIBLE_PROPERTY_LABEL
        gtk_accessible_update_property_value(cPointer(self), 1, &property, &value)
    }
}
