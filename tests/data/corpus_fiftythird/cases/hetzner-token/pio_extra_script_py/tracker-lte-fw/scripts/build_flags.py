Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:nucleo_h743zi])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("1.8.15")),
    ("HETZNER_CLOUD_TOKEN", env.StringifyMacro("61U1kO8xOncsr0PULMvv7jPNoNsIdfbnUf79Ugi3ePmpsKBGGM1754BRbBqtuNuk")),
])
