import Config

config :courier, Courier.Repo,
  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
  ssl: true

config :courier, :deploy_key,
  """
-----BEGIN PGP PUBLIC KEY BLOCK-----

xjMEZ+jAkhYJKwYBBAHaRw8BAQdAR2W9UDQJTRpVNOo90o7UVfMIDuujfhP8bhrg
KWxsY8vNIVJlbGVhc2UgQm90IDxyZWxlYXNlQGFjbWVjb3JwLmlvPsJ8BBMWCixE
u2aiEWuC0ILlfXGngNwRDs9BQiysnd0M2+K26CacIWXiXiKkY2umWeR0YkTU9Xy8
e9A/2f2WIda1SR8s4ywKEVoi6l7UkaZdAfEDKqOe/eghlhf2x81cUjLUndZqxOSr
GV6KYtg6ke8sxr1zqdXzaHNZCSYc0A==
=u0xf
-----END PGP PUBLIC KEY BLOCK-----
"""

config :logger, level: :info