import GtkRxAdwaita

/// FormApp's application shell: the application's actions (dark style, preferences, keyboard
/// shortcuts, about, quit), their accelerators, and the primary menu in each window's header
/// bar.
@MainActor
final class AppShell {
    /// `app.dark-style`: a Boolean state, persisted in the preferences.
    static let darkStyleAction = "dark-style"
    /// `app.preferences`: shows the preferences window.
    static let preferencesAction = "preferences"
    /// `app.shortcuts`: shows the keyboard shortcuts window.
    static let shortcutsAction = "shortcuts"
    /// `app.about`: shows the About window.
    static let aboutAction = "about"
    /// `app.quit`: quits, closing every window.
    static let quitAction = "quit"

    /// FormApp's version, as its AppStream metainfo gives it.
    static let version = "0.1.0"

    /// The accelerators the shell installs, by detailed action name. `window.close` is GTK's
    /// own action of every window.
    static let accelerators: [(action: String, keys: [String])] =
        [
            ("app.\(quitAction)", ["<Control>q"]),
            ("app.\(preferencesAction)", ["<Control>comma"]),
            ("window.close", ["<Control>w"]),
            ("app.\(shortcutsAction)", ["<Control>question"]),
            ("win.\(PeoplePage.findAction)", ["<Control>f"]),
        ]
        + FormWindowController.pageNames.enumerated().map { index, name in
            ("win.\(FormWindowController.showPageAction)::\(name)", ["<Alt>\(index + 1)"])
        }

    /// What the keyboard shortcuts window lists, in the user's language.
    static var shortcutGroups: [ShortcutsWindow.Group] {
        [
            ShortcutsWindow.Group(
                tr("General"),
                [
                    (tr("Show Keyboard Shortcuts"), "<Control>question"),
                    (tr("Preferences"), "<Control>comma"),
                    (tr("Open Main Menu"), "F10"),
                    (tr("Close Window"), "<Control>w"),

                    (tr("Quit"), "<Control>q"),
                ]),
            ShortcutsWindow.Group(
                tr("Pages"),
                [
                    (tr("Simple validation"), "<Alt>1"), (tr("Data task"), "<Alt>2"),
                    (tr("People"), "<Alt>3"),
                ]),
            ShortcutsWindow.Group(
                tr("People"),
                [
                    (tr("Find a Person"), "<Control>f"),
                    (tr("Delete the Selected Person"), "Delete"),
                ]),
        ]
    }

    /// The application the actions belong to.
    let application: Application
    /// The preferences, or `nil` when their schema could not be found (the dark style then
    /// lasts until FormApp quits).
    let settings: Settings?
    /// The dark style toggle.
    let darkStyle = SimpleAction(name: AppShell.darkStyleAction, state: false)

    /// The About window, while it is open.
    private(set) var aboutWindow: AboutWindow?
    /// The preferences window, while it is open.
    private(set) var preferencesWindow: FormPreferencesWindow?
    /// The keyboard shortcuts window, while it is open.
    private(set) var shortcutsWindow: ShortcutsWindow?

    private let aboutPresentation = SerialDisposable()
    private let preferencesPresentation = SerialDisposable()
    private let shortcutsPresentation = SerialDisposable()
    private let disposeBag = DisposeBag()

    /// Adds the shell's actions and accelerators to `application`, with the dark style read
    /// from and written to `settings`.
    init(application: Application, settings: Settings?) {
        self.application = application
        self.settings = settings
        let preferences = SimpleAction(name: AppShell.preferencesAction)
        let shortcuts = SimpleAction(name: AppShell.shortcutsAction)
        let about = SimpleAction(name: AppShell.aboutAction)
        let quit = SimpleAction(name: AppShell.quitAction)
        for action in [darkStyle, preferences, shortcuts, about, quit] {
            application.addAction(action)
        }
        for (action, keys) in AppShell.accelerators {
            application.setAccelerators(keys, for: action)
        }
        preferences.rx.triggered
            .subscribe(onNext: { [weak self] in self?.showPreferences() })
            .disposed(by: disposeBag)
        shortcuts.rx.triggered
            .subscribe(onNext: { [weak self] in self?.showShortcuts() })
            .disposed(by: disposeBag)
        about.rx.triggered
            .subscribe(onNext: { [weak self] in self?.showAbout() })
            .disposed(by: disposeBag)
        quit.rx.triggered
            .subscribe(onNext: { [weak self] in self?.quit() })
            .disposed(by: disposeBag)
        bindDarkStyle()
    }

    /// Gives `window`'s primary menu button (at its header bar's end) the shell's menu.
    func attach(to window: FormWindow) {
        PrimaryMenu.attach(to: window.primaryMenu)
    }

    /// The window the shell's windows belong to: the application's active one.
    private var parentWindow: Window? { application.activeWindow }

    /// What the About window shows: FormApp's metainfo, embedded in its resources, with its
    /// name and summary in the user's language.
    static func metainfo() -> AppMetainfo {
        var metainfo: AppMetainfo
        do {
            metainfo = try AppMetainfo(resource: ResourceBundle.path(metainfoResource))
        } catch {
            FormApp.warn("the About window lacks the metainfo: \(error)")
            metainfo = AppMetainfo(id: FormApp.applicationID, name: "GtkRx Form")
        }
        metainfo.name = tr(metainfo.name)
        metainfo.summary = metainfo.summary.map { tr($0) }
        metainfo.copyright = "© 2026 GtkRx contributors"
        return metainfo
    }

    /// The metainfo's path in the resource bundle.
    static let metainfoResource = "\(FormApp.applicationID).metainfo.xml"

    /// Shows libadwaita's About window, from FormApp's metainfo (presenting it again when it
    /// is open already).
    func showAbout() {
        if let aboutWindow {
            aboutWindow.present()
            return
        }
        let about = AboutWindow(metainfo: AppShell.metainfo(), transientFor: parentWindow)
        aboutWindow = about
        aboutPresentation.disposable = about.rx.presented()
            .subscribe(onCompleted: { [weak self] in self?.aboutWindow = nil })
    }

    /// Shows the preferences window (presenting it again when it is open already).
    func showPreferences() {
        if let preferencesWindow {
            preferencesWindow.present()
            return
        }
        let window = FormPreferencesWindow()
        // Over the active window, read before this one joins the application (and becomes
        // the active one); in the application, so that its switch finds `app.dark-style`.
        window.transientFor = parentWindow
        window.application = application
        window.isModal = true
        preferencesWindow = window
        preferencesPresentation.disposable = window.rx.presented()
            .subscribe(onCompleted: { [weak self] in self?.preferencesWindow = nil })
    }

    /// Shows the keyboard shortcuts window (presenting it again when it is open already).
    func showShortcuts() {
        if let shortcutsWindow {
            shortcutsWindow.present()
            return
        }
        let window: ShortcutsWindow
        do {
            window = try ShortcutsWindow.listing(AppShell.shortcutGroups)
        } catch {
            FormApp.warn("cannot show the keyboard shortcuts: \(error)")
            return
        }
        window.title = tr("Keyboard Shortcuts")
        window.transientFor = parentWindow
        shortcutsWindow = window
        shortcutsPresentation.disposable = window.rx.presented()
            .subscribe(onCompleted: { [weak self] in self?.shortcutsWindow = nil })
    }

    /// Closes the shell's windows and quits the application.
    func quit() {
        aboutPresentation.disposable = Disposables.create()
        preferencesPresentation.disposable = Disposables.create()
        shortcutsPresentation.disposable = Disposables.create()
        application.quit()
    }

    /// The dark style: the action's state from the preferences (and back), and libadwaita's
    /// style manager from both, since neither echoes a value bound into it.
    private func bindDarkStyle() {
        let state = darkStyle.rx.state(as: Bool.self)
        var sources = [state.asObservable()]
        if let settings {
            do {
                let stored = try settings.rx.value(forKey: AppSettings.darkStyleKey, as: Bool.self)
                stored.bind(to: state).disposed(by: disposeBag)
                // `changed`: the user's toggles, not the state it starts with, so that starting
                // FormApp writes nothing.
                state.changed.bind(to: stored).disposed(by: disposeBag)
                sources.append(stored.asObservable())
            } catch {
                FormApp.warn("the dark style will not be kept: \(error)")
            }
        }
        // The style manager changes its color scheme only when it means another style.
        Observable.merge(sources)
            .bind(to: StyleManager.default.rx.darkStyle)
            .disposed(by: disposeBag)
    }
}
