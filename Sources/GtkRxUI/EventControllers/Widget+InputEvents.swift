import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: Widget {
    /// Each key pressed while the widget (or a descendant) has the keyboard focus.
    ///
    /// Each subscription adds an `EventControllerKey` to the widget, removed on dispose. The
    /// presses are observed, not consumed: GTK goes on handling them.
    @MainActor
    public var keyPresses: ControlEvent<KeyPress> {
        controllerEvents(EventControllerKey.init, signals: ["key-pressed"]) { _, arguments in
            KeyPress(arguments)
        }
    }

    /// Each key released while the widget (or a descendant) has the keyboard focus, through an
    /// `EventControllerKey` added for each subscription.
    @MainActor
    public var keyReleases: ControlEvent<KeyPress> {
        controllerEvents(EventControllerKey.init, signals: ["key-released"]) { _, arguments in
            KeyPress(arguments)
        }
    }

    /// Each press of the primary button on the widget, with its number in a series of clicks
    /// (2 for the second press of a double click) and its position.
    ///
    /// Each subscription adds a `GestureClick` to the widget, removed on dispose.
    @MainActor
    public var clicks: ControlEvent<Click> {
        controllerEvents(GestureClick.init, signals: ["pressed"]) { _, arguments in
            Click(
                pressCount: arguments.value(at: 0, as: Int.self) ?? 1,
                x: arguments.value(at: 1, as: Double.self) ?? 0,
                y: arguments.value(at: 2, as: Double.self) ?? 0)
        }
    }

    /// Each move of the pointer over the widget, with where it is now.
    ///
    /// Each subscription adds an `EventControllerMotion` to the widget, removed on dispose.
    @MainActor
    public var pointerMotion: ControlEvent<PointerLocation> {
        controllerEvents(EventControllerMotion.init, signals: ["motion"]) { _, arguments in
            PointerLocation(
                x: arguments.value(at: 0, as: Double.self) ?? 0,
                y: arguments.value(at: 1, as: Double.self) ?? 0)
        }
    }

    /// Each scroll over the widget (a mouse wheel step, a touchpad swipe), on both axes.
    ///
    /// Each subscription adds an `EventControllerScroll` to the widget, removed on dispose.
    /// The scrolls are observed, not consumed: a scrolled window around the widget still
    /// scrolls.
    @MainActor
    public var scrolls: ControlEvent<ScrollDelta> {
        controllerEvents({ EventControllerScroll(flags: .bothAxes) }, signals: ["scroll"]) {
            _, arguments in
            ScrollDelta(
                dx: arguments.value(at: 0, as: Double.self) ?? 0,
                dy: arguments.value(at: 1, as: Double.self) ?? 0)
        }
    }

    /// The steps of each drag on the widget: `DragStep/began(x:y:)` where it starts, then
    /// `DragStep/updated(offsetX:offsetY:)` as it moves and `DragStep/ended(offsetX:offsetY:)`,
    /// with offsets from the start.
    ///
    /// Each subscription adds a `GestureDrag` to the widget, removed on dispose.
    @MainActor
    public var drags: ControlEvent<DragStep> {
        controllerEvents(
            GestureDrag.init, signals: ["drag-begin", "drag-update", "drag-end"]
        ) { signal, arguments in
            let x = arguments.value(at: 0, as: Double.self) ?? 0
            let y = arguments.value(at: 1, as: Double.self) ?? 0
            switch signal {
            case "drag-begin": return .began(x: x, y: y)
            case "drag-update": return .updated(offsetX: x, offsetY: y)
            default: return .ended(offsetX: x, offsetY: y)
            }
        }
    }

    /// The keyboard focus entering and leaving the widget (or moving between it and its
    /// descendants' outside).
    ///
    /// Each subscription adds an `EventControllerFocus` to the widget, removed on dispose.
    @MainActor
    public var focusChanges: ControlEvent<FocusChange> {
        controllerEvents(EventControllerFocus.init, signals: ["enter", "leave"]) { signal, _ in
            signal == "enter" ? .entered : .left
        }
    }
}

extension KeyPress {
    /// The key press of a `key-pressed` or `key-released` emission: key value, key code and
    /// modifiers.
    init(_ arguments: SignalArguments) {
        self.init(
            keyval: arguments.value(at: 0, as: Int.self) ?? 0,
            keycode: arguments.value(at: 1, as: Int.self) ?? 0,
            modifiers: ModifierType(rawValue: arguments.value(at: 2, as: Int.self) ?? 0))
    }
}
