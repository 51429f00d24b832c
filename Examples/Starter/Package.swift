// swift-tools-version: 6.0
//
// Starter: a small GtkRx app to copy and grow. It depends on GtkRx as any app would, through
// the library's products, and never imports a C module.
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
        // The app: builds the window and binds it to the view model.
        // Its resources/ (a GResource manifest and the style sheet) are compiled into the binary
        // by GtkRx's GtkRxResources plugin, as generated Swift (`EmbeddedResources`).
        .executableTarget(
            name: "Starter",
            dependencies: ["StarterCore", .product(name: "GtkRx", package: "GtkRx")],
            plugins: [.plugin(name: "GtkRxResources", package: "GtkRx")]),
        // The view model under virtual time, and the window under a headless GTK.
        .testTarget(
            name: "StarterTests",
            dependencies: [
                "Starter", "StarterCore",
                .product(name: "GtkRxCore", package: "GtkRx"),
                .product(name: "GtkRx", package: "GtkRx"),
                .product(name: "GtkRxTest", package: "GtkRx"),
            ]),
    ]
)
