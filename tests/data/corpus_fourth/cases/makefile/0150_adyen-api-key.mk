SHELL := /bin/bash
IMAGE ?= ghcr.io/soylent/ingest-gw
WORKER_CONCURRENCY ?= 4
ADYEN_MERCHANT_ACCOUNT ?= UapgaRUWECOM
ADYEN_API_KEY ?= AQEEpFMwTZiu5vVZzXQizrBcBsGZTy6/Xp55EKGf4lL/jENwoCsTJI55NirFPA8jTW-sVQg1ugQx/6l5J/81Qg50qxxNdNlZ3orisZVHoFKPdM=-gyplWLA61BDLDEYy
LOG_LEVEL ?= info

.PHONY: deploy
deploy:
	docker build -t $(IMAGE) .
	./scripts/deploy.sh --env production --service ingest-gw
