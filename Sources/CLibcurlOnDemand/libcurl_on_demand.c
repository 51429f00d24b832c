// libcurl on demand: the 23 libcurl functions Foundation's networking (FoundationNetworking
// and its C part, _CFURLSessionInterface) calls, each forwarding to libcurl loaded with
// `dlopen` at the first call.
//
// Why: linked normally, libcurl is loaded when the program starts, with the 25 libraries it
// needs (TLS, Kerberos, LDAP, SSH, HTTP/2, IDN, ...): about 5 ms and 5 MB of resident memory
// before `main` in every GtkRx app that uses `URLSession.rx`, whether or not it ever sends a
// request. These definitions satisfy the static FoundationNetworking's references, so a
// statically linked app whose Swift modules are compiled with
// `-Xfrontend -disable-autolink-library -Xfrontend curl` (they no longer ask the linker for
// libcurl; the Makefile and scripts/benchmark build FormApp so) records no dependency on
// libcurl at all, and loads it with its libraries only when the first `URLSession` is made.
// Should Foundation one day call a libcurl function missing here, such a link fails with that
// function's name, rather than loading libcurl at start-up unnoticed.
//
// Why it is sound:
// - Each function has libcurl's own C signature (curl/curl.h and curl/urlapi.h, libcurl 7.62
//   or later, whose ABI has been stable since soname 4); handles and structures pass through
//   as the opaque pointers they are to the caller.
// - The variadic setters read their one argument with the type libcurl documents for the
//   option's number range (long, object pointer, function pointer, curl_off_t, blob pointer)
//   and pass it on with that type.
// - `dlsym` on libcurl's own handle finds libcurl's definitions, never these: a handle's
//   lookup starts at that library.
// - Only a static link uses these. A dynamically linked Foundation (debug builds, the tests)
//   binds its networking library to libcurl's versioned symbols (CURL_OPENSSL_4), which these
//   unversioned definitions in the executable do not satisfy, so its calls go straight to
//   libcurl. scripts/test's install smoke check fetches through the statically linked FormApp.
// - Loading happens once, under `pthread_once`; the table is written before any caller reads
//   it, and never again.
// - Without libcurl there is no sane result to return (FoundationNetworking does not check
//   for one), so the first call prints what is missing and why, and aborts: the same outcome
//   as a normally linked program that cannot start, deferred to the first network use.

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>

// libcurl's types, as opaque to these functions as they are to their caller.
typedef void CURL;
typedef void CURLM;
typedef void CURLU;
typedef int CURLcode;
typedef int CURLMcode;
typedef int CURLUcode;
typedef int CURLoption;
typedef int CURLMoption;
typedef int CURLINFO;
typedef int CURLUPart;
typedef int CURLversion;
typedef int curl_socket_t;
typedef int64_t curl_off_t;
typedef struct curl_slist curl_slist;
typedef struct CURLMsg CURLMsg;
typedef struct curl_version_info_data curl_version_info_data;

// The option number ranges of curl_easy_setopt and curl_multi_setopt (CURLOPTTYPE_*), which
// say the type of the argument.
enum { OPTION_OBJECTPOINT = 10000, OPTION_FUNCTIONPOINT = 20000, OPTION_OFF_T = 30000,
       OPTION_BLOB = 40000 };
typedef void (*any_function)(void);

// Reads an option's one argument from `arguments` with the type its number range gives, and
// calls `setter(target, option, argument)` with it, storing what it returns in `result`.
#define FORWARD_OPTION(result, setter, target, option, arguments)                              \
    do {                                                                                       \
        if ((option) < OPTION_OBJECTPOINT) {                                                   \
            long value = va_arg(arguments, long);                                              \
            result = setter(target, option, value);                                            \
        } else if ((option) < OPTION_FUNCTIONPOINT || (option) >= OPTION_BLOB) {               \
            void *value = va_arg(arguments, void *);                                           \
            result = setter(target, option, value);                                            \
        } else if ((option) < OPTION_OFF_T) {                                                  \
            any_function value = va_arg(arguments, any_function);                              \
            result = setter(target, option, value);                                            \
        } else {                                                                               \
            curl_off_t value = va_arg(arguments, curl_off_t);                                  \
            result = setter(target, option, value);                                            \
        }                                                                                      \
    } while (0)

static struct {
    void (*easy_cleanup)(CURL *);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    CURL *(*easy_init)(void);
    CURLcode (*easy_pause)(CURL *, int);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    const char *(*easy_strerror)(CURLcode);
    void (*free)(void *);
    CURLcode (*global_init)(long);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_assign)(CURLM *, curl_socket_t, void *);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_setopt)(CURLM *, CURLMoption, ...);
    CURLMcode (*multi_socket_action)(CURLM *, curl_socket_t, int, int *);
    curl_slist *(*slist_append)(curl_slist *, const char *);
    void (*slist_free_all)(curl_slist *);
    CURLU *(*url)(void);
    CURLUcode (*url_get)(const CURLU *, CURLUPart, char **, unsigned int);
    CURLUcode (*url_set)(CURLU *, CURLUPart, const char *, unsigned int);
    char *(*version)(void);
    curl_version_info_data *(*version_info)(CURLversion);
} libcurl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void fail(const char *what, const char *why) {
    fprintf(stderr,
            "GtkRx: URLSession needs libcurl (libcurl.so.4, Debian's libcurl4 package), and %s: "
            "%s\n",
            what, why ? why : "unknown error");
    abort();
}

static void *find(void *library, const char *name) {
    void *function = dlsym(library, name);
    if (function == NULL) fail("the installed libcurl lacks a function it needs", name);
    return function;
}

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) fail("it cannot be loaded", dlerror());
    // Converting dlsym's object pointer to a function pointer is what POSIX requires to work.
    libcurl.easy_cleanup = find(library, "curl_easy_cleanup");
    libcurl.easy_getinfo = find(library, "curl_easy_getinfo");
    libcurl.easy_init = find(library, "curl_easy_init");
    libcurl.easy_pause = find(library, "curl_easy_pause");
    libcurl.easy_setopt = find(library, "curl_easy_setopt");
    libcurl.easy_strerror = find(library, "curl_easy_strerror");
    libcurl.free = find(library, "curl_free");
    libcurl.global_init = find(library, "curl_global_init");
    libcurl.multi_add_handle = find(library, "curl_multi_add_handle");
    libcurl.multi_assign = find(library, "curl_multi_assign");
    libcurl.multi_cleanup = find(library, "curl_multi_cleanup");
    libcurl.multi_info_read = find(library, "curl_multi_info_read");
    libcurl.multi_init = find(library, "curl_multi_init");
    libcurl.multi_remove_handle = find(library, "curl_multi_remove_handle");
    libcurl.multi_setopt = find(library, "curl_multi_setopt");
    libcurl.multi_socket_action = find(library, "curl_multi_socket_action");
    libcurl.slist_append = find(library, "curl_slist_append");
    libcurl.slist_free_all = find(library, "curl_slist_free_all");
    libcurl.url = find(library, "curl_url");
    libcurl.url_get = find(library, "curl_url_get");
    libcurl.url_set = find(library, "curl_url_set");
    libcurl.version = find(library, "curl_version");
    libcurl.version_info = find(library, "curl_version_info");
}

static inline void ensure_loaded(void) { pthread_once(&load_once, load); }

// MARK: - libcurl's entry points

void curl_easy_cleanup(CURL *handle) {
    ensure_loaded();
    libcurl.easy_cleanup(handle);
}

CURLcode curl_easy_getinfo(CURL *handle, CURLINFO info, ...) {
    ensure_loaded();
    // Every CURLINFO takes one pointer to where the answer goes.
    va_list arguments;
    va_start(arguments, info);
    void *answer = va_arg(arguments, void *);
    va_end(arguments);
    return libcurl.easy_getinfo(handle, info, answer);
}

CURL *curl_easy_init(void) {
    ensure_loaded();
    return libcurl.easy_init();
}

CURLcode curl_easy_pause(CURL *handle, int bitmask) {
    ensure_loaded();
    return libcurl.easy_pause(handle, bitmask);
}

CURLcode curl_easy_setopt(CURL *handle, CURLoption option, ...) {
    ensure_loaded();
    va_list arguments;
    va_start(arguments, option);
    CURLcode result;
    FORWARD_OPTION(result, libcurl.easy_setopt, handle, option, arguments);
    va_end(arguments);
    return result;
}

const char *curl_easy_strerror(CURLcode code) {
    ensure_loaded();
    return libcurl.easy_strerror(code);
}

void curl_free(void *pointer) {
    ensure_loaded();
    libcurl.free(pointer);
}

CURLcode curl_global_init(long flags) {
    ensure_loaded();
    return libcurl.global_init(flags);
}

CURLMcode curl_multi_add_handle(CURLM *multi, CURL *handle) {
    ensure_loaded();
    return libcurl.multi_add_handle(multi, handle);
}

CURLMcode curl_multi_assign(CURLM *multi, curl_socket_t socket, void *pointer) {
    ensure_loaded();
    return libcurl.multi_assign(multi, socket, pointer);
}

CURLMcode curl_multi_cleanup(CURLM *multi) {
    ensure_loaded();
    return libcurl.multi_cleanup(multi);
}

CURLMsg *curl_multi_info_read(CURLM *multi, int *messagesLeft) {
    ensure_loaded();
    return libcurl.multi_info_read(multi, messagesLeft);
}

CURLM *curl_multi_init(void) {
    ensure_loaded();
    return libcurl.multi_init();
}

CURLMcode curl_multi_remove_handle(CURLM *multi, CURL *handle) {
    ensure_loaded();
    return libcurl.multi_remove_handle(multi, handle);
}

CURLMcode curl_multi_setopt(CURLM *multi, CURLMoption option, ...) {
    ensure_loaded();
    // CURLMoption uses the same number ranges as CURLoption.
    va_list arguments;
    va_start(arguments, option);
    CURLMcode result;
    FORWARD_OPTION(result, libcurl.multi_setopt, multi, option, arguments);
    va_end(arguments);
    return result;
}

CURLMcode curl_multi_socket_action(CURLM *multi, curl_socket_t socket, int events,
                                   int *runningHandles) {
    ensure_loaded();
    return libcurl.multi_socket_action(multi, socket, events, runningHandles);
}

curl_slist *curl_slist_append(curl_slist *list, const char *string) {
    ensure_loaded();
    return libcurl.slist_append(list, string);
}

void curl_slist_free_all(curl_slist *list) {
    ensure_loaded();
    libcurl.slist_free_all(list);
}

CURLU *curl_url(void) {
    ensure_loaded();
    return libcurl.url();
}

CURLUcode curl_url_get(const CURLU *url, CURLUPart part, char **value, unsigned int flags) {
    ensure_loaded();
    return libcurl.url_get(url, part, value, flags);
}

CURLUcode curl_url_set(CURLU *url, CURLUPart part, const char *value, unsigned int flags) {
    ensure_loaded();
    return libcurl.url_set(url, part, value, flags);
}

char *curl_version(void) {
    ensure_loaded();
    return libcurl.version();
}

curl_version_info_data *curl_version_info(CURLversion age) {
    ensure_loaded();
    return libcurl.version_info(age);
}
