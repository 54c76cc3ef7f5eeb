variable "TAG" {
  default = "1.10.4"
}

variable "SLACK_CONFIG_REFRESH_TOKEN" {
  default = "xoxe.xoxp-1-Be9ko1xChNdvXHisdnEVd4gEgwNjHSH5ASUAvh0ozEHDjMdTtCAEaixCA8gC6jaHITu0Du4DQQFs2Cx43wGwOG5RifACul9HaItiINpeMVwmC2bN5C9vzZVHoPf8pAxMw95pnP74pQcTkFYAHPR2kt8jAIR6B5MUxHOa"
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
    SLACK_CONFIG_REFRESH_TOKEN = SLACK_CONFIG_REFRESH_TOKEN
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