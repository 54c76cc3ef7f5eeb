import Config

config :ledger, Ledger.Repo,
  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
  ssl: true

config :ledger, Ledger.Integrations,
  nr_license: "45b5dcf21b0fc4cda8f3cb4c37194d93FFFFNRAL",
  timeout: 15_000

config :logger, level: :info