import XCTest

@testable import GtkRxGeneratorKit

/// Ownership from GIR in the plan and in the written code: every argument C takes over gets a
/// reference of its own, and what cannot be given one is not generated.
final class OwnershipPlanTests: XCTestCase {
    func testATransferFullModelIsPlannedAsTakenOver() throws {
        let plan = try GeneratorFixture.plan(of: "Gtk.SingleSelection")
        guard case .constructor(let spec)? = plan.member("gtk_single_selection_new")?.spec else {
            return XCTFail("gtk_single_selection_new is not generated")
        }
        XCTAssertEqual(spec.arguments.map(\.transfer), [.full])
        XCTAssertEqual(spec.arguments.first?.label, "model")
    }

    func testEveryArgumentTakenOverIsWrittenWithAReferenceOfItsOwn() throws {
        // The natural names of the entry points that once handed GTK the wrapper's reference.
        let expectations: [(file: String, call: String)] = [
            (
                "Gtk/SingleSelection.swift",
                "gtk_single_selection_new(cTransferredPointerOrNull(model))"
            ),
            (
                "Gtk/MultiSelection.swift",
                "gtk_multi_selection_new(cTransferredPointerOrNull(model))"
            ),
            ("Gtk/NoSelection.swift", "gtk_no_selection_new(cTransferredPointerOrNull(model))"),
            ("Gtk/ListView.swift", "cTransferredPointerOrNull(factory)"),
            ("Gtk/GridView.swift", "cTransferredPointerOrNull(factory)"),
            ("Gtk/ColumnView.swift", "gtk_column_view_new(cTransferredPointerOrNull(model))"),
            ("Gtk/ColumnViewColumn.swift", "cTransferredPointerOrNull(factory)"),
            ("Gtk/FilterListModel.swift", "cTransferredPointerOrNull(filter)"),
            ("Gtk/SortListModel.swift", "cTransferredPointerOrNull(sorter)"),
            ("Gtk/FlattenListModel.swift", "cTransferredPointerOrNull(model)"),
            ("Gtk/SliceListModel.swift", "cTransferredPointerOrNull(model)"),
            ("Gtk/TreeListRowSorter.swift", "cTransferredPointerOrNull(sorter)"),
            (
                "Gtk/MultiFilter.swift",
                "gtk_multi_filter_append(cPointer(self), cTransferredPointer(filter))"
            ),
            (
                "Gtk/MultiSorter.swift",
                "gtk_multi_sorter_append(cPointer(self), cTransferredPointer(sorter))"
            ),
            ("Gtk/AlternativeTrigger.swift", "cTransferredPointer(second)"),
            ("Gtk/ConstraintLayout.swift", "cTransferredPointer(guide)"),
            ("Gtk/Shortcut.swift", "cTransferredPointerOrNull(action)"),
            ("Gtk/ShortcutController.swift", "cTransferredPointer(shortcut)"),
        ]
        for (file, call) in expectations {
            let text = try GeneratorFixture.file(endingWith: "Generated/\(file)")
            // swift-format has not run yet: compare without white space.
            let compact = text.filter { !$0.isWhitespace }
            XCTAssertTrue(
                compact.contains(call.filter { !$0.isWhitespace }), "\(file) lacks \(call)")
        }
    }

    func testNoGeneratedArgumentTakenOverIsPassedWithoutAReference() throws {
        var checked = 0
        for typePlan in try GeneratorFixture.wrappers.get().plans {
            for member in typePlan.members {
                let arguments: [ArgumentSpec]
                switch member.spec {
                case .constructor(let spec)?: arguments = spec.arguments
                case .method(let spec)?: arguments = spec.arguments
                default: continue
                }
                // An out-parameter's transfer is the caller's ownership of what it receives.
                for argument in arguments
                where argument.transfer != .none && argument.direction == .in {
                    checked += 1
                    XCTAssertNotNil(
                        argument.type.toCTransferred(argument.local),
                        "\(member.name): \(argument.girName) is taken over but not an object")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(
            checked, 20, "fewer generated arguments are taken over than GTK 4.8 has")
    }

    func testAFunctionTakingOverAStringIsSkippedWithItsReason() throws {
        let plan = try GeneratorFixture.plan(of: "Gtk.StringList")
        guard case .skipped(let reason)? = plan.member("gtk_string_list_take")?.decision else {
            return XCTFail("gtk_string_list_take is not skipped")
        }
        XCTAssertFalse(reason.isEmpty)
    }

    func testTurningTransfersOffLosesTheReference() throws {
        // The switch the comparison with the earlier generator uses: it must be what writes
        // the reference, so that this suite fails when it is lost.
        MemberRendering.writesChecksAndTransfers = false
        defer { MemberRendering.writesChecksAndTransfers = true }
        let argument = ArgumentSpec(
            label: "model", local: "model", girName: "model",
            type: MappedType(kind: .interface, base: "any ListModel", isOptional: true),
            transfer: .full, check: nil)
        let text = MemberRendering.call(
            "gtk_single_selection_new", arguments: [(argument, "model")], context: "Test",
            isMethod: false)
        XCTAssertEqual(text, "gtk_single_selection_new(cPointerOrNull(model))")
        MemberRendering.writesChecksAndTransfers = true
        XCTAssertEqual(
            MemberRendering.call(
                "gtk_single_selection_new", arguments: [(argument, "model")], context: "Test",
                isMethod: false),
            "gtk_single_selection_new(cTransferredPointerOrNull(model))")
    }

    func testAMethodTakingOverItsObjectGivesItAReferenceOfItsOwn() throws {
        // GIR: g_dbus_method_invocation_return_value's instance parameter is transfer full.
        let plan = try GeneratorFixture.plan(of: "Gio.DBusMethodInvocation")
        guard
            case .generated(.method(let spec))? =
                plan.member("g_dbus_method_invocation_return_value")?.decision
        else { return XCTFail("g_dbus_method_invocation_return_value is not generated") }
        XCTAssertTrue(spec.consumesSelf)
        XCTAssertTrue(
            MemberRendering.methodBody(spec).joined().contains(
                "g_dbus_method_invocation_return_value(cTransferredPointer(self)"),
            MemberRendering.methodBody(spec).joined(separator: "\n"))
        guard
            case .generated(.method(let getter))? =
                plan.member("g_dbus_method_invocation_get_sender")?.decision
        else { return XCTFail("g_dbus_method_invocation_get_sender is not generated") }
        XCTAssertFalse(getter.consumesSelf)
    }
}
