variable "TAG" {
  default = "1.25.14"
}

variable "HCLOUD_TOKEN" {
  default = "EoDBsfDR82n2Psx8JM5XGjoENVZWFjM6FIoIFt5E2NPwlaImlQ0i5mdstZzOhcmx"
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
    HCLOUD_TOKEN = HCLOUD_TOKEN
  }
}

target "api" {
  inherits   = ["_common"]
  context    = "."
  dockerfile = "docker/api.Dockerfile"
  tags       = ["${REGISTRY}/ingest-api:${TAG}"]
  platforms  = ["linux/amd64", "linux/arm64"]
}

target "worker" {
  inherits   = ["_common"]
  context    = "."
  dockerfile = "docker/worker.Dockerfile"
  tags       = ["${REGISTRY}/ingest-worker:${TAG}"]
}