import Foundation
import GtkRxAdwaita
import GtkRxNetworking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// FormApp's window: its templates (``FormWindow`` and its pages) bound to their view models
/// with `.rx`, as RxExample's "Simple validation" does it.
@MainActor
final class FormWindowController {
    /// The window.
    let window: FormWindow
    /// The pages, "validation", "data-task" and "people".
    var pages: ViewStack { window.pages }

    /// The "Simple validation" page.
    let validationPage = ValidationPage()
    /// The "Data task" page.
    let dataTaskPage = DataTaskPage()

    // "Simple validation", named as in RxExample.
    var usernameOutlet: EntryRow { validationPage.username }
    var usernameValidOutlet: Label { validationPage.usernameHint }
    var passwordOutlet: PasswordEntryRow { validationPage.password }
    var passwordValidOutlet: Label { validationPage.passwordHint }
    var doSomethingOutlet: Button { validationPage.doSomething }

    // "Data task".
    var urlOutlet: EntryRow { dataTaskPage.url }
    var fetchOutlet: Button { dataTaskPage.fetch }
    var saveOutlet: Button { dataTaskPage.save }
    var spinner: Spinner { dataTaskPage.spinner }
    var resultOutlet: Label { dataTaskPage.result }
    /// What the latest save came to; hidden until there is one.
    var saveResultOutlet: Label { dataTaskPage.saveResult }

    /// "People", built the first time it is shown or asked for, not at start-up: its list,
    /// its 1,000 people and its bindings were a tenth of FormApp's time to its first frame.
    /// The directory's people are made then too: their addresses, made from the names'
    /// letters, were 16 million of the 700 million instructions FormApp ran to its first frame
    /// (callgrind).
    private(set) lazy var people: PeoplePage = {
        let page = PeoplePage(people: initialPeople ?? PeopleDirectory.people()) {
            [weak self] choice in
            guard let self else { return .empty() }
            return choosePeopleFile(window, choice)
        }
        peopleSlot.append(page.root)
        return page
    }()
    /// Who the People page starts with; `nil` for the directory's thousand.
    private let initialPeople: [Person]?
    /// The stack's "people" page: empty until ``people`` is built into it.
    private let peopleSlot = Box(orientation: .vertical, spacing: 0)

    /// Asks where to export the people or which file to import, over the window.
    private let choosePeopleFile: (Window, PeoplePage.FileChoice) -> Maybe<URL>

    /// The alert "Do something" shows, while it is open.
    private(set) var alert: Adw.MessageDialog?
    /// The alert's presentation: disposing of it closes the alert.
    private let alertPresentation = SerialDisposable()

    /// The latest toast shown over the pages (a data task's outcome, a save's); the overlay
    /// holds the ones it still shows or queues.
    private(set) var latestToast: Toast?

    private let disposeBag = DisposeBag()

    /// Builds the window of `application`; `fetch` runs the data task's requests,
    /// `chooseDestination` asks where to save a response and `choosePeopleFile` where to
    /// export the people or what to import (by default file choosers; empty answers mean the
    /// user cancelled); the People page starts with `people` (by default the directory's
    /// thousand, made when the page is first built).
    init(
        application: Application,
        fetch: @escaping (URLRequest) -> Observable<Data> = {
            URLSession.shared.rx.data(request: $0)
        },
        chooseDestination: ((_ parent: Window, _ suggestedName: String) -> Maybe<URL>)? = nil,
        choosePeopleFile: ((Window, PeoplePage.FileChoice) -> Maybe<URL>)? = nil,
        people: [Person]? = nil
    ) {
        initialPeople = people
        self.choosePeopleFile = choosePeopleFile ?? FormWindowController.peopleFileChooser
        window = FormWindow()
        window.application = application
        window.iconName = FormApp.applicationID
        pages.addTitledWithIcon(
            child: validationPage, name: "validation", title: tr("Simple validation"),
            iconName: "document-edit-symbolic")
        pages.addTitledWithIcon(
            child: dataTaskPage, name: "data-task", title: tr("Data task"),
            iconName: "network-transmit-receive-symbolic")
        pages.addTitledWithIcon(
            child: peopleSlot, name: FormWindowController.peoplePageName, title: tr("People"),
            iconName: "system-users-symbolic")
        window.defaultWidget = doSomethingOutlet

        bindValidation()
        bindDataTask(
            fetch: fetch,
            chooseDestination: chooseDestination ?? FormWindowController.fileChooser)
        buildPeopleWhenShown()
    }

    /// Shows the window, with the keyboard focus in the username entry.
    func present() {
        window.present()
        usernameOutlet.grabFocus()
        FirstFrameProbe.installIfRequested(on: window)  // a benchmark hook; see its file
    }

    /// Puts the keyboard focus in a form page's first field when the page is shown, builds the
    /// People page when the stack first shows it, and adds `win.show-page`, which
    /// shows a page by name, and `win.find`, which shows People and puts the keyboard focus in
    /// its filter (the shell gives both their accelerators).
    private func buildPeopleWhenShown() {
        // A form page shown by the switcher (or Alt+1, Alt+2) puts the keyboard focus in its
        // first field, as the window does when it opens.
        pages.rx.visibleChildName.asObservable().skip(1).distinctUntilChanged()
            .subscribe(onNext: { [weak self] name in
                switch name {
                case "validation": _ = self?.usernameOutlet.grabFocus()
                case "data-task": _ = self?.urlOutlet.grabFocus()
                default: break
                }
            })
            .disposed(by: disposeBag)
        pages.rx.visibleChildName.asObservable()
            .filter { $0 == FormWindowController.peoplePageName }
            .take(1)
            .subscribe(onNext: { [weak self] _ in _ = self?.people })
            .disposed(by: disposeBag)

        // `win.show-page::<name>`: Alt+1, Alt+2 and Alt+3 (the shell's accelerators).
        let showPage = SimpleAction(
            name: FormWindowController.showPageAction, parameter: String.self)
        window.addAction(showPage)
        showPage.rx.activated(as: String.self)
            .subscribe(onNext: { [weak self] name in
                guard let self, pages.childByName(name) != nil else { return }
                pages.visibleChildName = name
            })
            .disposed(by: disposeBag)

        let find = SimpleAction(name: PeoplePage.findAction)
        window.addAction(find)
        find.rx.triggered
            .subscribe(onNext: { [weak self] in
                guard let self else { return }
                pages.visibleChildName = FormWindowController.peoplePageName
                _ = people.filterOutlet.grabFocus()
            })
            .disposed(by: disposeBag)
    }

    /// The People page's name in the stack.
    static let peoplePageName = "people"

    /// `win.show-page`'s name: shows the page named by its parameter.
    static let showPageAction = "show-page"

    /// The pages' names in the stack, in the switcher's order.
    static let pageNames = ["validation", "data-task", peoplePageName]

    private func bindValidation() {
        // Shared: the view model and the error outline below both follow each field's text,
        // and one `notify::text` handler per field feeds them both (each subscription to
        // `rx.text` would connect a handler of its own and read the text again).
        let username = usernameOutlet.rx.text.orEmpty.share(replay: 1)
        let password = passwordOutlet.rx.text.orEmpty.share(replay: 1)
        let viewModel = SimpleValidationViewModel(username: username, password: password)

        // `bind(to:)` with GtkRx's `.rx` members, as the document's last form.
        viewModel.usernameValid
            .bind(to: passwordOutlet.rx.isEnabled)
            .disposed(by: disposeBag)
        viewModel.usernameValid
            .bind(to: usernameValidOutlet.rx.isHidden)
            .disposed(by: disposeBag)

        // A `Binder`, as the document's second form.
        let passwordHint: Binder<Bool> = Binder(passwordValidOutlet) { view, isHidden in
            view.isHidden = isHidden
        }
        viewModel.passwordValid
            .bind(to: passwordHint)
            .disposed(by: disposeBag)

        viewModel.everythingValid
            .bind(to: doSomethingOutlet.rx.isEnabled)
            .disposed(by: disposeBag)

        // The app's own `Reactive` extension: an entry holding too short a value is outlined.
        // (A `map` of the text, not `combineLatest` with the validity, which would bind twice
        // per keystroke, the first time with the old validity.)
        username.map(SimpleValidationViewModel.showsError)
            .bind(to: usernameOutlet.rx.showsError)
            .disposed(by: disposeBag)
        password.map(SimpleValidationViewModel.showsError)
            .bind(to: passwordOutlet.rx.showsError)
            .disposed(by: disposeBag)

        doSomethingOutlet.rx.tap
            .subscribe(onNext: { [weak self] in
                self?.showAlert()
            })
            .disposed(by: disposeBag)
    }

    private func bindDataTask(
        fetch: @escaping (URLRequest) -> Observable<Data>,
        chooseDestination: @escaping (Window, String) -> Maybe<URL>
    ) {
        let viewModel = DataTaskViewModel(
            urlText: urlOutlet.rx.text.orEmpty.asObservable(),
            fetchRequests: Observable.merge(
                fetchOutlet.rx.tap.asObservable(), urlOutlet.rx.entryActivated.asObservable()),
            fetch: fetch, scheduler: MainScheduler.instance)
        let window = window
        let saving = ResponseSavingViewModel(
            response: viewModel.response, saveRequests: saveOutlet.rx.tap.asObservable(),
            chooseDestination: { [weak window] in
                guard let window else { return .empty() }
                return chooseDestination(window, "response.txt")
            },
            write: { url, data in GIOFiles.write(data, to: url) },
            scheduler: MainScheduler.instance)

        viewModel.canFetch
            .bind(to: fetchOutlet.rx.isEnabled)
            .disposed(by: disposeBag)
        saving.canSave
            .bind(to: saveOutlet.rx.isEnabled)
            .disposed(by: disposeBag)
        Observable.combineLatest(viewModel.isLoading, saving.isSaving) { $0 || $1 }
            .bind(to: spinner.rx.isAnimating)
            .disposed(by: disposeBag)
        saving.outcome
            .subscribe(onNext: { [weak self] outcome in
                guard let self else { return }
                let text = FormWindowController.describe(outcome)
                saveResultOutlet.text = text
                saveResultOutlet.isVisible = true
                showToast(text)
            })
            .disposed(by: disposeBag)

        // An `AnyObserver`, as the document's data task example.
        // Each outcome goes in the result label and, as a toast, over every page.
        let observer: AnyObserver<DataTaskOutcome> = AnyObserver { [weak self] event in
            let text: String
            var isError = false
            switch event {
            case .next(.success(let count)):
                text = tr("Data Task Success with count: %d")
                    .replacingOccurrences(of: "%d", with: String(count))
            case .next(.failure(let failure)):
                text = tr("Data Task Error: %@")
                    .replacingOccurrences(of: "%@", with: FormWindowController.describe(failure))
                isError = true
            default:
                return
            }
            self?.resultOutlet.text = text
            self?.showToast(text, untilClosed: isError)
        }
        viewModel.outcome
            .subscribe(observer)
            .disposed(by: disposeBag)
    }

    /// Shows `text` as a toast over the pages (the window's toast overlay, through its
    /// `rx.toast` binder). A toast `untilClosed` (an error) stays until the user closes it,
    /// rather than going after libadwaita's 5 s: an error should not vanish before someone
    /// using a screen reader, or reading slowly, has had it.
    private func showToast(_ text: String, untilClosed: Bool = false) {
        let toast = Toast(title: text)
        if untilClosed {
            toast.timeout = 0
        }
        latestToast = toast
        window.toasts.rx.toast.onNext(toast)
    }

    /// Shows RxExample's alert, a libadwaita message dialog; OK or Escape closes it.
    func showAlert() {
        let alert = Adw.MessageDialog(
            transientFor: window, heading: tr("RxExample"), body: tr("This is wonderful"),
            buttons: [MessageDialogButton(tr("OK"), response: AlertResponse.ok)],
            defaultResponse: .ok, closeResponse: .ok)
        self.alert = alert
        alertPresentation.disposable = alert.rx.presentForResponse(as: AlertResponse.self)
            .subscribe(onSuccess: { [weak self] _ in self?.alert = nil })
    }

    /// The alert's one answer.
    enum AlertResponse: String {
        /// "OK", Enter or Escape.
        case ok
    }

    /// Closes the alert, if it is open, without an answer.
    func closeAlert() {
        alertPresentation.disposable = Disposables.create()
        alert = nil
    }

    /// Asks where to save with a file chooser over `parent`, suggesting `suggestedName`.
    private static func fileChooser(parent: Window, suggestedName: String) -> Maybe<URL> {
        FileChooserNative.fileToSave(
            title: tr("Save Response"), parent: parent, suggestedName: suggestedName)
    }

    /// Asks for the People page's file with a file chooser over `parent`.
    private static func peopleFileChooser(parent: Window, choice: PeoplePage.FileChoice)
        -> Maybe<URL>
    {
        switch choice {
        case .exportDestination:
            FileChooserNative.fileToSave(
                title: tr("Export People"), parent: parent, suggestedName: "people.json")
        case .importSource:
            FileChooserNative.fileToOpen(title: tr("Import People"), parent: parent)
        }
    }

    /// `outcome` in words, for the save label.
    static func describe(_ outcome: SaveOutcome) -> String {
        switch outcome {
        case .saved(let path, let byteCount):
            tr("Saved %d bytes to %@.")
                .replacingOccurrences(of: "%d", with: String(byteCount))
                .replacingOccurrences(of: "%@", with: path)
        case .failed(let message):
            tr("Could not save: %@").replacingOccurrences(of: "%@", with: message)
        }
    }

    /// `failure` in words, for the result label.
    static func describe(_ failure: DataTaskFailure) -> String {
        switch failure {
        case .invalidAddress:
            tr("That is not a valid http or https address.")
        case .unreachable:
            tr("Could not connect to the server.")
        case .timedOut:
            tr("The request timed out.")
        case .httpStatus(let status):
            tr("The server answered with HTTP status %d.")
                .replacingOccurrences(of: "%d", with: String(status))
        case .other(let description):
            description
        }
    }
}
