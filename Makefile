# Entry points for people: `make run` opens the window, `make test` runs the checks and the
# quick tier of the tests (minutes), `make test-all` the checks and every test (what CI runs).
# Each sets up what it needs first: Debian packages Qt relies on, then a virtualenv.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

# Qt's offscreen and X11 platforms need these shared libraries; Xvfb gives machines
# without a display a virtual screen; poppler-utils and librsvg2-bin let the PDF and SVG
# export tests render what they wrote;
# Spark (the spark extra, tested in local mode) runs on a Java runtime; Noto CJK draws the
# Chinese interface and figures (no glyph drawn as a box).
DEB_PACKAGES := libgl1 libegl1 libfontconfig1 libfreetype6 libxkbcommon0 libxkbcommon-x11-0 \
	libdbus-1-3 libglib2.0-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 \
	libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxcb-randr0 \
	xvfb xauth fonts-dejavu-core fonts-noto-cjk poppler-utils librsvg2-bin default-jre-headless

.PHONY: run test test-all wheel-check system bench clean compiled translations translations-update

# The catalogues: Qt Linguist sources (.ts), resources/i18n/<language>/<part>.ts, each
# holding the contexts of its part of the code. English needs only the plural forms of
# the window's counted texts. `make translations-update` runs Qt's lupdate over the code
# (Phrase("...") in core is read as a text to translate, in the context with no name),
# keeping every translation and dropping the texts the code no longer has;
# `make translations` compiles each into the .qm the program reads (lrelease).
I18N := resources/i18n
CATALOGUES := core=core panels=gui/panels views=gui/views "window=gui/window gui/figures" \
	style=gui/base
LUPDATE := $(VENV)/bin/pyside6-lupdate -silent -extensions py -locations none -no-obsolete \
	-tr-function-alias QT_TR_NOOP+=Phrase

translations-update: $(VENV)/.stamp
	@set -e; for catalogue in $(CATALOGUES); do \
		part=$${catalogue%%=*}; sources=$${catalogue#*=}; \
		$(LUPDATE) $$sources -ts $(I18N)/zh/$$part.ts; \
		if [ -f $(I18N)/en/$$part.ts ]; then \
			$(LUPDATE) -pluralonly $$sources -ts $(I18N)/en/$$part.ts; fi; \
	done

translations: $(patsubst %.ts,%.qm,$(wildcard $(I18N)/*/*.ts))

%.qm: %.ts $(VENV)/.stamp
	@$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

# pip compiles what it installs; an editable checkout is compiled here, so that a
# shell with PYTHONDONTWRITEBYTECODE set does not compile rocscope in every process.
compiled: $(VENV)/.stamp
	@$(PY) -m compileall -q core gui main.py >/dev/null

run: system compiled translations
	@if [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ] && command -v xvfb-run >/dev/null; then \
		echo "rocscope: no display found, opening the window on a virtual screen (xvfb-run)"; \
		xvfb-run -a -s "-screen 0 1400x900x24" $(PY) main.py $(ARGS); \
	else \
		$(PY) main.py $(ARGS); \
	fi

# The layer contracts, lint and types, then the tests but the slow tier (tests/tiers.py).
test: system $(VENV)/.stamp translations
	$(VENV)/bin/lint-imports
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy
	$(PY) -m pytest -n 2 -m "not slow and not wheel"

# The same checks, then every test but the installed wheel's: the slow tier too (Spark in
# local mode and on a cluster, signals sent to real processes, the long random runs,
# every example).
test-all: system $(VENV)/.stamp translations
	$(VENV)/bin/lint-imports
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy
	$(PY) -m pytest

# rocscope as a user installs it: `pip install` of this checkout into a fresh virtualenv,
# run from a folder outside it (tests/test_installed_wheel.py; about a minute, most of it
# pip unpacking Qt). CI runs it after `make test-all`.
wheel-check: system $(VENV)/.stamp
	$(PY) -m pytest -m wheel tests/test_installed_wheel.py

bench: system compiled
	$(PY) -m pip install --quiet -e '.[bench]'
	for b in benchmarks/bench_*.py; do $(PY) $$b || exit 1; done

system:
	@if ! command -v dpkg-query >/dev/null || ! command -v apt-get >/dev/null; then \
		echo "not a Debian system: install Qt's X11/EGL libraries yourself if Qt fails to start"; \
		exit 0; \
	fi; \
	missing=$$(for p in $(DEB_PACKAGES); do \
		dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; \
	done); \
	if [ -n "$$missing" ]; then \
		echo "installing Debian packages:" $$missing; \
		sudo=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$sudo apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq $$missing; \
	fi

$(VENV)/.stamp: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
