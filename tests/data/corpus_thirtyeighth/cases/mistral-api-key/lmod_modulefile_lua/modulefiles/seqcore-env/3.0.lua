-- -*- lua -*-
help([[
seqcore-env 3.0: shared settings of the Tidewater group's pipelines.
]])

whatis("Name: seqcore-env")
whatis("Version: 3.0")
whatis("Category: lab environment")

local base = "/apps/seqcore-env/3.0"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("MISTRAL_KEY", "jSXbzD8dABHBOrtcOazNSpTehMfuQBXX")

family("labenv")
