terramate {
  config {
    run {
      env {
        GITHUB_INSTALLATION_TOKEN = "ghs_OYYJYqFyAegWBShfZJPKyovHPtChGlckp66w"
      }
    }
  }
}