Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:nucleo_h743zi])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("3.4.20")),
    ("SECRET", env.StringifyMacro("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")),
])
