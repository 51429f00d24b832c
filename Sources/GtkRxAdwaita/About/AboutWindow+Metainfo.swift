import GtkRxGLib
import GtkRxWidgets

extension AboutWindow {
    /// An About window showing `metainfo`: its name, the icon named by its ID, version,
    /// developer, summary, license, web site, issue and support links, and the release notes
    /// of its newest release; over `parent`, if given, as a modal window. Show it with
    /// `rx.presented()`.
    ///
    /// A license libadwaita knows (such as `MIT`, `GPL-3.0-or-later` or `Apache-2.0`) is
    /// shown with its full text's link; any other is named as the metainfo spells it.
    public convenience init(metainfo: AppMetainfo, transientFor parent: Window? = nil) {
        self.init()
        if let parent {
            transientFor = parent
            isModal = true
        }
        applicationName = metainfo.name
        applicationIcon = metainfo.id
        version = metainfo.version ?? ""
        developerName = metainfo.developerName ?? ""
        comments = metainfo.summary ?? ""
        website = metainfo.website ?? ""
        issueURL = metainfo.issueURL ?? ""
        supportURL = metainfo.supportURL ?? ""
        copyright = metainfo.copyright ?? ""
        if let notes = metainfo.releaseNotes {
            releaseNotes = notes
            releaseNotesVersion = metainfo.version ?? ""
        }
        if let license = metainfo.license {
            if let known = License(spdx: license) {
                licenseType = known
            } else {
                self.license = license
            }
        }
    }
}
