// swift-tools-version: 6.0
//
// Starter: a small GtkRx app with libadwaita to copy and grow. It depends on GtkRx as any app
// would, through the library's products, and never imports a C module.
//
// To use it outside this repository, copy this directory and change the GtkRx dependency below
// from the path to the repository's URL (see README.md).

import PackageDescription

let package = Package(
    name: "Starter",
    dependencies: [
        // This repository's root. Elsewhere: .package(url: "https://…/GtkRx.git", branch: "main")
        .package(name: "GtkRx", path: "../..")
    ],
    targets: [
        // The logic, in Rx alone: no GTK, no display needed to test it.
        .target(
            name: "StarterCore",
            dependencies: [.product(name: "GtkRxCore", package: "GtkRx")]),
        // The app: a libadwaita window whose template is written in Blueprint, bound to the view
        // model. GtkRxAdwaita re-exports GtkRx. Its resources/ (a GResource manifest, the
        // window's template in Blueprint, the style sheet) are compiled into the binary by
        // GtkRx's GtkRxResources plugin, as generated Swift (`EmbeddedResources`), which also
        // checks the template against the Swift class when the app is built.
        .executableTarget(
            name: "Starter",
            dependencies: ["StarterCore", .product(name: "GtkRxAdwaita", package: "GtkRx")],
            plugins: [.plugin(name: "GtkRxResources", package: "GtkRx")]),
        // The view model under virtual time, and the window under a headless GTK.
        .testTarget(
            name: "StarterTests",
            dependencies: [
                "Starter", "StarterCore",
                .product(name: "GtkRxCore", package: "GtkRx"),
                .product(name: "GtkRxAdwaita", package: "GtkRx"),
                .product(name: "GtkRxTest", package: "GtkRx"),
            ]),
    ]
)
