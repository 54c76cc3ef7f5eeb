terramate {
  config {
    run {
      env {
        SECRET = "pcsk_gXMkK3_..."
      }
    }
  }
}
