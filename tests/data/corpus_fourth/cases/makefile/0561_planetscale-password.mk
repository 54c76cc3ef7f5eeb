SHELL := /bin/bash
IMAGE ?= ghcr.io/globex/ingest-gw
CACHE_TTL_SECONDS ?= 300
DATABASE_USERNAME ?= 2tby6azq41pp
DATABASE_HOST ?= aws.connect.psdb.cloud
DATABASE_PASSWORD ?= pscale_pw_2A7OGWN3lJVGyuMSUWjvIOK4Yz4k8nbD9reA-K4ENmm
AWS_REGION ?= eu-west-1
HTTP_TIMEOUT ?= 30

.PHONY: deploy
deploy:
	docker build -t $(IMAGE) .
	./scripts/deploy.sh --env production --service ingest-gw
