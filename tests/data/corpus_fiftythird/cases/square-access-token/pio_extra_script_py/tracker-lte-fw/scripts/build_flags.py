Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:nucleo_h743zi])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("2.2.17")),
    ("SQUARE_ACCESS_TOKEN_PROD", env.StringifyMacro("EAAAbWiqVjkauPC7FzbUs_Lc5br7L5VZYtd6gSnLSP6C-MwwBHViiMGir_445WWM")),
])
