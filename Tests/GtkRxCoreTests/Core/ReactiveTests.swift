import GtkRxCore
import XCTest

/// `.rx` is settable, as in RxSwift: writable properties reached through it, and setters of
/// `Reactive` extensions, change the base.
final class ReactiveTests: XCTestCase {
    func testAWritablePropertyOfAValueIsSetThroughRx() {
        var counter = Counter()
        counter.rx.count = 3
        XCTAssertEqual(counter.count, 3)
        XCTAssertEqual(counter.rx.count, 3)
    }

    func testAWritablePropertyOfAnObjectIsSetThroughRx() {
        var box = Box()
        let same = box
        box.rx.value = 5
        XCTAssertEqual(same.value, 5)
        XCTAssertTrue(box === same)
    }

    func testASetterOfAReactiveExtensionChangesTheBase() {
        var box = Box()
        box.rx.doubled = 8
        XCTAssertEqual(box.value, 4)
        XCTAssertEqual(box.rx.doubled, 8)
        Box.rx.defaultValue = 2
        XCTAssertEqual(Box.defaultValue, 2)
    }
}

private struct Counter: ReactiveCompatible {
    var count = 0
}

private final class Box: ReactiveCompatible {
    nonisolated(unsafe) static var defaultValue = 0
    var value = 0
}

extension Reactive where Base == Box {
    fileprivate var doubled: Int {
        get { base.value * 2 }
        set { base.value = newValue / 2 }
    }

    fileprivate static var defaultValue: Int {
        get { Base.defaultValue }
        set { Base.defaultValue = newValue }
    }
}
