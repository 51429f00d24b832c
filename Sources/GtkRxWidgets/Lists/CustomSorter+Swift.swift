import CGLib
import CGtk
import GtkRxGLib

/// The Swift order of a ``CustomSorter``, kept alive by GTK through the sorter's user data.
private final class OrderBox {
    let precedes: @MainActor (Object, Object) -> Bool

    init(_ precedes: @escaping @MainActor (Object, Object) -> Bool) {
        self.precedes = precedes
    }
}

extension CustomSorter {
    /// A sorter putting an item before another when `precedes` says so (a strict order, as
    /// Swift's `sort(by:)` takes); ``setOrder(_:)`` changes it.
    public convenience init(by precedes: @escaping @MainActor (Object, Object) -> Bool) {
        WidgetClasses.register()
        let box = Unmanaged.passRetained(OrderBox(precedes)).toOpaque()
        self.init(
            adopting: gObjectPointer(
                gtk_custom_sorter_new(customSorterCompare, box, releaseOrderBox))
        )
    }

    /// Replaces the order with `precedes`; GTK sorts every item again.
    public func setOrder(_ precedes: @escaping @MainActor (Object, Object) -> Bool) {
        let box = Unmanaged.passRetained(OrderBox(precedes)).toOpaque()
        gtk_custom_sorter_set_sort_func(cPointer(self), customSorterCompare, box, releaseOrderBox)
    }
}

// The callbacks hand their C pointers to the main actor with `nonisolated(unsafe)`: GTK sorts
// on its main thread (`assumeIsolated` checks it), and the items are used before they return.

private let customSorterCompare: GCompareDataFunc = { first, second, data in
    guard let first, let second, let data else { return 0 }
    nonisolated(unsafe) let left = UnsafeMutableRawPointer(mutating: first)
    nonisolated(unsafe) let right = UnsafeMutableRawPointer(mutating: second)
    nonisolated(unsafe) let box = Unmanaged<OrderBox>.fromOpaque(data).takeUnretainedValue()
    return MainActor.assumeIsolated {
        let a = Object.wrapper(for: gObjectPointer(left))
        let b = Object.wrapper(for: gObjectPointer(right))
        if box.precedes(a, b) { return -1 }
        return box.precedes(b, a) ? 1 : 0
    }
}

private let releaseOrderBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<OrderBox>.fromOpaque(data).release()
}
