-- -*- lua -*-
help([[
imaging-pipeline 3.4: shared settings of the Tidewater group's pipelines.
]])

whatis("Name: imaging-pipeline")
whatis("Version: 3.4")
whatis("Category: lab environment")

local base = "/apps/imaging-pipeline/3.4"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("CIRCLE_TOKEN", os.getenv("LAB_CIRCLECI_TOKEN") or "")

family("labenv")
