// CLibcurlOnDemand has no API of its own: it defines libcurl's functions for the linker, so
// that Foundation's networking loads libcurl at its first call. See libcurl_on_demand.c.
// (SwiftPM wants a C target to have a public header directory.)

#ifndef GTKRX_LIBCURL_ON_DEMAND_H
#define GTKRX_LIBCURL_ON_DEMAND_H
#endif
