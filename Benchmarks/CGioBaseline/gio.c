#include "cgio_baseline.h"

#include <gio/gio.h>

typedef struct {
    gboolean done;
    long long result;
} LoadState;

static void loaded(GObject *source, GAsyncResult *result, gpointer data) {
    LoadState *state = data;
    char *contents = NULL;
    gsize length = 0;
    if (g_file_load_contents_finish(G_FILE(source), result, &contents, &length, NULL, NULL)) {
        state->result = (long long)length;
        g_free(contents);
    } else {
        state->result = -1;
    }
    state->done = TRUE;
}

long long cgio_load_contents(const char *path) {
    GFile *file = g_file_new_for_path(path);
    LoadState state = {FALSE, 0};
    g_file_load_contents_async(file, NULL, loaded, &state);
    while (!state.done) {
        g_main_context_iteration(NULL, TRUE);
    }
    g_object_unref(file);
    return state.result;
}

typedef struct {
    GFile *file;
    int remaining;
    gboolean done;
    long long total;
} QueryState;

static void queried(GObject *source, GAsyncResult *result, gpointer data);

static void start_query(QueryState *state) {
    g_file_query_info_async(
        state->file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT,
        NULL, queried, state);
}

static void queried(GObject *source, GAsyncResult *result, gpointer data) {
    QueryState *state = data;
    GFileInfo *info = g_file_query_info_finish(G_FILE(source), result, NULL);
    if (info == NULL) {
        state->total = -1;
        state->done = TRUE;
        return;
    }
    state->total += g_file_info_get_size(info);
    g_object_unref(info);
    if (--state->remaining > 0) {
        start_query(state);
    } else {
        state->done = TRUE;
    }
}

long long cgio_query_sizes(const char *path, int count) {
    QueryState state = {g_file_new_for_path(path), count, count <= 0, 0};
    if (count > 0) {
        start_query(&state);
    }
    while (!state.done) {
        g_main_context_iteration(NULL, TRUE);
    }
    g_object_unref(state.file);
    return state.total;
}
