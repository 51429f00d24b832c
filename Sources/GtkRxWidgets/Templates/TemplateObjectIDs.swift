import CGLib
import GtkRxGLib

/// The ids of the `<object>` elements of a `.ui` definition, read with GLib's markup parser (the
/// one GtkBuilder uses), in document order.
@MainActor
enum TemplateObjectIDs {
    /// The ids in `bytes` (a `GBytes`), or GLib's message when it does not parse.
    static func parse(_ bytes: OpaquePointer) -> Result<[String], TemplateError> {
        let collector = Collector()
        var parser = GMarkupParser()
        parser.start_element = startElement
        var size = 0
        let data = g_bytes_get_data(bytes, &size)
        let context = withUnsafePointer(to: &parser) { parserPointer in
            g_markup_parse_context_new(
                parserPointer, GMarkupParseFlags(rawValue: 0),
                Unmanaged.passUnretained(collector).toOpaque(), nil)
        }
        defer { g_markup_parse_context_free(context) }
        do {
            try GLibError.check { error in
                let text = data?.assumingMemoryBound(to: CChar.self)
                guard g_markup_parse_context_parse(context, text, gssize(size), error) != 0 else {
                    return 0
                }
                return g_markup_parse_context_end_parse(context, error)
            }
        } catch {
            return .failure(TemplateError(message: error.message))
        }
        return .success(collector.ids)
    }

    /// What the parse found so far.
    private final class Collector {
        var ids: [String] = []
    }

    /// Records the `id` of each `<object>`. Called synchronously by
    /// `g_markup_parse_context_parse`, on this thread, with the collector as user data.
    private static let startElement:
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafePointer<CChar>?>?,
            UnsafeMutablePointer<UnsafePointer<CChar>?>?, gpointer?,
            UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
        ) -> Void = { _, element, names, values, data, _ in
            guard let element, String(cString: element) == "object", let names, let values,
                let data
            else { return }
            let collector = Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue()
            var index = 0
            while let name = names[index] {
                if String(cString: name) == "id", let value = values[index] {
                    collector.ids.append(String(cString: value))
                }
                index += 1
            }
        }
}
