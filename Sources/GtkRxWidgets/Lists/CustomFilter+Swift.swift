import CGLib
import CGtk
import GtkRxGLib

/// The Swift test of a ``CustomFilter``, kept alive by GTK through the filter's user data.
private final class MatchBox {
    let matches: @MainActor (Object) -> Bool

    init(_ matches: @escaping @MainActor (Object) -> Bool) {
        self.matches = matches
    }
}

extension CustomFilter {
    /// A filter keeping the items `matches` accepts; ``setMatch(_:)`` changes the test.
    public convenience init(matching matches: @escaping @MainActor (Object) -> Bool) {
        WidgetClasses.register()
        let box = Unmanaged.passRetained(MatchBox(matches)).toOpaque()
        self.init(
            adopting: gObjectPointer(gtk_custom_filter_new(customFilterMatch, box, releaseMatchBox))
        )
    }

    /// Replaces the test with `matches`; GTK filters every item again.
    public func setMatch(_ matches: @escaping @MainActor (Object) -> Bool) {
        let box = Unmanaged.passRetained(MatchBox(matches)).toOpaque()
        gtk_custom_filter_set_filter_func(cPointer(self), customFilterMatch, box, releaseMatchBox)
    }
}

// The callbacks hand their C pointers to the main actor with `nonisolated(unsafe)`: GTK filters
// on its main thread (`assumeIsolated` checks it), and the item is used before they return.

private let customFilterMatch: GtkCustomFilterFunc = { item, data in
    guard let item, let data else { return 0 }
    nonisolated(unsafe) let object = item
    nonisolated(unsafe) let box = Unmanaged<MatchBox>.fromOpaque(data).takeUnretainedValue()
    return MainActor.assumeIsolated {
        box.matches(Object.wrapper(for: gObjectPointer(object))) ? 1 : 0
    }
}

private let releaseMatchBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<MatchBox>.fromOpaque(data).release()
}
