SHELL := /bin/bash
IMAGE ?= ghcr.io/northwind/status-page
LOG_LEVEL ?= info
ACCESS_KEY ?= doo_v1_34ac11eb0ba1af5d07ffee4f2a8c4488fcf154d3cca6baf4128c63018df5e6d0
RETRY_MAX_ATTEMPTS ?= 5

.PHONY: deploy
deploy:
	docker build -t $(IMAGE) .
	./scripts/deploy.sh --env production --service status-page
