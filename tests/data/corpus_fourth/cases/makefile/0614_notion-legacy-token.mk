SHELL := /bin/bash
IMAGE ?= ghcr.io/initech/billing-sync
APP_ENV ?= production
API_TOKEN ?= secret_llQQrufelHXJ6ghlaesEGl6tGfpvsFWg75ugvVh4PuI
RETRY_MAX_ATTEMPTS ?= 5
HTTP_TIMEOUT ?= 30

.PHONY: deploy
deploy:
	docker build -t $(IMAGE) .
	./scripts/deploy.sh --env production --service billing-sync
