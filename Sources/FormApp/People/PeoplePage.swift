import Foundation
import GtkRxAdwaita

/// The "People" page: a filterable list of people in sections by their surname's initial,
/// bound with `rx.sections` to a ``PeopleViewModel``, with fields to add someone and a button
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
    let shareOutlet: ShownShareBar = {
        do {
            return try ShownShareBar.make()
        } catch {
            FormApp.warn("the shown share bar has no accessible name: \(error)")
            return ShownShareBar()
        }
    }()
    /// The name of someone to add (accessible name "Name").
    let nameOutlet = Entry()
    /// Adds the named person at the top.
    let addOutlet = Button(label: tr("Add"))
    /// The people.
    let listOutlet = ListView(model: nil, factory: nil)
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

    /// A page whose "Export…" and "Import…" ask `chooseFile` for their files.
    init(chooseFile: @escaping (FileChoice) -> Maybe<URL>) {
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
        scrolled.child = listOutlet
        listOutlet.setAccessibleLabel(tr("People"))
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
        scrolled.setCSSClass("card", present: true)
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

    /// The leaflet: a row activated (Enter, a double click) is selected and, while the leaflet
    /// is folded, shows the person in the list's place; "Back" (or the leaflet's back
    /// gesture) shows the list.
    private func bindLeaflet() {
        let root = root
        root.rx.isFolded
            .bind(to: backOutlet.rx.isVisible)
            .disposed(by: disposeBag)
        // Activated is selected too (a double click selects first; Enter may not have).
        listOutlet.rx.activate
            .subscribe(onNext: { [weak listOutlet, weak detailPane] position in
                _ = listOutlet?.model?.selectItem(position: position, unselectRest: true)
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
            listOutlet.rx.selection.asObservable().filter(\.isEmpty).map { _ in Person?.none })
        // Imports feed the people, which exports read: the relay closes the loop.
        let imported = PublishRelay<[Person]>()
        let viewModel = PeopleViewModel(
            filter: filterOutlet.rx.text.orEmpty.asObservable(),
            name: nameOutlet.rx.text.orEmpty.asObservable(),
            add: Observable.merge(
                addOutlet.rx.tap.asObservable(), nameOutlet.rx.activate.asObservable()),
            selection: selection,
            delete: Observable.merge(deleteOutlet.rx.tap.asObservable(), deleteKeyPresses()),
            imported: imported.asObservable(), scheduler: MainScheduler.instance)
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

        viewModel.shown.map(SurnameInitial.sections(of:))
            .bind(
                to: listOutlet.rx.sections(
                    makeHeader: { PeoplePage.makeHeader() },
                    bindHeader: { label, initial, _ in label.text = initial.id },
                    makeRow: { PeoplePage.makeRow() },
                    bind: { row, person, _ in PeoplePage.show(person, in: row) })
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
        // A person added goes on top of their section: show them (under their section's
        // header, which scrollTo brings into view too) on top of the list, and select them.
        viewModel.added
            .bind(
                to: Binder(listOutlet) { list, id in
                    guard let position = list.scrollTo(id: id, of: Person.self) else { return }
                    _ = list.model?.selectItem(position: position, unselectRest: true)
                }
            )
            .disposed(by: disposeBag)
        // GTK lays the new row out at its next frame, keeping the rows it showed in view (the
        // new one goes above them): scroll to the new person again once it has (the list's
        // height grows by the new row), from the main loop, after GTK's layout is done.
        viewModel.added
            .flatMapLatest { [weak listOutlet] id -> Observable<Int> in
                guard let adjustment = listOutlet?.vadjustment else { return .empty() }
                return adjustment.rx.upper.changed.take(1).map { _ in id }
                    .observe(on: MainScheduler.asyncInstance)
            }
            .bind(to: Binder(listOutlet) { list, id in list.scrollTo(id: id, of: Person.self) })
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

    /// A section's header: its letter, as GTK's heading style shows a title (`rx.sections`
    /// puts it in a heading for assistive technologies).
    private static func makeHeader() -> Label {
        let label = Label("")
        label.xalign = 0
        label.marginStart = 12
        label.marginTop = 12
        label.marginBottom = 4
        label.cssClasses = ["heading"]
        return label
    }

    /// A row: the name above the address, dimmed, as libadwaita's rows show a title and its
    /// subtitle.
    private static func makeRow() -> Box {
        let row = Box(orientation: .vertical, spacing: 2)
        row.marginStart = 12
        row.marginEnd = 12
        row.marginTop = 6
        row.marginBottom = 6
        let name = Label("")
        name.xalign = 0
        let address = Label("")
        address.xalign = 0
        address.cssClasses = ["caption", "dim-label"]
        row.append(name)
        row.append(address)
        return row
    }

    /// Shows `person` in a row `makeRow` made, and names the row for assistive technologies
    /// ("Ada Allen, ada.allen.1@example.org"), so that a screen reader reads the row as one.
    private static func show(_ person: Person, in row: Box) {
        let labels = row.children.compactMap { $0 as? Label }
        labels.first?.text = person.name
        labels.last?.text = person.email
        row.setAccessibleLabel("\(person.name), \(person.email)")
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
