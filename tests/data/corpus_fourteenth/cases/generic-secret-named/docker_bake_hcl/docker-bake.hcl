variable "TAG" {
  default = "2.24.17"
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
    SECRET = "WJXGEgLEwL2DTE1Hau2jJHUc5YSMVkXGTrTRLmBX"
  }
}

target "api" {
  inherits   = ["_common"]
  context    = "."
  dockerfile = "docker/api.Dockerfile"
  tags       = ["${REGISTRY}/reports-api:${TAG}"]
  platforms  = ["linux/amd64", "linux/arm64"]
}

target "worker" {
  inherits   = ["_common"]
  context    = "."
  dockerfile = "docker/worker.Dockerfile"
  tags       = ["${REGISTRY}/reports-worker:${TAG}"]
}