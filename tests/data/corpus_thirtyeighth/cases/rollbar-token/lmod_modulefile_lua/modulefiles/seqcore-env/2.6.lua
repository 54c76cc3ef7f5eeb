-- -*- lua -*-
help([[
seqcore-env 2.6: shared settings of the Larkspur group's pipelines.
]])

whatis("Name: seqcore-env")
whatis("Version: 2.6")
whatis("Category: lab environment")

local base = "/apps/seqcore-env/2.6"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("ROLLBAR_ACCESS_TOKEN_SERVER", "63880d4c300d93175064b1f9a7bf1ba9")

family("labenv")
