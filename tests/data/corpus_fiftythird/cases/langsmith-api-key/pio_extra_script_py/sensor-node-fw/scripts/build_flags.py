Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:esp32-s3-devkitc-1])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("1.0.11")),
    ("LANGCHAIN_PROJECT", env.StringifyMacro("orders-agent")),
])
