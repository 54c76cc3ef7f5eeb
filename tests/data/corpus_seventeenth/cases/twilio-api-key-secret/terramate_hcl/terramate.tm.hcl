terramate {
  config {
    run {
      env {
        API_KEY = "SKe95d4fb0dea9d97d906fb39f20614358"
        API_SECRET = "<hidden>"
      }
    }
  }
}