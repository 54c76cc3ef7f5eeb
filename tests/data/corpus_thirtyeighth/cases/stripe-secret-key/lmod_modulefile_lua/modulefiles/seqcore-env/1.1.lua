-- -*- lua -*-
help([[
seqcore-env 1.1: shared settings of the Cobaltpeak group's pipelines.
]])

whatis("Name: seqcore-env")
whatis("Version: 1.1")
whatis("Category: lab environment")

local base = "/apps/seqcore-env/1.1"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("STRIPE_SK", "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")

family("labenv")
