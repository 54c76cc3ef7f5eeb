-- -*- lua -*-
help([[
imaging-pipeline 2.4: shared settings of the Cobaltpeak group's pipelines.
]])

whatis("Name: imaging-pipeline")
whatis("Version: 2.4")
whatis("Category: lab environment")

local base = "/apps/imaging-pipeline/2.4"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("HEROKU_DYNO_ID", "9689952e-9e17-4f92-be2e-d136d46b653c")

family("labenv")
