import CGLib
import CListBaseline
import Foundation
import GtkRx

/// Updates of a shown list (issue 33): `listView.rx.items` bound to a `BehaviorRelay` (the
/// ``PeopleList`` of the list workloads) against CListBaseline's C list updated as a C program
/// would, with one `g_list_store_splice` (``clist_people_replace``), alternately in this process;
/// and a burst of updates against one update, GtkRx alone.
///
/// Each measurement times the update and the frame that shows it: from the update's start (the
/// new array made beforehand, the main loop settled so that the frame clock does not wait for
/// its pace) to the window's next `after-paint`, so that work GTK or GtkRx defers until the
/// frame counts too.
@MainActor
enum ListUpdateWorkloads {
    static func make(_ configuration: RunConfiguration) -> ([Workload], [Comparison]) {
        let rows = configuration.size(100_000, quick: 500)
        let burstRows = configuration.size(10_000, quick: 100)
        let updates = configuration.size(10_000, quick: 20)

        let everyOther = Array(stride(from: 0, to: rows, by: 2))
        let removeRx = Workload(
            name: "lists: remove every other of \(rows) shown, to frame, GtkRx", unit: "ms"
        ) { try replaceGtkRx(rows, with: everyOther) / 1_000_000 }
        let removeC = Workload(
            name: "lists: remove every other of \(rows) shown, to frame, C GTK", unit: "ms"
        ) { try replaceC(rows, with: everyOther) / 1_000_000 }
        let shuffled = shuffledIDs(rows)
        let shuffleRx = Workload(
            name: "lists: shuffle \(rows) shown, to frame, GtkRx", unit: "ms"
        ) { try replaceGtkRx(rows, with: shuffled) / 1_000_000 }
        let shuffleC = Workload(
            name: "lists: shuffle \(rows) shown, to frame, C GTK", unit: "ms"
        ) { try replaceC(rows, with: shuffled) / 1_000_000 }
        let burst = Workload(
            name: "lists: burst of \(updates) updates of \(burstRows) rows, to frame, GtkRx",
            unit: "ms"
        ) { try burstGtkRx(burstRows, updates: updates) / 1_000_000 }
        let one = Workload(
            name: "lists: the burst's last array as one update, to frame, GtkRx", unit: "ms"
        ) { try burstGtkRx(burstRows, updates: updates, lastOnly: true) / 1_000_000 }
        return (
            [removeRx, removeC, shuffleRx, shuffleC, burst, one],
            [
                Comparison(
                    name: "lists remove every other of \(rows), shown: GtkRx / C GTK",
                    measured: removeRx, baseline: removeC, target: .atMost(1.5)),
                Comparison(
                    name: "lists shuffle of \(rows), shown: GtkRx / C GTK", measured: shuffleRx,
                    baseline: shuffleC, target: .atMost(1.5)),
                Comparison(
                    name: "lists burst of \(updates) updates / one update: GtkRx",
                    measured: burst, baseline: one, target: .atMost(2), runs: 3),
            ]
        )
    }

    /// The ids `0..<count` in an order shuffled the same way in every run (Fisher–Yates over a
    /// xorshift64* sequence of a fixed seed).
    static func shuffledIDs(_ count: Int) -> [Int] {
        var ids = Array(0..<count)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for index in ids.indices.reversed() where index > 0 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            let random = state &* 0x2545_F491_4F6C_DD1D
            ids.swapAt(index, Int(random % UInt64(index + 1)))
        }
        return ids
    }

    // MARK: - One update of a shown list

    /// Shows `rows` people with `rx.items`, then times accepting the people of `ids` and the
    /// frame that shows them.
    private static func replaceGtkRx(_ rows: Int, with ids: [Int]) throws -> Double {
        let (list, _) = try PeopleList.show(count: rows)
        defer { list.destroy() }
        let people = ids.map { Person(id: $0, name: "Person \($0)") }
        clist_settle()
        let start = now()
        list.people.accept(people)
        try check(
            clist_wait_for_frame(list.window.rawPointer, nil),
            "the GtkRx list's window drew no frame within 10 s after the update")
        let elapsed = Double(now() - start)
        try checkShown(
            count: list.rowCount, name: { list.model?.element(at: $0)?.name }, shows: list.shows,
            ids: ids, side: "GtkRx")
        return elapsed
    }

    /// Shows `rows` people in the C list, then times replacing them with the people of `ids`
    /// in one splice and the frame that shows them.
    private static func replaceC(_ rows: Int, with ids: [Int]) throws -> Double {
        var elapsed: UInt64 = 0
        guard let people = clist_people_show(Int32(rows), &elapsed) else {
            throw WorkloadFailure(description: "the C list's window drew no frame within 10 s")
        }
        defer { clist_people_destroy(people) }
        let painted = ids.map(Int32.init).withUnsafeBufferPointer { buffer in
            clist_people_replace(people, buffer.baseAddress, Int32(buffer.count), &elapsed)
        }
        try check(painted, "the C list's window drew no frame within 10 s after the update")
        let count = Int(g_list_model_get_n_items(OpaquePointer(clist_people_store(people))))
        let scrolledWindow = clist_people_scrolled_window(people)
        try checkShown(
            count: count,
            name: { clist_people_name_at(people, Int32($0)).map { String(cString: $0) } },
            shows: { clist_shows_label(scrolledWindow, $0) }, ids: ids, side: "C",
            mayShowNothing: true)
        return Double(elapsed)
    }

    /// Whether the note that the C list showed no row after an update was written.
    private static var notedNothingShown = false

    /// Checks that a list holds the people of `ids` in their order (`name(at:)` reads the name
    /// at a position) and shows the first of them or, where GTK kept its viewport on the row it
    /// showed first (GTK follows a kept item that moved), that row, "Person 0".
    ///
    /// The C list may show no row at all after a shuffle: GTK 4.8 leaves every row of it unmapped
    /// after one splice that re-adds the same objects in another order, frames later too. That
    /// is GTK's, not a broken workload: with `mayShowNothing`, it is noted once on standard
    /// error, not thrown (the C side then does less work than a list that shows its rows).
    private static func checkShown(
        count: Int, name: (Int) -> String?, shows: (String) -> Bool, ids: [Int], side: String,
        mayShowNothing: Bool = false
    ) throws {
        try check(count == ids.count, "the \(side) list has \(count) rows, not \(ids.count)")
        for position in [0, ids.count / 2, ids.count - 1] {
            let found = name(position)
            try check(
                found == "Person \(ids[position])",
                "the \(side) list holds \(found ?? "nothing") at \(position), not Person \(ids[position])"
            )
        }
        if shows("Person \(ids[0])") || shows("Person 0") {
            return
        }
        try check(
            mayShowNothing && !ids.prefix(1_000).contains { shows("Person \($0)") },
            "the \(side) list shows neither its first row, Person \(ids[0]), nor Person 0")
        if !notedNothingShown {
            notedNothingShown = true
            FileHandle.standardError.write(
                Data("GtkRxBenchmarks: note: the \(side) list shows no row after its update\n".utf8)
            )
        }
    }

    // MARK: - A burst of updates

    /// Shows `rows` people with `rx.items`, then accepts `updates` arrays in one turn of the
    /// main loop (update `k` renames person `k % rows` to "Burst k", on top of the updates
    /// before it), or, with `lastOnly`, the last of them alone; times the accepts and the frame
    /// that follows. Making each array, and freeing the array each accept replaces (the user's
    /// data), are not timed.
    private static func burstGtkRx(_ rows: Int, updates: Int, lastOnly: Bool = false) throws
        -> Double
    {
        let (list, _) = try PeopleList.show(count: rows)
        defer { list.destroy() }
        var people = list.people.value
        clist_settle()
        var elapsed = 0.0
        if lastOnly {
            for update in 0..<updates {
                people[update % rows].name = "Burst \(update)"
            }
            // As below: the array the accept replaces is freed after it, untimed.
            let previous = list.people.value
            elapsed += nanoseconds { list.people.accept(people) }
            withExtendedLifetime(previous) {}
        } else {
            for update in 0..<updates {
                people[update % rows].name = "Burst \(update)"
                let next = people
                // The relay's previous array (the user's data, not GtkRx's work) is kept alive
                // across the timed accept, which would otherwise free it (about 180 ms over
                // 10,000 arrays of 10,000 people); it is freed after, untimed.
                let previous = list.people.value
                elapsed += nanoseconds { list.people.accept(next) }
                withExtendedLifetime(previous) {}
            }
        }
        elapsed += try nanoseconds {
            try check(
                clist_wait_for_frame(list.window.rawPointer, nil),
                "the GtkRx list's window drew no frame within 10 s after the updates")
        }
        let firstName = "Burst \((updates - 1) / rows * rows)"
        try check(
            list.model?.element(at: 0)?.name == firstName && list.shows(firstName),
            "the GtkRx list's first row does not show \(firstName)")
        return elapsed
    }
}
