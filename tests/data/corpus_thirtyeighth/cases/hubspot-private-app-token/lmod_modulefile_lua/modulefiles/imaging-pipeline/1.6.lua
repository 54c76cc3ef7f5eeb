-- -*- lua -*-
help([[
imaging-pipeline 1.6: shared settings of the Tidewater group's pipelines.
]])

whatis("Name: imaging-pipeline")
whatis("Version: 1.6")
whatis("Category: lab environment")

local base = "/apps/imaging-pipeline/1.6"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("HUBSPOT_ACCESS_TOKEN", os.getenv("LAB_HUBSPOT_PRIVATE_APP_TOKEN") or "")

family("labenv")
