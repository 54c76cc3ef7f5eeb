variable "TAG" {
  default = "0.2.2"
}

variable "TWILIO_ACCOUNT_SID" {
  default = "ACc4c20893752d4121723fb77282934194"
}

variable "TWILIO_AUTHTOKEN" {
  default = "7be1f4c4af97c7e8f0593a9225baf62d"
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
    TWILIO_ACCOUNT_SID = TWILIO_ACCOUNT_SID
    TWILIO_AUTHTOKEN = TWILIO_AUTHTOKEN
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
