// swift-tools-version: 6.0
//
// GtkRx: RxSwift-style reactive bindings for GTK 4, in Swift, on Linux.
//
// Every target builds in the Swift 6 language mode (the default of tools version 6.0).
//
// The library is four layers, with libadwaita's above them, each a target that may import only
// the layers below it (CI builds with `--explicit-target-dependency-import-check error`, and
// `scripts/check-layers` checks the graph):
//
//   GtkRxAdwaita   libadwaita's wrappers and their .rx                      (CAdw)
//      ↓           (a product of its own, re-exporting GtkRx; only apps that import it link it)
//   GtkRxUI        .rx on widgets, Binder, ControlEvent, ControlProperty, Driver, Signal
//      ↓
//   GtkRxWidgets   the GTK widget wrappers                                   (CGtk)
//      ↓
//   GtkRxGLib      main context, MainScheduler, GObject ownership, signals   (CGLib)
//      ↓
//   GtkRxCore      the reactive core: pure Swift, no C, no GLib
//
// `GtkRx` re-exports the four: it is the one library users import (`GtkRxAdwaita`, for
// libadwaita apps, re-exports `GtkRx` in turn).

import PackageDescription

let package = Package(
    name: "GtkRx",
    products: [
        .library(name: "GtkRx", targets: ["GtkRx"]),
        .library(name: "GtkRxCore", targets: ["GtkRxCore"]),
        // libadwaita's widgets with `.rx`; a product of its own, so apps that do not use
        // libadwaita do not link it.
        .library(name: "GtkRxAdwaita", targets: ["GtkRxAdwaita"]),
        .library(name: "GtkRxNetworking", targets: ["GtkRxNetworking"]),
        .library(name: "GtkRxTest", targets: ["GtkRxTest"]),
        .library(name: "GtkRxVirtualTime", targets: ["GtkRxVirtualTime"]),
        .executable(name: "FormApp", targets: ["FormApp"]),
        // For apps' executable targets: compiles the package's resources/ (a GResource manifest,
        // .ui files, Blueprint files, style sheets, icons, gettext translations, GSettings
        // schemas) into the binary, checking widget templates against their Swift classes.
        .plugin(name: "GtkRxResources", targets: ["GtkRxResources"]),
    ],
    targets: [
        // MARK: C interop

        // GLib, GObject and Gio through pkg-config, plus a shim for their macros.
        .systemLibrary(
            name: "CGLib",
            // gio-unix-2.0: gio-2.0 and the folder of GIO's Unix headers (see shim.h).
            pkgConfig: "gio-unix-2.0",
            providers: [.apt(["libglib2.0-dev"])]
        ),
        // GTK 4 through pkg-config, plus a shim for its macros and variadic functions.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4-unix-print",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // libadwaita 1 through pkg-config, for GtkRxAdwaita only.
        .systemLibrary(
            name: "CAdw",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),

        // MARK: The library's layers

        // The reactive core: observables, operators, subjects, relays, disposables, the
        // scheduler protocols and the current-thread, dispatch-queue and operation-queue
        // schedulers.
        .target(name: "GtkRxCore"),
        // GLib and GObject: the main context and MainScheduler, wrapper ownership, signals,
        // GValue, properties, resources; and the wrappers of all of Gio.
        .target(name: "GtkRxGLib", dependencies: ["GtkRxCore", "CGLib"]),
        // The GTK widget wrappers.
        .target(name: "GtkRxWidgets", dependencies: ["GtkRxGLib", "CGLib", "CGtk"]),
        // RxCocoa's part: `.rx` on widgets, Binder, ControlEvent, ControlProperty, Driver, Signal.
        .target(name: "GtkRxUI", dependencies: ["GtkRxCore", "GtkRxGLib", "GtkRxWidgets"]),
        // The library users import: every layer above, re-exported.
        .target(
            name: "GtkRx", dependencies: ["GtkRxCore", "GtkRxGLib", "GtkRxWidgets", "GtkRxUI"]),

        // libadwaita's wrappers and their `.rx` (generated from Tools/GIR/Adw-1.gir), over the
        // widget and `.rx` layers; re-exports GtkRx.
        .target(
            name: "GtkRxAdwaita",
            dependencies: [
                "GtkRx", "GtkRxCore", "GtkRxGLib", "GtkRxWidgets", "GtkRxUI", "CGLib", "CGtk",
                "CAdw",
            ]),

        // URLSession.rx, apart so that apps that fetch nothing do not load FoundationNetworking.
        .target(
            name: "GtkRxNetworking",
            dependencies: [
                "GtkRxCore",
                .target(name: "CLibcurlOnDemand", condition: .when(platforms: [.linux])),
            ]),
        // Foundation's networking loads libcurl (and its 25 libraries) on its first call rather
        // than at start-up, in a statically linked app whose modules are compiled with
        // `-disable-autolink-library curl` (as the Makefile builds FormApp).
        .target(name: "CLibcurlOnDemand"),

        // MARK: Test kits

        // Virtual time for Rx tests (TestScheduler, hot and cold observables): the core only.
        .target(name: "GtkRxVirtualTime", dependencies: ["GtkRxCore"]),
        // Headless GTK tests: GTK start-up, loop pumping, user actions; re-exports
        // GtkRxVirtualTime.
        .target(name: "GtkRxTest", dependencies: ["GtkRx", "GtkRxVirtualTime", "CGLib", "CGtk"]),

        // MARK: The reference app

        // A libadwaita app (GtkRxAdwaita brings GtkRx). Its resources (Blueprint and .ui
        // templates, style sheet, icon, translations, settings schema) are compiled into the
        // binary by the GtkRxResources plugin. It imports no C module.
        .executableTarget(
            name: "FormApp", dependencies: ["GtkRxAdwaita", "GtkRxNetworking"],
            plugins: ["GtkRxResources"]),
        // Compiles resources/ (Blueprint files included), resources/po and resources/schemas into
        // a GResource bundle embedded as Swift source, after checking the widget templates; a
        // product, so that apps can apply it to their own executable targets.
        .plugin(
            name: "GtkRxResources", capability: .buildTool(),
            dependencies: ["EmbedResource", "GtkRxTemplateCheck"]),
        // The plugin's tool: writes a file's bytes, base64-encoded, as a Swift string literal.
        .executableTarget(name: "EmbedResource", path: "Tools/EmbedResource"),
        // The plugin's other tool: compiles resources/'s Blueprint files and checks each widget
        // template against the Swift class declaring it (ids, types, handlers), failing the build
        // with `file:line: error:` messages.
        .executableTarget(
            name: "GtkRxTemplateCheck", dependencies: ["GtkRxTemplateCheckKit"],
            path: "Tools/GtkRxTemplateCheck"),
        // The template check itself: pure Swift (no GTK), so that its tests need no display.
        .target(name: "GtkRxTemplateCheckKit", path: "Tools/GtkRxTemplateCheckKit"),

        // MARK: Tools, benchmarks, fuzzing

        // Benchmarks (not tests): GtkRx against C GTK, raw GLib and RxSwift's workloads.
        .executableTarget(
            name: "GtkRxBenchmarks",
            dependencies: [
                "GtkRx", "GtkRxGLib", "CGLib", "CGtk", "MallocCounter", "CListBaseline",
                "CGioBaseline",
            ],
            path: "Benchmarks/GtkRxBenchmarks"),
        // A seeded-random fuzzer for the reactive core: random operator chains, random events
        // from several threads, checked against a reference model (no display needed).
        .executableTarget(name: "GtkRxFuzz", dependencies: ["GtkRxCore"], path: "Fuzz/GtkRxFuzz"),
        // Counts the process's calls to the C allocator, to show hot paths allocate nothing.
        .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
        // The GtkRx side of the keystroke benchmark: FormApp's validation form (its libadwaita
        // template), typed into in a process of its own, without the benchmark's counting
        // allocator.
        .executableTarget(
            name: "GtkRxFormKeystrokes", dependencies: ["GtkRxAdwaita", "CGtk"],
            path: "Benchmarks/GtkRxFormKeystrokes"),
        // The hand-written C libadwaita program the start-up and keystroke benchmarks compare
        // FormApp with: FormApp's templates as C template classes.
        .executableTarget(
            name: "CFormBaseline", dependencies: ["CAdw"], path: "Benchmarks/CFormBaseline"),
        // The hand-written C GTK list the list benchmarks compare `rx.items` with, and the
        // driving both sides share (frames, scrolling, finding a shown row).
        .target(name: "CListBaseline", dependencies: ["CGtk"], path: "Benchmarks/CListBaseline"),
        // GIO's asynchronous file calls in C, the baseline of GtkRx's `async` and `Single` forms.
        .target(name: "CGioBaseline", dependencies: ["CGLib"], path: "Benchmarks/CGioBaseline"),
        // The C process of the list memory benchmark: CListBaseline's list of a given size.
        .executableTarget(
            name: "CListMemoryBaseline", dependencies: ["CListBaseline", "CGtk"],
            path: "Benchmarks/CListMemoryBaseline"),
        // A child process for tests: GTK started and its loop run by C code, with a wrapper made
        // in between; main-queue and main-actor work must run in that loop.
        .executableTarget(
            name: "ForeignGtkProbe", dependencies: ["GtkRx", "CGLib", "CGtk"],
            path: "Tests/Probes/ForeignGtkProbe"),
        // The generator of GtkRx's generated sources: the combineLatest and zip arities (of
        // Observable, Infallible, Driver and Signal, and zip of the primitive sequences), and,
        // read from the pinned GIR files in Tools/GIR, the wrappers of GTK, GDK, Pango, Gio,
        // libadwaita and GLib's DateTime and TimeZone, with their enumerations, `.rx` members,
        // class tables and tests, and the `@_specialize` lists of the operators and sinks (from
        // one list, Specialization/). An analysis pass turns GIR into a plan (each member
        // generated, hand-written or skipped, with why), and pure functions write the plan out;
        // a library, so that its tests can reach both.
        .target(name: "GtkRxGeneratorKit", path: "Tools/GtkRxGeneratorKit"),
        // The generator's command: scripts/generate runs it, and CI fails when its output differs
        // from the tree's; scripts/gir-coverage prints what it covers.
        .executableTarget(
            name: "GtkRxGenerator", dependencies: ["GtkRxGeneratorKit"],
            path: "Tools/GtkRxGenerator"),
        // A child process for tests: an Adw.Application in a process where libadwaita has not
        // been started, reporting when libadwaita starts.
        .executableTarget(
            name: "AdwaitaStartupProbe", dependencies: ["GtkRxAdwaita", "CAdw"],
            path: "Tests/Probes/AdwaitaStartupProbe"),
        // A child process for tests: binds an error into a Binder, which must stop a debug build.
        .executableTarget(
            name: "BinderErrorProbe", dependencies: ["GtkRx"], path: "Tests/Probes/BinderErrorProbe"
        ),
        // Run in release by scripts/check-release-specializations: the sinks' copies
        // specialized for the usual element types, which a debug build does not have.
        .executableTarget(
            name: "SpecializationProbe", dependencies: ["GtkRx"],
            path: "Tests/Probes/SpecializationProbe"),

        // MARK: Tests (one target per library target)

        // Helpers shared by the test targets: thread-safe recorders, flags, test errors, this
        // process's accessibility tree (GtkRxTest's).
        .target(
            name: "TestHelpers", dependencies: ["GtkRxCore", "GtkRxTest", "CGLib"],
            path: "Tests/TestHelpers"),
        // The template check (no GTK, no display), and the fixture packages in its Fixtures
        // folder, built with `swift build` to show its errors fail a build (and the plugin
        // embedding a settings schema where its id finds it).
        .testTarget(
            name: "GtkRxTemplateCheckTests", dependencies: ["GtkRxTemplateCheckKit"],
            exclude: ["Fixtures"]),
        // The generator's plan, naming rules and override table (no GTK, no display).
        .testTarget(name: "GtkRxGeneratorTests", dependencies: ["GtkRxGeneratorKit"]),
        .testTarget(
            name: "GtkRxCoreTests", dependencies: ["GtkRxCore", "GtkRxVirtualTime", "TestHelpers"]),
        .testTarget(
            name: "GtkRxVirtualTimeTests",
            dependencies: ["GtkRxCore", "GtkRxVirtualTime", "TestHelpers"]),
        .testTarget(
            name: "GtkRxGLibTests",
            dependencies: [
                "GtkRx", "GtkRxTest", "CGLib", "CGtk", "TestHelpers", "ForeignGtkProbe",
            ]),
        // The checks the generated wrapper tests make (GtkRxWidgetsTests, GtkRxAdwaitaTests).
        .target(
            name: "GeneratedTestSupport", dependencies: ["GtkRx", "GtkRxTest", "CGLib", "CGtk"],
            path: "Tests/GeneratedTestSupport"),
        .testTarget(
            name: "GtkRxWidgetsTests",
            dependencies: [
                "GtkRx", "GtkRxTest", "CGLib", "CGtk", "TestHelpers", "GeneratedTestSupport",
            ]),
        .testTarget(
            name: "GtkRxAdwaitaTests",
            dependencies: [
                "GtkRxAdwaita", "GtkRxTest", "CGLib", "CGtk", "CAdw", "GeneratedTestSupport",
                "TestHelpers", "AdwaitaStartupProbe",
            ]),
        .testTarget(
            name: "GtkRxUITests",
            dependencies: [
                "GtkRx", "GtkRxTest", "CGLib", "CGtk", "TestHelpers", "BinderErrorProbe",
            ]),
        .testTarget(
            name: "GtkRxNetworkingTests",
            dependencies: ["GtkRxCore", "GtkRxNetworking", "GtkRxTest", "TestHelpers"]),
        .testTarget(
            name: "GtkRxTestTests",
            dependencies: ["GtkRx", "GtkRxTest", "CGLib", "CGtk", "TestHelpers"]),
        .testTarget(
            name: "FormAppTests",
            dependencies: [
                "FormApp", "GtkRxAdwaita", "GtkRxNetworking", "GtkRxTest", "TestHelpers",
            ],
            // Reference images, read by path (ReferenceImage.swift), not bundled.
            exclude: ["Snapshots"]),
    ]
)
