import CGtk
import GtkRxGLib

extension DropDown {
    /// The position of the selected item, `-1` when none is selected (GTK's
    /// `GTK_INVALID_LIST_POSITION`, which Swift would read as 4,294,967,295), through
    /// `gtk_drop_down_get_selected` and `gtk_drop_down_set_selected`. Setting `-1` selects
    /// none; a position past the model's items is GTK's to refuse.
    public var selected: Int {
        get {
            let position = gtk_drop_down_get_selected(cPointer(self))
            return position == GTK_INVALID_LIST_POSITION ? -1 : Int(position)
        }
        set {
            gtk_drop_down_set_selected(
                cPointer(self),
                cIntegerForProperty(newValue, of: self, property: "selected", "DropDown.selected"))
        }
    }
}
