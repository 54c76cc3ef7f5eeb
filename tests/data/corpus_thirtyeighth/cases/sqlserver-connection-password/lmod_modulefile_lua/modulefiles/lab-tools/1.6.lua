-- -*- lua -*-
help([[
lab-tools 1.6: shared settings of the Kestrel group's pipelines.
]])

whatis("Name: lab-tools")
whatis("Version: 1.6")
whatis("Category: lab environment")

local base = "/apps/lab-tools/1.6"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("CONNECTION_STRING", "Server=10.20.4.17;Initial Catalog=events;Persist Security Info=False;User ID=svc_orders;Password=ONtx^FZt%x.3%2.9M5Zo#!5a;Encrypt=True;TrustServerCertificate=False;")

family("labenv")
