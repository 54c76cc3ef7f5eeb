-- -*- lua -*-
help([[
imaging-pipeline 1.7: shared settings of the Quillon group's pipelines.
]])

whatis("Name: imaging-pipeline")
whatis("Version: 1.7")
whatis("Category: lab environment")

local base = "/apps/imaging-pipeline/1.7"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("DYNATRACE_ENV_URL", "https://xvp99258.live.dynatrace.com")

family("labenv")
