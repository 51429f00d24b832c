// swift-tools-version: 6.0
//
// GtkRx: RxSwift-style reactive bindings for GTK 4, in Swift, on Linux.
//
// Every target builds in the Swift 6 language mode (the default of tools version 6.0).

import PackageDescription

let package = Package(
    name: "GtkRx",
    products: [
        .library(name: "GtkRx", targets: ["GtkRx"]),
        .library(name: "GtkRxNetworking", targets: ["GtkRxNetworking"]),
        .library(name: "GtkRxTest", targets: ["GtkRxTest"]),
        .executable(name: "FormApp", targets: ["FormApp"]),
    ],
    targets: [
        // C interop: GTK 4 through pkg-config, plus a shim for what Swift cannot import.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // The library: reactive core, GLib main-context scheduling, widget wrappers, `.rx`.
        .target(name: "GtkRx", dependencies: ["CGtk"]),
        // URLSession.rx, apart so that apps that fetch nothing do not load FoundationNetworking.
        .target(name: "GtkRxNetworking", dependencies: ["GtkRx"]),
        // Headless test support for GtkRx users: GTK start-up, loop pumping, user actions.
        .target(name: "GtkRxTest", dependencies: ["GtkRx", "CGtk"]),
        // The reference desktop app. Its resources (.ui files, style sheet, icon, translations)
        // are compiled into the binary by the FormAppResources plugin.
        .executableTarget(
            name: "FormApp", dependencies: ["GtkRx", "GtkRxNetworking", "CGtk"],
            plugins: ["FormAppResources"]),
        // Compiles resources/ and resources/po into a GResource bundle embedded as Swift source.
        .plugin(
            name: "FormAppResources", capability: .buildTool(), dependencies: ["EmbedResource"]),
        // The plugin's tool: writes a file's bytes, base64-encoded, as a Swift string literal.
        .executableTarget(name: "EmbedResource"),
        // Benchmarks (not tests): GtkRx against C GTK, raw GLib and RxSwift's workloads.
        .executableTarget(
            name: "GtkRxBenchmarks", dependencies: ["GtkRx", "CGtk", "MallocCounter"],
            path: "Benchmarks/GtkRxBenchmarks"),
        // A seeded-random fuzzer for the reactive core: random operator chains, random events
        // from several threads, checked against a reference model (no display needed).
        .executableTarget(name: "GtkRxFuzz", dependencies: ["GtkRx"], path: "Fuzz/GtkRxFuzz"),
        // Counts the process's calls to the C allocator, to show hot paths allocate nothing.
        .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
        // The hand-written C GTK programs the benchmarks compare FormApp with.
        .executableTarget(
            name: "CFormBaseline", dependencies: ["CGtk"], path: "Benchmarks/CFormBaseline"),
        // A child process for tests: binds an error into a Binder, which must stop a debug build.
        .executableTarget(name: "BinderErrorProbe", dependencies: ["GtkRx"]),

        .testTarget(
            name: "GtkRxTests", dependencies: ["GtkRx", "GtkRxTest", "CGtk", "BinderErrorProbe"]),
        .testTarget(
            name: "GtkRxNetworkingTests", dependencies: ["GtkRx", "GtkRxNetworking", "GtkRxTest"]),
        .testTarget(name: "GtkRxTestTests", dependencies: ["GtkRx", "GtkRxTest", "CGtk"]),
        .testTarget(
            name: "FormAppTests",
            dependencies: ["FormApp", "GtkRx", "GtkRxNetworking", "GtkRxTest"]),
    ]
)
