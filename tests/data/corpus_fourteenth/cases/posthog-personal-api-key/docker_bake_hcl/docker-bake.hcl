variable "TAG" {
  default = "2.27.14"
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
    POSTHOG_PROJECT_API_KEY = "phc_lWIHrQdUF5pGkWedi5eVygniVun4TqFcvPAWvyyTtIQ"
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