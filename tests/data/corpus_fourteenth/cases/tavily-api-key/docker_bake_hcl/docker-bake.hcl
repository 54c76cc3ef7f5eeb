variable "TAG" {
  default = "1.18.13"
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
    TAVILY_API_KEY = "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"
  }
}

target "api" {
  inherits   = ["_common"]
  context    = "."
  dockerfile = "docker/api.Dockerfile"
  tags       = ["${REGISTRY}/orders-api:${TAG}"]
  platforms  = ["linux/amd64", "linux/arm64"]
}

target "worker" {
  inherits   = ["_common"]
  context    = "."
  dockerfile = "docker/worker.Dockerfile"
  tags       = ["${REGISTRY}/orders-worker:${TAG}"]
}
