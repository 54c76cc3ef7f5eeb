terramate {
  config {
    run {
      env {
        API_KEY = "your-gitlab-incoming-mail-token-here"
      }
    }
  }
}
