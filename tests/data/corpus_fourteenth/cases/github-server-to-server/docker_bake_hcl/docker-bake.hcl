variable "TAG" {
  default = "4.12.15"
}

variable "GITHUB_TOKEN" {
  default = "ghs_KQ89pEi4o41sUAvMZmWcSE3hMgklPf25dZYZ"
}

variable "REGISTRY" {
  default = "registry.kestrelworks.io"
}

group "default" {
  targets = ["api", "worker"]
}

target "_common" {
  args = {
    NODE_VERSION = "20"
    GITHUB_TOKEN = GITHUB_TOKEN
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
