import CGLib
import CGtk
import GtkRxGLib

/// graphene's geometry types (the points, sizes and rectangles GTK measures widgets and
/// draws with), as Swift values. graphene keeps each coordinate as a `float`, so a value
/// round-trips through C at single precision.
///
/// See [graphene's reference](https://ebassi.github.io/graphene/docs/).
public enum Graphene {
    /// A point, graphene's `graphene_point_t`.
    public struct Point: Hashable, Sendable {
        /// The horizontal coordinate.
        public var x: Double
        /// The vertical coordinate.
        public var y: Double

        /// The point at (`x`, `y`).
        public init(x: Double = 0, y: Double = 0) {
            self.x = x
            self.y = y
        }
    }

    /// A size, graphene's `graphene_size_t`.
    public struct Size: Hashable, Sendable {
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// A size of `width` by `height`.
        public init(width: Double = 0, height: Double = 0) {
            self.width = width
            self.height = height
        }
    }

    /// A rectangle, graphene's `graphene_rect_t`: an origin and a size.
    public struct Rect: Hashable, Sendable {
        /// The corner the size is measured from.
        public var origin: Point
        /// The size from the origin.
        public var size: Size

        /// A rectangle of `size` from `origin`.
        public init(origin: Point = Point(), size: Size = Size()) {
            self.origin = origin
            self.size = size
        }

        /// A rectangle at (`x`, `y`) of size `width` by `height`.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
        }
    }
}

extension Graphene.Point: CValueStructure {
    package init(_ cStructure: graphene_point_t) {
        self.init(x: Double(cStructure.x), y: Double(cStructure.y))
    }

    package var cStructure: graphene_point_t { graphene_point_t(x: Float(x), y: Float(y)) }

    package static var cBoxedType: GType { graphene_point_get_type() }
}

extension Graphene.Size: CValueStructure {
    package init(_ cStructure: graphene_size_t) {
        self.init(width: Double(cStructure.width), height: Double(cStructure.height))
    }

    package var cStructure: graphene_size_t {
        graphene_size_t(width: Float(width), height: Float(height))
    }

    package static var cBoxedType: GType { graphene_size_get_type() }
}

extension Graphene.Rect: CValueStructure {
    package init(_ cStructure: graphene_rect_t) {
        self.init(
            origin: Graphene.Point(cStructure.origin), size: Graphene.Size(cStructure.size))
    }

    package var cStructure: graphene_rect_t {
        graphene_rect_t(origin: origin.cStructure, size: size.cStructure)
    }

    package static var cBoxedType: GType { graphene_rect_get_type() }
}
