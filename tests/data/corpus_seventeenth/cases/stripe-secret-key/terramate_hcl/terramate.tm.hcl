terramate {
  config {
    run {
      env {
        STRIPE_SK = "sk_live_O7MeEUlG4mBnLjsVqM7GTsCb"
      }
    }
  }
}
