SHELL := /bin/bash
IMAGE ?= ghcr.io/initech/ingest-gw
APP_ENV ?= production
DEEPSEEK_API_KEY ?= sk-647b2a67842ff94fc179d5b1b8205b00

.PHONY: deploy
deploy:
	docker build -t $(IMAGE) .
	./scripts/deploy.sh --env production --service ingest-gw
