# Zoetrope's entry points. A newcomer needs two: `make demo` and `make test`.
SHELL := /bin/bash
SWIFT ?= swift
SWIFT_FORMAT ?= swift format
LINT_PATHS := Sources Tests Examples
DOCS_SITE := .build/docs-site

.PHONY: demo test lint format build bench docs bootstrap clean

## demo: open the Showcase (the example apps); without a display, record
## them into out/<App>.webp and out/index.html (scripts/demo).
demo: bootstrap
	SWIFT=$(SWIFT) scripts/demo

## test: lint, build, build the API reference (`make docs`: a broken
## symbol link fails), run the whole test suite, the window tests under Xvfb,
## chunks of a recording rendered by separate processes and joined
## (scripts/chunked-render-test), the differential suites again on a
## release build (RELEASE_SUITES), and
## Examples/Consumer (a package that depends on Zoetrope, with its own test).
test: bootstrap lint
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory docs
	set -o pipefail; $(SWIFT) test --skip-build 2>&1 | tee .build/test-output.log
	scripts/window-test
	scripts/apps-window-test
	scripts/inspector-window-test
	scripts/inspector-drag-test
	scripts/chunked-render-test
	set -o pipefail; $(SWIFT) test -c release --enable-testable-imports \
	  --filter '$(RELEASE_FILTER)' 2>&1 | tee .build/release-test-output.log
	SWIFT=$(SWIFT) scripts/consumer-test .build/consumer-test-output.log
	@scripts/test-summary 2 .build/test-output.log .build/release-test-output.log \
	  .build/consumer-test-output.log

# The differential suites, run on a release build too, because node reuse,
# read-ahead and the compositor's kernels depend on the optimiser: the layer
# tree against full evaluation, the compositor against the Cairo reference,
# the GPU compositor against the CPU, the two executors' plans (DamageTests also matches
# ContentsDamageTests and GPUDamageTests).
RELEASE_SUITES := LayerTreeSlotTests LayerTreeTrackTests LayerTreeInPlaceTests LayerTreeInvariantTests \
  CompositorTests CompositorBadInputTests CulledCompositingTests TransformedPaintTests \
  AffineKernelTests DamageTests ImageLeafTests RenderedFrameTests MaskRenderingTests \
  ReplicatorRenderingTests ProjectedLayerTests EmitterRenderingTests GPURendererTests \
  GPUFeatureTests GPUParticleTests GPUCornerTests GPUStoreTileTests GPUTransitionTests QuarterTurnTests NearestScaleTests \
  FramePlanTests GPUScissorClipTests GPUClearTests TransformLayerTests GPUTransformLayerTests \
  FootprintInvariantTests TrackedLayerLimitTests DirectShapeTests GPUShapeTests ShapeRasterTests \
  ShapeRasterEdgeTests FillOverStrokeTests
empty :=
RELEASE_FILTER := $(subst $(empty) $(empty),|,$(strip $(RELEASE_SUITES)))

## lint: check formatting and documentation comments (swift format --strict),
## that Package.swift declares exactly the modules each target imports
## (scripts/check-imports), that every relative link in a Markdown file
## resolves inside the repository (scripts/check-links), and that no Swift
## file is over 400 lines and no function over 80 (scripts/check-sizes),
## that every `open` declaration is documented too (scripts/check-open-docs:
## swift-format checks only `public` ones), and that the article's map of
## Apple's names is the compatibility module's (scripts/compat-names --check).
lint:
	$(SWIFT_FORMAT) lint --strict --recursive --parallel $(LINT_PATHS)
	scripts/check-open-docs
	SWIFT=$(SWIFT) scripts/check-imports
	scripts/check-links
	scripts/check-sizes
	scripts/compat-names --check

## format: rewrite sources in place to the project's style.
format:
	$(SWIFT_FORMAT) format --in-place --recursive --parallel $(LINT_PATHS)

build: bootstrap
	$(SWIFT) build

## bench: run the benchmarks (a separate package, so library users never build them).
bench: bootstrap
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

## docs: build one DocC site of every library module (DOCS_MODULES; the
## articles are in Sources/Zoetrope/Zoetrope.docc) into .build/docs-site,
## combined with swift-docc-plugin's combined documentation; a DocC warning
## fails the build. Serve it with `python3 -m http.server -d .build/docs-site`
## and open http://localhost:8000/documentation/ (a page listing the modules).
DOCS_MODULES := ZoetropeGraphics ZoetropeAnimation ZoetropeLayers ZoetropeImageIO \
  ZoetropeRendering ZoetropeUI ZoetropeGPU ZoetropeSDL ZoetropeHeadless Zoetrope \
  ZoetropeTesting ZoetropeCompatibility ZoetropeLottie
docs: bootstrap
	$(SWIFT) package --allow-writing-to-directory $(DOCS_SITE) \
	  generate-documentation $(addprefix --target ,$(DOCS_MODULES)) \
	  --enable-experimental-combined-documentation --output-path $(DOCS_SITE) \
	  --transform-for-static-hosting --warnings-as-errors

bootstrap:
	@scripts/bootstrap

## clean: remove the builds, and any temporary file a killed recording left in
## out/ (`.<name>.<pid>.tmp-XXXXXX`; see AtomicFile in ZoetropeImageIO).
clean:
	rm -rf .build Benchmarks/.build
	if [ -d out ]; then find out -type f -name '.*.tmp-??????' -delete; fi
