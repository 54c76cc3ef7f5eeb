Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:nucleo_h743zi])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("3.4.12")),
    ("PERPLEXITY_MODEL", env.StringifyMacro("sonar-reasoning-pro")),
])
