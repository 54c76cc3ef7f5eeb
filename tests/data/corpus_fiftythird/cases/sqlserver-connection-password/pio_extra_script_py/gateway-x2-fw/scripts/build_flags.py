Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:nucleo_h743zi])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("2.3.20")),
    ("CONNECTION_STRINGS__DEFAULT", env.StringifyMacro("Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=orders;Persist Security Info=False;User ID=svc_orders;Password=.qkI.xeQqeLKOJi+X3;Encrypt=True;TrustServerCertificate=False;")),
])
