import Config

config :storefront, Storefront.Repo,
  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
  ssl: true

config :storefront, :deploy_key,
  """
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDcmfzHNEyZx7Pyx5IsJBX4XNZHCbvhOc9gCfoRgC1WGezPK5VH
4+CzZ4mmDKSk5S9nzwsIKWT53OfS85GbfFSX8cUVpQPznMbT0Fz1Uxtct10rHqY7
A+QljIRANJMwHBMiqtYHzuSZhWEMkFDg43YOFBvo2hiJYx8zQvb64kFKgwIVAKZW
+NpeCyuR/uZERo9xNMUYcPx7AoGBAMgckFeFxPrpJA4/hwaXWWIJgZkRiGTssV69
j3e3UOrSiP7T0ih2rL74+4oYrVl/w/vAliCYJnUwbX3oeyHRlPVeOKehr98mTx24
9f5m1aNqcwj/Rwpiey10U9Ra6NxmJQYyAgBZY2PDvLvUvsaMYMZRpG1bfu4lLA97
bt+WnzOQAoGBAMmagcXzKdUZi53OtrLcWG5g6C0IDKirK2DTYgqMZurTk2woiefp
LSPUgm2cqc0kjLDd7y+Y4zRMJhp40GJnF0C/4I8eN5ll8xtHMgMkooARL2ltlQPN
tM+GbrgLY+HVZA9SaSYbVnqZnHXWOpYylEhc3Jl+gzpBiM2eOxcWLfpsAhUAteTk
ZoeTCyHblb3gGgU6226a+aQ=
-----END DSA PRIVATE KEY-----
"""

config :logger, level: :info
