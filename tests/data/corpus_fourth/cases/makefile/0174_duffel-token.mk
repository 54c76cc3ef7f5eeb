SHELL := /bin/bash
IMAGE ?= ghcr.io/vandelay/notify-worker
CACHE_TTL_SECONDS ?= 300
KEY ?= duffel_live_MW77x5LG9B6ppULE5r9TnNi14Xc8ksAQS3IJpZ0ViML
WORKER_CONCURRENCY ?= 4

.PHONY: deploy
deploy:
	docker build -t $(IMAGE) .
	./scripts/deploy.sh --env production --service notify-worker
