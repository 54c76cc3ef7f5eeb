-- -*- lua -*-
help([[
proj-climate-downscale 1.0: shared settings of the Cobaltpeak group's pipelines.
]])

whatis("Name: proj-climate-downscale")
whatis("Version: 1.0")
whatis("Category: lab environment")

local base = "/apps/proj-climate-downscale/1.0"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("UPSTASH_REDIS_REST_URL", "https://glad-ibex-35840.upstash.io")

family("labenv")
