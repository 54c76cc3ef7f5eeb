Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:nucleo_h743zi])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("1.7.14")),
    ("TOGETHER_API_KEY", env.StringifyMacro(os.environ["TOGETHER_API_KEY"])),
])
