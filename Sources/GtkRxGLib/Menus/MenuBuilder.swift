/// The result builder behind `Menu { … }`, ``MenuSection`` and ``Submenu``: each line is a
/// ``MenuContent``; `if`, `if`/`else`, `switch` and `for` work as in any builder.
@resultBuilder
public enum MenuBuilder {
    /// One line: a single piece of content.
    public static func buildExpression(_ content: any MenuContent) -> [any MenuContent] {
        [content]
    }

    /// One line: several pieces of content made elsewhere (`entries.map { … }`).
    public static func buildExpression(_ contents: [any MenuContent]) -> [any MenuContent] {
        contents
    }

    /// The lines of a block, in order.
    public static func buildBlock(_ parts: [any MenuContent]...) -> [any MenuContent] {
        parts.flatMap { $0 }
    }

    /// An `if` without `else`: its lines when the condition holds, nothing otherwise.
    public static func buildOptional(_ part: [any MenuContent]?) -> [any MenuContent] {
        part ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [any MenuContent]) -> [any MenuContent] {
        part
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [any MenuContent]) -> [any MenuContent] {
        part
    }

    /// A `for` loop: the lines of every pass, in order.
    public static func buildArray(_ parts: [[any MenuContent]]) -> [any MenuContent] {
        parts.flatMap { $0 }
    }
}
