Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:adafruit_feather_nrf52840])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("3.1.15")),
    ("TEST_PYPI_API_TOKEN", env.StringifyMacro("pypi-AgENdGVzdC5weXBpLm9yZwIkNDMwN2I1YWMtNDk3YS00ZjE5LTkxNTQtZjI0MjBmOTg0N2E4AAIleyJwZXJtaXNzaW9ucyI6ICJ1c2VyIiwgInZlcnNpb24iOiAxfQAABiCNFgzYlNe9RiFJCTvIqRkS66UCva58Oqsq5hpZYNhblQ")),
])
