Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:nucleo_h743zi])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("1.4.2")),
    ("DOPPLER_PROJECT", env.StringifyMacro("ingest")),
    ("DOPPLER_CONFIG", env.StringifyMacro("prd_eu")),
])
