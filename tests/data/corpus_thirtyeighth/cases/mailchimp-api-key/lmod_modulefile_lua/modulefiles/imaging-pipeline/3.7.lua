-- -*- lua -*-
help([[
imaging-pipeline 3.7: shared settings of the Fernhill group's pipelines.
]])

whatis("Name: imaging-pipeline")
whatis("Version: 3.7")
whatis("Category: lab environment")

local base = "/apps/imaging-pipeline/3.7"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("MAILCHIMP_SERVER_PREFIX", "us13")

family("labenv")
