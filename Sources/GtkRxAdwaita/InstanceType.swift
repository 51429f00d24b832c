import CGLib

/// Whether the GObject instance at `pointer` is of `type` or of a type derived from it (or
/// implementing it, for an interface): GLib's `G_TYPE_CHECK_INSTANCE_TYPE`, for C walks that
/// wrap nothing.
func isInstance(_ pointer: UnsafeMutableRawPointer, of type: GType) -> Bool {
    g_type_check_instance_is_a(pointer.assumingMemoryBound(to: GTypeInstance.self), type) != 0
}
