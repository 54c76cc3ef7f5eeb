import Config

config :courier, Courier.Repo,
  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
  ssl: true

config :courier, Courier.Integrations,
  google_access_token: "ya29.a0Gq8JgXE2wJYvmFoh3KoODpyuItpWOClyFfxBLoO2lqQt3Stl2NrwbnScnaid_7OVXtDWrQGqkku_cVGcFQPY5BeDmsTD_mklnJsFwJKeAg7jURsTyU3-JRxExhbkg9k5AUx5ey6jxKQJJ8Q3uU0D4DKfH5gzM-ySbuIjYvGAgxAn8C_QCJaodwZUd0",
  timeout: 15_000

config :logger, level: :info
