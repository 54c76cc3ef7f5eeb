SHELL := /bin/bash
IMAGE ?= ghcr.io/umbrella/media-pipeline
RETRY_MAX_ATTEMPTS ?= 5
LANGFUSE_SECRET_KEY ?= sk-lf-[FILTERED]
HTTP_TIMEOUT ?= 30

.PHONY: deploy
deploy:
	docker build -t $(IMAGE) .
	./scripts/deploy.sh --env production --service media-pipeline
