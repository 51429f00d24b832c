import CGLib

/// The items a ``SwiftListModel`` made last, up to ``capacity``, each with a GObject reference
/// of the pool's own: an item GTK let go of is handed to the next element GTK asks for, rather
/// than a GObject and its wrapper being made for each row scrolled in and finalized for each
/// row scrolled out.
///
/// An item is reusable when nothing but the pool holds it: no reference of GTK's (the object's
/// two references are the wrapper's and the pool's) and no Swift reference but the wrapper's
/// anchor. Such an item can be nobody's row, selection or handler. Two items are looked at,
/// never more: the newest (GTK looking for a tracked row during an update takes each item and
/// lets it go at once) and the oldest (a list scrolled in one direction lets go first of the
/// rows it made first). The items are kept in a ring: when it is full and the oldest is still
/// held, the pool drops its reference to it, and GTK's keeps it alive as any other item.
@MainActor
package final class ListItemPool {
    /// How many items the pool keeps: more than the rows GTK 4.8 keeps bound in a list view
    /// (about 200) or a grid view (30 rows of up to 7 columns), so that the oldest item has
    /// usually scrolled out when it is looked at.
    package static let capacity = 256

    /// The anchors of the items, oldest first once the ring turns: `anchors[oldest]` is the
    /// oldest when the ring is full, `anchors[0]` otherwise.
    private var anchors: [WrapperAnchor] = []
    private var oldest = 0

    deinit {
        for anchor in anchors {
            g_object_unref(anchor.object)
        }
    }

    /// The newest item or the oldest one, when nothing else holds it.
    func reusableItem() -> SwiftListItem? {
        guard !anchors.isEmpty else { return nil }
        let newest = (oldest + anchors.count - 1) % anchors.count
        if let item = unheldItem(anchors[newest]) {
            return item
        }
        guard anchors.count == Self.capacity, let item = unheldItem(anchors[oldest]) else {
            return nil
        }
        // The oldest becomes the newest.
        oldest = (oldest + 1) % anchors.count
        return item
    }

    /// Keeps `item` as the newest, taking a reference to it; when the ring is full, the pool
    /// lets go of the oldest.
    func add(_ item: SwiftListItem) {
        g_object_ref(item.objectPointer)
        guard anchors.count == Self.capacity else {
            anchors.append(item.anchor)
            return
        }
        g_object_unref(anchors[oldest].object)
        anchors[oldest] = item.anchor
        oldest = (oldest + 1) % anchors.count
    }

    /// Empties the items nothing else holds of their elements, so that the pool does not keep
    /// alive the elements an update removed (called when an update ends; an item GTK lets go
    /// of later keeps its element until it serves again or the pool goes).
    func forgetUnheldElements() {
        for anchor in anchors {
            if let item = unheldItem(anchor), item.element != nil {
                item.reuse(for: nil)
            }
        }
    }

    /// The item of `anchor` when only the pool holds it.
    private func unheldItem(_ anchor: WrapperAnchor) -> SwiftListItem? {
        // Two references: the wrapper's and the pool's; then no Swift code but the anchor
        // holds the wrapper. (Main thread; another thread taking a reference now would hold a
        // third, and the item is not reused.)
        guard anchor.object.pointee.ref_count == 2 else { return nil }
        return anchor.wrapperHeldOnlyByAnchor as? SwiftListItem
    }
}
