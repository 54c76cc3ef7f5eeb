variable "TAG" {
  default = "4.23.6"
}

variable "SLACK_APP_TOKEN" {
  default = "xapp-1-AB6ZR7ZCJMS-5812865479134-d0a53fd4da5ea639e77eb2e1791443a86f603d86ce87605d778558c1830eea4e"
}

variable "REGISTRY" {
  default = "registry.palisade.io"
}

group "default" {
  targets = ["api", "worker"]
}

target "_common" {
  args = {
    NODE_VERSION = "20"
    SLACK_APP_TOKEN = SLACK_APP_TOKEN
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
