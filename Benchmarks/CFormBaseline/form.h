// CFormBaseline's form: FormApp's "Simple validation" page (its libadwaita template), written
// against libadwaita and GTK 4 in C.
#ifndef CFORMBASELINE_FORM_H
#define CFORMBASELINE_FORM_H

#include <adwaita.h>
#include <stdint.h>

/// The shortest valid username or password, as in FormApp's SimpleValidationViewModel.
enum { FORM_MINIMUM_LENGTH = 5 };

/// The widgets of the "Simple validation" page and whether each field is valid.
typedef struct {
    GtkWidget *page;          // a FormAppValidationPage (an AdwBin)
    GtkWidget *username;      // AdwEntryRow
    GtkWidget *username_hint; // GtkLabel
    GtkWidget *password;      // AdwPasswordEntryRow
    GtkWidget *password_hint; // GtkLabel
    GtkWidget *do_something;  // GtkButton
    gboolean username_valid;
    gboolean password_valid;
} Form;

/// Registers a widget class named `name` deriving from `parent` whose template is
/// `<ui_dir>/<file>` and whose children `child_ids` (NULL-terminated, kept) are handed out by
/// form_template_child (as FormApp's Swift template classes are registered), or returns
/// G_TYPE_INVALID with a message on standard error when the file cannot be read. Each
/// instance builds the template's children in its instance initializer.
GType form_template_type(const char *name, GType parent, const char *ui_dir, const char *file,
                         const char *const *child_ids);

/// Makes the page from `<ui_dir>/validation-page.ui` into `form` and connects the validation
/// handlers (on `notify::text` of both rows), then applies them once to the empty fields, as a
/// binding applies the current value when it is made. Returns FALSE, with a message on
/// standard error, when the template cannot be loaded.
gboolean form_load(Form *form, const char *ui_dir);

/// The template child `id` of `widget` (an instance of `type`), or NULL with a message.
GtkWidget *form_template_child(GtkWidget *widget, GType type, const char *id);

/// The monotonic clock (CLOCK_MONOTONIC) in nanoseconds.
uint64_t form_monotonic_ns(void);

#endif
