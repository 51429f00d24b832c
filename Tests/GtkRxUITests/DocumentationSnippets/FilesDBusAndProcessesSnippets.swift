// swift-format-ignore-file
// The code blocks of "Files, D-Bus and processes" (Sources/GtkRx/GtkRx.docc/
// FilesDBusAndProcesses.md), verbatim: scripts/check-doc-snippets compares them line by line.
// Each is compiled inside a function given the names it uses.

import GtkRx

/// Opening and saving a note: the `async` forms.
@MainActor
func filesSaveAndOpen(_ text: String) async throws {
    let note = try File(path: "/tmp/note.txt")
    _ = try await note.replaceContents(
        Array(text.utf8), etag: nil, makeBackup: false, flags: .none)
    let (contents, _) = try await note.loadContents()
    print(String(decoding: contents, as: UTF8.self))
}

/// The same read as a `Single`, bound to a label, cancelled with the bag.
@MainActor
func filesRxLoad(label: Label, disposeBag: DisposeBag) throws {
    let note = try File(path: "/tmp/note.txt")
    note.rx.loadContents()
        .map { String(decoding: $0.contents, as: UTF8.self) }
        .asObservable()
        .catchAndReturn("The note could not be read.")
        .bind(to: label.rx.text)
        .disposed(by: disposeBag)
}

/// A folder's children, and changes to it.
@MainActor
func filesFolder(disposeBag: DisposeBag) throws {
    let folder = try File(path: "/tmp")
    let children = try folder.enumerateChildren(
        attributes: "standard::name", flags: .none, cancellable: nil)
    while let info = try children.nextFile(cancellable: nil) {
        print(info.name)
    }
    if let monitor = try folder.monitorDirectory(flags: .none, cancellable: nil) {
        monitor.rx.changed
            .filter { $0.2 == .created }
            .compactMap { $0.0?.basename }
            .subscribe(onNext: { print("new: \($0)") })
            .disposed(by: disposeBag)
    }
}

/// A child process's output.
@MainActor
func processOutput() async throws -> String? {
    let launcher = SubprocessLauncher(flags: .stdoutPipe)
    let process = try launcher.spawnv(["uname", "-r"])
    let (output, _) = try await process.communicateUTF8(stdinBuf: nil)
    return output
}

/// D-Bus: a call, and a signal as an observable.
@MainActor
func dbusCallAndSignal(disposeBag: DisposeBag) async throws {
    let bus = try DBusConnection.session()
    let reply = try await bus.call(
        "org.freedesktop.DBus", objectPath: "/org/freedesktop/DBus",
        interfaceName: "org.freedesktop.DBus", methodName: "ListNames",
        parameters: nil, replyType: nil, flags: .none, timeoutMsec: 5_000)
    print(reply?.children?.first?.strings ?? [])

    bus.rx.signals(interfaceName: "org.freedesktop.DBus", signalName: "NameOwnerChanged")
        .compactMap { $0.parameters.children?.first?.string }
        .subscribe(onNext: { print("owner changed: \($0)") })
        .disposed(by: disposeBag)
}

/// D-Bus: exporting an object and owning a name.
@MainActor
func dbusExportAndOwnName(notes: [String], disposeBag: DisposeBag) throws -> DBusObjectRegistration {
    let xml = """
        <node>
          <interface name="org.example.Notes">
            <method name="Count"><arg type="i" direction="out"/></method>
          </interface>
        </node>
        """
    let bus = try DBusConnection.session()
    let registration = try bus.registerObject(
        at: "/org/example/Notes", interfaceName: "org.example.Notes", introspectionXML: xml
    ) { invocation in
        invocation.returnValue(parameters: Variant(tuple: [Variant(int32: Int32(notes.count))]))
    }
    bus.rx.ownName("org.example.Notes")
        .subscribe(onNext: { print($0 == .acquired ? "serving" : "not serving") })
        .disposed(by: disposeBag)
    return registration
}
