SHELL := /bin/bash
IMAGE ?= ghcr.io/initech/reports
HTTP_TIMEOUT ?= 30
API_TOKEN ?= re_AMHL6m7n_ZRy9Y5AiuwWjqNTb63j5DBzY
CACHE_TTL_SECONDS ?= 300
RETRY_MAX_ATTEMPTS ?= 5

.PHONY: deploy
deploy:
	docker build -t $(IMAGE) .
	./scripts/deploy.sh --env production --service reports
