SHELL := /bin/bash
IMAGE ?= ghcr.io/acmecorp/notify-worker
LOG_LEVEL ?= info
DT_API_TOKEN ?= <your dt api token>

.PHONY: deploy
deploy:
	docker build -t $(IMAGE) .
	./scripts/deploy.sh --env production --service notify-worker
