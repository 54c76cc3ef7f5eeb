terramate {
  config {
    run {
      env {
        HEROKU_API_TOKEN = "e3d85237-6983-4eda-8019-77660dbe6e2c"
      }
    }
  }
}