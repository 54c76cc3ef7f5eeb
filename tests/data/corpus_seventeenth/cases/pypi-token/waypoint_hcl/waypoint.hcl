project = "notifier"

app "api" {
  labels = {
    "service" = "notifier"
  }

  build {
    use "docker" {}
    registry {
      use "docker" {
        image = "ghcr.io/kestrel-works/notifier-api"
        tag   = gitrefpretty()
      }
    }
  }

  deploy {
    use "kubernetes" {
      probe_path = "/healthz"
    }
  }

  config {
    env = {
      "PYPI_TOKEN" = "pypi-AgEIcHlwaS5vcmcCJGNlOGUzNzE4LTNhNDktNDRmZC1hZWRkLTkyMThhNDJhYzk4YgACOnsidmVyc2lvbiI6IDEsICJwZXJtaXNzaW9ucyI6IHsicHJvamVjdHMiOiBbImxlZGdlcmtpdCJdfX0AAAYgqekQFgzAm0K0eLMLyx6HtS-_L0P1oy3jl5hIAUe68o4"
    }
  }
}
