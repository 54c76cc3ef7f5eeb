variable "TAG" {
  default = "3.6.11"
}

variable "PLANETSCALE_SERVICE_TOKEN_ID" {
  default = "twio1r8zngkj"
}

variable "AUTH_TOKEN" {
  default = "pscale_tkn_W2WsSf7KVuJyoKVX0YghesV31sxp7cEVvNB80-ENGpK"
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
    PLANETSCALE_SERVICE_TOKEN_ID = PLANETSCALE_SERVICE_TOKEN_ID
    AUTH_TOKEN = AUTH_TOKEN
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
