terramate {
  config {
    run {
      env {
        CLAUDE_API_KEY = "changeme"
      }
    }
  }
}