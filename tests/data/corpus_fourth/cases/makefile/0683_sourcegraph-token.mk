SHELL := /bin/bash
IMAGE ?= ghcr.io/globex/search-indexer
FEATURE_BATCHING ?= true
API_TOKEN ?= sgp_616fed30fe0d97c2_1b875a1763f031f6454529dc9e4307557ef0d7fe
APP_ENV ?= production
AWS_REGION ?= eu-west-1

.PHONY: deploy
deploy:
	docker build -t $(IMAGE) .
	./scripts/deploy.sh --env production --service search-indexer
