# FormApp: build, install and uninstall.
#
#   make                                 release build of FormApp (same as `make build`)
#   sudo make install                    installs under /usr/local
#   make install PREFIX=~/.local         installs for one user
#   make install DESTDIR=pkg PREFIX=/usr stages an install for a package
#   sudo make uninstall                  removes what `install` installed (same PREFIX)
#
# The binary carries its .ui files, style sheet, icon and translations inside (a GResource,
# compiled in by the GtkRxResources plugin). Installing adds what the desktop reads from the
# file system: the .desktop entry, the AppStream metainfo, the icon, the translations, which
# FormApp then reads from $(PREFIX)/share/locale, and the settings schema, compiled in
# $(PREFIX)/share/glib-2.0/schemas, where FormApp looks for it first.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= $(shell command -v swift || echo /opt/swift/usr/bin/swift)
MSGFMT ?= msgfmt
COMPILE_SCHEMAS ?= glib-compile-schemas
INSTALL ?= install

APP_ID := io.github.gtkrx.FormApp
DOMAIN := formapp
BINDIR := $(PREFIX)/bin
DATADIR := $(PREFIX)/share
LANGUAGES := $(sort $(basename $(notdir $(wildcard resources/po/*.po))))
SCHEMA_DIR := $(DATADIR)/glib-2.0/schemas
CATALOG_DIR := .build/locale
CATALOGS := $(foreach language,$(LANGUAGES),$(CATALOG_DIR)/$(language)/LC_MESSAGES/$(DOMAIN).mo)

.PHONY: all build bin-path release-flags catalogs install uninstall

all: build

# The Swift runtime and Foundation are linked statically (--static-swift-stdlib): the
# dynamic linker no longer resolves them at every start, which cut FormApp's CPU time to its
# first frame by about a fifth (FoundationNetworking's static archive needs
# libcurl4-openssl-dev, which scripts/setup installs). --no-export-dynamic: SwiftPM exports
# every Swift symbol of an executable (some 17,000) for tests of executables; nothing looks
# them up in FormApp, and the dynamic loader's tables for them were 2.5 MB of its resident
# memory at start. -disable-autolink-library curl: the modules importing Foundation's
# networking do not ask the linker for libcurl; Sources/CLibcurlOnDemand defines the libcurl
# functions Foundation calls and loads libcurl at the first one, so FormApp starts without
# libcurl and the 25 libraries it needs (about 5 ms and 5 MB).
#
# Linked by lld (the toolchain's), for two layout options gold lacks. -z pack-relative-relocs
# stores the 102,000 pointers the dynamic loader moves to the load address as a bitmap (RELR,
# 21 KB, glibc 2.36) instead of 2.5 MB of records it reads at every start.
# --symbol-ordering-file puts the 2,282 functions FormApp runs before its first frame
# (resources/link/FormApp.order, written by scripts/link-order) next to each other: scattered
# over 20 MB of code, they made the kernel map 10.9 MB of it at start, 3.7 MB together. A
# stale list costs memory, never correctness; scripts/test fails when it names a function the
# binary no longer has. --no-warn-symbol-ordering: the other products linked with these flags
# (the benchmarks, which scripts/benchmark builds with `make -s release-flags`) do not have
# FormApp's functions.
RELEASE_FLAGS := -c release --static-swift-stdlib -Xlinker --no-export-dynamic \
	-Xswiftc -Xfrontend -Xswiftc -disable-autolink-library -Xswiftc -Xfrontend -Xswiftc curl \
	-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
	-Xlinker '--symbol-ordering-file=$(CURDIR)/resources/link/FormApp.order' \
	-Xlinker --no-warn-symbol-ordering
SWIFT_BUILD_FLAGS := $(RELEASE_FLAGS) --product FormApp

build:
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

# Where `build` puts FormApp (for scripts/link-order).
bin-path:
	@$(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path

# The release flags without the product, for scripts/benchmark, which builds its products
# as FormApp ships: one a line, so that a checkout whose path has spaces stays one flag (the
# ordering file's path is quoted above for the same reason).
release-flags:
	@printf '%s\n' $(RELEASE_FLAGS)

catalogs: $(CATALOGS)

$(CATALOG_DIR)/%/LC_MESSAGES/$(DOMAIN).mo: resources/po/%.po
	@mkdir -p $(@D)
	$(MSGFMT) --check --output-file $@ $<

install: build catalogs
	bin_dir="$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)" && \
		$(INSTALL) -D -m 0755 "$$bin_dir/FormApp" "$(DESTDIR)$(BINDIR)/FormApp"
	$(INSTALL) -D -m 0644 resources/$(APP_ID).desktop \
		"$(DESTDIR)$(DATADIR)/applications/$(APP_ID).desktop"
	$(INSTALL) -D -m 0644 resources/$(APP_ID).metainfo.xml \
		"$(DESTDIR)$(DATADIR)/metainfo/$(APP_ID).metainfo.xml"
	$(INSTALL) -D -m 0644 resources/icons/$(APP_ID).svg \
		"$(DESTDIR)$(DATADIR)/icons/hicolor/scalable/apps/$(APP_ID).svg"
	$(INSTALL) -D -m 0644 resources/icons/$(APP_ID)-48.png \
		"$(DESTDIR)$(DATADIR)/icons/hicolor/48x48/apps/$(APP_ID).png"
	for language in $(LANGUAGES); do \
		$(INSTALL) -D -m 0644 "$(CATALOG_DIR)/$$language/LC_MESSAGES/$(DOMAIN).mo" \
			"$(DESTDIR)$(DATADIR)/locale/$$language/LC_MESSAGES/$(DOMAIN).mo" || exit 1; \
	done
	$(INSTALL) -D -m 0644 resources/schemas/$(APP_ID).gschema.xml \
		"$(DESTDIR)$(SCHEMA_DIR)/$(APP_ID).gschema.xml"
	$(COMPILE_SCHEMAS) "$(DESTDIR)$(SCHEMA_DIR)"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/FormApp" \
		"$(DESTDIR)$(DATADIR)/applications/$(APP_ID).desktop" \
		"$(DESTDIR)$(DATADIR)/metainfo/$(APP_ID).metainfo.xml" \
		"$(DESTDIR)$(DATADIR)/icons/hicolor/scalable/apps/$(APP_ID).svg" \
		"$(DESTDIR)$(DATADIR)/icons/hicolor/48x48/apps/$(APP_ID).png"
	for language in $(LANGUAGES); do \
		rm -f "$(DESTDIR)$(DATADIR)/locale/$$language/LC_MESSAGES/$(DOMAIN).mo"; \
	done
	rm -f "$(DESTDIR)$(SCHEMA_DIR)/$(APP_ID).gschema.xml"
	if [ -d "$(DESTDIR)$(SCHEMA_DIR)" ]; then \
		if ls "$(DESTDIR)$(SCHEMA_DIR)"/*.gschema.xml >/dev/null 2>&1; then \
			$(COMPILE_SCHEMAS) "$(DESTDIR)$(SCHEMA_DIR)"; \
		else \
			rm -f "$(DESTDIR)$(SCHEMA_DIR)/gschemas.compiled"; \
		fi; \
	fi
