Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:nucleo_h743zi])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("1.7.8")),
    ("README_API_KEY", env.StringifyMacro("rdme_73fd3vk2q9zemqv8fxftt0cw9rx4ln9bti5a5u10zkon6mfrtkgvugo65jwe924h5y7i0c")),
])
