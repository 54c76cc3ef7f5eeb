Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:esp32-s3-devkitc-1])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("2.2.4")),
    ("CLAUDE_CODE_OAUTH_TOKEN", env.StringifyMacro(os.environ["ANTHROPIC_OAUTH_TOKEN"])),
])
