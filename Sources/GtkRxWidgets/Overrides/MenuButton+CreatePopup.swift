import CGLib
import CGtk
import GtkRxGLib

extension MenuButton {
    /// Makes the button's popup when it is about to be shown rather than beforehand:
    /// `create` runs each time the popup is about to open (by a click, a keyboard shortcut
    /// or ``popup()``), and should give the button its ``menuModel`` or ``popover`` when it
    /// has none yet. A button with such a function is always sensitive.
    ///
    /// A menu model's popover is a tree of widgets, one per entry, made when the model is set;
    /// a window that shows its menu only on demand starts faster without it (FormApp's
    /// primary menu). Setting a new function releases the previous one; so does the button's
    /// finalization.
    ///
    /// ```swift
    /// button.setCreatePopup { button in
    ///     if button.menuModel == nil { button.menuModel = PrimaryMenu.model() }
    /// }
    /// ```
    public func setCreatePopup(_ create: @escaping @MainActor (MenuButton) -> Void) {
        let box = Unmanaged.passRetained(CreatePopupBox(create)).toOpaque()
        gtk_menu_button_set_create_popup_func(cPointer(self), menuButtonCreatePopup, box) { data in
            guard let data else { return }
            Unmanaged<CreatePopupBox>.fromOpaque(data).release()
        }
    }
}

/// The Swift function of ``MenuButton/setCreatePopup(_:)``, kept alive by GTK through the
/// function's user data until GTK calls its destroy notify.
private final class CreatePopupBox {
    let create: @MainActor (MenuButton) -> Void

    init(_ create: @escaping @MainActor (MenuButton) -> Void) {
        self.create = create
    }
}

/// GTK's `GtkMenuButtonCreatePopupFunc`. Non-capturing; the box comes as `user_data`.
private let menuButtonCreatePopup: GtkMenuButtonCreatePopupFunc = { button, data in
    guard let button, let data else { return }
    // nonisolated(unsafe): GTK calls this on its main thread (`assumeIsolated` checks it), and
    // the pointers are used before it returns.
    nonisolated(unsafe) let buttonPointer = button
    nonisolated(unsafe) let box = Unmanaged<CreatePopupBox>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated {
        guard let target = Object.wrapper(for: gObjectPointer(buttonPointer), as: MenuButton.self)
        else { return }
        box.create(target)
    }
}
