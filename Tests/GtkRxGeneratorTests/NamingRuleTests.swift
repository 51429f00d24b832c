import XCTest

@testable import GtkRxGeneratorKit

/// The rules that turn GIR's names into Swift's: camel case, acronyms, Boolean assertions,
/// keywords, argument labels and method names.
final class NamingRuleTests: XCTestCase {
    func testSnakeAndKebabCaseBecomeLowerCamelCaseWithAcronymsKept() {
        XCTAssertEqual(SwiftNames.lowerCamel("max-width-chars"), "maxWidthChars")
        XCTAssertEqual(SwiftNames.lowerCamel("add_css_class"), "addCSSClass")
        XCTAssertEqual(SwiftNames.lowerCamel("schema_id"), "schemaID")
        XCTAssertEqual(SwiftNames.lowerCamel("uri"), "uri")
        XCTAssertEqual(SwiftNames.lowerCamel("show-uri"), "showURI")
        XCTAssertEqual(SwiftNames.upperCamel("items_changed"), "ItemsChanged")
    }

    func testANameStartingWithADigitIsPrefixed() {
        XCTAssertEqual(SwiftNames.lowerCamel("3d"), "_3d")
    }

    func testKeywordsAreBackquoted() {
        XCTAssertEqual(SwiftNames.identifier("default"), "`default`")
        XCTAssertEqual(SwiftNames.identifier("in"), "`in`")
        XCTAssertEqual(SwiftNames.identifier("label"), "label")
    }

    func testBooleanPropertiesReadAsAssertions() {
        XCTAssertEqual(SwiftNames.booleanName("active"), "isActive")
        XCTAssertEqual(SwiftNames.booleanName("show-title"), "showsTitle")
        XCTAssertEqual(SwiftNames.booleanName("has-frame"), "hasFrame")
        XCTAssertEqual(SwiftNames.booleanName("use-underline"), "usesUnderline")
        XCTAssertEqual(SwiftNames.booleanName("can-focus"), "canFocus")
        XCTAssertEqual(SwiftNames.booleanName("hexpand"), "hexpand")
    }

    private func function(_ name: String, _ parameters: [String]) -> GIRFunction {
        GIRFunction(
            name: name, cIdentifier: "gtk_test_\(name)",
            parameters: parameters.map { GIRParameter(name: $0, type: GIRTypeRef(name: "gint")) })
    }

    func testTheFirstLabelIsDroppedWhereTheMethodNameSaysWhatItIs() {
        let parameters = { (names: [String]) in
            names.map { GIRParameter(name: $0, type: GIRTypeRef(name: "gint")) }
        }
        XCTAssertEqual(
            MemberAnalysis.argumentLabels(
                function("add_controller", ["controller"]), parameters(["controller"])), ["_"])
        XCTAssertEqual(
            MemberAnalysis.argumentLabels(function("append", ["child"]), parameters(["child"])),
            ["_"])
        XCTAssertEqual(
            MemberAnalysis.argumentLabels(
                function("pack_end", ["child", "expand"]), parameters(["child", "expand"])),
            ["_", "expand"])
        XCTAssertEqual(
            MemberAnalysis.argumentLabels(
                function("lookup_action", ["action_name"]), parameters(["action_name"])),
            ["named"])
        XCTAssertEqual(
            MemberAnalysis.argumentLabels(
                function("get_row_at_index", ["index_"]), parameters(["index_"])), ["at"])
        XCTAssertEqual(
            MemberAnalysis.argumentLabels(
                function("set_default_size", ["width", "height"]),
                parameters(["width", "height"])), ["width", "height"])
    }

    func testGettersWithoutArgumentsReadAsPropertiesAndIndexedGettersAsSubscriptLikeMethods() {
        let int = MappedType(kind: .integer, base: "Int", isOptional: false)
        let bool = MappedType(kind: .bool, base: "Bool", isOptional: false)
        func name(_ function: GIRFunction, _ type: MappedType) -> (String, Bool) {
            let result = MemberAnalysis.swiftName(
                of: function, returnsValue: type.kind != .void, returnsBool: type.kind == .bool,
                hasParameters: !function.parameters.isEmpty)
            return (result.name, result.isProperty)
        }
        XCTAssert(name(function("get_max_width", []), int) == ("maxWidth", true))
        XCTAssert(name(function("get_visible", []), bool) == ("isVisible", true))
        XCTAssert(name(function("has_frame", []), bool) == ("hasFrame", true))
        XCTAssert(name(function("get_row_at_index", ["index_"]), int) == ("row", false))
        XCTAssert(name(function("get_item_for_id", ["id"]), int) == ("itemForID", false))
        XCTAssert(name(function("queue_draw", []), int) == ("queueDraw", false))
    }

    func testConstructorLabelsComeFromTheConstructorsName() {
        let label = [GIRParameter(name: "label", type: GIRTypeRef(name: "utf8"))]
        let icon = [GIRParameter(name: "icon_name", type: GIRTypeRef(name: "utf8"))]
        let new = GIRFunction(
            name: "new_with_mnemonic", cIdentifier: "gtk_button_new_with_mnemonic")
        let fromIcon = GIRFunction(
            name: "new_from_icon_name", cIdentifier: "gtk_button_new_from_icon_name")
        let plain = GIRFunction(name: "new", cIdentifier: "gtk_label_new")
        XCTAssertEqual(MemberAnalysis.constructorLabels(new, label), ["mnemonic"])
        XCTAssertEqual(MemberAnalysis.constructorLabels(fromIcon, icon), ["iconName"])
        XCTAssertEqual(MemberAnalysis.constructorLabels(plain, label), ["label"])
    }

    func testAStringsByteCountIsFilledInBySwift() {
        let string = MappedType(kind: .string, base: "String", isOptional: false)
        let int = MappedType(kind: .integer, base: "Int", isOptional: false)
        let text = GIRParameter(name: "text", type: GIRTypeRef(name: "utf8"))
        let length = GIRParameter(name: "len", type: GIRTypeRef(name: "gint"))
        let position = GIRParameter(name: "position", type: GIRTypeRef(name: "gint"))
        XCTAssertEqual(
            MemberAnalysis.stringLengthParameters([(text, string), (length, int)]), [1])
        XCTAssertEqual(
            MemberAnalysis.stringLengthParameters([(text, string), (position, int)]), [])
    }
}
