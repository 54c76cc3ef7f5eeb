variable "TAG" {
  default = "2.25.17"
}

variable "CONTENTFUL_MANAGEMENT_TOKEN" {
  default = "CFPAT-3uFsUvYypEjEuzag4s99I5ZyigoAlE8Q-_L9JmgYFkb"
}

variable "REGISTRY" {
  default = "registry.tidewater.com"
}

group "default" {
  targets = ["api", "worker"]
}

target "_common" {
  args = {
    NODE_VERSION = "20"
    CONTENTFUL_MANAGEMENT_TOKEN = CONTENTFUL_MANAGEMENT_TOKEN
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
