variable "TAG" {
  default = "0.26.12"
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
    SONARCLOUD_TOKEN = "4272884624f3ac6aa32422fe29a1e58253dea58c"
  }
}

target "api" {
  inherits   = ["_common"]
  context    = "."
  dockerfile = "docker/api.Dockerfile"
  tags       = ["${REGISTRY}/checkout-api:${TAG}"]
  platforms  = ["linux/amd64", "linux/arm64"]
}

target "worker" {
  inherits   = ["_common"]
  context    = "."
  dockerfile = "docker/worker.Dockerfile"
  tags       = ["${REGISTRY}/checkout-worker:${TAG}"]
}
