variable "TAG" {
  default = "1.16.12"
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
    CODECOV_UPLOAD_TOKEN = "956131d6-77c0-41e9-b1ca-3ec3d6346cb9"
  }
}

target "api" {
  inherits   = ["_common"]
  context    = "."
  dockerfile = "docker/api.Dockerfile"
  tags       = ["${REGISTRY}/webhooks-api:${TAG}"]
  platforms  = ["linux/amd64", "linux/arm64"]
}

target "worker" {
  inherits   = ["_common"]
  context    = "."
  dockerfile = "docker/worker.Dockerfile"
  tags       = ["${REGISTRY}/webhooks-worker:${TAG}"]
}
