terramate {
  config {
    run {
      env {
        SENTRY_TOKEN = "TODO-add-sentry-org-token"
      }
    }
  }
}
