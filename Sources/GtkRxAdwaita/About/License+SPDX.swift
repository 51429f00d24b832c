import GtkRxWidgets

extension License {
    /// The license the SPDX expression `spdx` names, if GTK knows it; `nil` for any other
    /// (an expression of several licenses, or one GTK has no member for).
    public init?(spdx: String) {
        let known: [String: License] = [
            "GPL-2.0-or-later": .gpl20, "GPL-2.0+": .gpl20, "GPL-2.0-only": .gpl20Only,
            "GPL-2.0": .gpl20Only, "GPL-3.0-or-later": .gpl30, "GPL-3.0+": .gpl30,
            "GPL-3.0-only": .gpl30Only, "GPL-3.0": .gpl30Only,
            "LGPL-2.1-or-later": .lgpl21, "LGPL-2.1+": .lgpl21, "LGPL-2.1-only": .lgpl21Only,
            "LGPL-2.1": .lgpl21Only, "LGPL-3.0-or-later": .lgpl30, "LGPL-3.0+": .lgpl30,
            "LGPL-3.0-only": .lgpl30Only, "LGPL-3.0": .lgpl30Only,
            "AGPL-3.0-or-later": .agpl30, "AGPL-3.0-only": .agpl30Only, "AGPL-3.0": .agpl30Only,
            "BSD-2-Clause": .bsd, "BSD-3-Clause": .bsd3, "MIT": .mitX11,
            "Artistic-2.0": .artistic, "Apache-2.0": .apache20, "MPL-2.0": .mpl20,
        ]
        guard let license = known[spdx] else { return nil }
        self = license
    }
}
