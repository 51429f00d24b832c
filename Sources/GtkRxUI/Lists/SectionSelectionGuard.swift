import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// Keeps the header rows of `model` (a sectioned list's entries) out of `selection`, which
/// `view` shows, until the returned disposable is disposed: after each change of the selection
/// that selects a header (GTK 4.8 lets the keyboard, and positions bound into `rx.selection`,
/// select a row its list item marks unselectable), a single selection moves to the nearest
/// item in the direction it went (up from a header above the previous selection, else down),
/// or back to the previous one when there is none that way; a multiple selection unselects
/// the headers.
///
/// Connected before the selection's other handlers (``ModelItemsBinding`` starts it before it
/// puts the model in the view), it corrects the selection while `view`'s `selection-changed`
/// is marked as bound, so the selection properties skip the correction's own emission and read
/// the corrected selection in the emission that selected the header: they never tell a header.
@MainActor
func keepHeadersUnselected<Entry: SectionEntryContent>(
    in selection: any SelectionModel, of model: SwiftListModel<Entry>, shownBy view: Widget
) -> Disposable {
    // The entry selected last (not its position, which edits of the rows change).
    var previous: AnyHashable?
    let object: Object = selection
    return object.rx.signalEvents("selection-changed") { [weak model, weak view] base, _ -> Void? in
        guard let selection = base as? any SelectionModel, let model else { return nil }
        let selected = selection.selectedPositions
        @MainActor func isHeader(_ position: Int) -> Bool {
            model.element(at: position)?.isHeader ?? false
        }
        let headers = selected.filter(isHeader)
        guard !headers.isEmpty else {
            previous = selected.first.flatMap { model.element(at: $0)?.key }
            return nil
        }
        let previousPosition = previous.flatMap { key in
            model.elements.firstIndex { $0.key == key }
        }
        let correct = {
            guard let single = selection as? SingleSelection, let header = headers.first else {
                for position in headers {
                    _ = selection.unselectItem(position: position)
                }
                return
            }
            let goesUp = previousPosition.map { header < $0 } ?? false
            let step = goesUp ? -1 : 1
            var next = header + step
            while next >= 0 && next < model.count && isHeader(next) {
                next += step
            }
            let target = (0..<model.count).contains(next) ? next : previousPosition
            // GTK_INVALID_LIST_POSITION clears a single selection.
            single.selected = target ?? Int(UInt32.max)
        }
        if let view {
            view.whileBinding("selection-changed", correct)
        } else {
            correct()
        }
        return nil
    }
    .subscribe()
}
