// swift-tools-version: 6.0
//
// A fixture of GtkRxTemplateCheckTests: a package whose widget templates match their Swift
// classes, built with `swift build` by the tests, which copy it, point the dependency below at
// the repository, and replace some of its files with a broken case's (../MissingID and the
// others) to see the build fail. Its settings schema (resources/schemas) shows the plugin
// embedding a package's schema where `Settings.load(appSchema:)` finds it by its id.
//
// It depends on GtkRx's GtkRxResources plugin only, not on its libraries: building GtkRx's
// widget layer for each fixture would take minutes, and the check reads the sources' text
// without compiling them against GtkRx. Sources/Notes/TemplateDeclarations.swift declares the
// few names the template classes use, so that the well-formed package compiles.

import PackageDescription

let package = Package(
    name: "Notes",
    dependencies: [.package(name: "GtkRx", path: "../../../..")],
    targets: [
        .executableTarget(
            name: "Notes", plugins: [.plugin(name: "GtkRxResources", package: "GtkRx")])
    ]
)
