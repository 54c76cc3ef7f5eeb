variable "TAG" {
  default = "4.15.13"
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
    HEROKU_TOKEN = "03dced15-3d7e-4600-98b8-b79bc6a6880e"
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
