import Config

config :ledger, Ledger.Repo,
  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
  ssl: true

config :ledger, Ledger.Integrations,
  notion_api_key: "secret_8pp4K0foglsKQC0dRLT1lf2Aw7ddGX0FTduLjKo62pD",
  timeout: 15_000

config :logger, level: :info
