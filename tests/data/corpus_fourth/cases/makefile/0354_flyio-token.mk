SHELL := /bin/bash
IMAGE ?= ghcr.io/globex/search-indexer
HTTP_TIMEOUT ?= 30
FLY_API_TOKEN ?= fo1_ngRTjDY4ADevn1KWBnYit5sz_Swz0WYb_oq8ATdCJLN
FEATURE_BATCHING ?= true
AWS_REGION ?= eu-west-1

.PHONY: deploy
deploy:
	docker build -t $(IMAGE) .
	./scripts/deploy.sh --env production --service search-indexer
