SHELL := /bin/bash
IMAGE ?= ghcr.io/soylent/crm-bridge
HTTP_TIMEOUT ?= 30
PERPLEXITY_API_KEY ?= pplx-FAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKE
LOG_LEVEL ?= info

.PHONY: deploy
deploy:
	docker build -t $(IMAGE) .
	./scripts/deploy.sh --env production --service crm-bridge
