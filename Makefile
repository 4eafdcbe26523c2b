# The two commands a new user needs (see README.md):
#   make site   sets everything up and builds the whole multilingual site into site/
#   make test   sets everything up and runs every test
# `make serve` serves the site with live reload.

VENV := .venv
BIN := $(VENV)/bin
export NO_MKDOCS_2_WARNING := 1
# Two builds of the same commit are byte-identical: date them by the commit.
SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null)
ifneq ($(SOURCE_DATE_EPOCH),)
export SOURCE_DATE_EPOCH
endif

.PHONY: setup site serve dist test check lint browser clean messages locale preview bench shots

$(BIN)/.installed: pyproject.toml
	python3 -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(BIN)/.site-installed $@

# What building the site needs, and nothing else (no test or lint tools, no npm): the
# translator's targets (messages, locale, preview) use this. A full setup includes it.
$(BIN)/.site-installed: pyproject.toml
	@if [ -e $(BIN)/.installed ] && [ $(BIN)/.installed -nt pyproject.toml ]; then \
	  touch $@; \
	else \
	  python3 -m venv $(VENV) && $(BIN)/pip install --quiet -e . && touch $@; \
	fi

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	mkdir -p node_modules
	touch $@

# The solver compiled with mypyc (scripts/compile_solver.py; crescent_docs/engine/NOTES.md),
# again after an edit to the engine. When it cannot be compiled (no C compiler), setup says
# so in one line and goes on: the pure-Python solver runs.
build/mypyc/.tried: $(BIN)/.installed scripts/compile_solver.py crescent_docs/solving.py $(wildcard crescent_docs/engine/*.py)
	@$(BIN)/python scripts/compile_solver.py || true
	@mkdir -p $(@D) && touch $@

setup: $(BIN)/.installed node_modules/.installed build/mypyc/.tried

# The site to publish ships its scripts and stylesheets built (minified, hashed: esbuild,
# which setup installs with npm); serve and preview ship them as written, to debug.
site: setup
	CRESCENT_ASSETS=built $(BIN)/mkdocs build --strict

serve: setup
	CRESCENT_ASSETS=sources $(BIN)/mkdocs serve

# The site as it is published, at the URL in mkdocs.yml (site_url) or CRESCENT_SITE_URL:
# dist/crescent-site.tar.gz and the same tree in dist/crescent-site/ (README.md, "Publish").
dist: setup
	@CRESCENT_ASSETS=built $(BIN)/crescent-docs dist

browser:
	scripts/ensure-chromium

# The JavaScript: ESLint (eslint.config.js) and TypeScript's checker over the JSDoc types
# (tsconfig.json, strict), both from node_modules (package.json pins them; setup installs).
lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	node_modules/.bin/eslint .
	node_modules/.bin/tsc -p .

# Every test, stage by stage, with the time of each (scripts/stages) and pytest's 15 slowest.
# Setup installs the Python and the Node packages side by side (-j). pytest runs in
# PYTEST_WORKERS processes (pytest-xdist), two a core by default: six took longer on two
# cores, as Chromium keeps both busy. The workers share one build of the site (tests/conftest.py),
# and a module's tests that share a build of their own go to one worker (--dist loadgroup).
PYTEST_WORKERS ?= 4
test:
	@scripts/stages \
	  setup '$(MAKE) --no-print-directory -j3 setup browser' \
	  lint '$(MAKE) --no-print-directory lint' \
	  'node tests' 'node --test tests/js/' \
	  pytest '$(BIN)/pytest -n $(PYTEST_WORKERS) --dist loadgroup'

# The quick round while editing (some 90 s): lint, types, the JS tests and every Python test
# that needs neither a browser nor a build of the site (markers set in tests/conftest.py).
check: setup lint
	node --test tests/js/
	$(BIN)/pytest -q -m "not browser and not slow"

bench: setup browser
	$(BIN)/python benchmarks/run.py

# Screenshots of Home, Rules, Examples and Play (en, ca, hr; desktop and phone) in shots/.
shots: site browser
	$(BIN)/python scripts/shots.py site shots

# Extract the English messages into locales/messages.pot and merge them into every catalog.
messages: $(BIN)/.site-installed
	$(BIN)/python -m crescent_docs.i18n.template

# For translators (see locales/README.md).
locale: $(BIN)/.site-installed
	@test -n "$(LOCALE)" || { echo "usage: make locale LOCALE=es"; exit 2; }
	$(BIN)/crescent-docs new-locale $(LOCALE)

preview: $(BIN)/.site-installed
	@test -n "$(LOCALE)" || { echo "usage: make preview LOCALE=es"; exit 2; }
	CRESCENT_ASSETS=sources CRESCENT_LOCALES=$(LOCALE) $(BIN)/mkdocs serve --dev-addr 127.0.0.1:$(or $(PORT),8000)

clean:
	rm -rf site dist shots $(VENV) node_modules build crescent_docs/engine/_solver_mypyc*
