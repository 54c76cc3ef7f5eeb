variable "TAG" {
  default = "1.14.1"
}

variable "ALGOLIA_APP_ID" {
  default = "5WYN457QPI"
}

variable "ALGOLIA_ADMIN_KEY" {
  default = "95562ab693931cf4802716038c8dab80"
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
    ALGOLIA_APP_ID = ALGOLIA_APP_ID
    ALGOLIA_ADMIN_KEY = ALGOLIA_ADMIN_KEY
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
