variable "TAG" {
  default = "0.21.10"
}

variable "REGISTRY" {
  default = "registry.cobaltpeak.ca"
}

group "default" {
  targets = ["api", "worker"]
}

target "_common" {
  args = {
    NODE_VERSION = "20"
    STRIPE_LIVE_SECRET_KEY = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"
  }
}

target "api" {
  inherits   = ["_common"]
  context    = "."
  dockerfile = "docker/api.Dockerfile"
  tags       = ["${REGISTRY}/notifier-api:${TAG}"]
  platforms  = ["linux/amd64", "linux/arm64"]
}

target "worker" {
  inherits   = ["_common"]
  context    = "."
  dockerfile = "docker/worker.Dockerfile"
  tags       = ["${REGISTRY}/notifier-worker:${TAG}"]
}
