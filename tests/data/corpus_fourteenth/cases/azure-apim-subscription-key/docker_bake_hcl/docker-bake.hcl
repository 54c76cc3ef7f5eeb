variable "TAG" {
  default = "1.2.19"
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
    TRANSLATOR_KEY = "c9c5dc8e9f20a90b242430cc55795bd7"
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
