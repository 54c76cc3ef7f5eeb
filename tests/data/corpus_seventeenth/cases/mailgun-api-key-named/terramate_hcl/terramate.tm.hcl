terramate {
  config {
    run {
      env {
        MAILGUN_DOMAIN = "mg.larkspur.dev"
        MAILGUN_SENDING_KEY = "965b6cd813cd7cda0636c35b94a47fa9-100377de-1bf705ed"
      }
    }
  }
}
