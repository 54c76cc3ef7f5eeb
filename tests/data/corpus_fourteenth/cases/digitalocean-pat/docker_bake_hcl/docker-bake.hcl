variable "TAG" {
  default = "0.13.0"
}

variable "TOKEN" {
  default = "dop_v1_152d83f5c2cdf1a438f4c5a617b5ea6d1ed88ef8c492c6b3d401509ae2e81373"
}

variable "REGISTRY" {
  default = "registry.larkspur.dev"
}

group "default" {
  targets = ["api", "worker"]
}

target "_common" {
  args = {
    NODE_VERSION = "20"
    TOKEN = TOKEN
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
