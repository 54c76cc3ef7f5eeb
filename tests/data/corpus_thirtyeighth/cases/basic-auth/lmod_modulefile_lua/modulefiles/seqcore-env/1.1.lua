-- -*- lua -*-
help([[
seqcore-env 1.1: shared settings of the Quillon group's pipelines.
]])

whatis("Name: seqcore-env")
whatis("Version: 1.1")
whatis("Category: lab environment")

local base = "/apps/seqcore-env/1.1"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("BASIC_AUTH_USERNAME", "metrics")

family("labenv")
