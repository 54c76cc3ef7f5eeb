-- -*- lua -*-
help([[
imaging-pipeline 2.5: shared settings of the Fernhill group's pipelines.
]])

whatis("Name: imaging-pipeline")
whatis("Version: 2.5")
whatis("Category: lab environment")

local base = "/apps/imaging-pipeline/2.5"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("DO_OAUTH_TOKEN", "doo_v1_812008a245c896053f33d76fe4c247e124df2b8d2e32924b99739c175aefba94")

family("labenv")
