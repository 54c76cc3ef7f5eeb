-- -*- lua -*-
help([[
imaging-pipeline 1.3: shared settings of the Larkspur group's pipelines.
]])

whatis("Name: imaging-pipeline")
whatis("Version: 1.3")
whatis("Category: lab environment")

local base = "/apps/imaging-pipeline/1.3"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("REPLICATE_MODEL_VERSION", "74663d5abf3c38ae8534a78f7d02d9fc14fd2cf6d90252e59c0abf0b9c52e3a1")

family("labenv")
