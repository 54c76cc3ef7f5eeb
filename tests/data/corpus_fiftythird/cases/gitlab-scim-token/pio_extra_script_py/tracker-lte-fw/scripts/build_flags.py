Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:nucleo_h743zi])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("1.4.11")),
    ("SCIM_BEARER", env.StringifyMacro("glsoat-nf9M-NEwyvmxob-L47dq")),
])
