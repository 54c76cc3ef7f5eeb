import Config

config :ledger, Ledger.Repo,
  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
  ssl: true

config :ledger, Ledger.Integrations,
  adyen_x_api_key: "AQEpdbePCxfZCIksfdGmbDQqvqxhv2Yh8zl868BIGkhKqDQK+93agt5emTtl3xYoexJO/DHin=-pHM79YY1KL7Rbm5Sz0g0+iueDFsuVe0YCQtY7uGB6KA=-rp6fCN3AkgZF2cpc",
  timeout: 15_000

config :logger, level: :info
