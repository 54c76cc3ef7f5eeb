SHELL := /bin/bash
IMAGE ?= ghcr.io/umbrella/crm-bridge
HTTP_TIMEOUT ?= 30
SLACK_CONFIG_TOKEN ?= xoxe.xoxp-1-1kqyaP3sMxMEtxmHMyfB5fUIDuDFpocP3t1E3RuXwmV7Ww2Xpf3t3HmXEgCnxWQIqFFV2sTygvJO5qNnYrOdPN2O3bOiPr54lFmfo7hhCmzuWywLiUXqltWgrDlfoIeQVkSBmV8Yy1jxi2xJA9

.PHONY: deploy
deploy:
	docker build -t $(IMAGE) .
	./scripts/deploy.sh --env production --service crm-bridge
