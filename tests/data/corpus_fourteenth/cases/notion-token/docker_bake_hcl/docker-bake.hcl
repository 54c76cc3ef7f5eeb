variable "TAG" {
  default = "3.8.1"
}

variable "NOTION_SECRET" {
  default = "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"
}

variable "REGISTRY" {
  default = "registry.fernhill.com"
}

group "default" {
  targets = ["api", "worker"]
}

target "_common" {
  args = {
    NODE_VERSION = "20"
    NOTION_SECRET = NOTION_SECRET
  }
}

target "api" {
  inherits   = ["_common"]
  context    = "."
  dockerfile = "docker/api.Dockerfile"
  tags       = ["${REGISTRY}/ingest-api:${TAG}"]
  platforms  = ["linux/amd64", "linux/arm64"]
}

target "worker" {
  inherits   = ["_common"]
  context    = "."
  dockerfile = "docker/worker.Dockerfile"
  tags       = ["${REGISTRY}/ingest-worker:${TAG}"]
}
