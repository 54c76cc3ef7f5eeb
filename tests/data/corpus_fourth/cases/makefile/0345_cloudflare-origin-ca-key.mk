SHELL := /bin/bash
IMAGE ?= ghcr.io/acmecorp/reports
LOG_LEVEL ?= info
CLOUDFLARE_ORIGIN_CA_KEY ?= v1.0-679c6d842d26382022e2ba58-f3bfb263a4bd1eab011df63b3c250370efb58f8f15fdbe278e1c0e476e5988d1c7fae63ffd277a3057dbcd84aea381b3a2250d68c360c1e5d85622481b942fe1b58c12fd7477e77802

.PHONY: deploy
deploy:
	docker build -t $(IMAGE) .
	./scripts/deploy.sh --env production --service reports
