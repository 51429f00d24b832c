import CGLib
import CGtk
import GtkRxGLib

extension Application {
    /// Makes `accelerators` (`"<Control>q"`, `"F1"`, `"<Shift><Alt>n"`) activate
    /// `detailedAction` (`"app.quit"`, `"win.zoom(2)"`) in the application's windows, replacing
    /// the ones it had; an empty list removes them.
    ///
    /// An accelerator GTK cannot parse is reported and left out, and the others are kept (GTK
    /// alone would drop them all); a malformed action name is reported and nothing changes.
    public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
        guard checkDetailedAction(detailedAction, "Application.setAccelerators") else { return }
        let valid = accelerators.filter { accelerator in
            // GTK accepts some malformed strings (`<Nonsense`) as a key of 0, which it would
            // install as an accelerator that never fires: refused too.
            guard cAccepts(accelerator, "Application.setAccelerators") else { return false }
            var key: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0, key != 0 else {
                reportBadValue(
                    "Application.setAccelerators: \"\(accelerator)\" is not an accelerator GTK "
                        + "can parse (such as \"<Control>q\"); left out for \(detailedAction)")
                return false
            }
            return true
        }
        withCStringArray(valid) { array in
            gtk_application_set_accels_for_action(applicationPointer, detailedAction, array)
        }
    }

    /// The accelerators that activate `detailedAction`, in GTK's normal form
    /// (`"<Control>q"`); empty when it has none, or when the name is malformed (reported).
    public func accelerators(for detailedAction: String) -> [String] {
        guard checkDetailedAction(detailedAction, "Application.accelerators(for:)") else {
            return []
        }
        return takeStringArray(
            gtk_application_get_accels_for_action(applicationPointer, detailedAction))
    }

    /// Whether `name` is a well-formed detailed action name, reporting it naming `context` when
    /// not: GTK aborts the process on a malformed one.
    private func checkDetailedAction(_ name: String, _ context: String) -> Bool {
        cAcceptsDetailedAction(name, context)
    }
}
