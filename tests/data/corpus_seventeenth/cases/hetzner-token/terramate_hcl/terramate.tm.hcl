terramate {
  config {
    run {
      env {
        HETZNER_CLOUD_TOKEN = "kOG91m37q1BJcbclfwsMkIslilxRlvcOkvq3ArLSW40CtJbHEGUYfWs5GDfuDgp9"
      }
    }
  }
}