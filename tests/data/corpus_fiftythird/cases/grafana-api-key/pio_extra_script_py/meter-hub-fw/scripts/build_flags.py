Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:nucleo_h743zi])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("3.8.15")),
    ("GRAFANA_TOKEN", env.StringifyMacro("eyJrIjoiZWNISUZSUVdqbUdzZjRjdWpaNmVSeGtnQndsa09yOHIiLCJuIjoiY2ktZGVwbG95IiwiaWQiOjF9")),
])
