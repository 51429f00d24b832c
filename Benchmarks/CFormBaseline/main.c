// CFormBaseline: hand-written C libadwaita (over GTK 4), the baseline GtkRxBenchmarks compares
// FormApp with. UI_DIR holds FormApp's templates as GTK reads them (its Blueprint files
// compiled), which this program registers as C template classes of the same names.
//
//   CFormBaseline --keystrokes N UI_DIR
//       Makes FormApp's "Simple validation" page (the template UI_DIR/validation-page.ui) in a
//       window with UI_DIR/../style.css, validates it in its own signal handlers, types N
//       keystrokes into it (the pattern below) and prints one line: the nanoseconds the
//       keystrokes took and the final state of the widgets, then `check=ok` (exit status 0) or
//       `check=failed` (exit status 1).
//
//   CFormBaseline --startup UI_DIR
//       Makes FormApp's window from the templates UI_DIR/{window,validation-page,
//       data-task-page}.ui with UI_DIR/../style.css and FormApp's icon from UI_DIR/../icons, in
//       an AdwApplication, presents it, and when its first frame has been drawn (the frame
//       clock's `after-paint`) prints CLOCK_MONOTONIC in nanoseconds and its peak resident set
//       in kilobytes (VmHWM) on one line and quits with status 0.
//
// Keystroke k (from 0) of the pattern, with both fields holding "abcd" first:
//   k % 4 == 0: types a letter at the cursor of the username (4 -> 5 characters: valid),
//   k % 4 == 1: types a letter into the password (4 -> 5: valid, "Do something" sensitive),
//   k % 4 == 2: Backspace in the password (5 -> 4),
//   k % 4 == 3: Backspace in the username (5 -> 4: the password entry turns insensitive).
// The letter is 'a' + (k / 4) % 26. Typing goes through gtk_editable_insert_text and
// Backspace through gtk_editable_delete_text, then the cursor moves, as GtkRxTest's `User`
// does; after each keystroke the main loop runs until it is idle.
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "form.h"

// MARK: - Shared

/// Adds UI_DIR/../style.css to the default display at application priority, as FormApp's
/// ResourceBundle.loadCSS does with its embedded copy.
static void load_css(const char *ui_dir) {
    char *path = g_build_filename(ui_dir, "..", "style.css", NULL);
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_path(provider, path);
    gtk_style_context_add_provider_for_display(
        gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
        GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(provider);
    g_free(path);
}

/// Runs the default main context until nothing is pending (at most 10,000 dispatches), as
/// GtkRxTest's GtkTest.pumpUntilIdle does.
static void pump_until_idle(void) {
    for (int i = 0; i < 10000 && g_main_context_pending(NULL); i++) {
        g_main_context_iteration(NULL, FALSE);
    }
}

// MARK: - Keystrokes

/// Types `letter` at the cursor of `field`, and moves the cursor past it.
static void type_letter(GtkWidget *field, char letter) {
    GtkEditable *editable = GTK_EDITABLE(field);
    const char text[2] = {letter, '\0'};
    int position = gtk_editable_get_position(editable);
    gtk_editable_insert_text(editable, text, -1, &position);
    gtk_editable_set_position(editable, position);
}

/// Deletes the character before the cursor of `field` (the text is ASCII: one byte, one
/// character), and moves the cursor back.
static void press_backspace(GtkWidget *field) {
    GtkEditable *editable = GTK_EDITABLE(field);
    int position = gtk_editable_get_position(editable);
    if (position == 0) {
        return;
    }
    gtk_editable_delete_text(editable, position - 1, position);
    gtk_editable_set_position(editable, position - 1);
}

/// Keystroke `k` of the pattern. Not inlined, so that a profile (`valgrind --tool=callgrind
/// --toggle-collect=keystroke`) can single it out.
__attribute__((noinline)) static void keystroke(Form *form, long k) {
    char letter = (char)('a' + (k / 4) % 26);
    switch (k % 4) {
    case 0:
        type_letter(form->username, letter);
        break;
    case 1:
        type_letter(form->password, letter);
        break;
    case 2:
        press_backspace(form->password);
        break;
    default:
        press_backspace(form->username);
        break;
    }
}

/// Prints the form's state as `key=value` pairs and returns whether it is what `count`
/// keystrokes of the pattern leave.
static gboolean report_state(Form *form, long count, uint64_t elapsed) {
    long phase = count % 4;
    char letter = (char)('a' + (count / 4) % 26);
    char expected_username[6] = "abcd";
    char expected_password[6] = "abcd";
    if (phase >= 1) {
        expected_username[4] = letter;
    }
    if (phase == 2) {
        expected_password[4] = letter;
    }
    gboolean username_valid = phase >= 1;
    gboolean password_valid = phase == 2;

    const char *username = gtk_editable_get_text(GTK_EDITABLE(form->username));
    const char *password = gtk_editable_get_text(GTK_EDITABLE(form->password));
    gboolean username_hint_visible = gtk_widget_get_visible(form->username_hint);
    gboolean password_sensitive = gtk_widget_get_sensitive(form->password);
    gboolean password_hint_visible = gtk_widget_get_visible(form->password_hint);
    gboolean do_something_sensitive = gtk_widget_get_sensitive(form->do_something);
    gboolean username_error = gtk_widget_has_css_class(form->username, "error");
    gboolean password_error = gtk_widget_has_css_class(form->password, "error");

    gboolean ok = strcmp(username, expected_username) == 0 &&
                  strcmp(password, expected_password) == 0 &&
                  username_hint_visible == !username_valid &&
                  password_sensitive == username_valid &&
                  password_hint_visible == !password_valid &&
                  do_something_sensitive == (username_valid && password_valid) &&
                  username_error == !username_valid && password_error == !password_valid;
    printf("elapsed_ns=%" PRIu64 " keystrokes=%ld username=%s password=%s "
           "username_hint_visible=%d password_sensitive=%d password_hint_visible=%d "
           "do_something_sensitive=%d username_error=%d password_error=%d check=%s\n",
           elapsed, count, username, password, username_hint_visible, password_sensitive,
           password_hint_visible, do_something_sensitive, username_error, password_error,
           ok ? "ok" : "failed");
    return ok;
}

static int run_keystrokes(long count, const char *ui_dir) {
    if (!gtk_init_check()) {
        fprintf(stderr, "CFormBaseline: cannot open display\n");
        return 1;
    }
    adw_init();
    load_css(ui_dir);
    Form form;
    if (!form_load(&form, ui_dir)) {
        return 1;
    }
    GtkWidget *window = gtk_window_new();
    gtk_window_set_child(GTK_WINDOW(window), form.page);
    gtk_window_set_default_widget(GTK_WINDOW(window), form.do_something);
    gtk_window_present(GTK_WINDOW(window));
    gtk_widget_grab_focus(form.username);
    pump_until_idle();
    gtk_editable_set_text(GTK_EDITABLE(form.username), "abcd");
    gtk_editable_set_position(GTK_EDITABLE(form.username), -1);
    gtk_editable_set_text(GTK_EDITABLE(form.password), "abcd");
    gtk_editable_set_position(GTK_EDITABLE(form.password), -1);
    pump_until_idle();

    uint64_t start = form_monotonic_ns();
    for (long k = 0; k < count; k++) {
        keystroke(&form, k);
        pump_until_idle();
    }
    uint64_t elapsed = form_monotonic_ns() - start;

    gboolean ok = report_state(&form, count, elapsed);
    gtk_window_destroy(GTK_WINDOW(window));
    return ok ? 0 : 1;
}

// MARK: - Start-up

/// What the start-up run keeps while the application runs.
typedef struct {
    const char *ui_dir;
    Form form;
    GtkWidget *url;
    GtkWidget *fetch;
    GtkWidget *result;
    gboolean reported;
} Startup;

/// Whether `text` is an http or https address with a host, as FormApp's
/// DataTaskViewModel.request(for:) decides.
static gboolean is_fetchable(const char *text) {
    char *trimmed = g_strstrip(g_strdup(text));
    GUri *uri = g_uri_parse(trimmed, G_URI_FLAGS_NONE, NULL);
    g_free(trimmed);
    if (uri == NULL) {
        return FALSE;
    }
    const char *scheme = g_uri_get_scheme(uri);
    const char *host = g_uri_get_host(uri);
    gboolean fetchable = (g_ascii_strcasecmp(scheme, "http") == 0 ||
                          g_ascii_strcasecmp(scheme, "https") == 0) &&
                         host != NULL && host[0] != '\0';
    g_uri_unref(uri);
    return fetchable;
}

static void on_url_text(GObject *object, GParamSpec *pspec, gpointer data) {
    (void)object;
    (void)pspec;
    Startup *startup = data;
    gtk_widget_set_sensitive(
        startup->fetch, is_fetchable(gtk_editable_get_text(GTK_EDITABLE(startup->url))));
}

/// "Fetch" or Enter in the URL entry. The baseline links no HTTP client: it only says so (the
/// start-up benchmark never fetches).
static void on_fetch(GtkWidget *widget, gpointer data) {
    (void)widget;
    Startup *startup = data;
    gtk_label_set_text(GTK_LABEL(startup->result), "Data Task Error: not in the C baseline");
}

/// "Do something": RxExample's alert.
static void on_do_something(GtkButton *button, gpointer data) {
    (void)button;
    GtkWindow *window = data;
    GtkWidget *alert = adw_message_dialog_new(window, "RxExample", "This is wonderful");
    adw_message_dialog_add_response(ADW_MESSAGE_DIALOG(alert), "ok", "OK");
    adw_message_dialog_set_default_response(ADW_MESSAGE_DIALOG(alert), "ok");
    adw_message_dialog_set_close_response(ADW_MESSAGE_DIALOG(alert), "ok");
    gtk_window_set_modal(GTK_WINDOW(alert), TRUE);
    gtk_window_present(GTK_WINDOW(alert));
}

/// This process's peak resident set so far, in kilobytes: `VmHWM` from /proc/self/status
/// (0 when it cannot be read). Not `getrusage`: after a `posix_spawn` its `ru_maxrss` also
/// counts the spawning process's memory.
static long peak_resident_kilobytes(void) {
    FILE *status = fopen("/proc/self/status", "r");
    if (status == NULL) {
        return 0;
    }
    char line[256];
    long kilobytes = 0;
    while (fgets(line, sizeof line, status) != NULL) {
        if (sscanf(line, "VmHWM: %ld kB", &kilobytes) == 1) {
            break;
        }
    }
    fclose(status);
    return kilobytes;
}

/// The window's first frame has been drawn: prints the time and the peak resident set, and
/// quits.
static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    Startup *startup = data;
    if (startup->reported) {
        return;
    }
    startup->reported = TRUE;
    uint64_t now = form_monotonic_ns();
    printf("%" PRIu64 " %ld\n", now, peak_resident_kilobytes());
    fflush(stdout);
    g_application_quit(g_application_get_default());
}

static void on_activate(GtkApplication *application, gpointer data) {
    Startup *startup = data;
    static const char *const window_ids[] = {"pages", NULL};
    static const char *const data_task_ids[] = {"url", "fetch", "result", "spinner", NULL};
    GType window_type = form_template_type("FormAppWindow", ADW_TYPE_APPLICATION_WINDOW,
                                           startup->ui_dir, "window.ui", window_ids);
    GType data_task_type = form_template_type("FormAppDataTaskPage", ADW_TYPE_BIN,
                                              startup->ui_dir, "data-task-page.ui", data_task_ids);
    if (window_type == G_TYPE_INVALID || data_task_type == G_TYPE_INVALID ||
        !form_load(&startup->form, startup->ui_dir)) {
        exit(1);
    }
    GtkWidget *window = g_object_new(window_type, "application", application, NULL);
    GtkWidget *pages = form_template_child(window, window_type, "pages");
    GtkWidget *data_task_page = g_object_new(data_task_type, NULL);
    startup->url = form_template_child(data_task_page, data_task_type, "url");
    startup->fetch = form_template_child(data_task_page, data_task_type, "fetch");
    startup->result = form_template_child(data_task_page, data_task_type, "result");
    GtkWidget *spinner = form_template_child(data_task_page, data_task_type, "spinner");
    if (!pages || !startup->url || !startup->fetch || !startup->result || !spinner) {
        exit(1);
    }

    gtk_window_set_icon_name(GTK_WINDOW(window), "io.github.gtkrx.FormApp");
    AdwViewStack *stack = ADW_VIEW_STACK(pages);
    adw_view_stack_add_titled_with_icon(stack, startup->form.page, "validation",
                                        "Simple validation", "document-edit-symbolic");
    adw_view_stack_add_titled_with_icon(stack, data_task_page, "data-task", "Data task",
                                        "network-transmit-receive-symbolic");
    // FormApp's People page is built when first shown: an empty box until then.
    adw_view_stack_add_titled_with_icon(stack, gtk_box_new(GTK_ORIENTATION_VERTICAL, 0),
                                        "people", "People", "system-users-symbolic");
    gtk_window_set_default_widget(GTK_WINDOW(window), startup->form.do_something);

    g_signal_connect(startup->form.do_something, "clicked", G_CALLBACK(on_do_something), window);
    g_signal_connect(startup->url, "notify::text", G_CALLBACK(on_url_text), startup);
    g_signal_connect(startup->fetch, "clicked", G_CALLBACK(on_fetch), startup);
    g_signal_connect(startup->url, "entry-activated", G_CALLBACK(on_fetch), startup);
    on_url_text(NULL, NULL, startup);
    gtk_spinner_set_spinning(GTK_SPINNER(spinner), FALSE);

    gtk_window_present(GTK_WINDOW(window));
    gtk_widget_grab_focus(startup->form.username);
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    if (clock == NULL) {
        fprintf(stderr, "CFormBaseline: the presented window has no frame clock\n");
        exit(1);
    }
    g_signal_connect(clock, "after-paint", G_CALLBACK(on_after_paint), startup);
}

static int run_startup(const char *program, const char *ui_dir) {
    if (!gtk_init_check()) {
        fprintf(stderr, "CFormBaseline: cannot open display\n");
        return 1;
    }
    adw_init(); // as FormApp's main starts libadwaita before its style sheet
    load_css(ui_dir);
    // FormApp's icon: the theme finds UI_DIR/../icons/io.github.gtkrx.FormApp.svg by name, as
    // FormApp's comes from the icons folder of its resource bundle.
    char *icons = g_build_filename(ui_dir, "..", "icons", NULL);
    gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(gdk_display_get_default()),
                                   icons);
    g_free(icons);

    Startup startup = {.ui_dir = ui_dir};
    AdwApplication *application =
        adw_application_new("io.github.gtkrx.CFormBaseline", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(application, "activate", G_CALLBACK(on_activate), &startup);
    char *arguments[] = {(char *)program, NULL};
    int status = g_application_run(G_APPLICATION(application), 1, arguments);
    g_object_unref(application);
    if (!startup.reported) {
        fprintf(stderr, "CFormBaseline: quit before the first frame was drawn\n");
        return 1;
    }
    return status;
}

// MARK: - Main

static int usage(void) {
    fprintf(stderr, "usage: CFormBaseline --keystrokes N UI_DIR\n"
                    "       CFormBaseline --startup UI_DIR\n");
    return 2;
}

int main(int argc, char **argv) {
    if (argc == 4 && strcmp(argv[1], "--keystrokes") == 0) {
        char *end = NULL;
        long count = strtol(argv[2], &end, 10);
        if (end == argv[2] || *end != '\0' || count < 0) {
            return usage();
        }
        return run_keystrokes(count, argv[3]);
    }
    if (argc == 3 && strcmp(argv[1], "--startup") == 0) {
        return run_startup(argv[0], argv[2]);
    }
    return usage();
}
