import Foundation
import GtkRxAdwaita

/// The "People" page: a filterable boxed list of libadwaita action rows (the name as a row's
/// title, the address as its subtitle) under headings by their surname's initial, bound with
/// `rx.items` to a ``PeopleViewModel``, with fields to add someone and a button
/// to delete who is selected; a status page in the list's place when the filter matches
/// nobody; and who is selected, in a leaflet: beside the list when the window is wide, in its
/// place (with a back button) when it is narrow.
@MainActor
final class PeoplePage {
    /// The page's root widget, for the window's stack: the leaflet of ``listPane`` and
    /// ``detailPane``.
    let root = Leaflet()
    /// The list and its fields.
    let listPane = Box(orientation: .vertical, spacing: 6)
    /// Who is selected.
    let detailPane = Box(orientation: .vertical, spacing: 0)
    /// Shows who is selected (name as the title, address as the description), or that
    /// nobody is.
    let detailOutlet = StatusPage()
    /// Goes back from ``detailPane`` to the list; shown while the leaflet is folded.
    let backOutlet = Button(iconName: "go-previous-symbolic")
    /// Shows the list, or ``emptyOutlet`` when the filter matches nobody.
    let resultsOutlet = Stack()
    /// Says that the filter matches nobody.
    let emptyOutlet = StatusPage()
    /// The search field (accessible name "Filter").
    let filterOutlet = Entry()
    /// How many people are shown.
    let countOutlet = Label("")
    /// What share of everyone the filter shows, as a bar beside the count.
    let shareOutlet = ShownShareBar()
    /// The name of someone to add (accessible name "Name").
    let nameOutlet = Entry()
    /// Adds the named person at the top.
    let addOutlet = Button(label: tr("Add"))
    /// The people: an action row each, in a boxed list.
    let listOutlet = ListBox()
    /// Who is selected.
    let selectedOutlet = Label("")
    /// Deletes who is selected.
    let deleteOutlet = Button(label: tr("Delete"))
    /// Writes everyone to a JSON file the user chooses.
    let exportOutlet = Button(label: tr("Export…"))
    /// Replaces everyone with the people of a JSON file the user chooses.
    let importOutlet = Button(label: tr("Import…"))
    /// What the latest export or import came to; hidden until there is one.
    let fileResultOutlet = Label("")

    /// What the page asks its file chooser for.
    enum FileChoice {
        /// Where to export the people.
        case exportDestination
        /// Which file to import.
        case importSource
    }

    /// Asks for a file; an empty answer means the user cancelled.
    private let chooseFile: (FileChoice) -> Maybe<URL>

    /// `win.find`'s name: shows this page and puts the keyboard focus in the filter (the
    /// window adds the action: see `FormWindowController`).
    static let findAction = "find"

    private let disposeBag = DisposeBag()

    /// Who the page starts with.
    private let initialPeople: [Person]

    /// A page showing `people` at first, whose "Export…" and "Import…" ask `chooseFile` for
    /// their files.
    init(
        people: [Person] = PeopleDirectory.people(),
        chooseFile: @escaping (FileChoice) -> Maybe<URL>
    ) {
        initialPeople = people
        self.chooseFile = chooseFile
        let filterLabel = Label(mnemonic: tr("_Filter"))
        filterLabel.mnemonicWidget = filterOutlet
        let nameLabel = Label(mnemonic: tr("_Name"))
        nameLabel.mnemonicWidget = nameOutlet
        let addRow = Box(orientation: .horizontal, spacing: 6)
        addRow.append(nameLabel)
        addRow.append(nameOutlet)
        addRow.append(addOutlet)
        let countRow = Box(orientation: .horizontal, spacing: 6)
        countRow.append(countOutlet)
        countRow.append(shareOutlet)
        let scrolled = ScrolledWindow()
        scrolled.hscrollbarPolicy = .never
        scrolled.child = listOutlet
        listOutlet.setAccessibleLabel(tr("People"))
        listOutlet.setCSSClass("boxed-list", present: true)
        listOutlet.valign = .start
        // Room for the boxed list's shadow inside the scrolled window.
        listOutlet.setMargins(6)
        listOutlet.setHeaderFunc { row, before in PeoplePage.updateHeading(of: row, after: before) }
        emptyOutlet.iconName = "system-search-symbolic"
        emptyOutlet.title = tr("No Results Found")
        emptyOutlet.description = tr("Nobody's name or address has what the filter says.")
        _ = resultsOutlet.addNamed(child: scrolled, name: PeoplePage.listName)
        _ = resultsOutlet.addNamed(child: emptyOutlet, name: PeoplePage.emptyName)
        resultsOutlet.vexpand = true
        let selectionRow = Box(orientation: .horizontal, spacing: 6)
        selectionRow.append(selectedOutlet)
        selectionRow.append(deleteOutlet)
        let fileRow = Box(orientation: .horizontal, spacing: 6)
        fileRow.append(exportOutlet)
        fileRow.append(importOutlet)
        fileRow.append(fileResultOutlet)
        fileResultOutlet.isVisible = false
        fileResultOutlet.wraps = true
        fileResultOutlet.xalign = 0
        fileResultOutlet.isSelectable = true
        let rows = [
            filterLabel, filterOutlet, countRow, addRow, resultsOutlet, selectionRow, fileRow,
        ]
        for child in rows {
            listPane.append(child)
        }
        listPane.widthRequest = 300
        listPane.setMargins(12)
        filterLabel.xalign = 0
        listPane.hexpand = true
        layOutDetail()
        _ = root.append(listPane)
        _ = root.append(Separator(orientation: .vertical))
        _ = root.append(detailPane)
        root.canNavigateBack = true
        bind()
        bindLeaflet()
    }

    /// The list's and the status page's names in ``resultsOutlet``.
    static let listName = "list", emptyName = "empty"

    /// The detail pane: a back button over the selected person.
    private func layOutDetail() {
        backOutlet.tooltipText = tr("Back")
        backOutlet.setAccessibleLabel(tr("Back"))
        backOutlet.halign = .start
        backOutlet.setCSSClass("flat", present: true)
        detailOutlet.iconName = "avatar-default-symbolic"
        detailOutlet.vexpand = true
        detailPane.append(backOutlet)
        detailPane.append(detailOutlet)
        detailPane.widthRequest = 260
        detailPane.hexpand = true
    }

    /// The leaflet: a row activated (a click, Enter) is selected and, while the leaflet is
    /// folded, shows the person in the list's place; "Back" (or the leaflet's back gesture)
    /// shows the list.
    private func bindLeaflet() {
        let root = root
        root.rx.isFolded
            .bind(to: backOutlet.rx.isVisible)
            .disposed(by: disposeBag)
        // Activated is selected too (GTK selects a row it activates; the test kit's and a
        // screen reader's activation may not have).
        listOutlet.rx.rowActivated
            .subscribe(onNext: { [weak listOutlet, weak detailPane] row in
                listOutlet?.selectRow(row)
                if root.isFolded { root.visibleChild = detailPane }
            })
            .disposed(by: disposeBag)
        backOutlet.rx.tap
            .subscribe(onNext: { [weak listPane] in root.visibleChild = listPane })
            .disposed(by: disposeBag)
    }

    private func bind() {
        let selection = Observable.merge(
            listOutlet.rx.modelSelected(Person.self).asObservable().map { Optional($0) },
            listOutlet.rx.rowSelected.asObservable().filter { $0 == nil }.map { _ in Person?.none })
        // Imports feed the people, which exports read: the relay closes the loop.
        let imported = PublishRelay<[Person]>()
        let viewModel = PeopleViewModel(
            filter: filterOutlet.rx.text.orEmpty.asObservable(),
            name: nameOutlet.rx.text.orEmpty.asObservable(),
            add: Observable.merge(
                addOutlet.rx.tap.asObservable(), nameOutlet.rx.activate.asObservable()),
            selection: selection,
            delete: Observable.merge(deleteOutlet.rx.tap.asObservable(), deleteKeyPresses()),
            imported: imported.asObservable(), initial: initialPeople,
            scheduler: MainScheduler.instance)
        let chooseFile = chooseFile
        let files = PeopleFilesViewModel(
            people: viewModel.people, exportRequests: exportOutlet.rx.tap.asObservable(),
            importRequests: importOutlet.rx.tap.asObservable(),
            chooseDestination: { chooseFile(.exportDestination) },
            chooseSource: { chooseFile(.importSource) },
            write: { url, data in GIOFiles.write(data, to: url) },
            read: { url in GIOFiles.read(url) }, scheduler: MainScheduler.instance)
        files.imported.bind(to: imported).disposed(by: disposeBag)
        files.outcome
            .subscribe(onNext: { [weak fileResultOutlet] outcome in
                fileResultOutlet?.text = PeoplePage.describe(outcome)
                fileResultOutlet?.isVisible = true
            })
            .disposed(by: disposeBag)

        // In order of their surname's initial, each under a heading (the header function's).
        let ordered = viewModel.shown.map { SurnameInitial.sections(of: $0).flatMap(\.items) }
            .share(replay: 1)
        ordered
            .bind(
                to: listOutlet.rx.items(makeRow: { PeoplePage.makeRow() }) { row, person, _ in
                    PeoplePage.show(person, in: row)
                }
            )
            .disposed(by: disposeBag)
        ordered
            .bind(
                to: Binder(listOutlet) { list, _ in PeoplePage.putHeadingsBeforeTheirRows(in: list)
                }
            )
            .disposed(by: disposeBag)
        viewModel.shownCount.map(PeoplePage.countText)
            .bind(to: countOutlet.rx.text)
            .disposed(by: disposeBag)
        viewModel.shownCount.map { $0 == 0 ? PeoplePage.emptyName : PeoplePage.listName }
            .distinctUntilChanged()
            .bind(to: resultsOutlet.rx.visibleChildName)
            .disposed(by: disposeBag)
        Observable.combineLatest(viewModel.shownCount, viewModel.people.map(\.count)) {
            shown, everyone in everyone == 0 ? 0 : Double(shown) / Double(everyone)
        }
        .bind(to: Binder(shareOutlet) { bar, fraction in bar.fraction = fraction })
        .disposed(by: disposeBag)
        viewModel.canAdd.bind(to: addOutlet.rx.isEnabled).disposed(by: disposeBag)
        viewModel.canDelete.bind(to: deleteOutlet.rx.isEnabled).disposed(by: disposeBag)
        viewModel.selectedName
            .map { name in
                name.map { tr("Selected: %s").replacingOccurrences(of: "%s", with: $0) }
                    ?? tr("Nobody selected")
            }
            .bind(to: selectedOutlet.rx.text)
            .disposed(by: disposeBag)
        selection.startWith(nil)
            .bind(
                to: Binder(detailOutlet) { page, person in
                    page.title = person?.name ?? tr("Nobody selected")
                    page.description = person?.email ?? tr("Select someone in the list.")
                }
            )
            .disposed(by: disposeBag)
        // A person added goes on top of their section: select them and, once GTK has laid
        // their row out (the list grows by it), scroll them into view under their heading.
        let newRows = viewModel.added.withLatestFrom(ordered) { id, people in
            people.firstIndex { $0.id == id }
        }
        .compactMap { [weak listOutlet] position in position.flatMap { listOutlet?.row(at: $0) } }
        .share()
        newRows
            .bind(to: Binder(listOutlet) { list, row in list.selectRow(row) })
            .disposed(by: disposeBag)
        newRows
            .flatMapLatest {
                [weak scrolled = listOutlet.parent?.parent as? ScrolledWindow] row
                    -> Observable<ListBoxRow> in
                guard let adjustment = scrolled?.vadjustment else { return .empty() }
                return adjustment.rx.upper.changed.take(1).map { _ in row }
                    .observe(on: MainScheduler.asyncInstance)
            }
            .bind(to: Binder(listOutlet) { list, row in PeoplePage.scroll(to: row, in: list) })
            .disposed(by: disposeBag)
        // A person added is shown at once, whatever the filter was: clear the name field.
        viewModel.people.skip(1)
            .subscribe(onNext: { [weak nameOutlet] _ in nameOutlet?.text = "" })
            .disposed(by: disposeBag)
    }

    /// Each press of the Delete key while the focus is in the list (the key is consumed).
    private func deleteKeyPresses() -> Observable<Void> {
        do {
            return try listOutlet.rx.shortcut(.keys("Delete")).asObservable()
        } catch {
            FormApp.warn("the Delete key will not delete: \(error)")
            return .empty()
        }
    }

    /// Gives `row` a heading of its surname's initial when it is the first row or its initial
    /// is not the row's `before` it (the list box's header function).
    private static func updateHeading(of row: ListBoxRow, after before: ListBoxRow?) {
        let initial = initial(of: row)
        guard let initial, before.flatMap(PeoplePage.initial(of:)) != initial else {
            row.header = nil
            return
        }
        if let heading = row.header as? SurnameHeading {
            heading.letter = initial
        } else {
            row.header = SurnameHeading(letter: initial)
        }
    }

    /// Moves each heading just before its row among `list`'s children: GTK adds a row's header
    /// after every other child, and assistive technologies read the children in their order
    /// (a heading after the people it heads would mean nothing to a screen reader's user).
    private static func putHeadingsBeforeTheirRows(in list: ListBox) {
        var position = 0
        while let row = list.row(at: position) {
            if let heading = row.header, row.prevSibling !== heading {
                heading.insertBefore(parent: list, nextSibling: row)
            }
            position += 1
        }
    }

    /// The surname initial of the person `row` shows, by its title.
    private static func initial(of row: ListBoxRow) -> String? {
        guard let row = row as? ActionRow else { return nil }
        return SurnameInitial(ofName: row.title).id
    }

    /// A row: the name as its title, the address as its subtitle.
    private static func makeRow() -> ActionRow {
        let row = ActionRow()
        row.isActivatable = true
        return row
    }

    /// Shows `person` in a row `makeRow` made (libadwaita names the row by its title and
    /// describes it by its subtitle to assistive technologies), and has the list box update
    /// the row's heading and the next row's.
    private static func show(_ person: Person, in row: ActionRow) {
        row.title = person.name
        row.subtitle = person.email
        row.changed()
    }

    /// Scrolls `list`'s scrolled window so that `row`, and its heading if it has one, is at
    /// its top (or as near as the list's end allows).
    private static func scroll(to row: ListBoxRow, in list: ListBox) {
        guard let scrolled = list.parent?.parent as? ScrolledWindow,
            let bounds = (row.header ?? row).computeBounds(target: list)
        else { return }
        let adjustment = scrolled.vadjustment
        adjustment.value = min(
            Double(bounds.origin.y) + Double(list.marginTop), adjustment.upper - adjustment.pageSize
        )
    }

    /// `outcome` in words, for the page's file label.
    nonisolated static func describe(_ outcome: PeopleFileOutcome) -> String {
        switch outcome {
        case .exported(let count, let path):
            tr("Exported %s to %@.").replacingOccurrences(of: "%s", with: countText(count))
                .replacingOccurrences(of: "%@", with: path)
        case .imported(let count, let path):
            tr("Imported %s from %@.").replacingOccurrences(of: "%s", with: countText(count))
                .replacingOccurrences(of: "%@", with: path)
        case .failedExport(let reason):
            tr("Could not export: %@").replacingOccurrences(of: "%@", with: reason)
        case .failedImport(let reason):
            tr("Could not import: %@").replacingOccurrences(of: "%@", with: reason)
        }
    }

    /// "1,000 people", "1 person", in the user's language.
    nonisolated static func countText(_ count: Int) -> String {
        Localization.textDomain.translate(singular: "%s person", plural: "%s people", count: count)
            .replacingOccurrences(of: "%s", with: grouped(count))
    }

    /// `number` with a comma between groups of three digits: 1,000.
    nonisolated static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 {
                result.append(",")
            }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }
}
