-- -*- lua -*-
help([[
seqcore-env 2.5: shared settings of the Larkspur group's pipelines.
]])

whatis("Name: seqcore-env")
whatis("Version: 2.5")
whatis("Category: lab environment")

local base = "/apps/seqcore-env/2.5"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("GH_REFRESH_TOKEN", "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")

family("labenv")
