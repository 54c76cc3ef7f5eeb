-- -*- lua -*-
help([[
seqcore-env 3.2: shared settings of the Cobaltpeak group's pipelines.
]])

whatis("Name: seqcore-env")
whatis("Version: 3.2")
whatis("Category: lab environment")

local base = "/apps/seqcore-env/3.2"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("ACCESS_TOKEN", "sqp_a8b2cae74ed236583777905edfb2b26bfcbfb003")

family("labenv")
