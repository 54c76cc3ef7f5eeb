import Config

config :courier, Courier.Repo,
  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
  ssl: true

config :courier, :pgpass,
  """
10.0.3.12:5432:ledger:svc_orders:W7XRcOufTs1ZmX6SPPPyB
localhost:5432:ledger:m.okafor:i0Elmm6LMCmnrpau2XChOQQp
*:5432:*:jdoe:Mu@Eup%+V.6dLlk*5

"""

config :logger, level: :info