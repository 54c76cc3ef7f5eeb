SHELL := /bin/bash
IMAGE ?= ghcr.io/soylent/media-pipeline
HTTP_TIMEOUT ?= 30
SONAR_HOST_URL ?= https://sonarcloud.io
SONAR_TOKEN ?= cb7da53aa79e4cdd2d39d3734922ae936e2593d6
APP_ENV ?= production
CACHE_TTL_SECONDS ?= 300

.PHONY: deploy
deploy:
	docker build -t $(IMAGE) .
	./scripts/deploy.sh --env production --service media-pipeline
