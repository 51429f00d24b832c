// CFormBaseline's form: FormApp's "Simple validation" page, written against GTK 4 in C.
#ifndef CFORMBASELINE_FORM_H
#define CFORMBASELINE_FORM_H

#include <gtk/gtk.h>
#include <stdint.h>

/// The shortest valid username or password, as in FormApp's SimpleValidationViewModel.
enum { FORM_MINIMUM_LENGTH = 5 };

/// The widgets of the "Simple validation" page and whether each field is valid.
typedef struct {
    GtkBuilder *builder;      // owns the page's objects
    GtkWidget *page;          // "validation_page"
    GtkWidget *username;      // GtkEntry
    GtkWidget *username_hint; // GtkLabel
    GtkWidget *password;      // GtkPasswordEntry
    GtkWidget *password_hint; // GtkLabel
    GtkWidget *do_something;  // GtkButton
    gboolean username_valid;
    gboolean password_valid;
} Form;

/// Loads `<ui_dir>/validation-page.ui` into `form` and connects the validation handlers (on
/// `notify::text` of both entries), then applies them once to the empty fields, as a binding
/// applies the current value when it is made. Returns FALSE, with a message on standard error,
/// when the file cannot be loaded.
gboolean form_load(Form *form, const char *ui_dir);

/// Releases the builder (the page itself belongs to whatever it was added to).
void form_clear(Form *form);

/// The monotonic clock (CLOCK_MONOTONIC) in nanoseconds.
uint64_t form_monotonic_ns(void);

#endif
