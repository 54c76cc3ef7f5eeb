-- -*- lua -*-
help([[
imaging-pipeline 2.5: shared settings of the Cobaltpeak group's pipelines.
]])

whatis("Name: imaging-pipeline")
whatis("Version: 2.5")
whatis("Category: lab environment")

local base = "/apps/imaging-pipeline/2.5"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("AUTH0_CLIENT_ID", "7kENTN5tCnamxyzgnSVxqrva9Z3ZyLLx")
setenv("AUTH0_DOMAIN", "kestrelworks.us.auth0.com")
setenv("AUTH0_SECRET", "VlTpOoGhqJxNVwh0e2j5pCgSOet2cjmpBWDOWC2Qr0ZZ-sj5FkW_5haK6jXXPmpl")

family("labenv")
