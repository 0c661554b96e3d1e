# Zoetrope's entry points. A newcomer needs two: `make demo` and `make test`.
SHELL := /bin/bash
SWIFT ?= swift
SWIFT_FORMAT ?= swift format
LINT_PATHS := Sources Tests Examples

.PHONY: demo test lint format build bench bootstrap clean

## demo: open the Showcase (the four tutorial apps); without a display, record
## them into out/<App>.webp and out/index.html (scripts/demo).
demo: bootstrap
	SWIFT=$(SWIFT) scripts/demo

## test: lint, build and run the whole test suite, then the window tests under Xvfb.
test: bootstrap lint
	$(SWIFT) build --build-tests
	set -o pipefail; $(SWIFT) test --skip-build 2>&1 | tee .build/test-output.log
	scripts/window-test
	scripts/apps-window-test
	@scripts/test-summary .build/test-output.log 2

## lint: check formatting and documentation comments (swift format --strict).
lint:
	$(SWIFT_FORMAT) lint --strict --recursive --parallel $(LINT_PATHS)

## format: rewrite sources in place to the project's style.
format:
	$(SWIFT_FORMAT) format --in-place --recursive --parallel $(LINT_PATHS)

build: bootstrap
	$(SWIFT) build

## bench: run the benchmarks (a separate package, so library users never build them).
bench: bootstrap
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

bootstrap:
	@scripts/bootstrap

## clean: remove the builds, and any temporary file a killed recording left in
## out/ (`.<name>.<pid>.tmp-XXXXXX`; see AtomicFile in ZoetropeImageIO).
clean:
	rm -rf .build Benchmarks/.build
	if [ -d out ]; then find out -type f -name '.*.tmp-??????' -delete; fi
