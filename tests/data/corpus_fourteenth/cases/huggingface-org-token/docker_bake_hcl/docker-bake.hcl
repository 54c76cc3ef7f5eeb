variable "TAG" {
  default = "2.23.9"
}

variable "HF_ORG_TOKEN" {
  default = "ENC[AES256_GCM,data:/l4hhko47oCT1CHIItjr8H/QO0GnL+WDv/cxquTjQ0mTyGaLXnNCguum,iv:MDTlSWL4+eoupBVSkOLpey0KVUPhW5TP7+DKfDpQ3EI=,tag:xxngAo/p3k+oV/WdYrdcvg==,type:str]"
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
    HF_ORG_TOKEN = HF_ORG_TOKEN
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
