variable "TAG" {
  default = "4.27.4"
}

variable "AMQP_URL" {
  default = "amqp://guest:guest@localhost:5672//"
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
    AMQP_URL = AMQP_URL
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
